#pragma once
/// @file cell_block_text.hpp
/// A cell block as clipboard text, so cells copied in one studio window can
/// be pasted in another:
///
///     astar-cells 3 2
///     ff00ff
///     fefe00
///
/// The header names the width and height; each of the `height` rows that
/// follow holds `width` cells as two hex digits each (the cell's byte:
/// 00 wall, ff open ground, others terrain). Line ends may be \n or \r\n.

#include <cstddef>
#include <string>
#include <string_view>

#include "astar/edit/cell_block.hpp"
#include "astar/result.hpp"

namespace astar {

/// The largest block the text form carries (2048 x 2048 cells).
inline constexpr std::size_t kMaxTextBlockCells = std::size_t{1} << 22;

/// The block as text; the block must hold at most kMaxTextBlockCells.
std::string to_text(const CellBlock& block);

/// True when `text` starts with the "astar-cells" header word.
bool looks_like_cell_block(std::string_view text);

/// Reads the text form. Fails with one message on a bad header, a size out
/// of range, a short or long row, a bad digit or a missing row; allocates
/// only after the text has shown it is long enough for the size it claims.
Result<CellBlock> parse_cell_block(std::string_view text);

}  // namespace astar
