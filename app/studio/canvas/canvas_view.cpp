#include "canvas/canvas_view.hpp"

#include <SDL_opengl.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "canvas/cell_labels.hpp"
#include "canvas/jump_scans.hpp"

namespace astar::studio {
namespace {

constexpr double kMaxZoom = 160.0;      // pixels per cell
constexpr double kGridLinesFrom = 8.0;  // zoom where grid lines appear

ImU32 to_imgui(Rgba c) { return IM_COL32(c.r, c.g, c.b, c.a); }

void disable_blending(const ImDrawList*, const ImDrawCmd*) {
  glDisable(GL_BLEND);
}

// Far beyond any map and any point a mouse can reach, yet small enough that
// a stroke to it stays cheap and arithmetic on cells cannot overflow.
constexpr double kFarthestCell = 1 << 24;

// A screen point far off the map, such as ImGui's "no mouse" -FLT_MAX, would
// not fit an int: converting it is undefined behaviour.
int cell_index(double cells) {
  return static_cast<int>(
      std::floor(std::clamp(cells, -kFarthestCell, kFarthestCell)));
}

}  // namespace

void CanvasView::fit(const Grid& grid) {
  const double zx = canvas_size_.x / std::max(1, grid.width());
  const double zy = canvas_size_.y / std::max(1, grid.height());
  zoom_ = std::min(std::min(zx, zy) * 0.96, kMaxZoom);
  offset_x_ = (canvas_size_.x - grid.width() * zoom_) / 2;
  offset_y_ = (canvas_size_.y - grid.height() * zoom_) / 2;
}

void CanvasView::clamp_view(const Grid& grid) {
  // Keep at least a margin of the map on screen so it cannot get lost.
  const double margin = 32;
  const double map_w = grid.width() * zoom_;
  const double map_h = grid.height() * zoom_;
  offset_x_ = std::clamp(offset_x_, margin - map_w, canvas_size_.x - margin);
  offset_y_ = std::clamp(offset_y_, margin - map_h, canvas_size_.y - margin);
}

void CanvasView::zoom_about(double factor, ImVec2 screen) {
  fitted_ = false;
  requested_view_.reset();
  const double fit_zoom = std::min(canvas_size_.x / std::max(1, grid_w_),
                                   canvas_size_.y / std::max(1, grid_h_));
  const double min_zoom = std::min(1.0, fit_zoom) / 4;
  const double new_zoom = std::clamp(zoom_ * factor, min_zoom, kMaxZoom);
  // The map point under the cursor stays under the cursor.
  const double px = screen.x - canvas_min_.x;
  const double py = screen.y - canvas_min_.y;
  const double cx = (px - offset_x_) / zoom_;
  const double cy = (py - offset_y_) / zoom_;
  zoom_ = new_zoom;
  offset_x_ = px - cx * zoom_;
  offset_y_ = py - cy * zoom_;
}

void CanvasView::zoom_about_centre(double factor) {
  zoom_about(factor, ImVec2(canvas_min_.x + canvas_size_.x / 2,
                            canvas_min_.y + canvas_size_.y / 2));
}

void CanvasView::pan_by(ImVec2 delta) {
  if (delta.x != 0 || delta.y != 0) {
    fitted_ = false;
    requested_view_.reset();
  }
  offset_x_ += delta.x;
  offset_y_ += delta.y;
}

ViewState CanvasView::view_state() const {
  ViewState view;
  view.zoom = zoom_;
  view.pan_x = (canvas_size_.x / 2 - offset_x_) / zoom_;
  view.pan_y = (canvas_size_.y / 2 - offset_y_) / zoom_;
  return view;
}

void CanvasView::follow(const CanvasView& leader) {
  const ViewState view = leader.view_state();
  zoom_ = leader.zoom_;
  offset_x_ = canvas_size_.x / 2 - view.pan_x * zoom_;
  offset_y_ = canvas_size_.y / 2 - view.pan_y * zoom_;
  // The leader already answered a new document, map or size.
  document_seen_ = leader.document_seen_;
  grid_w_ = leader.grid_w_;
  grid_h_ = leader.grid_h_;
  fit_requested_ = false;
  requested_view_.reset();
  fitted_ = false;
}

ImVec2 CanvasView::cell_centre(Point cell) const {
  return ImVec2(
      static_cast<float>(canvas_min_.x + offset_x_ + (cell.x + 0.5) * zoom_),
      static_cast<float>(canvas_min_.y + offset_y_ + (cell.y + 0.5) * zoom_));
}

Point CanvasView::cell_at(ImVec2 screen) const {
  return {cell_index((screen.x - canvas_min_.x - offset_x_) / zoom_),
          cell_index((screen.y - canvas_min_.y - offset_y_) / zoom_)};
}

CanvasInput CanvasView::draw(const CanvasScene& scene) {
  measure_canvas();
  follow_scene(scene);
  apply_view_requests(*scene.grid);
  const CanvasInput input = read_input(scene);
  draw_scene(scene, input);
  return input;
}

void CanvasView::measure_canvas() {
  canvas_min_ = ImGui::GetCursorScreenPos();
  canvas_size_ = ImGui::GetContentRegionAvail();
  canvas_size_.x = std::max(canvas_size_.x, 1.0f);
  canvas_size_.y = std::max(canvas_size_.y, 1.0f);
}

void CanvasView::follow_scene(const CanvasScene& scene) {
  const Grid& grid = *scene.grid;
  if (scene.document_revision != document_seen_) {
    document_seen_ = scene.document_revision;
    if (scene.opened_view) {
      request_view(*scene.opened_view);
    } else {
      request_fit();
    }
  }
  if (grid.width() != grid_w_ || grid.height() != grid_h_) {
    grid_w_ = grid.width();
    grid_h_ = grid.height();
    fit_requested_ = true;
  }
  if (fitted_ &&
      (canvas_size_.x != fitted_size_.x || canvas_size_.y != fitted_size_.y)) {
    fit_requested_ = true;
  }
}

void CanvasView::apply_view_requests(const Grid& grid) {
  if (fit_requested_) {
    fit(grid);
    fit_requested_ = false;
    fitted_ = true;
    fitted_size_ = canvas_size_;
  }
  // A session's view holds until the user moves the view: the first frames
  // still measure the layout, so the canvas size moves under it.
  if (requested_view_) {
    const double fit_zoom = std::min(canvas_size_.x / std::max(1, grid_w_),
                                     canvas_size_.y / std::max(1, grid_h_));
    zoom_ = std::clamp(requested_view_->zoom, std::min(1.0, fit_zoom) / 4,
                       kMaxZoom);
    offset_x_ = canvas_size_.x / 2 - requested_view_->pan_x * zoom_;
    offset_y_ = canvas_size_.y / 2 - requested_view_->pan_y * zoom_;
    fitted_ = false;
  }
}

CanvasInput CanvasView::read_input(const CanvasScene& scene) {
  const Grid& grid = *scene.grid;
  ImGuiIO& io = ImGui::GetIO();
  ImGui::InvisibleButton("##canvas", canvas_size_,
                         ImGuiButtonFlags_MouseButtonLeft |
                             ImGuiButtonFlags_MouseButtonRight |
                             ImGuiButtonFlags_MouseButtonMiddle);
  CanvasInput input;
  input.hovered = ImGui::IsItemHovered();
  input.mods = {io.KeyCtrl, io.KeyAlt, io.KeyShift};
  const bool activated = ImGui::IsItemActivated();
  for (int b = 0; b < 3; ++b) {
    input.pressed[b] = activated && ImGui::IsMouseClicked(b);
    input.released[b] = ImGui::IsMouseReleased(b);
  }
  if (input.pressed[2] || (input.pressed[0] && scene.space_held)) {
    panning_ = true;
  }
  if (panning_) {
    pan_by(io.MouseDelta);
    if (!ImGui::IsItemActive()) panning_ = false;
  }
  input.panning =
      panning_ || input.pressed[2] || (input.pressed[0] && scene.space_held);
  for (int b = 0; b < 3; ++b) {
    input.held[b] = ImGui::IsItemActive() && io.MouseDown[b];
    input.down[b] = io.MouseDown[b];
  }
  if (input.hovered && io.MouseWheel != 0) {
    zoom_about(std::pow(1.25, io.MouseWheel), io.MousePos);
  }
  follow_minimap(input, activated);
  clamp_view(grid);

  // With no mouse (it left the window, or focus went) a gesture stays at
  // the last cell the mouse was over.
  if (ImGui::IsMousePosValid(&io.MousePos)) last_cell_ = cell_at(io.MousePos);
  input.cell_unclamped = last_cell_;
  if (input.hovered && grid.contains(input.cell_unclamped)) {
    input.cell = input.cell_unclamped;
  }
  return input;
}

std::optional<Minimap> CanvasView::minimap() const {
  const ImVec2 map_min(static_cast<float>(canvas_min_.x + offset_x_),
                       static_cast<float>(canvas_min_.y + offset_y_));
  const ImVec2 map_max(static_cast<float>(map_min.x + grid_w_ * zoom_),
                       static_cast<float>(map_min.y + grid_h_ * zoom_));
  return place_minimap(canvas_min_, canvas_size_, grid_w_, grid_h_, map_min,
                       map_max);
}

void CanvasView::follow_minimap(CanvasInput& input, bool activated) {
  const std::optional<Minimap> mini = minimap();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool over = mini && mini->contains(mouse);
  if (over && activated && input.pressed[0] && !input.panning) {
    minimap_drag_ = true;
  }
  if (!mini || !ImGui::GetIO().MouseDown[0]) minimap_drag_ = false;
  if (minimap_drag_) {
    const ImVec2 centre = mini->map_point(mouse);
    pan_by(ImVec2(
        static_cast<float>(canvas_size_.x / 2 - centre.x * zoom_ - offset_x_),
        static_cast<float>(canvas_size_.y / 2 - centre.y * zoom_ - offset_y_)));
  }
  if (!over && !minimap_drag_) return;
  // Not the map under it: no stroke, no hover outline.
  input.hovered = false;
  for (int b = 0; b < 3; ++b) input.pressed[b] = input.held[b] = false;
  input.cell.reset();
}

void CanvasView::draw_scene(const CanvasScene& scene,
                            const CanvasInput& input) const {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 canvas_max(canvas_min_.x + canvas_size_.x,
                          canvas_min_.y + canvas_size_.y);
  dl->PushClipRect(canvas_min_, canvas_max, true);
  // The canvas background comes from glClear; only the map is painted,
  // because with software GL every covered pixel costs.
  draw_map(dl, scene);
  draw_grid_lines(dl, scene);
  draw_jump_scans(dl, *this, scene);
  draw_path_line(dl, scene);
  // Over the path line, so the arrows along the path stay visible.
  draw_cell_labels(dl, *this, scene);
  if (input.cell && zoom_ >= 4) draw_hover_outline(dl, *input.cell);
  if (scene.start) draw_marker(dl, *scene.start, scene.palette->start, "S");
  if (scene.goal) draw_marker(dl, *scene.goal, scene.palette->goal, "G");
  if (const std::optional<Minimap> mini = minimap()) {
    const ViewState view = view_state();
    const float half_w = static_cast<float>(canvas_size_.x / 2 / zoom_);
    const float half_h = static_cast<float>(canvas_size_.y / 2 / zoom_);
    const ImVec2 centre(static_cast<float>(view.pan_x),
                        static_cast<float>(view.pan_y));
    draw_minimap(dl, *mini, *scene.layers,
                 ImVec2(centre.x - half_w, centre.y - half_h),
                 ImVec2(centre.x + half_w, centre.y + half_h));
  }
  dl->PopClipRect();
}

void CanvasView::draw_hover_outline(ImDrawList* dl, Point cell) const {
  const ImVec2 c = cell_centre(cell);
  const float h = static_cast<float>(zoom_ / 2);
  dl->AddRect(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h),
              IM_COL32(255, 255, 255, 200), 0, 0, 2.0f);
}

