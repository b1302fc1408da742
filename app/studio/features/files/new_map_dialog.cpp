#include "features/files/new_map_dialog.hpp"

#include <imgui.h>

#include "astar/grid/grid.hpp"
#include "dialogs/dialog_util.hpp"

namespace astar::studio {

std::optional<MapSize> NewMapDialog::draw(float ui_scale, UiTargets& targets) {
  if (show_requested_) problem_.clear();
  std::optional<MapSize> chosen;
  if (!begin_modal("New map", show_requested_)) return chosen;
  ImGui::TextUnformatted("A blank map of open ground.");
  // Plain fields, as in the other map dialogs: each is a click target.
  int_field(targets, "Width", width_, 160 * ui_scale);
  int_field(targets, "Height", height_, 160 * ui_scale);
  ImGui::TextDisabled("1 to %d cells on each side", kMaxGridSide);
  if (!problem_.empty()) {
    ImGui::TextColored(ImVec4(1, 0.45f, 0.4f, 1), "%s", problem_.c_str());
  }
  if (action_row(targets, "Create", ui_scale, false, true)) {
    problem_ = check_grid_size(width_, height_);
    if (problem_.empty()) {
      chosen = MapSize{width_, height_};
      ImGui::CloseCurrentPopup();
    }
  }
  ImGui::EndPopup();
  return chosen;
}

}  // namespace astar::studio
