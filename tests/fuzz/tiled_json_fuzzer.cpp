// Tiled's JSON maps (.tmj, .json): a map that reads writes back to a file that
// reads to the same map. The map's folder does not exist, so external tilesets
// fail to open rather than read whatever the input names.
#include <cstdint>

#include "astar/io/tile_maps.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  const std::string path = "/nonexistent-astar-fuzz/fuzz.tmj";
  // What the studio's tile chooser lists must not crash either.
  astar::Result<astar::LayerTiles> tiles =
      astar::list_tiled_json_tiles(astar::fuzz::as_text(data, size), path, {});
  if (!tiles) astar::fuzz::check_error_message(tiles.error(), 700);
  astar::Result<astar::Grid> grid =
      astar::decode_tiled_json(astar::fuzz::as_text(data, size), path, {});
  if (!grid) {
    // Quotes are capped at 500 bytes, plus the path and the sentence.
    astar::fuzz::check_error_message(grid.error(), 700);
    return 0;
  }
  const std::string text = astar::encode_tmj(grid.value(), "fuzz");
  astar::Result<astar::Grid> back = astar::decode_tiled_json(text, path, {});
  FUZZ_CHECK(back.ok() && back.value() == grid.value());
  return 0;
}
