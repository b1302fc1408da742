#pragma once
// Who takes a left press on the canvas: the tools (it paints), or one of
// the modes that turn themselves on to take it over instead: Predict (a
// guess at the next expanded cell), Measure (a ruler), or Crowds (a goal
// added or removed, or agents painted by its brush). At most one at a
// time, in every pane alike: turning one on turns the other off, so the
// toolbar and the status line can say truly what a press does next.

#include <cstdint>

namespace astar::studio {

enum class ClickUse : std::uint8_t {
  Tools,
  Predict,
  Measure,
  CrowdGoals,
  CrowdBrush
};

// The mode's name as the status line and the toolbar give it.
const char* click_use_name(ClickUse use);

class CanvasClicks {
 public:
  ClickUse use() const { return use_; }
  bool taken_by(ClickUse use) const { return use_ == use; }
  // Gives the presses to `use`; returns what had them before.
  ClickUse take(ClickUse use) {
    const ClickUse before = use_;
    use_ = use;
    return before;
  }
  // Back to the tools, when `use` has them.
  void release(ClickUse use) {
    if (use_ == use) use_ = ClickUse::Tools;
  }

 private:
  ClickUse use_ = ClickUse::Tools;
};

}  // namespace astar::studio
