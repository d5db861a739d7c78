#include "app/gui/designer/gpu_run_panel.hpp"

#include "app/gui/designer/gpu_sweep_map.hpp"

#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QClipboard>
#include <QFileDialog>
#include <QGuiApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent>

#include "app/gui/translations/core_messages.hpp"
#include "core/scene/cta_tile.hpp"

#ifdef LAYOUTLAB_WITH_GPU
#include "gpu/gemm/gemm_config.hpp"
#include "gpu/gemm/gemm_json.hpp"
#include "gpu/gemm/gemm_kernel_source.hpp"
#include "gpu/gemm/gemm_runner.hpp"
#include "gpu/gemm/gemm_tune.hpp"
#include "gpu/gemm/sm90_layouts.hpp"
#endif

namespace ll::gui {

QList<GpuRun> read_gpu_results(const QByteArray& json, QString* error) {
  QJsonParseError parse{};
  const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
  QList<GpuRun> runs;
  if (parse.error != QJsonParseError::NoError) {
    if (error) *error = QObject::tr("not JSON: %1").arg(parse.errorString());
    return runs;
  }
  const QJsonObject root = doc.object();
  if (root.value("format").toString() != QLatin1String("layoutlab-gpu-results")) {
    if (error) *error = QObject::tr("not a layoutlab-gpu-results file");
    return runs;
  }
  if (root.value("version").toInt() > 1) {
    if (error) *error = QObject::tr("results format version %1 is newer than this LayoutLab reads (1)").arg(root.value("version").toInt());
    return runs;
  }
  for (const QJsonValue& v : root.value("runs").toArray()) {
    const QJsonObject r = v.toObject();
    const QJsonObject c = r.value("config").toObject();
    const QJsonObject t = r.value("timing").toObject();
    GpuRun run;
    run.atom = c.value("atom").toString();
    run.thr = c.value("thr").toString();
    run.perm = c.value("perm").toString();
    run.tile = c.value("tile").toString();
    run.mainloop = c.value("mainloop").toString();
    run.layout = c.value("layout").toString(QStringLiteral("TN"));
    run.c_layout = c.value("c_layout").toString(QStringLiteral("col"));
    run.stages = c.value("stages").toInt(0);
    run.cluster = QStringLiteral("%1x%2").arg(c.value("cluster_m").toInt(1)).arg(c.value("cluster_n").toInt(1));
    run.m = c.value("m").toInteger(), run.n = c.value("n").toInteger(), run.k = c.value("k").toInteger();
    run.status = r.value("status").toString();
    run.message = r.value("message").toString();
    run.tflops = t.value("tflops").toDouble();
    run.percent_of_cublas = t.value("percent_of_cublas").toDouble();
    run.timed_alone = t.value("interleaved").toBool(true) == false;
    run.compile_ms = r.value("compile").toObject().value("ms").toDouble();
    run.device = r.value("device").toObject().value("name").toString();
    runs.push_back(run);
  }
  return runs;
}

namespace {

QString normalized_perm(const QString& p) {
  const QString t = p.trimmed();
  return t.isEmpty() ? QStringLiteral("none") : t;
}

// A GMMA atom's template arguments are its operands' majors, which a run keeps in its layout (TN, NT, ...): the
// designer's SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K> and a results file's SM90_64x128x16_F32F16F16_SS
// are one atom. Other atoms' arguments are their types (UniversalFMA<float,...>) and must agree.
bool same_atom(const QString& a, const QString& b) {
  auto base = [](const QString& name) { return name.startsWith(QLatin1String("SM90_")) ? name.section(QLatin1Char('<'), 0, 0) : name; };
  return base(a) == base(b);
}

// "128x128x32" and "128 x 128 x 32" are one tile; unparsable texts equal nothing.
bool same_tile(const QString& a, const QString& b) {
  const auto ta = parse_cta_tile(a.toStdString()), tb = parse_cta_tile(b.toStdString());
  return ta && tb && *ta == *tb;
}

#ifdef LAYOUTLAB_WITH_GPU
// The GEMM a run (or the panel's fields, GpuRunPanel::configuredRun) describes.
Result<gpu::GemmConfig> gemm_config(const GpuRun& run) {
  gpu::GemmConfig config;
  config.atom = run.atom.toStdString();
  config.thr = run.thr.toStdString();
  config.perm = run.perm.toStdString();
  const auto cta = parse_cta_tile(run.tile.toStdString());
  if (!cta) return cta.failure();
  config.tile_m = static_cast<int>(cta->m), config.tile_n = static_cast<int>(cta->n), config.tile_k = static_cast<int>(cta->k);
  auto loop = gpu::mainloop_from_name(run.mainloop.toStdString());
  if (!loop) return loop.failure();
  config.mainloop = *loop;
  config.layout = run.layout.toStdString();
  config.c_row_major = run.c_layout == QLatin1String("row");
  config.stages = run.stages;
  if (const QStringList mn = run.cluster.split(QLatin1Char('x')); mn.size() == 2)
    config.cluster_m = mn[0].toInt(), config.cluster_n = mn[1].toInt();
  config.m = run.m, config.n = run.n, config.k = run.k;
  return config;
}

// A run's configuration as the panel lists it.
GpuRun gpu_run_of(const gpu::GemmConfig& config) {
  GpuRun run;
  run.atom = QString::fromStdString(config.atom);
  run.thr = QString::fromStdString(config.thr);
  run.perm = QString::fromStdString(config.perm);
  run.tile = QStringLiteral("%1x%2x%3").arg(config.tile_m).arg(config.tile_n).arg(config.tile_k);
  run.mainloop = QString::fromLatin1(gpu::mainloop_name(config.mainloop));
  run.layout = QString::fromStdString(config.layout);
  run.c_layout = config.c_row_major ? QStringLiteral("row") : QStringLiteral("col");
  run.stages = config.stages;
  run.cluster = QString::fromStdString(gpu::cluster_shape(config));
  run.m = config.m, run.n = config.n, run.k = config.k;
  return run;
}

// ... with what a run measured.
void take_result(GpuRun& run, const gpu::GemmRunResult& result) {
  run.status = QString::fromStdString(result.status);
  run.message = QString::fromStdString(result.message);
  run.tflops = result.kernel_tflops;
  run.percent_of_cublas = result.percent_of_cublas;
  run.timed_alone = !result.interleaved;
  run.compile_ms = result.compile_ms;
  run.device = QString::fromStdString(result.device_name);
  run.json = QByteArray::fromStdString(gpu::gemm_results_to_json({result}));
}
#endif

// The line of a failure that names it: NVRTC's first `error` line, else the first line.
QString failure_line(const QString& message) {
  const QStringList lines = message.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
  for (const QString& l : lines)
    if (l.contains(QLatin1String("error"), Qt::CaseInsensitive) && l != lines.value(0)) return lines.value(0).left(120) + QStringLiteral(" … ") + l.trimmed().left(200);
  return lines.value(0).left(240);
}

// "sm90", or "sm90 cluster 2x1" for a run in clusters.
QString mainloop_label(const GpuRun& r) {
  return r.cluster == QLatin1String("1x1") ? r.mainloop : QObject::tr("%1 cluster %2").arg(r.mainloop, r.cluster);
}

QString describe(const GpuRun& r) {
  if (r.status == QLatin1String("ok"))
    return (r.timed_alone ? QObject::tr("%1 TFLOP/s, %2% of cuBLAS, each timed alone (%3, %4, %5x%6x%7, %8)")
                          : QObject::tr("%1 TFLOP/s, %2% of cuBLAS (%3, %4, %5x%6x%7, %8)"))
        .arg(r.tflops, 0, 'f', 1)
        .arg(r.percent_of_cublas, 0, 'f', 0)
        .arg(mainloop_label(r), r.tile)
        .arg(r.m)
        .arg(r.n)
        .arg(r.k)
        .arg(r.device);
  return QObject::tr("%1: %2 (%3, %4)").arg(r.status, failure_line(r.message), mainloop_label(r), r.tile);
}

}  // namespace

GpuRunPanel::GpuRunPanel(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("gpuRunPanel"));
  mainloop_ = new QComboBox;
  mainloop_->setObjectName(QStringLiteral("gpuMainloop"));
  mainloop_->addItems({QStringLiteral("sm80"), QStringLiteral("simple"), QStringLiteral("sm90")});
  operand_layout_ = new QComboBox;
  operand_layout_->setObjectName(QStringLiteral("gpuOperandLayout"));
  operand_layout_->addItems({QStringLiteral("TN"), QStringLiteral("NT"), QStringLiteral("NN"), QStringLiteral("TT")});
  operand_layout_->setToolTip(tr("BLAS ops of A and B: T = K-major A (M x K row-major), N = K-major B; the other letter makes "
                                 "the operand M- (N-) major"));
  c_layout_ = new QComboBox;
  c_layout_->setObjectName(QStringLiteral("gpuCLayout"));
  c_layout_->addItems({tr("column-major"), tr("row-major")});
  stages_ = new QSpinBox;
  stages_->setObjectName(QStringLiteral("gpuStages"));
  stages_->setRange(0, 16);
  stages_->setSpecialValueText(tr("default"));
  stages_->setToolTip(tr("Shared-memory pipeline depth of the sm80 and sm90 mainloops; default = the mainloop's own"));
  cluster_ = new QComboBox;
  cluster_->setObjectName(QStringLiteral("gpuCluster"));
  cluster_->addItems({QStringLiteral("1x1"), QStringLiteral("2x1"), QStringLiteral("1x2")});
  cluster_->setToolTip(tr("sm90: thread-block clusters of two CTAs on neighbouring tiles. 2x1 pairs tiles along M, which "
                          "share B; 1x2 pairs them along N, sharing A. Each CTA loads half of the shared tile and TMA "
                          "multicasts it to both, halving its L2 reads"));
  tile_ = new QLineEdit(QStringLiteral("128x128x32"));
  tile_->setObjectName(QStringLiteral("ctaTile"));
  tile_->setToolTip(tr("The GEMM's CTA tile MxNxK: each CTA repeats the TiledMMA's tile over it (outlined on C)"));
  tile_error_ = new QLabel;
  tile_error_->setObjectName(QStringLiteral("ctaTileError"));
  tile_error_->setStyleSheet(QStringLiteral("color: #b00020;"));
  tile_error_->setWordWrap(true);
  tile_error_->hide();
  size_ = new QSpinBox;
  size_->setObjectName(QStringLiteral("gpuSize"));
  size_->setRange(128, 16384);
  size_->setSingleStep(1024);
  size_->setValue(4096);
  run_button_ = new QPushButton(tr("Run on GPU"));
  run_button_->setObjectName(QStringLiteral("runOnGpu"));
  tune_button_ = new QPushButton(tr("Tune"));
  tune_button_->setObjectName(QStringLiteral("tuneOnGpu"));
  tune_button_->setToolTip(tr("Try this problem's candidate designs (atom N, thread layouts, CTA tiles, stages, clusters), compiled in "
                              "parallel on every core, each verified and timed beside cuBLAS; the map shows them all"));
  cancel_ = new QPushButton(tr("Cancel"));
  cancel_->setEnabled(false);
  auto* copy_source = new QPushButton(tr("Copy kernel source"));
  copy_source->setObjectName(QStringLiteral("copyKernelSource"));
  copy_source->setToolTip(tr("The CUDA C++ of this design's GEMM kernel (CuTe), as Run on GPU compiles it, to the clipboard"));
  kernel_tma_ = new QPushButton(tr("Kernel's TMA loads"));
  kernel_tma_->setObjectName(QStringLiteral("kernelTma"));
  kernel_tma_->setToolTip(tr("The sm90 kernel's shared-memory layouts and TMA boxes, drawn on the TMA page from the text the kernel is generated from"));
  auto* import = new QPushButton(tr("Import results…"));
  import->setObjectName(QStringLiteral("importResults"));
  progress_ = new QProgressBar;
  progress_->setRange(0, 7);
  progress_->setValue(0);
  status_ = new QLabel;
  status_->setObjectName(QStringLiteral("gpuStatus"));
  status_->setWordWrap(true);
  status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  history_ = new QListWidget;
  history_->setObjectName(QStringLiteral("gpuHistory"));
  history_->setMaximumHeight(90);
  sweep_map_ = new GpuSweepMap;
  sweep_map_->setVisible(false);

