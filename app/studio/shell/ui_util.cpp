#include "shell/ui_util.hpp"

namespace astar::studio {

void tooltip(const char* text, const char* shortcut) {
  if (!ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) return;
  ImGui::BeginTooltip();
  ImGui::TextUnformatted(text);
  if (shortcut != nullptr && *shortcut != '\0') {
    ImGui::SameLine();
    ImGui::TextDisabled("(%s)", shortcut);
  }
  ImGui::EndTooltip();
}

void colour_swatch(Rgba colour, const char* label) {
  const float size = ImGui::GetTextLineHeight();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(p, ImVec2(p.x + size * 1.4f, p.y + size),
                    ImGui::ColorConvertFloat4ToU32(to_vec4(colour)), 3.0f);
  dl->AddRect(p, ImVec2(p.x + size * 1.4f, p.y + size),
              IM_COL32(255, 255, 255, 60), 3.0f);
  ImGui::Dummy(ImVec2(size * 1.4f, size));
  ImGui::SameLine();
  ImGui::TextUnformatted(label);
}

bool section(const char* title) {
  return ImGui::CollapsingHeader(title, ImGuiTreeNodeFlags_DefaultOpen);
}

}  // namespace astar::studio
