#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "panels/panels.hpp"
#include "ui/ui_util.hpp"

namespace astar::studio {
namespace {

// The left side's parts, most important first: the cell, what the search
// knows of it, the zoom.
std::vector<std::string> cell_parts(const StatusBarInfo& info) {
  std::vector<std::string> parts;
  if (info.hovered && info.grid->contains(*info.hovered)) {
    const Point p = *info.hovered;
    const std::uint8_t value = info.grid->at(p);
    std::string cell = cell_text(p, info.origin, info.grid->height()) +
                       "  value " + std::to_string(value);
    cell += value == kBlocked
                ? "  wall"
                : "  weight " + std::to_string(terrain_weight(value));
    parts.push_back(std::move(cell));
    std::string search =
        describe_search_cell(*info.search, info.grid->index(p));
    if (!search.empty()) parts.push_back(std::move(search));
  } else {
    parts.push_back(std::to_string(info.grid->width()) + "x" +
                    std::to_string(info.grid->height()) + " map");
  }
  char zoom[32];
  std::snprintf(zoom, sizeof zoom, "zoom %.3g px/cell", info.zoom);
  parts.emplace_back(zoom);
  return parts;
}

ImVec4 message_colour(const Notifier& notifier) {
  ImVec4 colour(0.75f, 0.78f, 0.82f, 1);
  if (notifier.level() == Notifier::Level::Warning) {
    colour = ImVec4(1.0f, 0.78f, 0.35f, 1);
  } else if (notifier.level() == Notifier::Level::Error) {
    colour = ImVec4(1.0f, 0.45f, 0.4f, 1);
  }
  colour.w = notifier.opacity();
  return colour;
}

// The longest start of `text` that ends at a space and, with "...", fits
// in `width`; "..." alone when not even one word fits.
std::string shortened(const std::string& text, float width) {
  std::string best = "...";
  for (std::size_t space = text.find(' '); space != std::string::npos;
       space = text.find(' ', space + 1)) {
    std::string candidate = text.substr(0, space) + "...";
    if (ImGui::CalcTextSize(candidate.c_str()).x > width) break;
    best = std::move(candidate);
  }
  return best;
}

}  // namespace

void draw_status_bar(const StatusBarInfo& info) {
  // Left: the hovered cell; right: the latest message. When both do not
  // fit, the cell's less important parts are left out rather than
  // overlapping the message.
  const std::string& message = info.notifier->text();
  const float left = ImGui::GetCursorPosX();
  const float right = ImGui::GetWindowContentRegionMax().x;
  const float gap = ImGui::GetFontSize() * 1.5f;
  const float message_w =
      message.empty() ? 0.0f : ImGui::CalcTextSize(message.c_str()).x;
  const float room = right - left - (message.empty() ? 0 : message_w + gap);
  std::string cell_text;
  for (const std::string& part : cell_parts(info)) {
    const std::string longer =
        cell_text.empty() ? part : cell_text + "  |  " + part;
    // The first part always shows: the message is the one that fades.
    if (!cell_text.empty() && ImGui::CalcTextSize(longer.c_str()).x > room) {
      break;
    }
    cell_text = longer;
  }
  ImGui::TextUnformatted(cell_text.c_str());
  if (message.empty()) return;

  const float cell_end = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
  ImGui::SameLine(std::max(cell_end + gap, right - message_w));
  // Only a message longer than the whole bar is shortened, at a space and
  // with "...", never cut mid-letter; hovering shows it whole.
  const float room_x =
      right - (ImGui::GetCursorScreenPos().x - ImGui::GetWindowPos().x);
  const bool fits = message_w <= room_x;
  const std::string shown = fits ? message : shortened(message, room_x);
  ImGui::TextColored(message_colour(*info.notifier), "%s", shown.c_str());
  if (!fits) tooltip(message.c_str());
}

}  // namespace astar::studio
