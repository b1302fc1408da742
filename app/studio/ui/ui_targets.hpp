#pragma once
// Where the clickable UI items were drawn in the last frame, by name, so a
// headless script can click a button, a menu entry or a list row with real
// mouse events ("click NAME"), just as `move X Y` finds a map cell.

#include <imgui.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace astar::studio {

class UiTargets {
 public:
  // Forgets the last frame's items; call once a frame before drawing.
  void begin_frame() { items_.clear(); }
  // Remembers the last ImGui item under `name` when it is visible.
  void record(std::string_view name);
  // Remembers a rectangle of the current window (screen coordinates) under
  // `name` when it is visible: for an item that is not the last one, such
  // as a combo whose popup window began after it.
  void record(std::string_view name, const ImVec2& min, const ImVec2& max);
  // The centre of the item `name` in window coordinates, if it was drawn;
  // the latest one wins, so a popup beats what lies under it.
  std::optional<ImVec2> centre(std::string_view name) const;
  // The names drawn, quoted, for error messages: as many as fit in
  // `max_bytes`, then how many more there are.
  std::string names(std::size_t max_bytes) const;
  // The name drawn nearest to `name` (the fewest letters to change, case
  // aside), for a script that misspelled one; none when none was drawn.
  std::optional<std::string> nearest(std::string_view name) const;

 private:
  struct Item {
    std::string name;
    ImVec2 min, max;
  };
  std::vector<Item> items_;
};

// Records the frame of the next item, before it is drawn, under `name`:
// for a combo, whose popup window begins right after its frame.
void record_next_frame(UiTargets& targets, std::string_view name);

// A button that records itself as a target under its visible label (the
// part before any "##").
bool target_button(UiTargets& targets, const char* label,
                   const ImVec2& size = ImVec2(0, 0));

}  // namespace astar::studio
