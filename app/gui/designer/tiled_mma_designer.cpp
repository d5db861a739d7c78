#include "app/gui/designer/tiled_mma_designer.hpp"

#include <QCoreApplication>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtConcurrent>
#include <set>

#include "app/gui/designer/designer_document.hpp"
#include "app/gui/designer/export_menu.hpp"
#include "app/gui/designer/gpu_run_panel.hpp"
#include "app/gui/designer/tv_scene_view.hpp"
#include "core/atoms/mma_atom.hpp"
#include "core/layout/print.hpp"
#include "core/scene/cta_tile.hpp"
#include "core/scene/palette.hpp"

namespace ll::gui {
namespace {

enum AtomRole { ArchRole = Qt::UserRole + 1, TypesRole };

// Architecture and type filters plus a case-insensitive search over name, types and shape.
class AtomFilter : public QSortFilterProxyModel {
 public:
  using QSortFilterProxyModel::QSortFilterProxyModel;
  void setArch(const QString& a) {
    arch_ = a;
    invalidateFilter();
  }
  void setTypes(const QString& t) {
    types_ = t;
    invalidateFilter();
  }

 protected:
  bool filterAcceptsRow(int row, const QModelIndex& parent) const override {
    const QModelIndex i = sourceModel()->index(row, 0, parent);
    if (!arch_.isEmpty() && i.data(ArchRole).toString() != arch_) return false;
    if (!types_.isEmpty() && !i.data(TypesRole).toString().contains(types_)) return false;
    return QSortFilterProxyModel::filterAcceptsRow(row, parent);
  }

 private:
  QString arch_, types_;
};

QFont mono() { return QFontDatabase::systemFont(QFontDatabase::FixedFont); }

}  // namespace

TiledMmaDesigner::TiledMmaDesigner(DesignerDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
  setObjectName(QStringLiteral("tiledMmaDesigner"));
  // Catalog
  atoms_ = new QStandardItemModel(this);
  std::set<QString> archs, types;
  for (const MMA_Atom& a : mma_catalog()) {
    auto* item = new QStandardItem(QString::fromStdString(a.name));
    const QString t = QStringLiteral("%1 %2 %3 %4")
                          .arg(QString::fromStdString(a.val_type_d), QString::fromStdString(a.val_type_a),
                               QString::fromStdString(a.val_type_b), QString::fromStdString(a.val_type_c));
    item->setData(QString::fromStdString(a.arch), ArchRole);
    item->setData(t, TypesRole);
    item->setToolTip(tr("%1\nD A B C: %2\nShape_MNK: %3%4")
                         .arg(item->text(), t, QString::fromStdString(to_string(a.shape_mnk)),
                              a.view_only ? tr("\n(view only)") : QString()));
    item->setEditable(false);
    atoms_->appendRow(item);
    archs.insert(QString::fromStdString(a.arch));
    types.insert(QString::fromStdString(a.val_type_a));
  }
  auto* filter = new AtomFilter(this);
  filter->setSourceModel(atoms_);
  filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
  filtered_ = filter;

  search_ = new QLineEdit;
  search_->setObjectName(QStringLiteral("atomSearch"));
  search_->setPlaceholderText(tr("Search atoms, e.g. 16x8x16 F16"));
  search_->setClearButtonEnabled(true);
  arch_ = new QComboBox;
  arch_->setObjectName(QStringLiteral("archFilter"));
  arch_->addItem(tr("All architectures"), QString());
  for (const auto& a : archs) arch_->addItem(a, a);
  types_ = new QComboBox;
  types_->setObjectName(QStringLiteral("typeFilter"));
  types_->addItem(tr("All input types"), QString());
  for (const auto& t : types) types_->addItem(t, t);
  atom_list_ = new QListView;
  atom_list_->setObjectName(QStringLiteral("atomList"));
  atom_list_->setModel(filtered_);
  atom_list_->setUniformItemSizes(true);

  connect(search_, &QLineEdit::textChanged, this, [filter](const QString& text) {
    // Space-separated words must all appear, in order: "16x8x16 F32" finds SM80_16x8x16_F32F16F16F32_TN.
    QStringList words = text.split(' ', Qt::SkipEmptyParts);
    for (auto& w : words) w = QRegularExpression::escape(w);
    filter->setFilterRegularExpression(QRegularExpression(words.join(QStringLiteral(".*")),
                                                          QRegularExpression::CaseInsensitiveOption));
  });
  connect(arch_, &QComboBox::currentIndexChanged, this, [this, filter] { filter->setArch(arch_->currentData().toString()); });
  connect(types_, &QComboBox::currentIndexChanged, this, [this, filter] { filter->setTypes(types_->currentData().toString()); });
  connect(atom_list_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& i) {
    if (!updating_ && i.isValid()) doc_->chooseAtom(i.data().toString());
  });

