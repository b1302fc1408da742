#include "astar/grid/units.hpp"

#include <algorithm>
#include <charconv>

namespace astar {
namespace {

// A whole number in 1..255 from `text`, or -1.
int parse_byte_weight(std::string_view text) {
  int value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || value < 1 || value > 255) return -1;
  return value;
}

Status bad_entry(std::string_view entry, std::string_view why) {
  return fail(ErrorKind::BadArgument, "terrain entry '" +
                                          std::string(entry.substr(0, 60)) +
                                          "': " + std::string(why));
}

// Reads one "W=wall" or "W=C" entry into `costs`.
Status parse_entry(std::string_view entry,
                   std::array<std::uint8_t, 256>& costs) {
  const std::size_t eq = entry.find('=');
  if (eq == std::string_view::npos) {
    return bad_entry(entry, "expected W=wall or W=C");
  }
  const int weight = parse_byte_weight(entry.substr(0, eq));
  if (weight < 0) return bad_entry(entry, "the weight W must be 1..255");
  const std::string_view to = entry.substr(eq + 1);
  if (to == "wall") {
    costs[static_cast<std::size_t>(weight)] = 0;
    return {};
  }
  const int cost = parse_byte_weight(to);
  if (cost < 0) return bad_entry(entry, "the cost C must be 1..255 or wall");
  costs[static_cast<std::size_t>(weight)] = static_cast<std::uint8_t>(cost);
  return {};
}

// The largest of `values[i .. i+k)` for each i of a line of `n` values
// (van Herk / Gil-Werman: O(n) whatever k), in place.
void window_max_line(std::uint8_t* values, int n, int k,
                     std::vector<std::uint8_t>& prefix,
                     std::vector<std::uint8_t>& suffix) {
  if (k <= 1 || n <= 0) return;
  prefix.resize(static_cast<std::size_t>(n));
  suffix.resize(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    prefix[i] = i % k == 0 ? values[i] : std::max(prefix[i - 1], values[i]);
  }
  for (int i = n - 1; i >= 0; --i) {
    suffix[i] = (i == n - 1 || (i + 1) % k == 0)
                    ? values[i]
                    : std::max(suffix[i + 1], values[i]);
  }
  for (int i = 0; i < n; ++i) {
    values[i] = std::max(suffix[i], prefix[std::min(i + k - 1, n - 1)]);
  }
}

// The same down the columns of a w x h array, a whole row at a time so the
// passes read memory in order.
void window_max_columns(std::vector<std::uint8_t>& values, int w, int h,
                        int k) {
  if (k <= 1 || h <= 0) return;
  const auto row = [w](std::vector<std::uint8_t>& v, int y) {
    return v.data() + static_cast<std::ptrdiff_t>(y) * w;
  };
  std::vector<std::uint8_t> prefix(values.size());
  std::vector<std::uint8_t> suffix(values.size());
  for (int y = 0; y < h; ++y) {
    const std::uint8_t* in = row(values, y);
    std::uint8_t* out = row(prefix, y);
    const std::uint8_t* above = y % k == 0 ? in : row(prefix, y - 1);
    for (int x = 0; x < w; ++x) out[x] = std::max(above[x], in[x]);
  }
  for (int y = h - 1; y >= 0; --y) {
    const std::uint8_t* in = row(values, y);
    std::uint8_t* out = row(suffix, y);
    const bool first = y == h - 1 || (y + 1) % k == 0;
    const std::uint8_t* below = first ? in : row(suffix, y + 1);
    for (int x = 0; x < w; ++x) out[x] = std::max(below[x], in[x]);
  }
  for (int y = 0; y < h; ++y) {
    const std::uint8_t* a = row(suffix, y);
    const std::uint8_t* b = row(prefix, std::min(y + k - 1, h - 1));
    std::uint8_t* out = row(values, y);
    for (int x = 0; x < w; ++x) out[x] = std::max(a[x], b[x]);
  }
}

// Writes the unit's value for every top-left cell of `box` into `out`.
void fill_unit_box(const Grid& grid, const Unit& unit,
                   const Clearance& clearance, CellArea box, Grid& out) {
  const int k = unit.size;
  // The costs under every footprint of the box: the box widened by k - 1
  // right and down, then the largest over k columns, then over k rows.
  const int w = std::min(box.x1 + k - 1, grid.width()) - box.x0;
  const int h = std::min(box.y1 + k - 1, grid.height()) - box.y0;
  std::vector<std::uint8_t> costs(static_cast<std::size_t>(w) * h);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      costs[static_cast<std::size_t>(y) * w + x] = static_cast<std::uint8_t>(
          unit.terrain.cost_of_value(grid.at(box.x0 + x, box.y0 + y)));
    }
  }
  std::vector<std::uint8_t> prefix;
  std::vector<std::uint8_t> suffix;
  for (int y = 0; y < h; ++y) {
    window_max_line(&costs[static_cast<std::size_t>(y) * w], w, k, prefix,
                    suffix);
  }
  window_max_columns(costs, w, h, k);
  for (int y = box.y0; y < box.y1; ++y) {
    for (int x = box.x0; x < box.x1; ++x) {
      const int cell = grid.index(x, y);
      const std::uint8_t cost =
          costs[static_cast<std::size_t>(y - box.y0) * w + (x - box.x0)];
      out.set(cell,
              clearance.at(cell) >= k ? value_for_weight(cost) : kBlocked);
    }
  }
}

}  // namespace

