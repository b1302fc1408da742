#pragma once
/// @file zeroed_bytes.hpp
/// The byte array a flow field keeps its records in. A field starts all
/// zero (nothing reached), and a large array of zeros is best taken as
/// fresh pages from the system, which come zeroed: no pass writes them
/// before the search does, and on Linux they are asked for as huge pages,
/// so a wavefront that crosses thousands of rows of an 8192 x 8192 field
/// does not miss the address cache at every row.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace astar {

class ZeroedBytes {
 public:
  ZeroedBytes() = default;
  ZeroedBytes(const ZeroedBytes& other);
  ZeroedBytes& operator=(const ZeroedBytes& other);
  ZeroedBytes(ZeroedBytes&&) noexcept = default;
  ZeroedBytes& operator=(ZeroedBytes&&) noexcept = default;

  /// Replaces the contents with `size` zero bytes; throws std::bad_alloc
  /// when the system has no room.
  void reset_zeroed(std::size_t size);

  std::uint8_t* data() { return bytes_.get(); }
  const std::uint8_t* data() const { return bytes_.get(); }
  std::size_t size() const { return size_; }

 private:
  struct Free {
    void operator()(std::uint8_t* p) const { std::free(p); }
  };
  std::unique_ptr<std::uint8_t[], Free> bytes_;
  std::size_t size_ = 0;
};

}  // namespace astar
