#include "ui/ui_style.hpp"

namespace astar::studio {

void apply_ui_style(ImGuiStyle& style, float ui_scale) {
  style = ImGuiStyle();  // sizes from scratch: a new scale must not compound
  ImGui::StyleColorsDark(&style);
  style.WindowRounding = 0;
  style.FrameRounding = 4;
  style.GrabRounding = 4;
  style.PopupRounding = 4;
  style.ChildRounding = 4;
  style.TabRounding = 4;
  style.FramePadding = ImVec2(7, 4);
  style.ItemSpacing = ImVec2(8, 6);
  style.WindowPadding = ImVec2(10, 10);
  style.WindowBorderSize = 0;
  style.PopupBorderSize = 1;
  style.ScrollbarSize = 12;
  ImVec4* colors = style.Colors;
  colors[ImGuiCol_WindowBg] = ImVec4(0.13f, 0.14f, 0.17f, 1.0f);
  colors[ImGuiCol_ChildBg] = ImVec4(0.11f, 0.12f, 0.14f, 1.0f);
  colors[ImGuiCol_PopupBg] = ImVec4(0.15f, 0.16f, 0.19f, 1.0f);
  colors[ImGuiCol_MenuBarBg] = ImVec4(0.10f, 0.11f, 0.13f, 1.0f);
  colors[ImGuiCol_Header] = ImVec4(0.22f, 0.25f, 0.31f, 1.0f);
  colors[ImGuiCol_HeaderHovered] = ImVec4(0.28f, 0.33f, 0.42f, 1.0f);
  colors[ImGuiCol_HeaderActive] = ImVec4(0.32f, 0.38f, 0.50f, 1.0f);
  colors[ImGuiCol_Button] = ImVec4(0.22f, 0.25f, 0.31f, 1.0f);
  colors[ImGuiCol_ButtonHovered] = ImVec4(0.30f, 0.36f, 0.47f, 1.0f);
  colors[ImGuiCol_ButtonActive] = ImVec4(0.26f, 0.45f, 0.75f, 1.0f);
  colors[ImGuiCol_FrameBg] = ImVec4(0.18f, 0.20f, 0.24f, 1.0f);
  // Progress bars: white text on ImGui's yellow could hardly be read.
  colors[ImGuiCol_PlotHistogram] = ImVec4(0.22f, 0.45f, 0.75f, 1.0f);
  // ImGui's grey (0.5) stood at 3.9:1 on the panels.
  colors[ImGuiCol_TextDisabled] = ImVec4(0.60f, 0.61f, 0.64f, 1.0f);
  style.ScaleAllSizes(ui_scale);
}

}  // namespace astar::studio