TerrainTable::TerrainTable() {
  for (int w = 1; w < 256; ++w) {
    costs_[static_cast<std::size_t>(w)] = static_cast<std::uint8_t>(w);
  }
}

Result<TerrainTable> TerrainTable::parse(std::string_view spec) {
  TerrainTable table;
  if (spec.size() > 4096) {
    return fail(ErrorKind::BadArgument, "the terrain table is " +
                                            std::to_string(spec.size()) +
                                            " characters long; at most 4096");
  }
  std::size_t from = 0;
  while (from <= spec.size() && !spec.empty()) {
    const std::size_t comma = std::min(spec.find(',', from), spec.size());
    const std::string_view entry = spec.substr(from, comma - from);
    if (Status s = parse_entry(entry, table.costs_); !s) return s.failure();
    from = comma + 1;
  }
  table.identity_ = true;
  for (int w = 1; w < 256; ++w) {
    table.identity_ = table.identity_ && table.cost(w) == w;
  }
  return table;
}

std::string TerrainTable::spec() const {
  std::string text;
  for (int w = 1; w < 256; ++w) {
    if (cost(w) == w) continue;
    if (!text.empty()) text += ',';
    text += std::to_string(w) + "=" +
            (cost(w) == 0 ? std::string("wall") : std::to_string(cost(w)));
  }
  return text;
}

Status check_unit_size(long long size) {
  if (size >= 1 && size <= kMaxUnitSize) return {};
  return fail(ErrorKind::BadArgument, "unit size " + std::to_string(size) +
                                          " is outside 1.." +
                                          std::to_string(kMaxUnitSize));
}

CellArea affected_by(const Grid& grid, CellArea changed) {
  return {std::max(0, changed.x0 - (kMaxUnitSize - 1)),
          std::max(0, changed.y0 - (kMaxUnitSize - 1)),
          std::min(grid.width(), changed.x1),
          std::min(grid.height(), changed.y1)};
}

void Clearance::compute(const Grid& grid, const TerrainTable& table) {
  width_ = grid.width();
  height_ = grid.height();
  revision_ = grid.revision();
  values_.assign(static_cast<std::size_t>(grid.cell_count()), 0);
  compute_box(grid, table, {0, 0, width_, height_});
}

