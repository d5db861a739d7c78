#include "app/gui/designer/tiled_copy_view.hpp"

#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

#include "app/gui/designer/designer_document.hpp"
#include "app/gui/designer/export_menu.hpp"
#include "app/gui/designer/mma_design.hpp"
#include "app/gui/designer/tv_scene_view.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/analysis/pairing.hpp"
#include "core/atoms/copy_atom.hpp"
#include "core/export/cute_cpp.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/scene/tiled_mma_scene.hpp"
#include "core/tiled/tiled_copy.hpp"

namespace ll::gui {

TiledCopyView::TiledCopyView(DesignerDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
  setObjectName(QStringLiteral("tiledCopyView"));
  op_ = new QComboBox;
  op_->setObjectName(QStringLiteral("copyOp"));
  op_->setEditable(true);
  for (const auto& op : copy_atom_ops()) op_->addItem(QString::fromStdString(op));
  type_ = new QComboBox;
  type_->setEditable(true);
  for (const char* t : {"half_t", "bfloat16_t", "float", "tfloat32_t", "int8_t", "uint8_t", "double"}) type_->addItem(t);
  source_ = new QComboBox;
  source_->setObjectName(QStringLiteral("copySource"));
  source_->addItem(tr("make_tiled_copy_A (the TiledMMA's A)"), QStringLiteral("A"));
  source_->addItem(tr("make_tiled_copy_B (the TiledMMA's B)"), QStringLiteral("B"));
  source_->addItem(tr("make_tiled_copy_C (the TiledMMA's C)"), QStringLiteral("C"));
  source_->addItem(tr("make_tiled_copy(atom, thread layout, value layout)"), QStringLiteral("thr_val"));
  thr_ = new QLineEdit;
  val_ = new QLineEdit;
  auto* form = new QFormLayout;
  form->addRow(tr("Copy operation:"), op_);
  form->addRow(tr("Value type:"), type_);
  form->addRow(tr("Built by:"), source_);
  form->addRow(tr("Thread layout:"), thr_);
  form->addRow(tr("Value layout:"), val_);

  error_ = new QLabel;
  error_->setObjectName(QStringLiteral("copyError"));
  error_->setStyleSheet(QStringLiteral("color: #b00020;"));
  error_->setWordWrap(true);
  error_->hide();
  pairing_ = new QLabel;
  pairing_->setWordWrap(true);
  auto* hover = new QLabel;
  hover->setWordWrap(true);
  const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  cpp_ = new QPlainTextEdit;
  cpp_->setReadOnly(true);
  cpp_->setFont(mono);
  cpp_->setLineWrapMode(QPlainTextEdit::NoWrap);
  printed_ = new QPlainTextEdit;
  printed_->setReadOnly(true);
  printed_->setFont(mono);
  printed_->setLineWrapMode(QPlainTextEdit::NoWrap);
  auto* export_button = new QToolButton;
  export_button->setText(tr("Export"));
  export_button->setPopupMode(QToolButton::InstantPopup);
  export_button->setMenu(make_export_menu(this, [this] { return subject_; }));

  auto* side = new QVBoxLayout;
  side->addLayout(form);
  side->addWidget(error_);
  side->addWidget(pairing_);
  side->addWidget(hover);
  side->addWidget(export_button, 0, Qt::AlignLeft);
  side->addWidget(printed_, 1);
  auto* side_widget = new QWidget;
  side_widget->setLayout(side);
  side_widget->setMaximumWidth(460);

  view_ = new TvSceneView;
  auto* scroll = new QScrollArea;
  scroll->setWidget(view_);
  scroll->setWidgetResizable(true);
  auto* right = new QSplitter(Qt::Vertical);
  right->addWidget(scroll);
  right->addWidget(cpp_);
  right->setStretchFactor(0, 4);
  auto* layout = new QHBoxLayout(this);
  layout->addWidget(side_widget);
  layout->addWidget(right, 1);

  connect(op_, &QComboBox::currentTextChanged, this, &TiledCopyView::fieldsEdited);
  connect(type_, &QComboBox::currentTextChanged, this, &TiledCopyView::fieldsEdited);
  connect(source_, &QComboBox::currentIndexChanged, this, &TiledCopyView::fieldsEdited);
  connect(thr_, &QLineEdit::editingFinished, this, &TiledCopyView::fieldsEdited);
  connect(val_, &QLineEdit::editingFinished, this, &TiledCopyView::fieldsEdited);
  connect(view_, &TvSceneView::hovered, hover, &QLabel::setText);
  connect(doc_, &DesignerDocument::copyChanged, this, &TiledCopyView::documentChanged);
  connect(doc_, &DesignerDocument::mmaChanged, this, &TiledCopyView::documentChanged);
  documentChanged();
}

void TiledCopyView::fieldsEdited() {
  if (updating_) return;
  CopyDesign d = doc_->copy();
  d.op = op_->currentText();
  d.val_type = type_->currentText();
  d.source = source_->currentData().toString();
  d.thr = thr_->text();
  d.val = val_->text();
  doc_->changeCopyDesign(d);
}

void TiledCopyView::documentChanged() {
  const CopyDesign& d = doc_->copy();
  updating_ = true;
  op_->setCurrentText(d.op);
  type_->setCurrentText(d.val_type);
  source_->setCurrentIndex(std::max(0, source_->findData(d.source)));
  thr_->setText(d.thr);
  val_->setText(d.val);
  const bool standalone = d.source == QLatin1String("thr_val");
  thr_->setEnabled(standalone);
  val_->setEnabled(standalone);
  updating_ = false;

  auto show_error = [this](const QString& e) {
    error_->setText(e);
    error_->show();
  };
  auto atom = make_copy_atom(d.op.toStdString(), d.val_type.toStdString());
  if (!atom) return show_error(errorText(atom));
  Result<TiledCopy> copy = Error{""};
  QString pairing_text;
  TiledPicture picture;
  picture.kind = "TiledCopy";
  if (standalone) {
    auto thr = parse_layout(d.thr.toStdString());
    if (!thr) return show_error(tr("thread layout: %1").arg(errorText(thr)));
    auto val = parse_layout(d.val.toStdString());
    if (!val) return show_error(tr("value layout: %1").arg(errorText(val)));
    copy = attempt([&] { return make_tiled_copy(*atom, *thr, *val); });
    auto type = cute_cpp_tiled_copy_type(d.op.toStdString(), d.val_type.toStdString(), *thr, *val);
    if (type) picture.cpp_type_expr = *type;
  } else {
    const MmaDesignResult mma = compute_mma_design(doc_->mma());
    if (!mma.error.isEmpty() || !mma.mma) return show_error(tr("TiledMMA: %1").arg(mma.error));
    const std::string which = d.source.toStdString();
    copy = attempt([&] {
      return which == "A" ? make_tiled_copy_A(*atom, *mma.mma)
             : which == "B" ? make_tiled_copy_B(*atom, *mma.mma)
                            : make_tiled_copy_C(*atom, *mma.mma);
    });
    picture.mma = std::get<TiledPicture>(mma.subject.value).mma;
    if (copy) {
      // The core's copy <-> MMA pairing: does each thread's register side hold its MMA fragment?
      auto p = pairing(*copy, *mma.mma, which[0]);
      pairing_text = p ? tr("Pairing with the TiledMMA's %1: %2 threads, %3 with a different set of elements, "
                            "%4 with the same set in another register order")
                             .arg(d.source)
                             .arg(p->threads)
                             .arg(p->mismatched_threads)
                             .arg(p->reordered_threads)
                       : errorText(p);
    }
    picture.cpp_type_expr = cute_cpp_tiled_copy_for_mma_type(d.op.toStdString(), d.val_type.toStdString(), which[0]);
  }
  if (!copy) return show_error(errorText(copy));
  auto scene = make_tiled_copy_scene(*copy);
  if (!scene) return show_error(errorText(scene));
  error_->hide();
  auto shared = std::make_shared<TvScene>(std::move(scene).value());
  view_->setScene(shared);
  picture.printed = to_string(*copy);
  picture.scene = *shared;
  printed_->setPlainText(QString::fromStdString(picture.printed));
  ExportSubject s;
  s.value = picture;
  subject_ = s;
  auto cpp = make_cute_cpp_exporter()->write(s, ExportOptions{});
  cpp_->setPlainText(cpp ? QString::fromStdString(*cpp) : errorText(cpp));
  pairing_->setText(tr("Src and Dst: %1 threads over a %2 × %3 tile")
                        .arg(shared->threads)
                        .arg(shared->panels.front().rows)
                        .arg(shared->panels.front().cols) +
                    (pairing_text.isEmpty() ? QString() : QStringLiteral("\n") + pairing_text));
}

}  // namespace ll::gui
