#pragma once
// Copy, cut and paste of cells through the system clipboard, so that the
// latest copy wins and cells travel between studio windows. A copy puts
// the block on the clipboard as text (astar/edit/cell_block_text.hpp) and
// keeps it in the select tool too, for blocks too big for the text form.
// Ctrl+V pastes cells as a stamp, or opens a shared link when the
// clipboard holds one (features/links/links_mode.hpp), so both keep Ctrl+V.

#include "modes/mode.hpp"

namespace astar::studio {

// Copies the selection; with `cut`, clears it too (one undo step).
void copy_cells(bool cut, ModeContext& ctx);
// Starts stamping the clipboard's cells, or passes a link on.
void paste_cells(ModeContext& ctx);

}  // namespace astar::studio