void CanvasView::draw_map(ImDrawList* dl, const CanvasScene& scene) const {
  const Grid& grid = *scene.grid;
  // Only the visible part of the map is drawn, with matching texture
  // coordinates, so huge zooms keep float precision.
  const double left = canvas_min_.x + offset_x_;
  const double top = canvas_min_.y + offset_y_;
  const double map_w = grid.width() * zoom_;
  const double map_h = grid.height() * zoom_;
  const double x0 = std::max<double>(left, canvas_min_.x);
  const double y0 = std::max<double>(top, canvas_min_.y);
  const double x1 =
      std::min<double>(left + map_w, canvas_min_.x + canvas_size_.x);
  const double y1 =
      std::min<double>(top + map_h, canvas_min_.y + canvas_size_.y);
  // The background fills only the canvas around the map.
  const ImU32 background = to_imgui(scene.palette->canvas_background);
  const float cx0 = canvas_min_.x;
  const float cy0 = canvas_min_.y;
  const float cx1 = canvas_min_.x + canvas_size_.x;
  const float cy1 = canvas_min_.y + canvas_size_.y;
  if (x0 >= x1 || y0 >= y1) {
    dl->AddRectFilled(ImVec2(cx0, cy0), ImVec2(cx1, cy1), background);
    return;
  }
  const float fx0 = static_cast<float>(x0);
  const float fy0 = static_cast<float>(y0);
  const float fx1 = static_cast<float>(x1);
  const float fy1 = static_cast<float>(y1);
  if (fy0 > cy0)
    dl->AddRectFilled(ImVec2(cx0, cy0), ImVec2(cx1, fy0), background);
  if (fy1 < cy1)
    dl->AddRectFilled(ImVec2(cx0, fy1), ImVec2(cx1, cy1), background);
  if (fx0 > cx0)
    dl->AddRectFilled(ImVec2(cx0, fy0), ImVec2(fx0, fy1), background);
  if (fx1 < cx1)
    dl->AddRectFilled(ImVec2(fx1, fy0), ImVec2(cx1, fy1), background);
  // Below a pixel per cell a reduced copy is drawn, where walls win, so
  // one-cell walls stay whole (minified_map.hpp); from a pixel per cell,
  // the full-size tiles over the cells in view.
  const CellRect view{static_cast<int>(std::floor((x0 - left) / zoom_)),
                      static_cast<int>(std::floor((y0 - top) / zoom_)),
                      static_cast<int>(std::ceil((x1 - left) / zoom_)),
                      static_cast<int>(std::ceil((y1 - top) / zoom_))};
  // The map is opaque, so blending is switched off while it is drawn:
  // cheaper for software GL, and the texel colours land exactly.
  dl->AddCallback(disable_blending, nullptr);
  for (const MapLayers::Piece& piece : scene.layers->pieces_for(view, zoom_)) {
    // The piece's cells on screen, cut to the part in view, its texture
    // coordinates cut alike.
    const double px0 = left + piece.cells.x0 * zoom_;
    const double py0 = top + piece.cells.y0 * zoom_;
    const double pw = piece.cells.width() * zoom_;
    const double ph = piece.cells.height() * zoom_;
    const double sx0 = std::max(px0, x0);
    const double sy0 = std::max(py0, y0);
    const double sx1 = std::min(px0 + pw, x1);
    const double sy1 = std::min(py0 + ph, y1);
    if (sx0 >= sx1 || sy0 >= sy1) continue;
    const auto u = [&](double sx) {
      return static_cast<float>(piece.u0 +
                                (piece.u1 - piece.u0) * (sx - px0) / pw);
    };
    const auto v = [&](double sy) {
      return static_cast<float>(piece.v0 +
                                (piece.v1 - piece.v0) * (sy - py0) / ph);
    };
    dl->AddImage(reinterpret_cast<ImTextureID>(
                     static_cast<std::uintptr_t>(piece.texture)),
                 ImVec2(static_cast<float>(sx0), static_cast<float>(sy0)),
                 ImVec2(static_cast<float>(sx1), static_cast<float>(sy1)),
                 ImVec2(u(sx0), v(sy0)), ImVec2(u(sx1), v(sy1)));
  }
  dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}

