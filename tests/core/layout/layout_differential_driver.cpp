// LayoutLab's side of layout_differential.py: reads `op;arg;arg...` lines (literals in CuTe notation)
// and prints each result as CuTe's print() would, followed by a line "@@".
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "core/layout/layout.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/layout/swizzle.hpp"

namespace {

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == sep) {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(cur);
  return out;
}

ll::IntTuple T(const std::string& s) {
  auto r = ll::parse_int_tuple(s);
  if (!r) ll::fail("bad tuple " + s + ": " + r.error());
  return *r;
}
ll::Layout L(const std::string& s) {
  auto r = ll::parse_layout(s);
  if (!r) ll::fail("bad layout " + s + ": " + r.error());
  return *r;
}
ll::Int I(const std::string& s) { return T(s).integer(); }
std::vector<int> ints(const std::string& s) {
  std::vector<int> out;
  for (const auto& p : split(s, ',')) out.push_back(std::stoi(p));
  return out;
}

std::string run(const std::vector<std::string>& a) {
  using namespace ll;
  const std::string& op = a[0];
  if (op == "size") return to_string(size(T(a[1])));
  if (op == "rank") return to_string(rank(T(a[1])));
  if (op == "depth") return to_string(depth(T(a[1])));
  if (op == "sum") return to_string(sum(T(a[1])));
  if (op == "flatten") return to_string(flatten(T(a[1])));
  if (op == "product_each") return to_string(product_each(T(a[1])));
  if (op == "compact_col") return to_string(compact_col_major(T(a[1])));
  if (op == "compact_row") return to_string(compact_row_major(T(a[1])));
  if (op == "shape_div") return to_string(shape_div(T(a[1]), T(a[2])));
  if (op == "ceil_div") return to_string(ceil_div(T(a[1]), T(a[2])));
  if (op == "elem_scale") return to_string(elem_scale(T(a[1]), T(a[2])));
  if (op == "inner_product") return to_string(inner_product(T(a[1]), T(a[2])));
  if (op == "idx2crd") return to_string(idx2crd(T(a[1]), T(a[2])));
  if (op == "crd2idx2") return to_string(crd2idx(T(a[1]), T(a[2])));
  if (op == "crd2idx3") return to_string(crd2idx(T(a[1]), L(a[2])));
  if (op == "intop") {
    const std::string& o = a[1];
    Int x = I(a[2]), y = I(a[3]);
    if (o == "+") return to_string(x + y);
    if (o == "-") return to_string(x - y);
    if (o == "*") return to_string(x * y);
    if (o == "/") return to_string(x / y);
    if (o == "%") return to_string(x % y);
    if (o == "gcd") return to_string(gcd(x, y));
    if (o == "lcm") return to_string(lcm(x, y));
    if (o == "min") return to_string(min(x, y));
    if (o == "max") return to_string(max(x, y));
    if (o == "abs") return to_string(abs(x));
    if (o == "signum") return to_string(signum(x));
  }
  if (op == "make_layout") return to_string(make_layout(T(a[1])));
  if (op == "make_layout_right") return to_string(make_layout(T(a[1]), LayoutRight{}));
  if (op == "cosize") return to_string(cosize(L(a[1])));
  if (op == "coshape") return to_string(coshape(L(a[1])));
  if (op == "layout_size_mode") return to_string(size(L(a[1]), {std::stoi(a[2])}));
  if (op == "cosize_mode") return to_string(cosize(L(a[1]), {std::stoi(a[2])}));
  if (op == "get") return to_string(get(L(a[1]), ints(a[2])));
  if (op == "select") return to_string(select(L(a[1]), ints(a[2])));
  if (op == "take") return to_string(take(L(a[1]), std::stoi(a[2]), std::stoi(a[3])));
  if (op == "group") return to_string(group(L(a[1]), std::stoi(a[2]), std::stoi(a[3])));
  if (op == "lflatten") return to_string(flatten(L(a[1])));
  if (op == "append") return to_string(a.size() > 2 ? append(L(a[1]), L(a[2])) : append(L(a[1])));
  if (op == "prepend") return to_string(a.size() > 2 ? prepend(L(a[1]), L(a[2])) : prepend(L(a[1])));
  if (op == "append_n") return to_string(append(L(a[1]), std::stoi(a[2])));
  if (op == "replace") return to_string(replace(L(a[1]), std::stoi(a[2]), L(a[3])));
  if (op == "concat") {
    std::vector<Layout> ls;
    for (std::size_t i = 1; i < a.size(); ++i) ls.push_back(L(a[i]));
    return to_string(make_layout(ls));
  }
  if (op == "eval") return to_string(evaluate(L(a[1]), {T(a[2])}));
  if (op == "evaln") {
    std::vector<IntTuple> cs;
    for (std::size_t i = 2; i < a.size(); ++i) cs.push_back(T(a[i]));
    return to_string(evaluate(L(a[1]), cs));
  }
  if (op == "ordered") return to_string(make_ordered_layout(T(a[1]), T(a[2])));
  if (op == "upcast") return to_string(upcast(L(a[1]), std::stoi(a[2])));
  if (op == "downcast") return to_string(downcast(L(a[1]), std::stoi(a[2])));
  if (op == "print_layout") return print_layout(L(a[1]));
  if (op == "swizzle" || op == "swizzle_eval" || op == "swizzle_print_layout") {
    Swizzle sw = make_swizzle(std::stoi(a[1]), std::stoi(a[2]), std::stoi(a[3]));
    AnyLayout c = composition(sw, L(a[4]));
    if (op == "swizzle") return to_string(c);
    if (op == "swizzle_eval") return to_string(evaluate(std::get<ComposedLayout>(c), {T(a[5])}));
    if (op == "swizzle_print_layout") return print_layout(std::get<ComposedLayout>(c));
  }
  if (op == "round_up") return to_string(round_up(T(a[1]), T(a[2])));
  if (op == "crd2crd") return to_string(crd2crd(T(a[1]), T(a[2]), T(a[3])));
  if (op == "recast") return to_string(recast_layout(L(a[1]), std::stoi(a[2]), std::stoi(a[3])));
  if (op == "swizzle_make_layout") return to_string(make_layout(make_swizzle(std::stoi(a[1]), std::stoi(a[2]), std::stoi(a[3]))));
  if (op == "swizzle_mode" || op == "swizzle_cast") {
    Swizzle sw = make_swizzle(std::stoi(a[1]), std::stoi(a[2]), std::stoi(a[3]));
    AnyLayout any = composition(sw, L(a[4]));
    // CuTe's composition with Swizzle<0,..> is the layout itself; apply the op to that.
    if (const Layout* plain = std::get_if<Layout>(&any)) {
      const std::string& w = a[5];
      if (w == "get") return to_string(get(*plain, {std::stoi(a[6])}));
      if (w == "layout") return to_string(layout(*plain, {std::stoi(a[6])}));
      if (w == "take") return to_string(take(*plain, std::stoi(a[6]), std::stoi(a[7])));
      if (w == "flatten") return to_string(flatten(*plain));
    }
    const ComposedLayout& c = std::get<ComposedLayout>(any);
    const std::string& w = a[5];
    if (w == "get") return to_string(get(c, {std::stoi(a[6])}));
    if (w == "layout") return to_string(layout(c, {std::stoi(a[6])}));
    if (w == "take") return to_string(take(c, std::stoi(a[6]), std::stoi(a[7])));
    if (w == "flatten") return to_string(flatten(c));
    if (w == "upcast") return to_string(upcast(c, std::stoi(a[6])));
    if (w == "downcast") return to_string(downcast(c, std::stoi(a[6])));
  }
  if (op == "slice") return to_string(slice(T(a[1]), L(a[2])));
  if (op == "dice") return to_string(dice(T(a[1]), L(a[2])));
  if (op == "hier_coord") return to_string(get_hier_coord(L(a[1]), I(a[2])));
  if (op == "flat_coord") return to_string(get_flat_coord(L(a[1]), I(a[2])));
  if (op == "coord_1d") return to_string(get_1d_coord(L(a[1]), I(a[2])));
  if (op == "layout_like") return to_string(make_layout_like(L(a[1])));
  ll::fail("unknown op " + op);
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty()) continue;
    auto parts = split(line, ';');
    std::string out;
    try {
      out = run(parts);
    } catch (const ll::CuteError& e) {
      out = std::string("error: ") + e.what();
    }
    std::cout << out;
    if (out.empty() || out.back() != '\n' || parts[0].find("print_layout") == std::string::npos) std::cout << '\n';
    std::cout << "@@\n";
  }
  return 0;
}
