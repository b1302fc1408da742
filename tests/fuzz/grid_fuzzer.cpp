// The plain text grid (.grid), reached through the table of map formats as
// load_map reaches it: a grid that parses writes back to the same text,
// which parses to the same grid.
#include <cstdint>

#include "astar/io/map_formats.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  const astar::MapFormat* format = astar::find_map_format("fuzz.grid");
  FUZZ_CHECK(format != nullptr && format->writable());
  astar::Result<astar::Grid> grid =
      format->decode(astar::fuzz::as_text(data, size), "fuzz.grid", {});
  if (!grid) {
    astar::fuzz::check_error_message(grid.error());
    return 0;
  }
  astar::Result<astar::EncodedMap> text =
      format->encode(grid.value(), "back.grid");
  FUZZ_CHECK(text.ok() && text.value().report.flattened_cells == 0);
  astar::Result<astar::Grid> back =
      format->decode(text.value().bytes, "back.grid", {});
  FUZZ_CHECK(back.ok() && back.value() == grid.value());
  return 0;
}
