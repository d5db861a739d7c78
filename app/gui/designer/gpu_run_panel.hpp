#pragma once
// "Run on GPU" for the designed TiledMMA: the GPU module (gpu/, Qt-free) generates the CuTe GEMM whose
// TiledMMA is the exported C++, compiles it with NVRTC, runs and verifies it against cuBLAS, off the UI
// thread with progress and cancel. Results measured elsewhere (`layoutlab-cli gemm --json`) are
// imported from their JSON (docs/gpu-results-format.md), which needs no GPU. The latest result for the
// current design and CTA tile is overlaid on the C grid; the CTA tile field says at once when the tile is
// not a multiple of the TiledMMA's (the GEMM module's rule and message, core/scene/cta_tile.hpp).
#include <QFutureWatcher>
#include <QJsonObject>
#include <QPointer>
#include <QWidget>
#include <atomic>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace ll::gui {

struct MmaDesign;
class GpuSweepMap;

// One run as the results format describes it (only what the designer shows).
struct GpuRun {
  QString atom, thr, perm, tile, mainloop, status, message, device;
  QString layout = QStringLiteral("TN");  // BLAS ops of A and B (TN, NT, NN, TT)
  QString c_layout = QStringLiteral("col");  // C column- ("col") or row-major ("row")
  int stages = 0;                          // the pipeline depth asked for; 0 = the mainloop's default
  QString cluster = QStringLiteral("1x1");  // sm90 thread-block cluster MxN (2x1 shares B, 1x2 shares A)
  double tflops = 0, percent_of_cublas = 0, compile_ms = 0;
  bool timed_alone = false;  // kernel and cuBLAS each timed alone (`layoutlab-cli gemm --alone`), not interleaved
  qint64 m = 0, n = 0, k = 0;
  QByteArray json;  // a run made here: its results file (gpu/gemm/gemm_json), as `layoutlab-cli gemm --json` writes it
};

// Reads a `layoutlab-gpu-results` file. @post an error message instead of runs when it is not one
QList<GpuRun> read_gpu_results(const QByteArray& json, QString* error);

class GpuRunPanel : public QWidget {
  Q_OBJECT
 public:
  explicit GpuRunPanel(QWidget* parent = nullptr);
  ~GpuRunPanel() override;

  // The design whose runs are shown (and run): atom, thread layout, permutation.
  void setDesign(const QString& atom, int thr_m, int thr_n, int thr_k, const QString& perm);
  // Imports a results file. @post false with `error` set when it cannot be read
  bool importResults(const QString& file, QString* error);
  const QList<GpuRun>& runs() const { return runs_; }
  // Whether a Run on GPU or a Tune is in flight, until its result is shown (a scripted screenshot waits for it).
  bool isRunning() const { return busy_; }
  // The overlay text for the current design ("677.4 TFLOP/s, 101% of cuBLAS"), empty when no run matches.
  QString overlay() const;
  QString cliCommand() const;

  // The CTA tile field ("128x128x32"). setCtaTile follows the document (no signal); a user edit emits
  // ctaTileEdited, an import or a finished run ctaTileAdopted; the designer makes either an undoable edit.
  void setCtaTile(const QString& tile);
  QString ctaTile() const;
  // The TiledMMA's extents (tile_size M, N, K) the CTA tile must be a multiple of; 0 = not known yet.
  void setTiledMmaExtents(qint64 m, qint64 n, qint64 k);
  // Why the CTA tile field cannot be run (parse or divisibility), shown under the field; empty when fine.
  QString ctaTileError() const;

 signals:
  void overlayChanged(const QString& text);
  void ctaTileEdited(const QString& tile);
  void ctaTileAdopted(const QString& tile);
  // A cell of the sweep map was clicked: the designer loads its atom, thread layout and permutation
  // (the panel has already taken its tile and mainloop).
  void configurationChosen(const ll::gui::GpuRun& run);
  // "Kernel's TMA loads" (sm90 mainloop): the copies of A and B as the generated kernel declares them, each
  // {global tensor, one stage of SmemLayoutA/B, CTA tile, the whole SmemLayout (every stage)}; the designer shows them on
  // its TMA page.
  void kernelTmaRequested(const QStringList& a, const QStringList& b);

 private:
  void run();
  void runFinished();
  // Tune: the candidate designs for this problem (gpu::tune_candidates), compiled in parallel and run off the GUI
  // thread with the phase, count and elapsed time shown; every candidate lands in the runs and the sweep map.
  void tune();
  void tuneFinished();
  void setBusy(bool busy);
  // From a worker thread: the progress bar's value and the status line, set on the GUI thread (dropped once the panel
  // is gone).
  static void postProgress(QPointer<GpuRunPanel> self, int value, const QString& text);
  void refresh();
  void validateCtaTile();
  // The run whose tile the field should show after an import or a run: the newest for this design.
  const GpuRun* latestRunOfDesign() const;
  void adoptTile(const QString& tile);
  // The run the panel's fields describe (design, tile, mainloop, operand layouts, stages, M = N = K), nothing measured;
  // `mainloop` replaces the field's when given.
  GpuRun configuredRun(const QString& mainloop = {}) const;
  // Whether a run was made with the design (atom, thread layout, permutation).
  bool matchesDesign(const GpuRun& run) const;
  // The Cluster field's value where it applies (the sm90 mainloop), else "1x1".
  QString effectiveCluster() const;
  // ... and with the panel's operand layouts and stages (the overlay's rule).
  bool matchesPanel(const GpuRun& run) const;
  // Sets the panel's mainloop, operand layouts and stages to a run's (a sweep map cell chosen).
  // (by value: each field it sets refreshes the panel, so a reference into runs_ or the map's runs could dangle)
  void takeRunSettings(GpuRun run);
  void showKernelTma();
  void copyKernelSource();

  QString atom_, thr_, perm_;
  QComboBox* mainloop_;
  QComboBox* operand_layout_;  // TN, NT, NN, TT: the BLAS ops of A and B
  QComboBox* c_layout_;        // C column- or row-major
  QSpinBox* stages_;           // shared-memory pipeline depth; 0 = the mainloop's default
  QComboBox* cluster_;         // sm90 cluster: 1x1, 2x1, 1x2
  QLineEdit* tile_;
  QLabel* tile_error_;
  bool following_ = false;  // setting the field from the document: no ctaTileEdited
  qint64 tiled_[3] = {0, 0, 0};
  QSpinBox* size_;
  QPushButton* run_button_;
  QPushButton* cancel_;
  QPushButton* kernel_tma_;
  QProgressBar* progress_;
  QLabel* status_;
  QListWidget* history_;
  GpuSweepMap* sweep_map_;  // shown when the runs hold more than one configuration
  QList<GpuRun> runs_;
  std::shared_ptr<std::atomic<bool>> cancel_flag_;
  QFutureWatcher<GpuRun> watcher_;
  QFutureWatcher<QList<GpuRun>> tune_watcher_;
  QPushButton* tune_button_;
  bool busy_ = false;
};

}  // namespace ll::gui
