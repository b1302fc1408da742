#include "inflate.hpp"

#include <algorithm>
#include <array>
#include <cstring>

#include "deflate_tables.hpp"

namespace astar::detail {
namespace {

constexpr int kMaxCodeBits = 15;
constexpr int kFastBits = 9;
constexpr std::size_t kWindow = 32768;
constexpr std::size_t kMaxMatch = 258;
// Output is handed on once this much is buffered; the last kWindow bytes stay
// for back references.
constexpr std::size_t kFlushAt = 2 * kWindow;

/// Bits of the input, least significant first, read across the pieces. Past
/// the end it yields zero bits and remembers that it did, so decoding never
/// reads out of bounds and a truncated stream is noticed.
class BitReader {
 public:
  explicit BitReader(const std::vector<std::string_view>& pieces)
      : pieces_(pieces) {}

  std::uint32_t peek(int n) {
    if (count_ < n) refill();
    return static_cast<std::uint32_t>(bits_ & ((std::uint64_t{1} << n) - 1));
  }
  void drop(int n) {
    bits_ >>= n;
    count_ -= n;
  }
  std::uint32_t take(int n) {
    const std::uint32_t value = peek(n);
    drop(n);
    return value;
  }
  void align_to_byte() { drop(count_ % 8); }
  /// True once bits past the end of the input were consumed.
  bool overrun() const {
    return padding_ * 8 > static_cast<std::size_t>(count_);
  }

  /// Copies `n` whole bytes (after align_to_byte); false when the input ends
  /// first.
  bool read_bytes(std::uint8_t* out, std::size_t n) {
    while (n > 0 && count_ >= 8) {
      *out++ = static_cast<std::uint8_t>(take(8));
      --n;
    }
    if (overrun()) return false;
    while (n > 0) {
      if (!skip_empty_pieces()) return false;
      const std::string_view piece = pieces_[piece_];
      const std::size_t k = std::min(n, piece.size() - at_);
      std::memcpy(out, piece.data() + at_, k);
      at_ += k;
      out += k;
      n -= k;
    }
    return true;
  }

 private:
  bool skip_empty_pieces() {
    while (piece_ < pieces_.size() && at_ >= pieces_[piece_].size()) {
      ++piece_;
      at_ = 0;
    }
    return piece_ < pieces_.size();
  }
  void refill() {
    while (count_ <= 56) {
      std::uint64_t byte = 0;
      if (skip_empty_pieces()) {
        byte = static_cast<unsigned char>(pieces_[piece_][at_++]);
      } else {
        ++padding_;
      }
      bits_ |= byte << count_;
      count_ += 8;
    }
  }

  const std::vector<std::string_view>& pieces_;
  std::size_t piece_ = 0;
  std::size_t at_ = 0;
  std::uint64_t bits_ = 0;
  int count_ = 0;
  std::size_t padding_ = 0;
};

/// A canonical Huffman code: symbols sorted by code length, plus a table
/// that decodes codes of up to kFastBits bits in one look-up.
struct Huffman {
  std::array<std::uint16_t, kMaxCodeBits + 1> count{};
  std::array<std::uint16_t, 288> symbol{};
  // symbol | length << 12; 0 when the next kFastBits bits start no short code.
  std::array<std::uint16_t, 1 << kFastBits> fast{};
};

std::uint32_t reverse_bits(std::uint32_t code, int length) {
  std::uint32_t out = 0;
  for (int i = 0; i < length; ++i, code >>= 1) out = (out << 1) | (code & 1);
  return out;
}

/// Builds `h` from code lengths; false when the lengths over-subscribe the
/// code space. An incomplete code is allowed (zlib allows one for a single
/// distance code); its unused codes fail when decoded.
bool build(Huffman& h, const std::uint8_t* lengths, int n) {
  h = Huffman{};
  for (int s = 0; s < n; ++s) ++h.count[lengths[s]];
  h.count[0] = 0;
  int left = 1;
  for (int len = 1; len <= kMaxCodeBits; ++len) {
    left = (left << 1) - h.count[len];
    if (left < 0) return false;
  }
  std::array<std::uint16_t, kMaxCodeBits + 2> offset{};
  std::array<std::uint32_t, kMaxCodeBits + 1> next_code{};
  std::uint32_t code = 0;
  for (int len = 1; len <= kMaxCodeBits; ++len) {
    offset[len + 1] = static_cast<std::uint16_t>(offset[len] + h.count[len]);
    code = (code + h.count[len - 1]) << 1;
    next_code[len] = code;
  }
  for (int s = 0; s < n; ++s) {
    const int len = lengths[s];
    if (len == 0) continue;
    h.symbol[offset[len]++] = static_cast<std::uint16_t>(s);
    const std::uint32_t c = next_code[len]++;
    if (len > kFastBits) continue;
    for (std::uint32_t i = reverse_bits(c, len); i < h.fast.size();
         i += 1u << len) {
      h.fast[i] = static_cast<std::uint16_t>(s | len << 12);
    }
  }
  return true;
}

/// The next symbol, or -1 for a code the table does not hold.
int decode(BitReader& in, const Huffman& h) {
  if (const std::uint16_t entry = h.fast[in.peek(kFastBits)]; entry != 0) {
    in.drop(entry >> 12);
    return entry & 0xfff;
  }
  // Longer codes, one bit at a time (as zlib's puff.c does).
  int code = 0;
  int first = 0;
  int index = 0;
  for (int len = 1; len <= kMaxCodeBits; ++len) {
    code |= static_cast<int>(in.take(1));
    const int count = h.count[len];
    if (code - count < first) return h.symbol[index + (code - first)];
    index += count;
    first = (first + count) << 1;
    code <<= 1;
  }
  return -1;
}

/// Inflates block by block into a window that is handed to the sink.
class Inflater {
 public:
  Inflater(const std::vector<std::string_view>& input, std::uint64_t limit,
           const InflateSink& sink, bool zlib_header)
      : in_(input),
        limit_(limit),
        sink_(sink),
        buffer_(kFlushAt + kMaxMatch),
        zlib_header_(zlib_header) {}

