#pragma once
// A sweep of GPU runs (docs/gpu-results-format.md) as a heat map: one column per CTA tile, one row per
// remaining swept configuration (atom, thread layout, permutation, mainloop — only the parts that vary
// are named), each cell coloured by kernel TFLOP/s on a perceptual (viridis) palette. Wrong or failed
// runs are hatched and named, never given a figure. Clicking a cell chooses that configuration.
#include <QList>
#include <QStringList>
#include <QWidget>

#include "app/gui/designer/gpu_run_panel.hpp"

namespace ll::gui {

class GpuSweepMap : public QWidget {
  Q_OBJECT
 public:
  explicit GpuSweepMap(QWidget* parent = nullptr);

  // @post the grid has one column per distinct tile and one row per distinct other configuration;
  // a later run of the same cell replaces an earlier one
  void setRuns(const QList<GpuRun>& runs);
  int rowCount() const { return rows_.size(); }
  int columnCount() const { return columns_.size(); }
  QString rowLabel(int row) const { return rows_.value(row); }
  QString columnLabel(int column) const { return columns_.value(column); }
  // The run in a cell, nullptr for an empty cell.
  const GpuRun* runAt(int row, int column) const;
  // What the cell shows: "455.2" for a good run, "wrong"/"failed"/… otherwise, empty when empty.
  QString cellText(int row, int column) const;
  QRect cellRect(int row, int column) const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 signals:
  void configurationChosen(const ll::gui::GpuRun& run);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;

 private:
  QStringList rows_, columns_;
  QList<int> cells_;  // rows_ x columns_, index into runs_ or -1
  QList<GpuRun> runs_;
  double min_tflops_ = 0, max_tflops_ = 0;
  int label_width_ = 150;  // the row labels' column: as wide as the longest label, within limits
};

}  // namespace ll::gui
