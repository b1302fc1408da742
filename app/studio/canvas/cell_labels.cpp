#include "canvas/cell_labels.hpp"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "ui/label_options.hpp"
#include "workspace/cell_rect.hpp"

namespace astar::studio {
namespace {

// Below these sizes in pixels a number is not drawn at all: a number too
// small to read, or cut off, would mislead more than a blank. (Corner
// numbers at 7 px had digits 5 px tall.)
constexpr float kMinCornerPx = 10;
constexpr float kMinMiddlePx = 8;
// Arrows are a little lighter than the numbers, which matter more.
constexpr std::uint8_t kArrowAlpha = 200;

// What MapLayers paints over the search colours, in rising priority; the
// text colour follows what is painted under it.
enum Highlight : std::uint8_t { kNoHighlight, kPath, kTouched, kCurrent };

// The cells on screen, clamped to the map.
CellRect visible_cells(const CanvasView& view, const Grid& grid) {
  const ImVec2 min = view.canvas_min();
  const ImVec2 size = view.canvas_size();
  const Point a = view.cell_at(min);
  const Point b = view.cell_at(ImVec2(min.x + size.x, min.y + size.y));
  return CellRect{a.x, a.y, b.x + 1, b.y + 1}.clipped(grid.width(),
                                                      grid.height());
}

// The highlight of each cell of `rect`, row by row. The path is walked
// whole, but only its cells on screen are kept.
std::vector<std::uint8_t> highlights(const Search& search, const Grid& grid,
                                     CellRect rect) {
  std::vector<std::uint8_t> out(
      static_cast<std::size_t>(rect.width()) * rect.height(), kNoHighlight);
  auto mark = [&](int cell, Highlight highlight) {
    const Point p = grid.point(cell);
    if (p.x < rect.x0 || p.x >= rect.x1 || p.y < rect.y0 || p.y >= rect.y1) {
      return;
    }
    out[static_cast<std::size_t>(p.y - rect.y0) * rect.width() +
        (p.x - rect.x0)] = highlight;
  };
  for (int cell : search.path()) mark(cell, kPath);
  for (int cell : search.last_touched()) mark(cell, kTouched);
  if (search.last_expanded() >= 0) mark(search.last_expanded(), kCurrent);
  return out;
}

ImU32 to_imgui(Rgba c, std::uint8_t alpha) {
  return IM_COL32(c.r, c.g, c.b, alpha);
}

// Breadth-first depths for one frame. Search::f walks a cell's whole parent
// chain, thousands of cells on a big map, for every cell on screen; here
// each chain is walked once, and stops where it meets one already walked.
class DepthMemo {
 public:
  int depth(const Search& search, int cell) {
    chain_.clear();
    int at = cell;
    auto known = known_.end();
    while (at >= 0 && (known = known_.find(at)) == known_.end()) {
      chain_.push_back(at);
      at = search.parent(at);
    }
    int depth = at < 0 ? -1 : known->second;
    for (auto it = chain_.rbegin(); it != chain_.rend(); ++it) {
      known_.emplace(*it, ++depth);
    }
    return depth;
  }

