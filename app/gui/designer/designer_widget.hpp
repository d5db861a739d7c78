#pragma once
// The designer mode of the main window: one document (undoable) and its pages: TiledMMA, TV layout,
// TiledCopy, shared memory, Triton.
#include <QWidget>

class QTabWidget;
class QCommandLineParser;

namespace ll::gui {

class DesignerDocument;
class TiledMmaDesigner;
class TvLayoutCard;
class TiledCopyView;

class DesignerWidget : public QWidget {
  Q_OBJECT
 public:
  explicit DesignerWidget(QWidget* parent = nullptr);

  DesignerDocument* document() const { return doc_; }
  QTabWidget* pages() const { return pages_; }
  TiledMmaDesigner* mmaDesigner() const { return mma_; }
  TvLayoutCard* tvCard() const { return tv_; }
  TiledCopyView* copyView() const { return copy_; }

 private:
  DesignerDocument* doc_;
  QTabWidget* pages_;
  TiledMmaDesigner* mma_;
  TvLayoutCard* tv_;
  TiledCopyView* copy_;
};

}  // namespace ll::gui
