#include "app/gui/exporters/card_export.hpp"

#include <QFileInfo>
#include <QMenu>
#include <QSaveFile>

#include "app/gui/explorer/layout_card.hpp"
#include "app/gui/explorer/view_settings.hpp"
#include "app/gui/exporters/picture_exporters.hpp"
#include "app/gui/translations/core_messages.hpp"

namespace ll::gui {
namespace {

// The translation context of the export texts, declared where lupdate sees it.
struct CardExport {
  Q_DECLARE_TR_FUNCTIONS(CardExport)
};

}  // namespace

ExportSubject card_export_subject(const LayoutCard& card) {
  return ExportSubject{card.card().layout, card.card().expression};
}

ExportOptions card_export_options(const LayoutCard& card) {
  ExportOptions options;
  options.name = card.card().name;
  options.grid = card.sceneOptions();
  options.cell_label = card.settings()->label();
  options.palette = card.settings()->schemeId().toStdString();
  options.scale = 2.0;  // a PNG sharp on high-density screens and slides
  return options;
}

const Exporter* exporter_for_file(const QString& path) {
  const std::string suffix = QFileInfo(path).suffix().toLower().toStdString();
  for (const Exporter* e : all_exporters())
    if (!suffix.empty() && e->file_extension() == suffix) return e;
  return nullptr;
}

bool write_card_export(const LayoutCard& card, const Exporter& format, const QString& path, QString* error) {
  if (card.card().unread) {
    if (error) *error = CardExport::tr("card %1 holds no layout yet: %2").arg(QString::fromStdString(card.card().name),
                                                                              translatedError(card.card().unread->error));
    return false;
  }
  auto bytes = format.write(card_export_subject(card), card_export_options(card));
  if (!bytes) {
    if (error) *error = errorText(bytes);
    return false;
  }
  QSaveFile file(path);
  if (file.open(QIODevice::WriteOnly) && file.write(bytes->data(), qint64(bytes->size())) == qint64(bytes->size()) &&
      file.commit())
    return true;
  if (error) *error = CardExport::tr("Cannot write %1: %2").arg(path, file.errorString());
  return false;
}

bool copy_card_picture(const LayoutCard& card) {
  if (card.card().unread) return false;
  ExportOptions options = card_export_options(card);
  options.scale = 1.0;
  return copy_picture_to_clipboard(card_export_subject(card), options);
}

QString export_format_title(const Exporter& format) {
  const std::string& f = format.format();
  if (f == "cpp") return CardExport::tr("CuTe C++…");
  if (f == "dsl") return CardExport::tr("CuTe Python DSL…");
  if (f == "tikz") return CardExport::tr("LaTeX / TikZ…");
  if (f == "svg") return CardExport::tr("SVG picture…");
  if (f == "png") return CardExport::tr("PNG picture…");
  return QString::fromStdString(format.description());
}

void add_export_format_actions(QMenu* menu, QObject* context, const std::function<void(const QString& format)>& chosen) {
  for (const Exporter* e : all_exporters()) {
    const QString format = QString::fromStdString(e->format());
    QAction* action = menu->addAction(export_format_title(*e), context, [chosen, format] { chosen(format); });
    action->setToolTip(QString::fromStdString(e->description()));
  }
}

}  // namespace ll::gui
