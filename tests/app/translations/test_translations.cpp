// The translation pipeline end to end: the catalogs are embedded and installed by locale, every text the
// catalog lists is looked up at run time under the context lupdate filed it in, and translations keep the
// placeholders and accelerators of their sources.
//
// The context check is pseudo-localisation: a catalog generated from the real one that "translates" every
// text to ⟦text⟧. Installed, it must reach the menus, the undo commands, the file readers' messages and the
// command-line options; a text that stays bare was looked up under a context the catalog does not know.
#include <QAbstractButton>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include "app/gui/designer/design_file.hpp"
#include "app/gui/designer/designer_options.hpp"
#include "app/gui/document/document_file.hpp"
#include "app/gui/document/layout_document.hpp"
#include "app/gui/explorer/layout_card.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/stepper/lesson_file.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "app/gui/translations/translations.hpp"
#include "core/document/operation.hpp"
#include "core/expr/eval.hpp"
#include "core/layout/parse.hpp"

using namespace ll::gui;

namespace {

const QString kOpen = QStringLiteral("⟦");
const QString kClose = QStringLiteral("⟧");

struct Message {
  QString context;
  QString source;
  QStringList translations;  // one, or the numerus forms
  bool finished = false;
  bool numerus = false;
};

// The messages of a .ts file.
QList<Message> read_ts(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
  QXmlStreamReader xml(&file);
  QList<Message> out;
  QString context;
  while (!xml.atEnd()) {
    if (xml.readNext() != QXmlStreamReader::StartElement) continue;
    if (xml.name() == QLatin1String("name")) {
      context = xml.readElementText();
    } else if (xml.name() == QLatin1String("message")) {
      Message m{context, {}, {}, false, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
      while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("source")) {
          m.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
          m.finished = xml.attributes().value(QLatin1String("type")).isEmpty();
          if (m.numerus) {
            while (xml.readNextStartElement()) m.translations << xml.readElementText();
          } else {
            m.translations << xml.readElementText();
          }
        } else {
          xml.skipCurrentElement();
        }
      }
      out << m;
    }
  }
  if (xml.hasError()) qFatal("%s:%lld: %s", qPrintable(path), xml.lineNumber(), qPrintable(xml.errorString()));
  return out;
}

// Writes the pseudo catalog of `messages` (every text becomes ⟦text⟧) and compiles it with lrelease.
// @return the .qm path, or "" with a QTest failure
QString make_pseudo_catalog(const QList<Message>& messages, const QTemporaryDir& dir) {
  const QString ts = dir.filePath(QStringLiteral("pseudo.ts"));
  QFile file(ts);
  if (!file.open(QIODevice::WriteOnly)) return {};
  QXmlStreamWriter xml(&file);
  xml.writeStartDocument();
  xml.writeStartElement(QStringLiteral("TS"));
  xml.writeAttribute(QStringLiteral("version"), QStringLiteral("2.1"));
  xml.writeAttribute(QStringLiteral("language"), QStringLiteral("en"));  // two numerus forms
  for (const Message& m : messages) {
    xml.writeStartElement(QStringLiteral("context"));
    xml.writeTextElement(QStringLiteral("name"), m.context);
    xml.writeStartElement(QStringLiteral("message"));
    if (m.numerus) xml.writeAttribute(QStringLiteral("numerus"), QStringLiteral("yes"));
    xml.writeTextElement(QStringLiteral("source"), m.source);
    xml.writeStartElement(QStringLiteral("translation"));
    if (m.numerus) {
      xml.writeTextElement(QStringLiteral("numerusform"), kOpen + m.source + kClose);
      xml.writeTextElement(QStringLiteral("numerusform"), kOpen + m.source + kClose);
    } else {
      xml.writeCharacters(kOpen + m.source + kClose);
    }
    xml.writeEndElement();
    xml.writeEndElement();
    xml.writeEndElement();
  }
  xml.writeEndElement();
  xml.writeEndDocument();
  file.close();
  const QString qm = dir.filePath(QStringLiteral("pseudo.qm"));
  QProcess lrelease;
  lrelease.start(QStringLiteral(LAYOUTLAB_LRELEASE), {QStringLiteral("-silent"), ts, QStringLiteral("-qm"), qm});
  if (!lrelease.waitForFinished(60000) || lrelease.exitCode() != 0) {
    qWarning("lrelease failed: %s", lrelease.readAllStandardError().constData());
    return {};
  }
  return qm;
}

bool pseudo(const QString& text) { return text.startsWith(kOpen) && text.contains(kClose); }

// The %1..%99 placeholders of a text, sorted (a translation may reorder them, not drop or add any).
QStringList placeholders(const QString& text) {
  QStringList out;
  static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
  for (auto it = re.globalMatch(text); it.hasNext();) out << it.next().captured(0);
  out.sort();
  return out;
}