void CanvasView::draw_grid_lines(ImDrawList* dl,
                                 const CanvasScene& scene) const {
  if (!show_grid_lines || zoom_ < kGridLinesFrom) return;
  const Grid& grid = *scene.grid;
  const Point first = cell_at(canvas_min_);
  const Point last = cell_at(
      ImVec2(canvas_min_.x + canvas_size_.x, canvas_min_.y + canvas_size_.y));
  const int cx0 = std::max(first.x, 0);
  const int cy0 = std::max(first.y, 0);
  const int cx1 = std::min(last.x + 1, grid.width());
  const int cy1 = std::min(last.y + 1, grid.height());
  if (cx0 >= cx1 || cy0 >= cy1) return;
  // Lines fade in as cells grow so they never dominate the map.
  Rgba colour = scene.palette->grid_line;
  const double fade = std::min(1.0, (zoom_ - kGridLinesFrom) / 16.0 + 0.4);
  colour.a = static_cast<std::uint8_t>(colour.a * fade);
  const ImU32 col = to_imgui(colour);
  const float left = static_cast<float>(canvas_min_.x + offset_x_);
  const float top = static_cast<float>(canvas_min_.y + offset_y_);
  const float z = static_cast<float>(zoom_);
  for (int x = cx0; x <= cx1; ++x) {
    const float sx = std::floor(left + x * z) + 0.5f;
    dl->AddLine(ImVec2(sx, top + cy0 * z), ImVec2(sx, top + cy1 * z), col);
  }
  for (int y = cy0; y <= cy1; ++y) {
    const float sy = std::floor(top + y * z) + 0.5f;
    dl->AddLine(ImVec2(left + cx0 * z, sy), ImVec2(left + cx1 * z, sy), col);
  }
}

