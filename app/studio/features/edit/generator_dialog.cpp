#include "features/edit/generator_dialog.hpp"

#include <imgui.h>

#include "dialogs/dialog_util.hpp"

namespace astar::studio {
namespace {

constexpr GeneratorKind kKinds[] = {GeneratorKind::Random, GeneratorKind::Maze,
                                    GeneratorKind::Rooms, GeneratorKind::Caves,
                                    GeneratorKind::Terrain};

const char* kind_help(GeneratorKind kind) {
  switch (kind) {
    case GeneratorKind::Random:
      return "Walls scattered at random; density is the share of walls.";
    case GeneratorKind::Maze:
      return "A perfect maze (recursive backtracker) with corridors of the "
             "given width.";
    case GeneratorKind::Rooms:
      return "A lattice of rooms joined by doors; extra doors make loops.";
    case GeneratorKind::Caves:
      return "Caves grown by a cellular automaton from random fill.";
    case GeneratorKind::Terrain:
      return "No walls: smooth value noise of terrain weights from 1 to the "
             "maximum.";
  }
  return "";
}

}  // namespace

void GeneratorDialog::show(int width, int height,
                           std::vector<Point> keep_open) {
  settings_.width = width;
  settings_.height = height;
  settings_.keep_open = std::move(keep_open);
  problem_.clear();
  show_requested_ = true;
}

void GeneratorDialog::draw_kind_settings(float w, UiTargets& targets) {
  GeneratorSettings& s = settings_;
  switch (s.kind) {
    case GeneratorKind::Random:
      double_field(targets, "Density", s.density, w);
      break;
    case GeneratorKind::Maze:
      int_field(targets, "Corridor width", s.corridor, w);
      break;
    case GeneratorKind::Rooms:
      int_field(targets, "Room size", s.room_size, w);
      int_field(targets, "Door width", s.door, w);
      double_field(targets, "Extra doors", s.extra_doors, w);
      break;
    case GeneratorKind::Caves:
      double_field(targets, "Initial fill", s.fill, w);
      int_field(targets, "Smoothing passes", s.iterations, w);
      break;
    case GeneratorKind::Terrain:
      int_field(targets, "Max weight", s.max_weight, w);
      int_field(targets, "Feature size", s.scale, w);
      break;
  }
}

std::optional<GeneratedMap> GeneratorDialog::draw(float ui_scale,
                                                  UiTargets& targets) {
  std::optional<GeneratedMap> made;
  if (!begin_modal("Generate map", show_requested_)) return made;
  const bool field_was_active = ImGui::IsAnyItemActive();
  const float w = 110 * ui_scale;
  for (GeneratorKind kind : kKinds) {
    const std::string label(generator_label(kind));
    if (ImGui::RadioButton(label.c_str(), settings_.kind == kind)) {
      settings_.kind = kind;
      problem_.clear();
    }
    targets.record(label);
    // Two rows: random, maze, rooms; then caves, terrain.
    if (kind != GeneratorKind::Rooms && kind != GeneratorKind::Terrain) {
      ImGui::SameLine();
    }
  }
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30.0f);
  ImGui::TextDisabled("%s", kind_help(settings_.kind));
  ImGui::PopTextWrapPos();
  ImGui::Separator();
  int_field(targets, "Width", settings_.width, w);
  ImGui::SameLine();
  int_field(targets, "Height", settings_.height, w);
  draw_kind_settings(w, targets);
  seed_field(targets, settings_.seed, w);
  ImGui::TextDisabled("The start and goal cells are kept open.");
  problem_line(problem_.c_str());
  ImGui::Separator();
  if (action_row(targets, "Generate", ui_scale, field_was_active)) {
    problem_ = check_generator_settings(settings_);
    if (problem_.empty()) {
      auto grid = generate_map(settings_);
      if (grid) {
        made = GeneratedMap{settings_, std::move(grid.value())};
        ImGui::CloseCurrentPopup();
      } else {
        problem_ = grid.error();
      }
    }
  }
  ImGui::EndPopup();
  return made;
}

}  // namespace astar::studio
