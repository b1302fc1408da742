#pragma once
// Code lengths for a deflate Huffman code, limited to a number of bits.
// Not part of the public API.

#include <cstdint>
#include <span>
#include <vector>

namespace astar::detail {

/// One length per symbol: 0 for a symbol of frequency 0, else at most
/// `max_bits`. The code is always complete: fewer than two symbols in use
/// get a second one of length 1, which every inflater accepts.
std::vector<std::uint8_t> huffman_lengths(std::span<const std::uint32_t> freqs,
                                          int max_bits);

/// The canonical codes (RFC 1951 3.2.2) of `lengths`, bit-reversed so that
/// they can be written least significant bit first.
std::vector<std::uint16_t> canonical_codes(
    std::span<const std::uint8_t> lengths);

}  // namespace astar::detail
