#include "app/gui/designer/designer_widget.hpp"

#include <QAction>
#include <QCoreApplication>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include "app/gui/designer/designer_document.hpp"
#include "app/gui/designer/designer_options.hpp"
#include "app/gui/designer/smem_view.hpp"
#include "app/gui/designer/tiled_copy_view.hpp"
#include "app/gui/designer/tiled_mma_designer.hpp"
#include "app/gui/designer/triton_panel.hpp"
#include "app/gui/designer/tv_layout_card.hpp"

namespace ll::gui {

DesignerWidget::DesignerWidget(QWidget* parent) : QWidget(parent), doc_(new DesignerDocument(this)) {
  setObjectName(QStringLiteral("designer"));
  pages_ = new QTabWidget;
  pages_->setObjectName(QStringLiteral("designerPages"));
  mma_ = new TiledMmaDesigner(doc_);
  tv_ = new TvLayoutCard(doc_);
  copy_ = new TiledCopyView(doc_);
  pages_->addTab(mma_, tr("TiledMMA"));
  pages_->addTab(tv_, tr("TV layout"));
  pages_->addTab(copy_, tr("TiledCopy"));
  pages_->addTab(new SmemView, tr("Shared memory"));
  pages_->addTab(new TritonPanel, tr("Triton"));

  // Undo/redo of the designer's own edits (the explorer has its own stack).
  auto* bar = new QToolBar;
  QAction* undo = doc_->undoStack()->createUndoAction(this, tr("Undo"));
  undo->setShortcut(QKeySequence::Undo);
  undo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
  QAction* redo = doc_->undoStack()->createRedoAction(this, tr("Redo"));
  redo->setShortcut(QKeySequence::Redo);
  redo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
  addAction(undo);
  addAction(redo);
  bar->addAction(undo);
  bar->addAction(redo);
  pages_->setCornerWidget(bar);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(pages_);
  apply_designer_options(this, QCoreApplication::arguments());
}

}  // namespace ll::gui
