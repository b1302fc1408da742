#include "ui/palette.hpp"

#include <algorithm>
#include <cmath>

#include "astar/grid/grid.hpp"

namespace astar::studio {
namespace {

constexpr Palette kStandard = {
    .wall = {38, 42, 52},
    .open_ground = {236, 236, 230},
    .terrain_light = {222, 204, 160},
    .terrain_heavy = {150, 112, 70},
    .open = {96, 204, 120},
    .closed = {140, 176, 228},
    // Indigo, not red: the goal marker is red, and the goal is the last
    // cell a successful search expands.
    .current = {50, 0, 200},
    .touched = {255, 158, 48},
    .path = {255, 214, 0},
    .path_line = {200, 40, 120},
    .start = {30, 110, 230},
    .goal = {215, 30, 50},
    .grid_line = {0, 0, 0, 48},
    .canvas_background = {24, 26, 32},
    .unreachable = {150, 40, 190},
    .only_this = {232, 96, 28},
    .only_other = {24, 150, 160},
    // Pinks against the forward side's green and blue.
    .open_back = {214, 110, 170},
    .closed_back = {238, 190, 210},
    .meeting = {0, 80, 80},
};

// Okabe & Ito, "Color Universal Design" (2002).
constexpr Palette kColourBlindSafe = {
    .wall = {30, 30, 30},
    .open_ground = {245, 245, 245},
    .terrain_light = {205, 205, 205},
    .terrain_heavy = {125, 125, 125},
    .open = {0, 158, 115},
    .closed = {86, 180, 233},
    .current = {213, 94, 0},
    .touched = {230, 159, 0},
    .path = {240, 228, 66},
    .path_line = {0, 0, 0},
    .start = {0, 114, 178},
    .goal = {204, 121, 167},
    .grid_line = {0, 0, 0, 48},
    .canvas_background = {24, 26, 32},
    .unreachable = {90, 40, 110},
    .only_this = {213, 94, 0},
    .only_other = {0, 114, 178},
    // Paul Tol's wine and a pale pink: apart from Okabe-Ito's hues above.
    .open_back = {136, 34, 85},
    .closed_back = {230, 190, 210},
    .meeting = {0, 80, 80},
};

std::uint8_t mix(std::uint8_t a, std::uint8_t b, double t) {
  return static_cast<std::uint8_t>(std::lround(a + (b - a) * t));
}

Rgba mix(Rgba a, Rgba b, double t) {
  return {mix(a.r, b.r, t), mix(a.g, b.g, t), mix(a.b, b.b, t), 255};
}

// WCAG 2 relative luminance: sRGB channels made linear, then weighted.
double luminance(Rgba c) {
  auto linear = [](std::uint8_t channel) {
    const double v = channel / 255.0;
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

}  // namespace

std::string_view to_string(PaletteKind kind) {
  return kind == PaletteKind::Standard ? "standard" : "colour-blind-safe";
}

const Palette& palette(PaletteKind kind) {
  return kind == PaletteKind::Standard ? kStandard : kColourBlindSafe;
}

Rgba cell_colour(const Palette& palette, std::uint8_t value) {
  if (value == kBlocked) return palette.wall;
  if (value == kOpenGround) return palette.open_ground;
  const double weight = terrain_weight(value);
  // Weights 2..10 span light to heavy on a log scale; beyond 10 the colour
  // darkens further towards the wall colour, never reaching it.
  if (weight <= 10) {
    const double t = std::log(weight / 2.0) / std::log(5.0);
    return mix(palette.terrain_light, palette.terrain_heavy, t);
  }
  const double t = 0.6 * std::log(weight / 10.0) / std::log(25.5);
  return mix(palette.terrain_heavy, palette.wall, t);
}

Rgba unreachable_colour(const Palette& palette, std::uint8_t value, bool odd) {
  return mix(cell_colour(palette, value), palette.unreachable, odd ? 0.4 : 0.6);
}

Rgba search_colour(const Palette& palette, Rgba state_colour,
                   std::uint8_t value) {
  if (value == kOpenGround) return state_colour;
  return mix(state_colour, cell_colour(palette, value), 0.3);
}

double contrast_ratio(Rgba a, Rgba b) {
  const double la = luminance(a);
  const double lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

Rgba text_colour_on(Rgba background) {
  const Rgba black{0, 0, 0};
  const Rgba white{255, 255, 255};
  return contrast_ratio(background, black) >= contrast_ratio(background, white)
             ? black
             : white;
}

}  // namespace astar::studio
