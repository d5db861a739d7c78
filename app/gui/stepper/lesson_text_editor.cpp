#include "app/gui/stepper/lesson_text_editor.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ll::gui {
namespace {
enum Column { TitleColumn, TextColumn, PromptColumn, ColumnCount };
std::string s(const QString& t) { return t.toStdString(); }
QString text_of(const ll::lesson::Texts& texts, const QString& language) {
  auto it = texts.find(s(language));
  return it == texts.end() ? QString() : QString::fromStdString(it->second);
}
void set_text(ll::lesson::Texts& texts, const QString& language, const QString& text) {
  if (text.trimmed().isEmpty()) texts.erase(s(language));
  else texts[s(language)] = s(text);
}
}  // namespace

LessonTextEditor::LessonTextEditor(const ll::lesson::Lesson& lesson, const QString& language, QWidget* parent)
    : QDialog(parent), lesson_(lesson), language_(language) {
  setObjectName(QStringLiteral("lessonTextEditor"));
  setWindowTitle(tr("Edit lesson texts"));
  resize(900, 560);
  auto* column = new QVBoxLayout(this);
  auto* form = new QFormLayout;
  language_choice_ = new QComboBox(this);
  language_choice_->addItem(tr("English"), QStringLiteral("en"));
  language_choice_->addItem(QStringLiteral("中文 (中国)"), QStringLiteral("zh_CN"));
  language_choice_->setCurrentIndex(std::max(0, language_choice_->findData(language)));
  title_ = new QLineEdit(this);
  form->addRow(tr("Language:"), language_choice_);
  form->addRow(tr("Lesson title:"), title_);
  column->addLayout(form);
  auto* hint = new QLabel(tr("Each step's title, the text the teacher reads out, and an exercise's question. An empty "
                             "cell falls back to English."),
                          this);
  hint->setWordWrap(true);
  column->addWidget(hint);
  table_ = new QTableWidget(int(lesson_.steps.size()), ColumnCount, this);
  table_->setHorizontalHeaderLabels({tr("Step title"), tr("Text"), tr("Exercise question")});
  table_->horizontalHeader()->setSectionResizeMode(TextColumn, QHeaderView::Stretch);
  table_->setWordWrap(true);
  column->addWidget(table_, 1);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, [this] {
    storeTable();
    accept();
  });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  column->addWidget(buttons);
  connect(language_choice_, &QComboBox::currentIndexChanged, this,
          [this] { setLanguage(language_choice_->currentData().toString()); });
  fillTable();
}

void LessonTextEditor::setLanguage(const QString& language) {
  if (language == language_) return;
  storeTable();
  language_ = language;
  language_choice_->blockSignals(true);
  language_choice_->setCurrentIndex(std::max(0, language_choice_->findData(language)));
  language_choice_->blockSignals(false);
  fillTable();
}

void LessonTextEditor::fillTable() {
  title_->setText(text_of(lesson_.title, language_));
  for (int row = 0; row < int(lesson_.steps.size()); ++row) {
    const auto& step = lesson_.steps[std::size_t(row)];
    table_->setItem(row, TitleColumn, new QTableWidgetItem(text_of(step.title, language_)));
    table_->setItem(row, TextColumn, new QTableWidgetItem(text_of(step.text, language_)));
    auto* prompt = new QTableWidgetItem(step.exercise ? text_of(step.exercise->prompt, language_) : QString());
    if (!step.exercise) prompt->setFlags(Qt::NoItemFlags);  // no exercise in this step
    table_->setItem(row, PromptColumn, prompt);
  }
  table_->resizeRowsToContents();
}

void LessonTextEditor::storeTable() {
  set_text(lesson_.title, language_, title_->text());
  for (int row = 0; row < int(lesson_.steps.size()); ++row) {
    auto& step = lesson_.steps[std::size_t(row)];
    set_text(step.title, language_, table_->item(row, TitleColumn)->text());
    set_text(step.text, language_, table_->item(row, TextColumn)->text());
    if (step.exercise) set_text(step.exercise->prompt, language_, table_->item(row, PromptColumn)->text());
  }
}

ll::lesson::Lesson LessonTextEditor::lesson() const { return lesson_; }

}  // namespace ll::gui
