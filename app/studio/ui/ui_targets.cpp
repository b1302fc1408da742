#include "ui/ui_targets.hpp"

#include <algorithm>

namespace astar::studio {
namespace {

std::string_view visible_label(std::string_view label) {
  return label.substr(0, label.find("##"));
}

char lower_letter(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// Levenshtein's distance, case aside: the letters to insert, delete or
// change to make one text the other. Names are short, so one row will do.
std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      const std::size_t change =
          diagonal + (lower_letter(a[i - 1]) == lower_letter(b[j - 1]) ? 0 : 1);
      row[j] = std::min({above + 1, row[j - 1] + 1, change});
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace

void UiTargets::record(std::string_view name) {
  if (!ImGui::IsItemVisible()) return;
  items_.push_back(
      {std::string(name), ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
}

void UiTargets::record(std::string_view name, const ImVec2& min,
                       const ImVec2& max) {
  if (!ImGui::IsRectVisible(min, max)) return;
  items_.push_back({std::string(name), min, max});
}

std::optional<ImVec2> UiTargets::centre(std::string_view name) const {
  for (auto it = items_.rbegin(); it != items_.rend(); ++it) {
    if (it->name == name) {
      return ImVec2((it->min.x + it->max.x) / 2, (it->min.y + it->max.y) / 2);
    }
  }
  return std::nullopt;
}

std::string UiTargets::names(std::size_t max_bytes) const {
  std::string out;
  std::size_t shown = 0;
  for (const Item& item : items_) {
    const std::string quoted = "'" + item.name + "'";
    // Room for ", " before it and ", and N more" after.
    if (out.size() + quoted.size() + 2 + 20 > max_bytes) break;
    if (!out.empty()) out += ", ";
    out += quoted;
    ++shown;
  }
  if (shown < items_.size()) {
    out += (out.empty() ? "" : ", and ") +
           std::to_string(items_.size() - shown) + " more";
  }
  return out;
}

std::optional<std::string> UiTargets::nearest(std::string_view name) const {
  std::optional<std::string> best;
  std::size_t best_distance = 0;
  for (const Item& item : items_) {
    const std::size_t distance = edit_distance(name, item.name);
    if (!best || distance < best_distance) {
      best = item.name;
      best_distance = distance;
    }
  }
  return best;
}

void record_next_frame(UiTargets& targets, std::string_view name) {
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + ImGui::CalcItemWidth(),
                   min.y + ImGui::GetFrameHeight());
  targets.record(name, min, max);
}

bool target_button(UiTargets& targets, const char* label, const ImVec2& size) {
  const bool clicked = ImGui::Button(label, size);
  targets.record(visible_label(label));
  return clicked;
}

}  // namespace astar::studio
