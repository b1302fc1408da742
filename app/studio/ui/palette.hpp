#pragma once
// Every colour the app paints, in one place, so the legend, the canvas and
// the screenshot tests agree. No ImGui here: tests include this header.

#include <array>
#include <cstdint>
#include <string_view>

namespace astar::studio {

struct Rgba {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  // Byte order R, G, B, A in memory, as GL_RGBA/GL_UNSIGNED_BYTE expects.
  std::uint32_t packed() const {
    return static_cast<std::uint32_t>(r) | static_cast<std::uint32_t>(g) << 8 |
           static_cast<std::uint32_t>(b) << 16 |
           static_cast<std::uint32_t>(a) << 24;
  }
  friend bool operator==(const Rgba&, const Rgba&) = default;
};

// The lines Jump Point Search scanned in its last step: pale and
// see-through in both palettes, so the cells' own colours still show.
inline constexpr Rgba kJumpScanColour{255, 236, 140, 110};
// The lines from a seen cell to a parent that is not its neighbour (Theta*,
// JPS's jumps, the subgoal graph's links).
inline constexpr Rgba kParentLineColour{255, 120, 210, 120};
// The prepared map's overlay: its subgoals, its links, and the subgoals the
// last edit relinked, flashed for a moment.
inline constexpr Rgba kSubgoalColour{0, 150, 255, 255};
inline constexpr Rgba kSubgoalLinkColour{0, 150, 255, 90};
inline constexpr Rgba kRepairFlashColour{255, 150, 0, 255};

enum class PaletteKind : std::uint8_t {
  Standard,
  ColourBlindSafe,  // Okabe-Ito hues: safe for the common colour deficiencies
};

std::string_view to_string(PaletteKind kind);

struct Palette {
  Rgba wall;
  Rgba open_ground;
  Rgba terrain_light;  // weight 2
  Rgba terrain_heavy;  // weight 10; heavier terrain gets darker still
  Rgba open;           // cells on the open list
  Rgba closed;         // cells already expanded
  Rgba current;        // the cell the last step expanded
  Rgba touched;        // the neighbours that step pushed or improved
  Rgba path;           // path cells
  Rgba path_line;      // the line through the path's cell centres
  Rgba start;
  Rgba goal;
  Rgba grid_line;
  Rgba canvas_background;
  Rgba unreachable;  // tints walkable cells the start cannot reach
  // Comparing two runs: cells only this run expanded, and cells only the
  // other one did.
  Rgba only_this;
  Rgba only_other;
  // A bidirectional search: the backward side's open and closed cells (the
  // forward side keeps `open` and `closed`), and the cell where they met.
  Rgba open_back;
  Rgba closed_back;
  Rgba meeting;
};

const Palette& palette(PaletteKind kind);

// The terrain weights the terrain brush offers, shown in the legend.
inline constexpr std::array<int, 4> kTerrainLevels = {2, 3, 5, 10};

// The colour of a map cell value (0 wall, 255 open, else terrain).
Rgba cell_colour(const Palette& palette, std::uint8_t value);

// An unreachable cell's colour: its own colour tinted, in a checkerboard
// (`odd` cells lighter) so the highlight reads as a pattern too.
Rgba unreachable_colour(const Palette& palette, std::uint8_t value, bool odd);

// A search colour over a cell: exact on open ground, tinted by terrain so
// heavy ground stays visible under the search.
Rgba search_colour(const Palette& palette, Rgba state_colour,
                   std::uint8_t value);

// The WCAG contrast ratio of two opaque colours, 1 (none) to 21.
double contrast_ratio(Rgba a, Rgba b);
// Black or white, whichever stands out more on `background`: text and
// arrows drawn over cells stay readable on every colour of both palettes.
Rgba text_colour_on(Rgba background);

}  // namespace astar::studio