// Whether the text marks a keyboard accelerator: a single `&` (`&&` is a literal ampersand).
bool has_accelerator(const QString& text) { return QString(text).remove(QStringLiteral("&&")).contains(QLatin1Char('&')); }

}  // namespace

class TestTranslations : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
  void cleanup() { installTranslations(QStringLiteral("en")); }

  void catalogsAreEmbeddedAndChosenByLocale() {
    QVERIFY(translationLocales().contains(QStringLiteral("zh_CN")));
    QCOMPARE(installTranslations(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    const QString file_menu = QCoreApplication::translate("ll::gui::MainWindow", "&File");
    QVERIFY2(file_menu != QLatin1String("&File"), qPrintable(file_menu));
    MainWindow w;
    QCOMPARE(w.menuBar()->actions().first()->text(), file_menu);
    // English, and a language without a catalog, leave the source texts.
    QCOMPARE(installTranslations(QStringLiteral("en")), QString());
    QCOMPARE(QCoreApplication::translate("ll::gui::MainWindow", "&File"), QStringLiteral("&File"));
    QCOMPARE(installTranslations(QStringLiteral("fr_FR")), QString());
    QCOMPARE(QCoreApplication::translate("ll::gui::MainWindow", "&File"), QStringLiteral("&File"));
  }

  void languageSettingIsKeptAndOfferedInTheViewMenu() {
    setLanguageSetting(QString());
    QCOMPARE(languageSetting(), QString());
    MainWindow w;
    auto* menu = w.findChild<QMenu*>(QStringLiteral("languageMenu"));
    QVERIFY(menu);
    QStringList locales;
    for (QAction* a : menu->actions()) locales << a->data().toString();
    QCOMPARE(locales, (QStringList{QString(), QStringLiteral("en")} + translationLocales()));
    QVERIFY(menu->actions().first()->isChecked());  // "system default" while nothing is set
    menu->actions().last()->trigger();
    QCOMPARE(languageSetting(), translationLocales().last());
    MainWindow again;
    QVERIFY(again.findChild<QMenu*>(QStringLiteral("languageMenu"))->actions().last()->isChecked());
    setLanguageSetting(QString());
  }

  // Every text reaches the screen through the context the catalog files it under.
  void everyContextIsTheOneLookedUp() {
    QTemporaryDir dir;
    const QString qm = make_pseudo_catalog(read_ts(QStringLiteral(LAYOUTLAB_TS_ZH_CN)), dir);
    QVERIFY(!qm.isEmpty());
    QTranslator translator;
    QVERIFY(translator.load(qm));
    QVERIFY(QCoreApplication::installTranslator(&translator));

    // The menus, every level.
    MainWindow w;
    QStringList bare;
    std::function<void(QMenu*)> walk = [&](QMenu* menu) {
      if (!pseudo(menu->title())) bare << menu->title();
      for (QAction* a : menu->actions()) {
        if (a->isSeparator()) continue;
        if (a->menu()) {
          walk(a->menu());
          continue;
        }
        // a language other than English is named in its own language, untranslated
        const bool own_name = menu->objectName() == QLatin1String("languageMenu") && a->data().toString().size() > 2;
        // lesson titles come translated in the lesson files (app_test_lessons checks both languages)
        if (menu->objectName() == QLatin1String("builtinLessonsMenu")) continue;
        if (!own_name && !pseudo(a->text())) bare << menu->title() + QStringLiteral(" > ") + a->text();
      }
    };
    for (QAction* a : w.menuBar()->actions()) walk(a->menu());
    QVERIFY2(bare.isEmpty(), qPrintable(bare.join(QStringLiteral("\n"))));

    // Buttons, labels and choices of both modes, the designer's included. What stays bare is data (type and
    // atom names, architectures, symbols such as −), never prose: prose has spaces.
    QStringList prose;
    auto check = [&](const QString& what, const QString& text) {
      if (!text.isEmpty() && !pseudo(text) && text.contains(QLatin1Char(' '))) prose << what + QStringLiteral(": ") + text;
    };
    for (auto* b : w.findChildren<QAbstractButton*>()) check(QStringLiteral("button"), b->text());
    for (auto* l : w.findChildren<QLabel*>()) check(QStringLiteral("label"), l->text());
    for (auto* c : w.findChildren<QComboBox*>())
      for (int i = 0; i < c->count(); ++i) check(QStringLiteral("choice"), c->itemText(i));
    QVERIFY2(prose.isEmpty(), qPrintable(prose.join(QStringLiteral("\n"))));
    // The designer's palettes are named in core/ (LL_TRANSLATABLE): one-word names are prose too.
    auto* palettes = w.findChild<QComboBox*>(QStringLiteral("paletteChoice"));
    QVERIFY(palettes && palettes->count() > 0);
    for (int i = 0; i < palettes->count(); ++i) QVERIFY2(pseudo(palettes->itemText(i)), qPrintable(palettes->itemText(i)));

    // An undo command (CardCommands) and the card's drag handle (a QLabel without Q_OBJECT).
    w.setLayoutText(QStringLiteral("(4,8):(8,1)"));
    QVERIFY2(pseudo(w.currentDocument()->undoStack()->undoText()), qPrintable(w.currentDocument()->undoStack()->undoText()));
    QStringList tips;
    for (QLabel* l : w.findChildren<QLabel*>())
      if (l->text() == QStringLiteral("⠿")) tips << l->toolTip();
    QVERIFY(!tips.isEmpty());
    for (const QString& t : tips) QVERIFY2(pseudo(t), qPrintable(t));

    // The file readers' messages (VersionedJson, DocumentFile, DesignFile, LessonFile).
    QString error;
    QVERIFY(!cards_from_json("{", &error));
    QVERIFY2(pseudo(error), qPrintable(error));
    QVERIFY(!cards_from_json(R"({"format":"layoutlab-document","version":1})", &error));
    QVERIFY2(pseudo(error), qPrintable(error));
    QVERIFY(!design_from_json(R"({"format":"layoutlab-design","version":1,"mma":{"thr_m":99}})", &error));
    QVERIFY2(pseudo(error), qPrintable(error));
    QVERIFY(!lesson_from_json(R"({"format":"layoutlab-lesson","version":1,"steps":[{"operation":"frobnicate"}]})", &error));
    QVERIFY2(pseudo(error), qPrintable(error));

    // The command line (CommandLine's texts are main.cpp's; DesignerOptions' are the library's).
    QCommandLineParser cli;
    add_designer_options(cli);
    const QString help = cli.helpText();
    QVERIFY2(help.contains(kOpen + QStringLiteral("Designer: choose this MMA atom")), qPrintable(help));

    // core/'s messages: a parse error beside a card's field, an operation's refusal, an eval error.
    w.setLayoutText(QStringLiteral("(4,2):(1,2,3)"));
    const QString beside = w.findChild<LayoutCard*>()->errorLabel()->text();
    QVERIFY2(pseudo(beside), qPrintable(beside));
    const QString parse = errorText(ll::parse_layout("(4,2):(1,"));
    QVERIFY2(parse.startsWith(kOpen) && parse.endsWith(kClose), qPrintable(parse));
    const auto refused = ll::apply_operation(ll::Operation::Composition, *ll::parse_layout("(_6,_2):(_8,_2)"), *ll::parse_layout("_5:_3"));
    QVERIFY(!refused.ok());
    QVERIFY2(errorText(refused).startsWith(kOpen), qPrintable(errorText(refused)));
    QVERIFY2(errorText(ll::expr::layout_from_text("frobnicate(A)")).startsWith(kOpen),
             qPrintable(errorText(ll::expr::layout_from_text("frobnicate(A)"))));

    QCoreApplication::removeTranslator(&translator);
  }

  // Every text of the sources has its Chinese translation (the catalog is complete).
  void theChineseCatalogIsComplete() {
    QStringList unfinished;
    int total = 0;
    for (const Message& m : read_ts(QStringLiteral(LAYOUTLAB_TS_ZH_CN))) {
      ++total;
      if (!m.finished) unfinished << m.context + QStringLiteral(": ") + m.source;
    }
    QVERIFY(total > 400);
    QVERIFY2(unfinished.isEmpty(), qPrintable(QStringLiteral("%1 of %2 texts unfinished:\n").arg(unfinished.size()).arg(total) +
                                                unfinished.join(QStringLiteral("\n"))));
  }

  // The CLI's English is the catalog's source: a core message in English is the text the CLI prints.
  void coreMessagesKeepTheirEnglishWithoutACatalog() {
    installTranslations(QStringLiteral("en"));
    const auto r = ll::parse_layout("(4,2):(1,2,3)");
    QVERIFY(!r.ok());
    QVERIFY(!r.failure().parts.empty());
    QCOMPARE(errorText(r), QString::fromStdString(r.error()));
  }

  // A translation keeps its source's %1.. placeholders and its accelerator: lrelease checks neither, and a
  // lost %1 shows the wrong text without any error.
  void translationsKeepPlaceholdersAndAccelerators() {
    int checked = 0;
    for (const Message& m : read_ts(QStringLiteral(LAYOUTLAB_TS_ZH_CN))) {
      if (!m.finished) continue;
      for (const QString& t : m.translations) {
        const QString where = m.context + QStringLiteral(": ") + m.source + QStringLiteral(" -> ") + t;
        QVERIFY2(placeholders(t) == placeholders(m.source), qPrintable(where));
        QVERIFY2(has_accelerator(t) == has_accelerator(m.source), qPrintable(where));
        ++checked;
      }
    }
    QVERIFY(checked > 0);
  }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