  auto* form = new QFormLayout;
  form->addRow(tr("Mainloop:"), mainloop_);
  form->addRow(tr("A, B:"), operand_layout_);
  form->addRow(tr("C:"), c_layout_);
  form->addRow(tr("Stages:"), stages_);
  form->addRow(tr("Cluster:"), cluster_);
  form->addRow(tr("CTA tile:"), tile_);
  form->addRow(QString(), tile_error_);
  form->addRow(tr("M = N = K:"), size_);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(run_button_);
  buttons->addWidget(tune_button_);
  buttons->addWidget(cancel_);
  buttons->addWidget(import);
  buttons->addWidget(kernel_tma_);
  auto* more = new QHBoxLayout;
  more->addWidget(copy_source);
  more->addStretch(1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(form);
  layout->addLayout(buttons);
  layout->addLayout(more);
  layout->addWidget(progress_);
  layout->addWidget(status_);
  layout->addWidget(history_);
  layout->addWidget(sweep_map_);

#ifndef LAYOUTLAB_WITH_GPU
  run_button_->setEnabled(false);
  run_button_->setToolTip(tr("This build has no GPU module: run the command below on a GPU machine and import its JSON."));
  tune_button_->setEnabled(false);
#endif
  connect(run_button_, &QPushButton::clicked, this, &GpuRunPanel::run);
  connect(tune_button_, &QPushButton::clicked, this, &GpuRunPanel::tune);
  connect(kernel_tma_, &QPushButton::clicked, this, &GpuRunPanel::showKernelTma);
  connect(copy_source, &QPushButton::clicked, this, &GpuRunPanel::copyKernelSource);
#ifndef LAYOUTLAB_WITH_GPU
  kernel_tma_->setVisible(false);
  copy_source->setVisible(false);
#endif
  connect(cancel_, &QPushButton::clicked, this, [this] {
    if (cancel_flag_) cancel_flag_->store(true);
  });
  connect(import, &QPushButton::clicked, this, [this] {
    const QString file = QFileDialog::getOpenFileName(this, tr("Import GPU results"), QString(), tr("JSON (*.json)"));
    QString error;
    if (!file.isEmpty() && !importResults(file, &error)) QMessageBox::warning(this, tr("Import failed"), error);
  });
  for (QObject* o : {static_cast<QObject*>(mainloop_), static_cast<QObject*>(operand_layout_), static_cast<QObject*>(c_layout_),
                     static_cast<QObject*>(stages_), static_cast<QObject*>(cluster_), static_cast<QObject*>(tile_),
                     static_cast<QObject*>(size_)}) {
    if (auto* c = qobject_cast<QComboBox*>(o)) connect(c, &QComboBox::currentIndexChanged, this, &GpuRunPanel::refresh);
    if (auto* l = qobject_cast<QLineEdit*>(o)) connect(l, &QLineEdit::textChanged, this, &GpuRunPanel::refresh);
    if (auto* s = qobject_cast<QSpinBox*>(o)) connect(s, &QSpinBox::valueChanged, this, &GpuRunPanel::refresh);
  }
  connect(tile_, &QLineEdit::textChanged, this, [this](const QString& text) {
    if (!following_) emit ctaTileEdited(text);
  });
  connect(&watcher_, &QFutureWatcher<GpuRun>::finished, this, &GpuRunPanel::runFinished);
  connect(&tune_watcher_, &QFutureWatcher<QList<GpuRun>>::finished, this, &GpuRunPanel::tuneFinished);
  connect(sweep_map_, &GpuSweepMap::configurationChosen, this, [this](const GpuRun& run) {
    // The designer loads the tile with the rest of the configuration, as one undo step.
    if (!run.tile.isEmpty()) setCtaTile(run.tile);
    takeRunSettings(run);
    emit configurationChosen(run);
  });
}

GpuRunPanel::~GpuRunPanel() {
  if (cancel_flag_) cancel_flag_->store(true);
  watcher_.waitForFinished();
  tune_watcher_.waitForFinished();
}

void GpuRunPanel::setDesign(const QString& atom, int thr_m, int thr_n, int thr_k, const QString& perm) {
  atom_ = atom;
  thr_ = QStringLiteral("(%1,%2,%3)").arg(thr_m).arg(thr_n).arg(thr_k);
  perm_ = normalized_perm(perm);
  refresh();
}

void GpuRunPanel::setCtaTile(const QString& tile) {
  if (tile == tile_->text()) return;
  following_ = true;
  tile_->setText(tile);
  following_ = false;
}

QString GpuRunPanel::ctaTile() const { return tile_->text(); }

void GpuRunPanel::setTiledMmaExtents(qint64 m, qint64 n, qint64 k) {
  tiled_[0] = m, tiled_[1] = n, tiled_[2] = k;
  validateCtaTile();
}

QString GpuRunPanel::ctaTileError() const { return tile_error_->text(); }

void GpuRunPanel::validateCtaTile() {
  QString error;
  if (auto tile = parse_cta_tile(tile_->text().toStdString()); !tile)
    error = errorText(tile);
  else if (tiled_[0] > 0 && tiled_[1] > 0 && tiled_[2] > 0)
    if (auto checked = check_cta_tile(*tile, tiled_[0], tiled_[1], tiled_[2]); !checked)
      error = errorText(checked);
  tile_error_->setText(error);
  tile_error_->setVisible(!error.isEmpty());
}

const GpuRun* GpuRunPanel::latestRunOfDesign() const {
  for (auto it = runs_.crbegin(); it != runs_.crend(); ++it)
    if (matchesDesign(*it)) return &*it;
  return nullptr;
}

void GpuRunPanel::adoptTile(const QString& tile) {
  if (tile.isEmpty() || same_tile(tile, tile_->text())) return;
  setCtaTile(tile);
  emit ctaTileAdopted(tile);
}

QString GpuRunPanel::cliCommand() const {
  return QStringLiteral("layoutlab-cli gemm --atom %1 --thr \"%2\" --perm \"%3\" --tile %4 --mainloop %5 --layout %6%7%8 --m %9 --n %9 --k %9 --json results.json")
      .arg(atom_, thr_, perm_, tile_->text(), mainloop_->currentText(), operand_layout_->currentText(),
           c_layout_->currentIndex() == 1 ? QStringLiteral(" --c-layout row") : QString(),
           (stages_->value() > 0 ? QStringLiteral(" --stages %1").arg(stages_->value()) : QString()) +
               (effectiveCluster() != QLatin1String("1x1") ? QStringLiteral(" --cluster %1").arg(effectiveCluster()) : QString()))
      .arg(size_->value());
}

GpuRun GpuRunPanel::configuredRun(const QString& mainloop) const {
  GpuRun run;
  run.atom = atom_, run.thr = thr_, run.perm = perm_, run.tile = tile_->text();
  run.mainloop = mainloop.isEmpty() ? mainloop_->currentText() : mainloop;
  run.layout = operand_layout_->currentText();
  run.c_layout = c_layout_->currentIndex() == 1 ? QStringLiteral("row") : QStringLiteral("col");
  run.stages = stages_->value();
  run.cluster = run.mainloop == QLatin1String("sm90") ? cluster_->currentText() : QStringLiteral("1x1");
  run.m = run.n = run.k = size_->value();
  return run;
}

QString GpuRunPanel::effectiveCluster() const {
  return mainloop_->currentText() == QLatin1String("sm90") ? cluster_->currentText() : QStringLiteral("1x1");
}

bool GpuRunPanel::matchesDesign(const GpuRun& run) const {
  return same_atom(run.atom, atom_) && QString(run.thr).remove(' ') == thr_ && normalized_perm(run.perm) == perm_;
}

bool GpuRunPanel::matchesPanel(const GpuRun& run) const {
  return matchesDesign(run) &&
         run.layout == operand_layout_->currentText() && (run.c_layout == QLatin1String("row")) == (c_layout_->currentIndex() == 1) &&
         run.stages == stages_->value() && run.cluster == effectiveCluster();
}

void GpuRunPanel::takeRunSettings(GpuRun run) {
  if (const int i = mainloop_->findText(run.mainloop); i >= 0) mainloop_->setCurrentIndex(i);
  if (const int i = operand_layout_->findText(run.layout); i >= 0) operand_layout_->setCurrentIndex(i);
  c_layout_->setCurrentIndex(run.c_layout == QLatin1String("row") ? 1 : 0);
  stages_->setValue(run.stages);
  if (const int i = cluster_->findText(run.cluster); i >= 0) cluster_->setCurrentIndex(i);
  // the problem size too where the panel can hold it (M = N = K within its range), so the overlay's figure is its size's
  if (run.m == run.n && run.n == run.k && run.m >= size_->minimum() && run.m <= size_->maximum()) size_->setValue(static_cast<int>(run.m));
}

bool GpuRunPanel::importResults(const QString& file, QString* error) {
  QFile in(file);
  if (!in.open(QIODevice::ReadOnly)) {
    if (error) *error = tr("cannot read %1").arg(file);
    return false;
  }
  QString why;
  const QList<GpuRun> runs = read_gpu_results(in.readAll(), &why);
  if (!why.isEmpty()) {
    if (error) *error = why;
    return false;
  }
  runs_.append(runs);
  // Show the tile, layouts and stages the imported run of this design was measured with (the overlay needs them all).
  if (const GpuRun* newest = latestRunOfDesign()) {
    const GpuRun latest = *newest;  // (each field set refreshes the panel, which may move runs_)
    takeRunSettings(latest);
    adoptTile(latest.tile);
  }
  refresh();
  return true;
}

QString GpuRunPanel::overlay() const {
  for (auto it = runs_.crbegin(); it != runs_.crend(); ++it)
    if (matchesPanel(*it) && same_tile(it->tile, tile_->text()) && it->status == QLatin1String("ok"))
      return (it->timed_alone ? tr("%1 TFLOP/s · %2% of cuBLAS, each timed alone") : tr("%1 TFLOP/s · %2% of cuBLAS"))
          .arg(it->tflops, 0, 'f', 1)
          .arg(it->percent_of_cublas, 0, 'f', 0);
  return {};
}

void GpuRunPanel::refresh() {
  validateCtaTile();
  cluster_->setEnabled(mainloop_->currentText() == QLatin1String("sm90"));  // (the other mainloops run 1x1)
  history_->clear();
  for (const GpuRun& r : std::as_const(runs_)) {  // (const: no copy of the list the sweep map shares)
    auto* item = new QListWidgetItem(QStringLiteral("%1 %2 %3: %4").arg(r.atom, r.thr, r.perm, describe(r)));
    history_->addItem(item);
  }
  sweep_map_->setRuns(runs_);
  sweep_map_->setVisible(runs_.size() > 1);
#ifndef LAYOUTLAB_WITH_GPU
  status_->setText(tr("No GPU module in this build. On a GPU machine run:\n%1\nand import results.json here.").arg(cliCommand()));
#endif
  emit overlayChanged(overlay());
}

void GpuRunPanel::showKernelTma() {
#ifdef LAYOUTLAB_WITH_GPU
  auto configured = gemm_config(configuredRun(QStringLiteral("sm90")));
  if (!configured) return status_->setText(errorText(configured));
  const gpu::GemmConfig& config = *configured;
  const auto resolved = gpu::resolve_gemm(config);
  if (!resolved) return status_->setText(tr("The sm90 mainloop cannot run this design: %1").arg(errorText(resolved)));
  auto texts = [&](char operand) {
    const gpu::Sm90OperandCopy c = gpu::sm90_operand_copy(*resolved, operand);
    // (an operand the cluster shares is loaded by SM90_TMA_LOAD_MULTICAST, a slice a CTA)
    return QStringList{QString::fromStdString(c.gmem), QString::fromStdString(c.smem_stage), QString::fromStdString(c.cta_tile),
                       QString::fromStdString(c.smem), QString::fromStdString(gpu::tma_load_op(c)), QString::number(c.multicast)};
  };
  emit kernelTmaRequested(texts('A'), texts('B'));
#endif
}

void GpuRunPanel::copyKernelSource() {
#ifdef LAYOUTLAB_WITH_GPU
  auto config = gemm_config(configuredRun());
  if (!config) return status_->setText(errorText(config));
  const auto resolved = gpu::resolve_gemm(*config);
  if (!resolved) return status_->setText(errorText(resolved));
  const auto source = gpu::generate_gemm_source(*resolved);
  if (!source) return status_->setText(errorText(source));
  const QString text = QString::fromStdString(*source);
  QGuiApplication::clipboard()->setText(text);
  status_->setText(tr("The kernel's CUDA source (%1 lines, %2) is on the clipboard: nvcc compiles it as it is.")
                       .arg(text.count(QLatin1Char('\n')))
                       .arg(QString::fromStdString(resolved->arch)));
#endif
}

void GpuRunPanel::run() {
#ifdef LAYOUTLAB_WITH_GPU
  if (isRunning()) return;
  auto configured = gemm_config(configuredRun());
  if (!configured) return status_->setText(errorText(configured));
  const gpu::GemmConfig config = *configured;
  cancel_flag_ = std::make_shared<std::atomic<bool>>(false);
  setBusy(true);
  progress_->setRange(0, 7);
  progress_->setValue(0);
  status_->setText(tr("Generating…"));
  QPointer<GpuRunPanel> self(this);
  auto flag = cancel_flag_;
  watcher_.setFuture(QtConcurrent::run([config, flag, self]() -> GpuRun {
    auto progress = [self](gpu::GemmStep step, const std::string& message) {
      const int value = static_cast<int>(step);
      const QString text = QString::fromStdString(std::string(gpu::step_name(step)) + ": " + message);
      postProgress(self, value, text);
    };
    GpuRun run = gpu_run_of(config);
    auto result = gpu::run_gemm(config, {}, progress, flag.get());
    if (!result) {
      run.status = QStringLiteral("error");
      run.message = QString::fromStdString(result.error());
      return run;
    }
    take_result(run, *result);
    return run;
  }));
#endif
}

void GpuRunPanel::postProgress(QPointer<GpuRunPanel> self, int value, const QString& text) {
  QMetaObject::invokeMethod(self, [self, value, text] {
    if (!self) return;
    self->progress_->setValue(value);
    self->status_->setText(text);
  }, Qt::QueuedConnection);
}

void GpuRunPanel::setBusy(bool busy) {
  busy_ = busy;
  run_button_->setEnabled(!busy);
  tune_button_->setEnabled(!busy);
  cancel_->setEnabled(busy);
}

void GpuRunPanel::tune() {
#ifdef LAYOUTLAB_WITH_GPU
  if (isRunning()) return;
  auto configured = gemm_config(configuredRun());
  if (!configured) return status_->setText(errorText(configured));
  const gpu::GemmConfig problem = *configured;
  const int candidates = static_cast<int>(gpu::tune_candidates(problem, gpu::tuning_multiprocessors()).size());
  if (candidates == 0) {
    const auto resolved = gpu::resolve_gemm(problem);
    return status_->setText(tr("No candidate designs to tune for this problem: %1")
                                .arg(resolved ? tr("the atom's family has none") : errorText(resolved)));
  }
  cancel_flag_ = std::make_shared<std::atomic<bool>>(false);
  setBusy(true);
  progress_->setRange(0, 2 * candidates);  // each candidate compiled, then run
  progress_->setValue(0);
  status_->setText(tr("Tuning: %n candidate design(s)…", nullptr, candidates));
  QPointer<GpuRunPanel> self(this);
  auto flag = cancel_flag_;
  tune_watcher_.setFuture(QtConcurrent::run([problem, flag, self, candidates]() -> QList<GpuRun> {
    QElapsedTimer clock;
    clock.start();
    auto progress = [&](const std::string& phase, int done, int total, const std::string& line) {
      const bool compiling = phase == "compile";
      // Candidates the cubin or tuning cache already holds count as done in the bar.
      const int value = (compiling ? 0 : candidates) + done + (candidates - total);
      const QString text = (compiling ? tr("Compiling %1 of %2 (%3 s): %4") : tr("Running %1 of %2 (%3 s): %4"))
                               .arg(done)
                               .arg(total)
                               .arg(clock.elapsed() / 1000)
                               .arg(QString::fromStdString(line));
      postProgress(self, value, text);
    };
    auto report = gpu::tune_gemm(problem, {}, progress, flag.get());
    if (!report) {
      GpuRun failed = gpu_run_of(problem);
      failed.status = QStringLiteral("error");
      failed.message = QString::fromStdString(report.error());
      return {failed};
    }
    QList<GpuRun> runs;
    for (const gpu::TuneEntry& entry : report->entries) {
      GpuRun run = gpu_run_of(entry.config);
      if (entry.result) {
        take_result(run, *entry.result);
      } else {
        run.status = QStringLiteral("error");
        run.message = QString::fromStdString(entry.error);
      }
      runs.push_back(run);
    }
    if (report->best > 0) runs.swapItemsAt(0, report->best);  // the best first: the status line names it
    return runs;
  }));
#endif
}

void GpuRunPanel::tuneFinished() {
  const QList<GpuRun> runs = tune_watcher_.result();
  setBusy(false);
  progress_->setValue(progress_->maximum());
  if (runs.size() == 1 && runs.front().status == QLatin1String("error")) {
    status_->setText(tr("Tune failed: %1").arg(failure_line(runs.front().message)));
    return;
  }
  for (const GpuRun& run : runs) runs_.push_back(run);
  refresh();
  const GpuRun& best = runs.front();
  status_->setText(best.status == QLatin1String("ok")
                       ? tr("Tuned %1 designs; the best is %2 %3 with tile %4: %5. Click a cell of the map to load a design.")
                             .arg(runs.size())
                             .arg(best.atom, best.thr, best.tile, describe(best))
                       : tr("Tuned %1 designs; none ran: %2").arg(runs.size()).arg(failure_line(best.message)));
}

void GpuRunPanel::runFinished() {
  const GpuRun run = watcher_.result();
  runs_.push_back(run);
  setBusy(false);
  progress_->setValue(progress_->maximum());
  status_->setText(describe(run));
  adoptTile(run.tile);  // the field may have been edited while it ran
  refresh();
}

}  // namespace ll::gui
