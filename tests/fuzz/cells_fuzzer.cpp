// Cells on the clipboard: the studio's copy text (astar-cells W H and rows
// of hex) read from whatever another program left there. No exception
// escapes, errors are bounded, a block that reads writes back to the same
// text form and reads back to the same block, and its turns undo: two flips
// the same way, four turns clockwise, a turn each way.
#include <cstdint>

#include "astar/edit/cell_block.hpp"
#include "astar/edit/cell_block_text.hpp"
#include "fuzz_support.hpp"

namespace {

void check_turns(const astar::CellBlock& block) {
  using astar::BlockTurn;
  using astar::turned;
  for (const BlockTurn flip :
       {BlockTurn::FlipHorizontal, BlockTurn::FlipVertical}) {
    FUZZ_CHECK(turned(turned(block, flip), flip) == block);
  }
  const astar::CellBlock once = turned(block, BlockTurn::RotateClockwise);
  FUZZ_CHECK(once.width == block.height && once.height == block.width);
  FUZZ_CHECK(turned(once, BlockTurn::RotateCounterClockwise) == block);
  astar::CellBlock around = block;
  for (int i = 0; i < 4; ++i)
    around = turned(around, BlockTurn::RotateClockwise);
  FUZZ_CHECK(around == block);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  const std::string_view text = astar::fuzz::as_text(data, size);
  astar::Result<astar::CellBlock> block = astar::parse_cell_block(text);
  if (!block) {
    astar::fuzz::check_error_message(block.error());
    return 0;
  }
  const astar::CellBlock& cells = block.value();
  FUZZ_CHECK(cells.width > 0 && cells.height > 0 &&
             cells.cells.size() == static_cast<std::size_t>(cells.width) *
                                       static_cast<std::size_t>(cells.height));
  FUZZ_CHECK(astar::looks_like_cell_block(text));
  const std::string again = astar::to_text(cells);
  astar::Result<astar::CellBlock> back = astar::parse_cell_block(again);
  FUZZ_CHECK(back.ok() && back.value() == cells);
  FUZZ_CHECK(astar::to_text(back.value()) == again);
  check_turns(cells);
  return 0;
}
