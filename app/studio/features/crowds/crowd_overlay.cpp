#include "features/crowds/crowd_overlay.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "canvas/canvas_clip.hpp"

namespace astar::studio {
namespace {

// Past this side a texel stands for a block of cells (the cheapest of
// them), so a huge map's heat map stays one texture of a few MiB.
constexpr int kMaxHeatSide = 4096;

ImU32 imcol(Rgba c, int alpha = -1) {
  return IM_COL32(c.r, c.g, c.b, alpha < 0 ? c.a : alpha);
}

// The cells the canvas shows, cut to the field: [x0, x1) x [y0, y1).
struct Visible {
  int x0, y0, x1, y1;
};

Visible visible_cells(const CanvasView& view, int width, int height) {
  const ImVec2 min = view.canvas_min();
  const ImVec2 size = view.canvas_size();
  const Point a = view.cell_at(min);
  const Point b = view.cell_at(ImVec2(min.x + size.x, min.y + size.y));
  return {std::clamp(a.x, 0, width), std::clamp(a.y, 0, height),
          std::clamp(b.x + 1, 0, width), std::clamp(b.y + 1, 0, height)};
}

ImVec2 corner(const CanvasView& view, double x, double y) {
  const ImVec2 c = view.cell_centre({0, 0});
  const double z = view.pixels_per_cell();
  return ImVec2(static_cast<float>(c.x + (x - 0.5) * z),
                static_cast<float>(c.y + (y - 0.5) * z));
}

void draw_arrow(ImDrawList* dl, ImVec2 c, Point d, float length, ImU32 col) {
  const float n = std::sqrt(static_cast<float>(d.x * d.x + d.y * d.y));
  const ImVec2 u(static_cast<float>(d.x) / n, static_cast<float>(d.y) / n);
  const ImVec2 tail(c.x - u.x * length * 0.5f, c.y - u.y * length * 0.5f);
  const ImVec2 tip(c.x + u.x * length * 0.5f, c.y + u.y * length * 0.5f);
  const float head = length * 0.35f;
  dl->AddLine(tail, tip, col, std::max(1.0f, length * 0.08f));
  dl->AddTriangleFilled(tip,
                        ImVec2(tip.x - u.x * head - u.y * head * 0.6f,
                               tip.y - u.y * head + u.x * head * 0.6f),
                        ImVec2(tip.x - u.x * head + u.y * head * 0.6f,
                               tip.y - u.y * head - u.x * head * 0.6f),
                        col);
}

}  // namespace

Rgba heat_colour(double t) {
  // Yellow by the goals, through red, to a deep violet far off.
  t = std::clamp(t, 0.0, 1.0);
  const auto mix = [](double a, double b, double s) {
    return static_cast<std::uint8_t>(std::lround(a + (b - a) * s));
  };
  if (t < 0.5) {
    const double s = t / 0.5;
    return {mix(255, 230, s), mix(230, 60, s), mix(60, 60, s), 150};
  }
  const double s = (t - 0.5) / 0.5;
  return {mix(230, 70, s), mix(60, 20, s), mix(60, 140, s), 150};
}

bool FieldPicture::follow(const FlowField& field, std::uint64_t version) {
  if (texture_.valid() && version == version_) return true;
  const int w = field.width();
  const int h = field.height();
  const int scale =
      std::max(1, (std::max(w, h) + kMaxHeatSide - 1) / kMaxHeatSide);
  const int tw = (w + scale - 1) / scale;
  const int th = (h + scale - 1) / scale;
  if (!texture_.valid() || texture_.width() != tw || texture_.height() != th) {
    Result<GlTexture> made = GlTexture::create(tw, th);
    if (!made) return false;
    texture_ = std::move(made).value();
  }
  std::vector<double> distance(static_cast<std::size_t>(w) * h);
  field.distances(distance);
  const double far = std::max(field.max_distance(), 1.0);
  std::vector<std::uint32_t> pixels(static_cast<std::size_t>(tw) * th, 0);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const double d = distance[static_cast<std::size_t>(y) * w + x];
      if (!std::isfinite(d)) continue;
      std::uint32_t& texel =
          pixels[static_cast<std::size_t>(y / scale) * tw + x / scale];
      const std::uint32_t colour = heat_colour(d / far).packed();
      // In a block, the first reachable cell's colour: cheap and steady.
      if (texel == 0) texel = colour;
    }
  }
  if (!texture_.upload(0, 0, tw, th, pixels.data())) return false;
  version_ = version;
  scale_ = scale;
  field_w_ = w;
  field_h_ = h;
  return true;
}

