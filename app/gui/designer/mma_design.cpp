#include "app/gui/designer/mma_design.hpp"

#include <QCoreApplication>

#include "core/atoms/copy_atom.hpp"
#include "core/atoms/mma_atom.hpp"
#include "core/export/cute_cpp.hpp"
#include "core/export/cute_cpp_tiled_mma.hpp"
#include "core/export/cute_dsl.hpp"
#include "core/layout/print.hpp"
#include "core/scene/tiled_mma_scene.hpp"

namespace ll::gui {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("ll::gui::MmaDesign", text); }

}  // namespace

MmaDesignResult compute_mma_design(const MmaDesign& design) {
  MmaDesignResult r;
  auto fail_with = [&](const QString& message) {
    MmaDesignResult e;
    e.error = message;
    return e;
  };
  auto atom = make_mma_atom(design.atom.toStdString());
  if (!atom) return fail_with(QString::fromStdString(atom.error()));
  if (design.thr_m < 1 || design.thr_n < 1 || design.thr_k < 1) return fail_with(tr("thread layout extents must be at least 1"));
  auto thr = attempt([&] {
    return make_layout(IntTuple{static_int(design.thr_m), static_int(design.thr_n), static_int(design.thr_k)});
  });
  if (!thr) return fail_with(QString::fromStdString(thr.error()));
  auto perm = parse_permutation(design.permutation.trimmed().toStdString());
  if (!perm) return fail_with(QString::fromStdString(perm.error()));
  auto mma = perm->empty() ? make_tiled_mma(*atom, *thr) : make_tiled_mma(*atom, *thr, permutation_tiler(*perm));
  if (!mma) return fail_with(QString::fromStdString(mma.error()));
  r.mma = *mma;
  r.gmma = is_gmma_atom(*atom);
  auto shape = tile_shape(*mma);
  if (!shape) return fail_with(QString::fromStdString(shape.error()));
  r.m = (*shape)[0].integer().value;
  r.n = (*shape)[1].integer().value;
  r.k = (*shape)[2].integer().value;
  r.threads = size(*mma).value;

  if (r.gmma) {
    // A and B come from shared memory through descriptors: CuTe's A/B TV layouts say "thread 0 holds
    // everything". Show the accumulator's ownership, and the smem layouts the descriptor expects.
    auto c_tv = get_layoutC_TV(*mma);
    if (!c_tv) return fail_with(QString::fromStdString(c_tv.error()));
    auto c = make_tv_ownership_panel(*c_tv,
                                     Layout{IntTuple{dynamic_int(r.m), dynamic_int(r.n)}, IntTuple{dynamic_int(1), dynamic_int(r.m)}},
                                     "C");
    if (!c) return fail_with(QString::fromStdString(c.error()));
    TvPanel panel = std::move(c).value();
    panel.row_axis = "m", panel.col_axis = "n";
    add_group_outlines(panel, 128, TvOutlineKind::Atom);
    add_group_outlines(panel, 32, TvOutlineKind::Warp);
    r.owners = std::make_shared<TvScene>(make_tv_scene(std::move(panel)));
    const int bits = type_bits(atom->val_type_a);
    QStringList lines;
    for (const auto& a : gmma_smem_atoms(bits, atom->val_type_a))
      lines << QStringLiteral("%1  =  %2").arg(QString::fromStdString(a.name), QString::fromStdString(to_string(a.layout)));
    r.smem_atoms = lines.join('\n');
  } else {
    auto owners = make_tiled_mma_scene(*mma);
    if (!owners) return fail_with(QString::fromStdString(owners.error()));
    r.owners = std::make_shared<TvScene>(std::move(owners).value());
  }
  auto tables = make_tiled_mma_table_scene(*mma);
  if (tables) r.tables = std::make_shared<TvScene>(std::move(tables).value());

  r.printed = QString::fromStdString(to_string(*mma));
  TiledPicture picture;
  picture.kind = "TiledMMA";
  picture.mma = TiledMmaSpec{atom->name, *thr, *perm};
  picture.dsl = cute_dsl_tiled_mma(*atom, *thr, *perm);
  picture.printed = r.printed.toStdString();
  picture.scene = *r.owners;
  r.subject.value = picture;
  r.subject.source = QStringLiteral("make_tiled_mma(%1{}, Layout<Shape<_%2,_%3,_%4>>{}%5)")
                         .arg(design.atom)
                         .arg(design.thr_m)
                         .arg(design.thr_n)
                         .arg(design.thr_k)
                         .arg(design.permutation.trimmed().isEmpty() || design.permutation.trimmed() == "none"
                                  ? QString()
                                  : QStringLiteral(", ") + design.permutation.trimmed())
                         .toStdString();
  auto cpp = make_cute_cpp_exporter()->write(r.subject, ExportOptions{});
  r.cpp = cpp ? QString::fromStdString(*cpp) : QString::fromStdString(cpp.error());
  return r;
}

}  // namespace ll::gui
