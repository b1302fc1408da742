#pragma once
// The runs of --compare: "astar;dijkstra;weighted:w=2;greedy:h=euclidean".
// Each run is an algorithm, then optionally a colon and comma-separated
// settings named as the search flags are (weight, heuristic, connectivity,
// corners, costs, tie-break, size, terrain) or by the short names w, h,
// moves, diagonals and ties: "astar:size=1;astar:size=3,terrain=10=wall,5=2"
// (a terrain table keeps its own commas). Each run starts from the same base
// settings (the command line's search flags), and the flags' rules link them:
// weighted without a weight uses w = 2, a weight with another algorithm is an
// error.

#include <string_view>
#include <vector>

#include "astar/result.hpp"
#include "astar/search/settings.hpp"

namespace astar::studio {

// Compare mode shows two to four runs side by side.
inline constexpr int kMinCompareRuns = 2;
inline constexpr int kMaxCompareRuns = 4;

// The settings of each run, in order. Errors name the run and its text.
Result<std::vector<SearchSettings>> parse_compare_spec(
    std::string_view spec, const SearchSettings& base);

// One run's settings, as one run of a spec reads ("weighted:w=3"): a
// lesson without runs to compare has its document's search alone.
Result<SearchSettings> parse_run_spec(std::string_view text,
                                      const SearchSettings& base);

// One run's settings written the way parse_compare_spec reads them, with
// the settings that differ from the defaults: "weighted:w=2,h=euclidean".
std::string compare_spec_of(const SearchSettings& settings);
// The same for a person, with the algorithm's name as the settings panel
// shows it: "Weighted A* (w=2, h=euclidean)".
std::string compare_label_of(const SearchSettings& settings);

}  // namespace astar::studio
