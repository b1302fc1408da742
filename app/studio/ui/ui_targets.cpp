#include "ui/ui_targets.hpp"

namespace astar::studio {
namespace {

std::string_view visible_label(std::string_view label) {
  return label.substr(0, label.find("##"));
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

std::string UiTargets::names() const {
  constexpr std::size_t kShown = 60;
  std::string out;
  for (std::size_t i = 0; i < items_.size() && i < kShown; ++i) {
    if (!out.empty()) out += ", ";
    out += "'" + items_[i].name + "'";
  }
  if (items_.size() > kShown) out += ", ...";
  return out;
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
