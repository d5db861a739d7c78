#pragma once
// A named layout "card" of an explorer document: the value the GUI shows and edits, plus how it was
// made (so a result card can colour its cells by the operand element they came from, and show the
// equivalent `layoutlab-cli eval` expression).
#include <optional>
#include <string>
#include <vector>

#include "core/layout/layout.hpp"

namespace ll {

struct CardOrigin {
  std::string operation;  // an operation name from core/document/operation.hpp, e.g. "logical_divide"
  Layout a, b;            // the operands' values when the result was made
  std::string a_name, b_name;
  friend bool operator==(const CardOrigin&, const CardOrigin&) = default;
};

struct Card {
  std::string name;                     // "A", "B", "tile"...
  Layout layout;
  std::vector<std::string> mode_names;  // user names of the top-level modes ("M", "N", "thread"...)
  std::string expression;               // the eval expression that gives `layout`; empty for typed cards
  std::optional<CardOrigin> origin;     // set for results of a card-onto-card operation
  friend bool operator==(const Card&, const Card&) = default;
};

}  // namespace ll
