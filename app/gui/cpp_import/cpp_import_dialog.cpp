#include "app/gui/cpp_import/cpp_import_dialog.hpp"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include "app/gui/document/card_commands.hpp"
#include "app/gui/document/layout_document.hpp"
#include "core/layout/parse.hpp"

namespace ll::gui {
namespace {
enum Column { NameColumn, LineColumn, ValueColumn, ColumnCount };

// A card name from a qualified C++ name: `Traits::SmemLayoutA` -> `Traits_SmemLayoutA`.
QString card_name(const std::string& name) {
  QString n = QString::fromStdString(name);
  n.replace(QStringLiteral("::"), QStringLiteral("_"));
  return n;
}
}  // namespace

bool isCppSource(const QString& path) {
  static const QStringList suffixes = {"cu", "cuh", "h", "hh", "hpp", "hxx", "cpp", "cc", "cxx", "inl"};
  return suffixes.contains(QFileInfo(path).suffix().toLower());
}

CppImportDialog::CppImportDialog(const QString& path, LayoutDocument* doc, QWidget* parent)
    : QDialog(parent), path_(path), doc_(doc) {
  setObjectName(QStringLiteral("cppImportDialog"));
  setWindowTitle(tr("Import C++: %1").arg(QFileInfo(path).fileName()));
  resize(900, 560);
  auto* column = new QVBoxLayout(this);
  summary_ = new QLabel(this);
  summary_->setWordWrap(true);
  column->addWidget(summary_);
  auto* form = new QFormLayout;
  settings_ = new QLineEdit(this);
  settings_->setObjectName(QStringLiteral("importSettings"));
  settings_->setPlaceholderText(tr("values for names the file leaves open, e.g. bM=128, bN=128, bK=64"));
  auto* again = new QPushButton(tr("Read again"), this);
  auto* row = new QHBoxLayout;
  row->addWidget(settings_, 1);
  row->addWidget(again);
  form->addRow(tr("Settings:"), row);
  column->addLayout(form);
  table_ = new QTableWidget(0, ColumnCount, this);
  table_->setHorizontalHeaderLabels({tr("Name"), tr("Line"), tr("CuTe's print, or why it was not read")});
  table_->horizontalHeader()->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
  table_->setWordWrap(true);
  column->addWidget(table_, 1);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  QPushButton* add = buttons->addButton(tr("Add checked layouts as cards"), QDialogButtonBox::AcceptRole);
  add->setObjectName(QStringLiteral("addLayouts"));
  connect(buttons, &QDialogButtonBox::accepted, this, [this] {
    addCheckedLayouts();
    accept();
  });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(again, &QPushButton::clicked, this, &CppImportDialog::readAgain);
  connect(settings_, &QLineEdit::returnPressed, this, &CppImportDialog::readAgain);
  column->addWidget(buttons);
  // Saved in the editor: read again (editors that replace the file drop it from the watch; add it back).
  auto* watcher = new QFileSystemWatcher({path_}, this);
  connect(watcher, &QFileSystemWatcher::fileChanged, this, [this, watcher] {
    if (!watcher->files().contains(path_)) watcher->addPath(path_);
    readAgain();
  });
  readAgain();
}

void CppImportDialog::readAgain() {
  QFile file(path_);
  if (!file.open(QIODevice::ReadOnly)) {
    summary_->setText(tr("Cannot read %1: %2").arg(path_, file.errorString()));
    objects_.clear();
    table_->setRowCount(0);
    return;
  }
  std::map<std::string, std::string> settings;
  for (const QString& item : settings_->text().split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts)) {
    const int eq = item.indexOf(QLatin1Char('='));
    if (eq > 0) settings[item.left(eq).toStdString()] = item.mid(eq + 1).toStdString();
  }
  objects_ = import_cpp_source(file.readAll().toStdString(), settings);
  table_->setRowCount(int(objects_.size()));
  int layouts = 0, unread = 0;
  for (int r = 0; r < int(objects_.size()); ++r) {
    const ImportedObject& o = objects_[std::size_t(r)];
    auto* name = new QTableWidgetItem(QString::fromStdString(o.name));
    const bool is_layout = o.read() && parse_layout(o.printed).ok();
    if (is_layout) {
      name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
      name->setCheckState(Qt::Checked);
      ++layouts;
    } else {
      name->setFlags(Qt::ItemIsEnabled);
    }
    unread += !o.read();
    QString value = o.read() ? QString::fromStdString(o.printed)
                  : !o.needs.empty() ? tr("needs values for: %1").arg(QString::fromStdString([&] {
                      std::string s;
                      for (const auto& n : o.needs) s += (s.empty() ? "" : ", ") + n;
                      return s;
                    }()))
                                     : QString::fromStdString(o.unreadable);
    table_->setItem(r, NameColumn, name);
    table_->setItem(r, LineColumn, new QTableWidgetItem(QString::number(o.line)));
    table_->setItem(r, ValueColumn, new QTableWidgetItem(value));
  }
  table_->resizeColumnToContents(NameColumn);
  table_->resizeRowsToContents();
  summary_->setText(tr("%1: %2 declarations, %3 layouts (checked), %4 not read.")
                        .arg(QFileInfo(path_).fileName())
                        .arg(objects_.size())
                        .arg(layouts)
                        .arg(unread));
}

int CppImportDialog::addCheckedLayouts() {
  int added = 0;
  for (int r = 0; r < table_->rowCount(); ++r) {
    const QTableWidgetItem* item = table_->item(r, NameColumn);
    if (!item || !(item->flags() & Qt::ItemIsUserCheckable) || item->checkState() != Qt::Checked) continue;
    auto layout = parse_layout(objects_[std::size_t(r)].printed);
    if (!layout) continue;
    if (added == 0) doc_->undoStack()->beginMacro(tr("Import layouts from %1").arg(QFileInfo(path_).fileName()));
    Card card;
    QString name = card_name(objects_[std::size_t(r)].name);
    if (doc_->idByName(name) >= 0) name = doc_->unusedName();
    card.name = name.toStdString();
    card.layout = *layout;
    doc_->undoStack()->push(new AddCard(doc_, card));
    ++added;
  }
  if (added > 0) doc_->undoStack()->endMacro();
  return added;
}

}  // namespace ll::gui
