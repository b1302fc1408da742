// The C API's world positions: core's cell <-> world conversions
// (astar/grid/coordinates.hpp) with a frame given by the caller.

#include "capi_support.hpp"

using astar::Result;
using astar::capi::guarded;
using astar::capi::null_argument;

namespace {

astar::WorldFrame frame_of(const astar_world_frame& frame) {
  return {frame.cell_size, frame.origin_x, frame.origin_y};
}

}  // namespace

extern "C" {

int astar_cell_to_world(const astar_world_frame* frame, int32_t x, int32_t y,
                        double* wx, double* wy, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (frame == nullptr) return null_argument("astar_cell_to_world", "frame");
    if (wx == nullptr) return null_argument("astar_cell_to_world", "wx");
    if (wy == nullptr) return null_argument("astar_cell_to_world", "wy");
    const astar::WorldFrame world = frame_of(*frame);
    if (astar::Status ok = astar::check_world_frame(world); !ok) {
      return ok.failure().prefixed("astar_cell_to_world: ");
    }
    const astar::WorldPoint centre = astar::cell_centre(world, {x, y});
    *wx = centre.x;
    *wy = centre.y;
    return ASTAR_OK;
  });
}

int astar_world_to_cell(const astar_world_frame* frame, double wx, double wy,
                        int32_t* x, int32_t* y, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (frame == nullptr) return null_argument("astar_world_to_cell", "frame");
    if (x == nullptr) return null_argument("astar_world_to_cell", "x");
    if (y == nullptr) return null_argument("astar_world_to_cell", "y");
    Result<astar::Point> cell = astar::world_cell(frame_of(*frame), {wx, wy});
    if (!cell) return cell.failure().prefixed("astar_world_to_cell: ");
    *x = cell.value().x;
    *y = cell.value().y;
    return ASTAR_OK;
  });
}

}  // extern "C"
