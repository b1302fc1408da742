#pragma once
// A flow field's records and the Dijkstra that settles them, shared by the
// computation (flow_field.cpp) and the repair (field_repair.cpp).
//
// A record packs a 4-bit step (FieldStep) and the two whole sums of the
// cell's cost (straight and diagonal moves' weights) into kBytes bytes of
// one byte array: loads and stores copy a word at the record's place and
// keep the bytes past it, which the array's padding makes safe at its end.
// A zero step is an unreached cell, so a fresh all-zero array is a field
// with nothing reached.
//
// The Dijkstra runs backwards from the goals: settling u offers each cell c
// that may move into u the cost of u plus the move c -> u, which pays u's
// weight (the search's price of entering u). An offer wins when cheaper,
// or as cheap from a neighbour earlier in the step order, so the step kept
// is the first cheapest, whatever order the offers come in.
#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <vector>

#include "astar/field/flow_field.hpp"
#include "astar/grid/movement.hpp"
#include "astar/stop_token.hpp"
#include "grid/prefetch_rows.hpp"

namespace astar::field_detail {

using detail::prefetch_rows;

struct Record {
  std::uint64_t straight = 0;
  std::uint64_t diagonal = 0;
  std::uint8_t step = 0;  // a FieldStep
};

inline constexpr std::uint8_t kNone =
    static_cast<std::uint8_t>(FieldStep::None);
inline constexpr std::uint8_t kGoal =
    static_cast<std::uint8_t>(FieldStep::Goal);

// The step from a cell to its neighbour at (dx, dy); None for (0, 0).
constexpr std::uint8_t step_code(int dx, int dy) {
  constexpr std::uint8_t codes[9] = {8, 4, 7, 2, 0, 1, 6, 3, 5};
  return codes[(dy + 1) * 3 + dx + 1];
}

template <int kBytes, int kSumBits>
struct Layout {
  using Word =
      std::conditional_t<(kBytes <= 8), std::uint64_t, unsigned __int128>;
  static constexpr std::size_t kBytesPerCell = kBytes;
  static constexpr std::size_t kPadding = sizeof(Word) - kBytes;
  static constexpr std::uint64_t kMaxSum = (std::uint64_t{1} << kSumBits) - 1;
  static constexpr Word kMask = (Word{1} << (kBytes * 8)) - 1;

  static std::size_t array_bytes(std::size_t cells) {
    return cells * kBytes + kPadding;
  }
  static Record load(const std::uint8_t* base, int cell) {
    Word word;
    std::memcpy(&word, base + static_cast<std::size_t>(cell) * kBytes,
                sizeof word);
    return {static_cast<std::uint64_t>(word >> 4) & kMaxSum,
            static_cast<std::uint64_t>(word >> (4 + kSumBits)) & kMaxSum,
            static_cast<std::uint8_t>(word & 15)};
  }
  static std::uint8_t step(const std::uint8_t* base, int cell) {
    return base[static_cast<std::size_t>(cell) * kBytes] & 15;
  }
  static void store(std::uint8_t* base, int cell, const Record& r) {
    std::uint8_t* at = base + static_cast<std::size_t>(cell) * kBytes;
    Word word;
    std::memcpy(&word, at, sizeof word);
    word = (word & ~kMask) | Word{r.step} | Word{r.straight} << 4 |
           Word{r.diagonal} << (4 + kSumBits);
    std::memcpy(at, &word, sizeof word);
  }
};
using Narrow = Layout<6, 22>;
using Wide = Layout<10, 38>;

// Dijkstra's queue as buckets of keys (Dial 1969): bucket i holds the keys
// in [i * width, (i + 1) * width), kept in a ring of buckets as wide as
// the dearest move, so a push and a pop cost O(1). With `width` the
// cheapest move, a cell popped from the lowest bucket is final: whatever
// else is in that bucket offers at least its own key plus a move, which
// lies past the bucket. (Rounding near a bucket's edge can only cost a
// cell a second settling, never exactness: a cell whose cost falls after
// it was settled is pushed again.) Keys past the ring (a repair's seeds)
// wait in a heap until the ring reaches them. A bucket the ring leaves
// gives its storage to the next one to fill, so the memory held follows
// the entries in the ring, not the largest each bucket ever held (on the
// 8192 x 8192 rooms map, 200 MiB otherwise).
class BucketQueue {
 public:
  BucketQueue(double width, double dearest_move)
      : inverse_width_(1.0 / width),
        ring_(
            std::bit_ceil(static_cast<std::size_t>(dearest_move / width) + 2)),
        mask_(ring_.size() - 1) {}

