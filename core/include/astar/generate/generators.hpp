#pragma once
/// @file generators.hpp
/// Seeded map generators. The same settings give the same map on every
/// platform: they draw only from astar::Rng and compute with integers, never
/// with the implementation-defined standard distributions or with floating
/// point that could round differently.
///
/// A generator returns a whole new Grid; the app turns it into one undoable
/// step with make_replace_command. Cells listed in keep_open (the start and
/// goal) are set to open ground afterwards and joined to the map's main
/// region (markers.hpp) by opening the fewest walls, so the markers are
/// connected under every movement rule. Only a map with no open cell of its
/// own (random at density 1) leaves them open but walled in.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/result.hpp"

namespace astar {

enum class GeneratorKind : std::uint8_t {
  Random,   ///< random obstacles with a density
  Maze,     ///< recursive backtracker, perfect maze, any corridor width
  Rooms,    ///< a lattice of rooms joined by doors (connected, with loops)
  Caves,    ///< cellular automaton (the 4-5 rule)
  Terrain,  ///< value-noise terrain weights, no walls
};

struct GeneratorSettings {
  GeneratorKind kind = GeneratorKind::Random;
  int width = 64;
  int height = 64;
  std::uint64_t seed = 1;
  double density = 0.3;       ///< random: share of walls, 0..1
  int corridor = 1;           ///< maze: corridor width in cells, >= 1
  int room_size = 8;          ///< rooms: inner side of a room, >= 1
  int door = 2;               ///< rooms: door width, 1..room_size
  double extra_doors = 0.25;  ///< rooms: chance of one more door on each
                              ///< wall between two rooms (makes loops)
  double fill = 0.45;         ///< caves: initial share of walls, 0..1
  int iterations = 5;         ///< caves: smoothing passes, 0..100
  int max_weight = 10;        ///< terrain: heaviest weight, 1..255
  int scale = 16;             ///< terrain: feature size in cells, >= 1
  /// Cells set to open ground after generation and joined to the main
  /// region (cells outside are ignored).
  std::vector<Point> keep_open;
};

/// Empty when the settings are usable, otherwise what is wrong, naming the
/// setting ("density 1.5 is outside 0..1").
std::string check_generator_settings(const GeneratorSettings& settings);

/// Generates a map, or fails with check_generator_settings' message (also
/// when the map is too small for the maze or rooms).
Result<Grid> generate_map(const GeneratorSettings& settings);

/// Names used by the CLI and the app: random, maze, rooms, caves, terrain.
std::string_view to_string(GeneratorKind kind);
std::optional<GeneratorKind> parse_generator_kind(std::string_view text);
/// The history label of a generator run ("Maze", "Random obstacles", ...).
std::string_view generator_label(GeneratorKind kind);

}  // namespace astar
