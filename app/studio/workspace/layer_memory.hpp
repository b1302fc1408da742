#pragma once
// The layer and level last chosen in each Tiled or LDtk file, and the
// tiles named walls or open ground where the file says nothing of them,
// kept with the app's settings so that opening the file again offers the
// same choice.

#include <cstddef>
#include <string>
#include <vector>

#include "astar/io/tile_maps.hpp"

namespace astar::studio {

inline constexpr std::size_t kMaxLayerChoices = 20;

struct LayerChoice {
  std::string path;  // absolute
  std::string level;
  std::string layer;
  std::string values;  // as --values: "39-40=wall,*=open"
  friend bool operator==(const LayerChoice&, const LayerChoice&) = default;
};

// Puts the choice for `path` first, keeping at most kMaxLayerChoices. Names
// the settings file cannot hold (a tab or a line break) are not kept.
void remember_layer_choice(std::vector<LayerChoice>& list,
                           const std::string& path,
                           const LayerOptions& options);
// The choice kept for `path`, or empty options.
LayerOptions remembered_layer_choice(const std::vector<LayerChoice>& list,
                                     const std::string& path);

// The settings file's line value "PATH<TAB>LEVEL<TAB>LAYER<TAB>VALUES", and
// back (a line without VALUES, from before tiles were chosen, still reads).
std::string format_layer_choice(const LayerChoice& choice);
bool parse_layer_choice(const std::string& text, LayerChoice& out);

}  // namespace astar::studio
