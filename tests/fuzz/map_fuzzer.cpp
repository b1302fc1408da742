// The Moving AI .map parser: a map that parses writes back to text that
// parses to the same map.
#include <cstdint>

#include "astar/io/movingai_io.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  astar::Result<astar::Grid> grid =
      astar::parse_movingai_map(astar::fuzz::as_text(data, size), "fuzz.map");
  if (!grid) {
    astar::fuzz::check_error_message(grid.error());
    return 0;
  }
  const astar::MovingAiText text = astar::format_movingai_map(grid.value());
  FUZZ_CHECK(text.flattened_cells == 0);
  astar::Result<astar::Grid> back =
      astar::parse_movingai_map(text.text, "back.map");
  FUZZ_CHECK(back.ok() && back.value() == grid.value());
  return 0;
}
