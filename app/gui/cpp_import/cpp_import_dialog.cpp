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
#include <QSettings>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include "app/gui/document/card_commands.hpp"
#include "app/gui/document/layout_document.hpp"
#include "core/expr/atom_values.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

namespace ll::gui {
namespace {
enum Column { NameColumn, WhereColumn, OpenColumn, ValueColumn, ColumnCount };

// A card name from a qualified C++ name: `Traits::SmemLayoutA` -> `Traits_SmemLayoutA`.
QString card_name(const std::string& name) {
  QString n = QString::fromStdString(name);
  n.replace(QStringLiteral("::"), QStringLiteral("_"));
  return n;
}
// The settings field's `NAME=VALUE` items, separated by commas or semicolons outside brackets, so that a value
// may be C++ with commas of its own: `cta=make_shape(_128{}, _128{}, _8{}), M=4096`.
std::map<std::string, std::string> parse_settings(const QString& text) {
  std::map<std::string, std::string> out;
  int depth = 0;
  QString item;
  auto flush = [&] {
    const QString t = item.trimmed();
    const int eq = t.indexOf(QLatin1Char('='));
    if (eq > 0) out[t.left(eq).trimmed().toStdString()] = t.mid(eq + 1).trimmed().toStdString();
    item.clear();
  };
  for (const QChar c : text) {
    if (c == '(' || c == '<' || c == '{' || c == '[') ++depth;
    if ((c == ')' || c == '>' || c == '}' || c == ']') && depth > 0) --depth;
    if ((c == ',' || c == ';' || c == '\n') && depth == 0) flush();
    else item += c;
  }
  flush();
  return out;
}

QString settings_key(const QString& path) { return QStringLiteral("cppImport/settings/") + QFileInfo(path).absoluteFilePath(); }
}  // namespace

std::optional<MmaDesign> mma_design_of(const ImportedObject& o) {
  const TiledMMA* mma = o.value ? expr::tiled_mma_of(*o.value) : nullptr;
  if (!mma) return std::nullopt;
  const IntTuple& shape = mma->thr_layout_vmnk.shape;  // (V, M, N, K)
  if (!shape.is_tuple() || shape.rank() != 4) return std::nullopt;
  MmaDesign d;
  d.atom = QString::fromStdString(mma->atom.name);
  d.thr_m = int(product(shape[1]).value);
  d.thr_n = int(product(shape[2]).value);
  d.thr_k = int(product(shape[3]).value);
  const std::string perm = to_string(mma->permutation_mnk);
  d.permutation = perm == "(_,_,_)" ? QString() : QString::fromStdString(perm);
  return d;
}

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
  table_->setHorizontalHeaderLabels({tr("Name"), tr("Where"), tr("Open"), tr("CuTe's print, or why it was not read")});
  table_->horizontalHeader()->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
  table_->setWordWrap(true);
  table_->horizontalHeader()->setSectionResizeMode(WhereColumn, QHeaderView::ResizeToContents);
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
  // The values given for this file last time (template parameters, a kernel's pointers): remembered per file.
  settings_->setText(QSettings().value(settings_key(path_)).toString());
  connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { openObject(row); });
  connect(table_, &QTableWidget::cellClicked, this, [this](int row, int column) {
    if (column == OpenColumn) openObject(row);
  });
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
  // What `layoutlab-cli import` refuses, refused here too: a file past 16 MiB, NUL bytes (a binary).
  const QByteArray bytes = file.size() > (qint64(16) << 20) ? QByteArray() : file.readAll();
  if (file.size() > (qint64(16) << 20) || bytes.contains('\0')) {
    summary_->setText(file.size() > (qint64(16) << 20)
                          ? tr("%1 is larger than 16 MiB: not a source to import.").arg(QFileInfo(path_).fileName())
                          : tr("%1 holds NUL bytes: not a C++ source.").arg(QFileInfo(path_).fileName()));
    objects_.clear();
    table_->setRowCount(0);
    return;
  }
  const std::map<std::string, std::string> settings = parse_settings(settings_->text());
  if (!settings_->text().trimmed().isEmpty()) QSettings().setValue(settings_key(path_), settings_->text());
  else QSettings().remove(settings_key(path_));
  // `#include "sibling.h"` next to the file is read too, as `layoutlab-cli import` reads it
  objects_ = import_cpp_source(bytes.toStdString(), settings, includes_next_to(QFileInfo(path_).absolutePath().toStdString()));
  table_->setRowCount(int(objects_.size()));
  int layouts = 0, unread = 0;
  for (int r = 0; r < int(objects_.size()); ++r) {
    const ImportedObject& o = objects_[std::size_t(r)];
    auto* name = new QTableWidgetItem(QString::fromStdString(o.name));
    const bool is_layout = o.read() && o.kind == "Layout" && parse_layout(o.printed).ok();  // (a shape is no card)
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
    const QString file = o.file.empty() ? QFileInfo(path_).fileName() : QString::fromStdString(o.file);
    table_->setItem(r, WhereColumn, new QTableWidgetItem(QStringLiteral("%1:%2").arg(file).arg(o.line)));
    table_->setItem(r, ValueColumn, new QTableWidgetItem(value));
    // One click on it opens it: a layout as a card, a TiledMMA as the designer's design.
    const bool design = mma_design_of(o).has_value();
    auto* open = new QTableWidgetItem(is_layout || design ? (design ? tr("Design ▸") : tr("Card ▸")) : QString());
    open->setFlags(Qt::ItemIsEnabled);
    if (is_layout || design) {
      open->setForeground(palette().color(QPalette::Link));
      open->setToolTip(design ? tr("Open this TiledMMA in the designer") : tr("Add this layout as a card"));
    }
    table_->setItem(r, OpenColumn, open);
  }
  table_->resizeColumnToContents(NameColumn);
  table_->resizeColumnToContents(WhereColumn);
  table_->resizeColumnToContents(OpenColumn);
  table_->resizeRowsToContents();
  summary_->setText(tr("%1: %2 declarations, %3 layouts (checked), %4 not read.")
                        .arg(QFileInfo(path_).fileName())
                        .arg(objects_.size())
                        .arg(layouts)
                        .arg(unread));
}

bool CppImportDialog::openObject(int row) {
  if (row < 0 || row >= int(objects_.size())) return false;
  const ImportedObject& o = objects_[std::size_t(row)];
  if (auto design = mma_design_of(o)) {
    emit designRequested(*design, QString::fromStdString(o.name));
    return true;
  }
  if (!o.read()) return false;
  auto layout = parse_layout(o.printed);
  if (!layout) return false;
  Card card;
  QString name = card_name(o.name);
  if (doc_->idByName(name) >= 0) name = doc_->unusedName();
  card.name = name.toStdString();
  card.layout = *layout;
  doc_->undoStack()->push(new AddCard(doc_, card));
  emit cardAdded(QString::fromStdString(card.name));
  return true;
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
