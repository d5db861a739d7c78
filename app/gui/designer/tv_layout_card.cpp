#include "app/gui/designer/tv_layout_card.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include "app/gui/designer/designer_document.hpp"
#include "app/gui/designer/export_menu.hpp"
#include "app/gui/designer/tv_scene_view.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/scene/tv_card.hpp"

namespace ll::gui {

TvLayoutCard::TvLayoutCard(DesignerDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
  setObjectName(QStringLiteral("tvLayoutCard"));
  source_ = new QComboBox;
  source_->addItem(tr("TV layout and the data layout it indexes"));
  source_->addItem(tr("Thread layout × value layout (make_layout_tv)"));
  tv_ = new QLineEdit;
  tv_->setObjectName(QStringLiteral("tvField"));
  tv_->setToolTip(tr("(thread, value) -> index, e.g. ((_2,_4),(_2,_2)):((_8,_1),(_4,_16))"));
  tile_ = new QLineEdit;
  tile_->setObjectName(QStringLiteral("tileField"));
  tile_->setToolTip(tr("(m, n) -> index: the data tile, e.g. (_4,_8):(_8,_1) row-major"));
  thr_ = new QLineEdit;
  thr_->setObjectName(QStringLiteral("thrField"));
  val_ = new QLineEdit;
  val_->setObjectName(QStringLiteral("valField"));
  thread_ = new QSpinBox;
  thread_->setObjectName(QStringLiteral("sliceThread"));
  thread_->setRange(-1, 1 << 20);
  thread_->setSpecialValueText(tr("none"));
  thread_->setValue(-1);
  flag_ = new QCheckBox(tr("Flag elements owned twice or never"));
  flag_->setChecked(true);
  view_choice_ = new QComboBox;
  view_choice_->addItem(tr("MN → TV: who owns each element"));
  view_choice_->addItem(tr("TV → MN: what each thread holds"));

  auto* form = new QFormLayout;
  form->addRow(tr("Build from:"), source_);
  form->addRow(tr("TV layout:"), tv_);
  form->addRow(tr("Data layout (m,n):"), tile_);
  form->addRow(tr("Thread layout:"), thr_);
  form->addRow(tr("Value layout:"), val_);
  form->addRow(tr("Slice tv(t,_), t ="), thread_);
  form->addRow(QString(), flag_);
  form->addRow(tr("View:"), view_choice_);

  info_ = new QLabel;
  info_->setWordWrap(true);
  info_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  flags_ = new QLabel;
  flags_->setObjectName(QStringLiteral("ownershipFlags"));
  slice_ = new QLabel;
  slice_->setObjectName(QStringLiteral("sliceText"));
  slice_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  error_ = new QLabel;
  error_->setStyleSheet(QStringLiteral("color: #b00020;"));
  error_->setWordWrap(true);
  error_->hide();
  auto* hover = new QLabel;
  hover->setWordWrap(true);

  auto* export_button = new QToolButton;
  export_button->setText(tr("Export"));
  export_button->setPopupMode(QToolButton::InstantPopup);
  export_button->setMenu(make_export_menu(this, [this] { return subject_; }, [] { return QStringLiteral("tv"); }));

  auto* side = new QVBoxLayout;
  side->addLayout(form);
  side->addWidget(info_);
  side->addWidget(flags_);
  side->addWidget(slice_);
  side->addWidget(error_);
  side->addWidget(hover);
  side->addWidget(export_button, 0, Qt::AlignLeft);
  side->addStretch(1);
  auto* side_widget = new QWidget;
  side_widget->setLayout(side);
  side_widget->setMaximumWidth(420);

  view_ = new TvSceneView;
  auto* scroll = new QScrollArea;
  scroll->setWidget(view_);
  scroll->setWidgetResizable(true);
  auto* layout = new QHBoxLayout(this);
  layout->addWidget(side_widget);
  layout->addWidget(scroll, 1);

  for (QLineEdit* f : {tv_, tile_, thr_, val_}) connect(f, &QLineEdit::editingFinished, this, &TvLayoutCard::fieldsEdited);
  connect(source_, &QComboBox::currentIndexChanged, this, &TvLayoutCard::fieldsEdited);
  connect(flag_, &QCheckBox::toggled, view_, &TvSceneView::setFlagOwnership);
  connect(thread_, &QSpinBox::valueChanged, this, &TvLayoutCard::updateSlice);
  connect(view_, &TvSceneView::threadClicked, thread_, [this](qint64 t) { thread_->setValue(int(t)); });
  connect(view_, &TvSceneView::hovered, hover, &QLabel::setText);
  connect(view_choice_, &QComboBox::currentIndexChanged, this, [this] {
    view_->setScene(view_choice_->currentIndex() == 1 && table_ ? table_ : owners_);
  });
  connect(doc_, &DesignerDocument::tvChanged, this, &TvLayoutCard::documentChanged);
  view_->setFlagOwnership(true);
  documentChanged();
}

void TvLayoutCard::fieldsEdited() {
  if (updating_) return;
  TvDesign d = doc_->tv();
  d.from_thr_val = source_->currentIndex() == 1;
  d.tv = tv_->text();
  d.tile = tile_->text();
  d.thr = thr_->text();
  d.val = val_->text();
  doc_->changeTvLayout(d);
}

void TvLayoutCard::documentChanged() {
  const TvDesign& d = doc_->tv();
  updating_ = true;
  source_->setCurrentIndex(d.from_thr_val ? 1 : 0);
  tv_->setText(d.tv);
  tile_->setText(d.tile);
  thr_->setText(d.thr);
  val_->setText(d.val);
  tv_->setEnabled(!d.from_thr_val);
  thr_->setEnabled(d.from_thr_val);
  val_->setEnabled(d.from_thr_val);
  updating_ = false;

  auto show_error = [this](const QString& e) {
    error_->setText(e);
    error_->show();
  };
  Layout tv, tile;
  if (d.from_thr_val) {
    auto thr = parse_layout(d.thr.toStdString());
    if (!thr) return show_error(tr("thread layout: %1").arg(errorText(thr)));
    auto val = parse_layout(d.val.toStdString());
    if (!val) return show_error(tr("value layout: %1").arg(errorText(val)));
    auto built = make_layout_tv(*thr, *val);
    if (!built) return show_error(errorText(built));
    tv = built->layout_tv;
    tile = col_major_tile(built->tiler_mn);
    info_->setText(tr("make_layout_tv: tiler_mn = %1, layout_tv = %2")
                       .arg(QString::fromStdString(to_string(built->tiler_mn)),
                            QString::fromStdString(to_string(built->layout_tv))));
  } else {
    auto parsed_tv = parse_layout(d.tv.toStdString());
    if (!parsed_tv) return show_error(tr("TV layout: %1").arg(errorText(parsed_tv)));
    auto parsed_tile = parse_layout(d.tile.toStdString());
    if (!parsed_tile) return show_error(tr("data layout: %1").arg(errorText(parsed_tile)));
    tv = *parsed_tv;
    tile = *parsed_tile;
    info_->setText(tr("%1 threads × %2 values over a %3 × %4 tile")
                       .arg(tv.shape.rank() == 2 ? ll::size(tv.shape[0]).value : 0)
                       .arg(tv.shape.rank() == 2 ? ll::size(tv.shape[1]).value : 0)
                       .arg(tile.shape.rank() == 2 ? ll::size(tile.shape[0]).value : 0)
                       .arg(tile.shape.rank() == 2 ? ll::size(tile.shape[1]).value : 0));
  }
  // Pictures are cheap next to the MMA ones (a single panel) but still capped by the core.
  auto owners = make_tv_ownership_panel(tv, tile);
  if (!owners) return show_error(errorText(owners));
  auto table = make_tv_table_panel(tv, tile);
  error_->hide();
  const TvPanel& p = *owners;
  flags_->setText(tr("Owned twice: %1   never: %2   outside the tile: %3").arg(p.shared).arg(p.unowned).arg(p.outside));
  owners_ = std::make_shared<TvScene>(make_tv_scene(std::move(owners).value()));
  table_ = table ? std::make_shared<TvScene>(make_tv_scene(std::move(table).value())) : nullptr;
  view_->setScene(view_choice_->currentIndex() == 1 && table_ ? table_ : owners_);
  ExportSubject s;
  s.value = TvLayoutOnTile{tv, tile};
  s.source = to_string(tv);
  subject_ = s;
  updateSlice();
}

void TvLayoutCard::updateSlice() {
  const int t = thread_->value();
  view_->setSelectedThread(t);
  if (t < 0 || !subject_) {
    slice_->clear();
    return;
  }
  const Layout& tv = std::get<TvLayoutOnTile>(subject_->value).tv;
  auto s = slice_thread(tv, t);
  slice_->setText(s ? tr("tv(%1,_) = %2, starting at index %3")
                          .arg(t)
                          .arg(QString::fromStdString(to_string(s->values)))
                          .arg(s->offset)
                    : errorText(s));
}

}  // namespace ll::gui
