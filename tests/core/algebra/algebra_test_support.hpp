#pragma once
// Test helpers: build layouts and tilers from CuTe's literal notation, run an algebra operation by
// name, and print its result (or "error: ...") the way CuTe prints it.
#include <string>
#include <vector>

#include "core/algebra/algebra.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"

namespace algebra_test {

inline std::vector<std::string> split_top_level(const std::string& s) {
  std::vector<std::string> out;
  int depth = 0;
  std::string cur;
  for (char c : s) {
    if (c == '(' || c == '<') ++depth;
    if (c == ')' || c == '>') --depth;
    if (c == ',' && depth == 0) {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

inline ll::Layout layout(const std::string& s) {
  auto r = ll::parse_layout(s);
  if (!r) ll::fail("parse: " + r.error());
  return r.value();
}
inline ll::IntTuple int_tuple(const std::string& s) {
  auto r = ll::parse_int_tuple(s);
  if (!r) ll::fail("parse: " + r.error());
  return r.value();
}

// `<A,B>` a tuple tiler, `S:D` a layout, `_` keep, otherwise a shape used as a tiler.
inline ll::Tiler tiler(const std::string& s) {
  if (s.front() == '<') {
    std::vector<ll::Tiler> modes;
    for (const auto& part : split_top_level(s.substr(1, s.size() - 2))) modes.push_back(tiler(part));
    return ll::Tiler(modes);
  }
  if (s == "_") return ll::Tiler(ll::Underscore{});
  if (s.find(':') != std::string::npos) return ll::Tiler(layout(s));
  return ll::Tiler(int_tuple(s));
}

template <class T>
std::string shown(const T& value) {
  return ll::to_string(value);
}
template <class T>
std::string shown(const ll::Result<T>& r) {
  return r.ok() ? ll::to_string(r.value()) : "error: " + r.error();
}

// Runs `op` on textual operands a, b (b may be empty), e.g. run("composition", "(6,2):(8,2)", "(4,3):(3,1)"),
// at an entry point named `op` (ll::attempt_op), as the document's operations and the stepper call it.
inline std::string run_unchecked(const std::string& op, const std::string& a, const std::string& b);
inline std::string run(const std::string& op, const std::string& a, const std::string& b) {
  const auto r = ll::attempt_op(op.c_str(), [&] { return run_unchecked(op, a, b); });
  return r.ok() ? r.value() : "error: " + r.error();
}
inline std::string run_unchecked(const std::string& op, const std::string& a, const std::string& b) {
  using namespace ll;
  const bool layout_b = !b.empty() && b.front() != '<' && b.find(':') != std::string::npos;
  if (op == "coalesce") return b.empty() ? shown(coalesce(layout(a))) : shown(coalesce(layout(a), int_tuple(b)));
  if (op == "filter") return b.empty() ? shown(filter(layout(a))) : shown(filter(layout(a), int_tuple(b)));
  if (op == "composition") return layout_b ? shown(composition(layout(a), layout(b))) : shown(composition(layout(a), tiler(b)));
  if (op == "complement") return b.empty() ? shown(complement(layout(a))) : shown(complement(layout(a), int_tuple(b)));
  if (op == "right_inverse") return shown(right_inverse(layout(a)));
  if (op == "left_inverse") return shown(left_inverse(layout(a)));
  if (op == "logical_divide") return shown(logical_divide(layout(a), tiler(b)));
  if (op == "zipped_divide") return shown(zipped_divide(layout(a), tiler(b)));
  if (op == "tiled_divide") return shown(tiled_divide(layout(a), tiler(b)));
  if (op == "flat_divide") return shown(flat_divide(layout(a), tiler(b)));
  if (op == "logical_product") return shown(logical_product(layout(a), tiler(b)));
  if (op == "zipped_product") return shown(zipped_product(layout(a), tiler(b)));
  if (op == "tiled_product") return shown(tiled_product(layout(a), tiler(b)));
  if (op == "flat_product") return shown(flat_product(layout(a), tiler(b)));
  if (op == "blocked_product") return shown(blocked_product(layout(a), layout(b)));
  if (op == "raked_product") return shown(raked_product(layout(a), layout(b)));
  if (op == "max_common_vector") return shown(max_common_vector(layout(a), layout(b)));
  if (op == "max_common_layout") return shown(max_common_layout(layout(a), layout(b)));
  return "unknown op " + op;
}

}  // namespace algebra_test
