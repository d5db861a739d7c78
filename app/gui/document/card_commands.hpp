#pragma once
// Every edit of an explorer document is one of these QUndoCommands, named for what it does. Repeated
// edits of the same field merge (id()/mergeWith()), so typing "(4,8):(8,1)" is one undo step.
#include <QUndoCommand>

#include "app/gui/document/layout_document.hpp"
#include "core/document/mode_edit.hpp"

namespace ll::gui {

enum CardCommandId { kSetLayoutText = 1001, kChangeExtent, kChangeStride, kRenameMode, kRenameCard };

// Base: replaces one card's value by another. Subclasses name the edit and decide merging.
class EditCard : public QUndoCommand {
 public:
  EditCard(LayoutDocument* doc, int card_id, Card after, const QString& text);
  void undo() override;
  void redo() override;
  int cardId() const { return card_id_; }
  const Card& after() const { return after_; }

 protected:
  // Merge `other` into this when it edits the same card (and the subclass agrees).
  bool absorb(const QUndoCommand* other);
  LayoutDocument* doc_;
  int card_id_;
  Card before_, after_;
};

// Typing in the card's CuTe-notation field.
class SetLayoutText : public EditCard {
 public:
  SetLayoutText(LayoutDocument* doc, int card_id, Layout layout);
  int id() const override { return kSetLayoutText; }
  bool mergeWith(const QUndoCommand* other) override { return absorb(other); }
};

class ChangeExtent : public EditCard {
 public:
  ChangeExtent(LayoutDocument* doc, int card_id, const ModePath& path, Layout layout);
  int id() const override { return kChangeExtent; }
  bool mergeWith(const QUndoCommand* other) override;
  ModePath path;
};

class ChangeStride : public EditCard {
 public:
  ChangeStride(LayoutDocument* doc, int card_id, const ModePath& path, Layout layout);
  int id() const override { return kChangeStride; }
  bool mergeWith(const QUndoCommand* other) override;
  ModePath path;
};

class GroupModes : public EditCard {
 public:
  GroupModes(LayoutDocument* doc, int card_id, const ModePath& parent, std::size_t first, std::size_t last,
             Layout layout);
};

class FlattenMode : public EditCard {
 public:
  FlattenMode(LayoutDocument* doc, int card_id, const ModePath& path, Layout layout);
};

class ReorderModes : public EditCard {
 public:
  ReorderModes(LayoutDocument* doc, int card_id, const ModePath& parent, std::size_t from, std::size_t to,
               Layout layout);
};

class SplitMode : public EditCard {
 public:
  SplitMode(LayoutDocument* doc, int card_id, const ModePath& path, Int divisor, Layout layout);
};

class RenameMode : public EditCard {
 public:
  RenameMode(LayoutDocument* doc, int card_id, std::size_t mode, const QString& name);
  int id() const override { return kRenameMode; }
  bool mergeWith(const QUndoCommand* other) override;
  std::size_t mode;
};

class RenameCard : public EditCard {
 public:
  RenameCard(LayoutDocument* doc, int card_id, const QString& name);
  int id() const override { return kRenameCard; }
  bool mergeWith(const QUndoCommand* other) override { return absorb(other); }
};

// Adds a card (typed, from the console, or a duplicate).
class AddCard : public QUndoCommand {
 public:
  AddCard(LayoutDocument* doc, Card card, int position = -1, QUndoCommand* parent = nullptr);
  void undo() override;
  void redo() override;
  int cardId() const { return card_id_; }

 protected:
  LayoutDocument* doc_;
  Card card_;
  int position_, card_id_;
};

// Adds the result of an operation on two cards (composition, a divide, a product...).
class ApplyOperation : public AddCard {
 public:
  ApplyOperation(LayoutDocument* doc, Card result);
};

class RemoveCard : public QUndoCommand {
 public:
  RemoveCard(LayoutDocument* doc, int card_id);
  void undo() override;
  void redo() override;

 private:
  LayoutDocument* doc_;
  Card card_;
  int card_id_, position_;
};

// Mode names follow their modes through structural edits.
std::vector<std::string> names_after_group(std::vector<std::string> names, const ModePath& parent, std::size_t first,
                                           std::size_t last);
std::vector<std::string> names_after_flatten(std::vector<std::string> names, const ModePath& path,
                                             std::size_t flattened_rank);
std::vector<std::string> names_after_move(std::vector<std::string> names, const ModePath& parent, std::size_t from,
                                          std::size_t to);

}  // namespace ll::gui
