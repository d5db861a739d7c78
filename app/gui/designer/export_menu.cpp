#include "app/gui/designer/export_menu.hpp"

#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QSaveFile>

#include "app/gui/exporters/picture_exporters.hpp"
#include "app/gui/translations/core_messages.hpp"

namespace ll::gui {

bool export_to_file(const ExportSubject& subject, const QString& format, const QString& file, QString* error,
                    double scale) {
  const Exporter* exporter = find_exporter(all_exporters(), format.toStdString());
  if (!exporter) {
    if (error) *error = QObject::tr("unknown export format %1").arg(format);
    return false;
  }
  ExportOptions options;
  options.scale = scale;
  auto bytes = exporter->write(subject, options);
  if (!bytes) {
    if (error) *error = errorText(bytes);
    return false;
  }
  QSaveFile out(file);
  if (!out.open(QIODevice::WriteOnly) || out.write(bytes->data(), qint64(bytes->size())) != qint64(bytes->size()) ||
      !out.commit()) {
    if (error) *error = QObject::tr("cannot write %1").arg(file);
    return false;
  }
  return true;
}

QMenu* make_export_menu(QWidget* parent, std::function<std::optional<ExportSubject>()> subject,
                        std::function<QString()> name) {
  auto* menu = new QMenu(QObject::tr("Export"), parent);
  for (const Exporter* e : all_exporters()) {
    const QString format = QString::fromStdString(e->format());
    const QString ext = QString::fromStdString(e->file_extension());
    QAction* action = menu->addAction(QObject::tr("%1 (.%2)…").arg(QString::fromStdString(e->description()), ext));
    action->setObjectName(QStringLiteral("export_") + format);
    QObject::connect(action, &QAction::triggered, parent, [parent, subject, name, format, ext] {
      auto s = subject();
      if (!s) return;
      const QString file = QFileDialog::getSaveFileName(parent, QObject::tr("Export as %1").arg(format),
                                                        QStringLiteral("design.") + ext,
                                                        QObject::tr("%1 files (*.%2)").arg(format.toUpper(), ext));
      if (file.isEmpty()) return;
      double scale = 1.0;
      if (format == QLatin1String("png")) {
        bool ok = false;
        scale = QInputDialog::getDouble(parent, QObject::tr("PNG scale"), QObject::tr("Device pixels per pixel:"), 2.0,
                                        0.25, 8.0, 2, &ok);
        if (!ok) return;
      }
      QString error;
      if (!export_to_file(*s, format, file, &error, scale))
        QMessageBox::warning(parent, QObject::tr("Export failed"), error);
    });
  }
  menu->addSeparator();
  QAction* copy_image = menu->addAction(QObject::tr("Copy as image"));
  copy_image->setObjectName(QStringLiteral("copyImage"));
  copy_image->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+C")));
  QObject::connect(copy_image, &QAction::triggered, parent, [subject] {
    if (auto s = subject()) copy_picture_to_clipboard(*s, ExportOptions{});
  });
  QAction* copy_cpp = menu->addAction(QObject::tr("Copy C++"));
  copy_cpp->setObjectName(QStringLiteral("copyCpp"));
  QObject::connect(copy_cpp, &QAction::triggered, parent, [subject, name] {
    auto s = subject();
    if (!s) return;
    ExportOptions options;
    if (name) options.name = name().toStdString();
    auto text = find_exporter(all_exporters(), "cpp")->write(*s, options);
    if (text) QApplication::clipboard()->setText(QString::fromStdString(*text));
  });
  return menu;
}

void save_program_dialog(QWidget* parent, const QString& text, const QString& why_not, const QString& title,
                         const QString& default_name, const QString& filter) {
  if (text.isEmpty()) {
    QMessageBox::warning(parent, title, QCoreApplication::translate("ll::gui::ExportMenu", "Nothing to save: %1").arg(why_not));
    return;
  }
  const QString path = QFileDialog::getSaveFileName(parent, title, default_name, filter);
  if (path.isEmpty()) return;
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text.toUtf8()) < 0)
    QMessageBox::warning(parent, title,
                         QCoreApplication::translate("ll::gui::ExportMenu", "Could not write %1: %2").arg(path, file.errorString()));
}

}  // namespace ll::gui
