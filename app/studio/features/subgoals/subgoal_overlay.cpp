#include "features/subgoals/subgoal_overlay.hpp"

#include <imgui.h>

#include <algorithm>
#include <vector>

#include "canvas/canvas_clip.hpp"
#include "ui/palette.hpp"

namespace astar::studio {
namespace {

constexpr ImU32 kRim = IM_COL32(15, 15, 20, 230);
// Far out, blocks of cells smaller than this many pixels show as a shade.
constexpr double kBlockDotPixels = 6;
// Past this many, the rest would only thicken the smear.
constexpr int kMaxDots = 120000;
constexpr int kMaxLinkLines = 40000;

ImU32 im_colour(Rgba c, float strength = 1) {
  return IM_COL32(c.r, c.g, c.b, static_cast<int>(c.a * strength));
}

// The cells on screen, clamped to the map.
struct Visible {
  int x0 = 0, y0 = 0, x1 = -1, y1 = -1;
  bool holds(int x, int y) const {
    return x >= x0 && x <= x1 && y >= y0 && y <= y1;
  }
};

Visible cells_on_screen(const CanvasView& view, const SubgoalGraph& graph) {
  const ImVec2 min = view.canvas_min();
  const ImVec2 size = view.canvas_size();
  const Point a = view.cell_at(min);
  const Point b = view.cell_at(ImVec2(min.x + size.x, min.y + size.y));
  return {std::max(0, a.x), std::max(0, a.y), std::min(graph.width() - 1, b.x),
          std::min(graph.height() - 1, b.y)};
}

// One dot per few pixels of screen: a dot is drawn only where the screen's
// bin under it holds none yet, so dense corners do not merge into a smear.
class Thinning {
 public:
  Thinning(const CanvasView& view, float bin)
      : min_(view.canvas_min()),
        bin_(bin),
        columns_(static_cast<int>(view.canvas_size().x / bin) + 1),
        taken_(static_cast<std::size_t>(columns_) *
                   (static_cast<std::size_t>(view.canvas_size().y / bin) + 1),
               false) {}
  bool take(ImVec2 p) {
    const int cx = static_cast<int>((p.x - min_.x) / bin_);
    const int cy = static_cast<int>((p.y - min_.y) / bin_);
    if (cx < 0 || cy < 0 || cx >= columns_) return false;
    const auto i = static_cast<std::size_t>(cy) * columns_ + cx;
    if (i >= taken_.size() || taken_[i]) return false;
    taken_[i] = true;
    return true;
  }

