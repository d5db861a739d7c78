#include "app/gui/designer/designer_widget.hpp"

#include <QAction>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include "app/gui/designer/design_file.hpp"
#include "app/gui/designer/designer_document.hpp"
#include "app/gui/designer/designer_options.hpp"
#include "app/gui/designer/gmem_view.hpp"
#include "app/gui/designer/gpu_run_panel.hpp"
#include "app/gui/designer/tma_view.hpp"
#include "app/gui/designer/tmem_view.hpp"
#include "app/gui/designer/partition_view.hpp"
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
  pages_->addTab(new PartitionView(doc_), tr("Partition"));
  pages_->addTab(new SmemView, tr("Shared memory"));
  pages_->addTab(new GmemView, tr("Global memory"));
  auto* tma = new TmaView;
  pages_->addTab(tma, tr("TMA"));
  connect(mma_->gpuPanel(), &GpuRunPanel::kernelTmaRequested, this, [this, tma](const QStringList& a, const QStringList& b) {
    tma->setKernelCopies(a, b);
    pages_->setCurrentWidget(tma);
  });
  pages_->addTab(new TmemView, tr("TMEM (SM100)"));
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
  bar->addSeparator();
  QAction* open = bar->addAction(tr("Open design…"), this, &DesignerWidget::openDesignDialog);
  open->setObjectName(QStringLiteral("openDesign"));
  QAction* save = bar->addAction(tr("Save design…"), this, &DesignerWidget::saveDesignDialog);
  save->setObjectName(QStringLiteral("saveDesign"));
  pages_->setCornerWidget(bar);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(pages_);
  // Tests and scripted screenshots run in test mode: they start from the default design and keep nothing.
  if (!QStandardPaths::isTestModeEnabled()) {
    restoreDesignFromSettings();
    // The document's signals, not the undo stack's index: merged edits (typing a tile) keep the index.
    for (auto changed : {&DesignerDocument::mmaChanged, &DesignerDocument::tvChanged, &DesignerDocument::copyChanged,
                         &DesignerDocument::gemmChanged})
      connect(doc_, changed, this, [this] { saveDesignToSettings(); });
  }
  apply_designer_options(this, QCoreApplication::arguments());
}

bool DesignerWidget::openDesignFile(const QString& path, QString* error) {
  const auto design = read_design_file(path, error);
  if (!design) return false;
  doc_->openDesign(*design, QFileInfo(path).fileName());
  return true;
}

bool DesignerWidget::saveDesignFile(const QString& path, QString* error) const {
  return write_design_file(path, doc_->design(), error);
}

void DesignerWidget::saveDesignToSettings() const {
  QSettings().setValue(QStringLiteral("designer/design"), QString::fromUtf8(design_to_json(doc_->design())));
}

bool DesignerWidget::restoreDesignFromSettings() {
  const QString stored = QSettings().value(QStringLiteral("designer/design")).toString();
  if (stored.isEmpty()) return false;
  const auto design = design_from_json(stored.toUtf8(), nullptr);
  if (!design) return false;  // e.g. written by a newer LayoutLab: start from the default design
  doc_->set(*design);         // the state the session starts in, not an edit to undo
  return true;
}

void DesignerWidget::openDesignDialog() {
  const QString filter = tr("LayoutLab designs (*.%1)").arg(QLatin1String(kDesignFileSuffix));
  const QString path = QFileDialog::getOpenFileName(this, tr("Open design"), QString(), filter);
  if (path.isEmpty()) return;
  QString error;
  if (!openDesignFile(path, &error)) QMessageBox::warning(this, tr("Cannot open design"), error);
}

void DesignerWidget::saveDesignDialog() {
  const QString filter = tr("LayoutLab designs (*.%1)").arg(QLatin1String(kDesignFileSuffix));
  QString path = QFileDialog::getSaveFileName(this, tr("Save design"),
                                              tr("design") + QLatin1Char('.') + QLatin1String(kDesignFileSuffix), filter);
  if (path.isEmpty()) return;
  QString error;
  if (!saveDesignFile(path, &error)) QMessageBox::warning(this, tr("Cannot save design"), error);
}

}  // namespace ll::gui
