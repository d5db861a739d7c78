#include "app/gui/document/card_edits.hpp"

#include "app/gui/document/card_commands.hpp"
#include "app/gui/translations/core_messages.hpp"
#include "core/layout/parse.hpp"

namespace ll::gui {
namespace {

CardEdit refused(const QString& why) { return CardEdit{nullptr, why}; }

}  // namespace

CardEdit edit_mode_field(LayoutDocument* doc, int card_id, const ModePath& path, ModeField field, const QString& text) {
  const Card* card = doc->card(card_id);
  if (!card) return {};
  if (card->unread) return refused(CardEdits::tr("the card holds no layout yet: correct its text first"));
  if (field == ModeField::Name) {
    if (path.empty()) return {};
    return CardEdit{std::make_unique<RenameMode>(doc, card_id, path[0], text.trimmed()), {}};
  }
  auto value = parse_int_tuple(text.trimmed().toStdString());
  if (!value) return refused(errorText(value));
  if (!value->is_integer())
    return refused(CardEdits::tr("mode %1: enter a single integer such as 4 or _4").arg(QString::fromStdString(to_string(path))));
  const Int v = value->integer();
  auto edited = field == ModeField::Extent ? set_extent(card->layout, path, v) : set_stride(card->layout, path, v);
  if (!edited) return refused(errorText(edited));
  if (*edited == card->layout) return {};
  if (field == ModeField::Extent) return CardEdit{std::make_unique<ChangeExtent>(doc, card_id, path, *edited), {}};
  return CardEdit{std::make_unique<ChangeStride>(doc, card_id, path, *edited), {}};
}

CardEdit split_mode_by(LayoutDocument* doc, int card_id, const ModePath& path, const QString& text) {
  const Card* card = doc->card(card_id);
  if (!card) return {};
  if (card->unread) return refused(CardEdits::tr("the card holds no layout yet: correct its text first"));
  auto q = parse_int_tuple(text.trimmed().toStdString());
  if (!q || !q->is_integer()) return refused(CardEdits::tr("split: enter a divisor such as 2 or _2"));
  auto split = split_mode(card->layout, path, q->integer());
  if (!split) return refused(errorText(split));
  return CardEdit{std::make_unique<SplitMode>(doc, card_id, path, q->integer(), *split), {}};
}

}  // namespace ll::gui
