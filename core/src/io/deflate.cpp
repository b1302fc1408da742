#include "astar/io/deflate.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "deflate_tables.hpp"
#include "huffman_lengths.hpp"

namespace astar {
namespace {

using detail::canonical_codes;
using detail::huffman_lengths;
using detail::kCodeLengthOrder;
using detail::kDistanceBase;
using detail::kDistanceExtra;
using detail::kLengthBase;
using detail::kLengthExtra;

constexpr std::size_t kDeflateWindow = 32768;
constexpr std::size_t kMinMatch = 3;
constexpr std::size_t kLongestMatch = 258;
constexpr int kHashBits = 15;
// Candidates tried per position: bounds the time on runs of one value.
constexpr int kMaxChain = 48;
// Symbols per block: each block gets codes fitted to its own statistics.
constexpr std::size_t kBlockSymbols = std::size_t{1} << 16;
constexpr int kLitLenSymbols = 286;
constexpr int kDistanceSymbols = 30;
constexpr int kEndOfBlock = 256;

// A literal byte (distance 0) or a back reference.
struct Token {
  std::uint16_t value;     // the byte, or the match length
  std::uint16_t distance;  // 0 for a literal
};

int length_code(int length) {
  int code = 0;
  while (code + 1 < 29 && kLengthBase[code + 1] <= length) ++code;
  return code;
}

int distance_code(int distance) {
  int code = 0;
  while (code + 1 < 30 && kDistanceBase[code + 1] <= distance) ++code;
  return code;
}

class BitWriter {
 public:
  void put(std::uint32_t bits, int count) {
    acc_ |= static_cast<std::uint64_t>(bits) << used_;
    used_ += count;
    while (used_ >= 8) {
      out_ += static_cast<char>(acc_ & 0xff);
      acc_ >>= 8;
      used_ -= 8;
    }
  }
  std::string finish() {
    if (used_ > 0) put(0, 8 - used_);
    return std::move(out_);
  }

