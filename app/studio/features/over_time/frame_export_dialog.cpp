#include "features/over_time/frame_export_dialog.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <utility>

#include "dialogs/dialog_util.hpp"

namespace astar::studio {

void FrameExportDialog::show(std::string folder) {
  show_requested_ = true;
  folder_ = std::move(folder);
}

std::optional<FrameExportRequest> FrameExportDialog::draw(float ui_scale,
                                                          UiTargets& targets) {
  if (show_requested_) problem_.clear();
  std::optional<FrameExportRequest> chosen;
  if (!begin_modal("Export frames", show_requested_)) return chosen;
  ImGui::TextUnformatted(
      "The canvas every K steps, as frame_00000.png, frame_00001.png, ...");
  ImGui::TextDisabled("Into a new or empty folder: nothing is overwritten.");
  ImGui::SetNextItemWidth(360 * ui_scale);
  ImGui::InputText("Folder", &folder_);
  targets.record("Folder");
  int_field(targets, "Every K steps", every_, 160 * ui_scale);
  problem_line(problem_.c_str());
  if (action_row(targets, "Export", ui_scale, ImGui::IsAnyItemActive())) {
    if (folder_.empty()) {
      problem_ = "Give a folder for the frames.";
    } else if (every_ < 1) {
      problem_ = "K must be at least 1.";
    } else {
      chosen = FrameExportRequest{folder_, every_};
      ImGui::CloseCurrentPopup();
    }
  }
  ImGui::EndPopup();
  return chosen;
}

}  // namespace astar::studio