void CanvasView::draw_path_line(ImDrawList* dl,
                                const CanvasScene& scene) const {
  if (!scene.show_path_line) return;
  if (scene.search != nullptr) {
    draw_polyline(dl, *scene.grid, scene.search->path(),
                  scene.palette->path_line);
  }
}

void CanvasView::draw_polyline(ImDrawList* dl, const Grid& grid,
                               const std::vector<int>& path,
                               Rgba colour) const {
  if (path.size() < 2) return;
  // Only the corners of the path become points: straight runs are one
  // segment however long they are.
  std::vector<ImVec2> points;
  points.push_back(cell_centre(grid.point(path.front())));
  for (std::size_t i = 1; i + 1 < path.size(); ++i) {
    const Point a = grid.point(path[i - 1]);
    const Point b = grid.point(path[i]);
    const Point c = grid.point(path[i + 1]);
    if (b.x - a.x != c.x - b.x || b.y - a.y != c.y - b.y) {
      points.push_back(cell_centre(b));
    }
  }
  points.push_back(cell_centre(grid.point(path.back())));
  const float thickness =
      static_cast<float>(std::clamp(zoom_ * 0.18, 1.5, 4.0));
  dl->AddPolyline(points.data(), static_cast<int>(points.size()),
                  to_imgui(colour), 0, thickness);
}

void CanvasView::draw_marker(ImDrawList* dl, Point cell, Rgba colour,
                             const char* letter) const {
  const ImVec2 c = cell_centre(cell);
  // Zoomed out, a marker stays big enough to see and to hold its letter.
  const float size =
      std::max(static_cast<float>(zoom_) * 0.9f, ImGui::GetFontSize() * 1.25f);
  const float h = size / 2;
  const ImVec2 a(c.x - h, c.y - h);
  const ImVec2 b(c.x + h, c.y + h);
  dl->AddRectFilled(a, b, to_imgui(colour), size * 0.25f);
  dl->AddRect(a, b, IM_COL32(255, 255, 255, 230), size * 0.25f, 0,
              std::max(1.0f, size / 12));
  const ImVec2 text = ImGui::CalcTextSize(letter);
  if (size >= text.y + 2) {
    dl->AddText(ImVec2(c.x - text.x / 2, c.y - text.y / 2),
                IM_COL32(255, 255, 255, 255), letter);
  }
}

}  // namespace astar::studio
