#pragma once
// The computation behind the TiledMMA designer, run off the UI thread: the design's TiledMMA from the
// core, its pictures (ownership and per-thread tables), its C++ (through the cpp exporter, which uses the
// same write_cute_tiled_mma as the GPU kernel) and DSL, and for GMMA atoms the canonical smem layouts.
#include <QString>
#include <memory>
#include <optional>

#include "app/gui/designer/designer_document.hpp"
#include "core/export/export_subject.hpp"
#include "core/tiled/tiled_copy.hpp"
#include "core/tiled/tiled_mma.hpp"

namespace ll::gui {

struct MmaDesignResult {
  QString error;  // empty when the design is valid
  std::optional<TiledMMA> mma;
  std::shared_ptr<const TvScene> owners;  // MN -> TV (A left of C, B above C); GMMA: C only
  std::shared_ptr<const TvScene> tables;  // TV -> MN
  ExportSubject subject;                  // for every export format
  QString printed;                        // cute::print of the TiledMMA
  QString cpp;                            // the cpp export, always shown
  qint64 threads = 0, m = 0, n = 0, k = 0;
  bool gmma = false;
  QString smem_atoms;                     // GMMA: the canonical smem layout atoms, one per line
};

// @post error set (and nothing else) when the atom, thread layout or permutation is invalid
MmaDesignResult compute_mma_design(const MmaDesign& design);

// The designer's TiledCopy: make_tiled_copy(atom, thr, val), or make_tiled_copy_A/B/C of `mma` (the design's
// TiledMMA) when the copy's source is "A", "B" or "C". Errors start with the field they come from (thread layout, value layout, TiledMMA).
Result<TiledCopy> compute_tiled_copy(const CopyDesign& design, const MmaDesignResult& mma);

}  // namespace ll::gui
