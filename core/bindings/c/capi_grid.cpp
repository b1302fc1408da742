// The C API's grids: made from cell bytes or loaded from a map file.

#include <algorithm>
#include <cstring>

#include "astar/io/image_io.hpp"
#include "astar/io/map_io.hpp"
#include "astar/version.hpp"
#include "capi_support.hpp"

using astar::Result;
using astar::capi::bad_argument;
using astar::capi::check_grid;
using astar::capi::guarded;
using astar::capi::null_argument;

namespace {

Result<int> store(astar::Grid grid, astar_grid** out) {
  *out = new astar_grid{std::move(grid)};
  return ASTAR_OK;
}

std::string size_text(long long width, long long height) {
  return std::to_string(width) + "x" + std::to_string(height);
}

/// Checks that (x, y) is on `grid`; `function` begins the message.
Result<int> check_cell(std::string_view function, const astar::Grid& grid,
                       int32_t x, int32_t y) {
  if (grid.contains(x, y)) return ASTAR_OK;
  return bad_argument(std::string(function) + ": cell (" + std::to_string(x) +
                      "," + std::to_string(y) + ") is outside the " +
                      size_text(grid.width(), grid.height()) + " map");
}

/// What check_grid checks, without a message.
bool usable(const astar_grid* grid) {
  return grid != nullptr && !grid->freed.load(std::memory_order_relaxed);
}

}  // namespace

extern "C" {

const char* astar_version(void) { return astar::kVersion; }

int astar_grid_new(int32_t width, int32_t height, const uint8_t* cells,
                   size_t cells_size, astar_grid** out, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (out == nullptr) return null_argument("astar_grid_new", "out");
    *out = nullptr;
    if (std::string size = astar::check_grid_size(width, height);
        !size.empty()) {
      return bad_argument("grid size " + size_text(width, height) + ": " +
                          size);
    }
    if (cells == nullptr) return null_argument("astar_grid_new", "cells");
    const auto needed =
        static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    if (cells_size != needed) {
      return bad_argument("a " + size_text(width, height) + " grid needs " +
                          std::to_string(needed) + " cell bytes, got " +
                          std::to_string(cells_size));
    }
    astar::Grid grid(width, height);
    std::memcpy(grid.cells_to_write().data(), cells, needed);
    return store(std::move(grid), out);
  });
}

int astar_grid_load(const char* path, astar_grid** out, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (out == nullptr) return null_argument("astar_grid_load", "out");
    *out = nullptr;
    if (path == nullptr) return null_argument("astar_grid_load", "path");
    Result<astar::Grid> grid = astar::load_map(path);
    if (!grid) return grid.failure();
    return store(std::move(grid).value(), out);
  });
}

int astar_grid_load_png_memory(const uint8_t* bytes, size_t size,
                               astar_grid** out, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (out == nullptr)
      return null_argument("astar_grid_load_png_memory", "out");
    *out = nullptr;
    if (bytes == nullptr) {
      return null_argument("astar_grid_load_png_memory", "bytes");
    }
    const std::string name =
        "image in memory (" + std::to_string(size) + " bytes)";
    if (size > astar::kMaxImageFileBytes) {
      return fail(astar::ErrorKind::Unsupported,
                  name + ": larger than the " +
                      std::to_string(astar::kMaxImageFileBytes >> 20) +
                      " MiB an image may have");
    }
    Result<astar::Grid> grid = astar::decode_image(
        std::string_view(reinterpret_cast<const char*>(bytes), size), name);
    if (!grid) return grid.failure();
    return store(std::move(grid).value(), out);
  });
}

void astar_grid_free(astar_grid* grid) {
  // Drops the caller's hold only: a search running on the grid keeps it
  // until its query ends. A second free of a handle still held is ignored.
  if (grid == nullptr || grid->freed.exchange(true)) return;
  astar::capi::GridHold::let_go(grid);
}

int32_t astar_grid_width(const astar_grid* grid) {
  return usable(grid) ? grid->grid.width() : 0;
}

int32_t astar_grid_height(const astar_grid* grid) {
  return usable(grid) ? grid->grid.height() : 0;
}

int astar_grid_cell(const astar_grid* grid, int32_t x, int32_t y,
                    uint8_t* value, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (Result<int> checked = check_grid("astar_grid_cell", grid); !checked)
      return checked;
    if (value == nullptr) return null_argument("astar_grid_cell", "value");
    Result<int> inside = check_cell("astar_grid_cell", grid->grid, x, y);
    if (inside) *value = grid->grid.at(x, y);
    return inside;
  });
}

