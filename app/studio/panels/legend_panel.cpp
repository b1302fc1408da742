#include <imgui.h>

#include <algorithm>
#include <string>

#include "canvas/clearance_overlay.hpp"
#include "canvas/unit_overlay.hpp"
#include "panels/panels.hpp"
#include "ui/ui_util.hpp"
#include "ui/word_wrap.hpp"

namespace astar::studio {
namespace {

constexpr const char* kTitle = "Legend";
// Swatch rows: ground and wall, the terrain in pairs, four pairs of search
// colours, the markers, and the unreachable tint.
constexpr int kSwatchRows =
    1 + static_cast<int>(kTerrainLevels.size()) / 2 + 4 + 1;

// The labels of the left and of the right column, in two columns (the
// clearance row decides for itself: its labels are longer).
constexpr const char* kLeftLabels[] = {
    "Open ground",   "Terrain x2", "Terrain x5", "Open list",
    "Just expanded", "Path cells", "Start (S)",  "Only this run"};
constexpr const char* kRightLabels[] = {
    "Wall",           "Terrain x3", "Terrain x10", "Closed",
    "Its neighbours", "Path line",  "Goal (G)",    "Only the other"};

float swatch_room() {
  return ImGui::GetTextLineHeight() * 1.4f + ImGui::GetStyle().ItemSpacing.x;
}

template <std::size_t N>
float widest(const char* const (&labels)[N]) {
  float width = 0;
  for (const char* label : labels) {
    width = std::max(width, ImGui::CalcTextSize(label).x);
  }
  return width;
}

// Whether labels this wide fit side by side, each in its half.
bool fit_side_by_side(float left, float right) {
  const float column = ImGui::GetContentRegionAvail().x / 2;
  return swatch_room() + left < column && swatch_room() + right <= column;
}

// Two columns of swatches while every label fits in its half of the
// panel; a narrow panel or a large UI scale gets one, so no label is cut.
bool two_columns() {
  return fit_side_by_side(widest(kLeftLabels), widest(kRightLabels));
}

const char* clearance_label(const LegendInfo& info) {
  return info.clearance_preparing ? "Working it out..." : "Largest unit (H)";
}

bool clearance_side_by_side(const LegendInfo& info) {
  return fit_side_by_side(ImGui::CalcTextSize("None fits").x,
                          ImGui::CalcTextSize(clearance_label(info)).x);
}

// A swatch on a row of its own, its label shortened to `brief` (the whole
// label then its tooltip) where the whole one would be cut.
void swatch_row(Rgba colour, const char* label, const char* brief) {
  const bool fits = swatch_room() + ImGui::CalcTextSize(label).x <=
                    ImGui::GetContentRegionAvail().x;
  colour_swatch(colour, fits ? label : brief);
  if (!fits) tooltip(label);
}

// What the numbers and arrows drawn in zoomed-in cells mean (empty when
// neither is shown); the middle number is the search's own priority key,
// which differs by algorithm.
std::string cell_labels_text(const LegendInfo& info) {
  const CellLabelOptions& labels = info.cell_labels;
  std::string text;
  if (labels.numbers != CellNumbers::None) {
    text = "Zoomed in, cells show " +
           middle_number_meaning(info.algorithm, info.weight) +
           (labels.numbers == CellNumbers::All
                ? (uses_heuristic(info.algorithm) ? " (g top left, h top right)"
                                                  : " (g top left)")
                : "");
  }
  if (labels.arrows) {
    text += text.empty() ? "Arrows point to parents" : "; arrows, to parents";
  }
  return text.empty() ? text : text + ".";
}

}  // namespace

float legend_height(const LegendInfo& info) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float header = ImGui::GetFrameHeight() + style.ItemSpacing.y;
  // The header keeps its open state in the window's storage under its
  // label's id, open unless the user closed it (it opens by default).
  if (!section_open(kTitle)) return header;
  // One column holds each pair in two rows.
  const int pair_rows = two_columns() ? 1 : 2;
  const float row = ImGui::GetTextLineHeight() + style.ItemSpacing.y;
  const float swatches =
      static_cast<float>((kSwatchRows - 1) * pair_rows + 1) * row;
  const float checkbox = ImGui::GetFrameHeight() + style.ItemSpacing.y;
  const int clearance_rows = !info.clearance                ? 0
                             : clearance_side_by_side(info) ? 1
                                                            : 2;
  const float diff =
      static_cast<float>(pair_rows * (info.diff ? 1 : 0) + clearance_rows) *
          row +
      (info.unit_size > 1 ? row : 0);
  const AlgorithmInfo& algorithm = algorithm_info(info.algorithm);
  const float scans = algorithm.jumps || algorithm.prepared ? row : 0;
  const float sides =
      algorithm_info(info.algorithm).bidirectional ? 2 * row : 0;
  const std::string labels = cell_labels_text(info);
  const float wrap = ImGui::GetContentRegionAvail().x;
  const float text =
      labels.empty()
          ? 0
          : ImGui::CalcTextSize(labels.c_str(), nullptr, false, wrap).y +
                style.ItemSpacing.y;
  return header + swatches + diff + scans + sides + text + checkbox;
}

