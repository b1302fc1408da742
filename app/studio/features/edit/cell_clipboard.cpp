#include "features/edit/cell_clipboard.hpp"

#include <imgui.h>

#include "astar/edit/cell_block_text.hpp"
#include "astar/session/link.hpp"
#include "features/links/links_commands.hpp"

namespace astar::studio {

void copy_cells(bool cut, ModeContext& ctx) {
  SelectionTool& selection = ctx.tools.selection();
  auto block = selection.copy(ctx.workspace, ctx.notifier);
  if (!block) return;
  const std::string size = size_text(block->width, block->height);
  if (block->cells.size() <= kMaxTextBlockCells) {
    ImGui::SetClipboardText(to_text(*block).c_str());
    ctx.notifier.info("Copied " + size + " cells: Ctrl+V pastes them.");
  } else {
    // The clipboard must not offer an older copy instead of this one.
    ImGui::SetClipboardText("");
    ctx.notifier.info("Copied " + size +
                      " cells for this window only (too big for the "
                      "clipboard): Ctrl+V pastes them.");
  }
  selection.keep_copy(std::move(*block));
  if (cut) selection.clear_cells(ctx.workspace, ctx.notifier, "Cut");
}

void paste_cells(ModeContext& ctx) {
  SelectionTool& selection = ctx.tools.selection();
  const char* text = ImGui::GetClipboardText();
  if (text != nullptr && looks_like_cell_block(text)) {
    auto block = parse_cell_block(text);
    if (!block) {
      ctx.notifier.error(block.error());
      return;
    }
    selection.begin_stamp(std::move(block.value()), ctx.notifier);
    return;
  }
  const bool link = text != nullptr && looks_like_link(text);
  if (!link && selection.kept_copy()) {
    selection.begin_stamp(*selection.kept_copy(), ctx.notifier);
    return;
  }
  ctx.requests.push_back(cmd::PasteLink);
}

}  // namespace astar::studio
