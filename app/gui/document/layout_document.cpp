#include "app/gui/document/layout_document.hpp"

#include <QFileInfo>

namespace ll::gui {

LayoutDocument::LayoutDocument(QObject* parent) : QObject(parent), undo_stack_(new QUndoStack(this)) {}

const Card* LayoutDocument::card(int id) const {
  const int i = position(id);
  return i < 0 ? nullptr : &cards_[std::size_t(i)].card;
}

int LayoutDocument::position(int id) const {
  for (std::size_t i = 0; i < cards_.size(); ++i)
    if (cards_[i].id == id) return int(i);
  return -1;
}

int LayoutDocument::idByName(const QString& name) const {
  for (const auto& e : cards_)
    if (QString::fromStdString(e.card.name) == name) return e.id;
  return -1;
}

QString LayoutDocument::unusedName() const {
  for (int round = 0;; ++round) {
    for (char c = 'A'; c <= 'Z'; ++c) {
      QString name = QString(QChar(c)) + (round ? QString::number(round) : QString());
      if (idByName(name) < 0) return name;
    }
  }
}

void LayoutDocument::setFilePath(const QString& path) {
  file_path_ = path;
  emit filePathChanged();
}

QString LayoutDocument::displayName() const {
  if (!title_.isEmpty()) return title_;
  return file_path_.isEmpty() ? tr("Untitled") : QFileInfo(file_path_).completeBaseName();
}

void LayoutDocument::insertCard(int position, int id, Card card) {
  position = std::clamp(position, 0, int(cards_.size()));
  cards_.insert(cards_.begin() + position, Entry{id, std::move(card)});
  next_id_ = std::max(next_id_, id + 1);
  emit cardInserted(id, position);
}

void LayoutDocument::removeCard(int id) {
  const int i = position(id);
  if (i < 0) return;
  cards_.erase(cards_.begin() + i);
  emit cardRemoved(id);
}

void LayoutDocument::replaceCard(int id, Card card) {
  const int i = position(id);
  if (i < 0) return;
  cards_[std::size_t(i)].card = std::move(card);
  emit cardChanged(id);
}

}  // namespace ll::gui
