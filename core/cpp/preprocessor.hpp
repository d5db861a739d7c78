#pragma once
// C's preprocessor as far as kernel sources need it, on the one lexer's tokens: `#if` / `#ifdef` / `#ifndef` /
// `#elif` / `#else` / `#endif` for a chosen target, object-like `#define NAME VALUE` and `#undef`, and
// `#include "NAME"` reported to the caller. A `#if` expression is C++'s constant expression, evaluated by the one
// parser and evaluator (core/expr): macros expanded, `defined(X)` 1 or 0, any other name 0, as in C.
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/cpp/lexer.hpp"

namespace ll::cpp {

class Preprocessor {
 public:
  // defines: NAME -> VALUE as written; the file's own `#define`s join it (a name already there keeps its value:
  // the caller's settings win over the file's).
  explicit Preprocessor(std::map<std::string, std::string>& defines) : defines_(defines) {}
  std::function<void(const std::string&)> on_include;  // `#include "NAME"` in an active region

  // @post the tokens of active regions, directives removed, in order (offsets still into `source`), End last;
  //       never throws: a malformed `#if` is false, an unbalanced `#endif` is ignored
  std::vector<Token> active_tokens(std::string_view source, const std::vector<Token>& tokens);

  // The value of a `#if` expression (tokens as written after `if`); 0 when malformed.
  std::int64_t evaluate(std::string_view expression) const;

 private:
  struct Frame {
    bool parent_active, taken, active;
  };
  bool active() const { return frames_.empty() || frames_.back().active; }
  void directive(std::string_view text);
  // The expression with macros expanded, `defined` answered and other names 0: C++ text for the one parser.
  std::string expanded(std::string_view expression, int depth) const;

  std::map<std::string, std::string>& defines_;
  std::vector<Frame> frames_;
};

}  // namespace ll::cpp
