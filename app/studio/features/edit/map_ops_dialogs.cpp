#include "features/edit/map_ops_dialogs.hpp"

#include <imgui.h>

#include <string>

#include "dialogs/dialog_util.hpp"

namespace astar::studio {
namespace {

// The anchor picker's cells, row by row, with the arrow each shows: the
// old map stays put at that side or corner and grows away from it.
struct AnchorCell {
  Anchor anchor;
  const char* arrow;
};
constexpr AnchorCell kAnchorCells[] = {
    {Anchor::TopLeft, "\\"},     {Anchor::Top, "^"},
    {Anchor::TopRight, "/"},     {Anchor::Left, "<"},
    {Anchor::Centre, "o"},       {Anchor::Right, ">"},
    {Anchor::BottomLeft, "/"},   {Anchor::Bottom, "v"},
    {Anchor::BottomRight, "\\"},
};

// A 3x3 grid of buttons; the chosen one is highlighted.
void anchor_picker(Anchor& anchor, float cell, UiTargets& targets) {
  for (int i = 0; i < 9; ++i) {
    const AnchorCell& entry = kAnchorCells[i];
    const bool chosen = entry.anchor == anchor;
    if (chosen) {
      ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.26f, 0.45f, 0.75f, 1));
    }
    const std::string name = "anchor " + std::string(to_string(entry.anchor));
    const std::string label =
        std::string(chosen ? "*" : entry.arrow) + "##" + name;
    if (ImGui::Button(label.c_str(), ImVec2(cell, cell))) anchor = entry.anchor;
    targets.record(name);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("Keep the map's %s in place",
                        std::string(to_string(entry.anchor)).c_str());
    }
    if (chosen) ImGui::PopStyleColor();
    if (i % 3 != 2) ImGui::SameLine();
  }
}

}  // namespace

void ResizeDialog::show(int width, int height) {
  request_.width = width;
  request_.height = height;
  problem_.clear();
  show_requested_ = true;
}

std::optional<ResizeRequest> ResizeDialog::draw(float ui_scale,
                                                UiTargets& targets) {
  std::optional<ResizeRequest> chosen;
  if (!begin_modal("Resize map", show_requested_)) return chosen;
  const bool field_was_active = ImGui::IsAnyItemActive();
  const float w = 110 * ui_scale;
  int_field(targets, "Width", request_.width, w);
  int_field(targets, "Height", request_.height, w);
  ImGui::TextDisabled("Anchor: the part of the map that stays in place");
  anchor_picker(request_.anchor, 30 * ui_scale, targets);
  ImGui::TextDisabled("New cells are open ground; cut-off markers go.");
  problem_line(problem_.c_str());
  ImGui::Separator();
  if (action_row(targets, "Resize", ui_scale, field_was_active)) {
    problem_ = check_grid_size(request_.width, request_.height);
    if (problem_.empty()) {
      chosen = request_;
      ImGui::CloseCurrentPopup();
    }
  }
  ImGui::EndPopup();
  return chosen;
}

std::optional<ShiftRequest> ShiftDialog::draw(float ui_scale,
                                              UiTargets& targets) {
  std::optional<ShiftRequest> chosen;
  if (!begin_modal("Shift map", show_requested_)) return chosen;
  const bool field_was_active = ImGui::IsAnyItemActive();
  const float w = 110 * ui_scale;
  int_field(targets, "Right by (dx)", request_.dx, w);
  int_field(targets, "Down by (dy)", request_.dy, w);
  ImGui::Checkbox("Wrap around", &request_.wrap);
  targets.record("Wrap around");
  ImGui::TextDisabled(request_.wrap
                          ? "Cells leaving one side come back on the other."
                          : "Vacated cells become open ground.");
  ImGui::Separator();
  if (action_row(targets, "Shift", ui_scale, field_was_active)) {
    chosen = request_;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
  return chosen;
}

}  // namespace astar::studio