// A swatch of the clearance overlay's shade, opaque on the panel.
void clearance_swatch(int clearance, const char* label) {
  const unsigned c = clearance_colour(static_cast<float>(clearance));
  colour_swatch(Rgba{static_cast<std::uint8_t>(c & 0xFF),
                     static_cast<std::uint8_t>((c >> 8) & 0xFF),
                     static_cast<std::uint8_t>((c >> 16) & 0xFF), 255},
                label);
}

std::optional<PaletteKind> draw_legend(const LegendInfo& info,
                                       UiTargets& targets) {
  if (!section(kTitle, targets)) return std::nullopt;
  const PaletteKind kind = info.palette;
  const Palette& p = palette(kind);
  const float column = ImGui::GetContentRegionAvail().x / 2;
  const bool two = two_columns();
  auto pair = [&](Rgba a, const char* la, Rgba b, const char* lb) {
    const float x = ImGui::GetCursorPosX();
    colour_swatch(a, la);
    if (two) ImGui::SameLine(x + column);
    colour_swatch(b, lb);
  };
  pair(p.open_ground, "Open ground", p.wall, "Wall");
  for (std::size_t i = 0; i < kTerrainLevels.size(); i += 2) {
    const std::string a = "Terrain x" + std::to_string(kTerrainLevels[i]);
    const std::string b = "Terrain x" + std::to_string(kTerrainLevels[i + 1]);
    pair(cell_colour(p, value_for_weight(kTerrainLevels[i])), a.c_str(),
         cell_colour(p, value_for_weight(kTerrainLevels[i + 1])), b.c_str());
  }
  pair(p.open, "Open list", p.closed, "Closed");
  pair(p.current, "Just expanded", p.touched, "Its neighbours");
  pair(p.path, "Path cells", p.path_line, "Path line");
  pair(p.start, "Start (S)", p.goal, "Goal (G)");
  swatch_row(unreachable_colour(p, kOpenGround, false),
             "Unreachable from the start (U)", "Unreachable (U)");
  if (info.diff) {
    pair(p.only_this, "Only this run", p.only_other, "Only the other");
  }
  if (info.unit_size > 1) {
    swatch_row(kSweptBandColour, "The unit's swept band", "Swept band");
  }
  if (info.clearance) {
    const float x = ImGui::GetCursorPosX();
    clearance_swatch(0, "None fits");
    if (clearance_side_by_side(info)) ImGui::SameLine(x + column);
    clearance_swatch(2, clearance_label(info));
    tooltip(
        "The largest unit whose footprint fits with its top-left corner at "
        "the cell, under the terrain table. Zoomed out, each block shows the "
        "mean of its cells (walls count 0).");
  }
  if (algorithm_info(info.algorithm).bidirectional) {
    // The pair above is the forward side's, from the start.
    pair(p.open_back, "Open from G", p.closed_back, "Closed from G");
    colour_swatch(p.meeting, "Best meeting of the two sides");
  }
  if (algorithm_info(info.algorithm).jumps) {
    Rgba opaque = kJumpScanColour;
    opaque.a = 255;  // on the panel, not over cells
    swatch_row(opaque, "Scanned by the last jump (JPS)", "Scanned (JPS)");
  }
  if (algorithm_info(info.algorithm).prepared) {
    Rgba opaque = kParentLineColour;
    opaque.a = 255;
    swatch_row(opaque, "A link followed (the subgoal graph)", "Link followed");
  }
  if (const std::string labels = cell_labels_text(info); !labels.empty()) {
    dim_text_wrapped_at_spaces(labels);
  }
  bool safe = kind == PaletteKind::ColourBlindSafe;
  const bool clicked = ImGui::Checkbox("Colour-blind-safe palette", &safe);
  targets.record("Colour-blind-safe palette");
  if (clicked) {
    return safe ? PaletteKind::ColourBlindSafe : PaletteKind::Standard;
  }
  return std::nullopt;
}

}  // namespace astar::studio
