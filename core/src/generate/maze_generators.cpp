// Mazes and rooms share one lattice: square cells of `inside` x `inside`
// open ground, one wall cell apart, with a wall around the map. A random
// spanning tree over the lattice (the recursive backtracker, run with an
// explicit stack) decides which neighbouring cells are joined, so every
// cell is reachable from every other.

#include <algorithm>
#include <vector>

#include "generator_kinds.hpp"

namespace astar::generators {

namespace {

struct Lattice {
  int inside;
  int columns;
  int rows;

  int x0(int column) const { return 1 + column * (inside + 1); }
  int y0(int row) const { return 1 + row * (inside + 1); }
};

void fill_rect(Grid& grid, int x0, int y0, int width, int height,
               std::uint8_t value) {
  for (int y = y0; y < y0 + height; ++y) {
    for (int x = x0; x < x0 + width; ++x) grid.set(x, y, value);
  }
}

void carve_cells(Grid& grid, const Lattice& lattice) {
  for (int row = 0; row < lattice.rows; ++row) {
    for (int column = 0; column < lattice.columns; ++column) {
      fill_rect(grid, lattice.x0(column), lattice.y0(row), lattice.inside,
                lattice.inside, kOpenGround);
    }
  }
}

// Opens `width` cells, starting `offset` cells along, of the wall between
// lattice cell `a` and its east (b == a + 1) or south neighbour `b`.
void open_wall(Grid& grid, const Lattice& lattice, int a, int b, int offset,
               int width) {
  const int column = a % lattice.columns;
  const int row = a / lattice.columns;
  if (b == a + 1) {
    fill_rect(grid, lattice.x0(column) + lattice.inside,
              lattice.y0(row) + offset, 1, width, kOpenGround);
  } else {
    fill_rect(grid, lattice.x0(column) + offset,
              lattice.y0(row) + lattice.inside, width, 1, kOpenGround);
  }
}

// Calls join(a, b) with a < b for each edge of a random spanning tree.
template <typename Join>
void spanning_tree(const Lattice& lattice, Rng& rng, Join join) {
  const int columns = lattice.columns;
  const int count = columns * lattice.rows;
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
    if (row + 1 < lattice.rows && !visited[cell + columns]) {
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

Lattice make_lattice(const GeneratorSettings& settings, int inside) {
  return {inside, lattice_cells(settings.width, inside),
          lattice_cells(settings.height, inside)};
}

}  // namespace

int lattice_cells(int side, int inside) { return (side - 1) / (inside + 1); }

Grid maze(const GeneratorSettings& settings, Rng& rng) {
  Grid grid(settings.width, settings.height, kBlocked);
  const Lattice lattice = make_lattice(settings, settings.corridor);
  carve_cells(grid, lattice);
  spanning_tree(lattice, rng, [&](int a, int b) {
    open_wall(grid, lattice, a, b, 0, lattice.inside);
  });
  return grid;
}

Grid rooms(const GeneratorSettings& settings, Rng& rng) {
  Grid grid(settings.width, settings.height, kBlocked);
  const Lattice lattice = make_lattice(settings, settings.room_size);
  carve_cells(grid, lattice);
  const int door = settings.door;
  auto add_door = [&](int a, int b) {
    open_wall(grid, lattice, a, b, rng.between(0, lattice.inside - door), door);
  };
  spanning_tree(lattice, rng, add_door);
  for (int cell = 0; cell < lattice.columns * lattice.rows; ++cell) {
    const int column = cell % lattice.columns;
    const int row = cell / lattice.columns;
    if (column + 1 < lattice.columns && rng.chance(settings.extra_doors)) {
      add_door(cell, cell + 1);
    }
    if (row + 1 < lattice.rows && rng.chance(settings.extra_doors)) {
      add_door(cell, cell + lattice.columns);
    }
  }
  return grid;
}

}  // namespace astar::generators
