#pragma once
/// @file zeroed_array.hpp
/// A fixed-size array of trivially copyable records that start as all-zero
/// bytes, from calloc. A large calloc takes fresh pages from the system,
/// which are zero already and are only touched when first written: a
/// search over a 4096 x 4096 map (256 MiB of records) starts at once and
/// pays for the pages its cells reach, instead of zeroing them all first.

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>

namespace astar {

template <typename T>
class ZeroedArray {
  static_assert(std::is_trivially_copyable_v<T>);

 public:
  ZeroedArray() = default;
  explicit ZeroedArray(std::size_t size)
      : data_(static_cast<T*>(std::calloc(size, sizeof(T)))), size_(size) {
    if (size > 0 && data_ == nullptr) throw std::bad_alloc();
  }

  std::size_t size() const { return size_; }
  T& operator[](std::size_t i) { return data_.get()[i]; }
  const T& operator[](std::size_t i) const { return data_.get()[i]; }
  T* begin() { return data_.get(); }
  T* end() { return data_.get() + size_; }

 private:
  struct Free {
    void operator()(T* p) const { std::free(p); }
  };
  std::unique_ptr<T, Free> data_;
  std::size_t size_ = 0;
};

}  // namespace astar