  auto* catalog_box = new QGroupBox(tr("MMA atom"));
  auto* catalog_layout = new QVBoxLayout(catalog_box);
  catalog_layout->addWidget(search_);
  auto* filters = new QHBoxLayout;
  filters->addWidget(arch_);
  filters->addWidget(types_);
  catalog_layout->addLayout(filters);
  catalog_layout->addWidget(atom_list_, 1);

  // Thread layout and permutation
  auto* tiling_box = new QGroupBox(tr("make_tiled_mma"));
  auto* form = new QFormLayout(tiling_box);
  const char* mode_names[3] = {"M", "N", "K"};
  for (int i = 0; i < 3; ++i) {
    thr_[i] = new QSpinBox;
    thr_[i]->setRange(1, 16);
    thr_[i]->setObjectName(QStringLiteral("thr%1").arg(mode_names[i]));
    minus_[i] = new QToolButton;
    minus_[i]->setText(QStringLiteral("−"));
    minus_[i]->setToolTip(tr("Fewer atoms along %1").arg(mode_names[i]));
    plus_[i] = new QToolButton;
    plus_[i]->setText(QStringLiteral("+"));
    plus_[i]->setToolTip(tr("More atoms along %1").arg(mode_names[i]));
    plus_[i]->setObjectName(QStringLiteral("plus%1").arg(mode_names[i]));
    auto* row = new QHBoxLayout;
    row->addWidget(minus_[i]);
    row->addWidget(thr_[i], 1);
    row->addWidget(plus_[i]);
    form->addRow(tr("Atoms along %1:").arg(mode_names[i]), row);
    connect(minus_[i], &QToolButton::clicked, thr_[i], &QSpinBox::stepDown);
    connect(plus_[i], &QToolButton::clicked, thr_[i], &QSpinBox::stepUp);
    connect(thr_[i], &QSpinBox::valueChanged, this, [this] {
      if (!updating_) doc_->changeThreadLayout(thr_[0]->value(), thr_[1]->value(), thr_[2]->value());
    });
  }
  perm_ = new QLineEdit;
  perm_->setObjectName(QStringLiteral("permutation"));
  perm_->setPlaceholderText(tr("none, 32x32x16, or (16,2):(1,32)x32x16"));
  perm_->setToolTip(tr("PermutationMNK: one tile per mode, separated by x: an integer, _ or a layout"));
  form->addRow(tr("Permutation:"), perm_);
  connect(perm_, &QLineEdit::editingFinished, this, [this] {
    if (!updating_) doc_->changePermutation(perm_->text());
  });

  // View options
  view_choice_ = new QComboBox;
  view_choice_->setObjectName(QStringLiteral("viewChoice"));
  view_choice_->addItem(tr("MN → TV: who owns each element"));
  view_choice_->addItem(tr("TV → MN: what each thread holds"));
  palette_ = new QComboBox;
  palette_->setObjectName(QStringLiteral("paletteChoice"));
  for (const Palette& p : palettes()) palette_->addItem(QCoreApplication::translate("Palette", p.name.c_str()), QString::fromStdString(p.id));
  form->addRow(tr("View:"), view_choice_);
  form->addRow(tr("Colours:"), palette_);

