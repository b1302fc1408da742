#include "astar/generate/generators.hpp"

#include <array>
#include <cmath>
#include <sstream>

#include "generator_kinds.hpp"

namespace astar {

namespace {

struct KindName {
  GeneratorKind kind;
  std::string_view name;
  std::string_view label;
};

constexpr std::array<KindName, 5> kKinds{{
    {GeneratorKind::Random, "random", "Random obstacles"},
    {GeneratorKind::Maze, "maze", "Maze"},
    {GeneratorKind::Rooms, "rooms", "Rooms"},
    {GeneratorKind::Caves, "caves", "Caves"},
    {GeneratorKind::Terrain, "terrain", "Terrain"},
}};

std::string format_number(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

std::string check_share(std::string_view name, double value) {
  if (std::isfinite(value) && value >= 0.0 && value <= 1.0) return {};
  return std::string(name) + " " + format_number(value) + " is outside 0..1";
}

std::string check_range(std::string_view name, int value, int lo, int hi) {
  if (value >= lo && value <= hi) return {};
  return std::string(name) + " " + std::to_string(value) + " is outside " +
         std::to_string(lo) + ".." + std::to_string(hi);
}

// The maze and rooms need at least one lattice cell each way.
std::string check_lattice(const GeneratorSettings& s, std::string_view what,
                          int inside) {
  if (generators::lattice_cells(s.width, inside) >= 1 &&
      generators::lattice_cells(s.height, inside) >= 1) {
    return {};
  }
  return "a " + std::to_string(s.width) + "x" + std::to_string(s.height) +
         " map is too small for " + std::string(what) + " " +
         std::to_string(inside) + "; each side needs at least " +
         std::to_string(inside + 2) + " cells";
}

}  // namespace

std::string check_generator_settings(const GeneratorSettings& s) {
  if (std::string size = check_grid_size(s.width, s.height); !size.empty()) {
    return size;
  }
  std::string problem;
  switch (s.kind) {
    case GeneratorKind::Random:
      problem = check_share("density", s.density);
      break;
    case GeneratorKind::Maze:
      problem = check_range("corridor", s.corridor, 1, kMaxGridSide);
      if (problem.empty()) problem = check_lattice(s, "corridor", s.corridor);
      break;
    case GeneratorKind::Rooms:
      problem = check_range("room size", s.room_size, 1, kMaxGridSide);
      if (problem.empty())
        problem = check_range("door", s.door, 1, s.room_size);
      if (problem.empty()) problem = check_share("extra doors", s.extra_doors);
      if (problem.empty()) problem = check_lattice(s, "room size", s.room_size);
      break;
    case GeneratorKind::Caves:
      problem = check_share("fill", s.fill);
      if (problem.empty())
        problem = check_range("iterations", s.iterations, 0, 100);
      break;
    case GeneratorKind::Terrain:
      problem = check_range("max weight", s.max_weight, 1, 255);
      if (problem.empty())
        problem = check_range("scale", s.scale, 1, kMaxGridSide);
      break;
  }
  return problem;
}

Result<Grid> generate_map(const GeneratorSettings& settings) {
  if (std::string problem = check_generator_settings(settings);
      !problem.empty()) {
    return fail(ErrorKind::BadArgument, problem);
  }
  Rng rng(settings.seed);
  Grid grid;
  switch (settings.kind) {
    case GeneratorKind::Random:
      grid = generators::random_obstacles(settings, rng);
      break;
    case GeneratorKind::Maze:
      grid = generators::maze(settings, rng);
      break;
    case GeneratorKind::Rooms:
      grid = generators::rooms(settings, rng);
      break;
    case GeneratorKind::Caves:
      grid = generators::caves(settings, rng);
      break;
    case GeneratorKind::Terrain:
      grid = generators::terrain(settings, rng);
      break;
  }
  generators::keep_cells_open(grid, settings.keep_open);
  return grid;
}

std::string_view to_string(GeneratorKind kind) {
  for (const KindName& entry : kKinds) {
    if (entry.kind == kind) return entry.name;
  }
  return "unknown";
}

std::optional<GeneratorKind> parse_generator_kind(std::string_view text) {
  for (const KindName& entry : kKinds) {
    if (entry.name == text) return entry.kind;
  }
  return std::nullopt;
}

std::string_view generator_label(GeneratorKind kind) {
  for (const KindName& entry : kKinds) {
    if (entry.kind == kind) return entry.label;
  }
  return "Generate";
}

namespace generators {

Grid random_obstacles(const GeneratorSettings& settings, Rng& rng) {
  Grid grid(settings.width, settings.height);
  for (int i = 0; i < grid.cell_count(); ++i) {
    if (rng.chance(settings.density)) grid.set(i, kBlocked);
  }
  return grid;
}

Grid caves(const GeneratorSettings& settings, Rng& rng) {
  const int w = settings.width;
  const int h = settings.height;
  Grid grid(w, h);
  for (int i = 0; i < grid.cell_count(); ++i) {
    if (rng.chance(settings.fill)) grid.set(i, kBlocked);
  }
  // The 4-5 rule: a cell becomes wall when at least 5 of the 9 cells around
  // it (itself included, the outside counting as wall) are walls.
  Grid next(w, h);
  for (int pass = 0; pass < settings.iterations; ++pass) {
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        int walls = 0;
        for (int dy = -1; dy <= 1; ++dy) {
          for (int dx = -1; dx <= 1; ++dx) {
            const int nx = x + dx;
            const int ny = y + dy;
            if (!grid.contains(nx, ny) || grid.at(nx, ny) == kBlocked) ++walls;
          }
        }
        next.set(x, y, walls >= 5 ? kBlocked : kOpenGround);
      }
    }
    std::swap(grid, next);
  }
  return grid;
}

}  // namespace generators

}  // namespace astar
