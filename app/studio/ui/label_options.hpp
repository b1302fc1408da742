#pragma once
// What the canvas writes in the cells once they are drawn large: which
// numbers (f, g and h; f only; none) and whether each seen cell points to
// its parent. The values the View menu, the keys, the settings file and the
// command line share; the drawing is canvas/cell_labels.hpp. No ImGui here.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "astar/search/search.hpp"

namespace astar::studio {

// Pixels per cell from which the arrows, and then the numbers, appear;
// below them they would be specks.
inline constexpr int kArrowsFromZoom = 12;
inline constexpr int kNumbersFromZoom = 40;

enum class CellNumbers : std::uint8_t {
  All,    // f in the middle, g top left, h top right
  FOnly,  // the middle number alone
  None,
};

struct CellLabelOptions {
  CellNumbers numbers = CellNumbers::All;
  bool arrows = true;  // an arrow from each seen cell to its parent
  friend bool operator==(const CellLabelOptions&,
                         const CellLabelOptions&) = default;
};

// "fgh", "f" and "none": the command line's and the settings file's words.
std::string_view to_string(CellNumbers numbers);
std::optional<CellNumbers> parse_cell_numbers(std::string_view text);
// The next choice, as the key cycles them: all, f only, none, all.
CellNumbers next(CellNumbers numbers);
// As the View menu names them.
const char* menu_label(CellNumbers numbers);

// Algorithms that use no heuristic (Dijkstra, BFS) would show a row of
// zero h: the cells and the legend leave it out.
bool uses_heuristic(Algorithm algorithm);

// What the middle number is for `algorithm`, for the legend: the search's
// own priority key (BFS: the depth in moves).
std::string middle_number_meaning(Algorithm algorithm, double weight);

// A number as the cells show it: whole with the 10-14 costs (and for
// depths), one decimal with exact costs.
std::string format_cell_number(double value, bool whole);
// A number as the panels show it: at most three decimals, with no
// trailing zeros ("24", "13.5", "14.142"), and "inf" for no value.
std::string number_text(double value);

}  // namespace astar::studio
