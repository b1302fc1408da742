#include "huffman_lengths.hpp"

#include <algorithm>
#include <queue>

namespace astar::detail {
namespace {

constexpr int kMaxBits = 15;

// The depth of each leaf in the Huffman tree of `freqs` (used symbols only).
std::vector<int> tree_depths(const std::vector<std::uint64_t>& freqs) {
  const std::size_t leaves = freqs.size();
  std::vector<int> parent(2 * leaves, -1);
  using Node = std::pair<std::uint64_t, int>;  // weight, node
  std::priority_queue<Node, std::vector<Node>, std::greater<>> queue;
  for (std::size_t i = 0; i < leaves; ++i) {
    queue.emplace(freqs[i], static_cast<int>(i));
  }
  int next = static_cast<int>(leaves);
  while (queue.size() > 1) {
    const Node a = queue.top();
    queue.pop();
    const Node b = queue.top();
    queue.pop();
    parent[static_cast<std::size_t>(a.second)] = next;
    parent[static_cast<std::size_t>(b.second)] = next;
    queue.emplace(a.first + b.first, next++);
  }
  std::vector<int> depth(leaves, 0);
  for (std::size_t i = 0; i < leaves; ++i) {
    for (int node = parent[i]; node >= 0;
         node = parent[static_cast<std::size_t>(node)]) {
      ++depth[i];
    }
  }
  return depth;
}

}  // namespace

std::vector<std::uint8_t> huffman_lengths(std::span<const std::uint32_t> freqs,
                                          int max_bits) {
  std::vector<std::uint8_t> lengths(freqs.size(), 0);
  std::vector<std::size_t> used;
  for (std::size_t i = 0; i < freqs.size(); ++i) {
    if (freqs[i] > 0) used.push_back(i);
  }
  if (used.size() < 2) {
    // A lone code of one bit is complete with a partner that never occurs.
    const std::size_t first = used.empty() ? 0 : used[0];
    lengths[first] = 1;
    lengths[first == 0 ? 1 : 0] = 1;
    return lengths;
  }
  std::vector<std::uint64_t> weights;
  for (std::size_t symbol : used) weights.push_back(freqs[symbol]);
  for (;;) {
    const std::vector<int> depth = tree_depths(weights);
    if (*std::max_element(depth.begin(), depth.end()) <= max_bits) {
      for (std::size_t i = 0; i < used.size(); ++i) {
        lengths[used[i]] = static_cast<std::uint8_t>(depth[i]);
      }
      return lengths;
    }
    // Too deep: flatten the weights and build again. Halving converges to
    // equal weights, whose tree is balanced (depth log2 of the symbols).
    for (std::uint64_t& w : weights) w = w / 2 + 1;
  }
}

std::vector<std::uint16_t> canonical_codes(
    std::span<const std::uint8_t> lengths) {
  int count[kMaxBits + 1] = {};
  for (std::uint8_t length : lengths) ++count[length];
  count[0] = 0;
  int next[kMaxBits + 2] = {};
  int code = 0;
  for (int bits = 1; bits <= kMaxBits; ++bits) {
    code = (code + count[bits - 1]) << 1;
    next[bits] = code;
  }
  std::vector<std::uint16_t> codes(lengths.size(), 0);
  for (std::size_t i = 0; i < lengths.size(); ++i) {
    const int length = lengths[i];
    if (length == 0) continue;
    int value = next[length]++;
    int reversed = 0;
    for (int b = 0; b < length; ++b) {
      reversed = (reversed << 1) | (value & 1);
      value >>= 1;
    }
    codes[i] = static_cast<std::uint16_t>(reversed);
  }
  return codes;
}

}  // namespace astar::detail
