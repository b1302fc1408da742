#include "editing/selection_tool.hpp"

#include <utility>

namespace astar::studio {
namespace {

constexpr int kLeft = static_cast<int>(MouseButton::Left);
constexpr int kRight = static_cast<int>(MouseButton::Right);

}  // namespace

std::string size_text(int width, int height) {
  return std::to_string(width) + "x" + std::to_string(height);
}

std::optional<BlockRect> SelectionTool::selection(const Grid& grid) const {
  if (!box_) return std::nullopt;
  const BlockRect cut =
      rect_between({box_->x, box_->y},
                   {box_->x + box_->width - 1, box_->y + box_->height - 1},
                   grid.width(), grid.height());
  if (cut.empty()) return std::nullopt;
  return cut;
}

Point SelectionTool::stamp_corner(Point cell) const {
  if (!stamp_) return cell;
  return {cell.x - (stamp_->width - 1) / 2, cell.y - (stamp_->height - 1) / 2};
}

void SelectionTool::follow(const Workspace& workspace) {
  const std::uint64_t document = workspace.revisions().document;
  if (document == document_) return;
  document_ = document;
  box_.reset();
  anchor_.reset();
}

bool SelectionTool::handle(const CanvasInput& input, bool select_tool,
                           Workspace& workspace, Notifier& notifier) {
  follow(workspace);
  mouse_.reset();
  if (input.hovered) mouse_ = input.cell_unclamped;
  if (anchor_) return follow_drag(input, workspace.grid(), notifier);
  if (!stamp_ && !select_tool) return false;
  if (input.panning) return true;
  if (stamp_) {
    if (input.pressed[kLeft])
      stamp_at(input.cell_unclamped, workspace, notifier);
    if (input.pressed[kRight]) escape(notifier);
    return true;
  }
  if (input.pressed[kLeft]) {
    anchor_ = input.cell_unclamped;
    moved_ = false;
    return follow_drag(input, workspace.grid(), notifier);
  }
  // The select tool paints nothing: other presses do nothing.
  return true;
}

bool SelectionTool::follow_drag(const CanvasInput& input, const Grid& grid,
                                Notifier& notifier) {
  const Point at = input.cell_unclamped;
  if (!(at == *anchor_)) moved_ = true;
  const BlockRect box = rect_between(*anchor_, at, grid.width(), grid.height());
  if (box.empty()) {
    box_.reset();
  } else {
    box_ = box;
  }
  if (!input.released[kLeft] && input.down[kLeft]) return true;
  anchor_.reset();
  // A click without a drag drops the selection, as in Tiled.
  if (!moved_) box_.reset();
  if (box_) {
    notifier.info("Selected " + size_text(box_->width, box_->height) +
                  ": Ctrl+C copies, Ctrl+X cuts, Del clears, X/Y flip, "
                  "Z rotates, Esc deselects.");
  }
  return true;
}

void SelectionTool::select_all(const Grid& grid, Notifier& notifier) {
  box_ = BlockRect{0, 0, grid.width(), grid.height()};
  notifier.info("Selected the whole map (" +
                size_text(grid.width(), grid.height()) + ").");
}

bool SelectionTool::escape(Notifier& notifier) {
  if (stamp_) {
    stamp_.reset();
    notifier.info("Stopped stamping.");
    return true;
  }
  if (box_) {
    box_.reset();
    notifier.info("Selection cleared.");
    return true;
  }
  return false;
}

std::optional<CellBlock> SelectionTool::copy(const Workspace& workspace,
                                             Notifier& notifier) const {
  const auto box = selection(workspace.grid());
  if (!box) {
    notifier.info("Nothing is selected: drag with the Select tool first.");
    return std::nullopt;
  }
  return copy_block(workspace.grid(), *box);
}

void SelectionTool::clear_cells(Workspace& workspace, Notifier& notifier,
                                const std::string& label) {
  const auto box = selection(workspace.grid());
  if (!box) {
    notifier.info("Nothing is selected: drag with the Select tool first.");
    return;
  }
  const std::string what = label + " " + size_text(box->width, box->height);
  if (!workspace.apply(
          make_clear_rect_command(workspace.document(), *box, what))) {
    notifier.info(what + ": the cells are open ground already.");
    return;
  }
  notifier.info(what + " (Ctrl+Z brings the cells back).");
}

void SelectionTool::turn(BlockTurn turn, Workspace& workspace,
                         Notifier& notifier) {
  if (stamp_) {
    stamp_ = turned(*stamp_, turn);
    stamp_hint(notifier);
    return;
  }
  const auto box = selection(workspace.grid());
  if (!box) {
    notifier.info(std::string(to_string(turn)) +
                  ": select cells or paste a stamp first.");
    return;
  }
  auto turned_selection = make_turn_command(workspace.document(), *box, turn);
  if (!turned_selection) {
    notifier.warn(turned_selection.error(), Notifier::Topic::Paint);
    return;
  }
  box_ = turned_selection.value().rect;
  if (workspace.apply(std::move(turned_selection.value().command))) {
    notifier.info(std::string(to_string(turn)) + " " +
                  size_text(box->width, box->height) + ".");
  } else {
    notifier.info(std::string(to_string(turn)) + ": the cells look the same.");
  }
}

void SelectionTool::begin_stamp(CellBlock block, Notifier& notifier) {
  stamp_ = std::move(block);
  stamp_hint(notifier);
}

void SelectionTool::stamp_at(Point cell, Workspace& workspace,
                             Notifier& notifier) {
  const std::string label = "Stamp " + size_text(stamp_->width, stamp_->height);
  if (!workspace.apply(make_stamp_command(workspace.document(), *stamp_,
                                          stamp_corner(cell), label))) {
    notifier.info("The stamp changes nothing there.");
    return;
  }
  stamp_hint(notifier);
}

void SelectionTool::stamp_hint(Notifier& notifier) const {
  notifier.info("Click to stamp " + size_text(stamp_->width, stamp_->height) +
                " - X/Y flip, Z rotates, Esc or right-click ends.");
}

}  // namespace astar::studio
