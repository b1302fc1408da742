#include "panels/history_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace astar::studio {
namespace {

std::string megabytes(std::size_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f MB",
                static_cast<double>(bytes) / (1024.0 * 1024.0));
  return text;
}

// One row: "3. Paint walls", greyed when undone, "[saved]" at the saved
// point. True when clicked.
bool draw_row(const EditHistory& history, std::size_t row, std::size_t position,
              std::optional<std::size_t> saved, UiTargets& targets) {
  std::string label;
  if (row == 0) {
    label = history.dropped_steps() > 0
                ? "Oldest kept state (" +
                      std::to_string(history.dropped_steps()) +
                      " older steps dropped)"
                : std::string("Original map");
  } else {
    label = std::to_string(row) + ". " + history.step(row - 1).label;
  }
  if (saved && *saved == row) label += "   [saved]";
  const bool undone = row > position;
  if (undone) {
    ImGui::PushStyleColor(ImGuiCol_Text,
                          ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  }
  const std::string id = label + "##history" + std::to_string(row);
  const bool clicked = ImGui::Selectable(id.c_str(), row == position);
  if (undone) ImGui::PopStyleColor();
  targets.record("history " + std::to_string(row));
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip(row < position   ? "Undo back to this step"
                      : row > position ? "Redo up to this step"
                                       : "The current state");
  }
  return clicked;
}

}  // namespace

std::optional<std::size_t> HistoryPanel::draw(const EditHistory& history,
                                              UiTargets& targets,
                                              float panel_height) {
  std::optional<std::size_t> clicked;
  const std::size_t position = history.position();
  const std::optional<std::size_t> saved = history.saved_position();
  // Follow the current row when it moves (undo, redo, a new step).
  const bool follow =
      shown_position_ != position || shown_size_ != history.size();
  shown_position_ = position;
  shown_size_ = history.size();

  // The summary line goes under the list; the list takes the rest, so the
  // legend below stays put whichever tab shows.
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float height = std::max(2 * line, panel_height - line);
  if (ImGui::BeginChild("##history", ImVec2(0, height), true)) {
    if (follow) {
      // Centre the current row; the clipper below skips rows off screen,
      // so scroll by arithmetic rather than from the row itself.
      ImGui::SetScrollY(std::max(
          0.0f, static_cast<float>(position) * line - (height - line) / 2));
    }
    // Thousands of steps: only the rows on screen are laid out.
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(history.size()) + 1, line);
    while (clipper.Step()) {
      for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
        const auto row = static_cast<std::size_t>(i);
        if (draw_row(history, row, position, saved, targets)) clicked = row;
      }
    }
  }
  ImGui::EndChild();
  ImGui::TextDisabled("%zu steps, %s of %s", history.size(),
                      megabytes(history.memory_bytes()).c_str(),
                      megabytes(history.budget_bytes()).c_str());
  if (clicked && *clicked == position) clicked.reset();
  return clicked;
}

}  // namespace astar::studio
