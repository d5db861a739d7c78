#pragma once
// A widget showing a core TvScene through the shared TV painter: click a cell to select its (first)
// thread, whose cells then highlight in every panel with its register order drawn; hover a cell for its
// owners, values and coordinates; Ctrl+wheel zooms.
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

#include "app/gui/painters/tv_painter.hpp"
#include "core/scene/cta_tile.hpp"

namespace ll::gui {

class TvSceneView : public QWidget {
  Q_OBJECT
 public:
  explicit TvSceneView(QWidget* parent = nullptr);

  void setScene(std::shared_ptr<const TvScene> scene);
  const TvScene* scene() const { return scene_.get(); }
  void setSelectedThread(std::int64_t thread);
  std::int64_t selectedThread() const { return state_.selected_thread; }
  void setPaletteId(const QString& id);
  void setFlagOwnership(bool on);
  void setCellSize(double px);
  double cellSize() const { return geometry_.cell; }
  const TvGeometry& tvGeometry() const { return geometry_; }
  const TvPaintState& paintState() const { return state_; }

  // The cells of `panel` (by name) drawn highlighted: those the selected thread owns. Row-major pairs.
  std::vector<std::pair<std::int64_t, std::int64_t>> highlightedCells(const QString& panel) const;
  // The text shown for the cell under `pos` (the hover info), empty outside the grids.
  QString describeAt(QPointF pos) const;
  // Widget position of the centre of cell (row, col) of `panel`.
  QPointF cellCentre(const QString& panel, std::int64_t row, std::int64_t col) const;

  // A line drawn over the C grid (e.g. the measured TFLOP/s of this design); empty hides it.
  void setOverlay(const QString& text);
  QString overlay() const { return overlay_; }
  // The CTA tile over C (repeats, outline), from make_cta_tile_scene on the scene shown, and its caption
  // drawn beside the overlay; std::nullopt hides both.
  void setCtaTile(std::optional<CtaTileOverlay> overlay, const QString& caption);
  const std::optional<CtaTileOverlay>& ctaTile() const { return cta_; }
  QString ctaCaption() const { return cta_caption_; }

  QSize sizeHint() const override;

 signals:
  void threadClicked(qint64 thread);  // -1 when a click clears the selection
  void hovered(const QString& info);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void moveEvent(QMoveEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;

 private:
  const TvPanel* panel(const QString& name) const;
  QString describeCtaAt(QPointF pos) const;
  std::shared_ptr<const TvScene> scene_;
  TvGeometry geometry_;
  TvPaintState state_;
  QString overlay_;
  std::optional<CtaTileOverlay> cta_;
  QString cta_caption_;
};

}  // namespace ll::gui
