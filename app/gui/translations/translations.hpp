#pragma once
// The language of the user interface. LayoutLab's catalogs (resources/translations/layoutlab_<locale>.ts,
// compiled into the resources under :/i18n) and Qt's own (standard dialogs and buttons) are installed at
// start-up for the language chosen by --language, else View ▸ Language, else the system's. Widgets set their
// texts once when they are built, so a change of the setting takes effect at the next start.
// How texts get into the catalogs: docs/translations.md.
#include <QString>
#include <QStringList>

namespace ll::gui {

// The locales with a LayoutLab catalog, e.g. {"zh_CN"}, sorted. English, the source language, needs none.
QStringList translationLocales();

// The View ▸ Language setting (QSettings "language"): "" follows the system, "en" is English, anything else
// a locale name such as "zh_CN".
QString languageSetting();
void setLanguageSetting(const QString& locale);

// Installs on the application the translators for `locale` ("" = the system's, "en" = none), replacing those
// an earlier call installed. @return the locale of the LayoutLab catalog now installed, or "" when the user
// interface stays in English (English chosen, or no catalog for that language).
QString installTranslations(const QString& locale);

// The language the interface is in now: the locale installTranslations installed ("zh_CN"), else "en".
// Lessons pick their texts by it.
QString interfaceLanguage();

}  // namespace ll::gui
