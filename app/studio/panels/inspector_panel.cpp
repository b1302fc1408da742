#include <imgui.h>

#include <cmath>
#include <string>

#include "astar/search/bidirectional_search.hpp"
#include "panels/panels.hpp"
#include "ui/label_options.hpp"
#include "ui/word_wrap.hpp"

namespace astar::studio {
namespace {

// The rows the inspector shows at most: cell, value, state, g, h, f and
// parent.
constexpr int kMostRows = 7;

// A bidirectional search shows each cell as the side that holds it: from
// the goal, g counts back from the goal and the parent points towards it.
std::string side_note(const Search& search, int cell) {
  const BidirectionalSearch* two_sided = search.bidirectional();
  if (two_sided == nullptr || search.state(cell) == CellState::Unseen) {
    return "";
  }
  return &two_sided->side_for(cell) == &two_sided->backward()
             ? " (from the goal)"
             : " (from the start)";
}

void draw_cell_rows(const Grid& grid, const SearchController& controller,
                    Point p, CellOrigin origin) {
  const int cell = grid.index(p);
  const std::uint8_t value = grid.at(p);
  if (!ImGui::BeginTable("inspector", 2, ImGuiTableFlags_SizingStretchProp)) {
    return;
  }
  auto row = [](const char* name, const std::string& text) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled("%s", name);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(text.c_str());
  };
  row("Cell", cell_text(p, origin, grid.height()));
  row("Value", std::to_string(value) +
                   (value == kBlocked
                        ? "  wall"
                        : "  weight " + std::to_string(terrain_weight(value))));
  const Search& search = controller.search();
  if (controller.active()) {
    const CellState state = search.state(cell);
    row("State", (state == CellState::Open     ? "open"
                  : state == CellState::Closed ? "closed"
                                               : "unseen") +
                     side_note(search, cell));
    if (state != CellState::Unseen) {
      row("g", number_text(search.g(cell)));
      row("h", number_text(search.h(cell)));
      row("f", number_text(search.f(cell)));
      const int parent = search.parent(cell);
      if (parent >= 0) {
        row("Parent", cell_text(grid.point(parent), origin, grid.height()));
      } else {
        row("Parent", "none (start)");
      }
    }
  } else {
    row("State", "no search yet");
  }
  ImGui::EndTable();
}

}  // namespace

std::string cell_text(Point core, CellOrigin origin, int height) {
  const Point shown = to_origin(core, origin, height);
  return "(" + std::to_string(shown.x) + ", " + std::to_string(shown.y) + ")";
}

std::string describe_search_cell(const SearchController& controller, int cell) {
  const Search& search = controller.search();
  if (!controller.active()) return "";
  switch (search.state(cell)) {
    case CellState::Unseen:
      return "unseen";
    case CellState::Open:
    case CellState::Closed: {
      const char* state =
          search.state(cell) == CellState::Open ? "open" : "closed";
      return state + side_note(search, cell) + "  g " +
             number_text(search.g(cell)) + "  h " +
             number_text(search.h(cell)) + "  f " + number_text(search.f(cell));
    }
  }
  return "";
}

void draw_inspector(const Grid& grid, const SearchController& controller,
                    std::optional<Point> hovered, CellOrigin origin) {
  // The room for every row is kept whatever shows, so the panel below
  // does not move when the mouse enters or leaves the map.
  const float row =
      ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y;
  const float top = ImGui::GetCursorPosY();
  if (!hovered || !grid.contains(*hovered)) {
    dim_text_wrapped_at_spaces("Hover over a cell to inspect it.");
  } else {
    draw_cell_rows(grid, controller, *hovered, origin);
  }
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  const float left = top + kMostRows * row + spacing - ImGui::GetCursorPosY();
  if (left > 0) ImGui::Dummy(ImVec2(0, left - spacing));
}

void draw_open_list(const Grid& grid, const SearchController& controller,
                    CellOrigin origin) {
  if (!controller.active()) {
    ImGui::TextDisabled("Step the search to fill the open list.");
    return;
  }
  constexpr std::size_t kShown = 12;
  const auto entries = controller.search().open_list(kShown);
  if (entries.empty()) {
    ImGui::TextDisabled("The open list is empty.");
    return;
  }
  dim_text_wrapped_at_spaces("Next to expand, in pop order:");
  if (!ImGui::BeginTable(
          "open_list", 4,
          ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    return;
  }
  ImGui::TableSetupColumn("cell");
  ImGui::TableSetupColumn("f");
  ImGui::TableSetupColumn("g");
  ImGui::TableSetupColumn("h");
  ImGui::TableHeadersRow();
  for (const OpenEntry& entry : entries) {
    const Point p = to_origin(grid.point(entry.cell), origin, grid.height());
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::Text("%d,%d", p.x, p.y);
    ImGui::TableNextColumn();
    ImGui::Text("%.2f", entry.f);
    ImGui::TableNextColumn();
    ImGui::Text("%.2f", entry.g);
    ImGui::TableNextColumn();
    ImGui::Text("%.2f", entry.h);
  }
  ImGui::EndTable();
}

}  // namespace astar::studio
