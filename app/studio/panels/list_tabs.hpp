#pragma once
// The right panel's tabs, named once: the tab bar draws these labels and
// the Help lists them with what each shows, so the two cannot drift apart.

#include <span>

namespace astar::studio {

struct ListTab {
  const char* label;
  const char* what;  // for the Help
};

inline constexpr ListTab kListTabs[] = {
    {"Why", "why the last step was taken, in words"},
    {"Code", "the algorithm's pseudocode, the line it is on lit"},
    {"Open list", "the open list, best entry first"},
    {"Plots", "the open list, f and the expansions, step by step"},
    {"History", "every edit; click a row to go back to it"},
};

}  // namespace astar::studio