int astar_grid_get_cell(const astar_grid* grid, int32_t x, int32_t y,
                        uint8_t* value, astar_error* error) {
  return astar_grid_cell(grid, x, y, value, error);
}

int astar_grid_set_cell(astar_grid* grid, int32_t x, int32_t y, uint8_t value,
                        astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (Result<int> checked = check_grid("astar_grid_set_cell", grid); !checked)
      return checked;
    Result<int> inside = check_cell("astar_grid_set_cell", grid->grid, x, y);
    if (inside) grid->set_cell(x, y, value);
    return inside;
  });
}

int astar_grid_set_cells(astar_grid* grid, const int32_t* xy,
                         const uint8_t* values, size_t count,
                         astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_grid_set_cells";
    if (Result<int> checked = check_grid(kName, grid); !checked) return checked;
    if (count == 0) return ASTAR_OK;
    if (xy == nullptr) return null_argument(kName, "xy");
    if (values == nullptr) return null_argument(kName, "values");
    // Every point is checked before any cell changes: all or nothing.
    for (std::size_t i = 0; i < count; ++i) {
      if (grid->grid.contains(xy[2 * i], xy[2 * i + 1])) continue;
      return check_cell(
          std::string(kName) + " (entry " + std::to_string(i) + ")", grid->grid,
          xy[2 * i], xy[2 * i + 1]);
    }
    astar::CellArea box{xy[0], xy[1], xy[0] + 1, xy[1] + 1};
    bool walls_or_open = true;
    for (std::size_t i = 0; i < count; ++i) {
      box.x0 = std::min(box.x0, xy[2 * i]);
      box.y0 = std::min(box.y0, xy[2 * i + 1]);
      box.x1 = std::max(box.x1, xy[2 * i] + 1);
      box.y1 = std::max(box.y1, xy[2 * i + 1] + 1);
      walls_or_open &=
          values[i] == astar::kBlocked || values[i] == astar::kOpenGround;
    }
    grid->change(box, walls_or_open, [&] {
      for (std::size_t i = 0; i < count; ++i)
        grid->set_if_other(xy[2 * i], xy[2 * i + 1], values[i]);
    });
    return ASTAR_OK;
  });
}

int astar_grid_fill(astar_grid* grid, int32_t x, int32_t y, int32_t width,
                    int32_t height, uint8_t value, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_grid_fill";
    if (Result<int> checked = check_grid(kName, grid); !checked) return checked;
    // In 64 bits: x + width must not wrap around to a cell on the map.
    const std::int64_t right = std::int64_t{x} + width;
    const std::int64_t bottom = std::int64_t{y} + height;
    if (width < 1 || height < 1 || !grid->grid.contains(x, y) ||
        right > grid->grid.width() || bottom > grid->grid.height()) {
      return bad_argument(std::string(kName) + ": the rectangle at (" +
                          std::to_string(x) + "," + std::to_string(y) +
                          ") of " + std::to_string(width) + "x" +
                          std::to_string(height) + " cells is not inside the " +
                          std::to_string(grid->grid.width()) + "x" +
                          std::to_string(grid->grid.height()) + " map");
    }
    const astar::CellArea area{x, y, static_cast<int>(right),
                               static_cast<int>(bottom)};
    grid->change(area, value == astar::kBlocked || value == astar::kOpenGround,
                 [&] {
                   for (int32_t row = y; row < bottom; ++row) {
                     for (int32_t column = x; column < right; ++column)
                       grid->set_if_other(column, row, value);
                   }
                 });
    return ASTAR_OK;
  });
}

int astar_grid_cells(const astar_grid* grid, uint8_t* cells, size_t cells_size,
                     astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (Result<int> checked = check_grid("astar_grid_cells", grid); !checked)
      return checked;
    if (cells == nullptr) return null_argument("astar_grid_cells", "cells");
    const std::vector<std::uint8_t>& all = grid->grid.cells();
    if (cells_size < all.size()) {
      return bad_argument("astar_grid_cells: the buffer holds " +
                          std::to_string(cells_size) + " bytes, the map has " +
                          std::to_string(all.size()) + " cells");
    }
    std::memcpy(cells, all.data(), all.size());
    return ASTAR_OK;
  });
}

}  // extern "C"
