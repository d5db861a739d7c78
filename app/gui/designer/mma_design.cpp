#include "app/gui/designer/mma_design.hpp"

#include <QCoreApplication>

#include "app/gui/translations/core_messages.hpp"
#include "core/atoms/copy_atom.hpp"
#include "core/atoms/mma_atom.hpp"
#include "core/export/cute_cpp.hpp"
#include "core/export/cute_cpp_tiled_mma.hpp"
#include "core/export/cute_dsl.hpp"
#include "core/export/tiled_picture.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/scene/tiled_mma_scene.hpp"

namespace ll::gui {

MmaDesignResult compute_mma_design(const MmaDesign& design) {
  MmaDesignResult r;
  auto picture = make_tiled_mma_picture(design.atom.toStdString(), design.thr_m, design.thr_n, design.thr_k,
                                        design.permutation.trimmed().toStdString());
  if (!picture) {
    r.error = errorText(picture);
    return r;
  }
  const TiledMMA& mma = *picture->mma;
  auto shape = attempt([&] { return tile_shape(mma); });
  if (!shape) {
    r.error = errorText(shape);
    return r;
  }
  r.mma = mma;
  r.m = (*shape)[0].integer().value;
  r.n = (*shape)[1].integer().value;
  r.k = (*shape)[2].integer().value;
  r.threads = size(mma).value;
  r.gmma = is_gmma_atom(mma.atom);
  r.owners = std::make_shared<TvScene>(picture->scene);
  auto tables = make_tiled_mma_table_scene(mma);
  if (tables) r.tables = std::make_shared<TvScene>(std::move(tables).value());
  if (r.gmma) {
    QStringList lines;
    for (const auto& a : gmma_smem_atoms(type_bits(mma.atom.val_type_a), mma.atom.val_type_a))
      lines << QStringLiteral("%1  =  %2").arg(QString::fromStdString(a.name), QString::fromStdString(to_string(a.cute)));
    r.smem_atoms = lines.join('\n');
  }
  r.printed = QString::fromStdString(picture->printed);
  r.subject.value = *picture;
  const QString perm = design.permutation.trimmed();
  r.subject.source = QStringLiteral("make_tiled_mma(%1{}, Layout<Shape<_%2,_%3,_%4>>{}%5)")
                         .arg(design.atom)
                         .arg(design.thr_m)
                         .arg(design.thr_n)
                         .arg(design.thr_k)
                         .arg(perm.isEmpty() || perm == QLatin1String("none") ? QString() : QStringLiteral(", ") + perm)
                         .toStdString();
  auto cpp = make_cute_cpp_exporter()->write(r.subject, ExportOptions{});
  r.cpp = cpp ? QString::fromStdString(*cpp) : errorText(cpp);
  return r;
}

Result<TiledCopy> compute_tiled_copy(const CopyDesign& d, const MmaDesignResult& mma) {
  auto atom = make_copy_atom(d.op.toStdString(), d.val_type.toStdString());
  if (!atom) return atom.failure();
  if (d.source == QLatin1String("thr_val")) {
    auto thr = parse_layout(d.thr.toStdString());
    if (!thr) return prefixed("thread layout: ", thr.failure());
    auto val = parse_layout(d.val.toStdString());
    if (!val) return prefixed("value layout: ", val.failure());
    return attempt([&] { return make_tiled_copy(*atom, *thr, *val); });
  }
  if (!mma.mma) return Error{"TiledMMA: " + mma.error.toStdString()};
  const std::string which = d.source.toStdString();
  return attempt([&] {
    return which == "A" ? make_tiled_copy_A(*atom, *mma.mma) : which == "B" ? make_tiled_copy_B(*atom, *mma.mma) : make_tiled_copy_C(*atom, *mma.mma);
  });
}

}  // namespace ll::gui
