#include "modes/canvas_area.hpp"

#include <algorithm>
#include <string>

#include "canvas/canvas_overlay.hpp"
#include "canvas/selection_overlay.hpp"

namespace astar::studio {
namespace {

// Over the canvas's middle: a big map's first painting takes frames, and
// the canvas would show a blank texture filling in row by row.
void draw_first_paint_progress(double share, float ui_scale) {
  const ImVec2 min = ImGui::GetWindowPos();
  const ImVec2 size = ImGui::GetWindowSize();
  const float width = std::min(size.x - 16 * ui_scale, 280 * ui_scale);
  const char* label = "Drawing the map";
  // The canvas's window has no padding of its own.
  const ImVec2 padding(10 * ui_scale, 8 * ui_scale);
  const float height = ImGui::GetTextLineHeightWithSpacing() +
                       ImGui::GetFrameHeight() + 2 * padding.y;
  const ImVec2 corner(min.x + (size.x - width) / 2,
                      min.y + (size.y - height) / 2);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(corner, ImVec2(corner.x + width, corner.y + height),
                      ImGui::GetColorU32(ImGuiCol_PopupBg), 6 * ui_scale);
  ImGui::SetCursorScreenPos(ImVec2(corner.x + padding.x, corner.y + padding.y));
  ImGui::TextUnformatted(label);
  const std::string percent =
      std::to_string(static_cast<int>(share * 100)) + "%";
  ImGui::SetCursorScreenPos(
      ImVec2(corner.x + padding.x, ImGui::GetCursorScreenPos().y));
  ImGui::ProgressBar(static_cast<float>(share),
                     ImVec2(width - 2 * padding.x, 0), percent.c_str());
}

}  // namespace

CanvasInput CanvasArea::draw(ModeContext& ctx, int run) {
  const Document& doc = ctx.workspace.document();
  Runs& runs = ctx.derived.runs;
  const SearchController& search = runs.search(run);
  CanvasScene scene;
  scene.grid = &doc.grid;
  scene.layers = &runs.layers(run);
  scene.search = &search.search();
  scene.show_path_line = look_.show_path_line;
  scene.start = doc.start;
  scene.goal = doc.goal;
  scene.palette = look_.palette;
  scene.cell_labels = ctx.settings.cell_labels;
  scene.large_font = look_.large_font;
  scene.space_held = look_.space_held;
  scene.document_revision = ctx.workspace.revisions().document;
  scene.opened_view = ctx.workspace.opened_view();
  const CanvasInput input = runs.view(run).draw(scene);
  const auto share = runs.layers(run).first_paint_progress();
  if (share && !look_.paints_whole_map) {
    draw_first_paint_progress(*share, ctx.ui_scale);
  }
  if (const auto mini = runs.view(run).minimap()) {
    ctx.targets.record("minimap", mini->min, mini->max);
  }
  return input;
}

void CanvasArea::finish(ModeContext& ctx, const CanvasInput& input, int run,
                        bool edits) {
  const CanvasView& view = ctx.derived.runs.view(run);
  if (edits) {
    if (input.panning) panned_ = true;
    CanvasInput left = input;
    for (Mode* mode : overlays_) mode->take_canvas_input(ctx, left, run);
    ctx.tools.handle(left, ctx.workspace, ctx.notifier);
  }
  for (Mode* mode : overlays_) mode->draw_overlay(ctx, view, run);
  if (!edits) return;
  const SelectionTool& selection = ctx.tools.selection();
  if (const auto box = selection.selection(ctx.workspace.grid())) {
    draw_selection(view, *box);
  }
  if (selection.stamp() && selection.mouse()) {
    draw_stamp_ghost(view, *selection.stamp(),
                     selection.stamp_corner(*selection.mouse()),
                     *look_.palette);
  }
  const CanvasEditor& gesture = ctx.workspace.gesture();
  if (!gesture.preview().empty()) {
    draw_shape_preview(view, gesture.preview(),
                       cell_colour(*look_.palette, gesture.preview_value()));
  } else if (ctx.tools.hovered() && ctx.tools.settings().tool == Tool::Brush) {
    draw_brush_outline(view, ctx.workspace.grid(), *ctx.tools.hovered(),
                       ctx.tools.settings());
  }
}

}  // namespace astar::studio
