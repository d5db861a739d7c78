#pragma once
// CuTe's integers and IntTuples (Shape, Stride, Coord): an integer is a value plus whether it is a
// compile-time constant (`_4`, cute::Int<4>) or a run-time integer (`4`); an IntTuple is an integer,
// CuTe's wildcard `_`, or a tuple of IntTuples.
#include <cstdint>
#include <initializer_list>
#include <string>
#include <variant>
#include <vector>

namespace ll {

struct Int {
  std::int64_t value = 0;
  bool is_static = false;
  friend bool operator==(const Int&, const Int&) = default;
};

inline Int static_int(std::int64_t v) { return Int{v, true}; }
inline Int dynamic_int(std::int64_t v) { return Int{v, false}; }

// CuTe's `_` (cute::Underscore): keeps a mode in slices and tilers.
struct Underscore {
  friend bool operator==(const Underscore&, const Underscore&) = default;
};

class IntTuple {
 public:
  IntTuple() : node_(std::vector<IntTuple>{}) {}  // the empty tuple ()
  IntTuple(Int i) : node_(i) {}
  IntTuple(Underscore u) : node_(u) {}
  IntTuple(std::vector<IntTuple> elements) : node_(std::move(elements)) {}
  IntTuple(std::initializer_list<IntTuple> elements) : node_(std::vector<IntTuple>(elements)) {}

  bool is_integer() const { return node_.index() == 0; }
  bool is_underscore() const { return node_.index() == 1; }
  bool is_tuple() const { return node_.index() == 2; }

  // @pre is_integer()
  const Int& integer() const { return std::get<0>(node_); }
  Int& integer() { return std::get<0>(node_); }
  // @pre is_tuple()
  const std::vector<IntTuple>& elements() const { return std::get<2>(node_); }
  std::vector<IntTuple>& elements() { return std::get<2>(node_); }

  // CuTe's rank: 1 for an integer or `_`, the number of elements for a tuple.
  std::size_t rank() const { return is_tuple() ? elements().size() : 1; }
  // CuTe's get<i>: the i-th element of a tuple; an integer is its own get<0>. @pre i < rank()
  const IntTuple& operator[](std::size_t i) const { return is_tuple() ? elements()[i] : *this; }

  friend bool operator==(const IntTuple&, const IntTuple&) = default;

 private:
  std::variant<Int, Underscore, std::vector<IntTuple>> node_;
};

}  // namespace ll
