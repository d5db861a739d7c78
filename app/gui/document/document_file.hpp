#pragma once
// Explorer documents as versioned JSON (QJsonDocument), written atomically (QSaveFile). A corrupt file,
// another kind of file, or one written by a newer LayoutLab is refused with a clear message and
// nothing is changed.
#include <QByteArray>
#include <QString>
#include <optional>
#include <vector>

#include "core/document/card.hpp"

namespace ll::gui {

inline constexpr int kDocumentVersion = 1;
inline constexpr char kDocumentFormat[] = "layoutlab-document";

QByteArray cards_to_json(const std::vector<Card>& cards);
// @post nullopt and `error` set when the data is not a LayoutLab document this version can read
std::optional<std::vector<Card>> cards_from_json(const QByteArray& data, QString* error);

// Atomic: the old file stays intact if anything fails. @post false and `error` set on failure
bool write_cards_file(const QString& path, const std::vector<Card>& cards, QString* error);
std::optional<std::vector<Card>> read_cards_file(const QString& path, QString* error);

}  // namespace ll::gui
