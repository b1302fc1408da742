#include <zlib.h>

#include <algorithm>
#include <limits>
#include <new>
#include <stdexcept>

#include "astar/io/deflate.hpp"

namespace astar {
namespace {

// zlib's deflate at its best compression: links are short-lived text
// where every byte counts, and the maps they carry are small.
std::string deflate_with(std::string_view bytes, int window_bits) {
  if (bytes.size() > std::numeric_limits<uInt>::max()) {
    throw std::length_error("deflate: more than 4 GiB in one call");
  }
  z_stream stream{};
  if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, window_bits, 9,
                   Z_DEFAULT_STRATEGY) != Z_OK) {
    throw std::bad_alloc();
  }
  std::string out(deflateBound(&stream, static_cast<uLong>(bytes.size())),
                  '\0');
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  stream.avail_in = static_cast<uInt>(bytes.size());
  stream.next_out = reinterpret_cast<Bytef*>(out.data());
  stream.avail_out = static_cast<uInt>(out.size());
  // deflateBound's room always holds the whole stream in one call.
  const int status = deflate(&stream, Z_FINISH);
  out.resize(stream.total_out);
  deflateEnd(&stream);
  if (status != Z_STREAM_END) throw std::bad_alloc();
  return out;
}

}  // namespace

std::string deflate_raw(std::string_view bytes) {
  return deflate_with(bytes, -MAX_WBITS);
}

std::string deflate_zlib(std::string_view bytes) {
  return deflate_with(bytes, MAX_WBITS);
}

std::uint32_t adler32(std::string_view bytes) {
  uLong sum = ::adler32(0, nullptr, 0);
  while (!bytes.empty()) {
    const std::size_t n =
        std::min<std::size_t>(bytes.size(), std::numeric_limits<uInt>::max());
    sum = ::adler32(sum, reinterpret_cast<const Bytef*>(bytes.data()),
                    static_cast<uInt>(n));
    bytes.remove_prefix(n);
  }
  return static_cast<std::uint32_t>(sum);
}

}  // namespace astar