  summary_ = new QLabel;
  summary_->setObjectName(QStringLiteral("summary"));
  summary_->setWordWrap(true);
  error_ = new QLabel;
  error_->setObjectName(QStringLiteral("designError"));
  error_->setStyleSheet(QStringLiteral("color: #b00020;"));
  error_->setWordWrap(true);
  error_->hide();
  hover_ = new QLabel;
  hover_->setWordWrap(true);
  hover_->setMinimumHeight(36);
  smem_ = new QLabel;
  smem_->setFont(mono());
  smem_->setWordWrap(true);
  smem_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  smem_->hide();

  auto* side = new QWidget;
  auto* side_layout = new QVBoxLayout(side);
  side_layout->setContentsMargins(0, 0, 0, 0);
  side_layout->addWidget(catalog_box, 1);
  side_layout->addWidget(tiling_box);
  auto* gpu_box = new QGroupBox(tr("GPU"));
  auto* gpu_layout = new QVBoxLayout(gpu_box);
  gpu_ = new GpuRunPanel;
  gpu_layout->addWidget(gpu_);
  side_layout->addWidget(gpu_box);
  side_layout->addWidget(summary_);
  side_layout->addWidget(error_);
  side_layout->addWidget(hover_);

  // The picture
  view_ = new TvSceneView;
  auto* scroll = new QScrollArea;
  scroll->setWidget(view_);
  scroll->setWidgetResizable(true);
  scroll->setObjectName(QStringLiteral("sceneScroll"));

  // The C++ (always visible) and CuTe's print
  cpp_ = new QPlainTextEdit;
  cpp_->setObjectName(QStringLiteral("cppText"));
  cpp_->setReadOnly(true);
  cpp_->setFont(mono());
  cpp_->setLineWrapMode(QPlainTextEdit::NoWrap);
  printed_ = new QPlainTextEdit;
  printed_->setReadOnly(true);
  printed_->setFont(mono());
  printed_->setLineWrapMode(QPlainTextEdit::NoWrap);
  auto* copy_cpp = new QPushButton(tr("Copy C++"));
  copy_cpp->setObjectName(QStringLiteral("copyCppButton"));
  connect(copy_cpp, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(cpp_->toPlainText()); });
  auto* export_button = new QToolButton;
  export_button->setText(tr("Export"));
  export_button->setPopupMode(QToolButton::InstantPopup);
  export_button->setMenu(make_export_menu(this, [this] { return exportSubject(); }));
  auto* code = new QWidget;
  auto* code_layout = new QVBoxLayout(code);
  code_layout->setContentsMargins(0, 0, 0, 0);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(new QLabel(tr("C++ (compiles against CuTe):")));
  buttons->addStretch(1);
  buttons->addWidget(copy_cpp);
  buttons->addWidget(export_button);
  code_layout->addLayout(buttons);
  auto* texts = new QHBoxLayout;
  texts->addWidget(cpp_, 3);
  texts->addWidget(printed_, 2);
  code_layout->addLayout(texts);
  code_layout->addWidget(smem_);

  auto* right = new QSplitter(Qt::Vertical);
  right->addWidget(scroll);
  right->addWidget(code);
  right->setStretchFactor(0, 4);
  right->setStretchFactor(1, 1);

  auto* split = new QSplitter(Qt::Horizontal);
  split->addWidget(side);
  split->addWidget(right);
  split->setStretchFactor(0, 0);
  split->setStretchFactor(1, 1);
  split->setSizes({320, 900});
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(split);

  connect(view_, &TvSceneView::hovered, hover_, &QLabel::setText);
  connect(gpu_, &GpuRunPanel::overlayChanged, view_, &TvSceneView::setOverlay);
  // A sweep-map cell loads its configuration as one undo step made of the usual edits.
  connect(gpu_, &GpuRunPanel::configurationChosen, this, [this](const GpuRun& run) {
    const QStringList thr = QString(run.thr).remove('(').remove(')').remove(' ').split(',');
    doc_->undoStack()->beginMacro(tr("Load GPU run %1 %2").arg(run.thr, run.tile));
    if (!run.atom.isEmpty()) doc_->chooseAtom(run.atom);
    if (thr.size() == 3) doc_->changeThreadLayout(thr[0].toInt(), thr[1].toInt(), thr[2].toInt());
    doc_->changePermutation(run.perm == QLatin1String("none") ? QString() : run.perm);
    if (!run.tile.isEmpty()) doc_->changeCtaTile(run.tile);
    doc_->undoStack()->endMacro();
  });
  // The CTA tile field edits the document; the document (after undo too) sets the field and the outline.
  connect(gpu_, &GpuRunPanel::ctaTileEdited, this, [this](const QString& tile) {
    if (!updating_) doc_->changeCtaTile(tile);
  });
  connect(gpu_, &GpuRunPanel::ctaTileAdopted, this, [this](const QString& tile) { doc_->adoptRunCtaTile(tile); });
  connect(doc_, &DesignerDocument::gemmChanged, this, [this] {
    gpu_->setCtaTile(doc_->gemm().cta_tile);
    showScene();
  });
  gpu_->setCtaTile(doc_->gemm().cta_tile);
  connect(view_choice_, &QComboBox::currentIndexChanged, this, [this] { showResult(); });
  connect(palette_, &QComboBox::currentIndexChanged, this, [this] { view_->setPaletteId(palette_->currentData().toString()); });
  connect(doc_, &DesignerDocument::mmaChanged, this, &TiledMmaDesigner::documentChanged);
  connect(&watcher_, &QFutureWatcher<MmaDesignResult>::finished, this, &TiledMmaDesigner::computed);
  documentChanged();
}

