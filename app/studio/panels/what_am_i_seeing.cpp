#include "panels/what_am_i_seeing.hpp"

#include <imgui.h>

#include <string>

#include "astar/search/algorithms.hpp"
#include "astar/teach/algorithm_text.hpp"
#include "panels/help_pictures.hpp"
#include "ui/palette.hpp"
#include "ui/word_wrap.hpp"

namespace astar::studio {
namespace {

struct Swatch {
  Rgba Palette::*colour;
  const char* name;
  const char* meaning;
};

constexpr Swatch kSwatches[] = {
    {&Palette::open_ground, "Open ground", "costs 1 to cross (x1.414 slanted)"},
    {&Palette::terrain_light, "Terrain", "costs more; darker is dearer"},
    {&Palette::wall, "Wall", "never entered"},
    {&Palette::open, "Open", "seen, waiting on the open list"},
    {&Palette::closed, "Closed", "expanded: its best path is known"},
    {&Palette::current, "Just expanded", "the cell the last step took"},
    {&Palette::touched, "Its neighbours",
     "the neighbours that step added or improved"},
    {&Palette::path, "Path", "the path found, start to goal"},
};

void heading(const char* text) {
  ImGui::Spacing();
  ImGui::TextUnformatted(text);
  ImGui::Separator();
}

void draw_colours(const Palette& p) {
  heading("The colours");
  const float size = ImGui::GetTextLineHeight();
  for (const Swatch& swatch : kSwatches) {
    const Rgba c = p.*swatch.colour;
    ImGui::ColorButton(swatch.name,
                       ImVec4(c.r / 255.f, c.g / 255.f, c.b / 255.f, 1),
                       ImGuiColorEditFlags_NoTooltip, ImVec2(size, size));
    ImGui::SameLine();
    ImGui::Text("%s:", swatch.name);
    ImGui::SameLine();
    ImGui::TextDisabled("%s", swatch.meaning);
  }
  ImGui::TextWrapped(
      "S is the start, G the goal. The search grows from S: each step takes "
      "one open cell, closes it, and opens its neighbours.");
}

void draw_numbers() {
  heading("g, h and f");
  ImGui::TextWrapped(
      "g: the cost of the best path found so far from the start to the "
      "cell. h: the heuristic, a guess of the cost from the cell to the "
      "goal. f = g + h: the guess of a whole path through the cell.");
  ImGui::TextWrapped(
      "A* always expands the open cell of lowest f. Zoom in (40 px a cell) "
      "to read f in the middle, g top left and h top right; from 12 px an "
      "arrow points to each cell's parent, and the path is the chain of "
      "arrows back from the goal.");
  ImGui::TextWrapped(
      "When h never overestimates, the first path to reach the goal is the "
      "shortest. When h is also consistent, the f of the expanded cells "
      "never falls: the Plots tab (right panel) plots it, and marks in red "
      "where it "
      "did.");
}

void draw_pictures(HelpPictures& pictures, const Palette& palette) {
  heading("One map, four searches");
  ImGui::TextWrapped(
      "The same rooms searched from the top left to the bottom right. A* "
      "opens only what could lie on a shortest path; Dijkstra, with no "
      "guess, spreads evenly and expands the most; greedy best-first follows "
      "its guess alone: it expands the fewest but its path costs more.");
  pictures.draw(palette);
}

void draw_algorithms() {
  heading("What each algorithm does differently");
  // From the algorithm table, so that every algorithm in the list is here.
  for (const AlgorithmInfo& info : all_algorithms()) {
    ImGui::Bullet();
    text_wrapped_at_spaces(std::string(info.label) + ": " +
                           std::string(algorithm_text(info.algorithm).summary) +
                           ".");
  }
  ImGui::TextWrapped(
      "Ties (equal keys) are broken by the Ties setting: lower h first goes "
      "straight across open ground.");
}

}  // namespace

void draw_what_am_i_seeing(HelpPictures& pictures, const Palette& palette) {
  ImGui::TextWrapped(
      "What the colours, numbers and arrows on the canvas mean, and what "
      "each algorithm does.");
  draw_colours(palette);
  draw_numbers();
  draw_pictures(pictures, palette);
  draw_algorithms();
}

}  // namespace astar::studio