 private:
  ImVec2 min_;
  float bin_;
  int columns_;
  std::vector<bool> taken_;
};

// Each link once: from its lower cell, or from the end on screen.
void draw_links(ImDrawList* dl, const CanvasView& view,
                const SubgoalGraph& graph, const Visible& visible,
                const std::vector<int>& cells, SubgoalOverlayDrawn& drawn) {
  const ImU32 colour = im_colour(kSubgoalLinkColour);
  const int width = graph.width();
  for (int cell : cells) {
    const Point from{cell % width, cell / width};
    for (const SubgoalLink& link : graph.links(cell)) {
      const Point to{link.cell % width, link.cell / width};
      if (link.cell < cell && visible.holds(to.x, to.y)) continue;
      if (drawn.lines >= kMaxLinkLines) return;
      dl->AddLine(view.cell_centre(from), view.cell_centre(to), colour, 1.0f);
      ++drawn.lines;
    }
  }
}

void draw_dots(ImDrawList* dl, const CanvasView& view,
               const SubgoalGraph& graph, const std::vector<int>& cells,
               SubgoalOverlayDrawn& drawn) {
  const auto zoom = static_cast<float>(view.pixels_per_cell());
  const ImU32 fill = im_colour(kSubgoalColour);
  const int width = graph.width();
  if (zoom >= 4) {
    const float r = std::clamp(zoom * 0.3f, 2.0f, 6.0f);
    for (int cell : cells) {
      const ImVec2 c = view.cell_centre({cell % width, cell / width});
      dl->AddCircleFilled(c, r + 1.0f, kRim, 12);
      dl->AddCircleFilled(c, r, fill, 12);
      ++drawn.dots;
    }
    return;
  }
  const float side = std::clamp(zoom, 2.0f, 3.0f);
  Thinning thinning(view, side + 1.0f);
  for (int cell : cells) {
    const ImVec2 c = view.cell_centre({cell % width, cell / width});
    if (!thinning.take(c)) continue;
    dl->AddRectFilled(ImVec2(c.x - side / 2, c.y - side / 2),
                      ImVec2(c.x + side / 2, c.y + side / 2), fill);
    if (++drawn.dots >= kMaxDots) return;
  }
}

// Rings a few pixels wide at least, so a repair shows at any zoom, and the
// relinked subgoals' links in the same colour where links show.
void draw_flash(ImDrawList* dl, const CanvasView& view,
                const SubgoalGraph& graph, std::span<const SubgoalFlash> flash,
                bool links, SubgoalOverlayDrawn& drawn) {
  const auto zoom = static_cast<float>(view.pixels_per_cell());
  const float r = std::max(zoom * 0.6f, 5.0f);
  const int width = graph.width();
  for (const SubgoalFlash& f : flash) {
    if (f.cell < 0 || f.cell >= width * graph.height()) continue;
    const ImU32 colour = im_colour(kRepairFlashColour, f.strength);
    const ImVec2 c = view.cell_centre({f.cell % width, f.cell / width});
    if (links) {
      for (const SubgoalLink& link : graph.links(f.cell)) {
        dl->AddLine(c, view.cell_centre({link.cell % width, link.cell / width}),
                    colour, 2.0f);
      }
    }
    dl->AddCircle(c, r + 1.5f, kRim, 16, 2.0f);
    dl->AddCircle(c, r, colour, 16, 2.5f);
    ++drawn.flashes;
  }
}

// Far out, each block of cells is a tile of the subgoals' colour, as dense
// as its share of subgoals against the densest block's: where corners
// gather shows, not a carpet of dots. Tiles under a pixel thin out.
void draw_density(ImDrawList* dl, const CanvasView& view,
                  const SubgoalIndex& index, const Visible& visible,
                  SubgoalOverlayDrawn& drawn) {
  const auto zoom = static_cast<float>(view.pixels_per_cell());
  const float side = std::max(zoom * SubgoalIndex::kBlock, 1.0f);
  const float densest = static_cast<float>(std::max(index.densest_block(), 1));
  Thinning thinning(view, side);
  index.visit_blocks(
      visible.x0, visible.y0, visible.x1, visible.y1,
      [&](int bx, int by, int count) {
        const ImVec2 at = view.cell_centre(
            {bx * SubgoalIndex::kBlock, by * SubgoalIndex::kBlock});
        const ImVec2 min(at.x - zoom / 2, at.y - zoom / 2);
        if (!thinning.take(min)) return true;
        const float share = static_cast<float>(count) / densest;
        dl->AddRectFilled(min, ImVec2(min.x + side, min.y + side),
                          im_colour(kSubgoalColour, 0.15f + 0.7f * share));
        return ++drawn.dots < kMaxDots;
      });
}

}  // namespace

SubgoalOverlayDrawn draw_subgoal_overlay(const CanvasView& view,
                                         const SubgoalGraph& graph,
                                         const SubgoalIndex& index,
                                         std::span<const SubgoalFlash> flash) {
  SubgoalOverlayDrawn drawn;
  const Visible visible = cells_on_screen(view, graph);
  const double zoom = view.pixels_per_cell();
  CanvasClip clip(view);
  ImDrawList* dl = clip.list();
  // More subgoals on screen than dots worth drawing: the shade too.
  long long on_screen = 0;
  index.visit_blocks(visible.x0, visible.y0, visible.x1, visible.y1,
                     [&on_screen](int, int, int count) {
                       on_screen += count;
                       return true;
                     });
  if (zoom * SubgoalIndex::kBlock < kBlockDotPixels ||
      on_screen > 4LL * kMaxDots) {
    draw_density(dl, view, index, visible, drawn);
    draw_flash(dl, view, graph, flash, false, drawn);
    return drawn;
  }
  std::vector<int> cells;
  index.visit(visible.x0, visible.y0, visible.x1, visible.y1,
              [&cells](int cell) {
                cells.push_back(cell);
                return cells.size() < static_cast<std::size_t>(4 * kMaxDots);
              });
  drawn.links = zoom >= kSubgoalLinksFromZoom &&
                cells.size() <= static_cast<std::size_t>(kMaxSubgoalsWithLinks);
  if (drawn.links) draw_links(dl, view, graph, visible, cells, drawn);
  draw_dots(dl, view, graph, cells, drawn);
  draw_flash(dl, view, graph, flash, drawn.links, drawn);
  return drawn;
}

}  // namespace astar::studio