bool TiledMmaDesigner::isBusy() const { return shown_ != requested_; }

void TiledMmaDesigner::selectThread(qint64 thread) { view_->setSelectedThread(thread); }

void TiledMmaDesigner::setView(View v) { view_choice_->setCurrentIndex(v == View::Ownership ? 0 : 1); }

void TiledMmaDesigner::documentChanged() {
  // Fields follow the document (after undo/redo too) without pushing new commands.
  updating_ = true;
  const MmaDesign& d = doc_->mma();
  thr_[0]->setValue(d.thr_m);
  thr_[1]->setValue(d.thr_n);
  thr_[2]->setValue(d.thr_k);
  perm_->setText(d.permutation);
  const auto found = atoms_->findItems(d.atom);
  if (!found.isEmpty()) {
    const QModelIndex i = filtered_->mapFromSource(found.front()->index());
    if (i.isValid()) atom_list_->setCurrentIndex(i);
    atom_list_->scrollTo(i);
  }
  updating_ = false;
  gpu_->setDesign(d.atom, d.thr_m, d.thr_n, d.thr_k, d.permutation);
  recompute();
}

void TiledMmaDesigner::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  // After the layout has given the list its size (the event loop's next turn).
  QTimer::singleShot(0, this, [this] { atom_list_->scrollTo(atom_list_->currentIndex(), QAbstractItemView::PositionAtCenter); });
}

void TiledMmaDesigner::recompute() {
  ++requested_;
  if (synchronous_) {
    shown_ = requested_;  // a running background computation is stale from now on
    result_ = compute_mma_design(doc_->mma());
    showResult();
    return;
  }
  if (watcher_.isRunning()) return;  // computed() starts the newest design when this one ends
  running_ = requested_;
  watcher_.setFuture(QtConcurrent::run(compute_mma_design, doc_->mma()));
}

void TiledMmaDesigner::computed() {
  if (running_ != requested_) {  // the design changed meanwhile: this result is stale
    if (!synchronous_ && shown_ != requested_) {
      running_ = requested_;
      watcher_.setFuture(QtConcurrent::run(compute_mma_design, doc_->mma()));
    }
    return;
  }
  result_ = watcher_.result();
  shown_ = running_;
  showResult();
}

