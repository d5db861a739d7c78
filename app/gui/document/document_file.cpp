#include "app/gui/document/document_file.hpp"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/gui/document/versioned_json.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

namespace ll::gui {
namespace {

// This file's translation context, declared where lupdate sees it (docs/translations.md).
struct DocumentFile {
  Q_DECLARE_TR_FUNCTIONS(DocumentFile)
};
QString q(const std::string& s) { return QString::fromStdString(s); }
JsonFileKind document_kind() { return {kDocumentFormat, kDocumentVersion, DocumentFile::tr("document")}; }

Result<Layout> layout_field(const QJsonObject& o, const char* key) {
  return parse_layout(o.value(QLatin1String(key)).toString().toStdString());
}

// `first` then `then`, both translatable (then's English as one part when it has no template).
Error after_prefix(Error first, const Error& then) {
  first.message += then.message;
  if (then.parts.empty()) first.parts.push_back(Message{"%1", {then.message}});
  else first.parts.insert(first.parts.end(), then.parts.begin(), then.parts.end());
  return first;
}

// A card whose text or operands do not read: kept whole, with the reason.
Card unread_card(Card c, const QJsonObject& o, Error error) {
  c.unread = UnreadCard{o.value("layout").toString().toStdString(),
                        QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString(), std::move(error)};
  c.layout = Layout{IntTuple(Int{1, true}), IntTuple(Int{0, true})};
  c.expression.clear();
  c.origin.reset();
  return c;
}

}  // namespace

QByteArray cards_to_json(const std::vector<Card>& cards) {
  QJsonArray list;
  for (const Card& c : cards) {
    if (c.unread) {  // as the file had it
      list.append(QJsonDocument::fromJson(QByteArray::fromStdString(c.unread->json)).object());
      continue;
    }
    QJsonObject o;
    o["name"] = q(c.name);
    o["layout"] = q(to_string(c.layout));
    if (!c.mode_names.empty()) {
      QJsonArray names;
      for (const auto& n : c.mode_names) names.append(q(n));
      o["mode_names"] = names;
    }
    if (!c.expression.empty()) o["expression"] = q(c.expression);
    if (c.origin) {
      o["origin"] = QJsonObject{{"operation", q(c.origin->operation)}, {"a", q(to_string(c.origin->a))},
                                {"b", q(to_string(c.origin->b))},      {"a_name", q(c.origin->a_name)},
                                {"b_name", q(c.origin->b_name)}};
    }
    list.append(o);
  }
  return write_json_envelope(document_kind(), QJsonObject{{"cards", list}});
}

std::optional<std::vector<Card>> cards_from_json(const QByteArray& data, QString* error) {
  QString dummy;
  if (!error) error = &dummy;
  const auto envelope = read_json_envelope(data, document_kind(), error);
  if (!envelope) return std::nullopt;
  const QJsonObject& root = *envelope;
  if (!root.value("cards").isArray()) {
    *error = DocumentFile::tr("The document has no list of cards; it may be damaged.");
    return std::nullopt;
  }
  std::vector<Card> cards;
  const QJsonArray list = root.value("cards").toArray();
  for (int i = 0; i < list.size(); ++i) {
    if (!list[i].isObject()) {
      *error = DocumentFile::tr("card %1 is not an object; the document may be damaged.").arg(i + 1);
      return std::nullopt;
    }
    const QJsonObject o = list[i].toObject();
    Card c;
    c.name = o.value("name").toString().toStdString();
    if (c.name.empty()) {
      *error = DocumentFile::tr("card %1 has no name; the document may be damaged.").arg(i + 1);
      return std::nullopt;
    }
    auto layout = layout_field(o, "layout");
    if (!layout) {
      cards.push_back(unread_card(std::move(c), o, layout.failure()));
      continue;
    }
    c.layout = *layout;
    for (const auto& n : o.value("mode_names").toArray()) c.mode_names.push_back(n.toString().toStdString());
    c.expression = o.value("expression").toString().toStdString();
    if (o.value("origin").isObject()) {
      const QJsonObject origin = o.value("origin").toObject();
      CardOrigin org;
      org.operation = origin.value("operation").toString().toStdString();
      auto a = layout_field(origin, "a");
      auto b = layout_field(origin, "b");
      if (!a || !b) {
        cards.push_back(unread_card(std::move(c), o, after_prefix(error_of(LL_TRANSLATABLE("CoreMessage", "operand %1: "), a ? "b" : "a"),
                                                                        a ? b.failure() : a.failure())));
        continue;
      }
      org.a = *a;
      org.b = *b;
      org.a_name = origin.value("a_name").toString().toStdString();
      org.b_name = origin.value("b_name").toString().toStdString();
      c.origin = org;
    }
    cards.push_back(std::move(c));
  }
  return cards;
}

bool write_cards_file(const QString& path, const std::vector<Card>& cards, QString* error) {
  return write_file_atomically(path, cards_to_json(cards), error);
}

std::optional<std::vector<Card>> read_cards_file(const QString& path, QString* error) {
  const auto data = read_file_of_kind(path, document_kind(), error);
  if (!data) return std::nullopt;
  return cards_from_json(*data, error);
}

}  // namespace ll::gui