  bool empty() const { return near_ == 0 && far_.empty(); }
  void push(double key, int cell) {
    const std::uint64_t slot = std::max(slot_of(key), cursor_);
    if (slot - cursor_ >= ring_.size()) {
      far_.push_back({key, cell});
      std::push_heap(far_.begin(), far_.end(), later);
      return;
    }
    std::vector<Entry>& bucket = ring_[slot & mask_];
    if (bucket.capacity() == 0 && !spares_.empty()) {
      bucket = std::move(spares_.back());
      spares_.pop_back();
    }
    bucket.push_back({key, cell});
    ++near_;
  }
  // The cell `ahead` pops after the next one, or -1 when the lowest bucket
  // holds fewer (a hint for prefetching: the order of a bucket's pops).
  int upcoming(std::size_t ahead) const {
    const std::vector<Entry>& bucket = ring_[cursor_ & mask_];
    return bucket.size() > ahead ? bucket[bucket.size() - 1 - ahead].cell : -1;
  }
  // Removes an entry of the lowest bucket; returns its cell, sets `key`.
  int pop(double& key) {
    while (ring_[cursor_ & mask_].empty()) {
      recycle(ring_[cursor_ & mask_]);
      cursor_ = near_ == 0 ? slot_of(far_.front().key) : cursor_ + 1;
      pull_far();
    }
    std::vector<Entry>& bucket = ring_[cursor_ & mask_];
    const Entry e = bucket.back();
    bucket.pop_back();
    --near_;
    key = e.key;
    return e.cell;
  }

 private:
  struct Entry {
    double key;
    int cell;
  };
  static bool later(const Entry& a, const Entry& b) { return a.key > b.key; }
  std::uint64_t slot_of(double key) const {
    return static_cast<std::uint64_t>(key * inverse_width_);
  }
  void recycle(std::vector<Entry>& bucket) {
    if (bucket.capacity() == 0) return;
    if (spares_.size() < kSpares) {
      spares_.push_back(std::move(bucket));
      bucket = {};
    } else {
      std::vector<Entry>().swap(bucket);
    }
  }
  void pull_far() {
    while (!far_.empty() &&
           slot_of(far_.front().key) < cursor_ + ring_.size()) {
      const Entry e = far_.front();
      std::pop_heap(far_.begin(), far_.end(), later);
      far_.pop_back();
      push(e.key, e.cell);
    }
  }

  double inverse_width_;
  std::vector<std::vector<Entry>> ring_;
  std::size_t mask_;        // ring_.size() - 1, a power of two less one
  std::vector<Entry> far_;  // a min-heap by key
  static constexpr std::size_t kSpares = 4;
  std::vector<std::vector<Entry>> spares_;  // emptied, capacity kept
  std::uint64_t cursor_ = 0;
  std::size_t near_ = 0;
};

// How a Settler's run ended.
enum class SettleEnd : std::uint8_t { Done, Overflow, Stopped };

// The Dijkstra over one field's records on the grid the unit walks.
template <class L>
class Settler {
 public:
  Settler(const Grid& walked, const MovementRules& rules, std::uint8_t* records)
      : values_(walked.cells().data()),
        width_(walked.width()),
        height_(walked.height()),
        rules_(rules),
        straight_cost_(rules.straight_cost()),
        diagonal_cost_(rules.diagonal_cost()),
        records_(records),
        heap_(straight_cost_, dearest_move(rules)) {}

  // The search's formula (Search::cost_of), so equal sums are equal costs.
  double cost(const Record& r) const {
    if (r.step == kNone) return std::numeric_limits<double>::infinity();
    return cost_of_sums(r);
  }
  // cost() of a record taken as reached, whatever its step.
  // (The sums have at most 38 bits: converted as signed, which the
  // processor does in one instruction, they are the same doubles.)
  double cost_of_sums(const Record& r) const {
    return straight_cost_ *
               static_cast<double>(static_cast<std::int64_t>(r.straight)) +
           diagonal_cost_ *
               static_cast<double>(static_cast<std::int64_t>(r.diagonal));
  }
  Record load(int cell) const { return L::load(records_, cell); }
  void store(int cell, const Record& r) {
    L::store(records_, cell, r);
    if (touched_ != nullptr) touched_->push_back(cell);
  }
  void push(int cell, double key) { heap_.push(key, cell); }
  // Records every store in `touched` (the repair's list).
  void record_stores(std::vector<int>* touched) { touched_ = touched; }

  // Settles cells in order of cost until the queue is empty. Overflow when
  // a sum outgrew the layout's bits, Stopped when `stop` asked (the
  // records are then half done).
  SettleEnd run(const StopToken& stop = {}) {
    // One compare a cell; the token is read every kCellsBetweenStops.
    int check_at = stop.can_stop() ? settled_ + FlowField::kCellsBetweenStops
                                   : std::numeric_limits<int>::max();
    while (!heap_.empty()) {
      double key = 0.0;
      const int cell = heap_.pop(key);
      prefetch_around(heap_.upcoming(kPrefetchAhead));
      const Record here = load(cell);
      if (cost(here) != key) continue;  // superseded
      ++settled_;
      offer_around(cell, here);
      if (overflow_) return SettleEnd::Overflow;
      if (settled_ == check_at) [[unlikely]] {
        if (stop.stop_requested()) return SettleEnd::Stopped;
        check_at += FlowField::kCellsBetweenStops;
      }
    }
    return SettleEnd::Done;
  }

