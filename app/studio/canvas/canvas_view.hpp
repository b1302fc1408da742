#pragma once
// The map view: draws the two layer textures, grid lines, the path line
// and the markers into the current ImGui window, and owns zoom and pan.
// Screen <-> cell conversion lives here. Screen means ImGui coordinates,
// which are SDL window coordinates.

#include <imgui.h>

#include <optional>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/search/search.hpp"
#include "astar/session/session.hpp"
#include "canvas/map_layers.hpp"
#include "canvas/minimap.hpp"
#include "ui/label_options.hpp"
#include "ui/palette.hpp"
#include "workspace/tools.hpp"

namespace astar::studio {

// What the canvas saw of the mouse this frame.
struct CanvasInput {
  bool hovered = false;       // the mouse is over the canvas
  std::optional<Point> cell;  // the cell under the mouse, if on the map
  Point cell_unclamped;       // the same, possibly off the map; with no
                              // mouse, the last cell it was over
  bool pressed[3] = {};       // went down on the canvas this frame
  bool released[3] = {};      // went up this frame, anywhere
  bool held[3] = {};          // down since a press on the canvas
  bool down[3] = {};          // down at all, wherever it was pressed
  bool panning = false;       // the press is moving the view
  Modifiers mods;
};

struct CanvasScene {
  const Grid* grid = nullptr;
  const MapLayers* layers = nullptr;
  const Search* search = nullptr;  // for the path line; may be null
  bool show_path_line = true;      // the grid path (the path overlay's switch)
  std::optional<Point> start;
  std::optional<Point> goal;
  const Palette* palette = nullptr;
  // The numbers and parent arrows written over seen cells when zoomed in.
  CellLabelOptions cell_labels;
  const ImFont* large_font = nullptr;  // for big numbers; null: the UI font
  bool space_held = false;             // Space+drag pans
  // Another document fits the view, or shows the view its session kept.
  std::uint64_t document_revision = 0;
  std::optional<ViewState> opened_view;
};

class CanvasView {
 public:
  // Fills the rest of the current window with the canvas.
  CanvasInput draw(const CanvasScene& scene);

  void request_fit() {
    fit_requested_ = true;
    requested_view_.reset();
  }
  // Zoom and pan as a session keeps them: pixels per cell, and the map
  // point (in cells) at the canvas centre, so that a window of another size
  // shows the same place.
  ViewState view_state() const;
  // Shows that view instead of fitting the map, and keeps it centred while
  // the canvas changes size, until the user zooms or pans.
  void request_view(const ViewState& view) { requested_view_ = view; }
  // Shows what `leader` shows: its zoom, and its map point at the centre.
  // Runs compared side by side keep one view this way.
  void follow(const CanvasView& leader);
  // Multiplies the zoom, keeping the point under `screen` fixed.
  void zoom_about(double factor, ImVec2 screen);
  void zoom_about_centre(double factor);
  void pan_by(ImVec2 delta);

  // The centre of a cell on screen, and the cell at a screen point.
  ImVec2 cell_centre(Point cell) const;
  Point cell_at(ImVec2 screen) const;
  double pixels_per_cell() const { return zoom_; }
  ImVec2 canvas_min() const { return canvas_min_; }
  ImVec2 canvas_size() const { return canvas_size_; }

  bool show_grid_lines = true;

  // The minimap while the view shows only part of the map (minimap.hpp).
  std::optional<Minimap> minimap() const;

 private:
  // A press on the minimap: the view follows the mouse there, and the
  // tools see nothing of it.
  void follow_minimap(CanvasInput& input, bool activated);
  void fit(const Grid& grid);
  void clamp_view(const Grid& grid);
  // The steps of draw(), in order.
  void measure_canvas();
  // A new document, map size or canvas size asks for a new view.
  void follow_scene(const CanvasScene& scene);
  void apply_view_requests(const Grid& grid);
  // The canvas item's mouse state; pans and zooms the view by it.
  CanvasInput read_input(const CanvasScene& scene);
  void draw_scene(const CanvasScene& scene, const CanvasInput& input) const;
  void draw_hover_outline(ImDrawList* dl, Point cell) const;
  void draw_map(ImDrawList* dl, const CanvasScene& scene) const;
  void draw_grid_lines(ImDrawList* dl, const CanvasScene& scene) const;
  void draw_path_line(ImDrawList* dl, const CanvasScene& scene) const;
  void draw_polyline(ImDrawList* dl, const Grid& grid,
                     const std::vector<int>& path, Rgba colour) const;
  void draw_marker(ImDrawList* dl, Point cell, Rgba colour,
                   const char* letter) const;

  double zoom_ = 8;      // screen pixels per cell
  double offset_x_ = 0;  // screen x of the map's left edge, from canvas_min_
  double offset_y_ = 0;
  bool fit_requested_ = true;
  std::optional<ViewState> requested_view_;  // held until the view moves
  // Still showing the fitted view: a resized canvas fits again.
  bool fitted_ = false;
  ImVec2 fitted_size_{0, 0};
  int grid_w_ = 0, grid_h_ = 0;
  std::uint64_t document_seen_ = 0;
  ImVec2 canvas_min_{0, 0};
  ImVec2 canvas_size_{1, 1};
  bool panning_ = false;
  bool minimap_drag_ = false;
  Point last_cell_{0, 0};  // under the mouse when it was last known
};

}  // namespace astar::studio