 private:
  std::unordered_map<int, int> known_;
  std::vector<int> chain_;
};

// Sizes for the current zoom, the same for every cell so the numbers line
// up; a number too wide for its place is shrunk on its own.
struct Layout {
  float zoom = 0;
  float pad = 0;        // from the cell's edges
  float corner_px = 0;  // g and h
  float middle_px = 0;  // f, before fitting
  float arrow_length = 0;
  float arrow_dy = 0;  // the arrow's centre below the cell's centre
  float thickness = 1;
};

Layout make_layout(double zoom, bool numbers) {
  Layout l;
  l.zoom = static_cast<float>(zoom);
  l.pad = std::max(2.0f, l.zoom * 0.06f);
  l.thickness = std::clamp(l.zoom * 0.05f, 1.0f, 3.0f);
  if (!numbers) {
    // The arrow alone spans most of the cell, through its centre.
    l.arrow_length = l.zoom * 0.6f;
    return l;
  }
  l.corner_px = std::clamp(l.zoom * 0.2f, kMinCornerPx, 24.0f);
  // The middle number keeps clear of the corner numbers above it.
  l.middle_px =
      std::min({l.zoom * 0.36f, 48.0f, l.zoom - 2 * l.pad - 2 * l.corner_px});
  // The arrow sits in the band under the middle number's digits, whose
  // baseline is about 0.3 of the font size below the text's centre.
  const float band_top = l.middle_px * 0.3f + std::max(2.0f, l.zoom * 0.04f);
  const float band_bottom = l.zoom / 2 - l.pad;
  l.arrow_dy = (band_top + band_bottom) / 2;
  l.arrow_length = std::min((band_bottom - band_top) * 0.95f, l.zoom * 0.4f);
  return l;
}

// An arrow centred on `centre`, pointing along (dx, dy).
void draw_arrow(ImDrawList* dl, ImVec2 centre, float dx, float dy, float length,
                float thickness, ImU32 colour) {
  const float norm = std::sqrt(dx * dx + dy * dy);
  if (norm == 0 || length < 3) return;
  const float ux = dx / norm;
  const float uy = dy / norm;
  const float head = std::max(3.0f, length * 0.4f);
  const float half_width = head * 0.55f;
  const ImVec2 tip(centre.x + ux * length / 2, centre.y + uy * length / 2);
  const ImVec2 tail(centre.x - ux * length / 2, centre.y - uy * length / 2);
  const ImVec2 base(tip.x - ux * head, tip.y - uy * head);
  dl->AddLine(tail, base, colour, thickness);
  dl->AddTriangleFilled(
      tip, ImVec2(base.x - uy * half_width, base.y + ux * half_width),
      ImVec2(base.x + uy * half_width, base.y - ux * half_width), colour);
}

// Writes the numbers and arrows of one frame's visible cells.
class LabelPainter {
 public:
  LabelPainter(ImDrawList* dl, const CanvasScene& scene, const Layout& layout,
               bool numbers, bool arrows)
      : dl_(dl),
        middle_font_(font_for(scene, layout.middle_px)),
        corner_font_(font_for(scene, layout.corner_px)),
        search_(*scene.search),
        grid_(*scene.grid),
        palette_(*scene.palette),
        layout_(layout),
        numbers_(numbers ? scene.cell_labels.numbers : CellNumbers::None),
        arrows_(arrows),
        whole_(search_.query().rules.costs == StepCosts::TenFourteen) {
    text_colours_.fill(0);
  }

  // One seen cell whose centre is at `centre`.
  void paint(int cell, ImVec2 centre, Highlight highlight);

 private:
  Rgba text_colour(int cell, Highlight highlight);
  void paint_numbers(int cell, ImVec2 centre, ImU32 colour);
  // Draws `text` with its top left at `at`; on path cells over a patch of
  // the path colour, so the path line through the cell does not cross the
  // digits.
  void write(const ImFont* font, const std::string& text, float size,
             float width, ImVec2 at, ImU32 colour);
  // `text` at `size` pixels, shrunk to `width` when wider; false when it
  // would have to go below `min_size`.
  bool fit(const ImFont* font, const std::string& text, float size, float width,
           float min_size, float& fitted, float& text_width) const;
  // The UI font up to a little above its own size, then the large one:
  // glyphs scaled far from the size they were rasterised at blur.
  static const ImFont* font_for(const CanvasScene& scene, float size);

