#include "astar/field/zeroed_bytes.hpp"

#include <cstring>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace astar {

namespace {

std::uint8_t* allocate_zeroed(std::size_t size) {
  // calloc takes large blocks straight from the system's zeroed pages and
  // does not clear them again.
  void* p = std::calloc(size == 0 ? 1 : size, 1);
  if (p == nullptr) throw std::bad_alloc();
  return static_cast<std::uint8_t*>(p);
}

// Asks for huge pages over the whole 2 MiB pages inside the block, before
// anything touches them (their first touch then maps a huge page). Only
// advice: where the system says no, the block works as it is.
void advise_huge_pages([[maybe_unused]] std::uint8_t* p,
                       [[maybe_unused]] std::size_t size) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kHuge = std::uintptr_t{2} << 20;
  const auto start = reinterpret_cast<std::uintptr_t>(p);
  const std::uintptr_t first = (start + kHuge - 1) & ~(kHuge - 1);
  const std::uintptr_t last = (start + size) & ~(kHuge - 1);
  if (last > first) {
    madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
  }
#endif
}

}  // namespace

ZeroedBytes::ZeroedBytes(const ZeroedBytes& other) { *this = other; }

ZeroedBytes& ZeroedBytes::operator=(const ZeroedBytes& other) {
  if (this == &other) return *this;
  bytes_.reset();
  size_ = 0;
  // Every byte is copied over: no need for zeroed pages.
  void* p = std::malloc(other.size_ == 0 ? 1 : other.size_);
  if (p == nullptr) throw std::bad_alloc();
  bytes_.reset(static_cast<std::uint8_t*>(p));
  advise_huge_pages(bytes_.get(), other.size_);
  if (other.size_ != 0)
    std::memcpy(bytes_.get(), other.bytes_.get(), other.size_);
  size_ = other.size_;
  return *this;
}

void ZeroedBytes::reset_zeroed(std::size_t size) {
  bytes_.reset();  // first: the old block's memory can serve the new one
  size_ = 0;
  std::uint8_t* p = allocate_zeroed(size);
  advise_huge_pages(p, size);
  bytes_.reset(p);
  size_ = size;
}

}  // namespace astar
