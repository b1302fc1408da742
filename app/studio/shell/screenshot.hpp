#pragma once
// The pixels of a rendered frame, as the platform reads them back.

#include <cstdint>
#include <vector>

namespace astar::studio {

struct Screenshot {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> rgb;  // top row first
};

}  // namespace astar::studio
