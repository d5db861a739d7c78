// SVG and PNG exports paint the core scene through the shared painters: a 256x256 tile (65,536 cells)
// finishes and gives a real picture, for a layout and for a TV layout; copy as image fills the clipboard.
#include <QtTest>

#include <QClipboard>
#include <QGuiApplication>
#include <QImage>

#include "app/gui/exporters/picture_exporters.hpp"
#include "app/gui/painters/tv_painter.hpp"
#include "core/export/tiled_picture.hpp"
#include "core/layout/parse.hpp"

using namespace ll;

class TestPictureExport : public QObject {
  Q_OBJECT

  static ExportSubject big_layout() { return ExportSubject{*parse_layout("(256,256):(256,1)"), "(256,256):(256,1)"}; }
  static ExportSubject big_tv() {
    // 256 threads x 256 values over a 256x256 column-major tile, every element owned once.
    return ExportSubject{TvLayoutOnTile{*parse_layout("(_256,_256):(_256,_1)"), *parse_layout("(_256,_256):(_1,_256)")}, ""};
  }

 private slots:
  void everyFormatIsRegistered() {
    QStringList formats;
    for (const Exporter* e : gui::all_exporters()) formats << QString::fromStdString(e->format());
    QCOMPARE(formats, QStringList({"cpp", "dsl", "tikz", "svg", "png"}));
  }
  void svgOf256x256() {
    for (const ExportSubject& s : {big_layout(), big_tv()}) {
      auto svg = find_exporter(gui::all_exporters(), "svg")->write(s, {});
      QVERIFY2(svg.ok(), svg.ok() ? "" : svg.error().c_str());
      QVERIFY(svg->size() > 100000);
      QVERIFY(svg->find("<svg") != std::string::npos);
      QVERIFY(svg->find("</svg>") != std::string::npos);
    }
  }
  void pngOf256x256() {
    for (const ExportSubject& s : {big_layout(), big_tv()}) {
      ExportOptions o;
      o.scale = 1.0;
      auto png = find_exporter(gui::all_exporters(), "png")->write(s, o);
      QVERIFY(png.ok());
      QImage image;
      QVERIFY(image.loadFromData(reinterpret_cast<const uchar*>(png->data()), int(png->size()), "PNG"));
      QVERIFY(image.width() >= 256 && image.height() >= 256);
      QVERIFY(image.width() <= gui::kMaxPngEdge && image.height() <= gui::kMaxPngEdge);
      // Not blank: the cells' colours differ from the white page somewhere in the middle.
      QVERIFY(image.pixelColor(image.width() / 2, image.height() / 2) != QColor(Qt::white) ||
              image.pixelColor(image.width() / 3, image.height() / 3) != QColor(Qt::white));
    }
  }
  void pngScale() {
    const ExportSubject s{*parse_layout("(_4,_8):(_8,_1)"), ""};
    ExportOptions one, two;
    two.scale = 2.0;
    QImage a, b;
    a.loadFromData(QByteArray::fromStdString(*find_exporter(gui::all_exporters(), "png")->write(s, one)), "PNG");
    b.loadFromData(QByteArray::fromStdString(*find_exporter(gui::all_exporters(), "png")->write(s, two)), "PNG");
    QCOMPARE(b.width(), 2 * a.width());
  }
  // The CTA tile over C in a TiledMMA picture: a larger page, and element (40, 19) of a 64x32 CTA tile over
  // the 32x16 TiledMMA tile painted lighter than the C cell it repeats, (8, 3).
  void ctaTileRepeatsArePainted() {
    auto design = make_tiled_mma_picture("SM80_16x8x16_F16F16F16F16_TN", 2, 2, 1, "");
    QVERIFY(design.ok());
    TiledPicture picture = *design;
    const ExportOptions o;
    auto plain = make_export_scene(ExportSubject{picture, ""});
    picture.cta = CtaTile{64, 32, 16};
    auto with_cta = make_export_scene(ExportSubject{picture, ""});
    QVERIFY(plain.ok() && with_cta.ok());
    const QSizeF small = gui::export_picture_size(*plain, o), large = gui::export_picture_size(*with_cta, o);
    QVERIFY(large.width() > small.width() && large.height() > small.height());
    const QImage image = gui::render_export_image(*with_cta, o);
    const TvScene& scene = std::get<CtaTileScene>(*with_cta).scene;
    const TvPanel* c = nullptr;
    for (const TvPanel& p : scene.panels)
      if (p.name == "C") c = &p;
    QVERIFY(c);
    gui::TvGeometry g;
    g.cell = o.cell_px;
    auto corner = [&](std::int64_t row, std::int64_t col) {  // inside the cell, clear of its label and grid
      return QPoint(int(g.margin + (c->left + col) * g.cell + 3), int(g.margin + (c->top + row) * g.cell + 3));
    };
    const QColor original = image.pixelColor(corner(8, 3)), repeat = image.pixelColor(corner(40, 19));
    QVERIFY2(original != QColor(Qt::white), qPrintable(original.name()));
    QVERIFY2(repeat != QColor(Qt::white) && repeat.lightness() > original.lightness(),
             qPrintable(repeat.name() + " vs " + original.name()));
    auto svg = find_exporter(gui::all_exporters(), "svg")->write(ExportSubject{picture, ""}, o);
    QVERIFY(svg.ok());
  }
  void copyAsImage() {
    QVERIFY(gui::copy_picture_to_clipboard(ExportSubject{*parse_layout("(_4,_8):(_8,_1)"), ""}, {}));
    QVERIFY(!QGuiApplication::clipboard()->image().isNull());
  }
};

QTEST_MAIN(TestPictureExport)
#include "test_picture_export.moc"
