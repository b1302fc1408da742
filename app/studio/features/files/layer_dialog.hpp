#pragma once
// Asks which layer (and, for LDtk, which level) of a Tiled map or LDtk
// project becomes the map, when the file has more than one, and, when the
// layer's map says nothing of collision, what its tiles are (TileChooser).

#include <imgui.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "astar/io/tile_maps.hpp"
#include "dialogs/tile_chooser.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

class LayerDialog {
 public:
  // Offers `choices` for the file at `path`, preselecting `preferred` where
  // it names one of them.
  void show(const std::string& path, LayerChoices choices,
            const LayerOptions& preferred);
  // Returns the file and the choice once, when accepted.
  struct Answer {
    std::string path;
    LayerOptions options;
  };
  std::optional<Answer> draw(float ui_scale, UiTargets& targets);

 private:
  void draw_list(UiTargets& targets, const char* what,
                 const std::vector<std::string>& names, std::size_t& chosen,
                 const ImVec2& size);
  LayerOptions chosen_options() const;

  bool show_requested_ = false;
  std::string path_;
  LayerChoices choices_;
  std::size_t layer_ = 0;
  std::size_t level_ = 0;
  TileChooser tiles_;
  LayerOptions tiles_for_;  // the layer and level tiles_ lists
};

}  // namespace astar::studio
