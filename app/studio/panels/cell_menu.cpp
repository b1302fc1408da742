#include "panels/cell_menu.hpp"

#include <imgui.h>

#include <cstdio>

namespace astar::studio {
namespace {

constexpr const char* kPopupId = "##cell menu";

bool menu_entry(const char* label, UiTargets& targets, bool enabled = true) {
  const bool chosen = ImGui::MenuItem(label, nullptr, false, enabled);
  targets.record(label);
  return chosen;
}

}  // namespace

void CellMenu::draw(std::size_t breakpoints, RequestQueue& out,
                    UiTargets& targets) {
  if (opening_) {
    cell_ = *opening_;
    opening_.reset();
    ImGui::OpenPopup(kPopupId);
  }
  if (!ImGui::BeginPopup(kPopupId)) return;
  // Escape closes it, as any desktop context menu. (Shortcuts are off
  // while a popup is open, and ImGui's keyboard navigation is too.)
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    ImGui::CloseCurrentPopup();
  }
  ImGui::TextDisabled("Cell (%d,%d)", cell_.x, cell_.y);
  ImGui::Separator();
  // A breakpoint, then on to the end: it stops there.
  const auto run_until = [&](BreakOn on) {
    out.push_back(SetBreakpoint{cell_, on, true});
  };
  if (menu_entry("Run until opened", targets)) run_until(BreakOn::Opened);
  if (menu_entry("Run until expanded", targets)) run_until(BreakOn::Expanded);
  char clear[48];
  std::snprintf(clear, sizeof clear, "Clear breakpoints (%zu)", breakpoints);
  if (ImGui::MenuItem(clear, nullptr, false, breakpoints > 0)) {
    out.push_back(ClearBreakpoints{});
  }
  targets.record("Clear breakpoints");
  ImGui::EndPopup();
}

}  // namespace astar::studio