void FieldPicture::draw(const CanvasView& view) const {
  if (!texture_.valid()) return;
  CanvasClip clip(view);
  // The texture covers whole blocks: past the map's edge by a part block.
  const float u1 = static_cast<float>(
      field_w_ / (static_cast<double>(texture_.width()) * scale_));
  const float v1 = static_cast<float>(
      field_h_ / (static_cast<double>(texture_.height()) * scale_));
  clip.list()->AddImage(
      reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(texture_.id())),
      corner(view, 0, 0), corner(view, field_w_, field_h_), ImVec2(0, 0),
      ImVec2(u1, v1));
}

int draw_field_arrows(const CanvasView& view, const FlowField& field) {
  const double z = view.pixels_per_cell();
  if (z < kArrowMinPixels) return 0;
  const Visible v = visible_cells(view, field.width(), field.height());
  CanvasClip clip(view);
  const ImU32 col = IM_COL32(20, 20, 30, 210);
  int drawn = 0;
  for (int y = v.y0; y < v.y1; ++y) {
    for (int x = v.x0; x < v.x1; ++x) {
      const FieldStep step = field.step(Point{x, y});
      if (step == FieldStep::None || step == FieldStep::Goal) continue;
      draw_arrow(clip.list(), view.cell_centre({x, y}), step_offset(step),
                 static_cast<float>(z * 0.6), col);
      ++drawn;
    }
  }
  return drawn;
}

int draw_agents(const CanvasView& view, const Crowd& crowd) {
  CanvasClip clip(view);
  ImDrawList* dl = clip.list();
  const double z = view.pixels_per_cell();
  int drawn = 0;
  for (const Agent& a : crowd.agents()) {
    const ImVec2 c = corner(view, a.position.x, a.position.y);
    // Zoomed out a disc keeps a few pixels, so a crowd still shows.
    const float r = std::max(static_cast<float>(a.radius * z), 2.0f);
    const Rgba fill = a.arrived ? kCrowdArrivedColour : kCrowdAgentColour;
    if (r >= 4) dl->AddCircleFilled(c, r + 1.0f, IM_COL32(10, 10, 20, 255));
    dl->AddCircleFilled(c, r, imcol(fill));
    ++drawn;
  }
  return drawn;
}

void draw_goals(const CanvasView& view, std::span<const Point> goals) {
  CanvasClip clip(view);
  const float r =
      std::max(static_cast<float>(view.pixels_per_cell() * 0.45), 5.0f);
  for (const Point g : goals) {
    const ImVec2 c = view.cell_centre(g);
    clip.list()->AddCircle(c, r + 1.5f, IM_COL32(10, 10, 20, 255), 0, 4.0f);
    clip.list()->AddCircle(c, r, imcol(kCrowdGoalColour), 0, 2.5f);
  }
}

void draw_brush_outline(const CanvasView& view, Point centre, int radius) {
  CanvasClip clip(view);
  // The brush takes cells whose centres lie within about radius + 0.5.
  const float r =
      static_cast<float>((radius + 0.5) * view.pixels_per_cell()) + 1.0f;
  const ImVec2 c = view.cell_centre(centre);
  clip.list()->AddCircle(c, r, IM_COL32(10, 10, 20, 230), 0, 4.5f);
  clip.list()->AddCircle(c, r, IM_COL32(240, 245, 255, 255), 0, 2.0f);
}

int draw_repair(const CanvasView& view, const Grid& grid,
                const RepairPlan& plan) {
  if (!plan.planned()) return 0;
  CanvasClip clip(view);
  ImDrawList* dl = clip.list();
  const double z = view.pixels_per_cell();
  const float pad = z >= 6 ? 1.0f : 0.0f;
  for (const int cell : plan.touched()) {
    const Point p = grid.point(cell);
    const ImVec2 a = corner(view, p.x, p.y);
    dl->AddRectFilled(ImVec2(a.x + pad, a.y + pad),
                      ImVec2(a.x + static_cast<float>(std::max(z, 1.5)) - pad,
                             a.y + static_cast<float>(std::max(z, 1.5)) - pad),
                      imcol(kRepairTouchedColour, 150));
  }
  std::vector<ImVec2> line;
  line.reserve(plan.path().size());
  for (const int cell : plan.path()) {
    line.push_back(view.cell_centre(grid.point(cell)));
  }
  if (line.size() >= 2) {
    const float width = std::clamp(static_cast<float>(z * 0.2), 2.0f, 5.0f);
    dl->AddPolyline(line.data(), static_cast<int>(line.size()),
                    IM_COL32(10, 10, 20, 255), 0, width + 2);
    dl->AddPolyline(line.data(), static_cast<int>(line.size()),
                    imcol(kRepairPathColour), 0, width);
  }
  return static_cast<int>(plan.touched().size());
}

}  // namespace astar::studio
