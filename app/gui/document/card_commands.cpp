#include "app/gui/document/card_commands.hpp"

#include <QCoreApplication>

#include "core/layout/print.hpp"

namespace ll::gui {
namespace {

// This file's translation context, declared where lupdate sees it (docs/translations.md).
struct CardCommands {
  Q_DECLARE_TR_FUNCTIONS(CardCommands)
};

Card with_layout(const LayoutDocument* doc, int id, Layout layout) {
  Card c = *doc->card(id);
  c.layout = std::move(layout);
  c.expression.clear();  // an edited card is no longer the result of its expression
  c.origin.reset();
  c.unread.reset();  // the user gave an unread card a layout
  return c;
}

QString card_name(const LayoutDocument* doc, int id) { return QString::fromStdString(doc->card(id)->name); }
QString path_text(const ModePath& p) { return QString::fromStdString(to_string(p)); }

}  // namespace

EditCard::EditCard(LayoutDocument* doc, int card_id, Card after, const QString& text)
    : QUndoCommand(text), doc_(doc), card_id_(card_id), before_(*doc->card(card_id)), after_(std::move(after)) {}

void EditCard::undo() { doc_->replaceCard(card_id_, before_); }
void EditCard::redo() { doc_->replaceCard(card_id_, after_); }

bool EditCard::absorb(const QUndoCommand* other) {
  auto* o = static_cast<const EditCard*>(other);
  if (o->card_id_ != card_id_) return false;
  after_ = o->after_;
  setObsolete(after_ == before_);
  return true;
}

SetLayoutText::SetLayoutText(LayoutDocument* doc, int card_id, Layout layout)
    : EditCard(doc, card_id, with_layout(doc, card_id, std::move(layout)),
               CardCommands::tr("Edit %1").arg(card_name(doc, card_id))) {}

ChangeExtent::ChangeExtent(LayoutDocument* doc, int card_id, const ModePath& p, Layout layout)
    : EditCard(doc, card_id, with_layout(doc, card_id, std::move(layout)),
               CardCommands::tr("Change extent of %1 mode %2").arg(card_name(doc, card_id), path_text(p))),
      path(p) {}

bool ChangeExtent::mergeWith(const QUndoCommand* other) {
  return static_cast<const ChangeExtent*>(other)->path == path && absorb(other);
}

ChangeStride::ChangeStride(LayoutDocument* doc, int card_id, const ModePath& p, Layout layout)
    : EditCard(doc, card_id, with_layout(doc, card_id, std::move(layout)),
               CardCommands::tr("Change stride of %1 mode %2").arg(card_name(doc, card_id), path_text(p))),
      path(p) {}

bool ChangeStride::mergeWith(const QUndoCommand* other) {
  return static_cast<const ChangeStride*>(other)->path == path && absorb(other);
}

static Card grouped(const LayoutDocument* doc, int id, const ModePath& parent, std::size_t first, std::size_t last,
                    Layout layout) {
  Card c = with_layout(doc, id, std::move(layout));
  c.mode_names = names_after_group(c.mode_names, parent, first, last);
  return c;
}

GroupModes::GroupModes(LayoutDocument* doc, int card_id, const ModePath& parent, std::size_t first, std::size_t last,
                       Layout layout)
    : EditCard(doc, card_id, grouped(doc, card_id, parent, first, last, std::move(layout)),
               CardCommands::tr("Group modes %1..%2 of %3").arg(first).arg(last).arg(card_name(doc, card_id))) {}

static Card flattened(const LayoutDocument* doc, int id, const ModePath& path, Layout layout) {
  const std::size_t inner = mode_at(doc->card(id)->layout, path) ? mode_at(doc->card(id)->layout, path)->shape.rank() : 1;
  Card c = with_layout(doc, id, std::move(layout));
  c.mode_names = names_after_flatten(c.mode_names, path, inner);
  return c;
}

FlattenMode::FlattenMode(LayoutDocument* doc, int card_id, const ModePath& path, Layout layout)
    : EditCard(doc, card_id, flattened(doc, card_id, path, std::move(layout)),
               CardCommands::tr("Flatten mode %1 of %2").arg(path_text(path), card_name(doc, card_id))) {}

static Card moved(const LayoutDocument* doc, int id, const ModePath& parent, std::size_t from, std::size_t to,
                  Layout layout) {
  Card c = with_layout(doc, id, std::move(layout));
  c.mode_names = names_after_move(c.mode_names, parent, from, to);
  return c;
}

ReorderModes::ReorderModes(LayoutDocument* doc, int card_id, const ModePath& parent, std::size_t from, std::size_t to,
                           Layout layout)
    : EditCard(doc, card_id, moved(doc, card_id, parent, from, to, std::move(layout)),
               CardCommands::tr("Move mode %1 of %2 to position %3").arg(from).arg(card_name(doc, card_id)).arg(to)) {}

SplitMode::SplitMode(LayoutDocument* doc, int card_id, const ModePath& path, Int divisor, Layout layout)
    : EditCard(doc, card_id, with_layout(doc, card_id, std::move(layout)),
               CardCommands::tr("Split mode %1 of %2 by %3")
                   .arg(path_text(path), card_name(doc, card_id), QString::fromStdString(to_string(divisor)))) {}

static Card renamed_mode(const LayoutDocument* doc, int id, std::size_t mode, const QString& name) {
  Card c = *doc->card(id);
  if (c.mode_names.size() <= mode) c.mode_names.resize(mode + 1);
  c.mode_names[mode] = name.toStdString();
  while (!c.mode_names.empty() && c.mode_names.back().empty()) c.mode_names.pop_back();
  return c;
}

RenameMode::RenameMode(LayoutDocument* doc, int card_id, std::size_t m, const QString& name)
    : EditCard(doc, card_id, renamed_mode(doc, card_id, m, name),
               CardCommands::tr("Name mode %1 of %2 \"%3\"").arg(m).arg(card_name(doc, card_id), name)),
      mode(m) {}

bool RenameMode::mergeWith(const QUndoCommand* other) {
  return static_cast<const RenameMode*>(other)->mode == mode && absorb(other);
}

static Card renamed_card(const LayoutDocument* doc, int id, const QString& name) {
  Card c = *doc->card(id);
  c.name = name.toStdString();
  return c;
}

RenameCard::RenameCard(LayoutDocument* doc, int card_id, const QString& name)
    : EditCard(doc, card_id, renamed_card(doc, card_id, name),
               CardCommands::tr("Rename %1 to %2").arg(card_name(doc, card_id), name)) {}

AddCard::AddCard(LayoutDocument* doc, Card card, int position, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), card_(std::move(card)), position_(position), card_id_(doc->newId()) {
  setText(CardCommands::tr("Add card %1").arg(QString::fromStdString(card_.name)));
}

void AddCard::redo() {
  doc_->insertCard(position_ < 0 ? int(doc_->cards().size()) : position_, card_id_, card_);
}
void AddCard::undo() { doc_->removeCard(card_id_); }

ApplyOperation::ApplyOperation(LayoutDocument* doc, Card result) : AddCard(doc, std::move(result)) {
  setText(CardCommands::tr("Apply %1").arg(QString::fromStdString(card_.expression)));
}

RemoveCard::RemoveCard(LayoutDocument* doc, int card_id)
    : doc_(doc), card_(*doc->card(card_id)), card_id_(card_id), position_(doc->position(card_id)) {
  setText(CardCommands::tr("Remove card %1").arg(QString::fromStdString(card_.name)));
}
void RemoveCard::redo() { doc_->removeCard(card_id_); }
void RemoveCard::undo() { doc_->insertCard(position_, card_id_, card_); }

std::vector<std::string> names_after_group(std::vector<std::string> names, const ModePath& parent, std::size_t first,
                                           std::size_t last) {
  if (!parent.empty() || first >= names.size()) return names;
  std::string merged = names[first];
  names.erase(names.begin() + long(first) + 1, names.begin() + long(std::min(last + 1, names.size())));
  names[first] = merged;
  return names;
}

std::vector<std::string> names_after_flatten(std::vector<std::string> names, const ModePath& path,
                                             std::size_t flattened_rank) {
  if (path.size() != 1 || path[0] >= names.size()) return names;
  names.insert(names.begin() + long(path[0]) + 1, flattened_rank > 0 ? flattened_rank - 1 : 0, std::string());
  return names;
}

std::vector<std::string> names_after_move(std::vector<std::string> names, const ModePath& parent, std::size_t from,
                                          std::size_t to) {
  if (!parent.empty()) return names;
  names.resize(std::max({names.size(), from + 1, to + 1}));
  std::string n = names[from];
  names.erase(names.begin() + long(from));
  names.insert(names.begin() + long(to), n);
  while (!names.empty() && names.back().empty()) names.pop_back();
  return names;
}

}  // namespace ll::gui
