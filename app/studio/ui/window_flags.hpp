#pragma once
// What the window layout's files share: the fixed windows' flags, their
// widths and how they are placed.

#include <imgui.h>

#include <algorithm>

namespace astar::studio {

// The fixed panels draw no background of their own: the frame is cleared
// to the panel colour and the canvas paints its area, so software GL fills
// each pixel about once.
inline constexpr ImGuiWindowFlags kPanelFlags =
    ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove |
    ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
    ImGuiWindowFlags_NoBackground;

// A canvas keeps the wheel for zooming.
inline constexpr ImGuiWindowFlags kCanvasFlags =
    kPanelFlags | ImGuiWindowFlags_NoScrollbar |
    ImGuiWindowFlags_NoScrollWithMouse;

// The side panels' widths: fixed, unless the window is narrow.
inline float left_panel_width(float ui_scale) {
  return std::min(272 * ui_scale, ImGui::GetMainViewport()->WorkSize.x * 0.3f);
}
inline float right_panel_width(float ui_scale) {
  return std::min(284 * ui_scale, ImGui::GetMainViewport()->WorkSize.x * 0.3f);
}

// The next window's place and size, fixed.
inline void place_next_window(float x, float y, float w, float h) {
  ImGui::SetNextWindowPos(ImVec2(x, y));
  ImGui::SetNextWindowSize(ImVec2(w, h));
}

}  // namespace astar::studio
