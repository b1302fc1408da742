#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "astar/teach/algorithm_text.hpp"
#include "panels/panels.hpp"
#include "ui/ui_util.hpp"

namespace astar::studio {
namespace {

// The table's texts are string literals, so their data() ends in a NUL.
const char* algorithm_label(Algorithm a) {
  return algorithm_info(a).label.data();
}

const char* heuristic_label(Heuristic h) {
  switch (h) {
    case Heuristic::Manhattan:
      return "Manhattan";
    case Heuristic::Euclidean:
      return "Euclidean";
    case Heuristic::Octile:
      return "Octile";
    case Heuristic::Chebyshev:
      return "Chebyshev";
    case Heuristic::Zero:
      return "Zero";
  }
  return "?";
}

const char* diagonal_label(DiagonalRule r) {
  switch (r) {
    case DiagonalRule::Always:
      return "Always";
    case DiagonalRule::NoSqueeze:
      return "No squeezing";
    case DiagonalRule::NoCut:
      return "Never cut corners";
  }
  return "?";
}

const char* tie_label(TieBreak t) {
  switch (t) {
    case TieBreak::LowH:
      return "Lower h first";
    case TieBreak::HighH:
      return "Higher h first";
    case TieBreak::Fifo:
      return "First pushed first";
    case TieBreak::Lifo:
      return "Last pushed first";
  }
  return "?";
}

// The width the combos need for their longest choice, their arrow
// included: all fields stack their labels together, so they line up.
float widest_choice() {
  float text = ImGui::CalcTextSize("Default (Manhattan)").x;
  for (const AlgorithmInfo& info : all_algorithms()) {
    text =
        std::max(text, ImGui::CalcTextSize(algorithm_label(info.algorithm)).x);
  }
  for (TieBreak t :
       {TieBreak::LowH, TieBreak::HighH, TieBreak::Fifo, TieBreak::Lifo}) {
    text = std::max(text, ImGui::CalcTextSize(tie_label(t)).x);
  }
  for (DiagonalRule r :
       {DiagonalRule::Always, DiagonalRule::NoSqueeze, DiagonalRule::NoCut}) {
    text = std::max(text, ImGui::CalcTextSize(diagonal_label(r)).x);
  }
  return text + 2 * ImGui::GetStyle().FramePadding.x + ImGui::GetFrameHeight();
}

// The label to give a field: its own, written beside it, unless that
// leaves the combos too narrow for their choices (a narrow panel, a large
// UI scale); then the label is written on a line of its own above a field
// as wide as the panel, and the field's is hidden.
std::string field_label(const char* label) {
  if (ImGui::CalcItemWidth() >= widest_choice()) return label;
  ImGui::TextUnformatted(label);
  ImGui::SetNextItemWidth(-FLT_MIN);
  return std::string("##") + label;
}

// A combo that records itself, and each option while its list is open, as
// click targets under their labels. An option `why_not` gives a reason for
// is greyed out, with the reason as its tooltip; another has `explain`'s
// text as its tooltip.
template <typename T, typename Options, typename WhyNot = std::string (*)(T),
          typename Explain = std::string (*)(T)>
bool enum_combo(
    const char* label, T& value, const Options& options, const char* (*name)(T),
    UiTargets& targets, WhyNot why_not = [](T) { return std::string(); },
    Explain explain = [](T) { return std::string(); }) {
  const std::string shown = field_label(label);
  record_next_frame(targets, label);
  bool changed = false;
  if (ImGui::BeginCombo(shown.c_str(), name(value))) {
    for (T option : options) {
      const std::string reason = why_not(option);
      ImGui::BeginDisabled(!reason.empty());
      if (ImGui::Selectable(name(option), option == value)) {
        changed = option != value;
        value = option;
      }
      ImGui::EndDisabled();
      const std::string tip = reason.empty() ? explain(option) : reason;
      if (!tip.empty() &&
          ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        show_tooltip(tip.c_str());
      }
      targets.record(name(option));
    }
    ImGui::EndCombo();
  }
  return changed;
}

// An algorithm is greyed out with the reason it refuses these rules. Only
// the app knows whether the map has terrain: `map_problem` is its answer
// for Jump Point Search, and stands for the terrain part of a refusal.
bool draw_algorithm(SearchSettings& s, const std::string& map_problem,
                    UiTargets& targets) {
  std::vector<Algorithm> options;
  std::string help;
  for (const AlgorithmInfo& info : all_algorithms()) {
    options.push_back(info.algorithm);
    help += std::string(help.empty() ? "" : "\n") + std::string(info.label) +
            ": " + std::string(algorithm_text(info.algorithm).summary) + ".";
  }
  const auto why_not = [&](Algorithm option) -> std::string {
    const AlgorithmInfo& info = algorithm_info(option);
    std::string why = info.refusal(s.rules, false);
    if (why.empty() && !info.refusal(s.rules, true).empty()) why = map_problem;
    return why;
  };
  const auto explain = [](Algorithm option) {
    return std::string(algorithm_text(option).summary) + ".";
  };
  const bool changed = enum_combo("Algorithm", s.algorithm, options,
                                  algorithm_label, targets, why_not, explain);
  tooltip(help.c_str());
  return changed;
}

constexpr const char* kHeuristicHelp =
    "h estimates the cost left to the goal. An admissible h never\n"
    "overestimates it, so A* still finds a shortest path.\n"
    "\n"
    "Manhattan: dx + dy. Exact with 4-way moves; with 8-way moves it\n"
    "  overestimates (not admissible).\n"
    "Euclidean: the straight-line distance. Admissible; a weak guide.\n"
    "Octile: exact on an open 8-way grid. Admissible.\n"
    "Chebyshev: max(dx, dy). Admissible; weaker than octile.\n"
    "Zero: no estimate; A* becomes Dijkstra. Admissible.\n"
    "\n"
    "Default follows the moves: octile for 8 ways, Manhattan for 4.";

// "Default (...)" leaves the heuristic unset, so it follows the moves.
bool draw_heuristic(SearchSettings& s, bool uses_h, Heuristic fallback,
                    UiTargets& targets) {
  bool changed = false;
  const std::string default_label =
      std::string("Default (") + heuristic_label(fallback) + ")";
  ImGui::BeginDisabled(!uses_h);
  const std::string shown = field_label("Heuristic");
  record_next_frame(targets, "Heuristic");
  if (ImGui::BeginCombo(shown.c_str(), s.heuristic
                                           ? heuristic_label(*s.heuristic)
                                           : default_label.c_str())) {
    if (ImGui::Selectable(default_label.c_str(), !s.heuristic)) {
      changed |= s.heuristic.has_value();
      s.heuristic.reset();
    }
    targets.record("Default");
    for (Heuristic h :
         {Heuristic::Manhattan, Heuristic::Euclidean, Heuristic::Octile,
          Heuristic::Chebyshev, Heuristic::Zero}) {
      if (ImGui::Selectable(heuristic_label(h), s.heuristic == h)) {
        changed |= s.heuristic != h;
        s.heuristic = h;
      }
      targets.record(heuristic_label(h));
    }
    ImGui::EndCombo();
  }
  ImGui::EndDisabled();
  const std::string help = uses_h ? std::string(kHeuristicHelp)
                                  : "This algorithm uses no heuristic.\n\n" +
                                        std::string(kHeuristicHelp);
  tooltip(help.c_str());
  return changed;
}

bool draw_weight(SearchSettings& s, UiTargets& targets) {
  if (!algorithm_info(s.algorithm).uses_weight) return false;
  float w = static_cast<float>(s.weight);
  // The value sits beside the slider: inside, the grab would cover it.
  const ValueSliderRow row = begin_value_slider("10.00");
  const bool changed = ImGui::SliderFloat("##Weight w", &w, 1.0f, 10.0f, "",
                                          ImGuiSliderFlags_Logarithmic);
  targets.record("Weight w");
  tooltip(
      "w in f = g + w*h. Above 1 the search expands fewer cells; with an "
      "admissible h its path costs at most w times the shortest.");
  char value[16];
  std::snprintf(value, sizeof value, "%.2f", w);
  end_value_slider(row, value, "Weight w");
  if (changed) s.weight = std::max(1.0f, w);
  return changed;
}

bool draw_ties(SearchSettings& s, UiTargets& targets) {
  static constexpr TieBreak kTies[] = {TieBreak::LowH, TieBreak::HighH,
                                       TieBreak::Fifo, TieBreak::Lifo};
  const bool changed =
      enum_combo("Ties", s.tie_break, kTies, tie_label, targets);
  tooltip("How cells with equal f are ordered on the open list.");
  return changed;
}

// Two radio buttons after a label, on one line; true when one was clicked.
bool draw_radio_pair(const char* label, int& value, const char* first,
                     int first_value, const char* second, int second_value,
                     UiTargets& targets) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(label);
  ImGui::SameLine();
  bool clicked = ImGui::RadioButton(first, &value, first_value);
  targets.record(first);
  // The second button goes under the first where the row would cut it:
  // where it would reach past the window's clip rectangle, which ImGui
  // puts half the window padding beyond the content region.
  const float x = ImGui::GetItemRectMin().x - ImGui::GetWindowPos().x;
  const float second_w = ImGui::GetFrameHeight() +
                         ImGui::GetStyle().ItemInnerSpacing.x +
                         ImGui::CalcTextSize(second).x;
  ImGui::SameLine();
  const float room = ImGui::GetContentRegionAvail().x +
                     std::floor(ImGui::GetStyle().WindowPadding.x * 0.5f);
  if (room < second_w) {
    ImGui::NewLine();
    ImGui::SetCursorPosX(x);
  }
  clicked |= ImGui::RadioButton(second, &value, second_value);
  targets.record(second);
  return clicked;
}

bool draw_moves(SearchSettings& s, UiTargets& targets) {
  bool changed = false;
  int connectivity = static_cast<int>(s.rules.connectivity);
  if (draw_radio_pair("Moves", connectivity, "4 ways", 4, "8 ways", 8,
                      targets)) {
    s.rules.connectivity = static_cast<Connectivity>(connectivity);
    changed = true;
  }
  ImGui::BeginDisabled(s.rules.connectivity == Connectivity::Four);
  static constexpr DiagonalRule kRules[] = {
      DiagonalRule::NoCut, DiagonalRule::NoSqueeze, DiagonalRule::Always};
  changed |= enum_combo("Diagonals", s.rules.diagonal, kRules, diagonal_label,
                        targets);
  tooltip(
      "When a diagonal move may pass a wall:\n"
      "Never cut corners: not if either cell beside it is a wall\n"
      "  (the Moving AI benchmark rule).\n"
      "No squeezing: not if both cells beside it are walls.\n"
      "Always: walls beside it do not matter.");
  ImGui::EndDisabled();
  return changed;
}

bool draw_costs(SearchSettings& s, UiTargets& targets) {
  int costs = static_cast<int>(s.rules.costs);
  if (draw_radio_pair("Costs", costs, "1 and 1.41", 0, "10 and 14", 1,
                      targets)) {
    s.rules.costs = static_cast<StepCosts>(costs);
    return true;
  }
  return false;
}

constexpr const char* kFootprintHelp =
    "The unit's footprint: the K x K cells right of and below the path's "
    "cell (the path lists the footprint's top-left corner). It may stand "
    "where every one of them is walkable under its terrain table; a step "
    "costs the move times the largest weight under the footprint.";

// The size applies when the slider is let go: each size is a pass over the
// map (half a second on 4096²), so a drag from 1 to 32 must not make 32 of
// them. Meanwhile the value dragged to lives in ImGui's storage (0: none).
bool draw_unit_size(SearchSettings& s, UiTargets& targets) {
  ImGuiStorage* storage = ImGui::GetStateStorage();
  const ImGuiID key = ImGui::GetID("##unit size dragged");
  const int dragged = storage->GetInt(key, 0);
  int size = dragged != 0 ? dragged : s.unit.size;
  if (ImGui::SliderInt(field_label("Unit size").c_str(), &size, 1, kMaxUnitSize,
                       "%d")) {
    storage->SetInt(key, size);
  }
  const bool released = ImGui::IsItemDeactivated();
  targets.record("Unit size");
  tooltip(kFootprintHelp);
  if (!released) return false;
  storage->SetInt(key, 0);
  if (size == s.unit.size) return false;
  s.unit.size = std::clamp(size, 1, kMaxUnitSize);
  return true;
}

// The text being typed, read from the field while it is active: the
// settings keep only a valid table, so a half-typed entry lives in ImGui.
int copy_typed_text(ImGuiInputTextCallbackData* data) {
  static_cast<std::string*>(data->UserData)
      ->assign(data->Buf, data->BufTextLen);
  return 0;
}

// "10=wall,5=2": applied once it parses; until then the error shows
// below and the search keeps the last valid table.
bool draw_terrain(SearchSettings& s, UiTargets& targets) {
  char text[256];
  std::snprintf(text, sizeof text, "%s", s.unit.terrain.spec().c_str());
  std::string typed = text;
  const bool edited = ImGui::InputTextWithHint(
      field_label("Terrain").c_str(), "10=wall,5=2", text, sizeof text,
      ImGuiInputTextFlags_CallbackAlways, copy_typed_text, &typed);
  targets.record("Terrain");
  tooltip(
      "What each terrain weight costs this unit, or that it may not enter "
      "it: \"10=wall,5=2\" bars weight 10 and makes weight 5 cost 2. "
      "Empty: every weight costs itself.");
  if (edited) typed = text;
  Result<TerrainTable> table = TerrainTable::parse(typed);
  if (!table) {
    // Wrapped: the errors quote the entry, and the panel is narrow.
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.45f, 0.35f, 1.0f));
    ImGui::TextWrapped("%s", table.error().c_str());
    ImGui::PopStyleColor();
    return false;
  }
  if (!edited || table.value() == s.unit.terrain) return false;
  s.unit.terrain = table.value();
  return true;
}

