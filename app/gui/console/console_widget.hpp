#pragma once
// The console: the same evaluator as `layoutlab-cli eval` (core/expr), with the current document's cards
// as variables, a history (Up/Down) and completion of function and variable names. A statement whose
// value is a layout opens it as a card (`C = logical_divide(A, B)` makes card C).
#include <QWidget>
#include <functional>
#include <memory>

class QLineEdit;
class QPlainTextEdit;
class QStringListModel;

namespace ll::expr {
class Session;
}

namespace ll::gui {

class LayoutDocument;

class ConsoleWidget : public QWidget {
  Q_OBJECT
 public:
  explicit ConsoleWidget(QWidget* parent = nullptr);
  ~ConsoleWidget() override;

  // Where results go; the console reads its cards as variables.
  void setDocumentProvider(std::function<LayoutDocument*()> provider) { document_ = std::move(provider); }
  // Evaluates one line as if typed. @post the printed result or error (also appended to the output)
  QString run(const QString& line);
  // Shows a line (e.g. the expression of a GUI action) without running it.
  void echo(const QString& text);
  QLineEdit* input() const { return input_; }
  QPlainTextEdit* output() const { return output_; }
  QStringList completions() const;

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void updateCompletions();
  std::function<LayoutDocument*()> document_;
  std::unique_ptr<expr::Session> session_;
  QLineEdit* input_;
  QPlainTextEdit* output_;
  QStringListModel* completion_model_;
  QStringList history_;
  int history_pos_ = 0;
};

}  // namespace ll::gui
