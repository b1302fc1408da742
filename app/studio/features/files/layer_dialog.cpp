#include "features/files/layer_dialog.hpp"

#include <imgui.h>

#include <algorithm>

#include "dialogs/dialog_util.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {
namespace {

std::size_t index_of(const std::vector<std::string>& names,
                     const std::string& name, std::size_t fallback) {
  const auto at = std::find(names.begin(), names.end(), name);
  return at == names.end() || name.empty()
             ? fallback
             : static_cast<std::size_t>(at - names.begin());
}

}  // namespace

void LayerDialog::show(const std::string& path, LayerChoices choices,
                       const LayerOptions& preferred) {
  path_ = path;
  choices_ = std::move(choices);
  layer_ = index_of(choices_.layers, preferred.layer, choices_.default_layer);
  level_ = index_of(choices_.levels, preferred.level, choices_.default_level);
  tiles_for_ = chosen_options();
  tiles_for_.values = preferred.values;
  tiles_.load(path_, tiles_for_);
  show_requested_ = true;
}

LayerOptions LayerDialog::chosen_options() const {
  LayerOptions options;
  if (layer_ < choices_.layers.size()) options.layer = choices_.layers[layer_];
  if (level_ < choices_.levels.size()) options.level = choices_.levels[level_];
  return options;
}

// One row per name, each a click target "WHAT: NAME", in a box that
// scrolls when the file has many.
void LayerDialog::draw_list(UiTargets& targets, const char* what,
                            const std::vector<std::string>& names,
                            std::size_t& chosen, const ImVec2& size) {
  ImGui::BeginGroup();
  ImGui::TextUnformatted(what);
  // No taller than its rows: the tiles below want the room.
  const float rows = (static_cast<float>(names.size()) + 0.5f) *
                         ImGui::GetTextLineHeightWithSpacing() +
                     2 * ImGui::GetStyle().WindowPadding.y;
  ImGui::BeginChild(what, ImVec2(size.x, std::min(size.y, rows)), true);
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string& name = names[i];
    const std::string shown = name.empty() ? "(no name)" : name;
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::Selectable(shown.c_str(), chosen == i)) chosen = i;
    ImGui::PopID();
    targets.record(std::string(what) + ": " + shown);
  }
  ImGui::EndChild();
  ImGui::EndGroup();
}

std::optional<LayerDialog::Answer> LayerDialog::draw(float ui_scale,
                                                     UiTargets& targets) {
  std::optional<Answer> answer;
  if (!begin_modal("Open layer", show_requested_)) return answer;
  if (choices_.several()) {
    ImGui::Text("%s has more than one %s.", file_name(path_).c_str(),
                choices_.levels.size() > 1 ? "level or layer" : "layer");
  } else {
    ImGui::Text("%s: what are its tiles?", file_name(path_).c_str());
  }
  ImGui::TextDisabled(
      "Choose what becomes the map; the choice is "
      "remembered for this file.");
  const ImVec2 list_size(240 * ui_scale, 160 * ui_scale);
  if (choices_.levels.size() > 1) {
    draw_list(targets, "Level", choices_.levels, level_, list_size);
    ImGui::SameLine();
  }
  if (choices_.several())
    draw_list(targets, "Layer", choices_.layers, layer_, list_size);
  // Another layer or level has other tiles: list them again.
  if (const LayerOptions now = chosen_options();
      now.layer != tiles_for_.layer || now.level != tiles_for_.level) {
    tiles_for_ = now;
    tiles_.load(path_, tiles_for_);
  }
  tiles_.draw(ui_scale, targets);
  if (action_row(targets, "Open", ui_scale, false, true)) {
    Answer chosen{path_, chosen_options()};
    if (tiles_.needed()) chosen.options.values = tiles_.values();
    answer = std::move(chosen);
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
  return answer;
}

}  // namespace astar::studio
