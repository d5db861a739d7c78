#include "app/gui/designer/designer_options.hpp"

#include <QPushButton>

#include <QCommandLineParser>
#include <QComboBox>
#include <algorithm>
#include <QCoreApplication>
#include <QSpinBox>
#include <QTabWidget>

#include "app/gui/designer/designer_document.hpp"
#include "app/gui/designer/designer_widget.hpp"
#include "app/gui/designer/gmem_view.hpp"
#include "app/gui/designer/tma_view.hpp"
#include "app/gui/designer/tmem_view.hpp"
#include "app/gui/designer/gpu_run_panel.hpp"
#include "app/gui/designer/partition_view.hpp"
#include "app/gui/designer/smem_view.hpp"
#include "app/gui/designer/tiled_mma_designer.hpp"
#include "app/gui/designer/tv_layout_card.hpp"
#include "app/gui/designer/tv_scene_view.hpp"

namespace ll::gui {
namespace {

// The translation context of the designer options' texts, declared where lupdate sees it (docs/translations.md).
struct DesignerOptions {
  Q_DECLARE_TR_FUNCTIONS(DesignerOptions)
};

QList<QCommandLineOption> designer_options() {
  return {
      {"designer", DesignerOptions::tr("Designer: choose this MMA atom (e.g. SM80_16x8x16_F16F16F16F16_TN)."), "ATOM"},
      {"thr", DesignerOptions::tr("Designer: thread layout M,N,K of make_tiled_mma (e.g. 2,2,1)."), "M,N,K"},
      {"perm", DesignerOptions::tr("Designer: permutation (e.g. 32x32x16)."), "PERM"},
      {"thread", DesignerOptions::tr("Designer: select thread T (highlight its cells)."), "T"},
      {"designer-view", DesignerOptions::tr("Designer: mn (who owns each element) or tv (what each thread holds)."), "VIEW"},
      {"designer-page", DesignerOptions::tr("Designer: mma, tv, copy, partition, smem, gmem, tma or tmem."), "PAGE"},
      {"gmem-example", DesignerOptions::tr("Designer: the Global memory page's example N (1-based)."), "N"},
      {"tmem-atom", DesignerOptions::tr("Designer: the TMEM page's UMMA atom (e.g. SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>)."), "ATOM"},
      {"tmem-copy", DesignerOptions::tr("Designer: the TMEM page's tcgen05 copy (e.g. SM100_TMEM_LOAD_32dp32b4x)."), "OP"},
      {"tma-example", DesignerOptions::tr("Designer: the TMA page's example N (1-based)."), "N"},
      {"smem-layout", DesignerOptions::tr("Designer: the Shared memory page's layout (CuTe notation, or e.g. tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{},_64{})))."), "LAYOUT"},
      {"smem-access", DesignerOptions::tr("Designer: the Shared memory page's access, its 1-based place in the Access list."), "N"},
      {"smem-element", DesignerOptions::tr("Designer: the Shared memory page's element type (fp16, bf16, fp32, int8)."), "TYPE"},
      {"tv", DesignerOptions::tr("Designer: a TV layout for the TV-layout page."), "LAYOUT"},
      {"tile", DesignerOptions::tr("Designer: the data layout the TV layout indexes."), "LAYOUT"},
      {"cta-tile", DesignerOptions::tr("Designer: the GEMM's CTA tile MxNxK, outlined on C (e.g. 128x128x32)."), "MxNxK"},
      {"gpu-run", DesignerOptions::tr("Designer: press Run on GPU for the design (a screenshot waits for the result)."), ""},
      {"gpu-tune", DesignerOptions::tr("Designer: press Tune for the design's problem (a screenshot waits for every candidate)."), ""},
      {"gpu-size", DesignerOptions::tr("Designer: the GPU panel's problem size M = N = K."), "N"},
      {"gpu-mainloop", DesignerOptions::tr("Designer: the GPU panel's mainloop (sm80, simple, sm90)."), "NAME"},
      {"kernel-tma", DesignerOptions::tr("Designer: show the TMA loads of the design's sm90 kernel on the TMA page (as its Kernel's TMA loads button)."), ""},
      {"gpu-results", DesignerOptions::tr("Designer: import a results JSON of `layoutlab-cli gemm --json` and overlay it."), "FILE"},
  };
}

}  // namespace

void add_designer_options(QCommandLineParser& cli) {
  for (const auto& o : designer_options()) cli.addOption(o);
}

void apply_designer_options(DesignerWidget* designer, const QStringList& arguments) {
  QCommandLineParser cli;
  for (const auto& o : designer_options()) cli.addOption(o);
  cli.parse(arguments);  // other options belong to main.cpp
  bool scripted = false;
  for (const auto& o : designer_options()) scripted = scripted || cli.isSet(o.names().front());
  if (!scripted) return;
  TiledMmaDesigner* mma = designer->mmaDesigner();
  mma->setSynchronous(true);
  DesignerDocument* doc = designer->document();
  if (cli.isSet("designer")) doc->chooseAtom(cli.value("designer"));
  if (cli.isSet("thr")) {
    const QStringList mnk = cli.value("thr").split(',');
    if (mnk.size() == 3) doc->changeThreadLayout(mnk[0].toInt(), mnk[1].toInt(), mnk[2].toInt());
  }
  if (cli.isSet("perm")) doc->changePermutation(cli.value("perm"));
  if (cli.isSet("gpu-results")) {
    QString error;
    if (!mma->gpuPanel()->importResults(cli.value("gpu-results"), &error))
      qWarning("%s", qPrintable(DesignerOptions::tr("--gpu-results: %1").arg(error)));
  }
  if (cli.isSet("cta-tile")) doc->changeCtaTile(cli.value("cta-tile"));
  if (cli.isSet("designer-view"))
    mma->setView(cli.value("designer-view") == QLatin1String("tv") ? TiledMmaDesigner::View::Tables
                                                                    : TiledMmaDesigner::View::Ownership);
  if (cli.isSet("tv") || cli.isSet("tile")) {
    TvDesign d = doc->tv();
    d.from_thr_val = false;
    if (cli.isSet("tv")) d.tv = cli.value("tv");
    if (cli.isSet("tile")) d.tile = cli.value("tile");
    doc->changeTvLayout(d);
  }
  const QString page = cli.value("designer-page");
  if (page == QLatin1String("tv")) designer->pages()->setCurrentIndex(1);
  else if (page == QLatin1String("copy")) designer->pages()->setCurrentIndex(2);
  else if (page == QLatin1String("partition")) designer->pages()->setCurrentWidget(designer->findChild<PartitionView*>());
  else if (page == QLatin1String("smem")) designer->pages()->setCurrentWidget(designer->findChild<SmemView*>());
  else if (page == QLatin1String("gmem")) designer->pages()->setCurrentWidget(designer->findChild<GmemView*>());
  else if (page == QLatin1String("tma")) designer->pages()->setCurrentWidget(designer->findChild<TmaView*>());
  else if (page == QLatin1String("tmem")) designer->pages()->setCurrentWidget(designer->findChild<TmemView*>());
  if (auto* smem = designer->findChild<SmemView*>()) {
    if (cli.isSet("smem-element")) {
      const int i = smem->elementType()->findText(cli.value("smem-element"));
      if (i >= 0) smem->elementType()->setCurrentIndex(i);
    }
    if (cli.isSet("smem-layout")) smem->layoutField()->setText(cli.value("smem-layout"));
    if (cli.isSet("smem-access")) smem->accessKind()->setCurrentIndex(cli.value("smem-access").toInt() - 1);
  }
  if (cli.isSet("kernel-tma")) mma->gpuPanel()->findChild<QPushButton*>(QStringLiteral("kernelTma"))->click();
  if (auto* tmem = designer->findChild<TmemView*>()) {
    if (cli.isSet("tmem-atom")) tmem->atom()->setCurrentText(cli.value("tmem-atom"));
    if (cli.isSet("tmem-copy")) tmem->copyOperation()->setCurrentText(cli.value("tmem-copy"));
  }
  if (cli.isSet("tma-example")) designer->findChild<TmaView*>()->examples()->setCurrentIndex(cli.value("tma-example").toInt() - 1);
  if (cli.isSet("gmem-example")) designer->findChild<GmemView*>()->examples()->setCurrentIndex(cli.value("gmem-example").toInt() - 1);
  if (cli.isSet("thread")) {
    mma->selectThread(cli.value("thread").toLongLong());
    designer->tvCard()->threadSpin()->setValue(cli.value("thread").toInt());
    designer->findChild<PartitionView*>()->thread()->setValue(cli.value("thread").toInt());
    designer->findChild<TmemView*>()->thread()->setValue(std::min(127, cli.value("thread").toInt()));
  }
  GpuRunPanel* gpu = mma->gpuPanel();
  if (cli.isSet("gpu-mainloop")) gpu->findChild<QComboBox*>(QStringLiteral("gpuMainloop"))->setCurrentText(cli.value("gpu-mainloop"));
  if (cli.isSet("gpu-size")) gpu->findChild<QSpinBox*>(QStringLiteral("gpuSize"))->setValue(cli.value("gpu-size").toInt());
  if (cli.isSet("gpu-run")) gpu->findChild<QPushButton*>(QStringLiteral("runOnGpu"))->click();
  else if (cli.isSet("gpu-tune")) gpu->findChild<QPushButton*>(QStringLiteral("tuneOnGpu"))->click();
}

}  // namespace ll::gui
