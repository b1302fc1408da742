#include "ui/ui_util.hpp"

#include <algorithm>
#include <string>

namespace astar::studio {

void tooltip(const char* text, const char* shortcut) {
  if (!ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) return;
  show_tooltip(text, shortcut);
}

void show_tooltip(const char* text, const char* shortcut) {
  // Long help wraps at a reading width, and never wider than the window:
  // a tooltip is not clipped to anything but the screen.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float screen = ImGui::GetIO().DisplaySize.x -
                       style.WindowPadding.x * 2 -
                       style.DisplaySafeAreaPadding.x * 2;
  const float width =
      std::min(ImGui::GetFontSize() * 36, std::max(screen, 1.0f));
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(text);
  if (shortcut != nullptr && *shortcut != '\0') {
    ImGui::SameLine();
    ImGui::TextDisabled("(%s)", shortcut);
  }
  ImGui::PopTextWrapPos();
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

bool section(const char* title, UiTargets& targets) {
  const bool open =
      ImGui::CollapsingHeader(title, ImGuiTreeNodeFlags_DefaultOpen);
  targets.record(std::string("section ") + title);
  return open;
}

bool section_open(const char* title) {
  return ImGui::GetStateStorage()->GetInt(ImGui::GetID(title), 1) != 0;
}

void set_section_open(const char* title, bool open) {
  ImGui::GetStateStorage()->SetInt(ImGui::GetID(title), open ? 1 : 0);
}

ValueSliderRow begin_value_slider(const char* widest) {
  ValueSliderRow row;
  row.x = ImGui::GetCursorPosX();
  row.screen = ImGui::GetCursorScreenPos();
  row.width = ImGui::CalcItemWidth();
  // The value's box: the text and an inner spacing either side, after an
  // inner spacing.
  const float room =
      ImGui::CalcTextSize(widest).x + ImGui::GetStyle().ItemInnerSpacing.x * 3;
  row.slider_w = std::max(row.width - room, row.width * 0.4f);
  ImGui::SetNextItemWidth(row.slider_w);
  return row;
}

void end_value_slider(const ValueSliderRow& row, const char* value,
                      const char* label) {
  const ImGuiStyle& style = ImGui::GetStyle();
  // The value sits in a box of the field colour that closes the slider's
  // row, so it reads as the slider's and not as part of the label.
  const float box_x0 = row.screen.x + row.slider_w + style.ItemInnerSpacing.x;
  const float box_x1 = row.screen.x + row.width;
  ImGui::GetWindowDrawList()->AddRectFilled(
      ImVec2(box_x0, row.screen.y),
      ImVec2(box_x1, row.screen.y + ImGui::GetFrameHeight()),
      ImGui::GetColorU32(ImGuiCol_FrameBg), style.FrameRounding);
  ImGui::SameLine(row.x + row.width - style.ItemInnerSpacing.x -
                  ImGui::CalcTextSize(value).x);
  ImGui::TextUnformatted(value);
  ImGui::SameLine(row.x + row.width + style.ItemInnerSpacing.x);
  ImGui::TextUnformatted(label);
}

void hint(const char* text) {
  const float room = ImGui::GetContentRegionAvail().x;
  if (ImGui::CalcTextSize(text).x <= room) {
    ImGui::TextDisabled("%s", text);
    return;
  }
  ImGui::TextDisabled("(?)");
  tooltip(text);
}

}  // namespace astar::studio
