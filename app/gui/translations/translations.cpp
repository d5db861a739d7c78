#include "app/gui/translations/translations.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

namespace ll::gui {
namespace {

const QString kCatalogDir = QStringLiteral(":/i18n");
const QString kSettingKey = QStringLiteral("language");

// The translators installed by the last installTranslations (owned by the application).
QList<QPointer<QTranslator>>& installed() {
  static QList<QPointer<QTranslator>> list;
  return list;
}

// Loads catalog `name` (e.g. "layoutlab") for `locale` from `dir` and installs it; Qt tries the locale's UI
// languages in order (zh_Hans_CN, zh_CN, zh, ...). @return the translator, or nullptr when none matched.
QTranslator* install_catalog(const QLocale& locale, const QString& name, const QString& dir) {
  auto* translator = new QTranslator(QCoreApplication::instance());
  if (!translator->load(locale, name, QStringLiteral("_"), dir) || !QCoreApplication::installTranslator(translator)) {
    delete translator;
    return nullptr;
  }
  installed().append(translator);
  return translator;
}

}  // namespace

QStringList translationLocales() {
  QStringList locales;
  for (const QString& file : QDir(kCatalogDir).entryList({QStringLiteral("layoutlab_*.qm")}, QDir::Files, QDir::Name))
    locales << file.mid(int(qstrlen("layoutlab_")), file.size() - int(qstrlen("layoutlab_")) - int(qstrlen(".qm")));
  return locales;
}

QString languageSetting() { return QSettings().value(kSettingKey).toString(); }

void setLanguageSetting(const QString& locale) {
  QSettings settings;
  if (locale.isEmpty()) settings.remove(kSettingKey);
  else settings.setValue(kSettingKey, locale);
}

namespace {
QString& installed_language() {
  static QString language;
  return language;
}
}  // namespace

QString interfaceLanguage() { return installed_language().isEmpty() ? QStringLiteral("en") : installed_language(); }

QString installTranslations(const QString& locale) {
  installed_language().clear();
  for (const QPointer<QTranslator>& t : installed()) {
    if (!t) continue;
    QCoreApplication::removeTranslator(t);
    delete t;
  }
  installed().clear();
  if (locale == QLatin1String("en")) return {};
  const QLocale chosen = locale.isEmpty() ? QLocale::system() : QLocale(locale);
  QTranslator* ours = install_catalog(chosen, QStringLiteral("layoutlab"), kCatalogDir);
  if (!ours) return {};  // no LayoutLab catalog: Qt's own texts alone would mix two languages
  install_catalog(chosen, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
  installed_language() = ours->language();
  return ours->language();
}

}  // namespace ll::gui