  InflateResult run();

 private:
  std::string header();
  std::string stored_block();
  std::string fixed_block();
  std::string dynamic_block();
  std::string codes(const Huffman& lengths, const Huffman& distances);
  std::string read_code_lengths(std::uint8_t* lengths, int total);
  std::string reserve(std::size_t n);
  std::string flush(std::size_t keep);

  BitReader in_;
  std::uint64_t limit_;
  const InflateSink& sink_;
  std::vector<std::uint8_t> buffer_;
  std::size_t pos_ = 0;
  std::uint64_t produced_ = 0;  // bytes written to the window so far
  std::uint64_t handed_ = 0;    // bytes given to the sink
  bool over_limit_ = false;
  bool zlib_header_ = true;
};

std::string Inflater::header() {
  const std::uint32_t cmf = in_.take(8);
  const std::uint32_t flg = in_.take(8);
  if ((cmf * 256 + flg) % 31 != 0) return "bad zlib header check";
  if ((cmf & 15) != 8) return "not deflate-compressed";
  if ((cmf >> 4) > 7) return "bad zlib window size";
  if (flg & 32) return "a preset zlib dictionary, which PNG does not allow";
  return {};
}

// Room for `n` more bytes; counts them against the limit.
std::string Inflater::reserve(std::size_t n) {
  // Zero bits past the end can decode as literals: name a cut stream as
  // such, not as one that inflates too far.
  if (in_.overrun()) return "the compressed data is truncated";
  if (produced_ + n > limit_) {
    over_limit_ = true;
    return "the compressed data inflates to more than the image needs";
  }
  produced_ += n;
  return {};
}

// Hands all but the last `keep` buffered bytes to the sink.
std::string Inflater::flush(std::size_t keep) {
  if (pos_ <= keep) return {};
  const std::size_t out = pos_ - keep;
  if (std::string problem = sink_(std::span(buffer_.data(), out));
      !problem.empty()) {
    return problem;
  }
  handed_ += out;
  std::memmove(buffer_.data(), buffer_.data() + out, keep);
  pos_ = keep;
  if (in_.overrun()) return "the compressed data is truncated";
  return {};
}

std::string Inflater::stored_block() {
  in_.align_to_byte();
  const std::uint32_t length = in_.take(16);
  const std::uint32_t check = in_.take(16);
  if (in_.overrun()) return "the compressed data is truncated";
  if ((length ^ 0xffffu) != check) return "bad stored block length";
  std::size_t left = length;
  while (left > 0) {
    const std::size_t n = std::min(left, buffer_.size() - pos_);
    if (std::string problem = reserve(n); !problem.empty()) return problem;
    if (!in_.read_bytes(buffer_.data() + pos_, n)) {
      return "the compressed data is truncated";
    }
    pos_ += n;
    left -= n;
    if (pos_ >= kFlushAt) {
      if (std::string problem = flush(kWindow); !problem.empty()) {
        return problem;
      }
    }
  }
  return {};
}

// Literals and matches until the end-of-block code.
std::string Inflater::codes(const Huffman& lengths, const Huffman& distances) {
  for (;;) {
    int symbol = decode(in_, lengths);
    if (symbol < 0) return "bad literal or length code";
    if (symbol < 256) {
      if (std::string problem = reserve(1); !problem.empty()) return problem;
      buffer_[pos_++] = static_cast<std::uint8_t>(symbol);
    } else if (symbol == 256) {
      return in_.overrun() ? "the compressed data is truncated" : "";
    } else {
      symbol -= 257;
      if (symbol >= 29) return "bad length code";
      const std::size_t length =
          kLengthBase[symbol] + in_.take(kLengthExtra[symbol]);
      const int d = decode(in_, distances);
      if (d < 0 || d >= 30) return "bad distance code";
      const std::size_t distance =
          kDistanceBase[d] + in_.take(kDistanceExtra[d]);
      if (distance > produced_) return "a distance too far back";
      if (std::string problem = reserve(length); !problem.empty()) {
        return problem;
      }
      std::uint8_t* to = buffer_.data() + pos_;
      const std::uint8_t* from = to - distance;
      if (distance >= length) {
        std::memcpy(to, from, length);
      } else {
        for (std::size_t i = 0; i < length; ++i) to[i] = from[i];
      }
      pos_ += length;
    }
    if (pos_ >= kFlushAt) {
      if (std::string problem = flush(kWindow); !problem.empty()) {
        return problem;
      }
    }
  }
}

std::string Inflater::fixed_block() {
  static const auto tables = [] {
    std::array<std::uint8_t, 288> lengths{};
    std::fill(lengths.begin(), lengths.begin() + 144, 8);
    std::fill(lengths.begin() + 144, lengths.begin() + 256, 9);
    std::fill(lengths.begin() + 256, lengths.begin() + 280, 7);
    std::fill(lengths.begin() + 280, lengths.end(), 8);
    std::array<std::uint8_t, 30> distances{};
    distances.fill(5);
    std::pair<Huffman, Huffman> built;
    build(built.first, lengths.data(), 288);
    build(built.second, distances.data(), 30);
    return built;
  }();
  return codes(tables.first, tables.second);
}

// The literal/length and distance code lengths, run-length coded.
std::string Inflater::read_code_lengths(std::uint8_t* lengths, int total) {
  const int code_count = static_cast<int>(in_.take(4)) + 4;
  std::uint8_t code_lengths[19] = {};
  for (int i = 0; i < code_count; ++i) {
    code_lengths[kCodeLengthOrder[i]] = static_cast<std::uint8_t>(in_.take(3));
  }
  Huffman code;
  if (!build(code, code_lengths, 19)) return "bad code length code";
  for (int i = 0; i < total;) {
    const int symbol = decode(in_, code);
    if (symbol < 0) return "bad code length code";
    if (symbol < 16) {
      lengths[i++] = static_cast<std::uint8_t>(symbol);
      continue;
    }
    std::uint8_t value = 0;
    int repeat = 0;
    if (symbol == 16) {
      if (i == 0) return "a repeated code length with nothing to repeat";
      value = lengths[i - 1];
      repeat = 3 + static_cast<int>(in_.take(2));
    } else if (symbol == 17) {
      repeat = 3 + static_cast<int>(in_.take(3));
    } else {
      repeat = 11 + static_cast<int>(in_.take(7));
    }
    if (i + repeat > total) return "too many code lengths";
    std::fill(lengths + i, lengths + i + repeat, value);
    i += repeat;
  }
  return in_.overrun() ? "the compressed data is truncated" : "";
}

std::string Inflater::dynamic_block() {
  const int literal_count = static_cast<int>(in_.take(5)) + 257;
  const int distance_count = static_cast<int>(in_.take(5)) + 1;
  if (literal_count > 286 || distance_count > 30) return "bad code counts";
  std::uint8_t lengths[286 + 30] = {};
  if (std::string problem =
          read_code_lengths(lengths, literal_count + distance_count);
      !problem.empty()) {
    return problem;
  }
  if (lengths[256] == 0) return "no end-of-block code";
  Huffman literals;
  Huffman distances;
  if (!build(literals, lengths, literal_count) ||
      !build(distances, lengths + literal_count, distance_count)) {
    return "bad Huffman code lengths";
  }
  return codes(literals, distances);
}

InflateResult Inflater::run() {
  InflateResult result;
  if (zlib_header_) result.problem = header();
  for (bool last = false; result.problem.empty() && !last;) {
    last = in_.take(1) != 0;
    const std::uint32_t type = in_.take(2);
    if (in_.overrun()) {
      result.problem = "the compressed data is truncated";
    } else if (type == 0) {
      result.problem = stored_block();
    } else if (type == 1) {
      result.problem = fixed_block();
    } else if (type == 2) {
      result.problem = dynamic_block();
    } else {
      result.problem = "bad block type";
    }
  }
  if (result.problem.empty()) result.problem = flush(0);
  result.over_limit = over_limit_;
  result.produced = handed_;
  return result;
}

}  // namespace

InflateResult inflate_zlib(const std::vector<std::string_view>& input,
                           std::uint64_t max_output, const InflateSink& sink) {
  return Inflater(input, max_output, sink, true).run();
}

InflateResult inflate_raw(std::string_view input, std::uint64_t max_output,
                          const InflateSink& sink) {
  return Inflater({input}, max_output, sink, false).run();
}

}  // namespace astar::detail
