#pragma once
// The tool strip: the tools, the view's buttons, the paint and the current
// tool's options (brush size, tip and mirroring; outline or filled; 4- or
// 8-way fill). Where they fit, two rows; in a narrow window or at a large
// UI scale, one row of what fits and a "More" button that drops the rest
// down as a strip under it. Choices become requests.

#include <array>
#include <cstddef>
#include <span>

#include "commands/commands.hpp"
#include "ui/ui_targets.hpp"
#include "workspace/tools.hpp"

namespace astar::studio {

// A mode's switch among the view's buttons, lit while the mode is on
// (Measure: a press on the map lays a ruler instead of painting).
struct ToolbarSwitch {
  const char* label;
  bool on = false;
  Command command;
};

class Toolbar {
 public:
  void draw(const ToolSettings& tools, bool grid_lines,
            std::span<const ToolbarSwitch> switches, float ui_scale,
            RequestQueue& out, UiTargets& targets);

  // The groups the strip is laid out from, each kept whole.
  enum class Part : std::size_t {
    Brushes,
    Shapes,
    Markers,
    Actors,
    View,
    Paint,
    Options,
  };
  static constexpr std::size_t kParts = 7;

 private:
  struct Frame;
  void draw_part(Part part, Frame& frame);
  bool two_rows_fit(float room) const;
  std::size_t parts_that_fit(float room) const;
  void draw_two_rows(Frame& frame);
  void draw_one_row(Frame& frame, float room);
  void draw_overflow(Frame& frame, std::size_t first_hidden);

  // Each part's width as last drawn, which decides the next frame's
  // layout (zero until drawn: the first frame shows two rows).
  std::array<float, kParts> widths_{};
};

}  // namespace astar::studio
