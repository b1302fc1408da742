#include <imgui.h>

#include <algorithm>
#include <string>

#include "canvas/line_marks.hpp"
#include "panels/panels.hpp"
#include "stepping/search_commands.hpp"
#include "ui/ui_util.hpp"
#include "ui/word_wrap.hpp"

namespace astar::studio {
namespace {

// One line of the listing: its number in a gutter, its text wrapped at
// spaces under its own indentation.
void draw_listing_line(int number, std::string_view text, float gutter,
                       bool lit) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const std::string label = std::to_string(number);
  const float start_x = ImGui::GetCursorPosX();
  ImGui::SetCursorPosX(start_x + gutter - ImGui::CalcTextSize(label.c_str()).x -
                       style.ItemSpacing.x);
  // The lit number in the text colour, on the highlight; others dimmed.
  ImGui::PushStyleColor(
      ImGuiCol_Text, style.Colors[lit ? ImGuiCol_Text : ImGuiCol_TextDisabled]);
  ImGui::TextUnformatted(label.c_str());
  ImGui::PopStyleColor();
  ImGui::SameLine(start_x + gutter);
  const std::size_t indent = text.find_first_not_of(' ');
  if (indent != std::string_view::npos && indent > 0) {
    // Two spaces a level, as the listing writes them.
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + static_cast<float>(indent) *
                                                      ImGui::GetFontSize() *
                                                      0.5f);
    text.remove_prefix(indent);
  }
  text_wrapped_at_spaces(text);
}

void draw_step_line_row(const PseudocodeView& view, RequestQueue& out,
                        UiTargets& targets) {
  if (target_button(targets, "Step line")) out.push_back(cmd::StepLine);
  tooltip(
      "One line of the pseudocode (P). Step (N) finishes the expansion; "
      "Back (Backspace) goes back a line.");
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::PushStyleColor(ImGuiCol_Text,
                        ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  // Unmapped listings say why below instead.
  const std::string where = view.lit ? "line " + std::to_string(view.lit->line)
                            : view.unavailable.empty() ? "not started"
                                                       : "";
  ImGui::TextUnformatted(where.c_str());
  ImGui::PopStyleColor();
  if (!view.unavailable.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text,
                          ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    text_wrapped_at_spaces(view.unavailable + ".");
    ImGui::PopStyleColor();
  }
}

// The listing, the lit line on a highlight with its values under it.
void draw_listing(const PseudocodeView& view) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float gutter = ImGui::CalcTextSize("00").x + 2 * style.ItemSpacing.x;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int lit = view.lit ? view.lit->line : 0;
  int number = 0;
  for (std::string_view text : view.algorithm->pseudocode) {
    ++number;
    if (number != lit) {
      draw_listing_line(number, text, gutter, false);
      continue;
    }
    // The highlight goes behind the lines drawn after it: channel 0 under 1.
    draw->ChannelsSplit(2);
    draw->ChannelsSetCurrent(1);
    const ImVec2 top = ImGui::GetCursorScreenPos();
    ImGui::BeginGroup();
    draw_listing_line(number, text, gutter, true);
    if (!view.lit->values.empty()) {
      ImGui::SetCursorPosX(ImGui::GetCursorPosX() + gutter +
                           ImGui::GetFontSize());
      text_wrapped_at_spaces("\u00bb " + view.lit->values);
    }
    ImGui::EndGroup();
    const float right = top.x + ImGui::GetContentRegionAvail().x;
    const float bottom = ImGui::GetItemRectMax().y;
    draw->ChannelsSetCurrent(0);
    draw->AddRectFilled(ImVec2(top.x - 2, top.y - 1), ImVec2(right, bottom + 1),
                        ImGui::GetColorU32(ImGuiCol_HeaderActive), 3.0f);
    // The bar in the canvas mark's colour ties the line to the cell.
    draw->AddRectFilled(ImVec2(top.x - 2, top.y - 1),
                        ImVec2(top.x + 1, bottom + 1), kLineMarkNeighbour);
    draw->ChannelsMerge();
    if (view.scroll_to_lit) ImGui::SetScrollHereY(0.5f);
  }
}

}  // namespace

void draw_pseudocode(const PseudocodeView& view, float height,
                     RequestQueue& out, UiTargets& targets) {
  const float top = ImGui::GetCursorPosY();
  draw_step_line_row(view, out, targets);
  const float rest = height - (ImGui::GetCursorPosY() - top);
  if (ImGui::BeginChild("##listing", ImVec2(0, std::max(rest, 0.0f)))) {
    draw_listing(view);
  }
  ImGui::EndChild();
}

}  // namespace astar::studio
