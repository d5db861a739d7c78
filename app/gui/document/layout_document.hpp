#pragma once
// An explorer document: an ordered set of named layout cards and the QUndoStack of every edit to them.
// The document owns the values; card widgets, grids and the console observe it through its signals and
// change it only by pushing commands (app/gui/document/card_commands.hpp).
#include <QObject>
#include <QString>
#include <QUndoStack>
#include <vector>

#include "core/document/card.hpp"

namespace ll::gui {

class LayoutDocument : public QObject {
  Q_OBJECT
 public:
  struct Entry {
    int id;  // stable for the document's lifetime, unlike the position
    Card card;
  };

  explicit LayoutDocument(QObject* parent = nullptr);

  QUndoStack* undoStack() const { return undo_stack_; }
  const std::vector<Entry>& cards() const { return cards_; }
  // @post nullptr when no card has this id
  const Card* card(int id) const;
  int position(int id) const;  // -1 when absent
  int idAt(int position) const { return cards_[std::size_t(position)].id; }
  int idByName(const QString& name) const;  // -1 when absent
  // A fresh card name: A, B, ... Z, A1, B1, ...
  QString unusedName() const;
  int newId() { return next_id_++; }

  QString filePath() const { return file_path_; }
  void setFilePath(const QString& path);
  QString displayName() const;
  void setTitle(const QString& title) { title_ = title; emit filePathChanged(); }
  bool isModified() const { return !undo_stack_->isClean(); }

  // Mutators for undo commands only (they are the document's one way to change).
  void insertCard(int position, int id, Card card);
  void removeCard(int id);
  void replaceCard(int id, Card card);

 signals:
  void cardInserted(int id, int position);
  void cardRemoved(int id);
  void cardChanged(int id);
  void filePathChanged();

 private:
  QUndoStack* undo_stack_;
  std::vector<Entry> cards_;
  QString file_path_;
  QString title_;  // shown instead of the file name (built-in examples)
  int next_id_ = 1;
};

}  // namespace ll::gui
