#pragma once
// The right panel's tabs, named once: the tab bar draws these labels and
// the Help lists them with what each shows, so the two cannot drift apart.

#include <cstddef>
#include <span>

namespace astar::studio {

struct ListTab {
  const char* label;
  const char* what;  // for the Help
};

// The pages in kListTabs's order.
enum class ListPage : std::size_t { Why, Code, OpenList, Plots, History };

inline constexpr ListTab kListTabs[] = {
    {"Why", "why the last step was taken, in words"},
    {"Code", "the algorithm's pseudocode, the line it is on lit"},
    {"Open list", "the open list, best entry first"},
    {"Plots", "the open list, f and the expansions, step by step"},
    {"History", "every edit; click a row to go back to it"},
};
static_assert(std::size(kListTabs) ==
              static_cast<std::size_t>(ListPage::History) + 1);

}  // namespace astar::studio
