#pragma once
// Names the tiles of a Tiled layer whose map says nothing of collision:
// every tile the layer uses, drawn from its tileset's picture, is clicked
// through wall, open ground and the terrain weights; the tiles left alone
// follow "All other tiles". The choice is the text --values takes
// ("39-40=wall,*=open"), so the CLI and the studio read the file alike.

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "astar/io/tile_maps.hpp"
#include "shell/gl_texture.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

class TileChooser {
 public:
  // Lists the tiles of the layer `options` choose in `path`, starting from
  // the choice `options.values` holds, if any.
  void load(const std::string& path, const LayerOptions& options);
  // True when the layer's tiles must be named before it can open.
  bool needed() const { return needed_; }
  // The choice as --values text.
  std::string values() const;
  void draw(float ui_scale, UiTargets& targets);

 private:
  const GlTexture* picture(const std::string& file);
  void draw_tile(std::size_t i, float side, UiTargets& targets);

  std::vector<LayerTile> tiles_;
  std::vector<std::size_t> choice_;  // per tile, into kTileChoices
  std::size_t others_ = 0;           // into kOtherChoices
  bool needed_ = false;
  std::string problem_;  // why the tiles could not be listed
  std::map<std::string, GlTexture> pictures_;  // by image file
  std::map<std::string, std::string> picture_problems_;
};

}  // namespace astar::studio
