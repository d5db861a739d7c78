#include "app/gui/console/console_widget.hpp"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QStringListModel>
#include <QVBoxLayout>

#include "app/gui/document/card_commands.hpp"
#include "app/gui/document/layout_document.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/expr/builtins.hpp"
#include "core/expr/eval.hpp"
#include "core/expr/parser.hpp"
#include "core/layout/print.hpp"

namespace ll::gui {

ConsoleWidget::ConsoleWidget(QWidget* parent) : QWidget(parent), session_(std::make_unique<expr::Session>()) {
  setObjectName(QStringLiteral("console"));
  auto* column = new QVBoxLayout(this);
  column->setContentsMargins(4, 4, 4, 4);
  output_ = new QPlainTextEdit(this);
  output_->setReadOnly(true);
  output_->setStyleSheet(QStringLiteral("font-family: monospace;"));
  output_->setPlaceholderText(tr("The same language as `layoutlab-cli eval`. Cards are variables; try "
                                 "logical_divide(A, B) or C = composition(A, B)."));
  input_ = new QLineEdit(this);
  input_->setObjectName(QStringLiteral("consoleInput"));
  input_->setStyleSheet(QStringLiteral("font-family: monospace;"));
  input_->setPlaceholderText(tr("expression, e.g. coalesce((2,(1,6)):(1,(6,2)))"));
  input_->installEventFilter(this);
  completion_model_ = new QStringListModel(this);
  auto* completer = new QCompleter(completion_model_, this);
  completer->setCaseSensitivity(Qt::CaseInsensitive);
  completer->setCompletionMode(QCompleter::PopupCompletion);
  input_->setCompleter(completer);
  column->addWidget(output_, 1);
  column->addWidget(input_);
  connect(input_, &QLineEdit::returnPressed, this, [this] {
    const QString line = input_->text();
    if (line.trimmed().isEmpty()) return;
    input_->clear();
    run(line);
  });
  updateCompletions();
}

ConsoleWidget::~ConsoleWidget() = default;

QStringList ConsoleWidget::completions() const { return completion_model_->stringList(); }

void ConsoleWidget::updateCompletions() {
  QStringList words;
  for (const auto* b : expr::all_builtins()) words << QString::fromStdString(b->name);
  for (const auto& [name, value] : session_->variables()) words << QString::fromStdString(name);
  if (LayoutDocument* doc = document_ ? document_() : nullptr)
    for (const auto& e : doc->cards()) words << QString::fromStdString(e.card.name);
  words.removeDuplicates();
  words.sort();
  completion_model_->setStringList(words);
}

void ConsoleWidget::echo(const QString& text) { output_->appendPlainText(QStringLiteral("# ") + text); }

QString ConsoleWidget::run(const QString& line) {
  if (history_.isEmpty() || history_.back() != line) history_ << line;
  history_pos_ = int(history_.size());
  output_->appendPlainText(QStringLiteral("> ") + line);
  LayoutDocument* doc = document_ ? document_() : nullptr;
  // The cards are the session's variables (names that are identifiers).
  static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
  if (doc) {
    for (const auto& e : doc->cards()) {
      const QString name = QString::fromStdString(e.card.name);
      if (!identifier.match(name).hasMatch() || e.card.unread) continue;
      if (auto st = expr::parse_statement(e.card.name + " = " + to_string(e.card.layout))) session_->evaluate(*st);
    }
  }
  QString printed;
  auto statement = expr::parse_statement(line.toStdString());
  if (!statement) {
    printed = tr("error: %1").arg(errorText(statement));
  } else {
    auto value = session_->evaluate(*statement);
    if (!value) {
      printed = tr("error: %1").arg(errorText(value));
    } else {
      printed = QString::fromStdString(expr::to_string(*value));
      if (value->is_layout() && doc) {
        const std::string& binding = statement->binding;
        const int existing = binding.empty() ? -1 : doc->idByName(QString::fromStdString(binding));
        if (existing >= 0) {
          doc->undoStack()->push(new SetLayoutText(doc, existing, value->layout()));
        } else {
          Card card;
          card.name = binding.empty() ? doc->unusedName().toStdString() : binding;
          card.layout = value->layout();
          std::string expression = line.toStdString();
          if (!binding.empty()) expression = expression.substr(expression.find('=') + 1);
          card.expression = QString::fromStdString(expression).trimmed().toStdString();
          doc->undoStack()->push(new AddCard(doc, card));
        }
      }
    }
  }
  output_->appendPlainText(printed);
  updateCompletions();
  return printed;
}

bool ConsoleWidget::eventFilter(QObject* watched, QEvent* event) {
  if (watched == input_ && event->type() == QEvent::KeyPress) {
    auto* key = static_cast<QKeyEvent*>(event);
    if (input_->completer()->popup()->isVisible()) return false;
    if (key->key() == Qt::Key_Up && history_pos_ > 0) {
      input_->setText(history_[--history_pos_]);
      return true;
    }
    if (key->key() == Qt::Key_Down && history_pos_ < history_.size()) {
      ++history_pos_;
      input_->setText(history_pos_ < history_.size() ? history_[history_pos_] : QString());
      return true;
    }
  }
  return QWidget::eventFilter(watched, event);
}

}  // namespace ll::gui
