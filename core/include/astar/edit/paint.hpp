#pragma once
/// @file paint.hpp
/// Painting cells: brush strokes drawn live while the mouse drags, and
/// painting a list of cells (a shape) as one command.
///
/// Painting walls (value kBlocked) skips the cells under the start and goal
/// markers, because a marker may never sit on a wall. Any other value paints
/// them as usual.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "astar/edit/document.hpp"
#include "astar/edit/edit_history.hpp"
#include "astar/edit/shapes.hpp"

namespace astar {

enum class BrushTip : std::uint8_t { Square, Round };

/// Symmetric painting about the map centre.
enum class Mirror : std::uint8_t {
  None,
  X,     ///< also paints the cell mirrored left-right
  Y,     ///< also paints the cell mirrored top-bottom
  Both,  ///< all four mirror images
};

inline constexpr int kMinBrushSize = 1;
inline constexpr int kMaxBrushSize = 64;

struct BrushSettings {
  int size = 1;  ///< side in cells, kMinBrushSize..kMaxBrushSize
  BrushTip tip = BrushTip::Square;
  Mirror mirror = Mirror::None;
  std::uint8_t value = kBlocked;  ///< the byte painted: wall, open, terrain
};

/// The offsets (dx, dy) one stamp of the brush covers, relative to the cell
/// under the cursor. Even sizes extend one more cell right and down.
std::vector<Point> brush_offsets(int size, BrushTip tip);

/// Builds one stroke. The app paints into the document as the mouse moves,
/// so the user sees each cell at once; the builder remembers each touched
/// cell's first "before" value, and finish() yields the command to pass to
/// EditHistory::record_applied. Reuse one builder for every stroke: its
/// scratch memory is kept between strokes.
class StrokeBuilder {
 public:
  /// Starts a stroke with one stamp at `at` (which may lie outside the map;
  /// only cells inside are painted).
  void begin(Document& doc, const BrushSettings& brush, Point at);
  /// Stamps along the line from the previous sample to `to`, so fast strokes
  /// leave no gaps.
  void extend(Document& doc, Point to);
  /// Ends the stroke and returns its command (empty when nothing changed).
  EditCommand finish(std::string label);
  /// Puts back every cell the stroke changed and forgets it (Escape).
  void cancel(Document& doc);

  bool active() const { return active_; }
  /// The cells changed so far, in the order they were painted; the app can
  /// upload the ones added since its last frame.
  const std::vector<CellChange>& changes() const { return changes_; }

 private:
  void stamp(Document& doc, Point centre);
  void paint(Document& doc, int x, int y);
  void reset_touched();

  bool active_ = false;
  BrushSettings brush_;
  std::vector<Point> offsets_;
  Point last_;
  std::vector<CellChange> changes_;
  // One bit per cell: already in changes_ (or refused) during this stroke.
  std::vector<std::uint64_t> touched_;
};

/// The command that paints `value` into every cell the spans cover (cells
/// outside the map and repeats are ignored; walls skip the markers).
EditCommand make_paint_command(const Document& doc,
                               std::span<const CellSpan> spans,
                               std::uint8_t value, std::string label);

/// True when `value` may be painted over (x, y) of `doc`.
bool may_paint(const Document& doc, Point cell, std::uint8_t value);

}  // namespace astar