void Clearance::update(const Grid& grid, const TerrainTable& table,
                       CellArea changed) {
  if (grid.width() != width_ || grid.height() != height_) {
    compute(grid, table);
    return;
  }
  compute_box(grid, table, affected_by(grid, changed));
  revision_ = grid.revision();
}

void Clearance::compute_box(const Grid& grid, const TerrainTable& table,
                            CellArea box) {
  // From the bottom-right: a cell's square is one larger than the smallest
  // of the squares right, below and diagonally below it. Cells right of and
  // below the box did not change, so they are read as they are.
  const auto read = [&](int x, int y) -> int {
    if (x >= width_ || y >= height_) return 0;
    return values_[static_cast<std::size_t>(y) * width_ + x];
  };
  for (int y = box.y1 - 1; y >= box.y0; --y) {
    for (int x = box.x1 - 1; x >= box.x0; --x) {
      int value = 0;
      if (table.cost_of_value(grid.at(x, y)) != 0) {
        value =
            1 + std::min({read(x + 1, y), read(x, y + 1), read(x + 1, y + 1)});
      }
      values_[static_cast<std::size_t>(y) * width_ + x] =
          static_cast<std::uint8_t>(std::min(value, kMaxUnitSize));
    }
  }
}

Grid unit_grid(const Grid& grid, const Unit& unit, const Clearance& clearance) {
  if (unit.is_cell()) return grid;
  if (!clearance.follows(grid)) return unit_grid(grid, unit);
  Grid out(grid.width(), grid.height(), kBlocked);
  fill_unit_box(grid, unit, clearance, {0, 0, grid.width(), grid.height()},
                out);
  out.set_unit_size(unit.size);
  return out;
}

Grid unit_grid(const Grid& grid, const Unit& unit) {
  if (unit.is_cell()) return grid;
  Clearance clearance;
  clearance.compute(grid, unit.terrain);
  return unit_grid(grid, unit, clearance);
}

void update_unit_grid(const Grid& grid, const Unit& unit,
                      const Clearance& clearance, CellArea changed, Grid& out) {
  if (out.width() != grid.width() || out.height() != grid.height()) {
    out = unit_grid(grid, unit, clearance);
    return;
  }
  if (unit.is_cell()) {
    for (int y = changed.y0; y < changed.y1; ++y) {
      for (int x = changed.x0; x < changed.x1; ++x)
        out.set(x, y, grid.at(x, y));
    }
    return;
  }
  fill_unit_box(grid, unit, clearance, affected_by(grid, changed), out);
}

UnitMap::UnitMap(const Grid& grid, const Unit& unit) : unit_(unit) {
  clearance_.compute(grid, unit.terrain);
  grid_ = unit_grid(grid, unit, clearance_);
}

void UnitMap::update(const Grid& grid, CellArea changed) {
  clearance_.update(grid, unit_.terrain, changed);
  update_unit_grid(grid, unit_, clearance_, changed, grid_);
}

void UnitMap::follow(const Grid& grid) {
  if (!follows(grid)) *this = UnitMap(grid, unit_);
}

std::string unit_fit_problem(const Grid& grid, const Unit& unit, Point p) {
  if (!grid.contains(p)) return "";  // the endpoint check says that
  const int k = unit.size;
  for (int y = p.y; y < p.y + k; ++y) {
    for (int x = p.x; x < p.x + k; ++x) {
      if (!grid.contains(x, y)) {
        return "a unit of size " + std::to_string(k) + " at " + to_string(p) +
               " reaches past the map's edge";
      }
      if (unit.terrain.cost_of_value(grid.at(x, y)) == 0) {
        return "a unit of size " + std::to_string(k) + " does not fit at " +
               to_string(p) + ": " + to_string(Point{x, y}) +
               (grid.at(x, y) == kBlocked ? " is a wall"
                                          : " is terrain its table bars");
      }
    }
  }
  return "";
}

}  // namespace astar
