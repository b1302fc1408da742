// Mazes and rooms share one lattice: cells of open ground, one wall cell
// apart, with a wall around the map. A random spanning tree over the
// lattice (the recursive backtracker, run with an explicit stack) decides
// which neighbouring cells are joined, so every cell is reachable from
// every other.
//
// Cells are `inside` wide, and the cells a side has left over (when it is
// not 1 + n * (inside + 1)) are spread one each over evenly spaced columns
// or rows, so the border is one wall thick on every side. With a corridor
// of 1 on an even side that widens the last column or row.

#include <algorithm>
#include <vector>

#include "generator_kinds.hpp"

namespace astar::generators {

namespace {

// Where the lattice cells of one side start and how long they are.
struct Axis {
  int inside;
  int count;
  int spare;  // cells left over along the side, spread over the count

  // Cells before `i` that got one of the spare ones.
  int widened_before(int i) const {
    return static_cast<int>(std::int64_t{i} * spare / count);
  }
  int start(int i) const { return 1 + i * (inside + 1) + widened_before(i); }
  int length(int i) const {
    return inside + widened_before(i + 1) - widened_before(i);
  }
};

struct Lattice {
  Axis x;
  Axis y;

  int columns() const { return x.count; }
  int rows() const { return y.count; }
};

void fill_rect(Grid& grid, int x0, int y0, int width, int height,
               std::uint8_t value) {
  for (int y = y0; y < y0 + height; ++y) {
    for (int x = x0; x < x0 + width; ++x) grid.set(x, y, value);
  }
}

void carve_cells(Grid& grid, const Lattice& lattice) {
  for (int row = 0; row < lattice.rows(); ++row) {
    for (int column = 0; column < lattice.columns(); ++column) {
      fill_rect(grid, lattice.x.start(column), lattice.y.start(row),
                lattice.x.length(column), lattice.y.length(row), kOpenGround);
    }
  }
}

// The length of the wall between lattice cell `a` and its east (b == a + 1)
// or south neighbour `b`.
int shared_wall(const Lattice& lattice, int a, int b) {
  return b == a + 1 ? lattice.y.length(a / lattice.columns())
                    : lattice.x.length(a % lattice.columns());
}

// Opens `width` cells, starting `offset` cells along, of the wall between
// lattice cell `a` and its east (b == a + 1) or south neighbour `b`.
void open_wall(Grid& grid, const Lattice& lattice, int a, int b, int offset,
               int width) {
  const int column = a % lattice.columns();
  const int row = a / lattice.columns();
  const int x0 = lattice.x.start(column);
  const int y0 = lattice.y.start(row);
  if (b == a + 1) {
    fill_rect(grid, x0 + lattice.x.length(column), y0 + offset, 1, width,
              kOpenGround);
  } else {
    fill_rect(grid, x0 + offset, y0 + lattice.y.length(row), width, 1,
              kOpenGround);
  }
}

// Calls join(a, b) with a < b for each edge of a random spanning tree.
template <typename Join>
void spanning_tree(const Lattice& lattice, Rng& rng, Join join) {
  const int columns = lattice.columns();
  const int count = columns * lattice.rows();
  std::vector<bool> visited(static_cast<std::size_t>(count), false);
  std::vector<int> stack;
  const int first =
      static_cast<int>(rng.below(static_cast<std::uint64_t>(count)));
  visited[first] = true;
  stack.push_back(first);
  while (!stack.empty()) {
    const int cell = stack.back();
    const int column = cell % columns;
    const int row = cell / columns;
    int options[4];
    int option_count = 0;
    if (column + 1 < columns && !visited[cell + 1])
      options[option_count++] = cell + 1;
    if (column > 0 && !visited[cell - 1]) options[option_count++] = cell - 1;
    if (row + 1 < lattice.rows() && !visited[cell + columns]) {
      options[option_count++] = cell + columns;
    }
    if (row > 0 && !visited[cell - columns])
      options[option_count++] = cell - columns;
    if (option_count == 0) {
      stack.pop_back();
      continue;
    }
    const int next =
        options[rng.below(static_cast<std::uint64_t>(option_count))];
    visited[next] = true;
    join(std::min(cell, next), std::max(cell, next));
    stack.push_back(next);
  }
}

Axis make_axis(int side, int inside) {
  const int count = lattice_cells(side, inside);
  return {inside, count, side - 1 - count * (inside + 1)};
}

Lattice make_lattice(const GeneratorSettings& settings, int inside) {
  return {make_axis(settings.width, inside),
          make_axis(settings.height, inside)};
}

}  // namespace

int lattice_cells(int side, int inside) { return (side - 1) / (inside + 1); }

Grid maze(const GeneratorSettings& settings, Rng& rng) {
  Grid grid(settings.width, settings.height, kBlocked);
  const Lattice lattice = make_lattice(settings, settings.corridor);
  carve_cells(grid, lattice);
  spanning_tree(lattice, rng, [&](int a, int b) {
    open_wall(grid, lattice, a, b, 0, shared_wall(lattice, a, b));
  });
  return grid;
}

Grid rooms(const GeneratorSettings& settings, Rng& rng) {
  Grid grid(settings.width, settings.height, kBlocked);
  const Lattice lattice = make_lattice(settings, settings.room_size);
  carve_cells(grid, lattice);
  const int door = settings.door;
  auto add_door = [&](int a, int b) {
    const int offset = rng.between(0, shared_wall(lattice, a, b) - door);
    open_wall(grid, lattice, a, b, offset, door);
  };
  spanning_tree(lattice, rng, add_door);
  const int columns = lattice.columns();
  for (int cell = 0; cell < columns * lattice.rows(); ++cell) {
    const int column = cell % columns;
    const int row = cell / columns;
    if (column + 1 < columns && rng.chance(settings.extra_doors)) {
      add_door(cell, cell + 1);
    }
    if (row + 1 < lattice.rows() && rng.chance(settings.extra_doors)) {
      add_door(cell, cell + columns);
    }
  }
  return grid;
}

}  // namespace astar::generators
