#pragma once
// The designer mode of the main window: one document (undoable) and its pages: TiledMMA, TV layout,
// TiledCopy, shared memory, Triton.
#include <QString>
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

  // "Open design…" / "Save design…" without their dialogs. Opening is one undo step; a file that
  // cannot be read changes nothing. @post false and `error` set on failure
  bool openDesignFile(const QString& path, QString* error);
  bool saveDesignFile(const QString& path, QString* error) const;
  // The design kept across sessions (QSettings "designer/design"). Outside test mode the widget restores
  // it when created and saves it after every change, so closing LayoutLab never loses a design.
  void saveDesignToSettings() const;
  // @post false (and nothing changed) when no design is stored or the stored one cannot be read
  bool restoreDesignFromSettings();

 private:
  DesignerDocument* doc_;
  QTabWidget* pages_;
  TiledMmaDesigner* mma_;
  TvLayoutCard* tv_;
  TiledCopyView* copy_;
  void openDesignDialog();
  void saveDesignDialog();
};

}  // namespace ll::gui