void TiledMmaDesigner::showResult() {
  const MmaDesignResult& r = result_;
  error_->setVisible(!r.error.isEmpty());
  error_->setText(r.error);
  if (!r.error.isEmpty()) return;  // the last valid picture stays
  gpu_->setTiledMmaExtents(r.m, r.n, r.k);
  showScene();
  summary_->setText(tr("%1 threads (%2 warps), tile M×N×K = %3×%4×%5%6")
                        .arg(r.threads)
                        .arg((r.threads + 31) / 32)
                        .arg(r.m)
                        .arg(r.n)
                        .arg(r.k)
                        .arg(r.gmma ? tr(". GMMA: A and B are read from shared memory by descriptor; the picture "
                                         "shows the accumulator C.")
                                    : QString()));
  cpp_->setPlainText(r.cpp);
  printed_->setPlainText(r.printed);
  smem_->setVisible(r.gmma);
  if (r.gmma)
    smem_->setText(tr("Canonical shared-memory layout atoms the descriptor expects (element units):\n%1")
                       .arg(r.smem_atoms));
}

std::optional<ExportSubject> TiledMmaDesigner::exportSubject() const {
  if (!result_.error.isEmpty() || !result_.mma) return std::nullopt;
  ExportSubject s = result_.subject;
  TiledPicture& picture = std::get<TiledPicture>(s.value);
  if (view_choice_->currentIndex() == 1 && result_.tables) picture.scene = *result_.tables;
  picture.cta = shownCtaTile();  // the picture as shown: with the CTA tile over C where it is drawn
  return s;
}

std::optional<CtaTile> TiledMmaDesigner::shownCtaTile() const {
  // Only over the ownership view; an invalid tile draws no outline: the GPU panel says why next to its field.
  const MmaDesignResult& r = result_;
  if (!r.error.isEmpty() || view_choice_->currentIndex() != 0) return std::nullopt;
  const auto tile = parse_cta_tile(doc_->gemm().cta_tile.toStdString());
  if (!tile || !check_cta_tile(*tile, r.m, r.n, r.k)) return std::nullopt;
  return *tile;
}

void TiledMmaDesigner::showScene() {
  const MmaDesignResult& r = result_;
  if (!r.error.isEmpty() || !r.owners) return;
  const bool tables = view_choice_->currentIndex() == 1;
  const std::shared_ptr<const TvScene> design = tables && r.tables ? r.tables : r.owners;
  std::shared_ptr<const TvScene> scene = design;
  std::optional<CtaTileOverlay> cta;
  QString caption;
  if (const std::optional<CtaTile> tile = shownCtaTile()) {
    if (auto grown = make_cta_tile_scene(*design, *tile)) {
      cta = grown->overlay;
      scene = std::make_shared<TvScene>(std::move(grown).value().scene);
      caption = tr("CTA tile %1×%2 = %3×%4 TiledMMA tiles of %5×%6")
                    .arg(cta->cta.m)
                    .arg(cta->cta.n)
                    .arg(cta->repeats_m)
                    .arg(cta->repeats_n)
                    .arg(cta->tile_m)
                    .arg(cta->tile_n);
      if (cta->condensed) caption += tr(" (mini-map 1:%1)").arg(cta->scale);
    }
  }
  // Zoom so that the TiledMMA (A, B and C at once) fits the visible area within readable sizes; the whole
  // CTA tile too where it still fits with readable labels, else its repeats continue beyond (scroll).
  if (auto* area = qobject_cast<QScrollArea*>(view_->parentWidget() ? view_->parentWidget()->parentWidget() : nullptr);
      area && design->rows > 0 && design->cols > 0) {
    const QSize room = area->viewport()->size();
    auto fit = [&](const TvScene& s) {
      return std::min((room.width() - 20.0) / double(s.cols), (room.height() - 20.0) / double(s.rows));
    };
    double cell = std::clamp(fit(*design), 14.0, 40.0);
    if (cta && fit(*scene) >= 22.0) cell = std::min(fit(*scene), 40.0);
    view_->setCellSize(cell);
  }
  view_->setScene(scene);
  view_->setCtaTile(cta, caption);
}

}  // namespace ll::gui
