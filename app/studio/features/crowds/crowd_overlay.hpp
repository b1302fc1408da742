#pragma once
// What the Crowds feature draws over the canvas: the flow field's costs as
// a heat map (one texel a cell, a texture the GPU scales, so it reads at
// every zoom) and its steps as arrows where cells are big enough to hold
// one; the agents as discs, never smaller than a few pixels; the goals;
// and the re-plan's path with the cells its last repair touched.

#include <cstdint>
#include <span>

#include "astar/crowd/crowd.hpp"
#include "astar/field/flow_field.hpp"
#include "canvas/canvas_view.hpp"
#include "features/crowds/repair_plan.hpp"
#include "shell/gl_texture.hpp"
#include "ui/palette.hpp"

namespace astar::studio {

// Cells are at least this many pixels wide before arrows are drawn in them.
inline constexpr double kArrowMinPixels = 14;

inline constexpr Rgba kCrowdAgentColour{70, 150, 255, 255};
inline constexpr Rgba kCrowdArrivedColour{90, 210, 110, 255};
inline constexpr Rgba kCrowdGoalColour{255, 70, 200, 255};
inline constexpr Rgba kRepairTouchedColour{0, 220, 230, 255};
inline constexpr Rgba kRepairPathColour{255, 150, 30, 255};

// The heat map's colour for a share `t` of the farthest cost (0 at a goal).
Rgba heat_colour(double t);

// The field's heat map as a texture, made again when the field's version
// moves.
class FieldPicture {
 public:
  // Brings the texture up to `field` (version `version`); false when the
  // texture cannot be made (the size is past the GPU's limit).
  bool follow(const FlowField& field, std::uint64_t version);
  void draw(const CanvasView& view) const;
  bool shown() const { return texture_.valid(); }

 private:
  GlTexture texture_;
  std::uint64_t version_ = 0;
  int field_w_ = 0, field_h_ = 0;
  int scale_ = 1;  // cells a texel covers, each way
};

// How much was drawn, for the `state` line and the tests.
struct CrowdDrawn {
  int arrows = 0;
  int discs = 0;
  int touched = 0;
};

int draw_field_arrows(const CanvasView& view, const FlowField& field);
int draw_agents(const CanvasView& view, const Crowd& crowd);
void draw_goals(const CanvasView& view, std::span<const Point> goals);
// The agent brush's reach around `centre`: the cells it would paint.
void draw_brush_outline(const CanvasView& view, Point centre, int radius);
int draw_repair(const CanvasView& view, const Grid& grid,
                const RepairPlan& plan);

}  // namespace astar::studio