 private:
  std::string out_;
  std::uint64_t acc_ = 0;
  int used_ = 0;
};

// Greedy LZ77 with hash chains over a 32 KiB window.
std::vector<Token> find_matches(std::string_view text) {
  const auto* b = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  std::vector<std::int32_t> head(std::size_t{1} << kHashBits, -1);
  std::vector<std::int32_t> prev(kDeflateWindow, -1);
  const auto hash = [&](std::size_t i) {
    const std::uint32_t v = b[i] | b[i + 1] << 8 | b[i + 2] << 16;
    return (v * 2654435761u) >> (32 - kHashBits);
  };
  const auto insert = [&](std::size_t i) {
    if (i + kMinMatch > n) return;
    const std::uint32_t h = hash(i);
    prev[i & (kDeflateWindow - 1)] = head[h];
    head[h] = static_cast<std::int32_t>(i);
  };
  std::vector<Token> tokens;
  tokens.reserve(n / 8 + 16);
  for (std::size_t i = 0; i < n;) {
    std::size_t best = 0, best_distance = 0;
    if (i + kMinMatch <= n) {
      const std::size_t limit = std::min(kLongestMatch, n - i);
      std::int32_t candidate = head[hash(i)];
      for (int chain = kMaxChain; candidate >= 0 && chain > 0; --chain) {
        const auto c = static_cast<std::size_t>(candidate);
        if (i - c > kDeflateWindow) break;
        std::size_t length = 0;
        while (length < limit && b[c + length] == b[i + length]) ++length;
        if (length > best) {
          best = length;
          best_distance = i - c;
          if (length == limit) break;
        }
        const std::int32_t next = prev[c & (kDeflateWindow - 1)];
        if (next >= candidate) break;  // the ring moved on: older is gone
        candidate = next;
      }
    }
    if (best >= kMinMatch) {
      tokens.push_back({static_cast<std::uint16_t>(best),
                        static_cast<std::uint16_t>(best_distance)});
      for (std::size_t k = 0; k < best; ++k) insert(i + k);
      i += best;
    } else {
      tokens.push_back({b[i], 0});
      insert(i);
      ++i;
    }
  }
  return tokens;
}

struct Codes {
  std::vector<std::uint8_t> lit_lengths;
  std::vector<std::uint8_t> distance_lengths;
};

Codes fixed_codes() {
  Codes codes;
  codes.lit_lengths.assign(288, 8);
  std::fill(codes.lit_lengths.begin() + 144, codes.lit_lengths.begin() + 256,
            9);
  std::fill(codes.lit_lengths.begin() + 256, codes.lit_lengths.begin() + 280,
            7);
  codes.distance_lengths.assign(30, 5);
  return codes;
}

// The code length sequence run-length coded (symbols 16, 17, 18), as
// pairs of symbol and extra-bits value.
std::vector<std::pair<int, int>> run_length_code(
    const std::vector<std::uint8_t>& lengths) {
  std::vector<std::pair<int, int>> out;
  for (std::size_t i = 0; i < lengths.size();) {
    const std::uint8_t value = lengths[i];
    std::size_t run = 1;
    while (i + run < lengths.size() && lengths[i + run] == value) ++run;
    std::size_t left = run;
    if (value == 0) {
      while (left >= 11) {
        const std::size_t take = std::min<std::size_t>(left, 138);
        out.emplace_back(18, static_cast<int>(take - 11));
        left -= take;
      }
      if (left >= 3) {
        out.emplace_back(17, static_cast<int>(left - 3));
        left = 0;
      }
    } else if (left >= 4) {
      out.emplace_back(value, 0);
      --left;
      while (left >= 3) {
        const std::size_t take = std::min<std::size_t>(left, 6);
        out.emplace_back(16, static_cast<int>(take - 3));
        left -= take;
      }
    }
    for (; left > 0; --left) out.emplace_back(value, 0);
    i += run;
  }
  return out;
}

int extra_bits_of(int code_length_symbol) {
  switch (code_length_symbol) {
    case 16:
      return 2;
    case 17:
      return 3;
    case 18:
      return 7;
    default:
      return 0;
  }
}

// A dynamic block's header: the code lengths of both codes, coded.
struct DynamicHeader {
  int lit_count = 0, distance_count = 0, code_length_count = 0;
  std::vector<std::pair<int, int>> runs;
  std::vector<std::uint8_t> cl_lengths;
  std::size_t bits = 0;
};

DynamicHeader dynamic_header(const Codes& codes) {
  DynamicHeader header;
  header.lit_count = kLitLenSymbols;
  while (header.lit_count > 257 && codes.lit_lengths[header.lit_count - 1] == 0)
    --header.lit_count;
  header.distance_count = kDistanceSymbols;
  while (header.distance_count > 1 &&
         codes.distance_lengths[header.distance_count - 1] == 0)
    --header.distance_count;
  std::vector<std::uint8_t> all(codes.lit_lengths.begin(),
                                codes.lit_lengths.begin() + header.lit_count);
  all.insert(all.end(), codes.distance_lengths.begin(),
             codes.distance_lengths.begin() + header.distance_count);
  header.runs = run_length_code(all);
  std::array<std::uint32_t, 19> freqs{};
  for (const auto& [symbol, extra] : header.runs) ++freqs[symbol];
  header.cl_lengths = huffman_lengths(freqs, 7);
  header.code_length_count = 19;
  while (header.code_length_count > 4 &&
         header.cl_lengths[kCodeLengthOrder[header.code_length_count - 1]] == 0)
    --header.code_length_count;
  header.bits =
      5 + 5 + 4 + 3 * static_cast<std::size_t>(header.code_length_count);
  for (const auto& [symbol, extra] : header.runs) {
    header.bits += header.cl_lengths[symbol] + extra_bits_of(symbol);
  }
  return header;
}

void write_header(const DynamicHeader& header, BitWriter& out) {
  out.put(static_cast<std::uint32_t>(header.lit_count - 257), 5);
  out.put(static_cast<std::uint32_t>(header.distance_count - 1), 5);
  out.put(static_cast<std::uint32_t>(header.code_length_count - 4), 4);
  for (int i = 0; i < header.code_length_count; ++i) {
    out.put(header.cl_lengths[kCodeLengthOrder[i]], 3);
  }
  const std::vector<std::uint16_t> cl_codes =
      canonical_codes(header.cl_lengths);
  for (const auto& [symbol, extra] : header.runs) {
    out.put(cl_codes[static_cast<std::size_t>(symbol)],
            header.cl_lengths[static_cast<std::size_t>(symbol)]);
    if (int bits = extra_bits_of(symbol); bits > 0) {
      out.put(static_cast<std::uint32_t>(extra), bits);
    }
  }
}

// The bits the tokens take under `codes`, extra bits included.
std::size_t data_bits(std::span<const Token> tokens, const Codes& codes) {
  std::size_t bits = codes.lit_lengths[kEndOfBlock];
  for (const Token& t : tokens) {
    if (t.distance == 0) {
      bits += codes.lit_lengths[t.value];
      continue;
    }
    const int lc = length_code(t.value), dc = distance_code(t.distance);
    bits += codes.lit_lengths[static_cast<std::size_t>(257 + lc)] +
            kLengthExtra[lc] +
            codes.distance_lengths[static_cast<std::size_t>(dc)] +
            kDistanceExtra[dc];
  }
  return bits;
}

void write_tokens(std::span<const Token> tokens, const Codes& codes,
                  BitWriter& out) {
  const std::vector<std::uint16_t> lit = canonical_codes(codes.lit_lengths);
  const std::vector<std::uint16_t> dist =
      canonical_codes(codes.distance_lengths);
  for (const Token& t : tokens) {
    if (t.distance == 0) {
      out.put(lit[t.value], codes.lit_lengths[t.value]);
      continue;
    }
    const int lc = length_code(t.value), dc = distance_code(t.distance);
    const auto ls = static_cast<std::size_t>(257 + lc);
    out.put(lit[ls], codes.lit_lengths[ls]);
    out.put(static_cast<std::uint32_t>(t.value - kLengthBase[lc]),
            kLengthExtra[lc]);
    const auto ds = static_cast<std::size_t>(dc);
    out.put(dist[ds], codes.distance_lengths[ds]);
    out.put(static_cast<std::uint32_t>(t.distance - kDistanceBase[dc]),
            kDistanceExtra[dc]);
  }
  out.put(lit[kEndOfBlock], codes.lit_lengths[kEndOfBlock]);
}

Codes dynamic_codes(std::span<const Token> tokens) {
  std::vector<std::uint32_t> lit(kLitLenSymbols, 0), dist(kDistanceSymbols, 0);
  lit[kEndOfBlock] = 1;
  for (const Token& t : tokens) {
    if (t.distance == 0) {
      ++lit[t.value];
    } else {
      ++lit[static_cast<std::size_t>(257 + length_code(t.value))];
      ++dist[static_cast<std::size_t>(distance_code(t.distance))];
    }
  }
  return {huffman_lengths(lit, 15), huffman_lengths(dist, 15)};
}

// One block: the fixed codes or the block's own, whichever is shorter.
void write_block(std::span<const Token> tokens, bool last, BitWriter& out) {
  out.put(last ? 1 : 0, 1);
  const Codes fixed = fixed_codes();
  const Codes dynamic = dynamic_codes(tokens);
  const DynamicHeader header = dynamic_header(dynamic);
  if (header.bits + data_bits(tokens, dynamic) < data_bits(tokens, fixed)) {
    out.put(2, 2);
    write_header(header, out);
    write_tokens(tokens, dynamic, out);
  } else {
    out.put(1, 2);
    write_tokens(tokens, fixed, out);
  }
}

}  // namespace

std::string deflate_raw(std::string_view bytes) {
  const std::vector<Token> tokens = find_matches(bytes);
  BitWriter out;
  std::size_t at = 0;
  do {
    const std::size_t count = std::min(kBlockSymbols, tokens.size() - at);
    const std::span<const Token> block(tokens.data() + at, count);
    at += count;
    write_block(block, at == tokens.size(), out);
  } while (at < tokens.size());
  return out.finish();
}

std::string deflate_zlib(std::string_view bytes) {
  // CMF 0x78: deflate with a 32 KiB window; FLG 0xDA: no dictionary, the
  // check bits making the pair a multiple of 31.
  std::string out = "\x78\xda";
  out += deflate_raw(bytes);
  const std::uint32_t sum = adler32(bytes);
  for (int shift = 24; shift >= 0; shift -= 8) {
    out += static_cast<char>((sum >> shift) & 0xff);
  }
  return out;
}

std::uint32_t adler32(std::string_view bytes) {
  constexpr std::uint32_t kMod = 65521;
  // 5552 bytes is the most that cannot overflow 32 bits between reductions.
  constexpr std::size_t kChunk = 5552;
  std::uint32_t a = 1, b = 0;
  for (std::size_t at = 0; at < bytes.size(); at += kChunk) {
    const std::size_t end = std::min(bytes.size(), at + kChunk);
    for (std::size_t i = at; i < end; ++i) {
      a += static_cast<unsigned char>(bytes[i]);
      b += a;
    }
    a %= kMod;
    b %= kMod;
  }
  return b << 16 | a;
}

}  // namespace astar
