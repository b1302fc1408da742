#pragma once
// Map > Generate...: picks a generator, its settings and a seed, and makes
// the new map. The App applies it as one undoable step.

#include <optional>
#include <string>
#include <vector>

#include "astar/generate/generators.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

struct GeneratedMap {
  GeneratorSettings settings;
  Grid grid;
};

class GeneratorDialog {
 public:
  // Opens the dialog for a map of this size; `keep_open` (the start and
  // goal) stay open ground in what it makes.
  void show(int width, int height, std::vector<Point> keep_open);
  // Draws it while open; returns the generated map once, when the user
  // pressed Generate and the settings were usable.
  std::optional<GeneratedMap> draw(float ui_scale, UiTargets& targets);

 private:
  void draw_kind_settings(float field_width, UiTargets& targets);

  bool show_requested_ = false;
  GeneratorSettings settings_;
  std::string problem_;
};

}  // namespace astar::studio
