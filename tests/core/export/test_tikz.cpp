// TikZ in print_latex's style for any size: one \fill per coloured cell, colours defined once, the
// picture kept inside TeX's dimensions.
#include <QtTest>

#include "core/export/exporter.hpp"
#include "core/export/tikz.hpp"
#include "core/export/tiled_picture.hpp"
#include "core/layout/parse.hpp"

using namespace ll;

namespace {
std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}
Layout parsed(const char* text) { return *parse_layout(text); }
}  // namespace

class TestTikz : public QObject {
  Q_OBJECT
 private slots:
  void layoutDocumentLikePrintLatex() {
    const Exporter* tikz = find_exporter(text_exporter_list(), "tikz");
    auto doc = tikz->write(ExportSubject{parsed("(_4,_8):(_8,_1)"), ""}, {});
    QVERIFY(doc.ok());
    QVERIFY(doc->rfind("% (_4,_8):(_8,_1)\n\\documentclass{standalone}", 0) == 0);
    QCOMPARE(count(*doc, "\\fill["), std::size_t(32));
    QVERIFY(doc->find("\\node at (1,1) {0};") != std::string::npos);   // cell (0,0) holds index 0
    QVERIFY(doc->find("\\node at (2,1) {8};") != std::string::npos);   // cell (1,0) holds index 8
    QVERIFY(doc->find("\\end{document}") != std::string::npos);
  }
  void tvDocumentListsEveryOwner() {
    // The CuTe docs' TV layout over a 4x8 row-major tile: thread 0 holds indices 0,4,16,20.
    const Exporter* tikz = find_exporter(text_exporter_list(), "tikz");
    TvLayoutOnTile tv{parsed("((_2,_4),(_2,_2)):((_8,_1),(_4,_16))"), parsed("(_4,_8):(_8,_1)")};
    auto doc = tikz->write(ExportSubject{tv, ""}, {});
    QVERIFY(doc.ok());
    QCOMPARE(count(*doc, "\\shortstack{T0 \\\\ V"), std::size_t(4));
    QCOMPARE(count(*doc, "\\fill["), std::size_t(32));
  }
  void replicatedOwnersAreAllShown() {
    // Two threads own every element (stride 0 in the thread mode).
    TvLayoutOnTile tv{parsed("(_2,_4):(_0,_1)"), parsed("(_1,_4):(_0,_1)")};
    auto doc = tikz_document(std::get<TvScene>(*make_export_scene(ExportSubject{tv, ""})), {}, "");
    QVERIFY(doc.find("T0\\textbar{}T1") != std::string::npos);
  }
  void hugeTileStaysInsideTexDimensions() {
    auto doc = find_exporter(text_exporter_list(), "tikz")->write(ExportSubject{parsed("(256,256):(256,1)"), ""}, {});
    QVERIFY(doc.ok());
    QCOMPARE(count(*doc, "\\fill["), std::size_t(65536));
    QVERIFY(doc->find("x={(0cm,-1.0000cm)}") != std::string::npos);  // 258 cells of 1 cm < 575 cm
    auto bigger = find_exporter(text_exporter_list(), "tikz")->write(ExportSubject{parsed("(1024,2):(2,1)"), ""}, {});
    QVERIFY(bigger->find("x={(0cm,-0.4873cm)}") != std::string::npos);  // 500 cm / (1024 + 2 label) cells
  }
  // A TiledMMA with the GEMM's CTA tile over C, as the designer shows it: the seed TiledMMA (SM80 16x8x16,
  // threads (2,2,1)) has a 32x16 C tile, so a 64x32 CTA tile is 2x2 repeats of it.
  void ctaTileOverC() {
    auto design = make_tiled_mma_picture("SM80_16x8x16_F16F16F16F16_TN", 2, 2, 1, "");
    QVERIFY(design.ok());
    TiledPicture picture = *design;
    picture.cta = CtaTile{64, 32, 16};
    auto scene = make_export_scene(ExportSubject{picture, ""});
    QVERIFY(scene.ok());
    const auto* cta = std::get_if<CtaTileScene>(&*scene);
    QVERIFY(cta);
    QCOMPARE(cta->overlay.repeats_m, 2);
    QCOMPARE(cta->overlay.repeats_n, 2);
    auto doc = find_exporter(text_exporter_list(), "tikz")->write(ExportSubject{picture, ""}, {});
    QVERIFY(doc.ok());
    QVERIFY(doc->find("% CTA tile 64x32 = 2x2 repeats of the 32x16 TiledMMA tile") != std::string::npos);
    QCOMPARE(count(*doc, "fill=cta!8"), std::size_t(3));  // the repeats besides C itself
    // The outline: rows and columns of C's panel, 64 x 32 cells.
    const CellRect& r = cta->overlay.region;
    QCOMPARE(r.rows, 64);
    QCOMPARE(r.cols, 32);
    QVERIFY(doc->find("\\draw[draw=cta,line width=2.5pt,shift={(-0.5,-0.5)}] (" + std::to_string(r.top) + "," +
                      std::to_string(r.left) + ") rectangle (" + std::to_string(r.top + 64) + "," +
                      std::to_string(r.left + 32) + ");") != std::string::npos);
    // Without a CTA tile the picture is the TiledMMA alone; a tile that is no multiple is the GEMM's error.
    picture.cta.reset();
    QVERIFY(std::holds_alternative<TvScene>(*make_export_scene(ExportSubject{picture, ""})));
    picture.cta = CtaTile{100, 32, 16};
    auto bad = make_export_scene(ExportSubject{picture, ""});
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error(), std::string("CTA tile M=100 is not a multiple of the TiledMMA's M extent 32"));
  }
};

QTEST_GUILESS_MAIN(TestTikz)
#include "test_tikz.moc"
