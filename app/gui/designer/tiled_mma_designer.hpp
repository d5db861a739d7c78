#pragma once
// The TiledMMA designer: pick an atom from the catalog (search, filter by architecture and types), set
// the thread layout (M,N,K) and the permutation, and see A (left of C), B (above C) and C with every
// thread's cells, or the same map read from (thread, value). The make_tiled_mma C++ is always shown.
// The GEMM's CTA tile (the GPU panel's field, an undoable document value) is outlined on C with the
// TiledMMA's tile repeated across it.
#include <QFutureWatcher>
#include <optional>
#include <QWidget>

#include "app/gui/designer/mma_design.hpp"
#include "core/tiled/cta_tile.hpp"

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QSortFilterProxyModel;
class QStandardItemModel;
class QToolButton;

namespace ll::gui {

class DesignerDocument;
class TvSceneView;
class GpuRunPanel;

class TiledMmaDesigner : public QWidget {
  Q_OBJECT
 public:
  explicit TiledMmaDesigner(DesignerDocument* doc, QWidget* parent = nullptr);

  TvSceneView* sceneView() const { return view_; }
  QListView* atomList() const { return atom_list_; }
  QLineEdit* atomSearch() const { return search_; }
  QComboBox* archFilter() const { return arch_; }
  QSpinBox* threadSpin(int mode) const { return thr_[mode]; }
  QToolButton* plusButton(int mode) const { return plus_[mode]; }
  QLineEdit* permutationField() const { return perm_; }
  QComboBox* viewChoice() const { return view_choice_; }
  QPlainTextEdit* cppText() const { return cpp_; }
  QLabel* errorLabel() const { return error_; }
  QLabel* summaryLabel() const { return summary_; }
  GpuRunPanel* gpuPanel() const { return gpu_; }
  // The last computed design (valid when result().error is empty).
  const MmaDesignResult& result() const { return result_; }
  // True while a computation runs off the UI thread.
  bool isBusy() const;
  // Selects a thread as a click on one of its cells would.
  void selectThread(qint64 thread);

  // Compute on the UI thread (scripted runs and screenshots that must show the result at once).
  void setSynchronous(bool on) { synchronous_ = on; }

  enum class View { Ownership, Tables };
  void setView(View v);

  // What Export writes: the TiledMMA and the picture of the current view, with the CTA tile over C where
  // the view draws it. @post none while the design has an error
  std::optional<ExportSubject> exportSubject() const;

 protected:
  // The chosen atom is scrolled into view when the page is shown: a scrollTo while the page is hidden (a
  // design opened or restored before the Designer tab is chosen) has no geometry to work with.
  void showEvent(QShowEvent* event) override;

 private:
  void documentChanged();
  void recompute();
  void computed();
  void showResult();
  // The picture for the current view; on the MN -> TV view the document's CTA tile is drawn over C.
  void showScene();
  // The document's CTA tile where the current view draws it (the MN -> TV view, a valid tile), else none.
  std::optional<CtaTile> shownCtaTile() const;

  DesignerDocument* doc_;
  QStandardItemModel* atoms_;
  QSortFilterProxyModel* filtered_;
  QLineEdit* search_;
  QComboBox* arch_;
  QComboBox* types_;
  QListView* atom_list_;
  QSpinBox* thr_[3];
  QToolButton* plus_[3];
  QToolButton* minus_[3];
  QLineEdit* perm_;
  QComboBox* view_choice_;
  QComboBox* palette_;
  QLabel* summary_;
  QLabel* hover_;
  QLabel* error_;
  QLabel* smem_;
  TvSceneView* view_;
  GpuRunPanel* gpu_;
  QPlainTextEdit* cpp_;
  QPlainTextEdit* printed_;
  QFutureWatcher<MmaDesignResult> watcher_;
  MmaDesignResult result_;
  bool updating_ = false;
  bool synchronous_ = false;
  int requested_ = 0;  // designs requested so far; a result for an older one is dropped
  int running_ = 0;    // the request the running computation serves
  int shown_ = 0;      // the request whose result is shown
};

}  // namespace ll::gui