  // What `cell`, open, gets from its best reached neighbour (None when it
  // has none), ties to the first in step order.
  Record best_from_neighbours(int cell) const {
    Record best;
    double best_cost = std::numeric_limits<double>::infinity();
    for_each_open_move(
        width_, height_, rules_, cell % width_, cell / width_,
        [this](int n) { return values_[n] != kBlocked; },
        [&](int n, int nx, int ny, bool diagonal) {
          const Record there = load(n);
          if (there.step == kNone) return;
          const Record offer =
              through(there, n, diagonal,
                      step_code(nx - cell % width_, ny - cell / width_));
          const double c = cost(offer);
          if (c < best_cost || (c == best_cost && offer.step < best.step)) {
            best = offer;
            best_cost = c;
          }
        });
    return best;
  }

  // Offers `offer` to `cell`; true when it was taken at a lower cost (and
  // pushed).
  bool offer(int cell, const Record& offer) {
    if (offer.step == kNone) return false;  // nothing to offer
    if (offer.straight > L::kMaxSum || offer.diagonal > L::kMaxSum) {
      overflow_ = true;
      return false;
    }
    return offer_at(cell, offer, cost(offer));
  }

  int settled() const { return settled_; }
  bool overflowed() const { return overflow_; }
  std::uint64_t weight(int cell) const {
    return static_cast<std::uint64_t>(terrain_weight(values_[cell]));
  }

 private:
  // The dearest move under `rules`: the longer step over the heaviest
  // terrain.
  static double dearest_move(const MovementRules& rules) {
    const double step = rules.connectivity == Connectivity::Four
                            ? rules.straight_cost()
                            : rules.diagonal_cost();
    return step * terrain_weight(1);
  }

  // How many pops ahead the settling asks for a cell's memory. A bucket is
  // the whole frontier, far larger than the caches on big maps, so a
  // popped cell's record and its neighbours' rows (the cell's and the
  // grid's) are cold, and each pop used to wait for them in turn.
  static constexpr std::size_t kPrefetchAhead = 8;
  // Inlined, as prefetch_rows is.
  [[gnu::always_inline]] void prefetch_around(int cell) const {
    if (cell < 0) return;
    const auto count = static_cast<std::size_t>(width_) * height_;
    const auto row = static_cast<std::size_t>(width_);
    const auto at = static_cast<std::size_t>(cell);
    prefetch_rows(records_, L::kBytesPerCell, count, row, at);
    prefetch_rows(values_, 1, count, row, at);
  }

  // The record of a cell that moves into `n` (whose record is `there`).
  Record through(const Record& there, int n, bool diagonal,
                 std::uint8_t step) const {
    const std::uint64_t w = weight(n);
    return {there.straight + (diagonal ? 0 : w),
            there.diagonal + (diagonal ? w : 0), step};
  }

  // offer() with the offer's cost already worked out.
  bool offer_at(int cell, const Record& offer, double offered) {
    const Record now = load(cell);
    if (now.step == kNone) {
      store(cell, offer);
      push(cell, offered);
      return true;
    }
    const double held = cost(now);
    if (offered < held) {
      store(cell, offer);
      push(cell, offered);
      return true;
    }
    if (offered == held && offer.step < now.step && now.step != kGoal) {
      store(cell, offer);
    }
    return false;
  }

  // Every neighbour gets one of two offers, through a straight move or a
  // diagonal one: their sums, bounds and costs are worked out once a cell,
  // not once a neighbour (the settling's hottest loop).
  [[gnu::flatten]] void offer_around(int cell, const Record& here) {
    const int x = cell % width_;
    const int y = cell / width_;
    const Record by_straight = through(here, cell, false, kNone);
    const Record by_diagonal = through(here, cell, true, kNone);
    const bool straight_fits = by_straight.straight <= L::kMaxSum;
    const bool diagonal_fits = by_diagonal.diagonal <= L::kMaxSum;
    const double straight_offer = cost_of_sums(by_straight);
    const double diagonal_offer = cost_of_sums(by_diagonal);
    for_each_open_move(
        width_, height_, rules_, x, y,
        [this](int n) { return values_[n] != kBlocked; },
        [&](int n, int nx, int ny, bool diagonal) {
          if (!(diagonal ? diagonal_fits : straight_fits)) {
            overflow_ = true;
            return;
          }
          Record offer = diagonal ? by_diagonal : by_straight;
          offer.step = step_code(x - nx, y - ny);
          offer_at(n, offer, diagonal ? diagonal_offer : straight_offer);
        });
  }

  const std::uint8_t* values_;
  int width_;
  int height_;
  MovementRules rules_;
  double straight_cost_;
  double diagonal_cost_;
  std::uint8_t* records_;
  BucketQueue heap_;
  std::vector<int>* touched_ = nullptr;
  int settled_ = 0;
  bool overflow_ = false;
};

}  // namespace astar::field_detail
