#pragma once
// A named layout "card" of an explorer document: the value the GUI shows and edits, plus how it was
// made (so a result card can colour its cells by the operand element they came from, and show the
// equivalent `layoutlab-cli eval` expression).
#include <optional>
#include <string>
#include <vector>

#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

struct CardOrigin {
  std::string operation;  // an operation name from core/document/operation.hpp, e.g. "logical_divide"
  Layout a, b;            // the operands' values when the result was made
  std::string a_name, b_name;
  friend bool operator==(const CardOrigin&, const CardOrigin&) = default;
};

// A card a document file held that does not read (its layout text is not a layout, an operand is damaged):
// kept so that nothing is lost. It shows its text and the error beside the field, takes part in no
// operation, and is written back to the file exactly as it was read until the user gives it a layout.
struct UnreadCard {
  std::string text;   // the card's layout text as the file had it
  std::string json;   // the card's whole JSON object, written back unchanged
  Error error;        // why it does not read
  friend bool operator==(const UnreadCard& a, const UnreadCard& b) { return a.json == b.json && a.text == b.text; }
};

struct Card {
  std::string name;                     // "A", "B", "tile"...
  Layout layout;
  std::vector<std::string> mode_names;  // user names of the top-level modes ("M", "N", "thread"...)
  std::string expression;               // the eval expression that gives `layout`; empty for typed cards
  std::optional<CardOrigin> origin;     // set for results of a card-onto-card operation
  std::optional<UnreadCard> unread;     // set for a card of a file that does not read; `layout` is then _1:_0
  friend bool operator==(const Card&, const Card&) = default;
};

}  // namespace ll
