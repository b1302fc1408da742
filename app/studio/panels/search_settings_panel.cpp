#include <imgui.h>

#include <algorithm>
#include <string>

#include "panels/panels.hpp"
#include "shell/ui_util.hpp"

namespace astar::studio {
namespace {

const char* algorithm_label(Algorithm a) {
  switch (a) {
    case Algorithm::AStar:
      return "A*";
    case Algorithm::Dijkstra:
      return "Dijkstra";
    case Algorithm::Greedy:
      return "Greedy best-first";
    case Algorithm::BreadthFirst:
      return "Breadth-first";
    case Algorithm::WeightedAStar:
      return "Weighted A*";
  }
  return "?";
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
      return "No squeezing between walls";
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

template <typename T, std::size_t N>
bool enum_combo(const char* label, T& value, const T (&options)[N],
                const char* (*name)(T)) {
  bool changed = false;
  if (ImGui::BeginCombo(label, name(value))) {
    for (T option : options) {
      if (ImGui::Selectable(name(option), option == value)) {
        changed = option != value;
        value = option;
      }
    }
    ImGui::EndCombo();
  }
  return changed;
}

bool draw_algorithm(SearchSettings& s) {
  static constexpr Algorithm kAlgorithms[] = {
      Algorithm::AStar, Algorithm::Dijkstra, Algorithm::Greedy,
      Algorithm::BreadthFirst, Algorithm::WeightedAStar};
  const bool changed =
      enum_combo("Algorithm", s.algorithm, kAlgorithms, algorithm_label);
  tooltip(
      "A*: optimal. Dijkstra: optimal, no heuristic. Greedy: fast, not "
      "optimal. Breadth-first: fewest moves. Weighted A*: f = g + w*h.");
  return changed;
}

// "Default (...)" leaves the heuristic unset, so it follows the moves.
bool draw_heuristic(SearchSettings& s, bool uses_h, Heuristic fallback) {
  bool changed = false;
  const std::string default_label =
      std::string("Default (") + heuristic_label(fallback) + ")";
  ImGui::BeginDisabled(!uses_h);
  if (ImGui::BeginCombo("Heuristic", s.heuristic ? heuristic_label(*s.heuristic)
                                                 : default_label.c_str())) {
    if (ImGui::Selectable(default_label.c_str(), !s.heuristic)) {
      changed |= s.heuristic.has_value();
      s.heuristic.reset();
    }
    for (Heuristic h :
         {Heuristic::Manhattan, Heuristic::Euclidean, Heuristic::Octile,
          Heuristic::Chebyshev, Heuristic::Zero}) {
      if (ImGui::Selectable(heuristic_label(h), s.heuristic == h)) {
        changed |= s.heuristic != h;
        s.heuristic = h;
      }
    }
    ImGui::EndCombo();
  }
  ImGui::EndDisabled();
  return changed;
}

bool draw_weight(SearchSettings& s) {
  if (s.algorithm != Algorithm::WeightedAStar) return false;
  float w = static_cast<float>(s.weight);
  if (ImGui::SliderFloat("Weight w", &w, 1.0f, 10.0f, "%.2f",
                         ImGuiSliderFlags_Logarithmic)) {
    s.weight = std::max(1.0f, w);
    return true;
  }
  return false;
}

bool draw_ties(SearchSettings& s) {
  static constexpr TieBreak kTies[] = {TieBreak::LowH, TieBreak::HighH,
                                       TieBreak::Fifo, TieBreak::Lifo};
  const bool changed = enum_combo("Ties", s.tie_break, kTies, tie_label);
  tooltip("How cells with equal f are ordered on the open list.");
  return changed;
}

// Two radio buttons after a label, on one line; true when one was clicked.
bool draw_radio_pair(const char* label, int& value, const char* first,
                     int first_value, const char* second, int second_value) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(label);
  ImGui::SameLine();
  bool clicked = ImGui::RadioButton(first, &value, first_value);
  ImGui::SameLine();
  clicked |= ImGui::RadioButton(second, &value, second_value);
  return clicked;
}

bool draw_moves(SearchSettings& s) {
  bool changed = false;
  int connectivity = static_cast<int>(s.rules.connectivity);
  if (draw_radio_pair("Moves", connectivity, "4 ways", 4, "8 ways", 8)) {
    s.rules.connectivity = static_cast<Connectivity>(connectivity);
    changed = true;
  }
  ImGui::BeginDisabled(s.rules.connectivity == Connectivity::Four);
  static constexpr DiagonalRule kRules[] = {
      DiagonalRule::NoCut, DiagonalRule::NoSqueeze, DiagonalRule::Always};
  changed |= enum_combo("Diagonals", s.rules.diagonal, kRules, diagonal_label);
  tooltip("Never cut corners is the Moving AI benchmark rule.");
  ImGui::EndDisabled();
  return changed;
}

bool draw_costs(SearchSettings& s) {
  int costs = static_cast<int>(s.rules.costs);
  if (draw_radio_pair("Costs", costs, "1 and 1.41", 0, "10 and 14", 1)) {
    s.rules.costs = static_cast<StepCosts>(costs);
    return true;
  }
  return false;
}

}  // namespace

std::optional<SearchSettings> draw_search_settings(
    const SearchSettings& current) {
  // Edited on a copy, which becomes a request.
  SearchSettings s = current;
  bool changed = false;
  ImGui::PushItemWidth(-ImGui::GetFontSize() * 6.5f);
  changed |= draw_algorithm(s);
  const bool uses_h = uses_heuristic(s.algorithm);
  // From the moves as the frame began, as the heuristic combo shows them.
  const Heuristic fallback = default_heuristic(s.rules.connectivity);
  changed |= draw_heuristic(s, uses_h, fallback);
  changed |= draw_weight(s);
  changed |= draw_ties(s);
  changed |= draw_moves(s);
  changed |= draw_costs(s);
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
