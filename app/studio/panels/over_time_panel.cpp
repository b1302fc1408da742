#include "panels/over_time_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "ui/label_options.hpp"
#include "ui/word_wrap.hpp"

namespace astar::studio {
namespace {

constexpr ImU32 kLineColour = IM_COL32(120, 180, 255, 255);
constexpr ImU32 kFellColour = IM_COL32(235, 70, 70, 255);
constexpr ImU32 kCurrentColour = IM_COL32(255, 210, 80, 255);
constexpr ImU32 kFrameColour = IM_COL32(60, 64, 76, 255);

// One pixel column of a plot: the range of the values of its steps.
struct OverTimeColumn {
  double low = std::numeric_limits<double>::infinity();
  double high = -std::numeric_limits<double>::infinity();
  bool fell = false;
  bool empty() const { return low > high; }
};

enum class Series : std::uint8_t { OpenSize, Key };

// The buckets folded into `count` columns: every bucket is read once and
// every column written at most a few times, so the cost is bounded by
// kMaxBuckets plus the width in pixels.
std::vector<OverTimeColumn> columns_of(const StepHistory& history,
                                       Series series, int count) {
  std::vector<OverTimeColumn> columns(static_cast<std::size_t>(count));
  const double steps = static_cast<double>(history.recorded());
  const double per_bucket = static_cast<double>(history.steps_per_bucket());
  const auto& buckets = history.buckets();
  for (std::size_t i = 0; i < buckets.size(); ++i) {
    const StepHistory::Bucket& b = buckets[i];
    const int first =
        static_cast<int>(static_cast<double>(i) * per_bucket / steps * count);
    const int last = std::max(
        first, static_cast<int>(std::ceil(static_cast<double>(i + 1) *
                                          per_bucket / steps * count)) -
                   1);
    for (int c = first; c <= std::min(last, count - 1); ++c) {
      OverTimeColumn& column = columns[static_cast<std::size_t>(c)];
      const bool open = series == Series::OpenSize;
      column.low = std::min(column.low, open ? b.open_min : b.key_min);
      column.high = std::max(column.high, open ? b.open_max : b.key_max);
      column.fell = column.fell || (!open && b.key_decreases > 0);
    }
  }
  return columns;
}

// Draws one plot in a box of the given height; the step under a click.
std::optional<std::int64_t> plot(const char* id, const StepHistory& history,
                                 Series series, std::int64_t current,
                                 float height) {
  const ImVec2 size(ImGui::GetContentRegionAvail().x, height);
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + size.x, min.y + size.y);
  ImGui::InvisibleButton(id, ImVec2(std::max(size.x, 1.0f), size.y));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRect(min, max, kFrameColour);
  const int width = static_cast<int>(size.x) - 2;
  const std::int64_t steps = history.recorded();
  if (width < 2 || steps == 0) return std::nullopt;
  const std::vector<OverTimeColumn> columns =
      columns_of(history, series, width);
  double low = std::numeric_limits<double>::infinity();
  double high = -low;
  for (const OverTimeColumn& c : columns) {
    if (!c.empty()) low = std::min(low, c.low), high = std::max(high, c.high);
  }
  if (series == Series::OpenSize) low = 0;
  const double span = high > low ? high - low : 1;
  auto y_of = [&](double v) {
    return max.y - 2 - static_cast<float>((v - low) / span) * (size.y - 4);
  };
  const OverTimeColumn* previous = nullptr;
  for (int c = 0; c < width; ++c) {
    const OverTimeColumn& column = columns[static_cast<std::size_t>(c)];
    if (column.empty()) continue;
    // Joined to the column before, so a steep rise stays one line.
    double top = column.high, bottom = column.low;
    if (previous != nullptr) {
      top = std::max(top, previous->low);
      bottom = std::min(bottom, previous->high);
    }
    const float x = min.x + 1 + static_cast<float>(c) + 0.5f;
    dl->AddLine(ImVec2(x, y_of(top)), ImVec2(x, y_of(bottom) + 1), kLineColour);
    if (column.fell) {
      dl->AddLine(ImVec2(x, max.y - 8), ImVec2(x, max.y - 1), kFellColour,
                  2.0f);
    }
    previous = &column;
  }
  const float current_x =
      min.x + 1 +
      static_cast<float>(static_cast<double>(current) /
                         static_cast<double>(steps) * width);
  dl->AddLine(ImVec2(current_x, min.y), ImVec2(current_x, max.y),
              kCurrentColour, 2.0f);
  if (!ImGui::IsItemHovered()) return std::nullopt;
  const float fraction =
      std::clamp((ImGui::GetMousePos().x - min.x - 1) / width, 0.0f, 1.0f);
  const auto step = static_cast<std::int64_t>(
      std::llround(fraction * static_cast<double>(steps)));
  ImGui::SetTooltip("Step %lld (click to go there)",
                    static_cast<long long>(step));
  if (ImGui::IsItemClicked()) return step;
  return std::nullopt;
}

void describe_key_falls(const StepHistory& history, Algorithm algorithm) {
  if (history.key_decreases() == 0) {
    dim_text_wrapped_at_spaces(
        "The key never fell: each step took a key at least as large as the "
        "step before.");
    return;
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.92f, 0.36f, 0.36f, 1));
  ImGui::TextWrapped("The key fell at %lld steps (red), first at step %lld.",
                     static_cast<long long>(history.key_decreases()),
                     static_cast<long long>(history.first_decrease()));
  ImGui::PopStyleColor();
  dim_text_wrapped_at_spaces(
      algorithm_info(algorithm).key_falls_only_if_inconsistent
          ? "A consistent heuristic never lets f fall: this "
            "one is not consistent."
          : "Expected here: this key is not g plus a "
            "consistent h.");
}

}  // namespace

std::optional<std::int64_t> draw_over_time(const SearchController& search,
                                           UiTargets& targets) {
  const StepHistory& history = search.history();
  const Search& s = search.search();
  const std::int64_t current = s.step_count();
  if (history.recorded() == 0) {
    ImGui::TextWrapped(
        "Step or play the search: the open list's size and the key of "
        "each expanded cell are plotted here, step by step.");
    return std::nullopt;
  }
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float height = 3.2f * line;
  ImGui::Text("Open list: %lld now, %.0f at most",
              static_cast<long long>(s.stats().open_size), history.max_open());
  std::optional<std::int64_t> seek =
      plot("##open size plot", history, Series::OpenSize, current, height);
  targets.record("open size plot");
  const Algorithm algorithm = s.query().algorithm;
  ImGui::TextWrapped(
      "Key of the expanded cell: %s",
      middle_number_meaning(algorithm, s.query().weight).c_str());
  if (auto step = plot("##key plot", history, Series::Key, current, height)) {
    seek = step;
  }
  targets.record("key plot");
  describe_key_falls(history, algorithm);
  ImGui::TextDisabled("Step %lld of %lld (yellow line)",
                      static_cast<long long>(current),
                      static_cast<long long>(history.recorded()));
  return seek;
}

}  // namespace astar::studio