// The room the labels right of the fields take: the widest label's.
float label_room() {
  float widest = 0;
  for (const char* label : {"Algorithm", "Heuristic", "Weight w", "Ties",
                            "Diagonals", "Unit size"}) {
    widest = std::max(widest, ImGui::CalcTextSize(label).x);
  }
  return widest + ImGui::GetStyle().ItemInnerSpacing.x;
}

}  // namespace

std::optional<SearchSettings> draw_search_settings(
    const SearchSettings& current, const std::string& jps_problem,
    UiTargets& targets) {
  // Edited on a copy, which becomes a request.
  SearchSettings s = current;
  bool changed = false;
  ImGui::PushItemWidth(-label_room());
  changed |= draw_algorithm(s, jps_problem, targets);
  const bool uses_h = uses_heuristic(s.algorithm);
  // From the moves as the frame began, as the heuristic combo shows them.
  const Heuristic fallback =
      algorithm_info(s.algorithm).default_heuristic(s.rules);
  changed |= draw_heuristic(s, uses_h, fallback, targets);
  changed |= draw_weight(s, targets);
  changed |= draw_ties(s, targets);
  changed |= draw_moves(s, targets);
  changed |= draw_costs(s, targets);
  changed |= draw_unit_size(s, targets);
  changed |= draw_terrain(s, targets);
  ImGui::PopItemWidth();

  if (uses_h &&
      !is_admissible(s.heuristic.value_or(fallback), s.rules.connectivity)) {
    ImGui::TextColored(ImVec4(1.0f, 0.75f, 0.3f, 1.0f),
                       "This heuristic can overestimate:\npaths may not be "
                       "the shortest.");
  }
  if (!changed) return std::nullopt;
  return s;
}

}  // namespace astar::studio
