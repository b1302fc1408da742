#pragma once
// The select tool and stamps: a drag on the canvas selects a rectangle of
// cells (cut to the map); the selection can be copied, cut, cleared,
// flipped and turned; a pasted block follows the mouse as a stamp, and each
// left click lays it down, until Escape or a right click ends stamping.
// Cell operations are core's (astar/edit/cell_block.hpp); every change
// goes through the workspace as one undo step. Only cells are copied: the
// markers, agents and obstacles stay, and a stamp's walls skip the markers
// as the brush's do.

#include <optional>
#include <string>
#include <utility>

#include "astar/edit/cell_block.hpp"
#include "canvas/canvas_view.hpp"
#include "ui/notifier.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

class SelectionTool {
 public:
  // The selection, cut to the map as it is now; none when nothing is.
  std::optional<BlockRect> selection(const Grid& grid) const;
  bool selecting() const { return anchor_.has_value(); }
  // The block that follows the mouse, while stamping.
  const std::optional<CellBlock>& stamp() const { return stamp_; }
  // Where the stamp's top-left lands with the mouse over `cell`: the
  // mouse is at its centre (even sides put one more cell right and down,
  // as the brush does).
  Point stamp_corner(Point cell) const;
  // The cell under the mouse while it is over the canvas.
  const std::optional<Point>& mouse() const { return mouse_; }

  // The canvas's mouse, while the select tool is chosen (`select_tool`) or
  // a stamp is held; false leaves it to the other tools.
  bool handle(const CanvasInput& input, bool select_tool, Workspace& workspace,
              Notifier& notifier);
  // A new document drops the selection (not the stamp: cells may be
  // stamped into another map).
  void follow(const Workspace& workspace);

  void select_all(const Grid& grid, Notifier& notifier);
  // Escape: ends stamping, or else drops the selection; false when there
  // was neither.
  bool escape(Notifier& notifier);
  // The selected cells; none (with a message) when nothing is selected.
  std::optional<CellBlock> copy(const Workspace& workspace,
                                Notifier& notifier) const;
  // Clears the selected cells to open ground, labelled "Cut" or "Delete".
  void clear_cells(Workspace& workspace, Notifier& notifier,
                   const std::string& label);
  // Flips or turns the stamp while stamping, otherwise the selected cells.
  void turn(BlockTurn turn, Workspace& workspace, Notifier& notifier);
  void begin_stamp(CellBlock block, Notifier& notifier);
  // The latest copy, pasted when the clipboard holds no cells.
  void keep_copy(CellBlock block) { copied_ = std::move(block); }
  const std::optional<CellBlock>& kept_copy() const { return copied_; }
  // A selection or a stamp to flip: X and Y flip instead of mirroring.
  bool has_target(const Grid& grid) const { return stamp_ || selection(grid); }

 private:
  bool follow_drag(const CanvasInput& input, const Grid& grid,
                   Notifier& notifier);
  void stamp_at(Point cell, Workspace& workspace, Notifier& notifier);
  void stamp_hint(Notifier& notifier) const;

  std::optional<BlockRect> box_;
  std::optional<Point> anchor_;  // where the selecting drag started
  bool moved_ = false;           // the drag left its first cell
  std::optional<CellBlock> stamp_;
  std::optional<CellBlock> copied_;
  std::optional<Point> mouse_;
  std::uint64_t document_ = 0;  // the document the selection belongs to
};

// "12x5".
std::string size_text(int width, int height);

}  // namespace astar::studio