  ImDrawList* dl_;
  const ImFont* middle_font_;
  const ImFont* corner_font_;
  const Search& search_;
  const Grid& grid_;
  const Palette& palette_;
  const Layout& layout_;
  CellNumbers numbers_;
  bool arrows_;
  bool whole_;            // the 10-14 costs: whole numbers
  bool on_path_ = false;  // the cell being painted
  DepthMemo depths_;
  // Black or white per search colour (open, closed) and cell value, worked
  // out the first time a frame needs it.
  std::array<std::uint32_t, 512> text_colours_;
};

Rgba LabelPainter::text_colour(int cell, Highlight highlight) {
  switch (highlight) {
    case kCurrent:
      return text_colour_on(palette_.current);
    case kTouched:
      return text_colour_on(palette_.touched);
    case kPath:
      return text_colour_on(palette_.path);
    case kNoHighlight:
      break;
  }
  const bool open = search_.state(cell) == CellState::Open;
  const std::uint8_t value = grid_.cells()[cell];
  std::uint32_t& known = text_colours_[(open ? 256 : 0) + value];
  if (known == 0) {
    const Rgba under =
        search_colour(palette_, open ? palette_.open : palette_.closed, value);
    known = text_colour_on(under).packed();
  }
  return Rgba{static_cast<std::uint8_t>(known & 0xff),
              static_cast<std::uint8_t>(known >> 8 & 0xff),
              static_cast<std::uint8_t>(known >> 16 & 0xff), 255};
}

const ImFont* LabelPainter::font_for(const CanvasScene& scene, float size) {
  const ImFont* regular = ImGui::GetFont();
  return scene.large_font != nullptr && size > regular->FontSize * 1.25f
             ? scene.large_font
             : regular;
}

bool LabelPainter::fit(const ImFont* font, const std::string& text, float size,
                       float width, float min_size, float& fitted,
                       float& text_width) const {
  text_width = font->CalcTextSizeA(size, FLT_MAX, 0, text.c_str()).x;
  fitted = text_width > width ? size * width / text_width : size;
  if (fitted < min_size) return false;
  text_width *= fitted / size;
  return true;
}

void LabelPainter::write(const ImFont* font, const std::string& text,
                         float size, float width, ImVec2 at, ImU32 colour) {
  if (on_path_) {
    // Digits fill about 0.15..0.8 of the font size below the text's top.
    dl_->AddRectFilled(ImVec2(at.x - 1, at.y + size * 0.12f),
                       ImVec2(at.x + width + 1, at.y + size * 0.84f),
                       to_imgui(palette_.path, 255));
  }
  dl_->AddText(font, size, at, colour, text.c_str());
}

void LabelPainter::paint_numbers(int cell, ImVec2 centre, ImU32 colour) {
  const Layout& l = layout_;
  // A queue by depth keeps no key per cell: the depth is counted.
  const bool depth =
      algorithm_info(search_.query().algorithm).key == KeyTerms::Depth;
  const double key = depth ? depths_.depth(search_, cell) : search_.f(cell);
  const std::string f = format_cell_number(key, whole_ || depth);
  float size = 0, width = 0;
  if (fit(middle_font_, f, l.middle_px, l.zoom - 2 * l.pad, kMinMiddlePx, size,
          width)) {
    write(middle_font_, f, size, width,
          ImVec2(centre.x - width / 2, centre.y - size / 2), colour);
  }
  if (numbers_ != CellNumbers::All) return;
  // Each corner number has half the cell, less a gap between the two.
  const float half = (l.zoom - 2 * l.pad) / 2 - l.pad / 2;
  const float top = centre.y - l.zoom / 2 + l.pad;
  const std::string g = format_cell_number(search_.g(cell), whole_);
  if (fit(corner_font_, g, l.corner_px, half, kMinCornerPx, size, width)) {
    write(corner_font_, g, size, width,
          ImVec2(centre.x - l.zoom / 2 + l.pad, top), colour);
  }
  if (!uses_heuristic(search_.query().algorithm)) return;
  const std::string h = format_cell_number(search_.h(cell), whole_);
  if (fit(corner_font_, h, l.corner_px, half, kMinCornerPx, size, width)) {
    write(corner_font_, h, size, width,
          ImVec2(centre.x + l.zoom / 2 - l.pad - width, top), colour);
  }
}

void LabelPainter::paint(int cell, ImVec2 centre, Highlight highlight) {
  const Rgba ink = text_colour(cell, highlight);
  on_path_ = highlight == kPath;
  if (arrows_) {
    const int parent = search_.parent(cell);
    if (parent >= 0) {
      const Point from = grid_.point(cell);
      const Point to = grid_.point(parent);
      draw_arrow(dl_, ImVec2(centre.x, centre.y + layout_.arrow_dy),
                 static_cast<float>(to.x - from.x),
                 static_cast<float>(to.y - from.y), layout_.arrow_length,
                 layout_.thickness, to_imgui(ink, kArrowAlpha));
    }
  }
  if (numbers_ != CellNumbers::None) {
    paint_numbers(cell, centre, to_imgui(ink, 255));
  }
}

}  // namespace

void draw_cell_labels(ImDrawList* dl, const CanvasView& view,
                      const CanvasScene& scene) {
  const CellLabelOptions& options = scene.cell_labels;
  const double zoom = view.pixels_per_cell();
  const bool numbers =
      options.numbers != CellNumbers::None && zoom >= kNumbersFromZoom;
  const bool arrows = options.arrows && zoom >= kArrowsFromZoom;
  if ((!numbers && !arrows) || scene.search == nullptr ||
      scene.search->status() == SearchStatus::Idle) {
    return;
  }
  const Search& search = *scene.search;
  const Grid& grid = *scene.grid;
  // A search over another map (one frame after a resize) has nothing to
  // say about these cells.
  if (search.grid() == nullptr || search.grid()->width() != grid.width() ||
      search.grid()->height() != grid.height()) {
    return;
  }
  const CellRect rect = visible_cells(view, grid);
  if (rect.empty()) return;
  const std::vector<std::uint8_t> marks = highlights(search, grid, rect);
  const Layout layout = make_layout(zoom, numbers);
  LabelPainter painter(dl, scene, layout, numbers, arrows);
  for (int y = rect.y0; y < rect.y1; ++y) {
    for (int x = rect.x0; x < rect.x1; ++x) {
      const int cell = grid.index(x, y);
      if (search.state(cell) == CellState::Unseen) continue;
      const Point p{x, y};
      if (p == scene.start || p == scene.goal) continue;
      const Highlight highlight = static_cast<Highlight>(
          marks[static_cast<std::size_t>(y - rect.y0) * rect.width() +
                (x - rect.x0)]);
      painter.paint(cell, view.cell_centre(p), highlight);
    }
  }
}

}  // namespace astar::studio
