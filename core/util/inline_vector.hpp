#pragma once
// A vector of trivially copyable values that keeps its first N elements inside the object and moves to
// the heap only past N. The layout algebra walks flat lists of modes (rarely more than a dozen) several
// times per operation; on the stack these cost no allocation at all (docs/benchmarks-core.md).
#include <algorithm>
#include <cstddef>
#include <cstring>
#include <memory>
#include <type_traits>

namespace ll {

template <class T, std::size_t N>
class InlineVector {
  static_assert(std::is_trivially_copyable_v<T> && std::is_default_constructible_v<T>,
                "InlineVector copies its elements with memcpy");

 public:
  InlineVector() : data_(inline_storage()) {}
  InlineVector(std::initializer_list<T> values) : data_(inline_storage()) {
    for (const T& v : values) push_back(v);
  }
  InlineVector(const InlineVector& other) : data_(inline_storage()) { assign(other.data(), other.size()); }
  InlineVector& operator=(const InlineVector& other) {
    if (this != &other) {
      size_ = 0;
      assign(other.data(), other.size());
    }
    return *this;
  }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T* data() { return data_; }
  const T* data() const { return data_; }
  T* begin() { return data(); }
  T* end() { return data() + size_; }
  const T* begin() const { return data(); }
  const T* end() const { return data() + size_; }
  // @pre i < size()
  T& operator[](std::size_t i) { return data()[i]; }
  const T& operator[](std::size_t i) const { return data()[i]; }
  // @pre !empty()
  T& back() { return data()[size_ - 1]; }
  const T& back() const { return data()[size_ - 1]; }

  void push_back(const T& v) {
    if (size_ == capacity_) grow(capacity_ * 2);
    data()[size_++] = v;
  }
  void pop_back() { --size_; }
  void clear() { size_ = 0; }
  // Grows or shrinks to n; elements past the old size are left for the caller to write.
  void resize_for_overwrite(std::size_t n) {
    if (n > capacity_) grow(std::max(n, capacity_ * 2));
    size_ = n;
  }
  // New elements are value-initialised.
  void resize(std::size_t n, const T& fill = T{}) {
    if (n > capacity_) grow(std::max(n, capacity_ * 2));
    for (std::size_t i = size_; i < n; ++i) data()[i] = fill;
    size_ = n;
  }

 private:
  void assign(const T* values, std::size_t n) {
    if (n > capacity_) grow(n);
    if (n) std::memcpy(static_cast<void*>(data()), values, n * sizeof(T));
    size_ = n;
  }
  void grow(std::size_t capacity) {
    std::unique_ptr<T[]> bigger(new T[capacity]);
    if (size_) std::memcpy(static_cast<void*>(bigger.get()), data(), size_ * sizeof(T));
    heap_ = std::move(bigger);
    data_ = heap_.get();
    capacity_ = capacity;
  }

  T* inline_storage() { return reinterpret_cast<T*>(inline_); }

  // Raw bytes, so that constructing the vector does not initialise N elements (an unsigned char array
  // implicitly creates the implicit-lifetime T objects that are then assigned).
  alignas(T) unsigned char inline_[N * sizeof(T)];
  std::unique_ptr<T[]> heap_;
  T* data_;  // inline_ or heap_
  std::size_t size_ = 0;
  std::size_t capacity_ = N;
};

}  // namespace ll
