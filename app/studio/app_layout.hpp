#pragma once
// What the App's window layout files share: the fixed windows' flags and
// how they are placed.

#include <imgui.h>

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

// The next window's place and size, fixed.
inline void place_next_window(float x, float y, float w, float h) {
  ImGui::SetNextWindowPos(ImVec2(x, y));
  ImGui::SetNextWindowSize(ImVec2(w, h));
}

}  // namespace astar::studio
