#pragma once
/// @file zeroed_array.hpp
/// A fixed-size array of trivially copyable records that start as all-zero
/// bytes, from calloc. A large calloc takes fresh pages from the system,
/// which are zero already and are only touched when first written: a
/// search over a 4096 x 4096 map (256 MiB of records) starts at once and
/// pays for the pages its cells reach, instead of zeroing them all first.
///
/// Large arrays ask for transparent huge pages: a search touches records
/// all over the array, and with 4 KiB pages nearly every touch on a big map
/// also missed the TLB.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace astar {

template <typename T>
class ZeroedArray {
  static_assert(std::is_trivially_copyable_v<T>);

 public:
  ZeroedArray() = default;
  explicit ZeroedArray(std::size_t size)
      : data_(static_cast<T*>(std::calloc(size, sizeof(T)))), size_(size) {
    if (size > 0 && data_ == nullptr) throw std::bad_alloc();
    advise_huge_pages(size * sizeof(T));
  }

  std::size_t size() const { return size_; }
  T& operator[](std::size_t i) { return data_.get()[i]; }
  const T& operator[](std::size_t i) const { return data_.get()[i]; }
  T* begin() { return data_.get(); }
  T* end() { return data_.get() + size_; }

 private:
  void advise_huge_pages(std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::size_t kHugePage = std::size_t{2} << 20;
    if (bytes < 2 * kHugePage) return;
    // madvise wants whole pages: the aligned part inside the block.
    const auto begin = reinterpret_cast<std::uintptr_t>(data_.get());
    const std::uintptr_t first = (begin + kHugePage - 1) & ~(kHugePage - 1);
    const std::uintptr_t last = (begin + bytes) & ~(kHugePage - 1);
    if (last > first) {
      // Only advice: where the system says no, small pages serve as before.
      (void)madvise(reinterpret_cast<void*>(first), last - first,
                    MADV_HUGEPAGE);
    }
#else
    (void)bytes;
#endif
  }

  struct Free {
    void operator()(T* p) const { std::free(p); }
  };
  std::unique_ptr<T, Free> data_;
  std::size_t size_ = 0;
};

}  // namespace astar
