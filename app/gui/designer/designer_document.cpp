#include "app/gui/designer/designer_document.hpp"

#include <QUndoStack>

namespace ll::gui {

DesignerDocument::DesignerDocument(QObject* parent) : QObject(parent), undo_(new QUndoStack(this)) {}

void DesignerDocument::chooseAtom(const QString& atom) {
  if (atom == mma_.atom) return;
  MmaDesign next = mma_;
  next.atom = atom;
  undo_->push(new ChooseAtom(this, mma_, next, tr("Choose atom %1").arg(atom)));
}

void DesignerDocument::changeThreadLayout(int m, int n, int k) {
  if (m == mma_.thr_m && n == mma_.thr_n && k == mma_.thr_k) return;
  MmaDesign next = mma_;
  next.thr_m = m, next.thr_n = n, next.thr_k = k;
  undo_->push(new ChangeThreadLayout(this, mma_, next, tr("Thread layout (%1,%2,%3)").arg(m).arg(n).arg(k)));
}

void DesignerDocument::changePermutation(const QString& permutation) {
  if (permutation == mma_.permutation) return;
  MmaDesign next = mma_;
  next.permutation = permutation;
  undo_->push(new ChangePermutation(this, mma_, next, tr("Permutation %1").arg(permutation)));
}

void DesignerDocument::changeTvLayout(const TvDesign& next) {
  if (next == tv_) return;
  undo_->push(new ChangeTvLayout(this, tv_, next, tr("Change TV layout")));
}

void DesignerDocument::changeCopyDesign(const CopyDesign& next) {
  if (next == copy_) return;
  undo_->push(new ChangeCopyDesign(this, copy_, next, tr("Change tiled copy")));
}

void DesignerDocument::changeCtaTile(const QString& tile) {
  if (tile == gemm_.cta_tile) return;
  GemmDesign next = gemm_;
  next.cta_tile = tile;
  undo_->push(new ChangeCtaTile(this, gemm_, next, tr("CTA tile %1").arg(tile)));
}

void DesignerDocument::adoptRunCtaTile(const QString& tile) {
  if (tile == gemm_.cta_tile) return;
  GemmDesign next = gemm_;
  next.cta_tile = tile;
  undo_->push(new AdoptRunCtaTile(this, gemm_, next, tr("CTA tile %1 of a GPU run").arg(tile)));
}

void DesignerDocument::openDesign(const Design& design, const QString& name) {
  if (design == this->design()) return;
  undo_->push(new OpenDesign(this, this->design(), design, tr("Open design %1").arg(name)));
}

void DesignerDocument::set(const Design& d) {
  if (!(d.mma == mma_)) set(d.mma);
  if (!(d.tv == tv_)) set(d.tv);
  if (!(d.copy == copy_)) set(d.copy);
  if (!(d.gemm == gemm_)) set(d.gemm);
}

void DesignerDocument::set(const MmaDesign& d) {
  mma_ = d;
  emit mmaChanged();
}

void DesignerDocument::set(const TvDesign& d) {
  tv_ = d;
  emit tvChanged();
}

void DesignerDocument::set(const CopyDesign& d) {
  copy_ = d;
  emit copyChanged();
}

void DesignerDocument::set(const GemmDesign& d) {
  gemm_ = d;
  emit gemmChanged();
}

}  // namespace ll::gui
