#pragma once
// PNG decoding straight into a Grid, one row at a time: the inflated image
// is never held whole, so a large image costs little more than its grid, and
// the inflater stops at the size the header declares, so a zlib bomb costs
// nothing. Every colour type and bit depth, Adam7 interlacing, tRNS. Not part
// of the public API.

#include <string>

#include "astar/grid/grid.hpp"
#include "png_chunks.hpp"

namespace astar::detail {

/// Decodes the PNG that check_png_chunks found sound, and whose size
/// check_grid_size accepted, into `grid`, allocated only once the header
/// and the amount of compressed data make sense. Pixels become 8-bit
/// luminance; fully transparent ones become walls. Returns empty on success,
/// otherwise what is wrong (for a message that starts with the file name).
std::string decode_png(const PngLayout& png, Grid& grid);

}  // namespace astar::detail
