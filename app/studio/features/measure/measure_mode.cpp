#include "features/measure/measure_mode.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "canvas/canvas_clip.hpp"
#include "features/measure/measure_commands.hpp"
#include "panels/panels.hpp"
#include "ui/ui_util.hpp"

namespace astar::studio {
namespace {

constexpr ImU32 kRulerColour = IM_COL32(255, 200, 40, 255);
constexpr ImU32 kRulerRim = IM_COL32(15, 15, 20, 255);

// measure X1 Y1 X2 Y2
ScriptLineError parse_ruler(std::span<const std::string_view> args,
                            ScriptCommand& command) {
  if (args.size() != 4 || !read_script_cells(args, 4, command)) {
    return "usage: measure X1 Y1 X2 Y2" + script_coordinate_range();
  }
  return std::nullopt;
}

Point clamp_to(const Grid& grid, Point p) {
  return {std::clamp(p.x, 0, grid.width() - 1),
          std::clamp(p.y, 0, grid.height() - 1)};
}

// The figures beside the ruler's end, on a dark plate, on the side of it
// where they fit inside the canvas.
void draw_label(ImDrawList* dl, const CanvasView& view, ImVec2 at,
                const Measurement& m) {
  char text[96];
  if (m.straight_cost) {
    std::snprintf(text, sizeof text, "octile %.4g  line %.4g", m.octile,
                  *m.straight_cost);
  } else {
    std::snprintf(text, sizeof text, "octile %.4g  line blocked", m.octile);
  }
  const ImVec2 size = ImGui::CalcTextSize(text);
  const float pad = 3;
  const float gap = 8;
  const ImVec2 end(view.canvas_min().x + view.canvas_size().x,
                   view.canvas_min().y + view.canvas_size().y);
  const ImVec2 min(
      at.x + gap + size.x + pad <= end.x ? at.x + gap : at.x - gap - size.x,
      at.y + gap + size.y + pad <= end.y ? at.y + gap : at.y - gap - size.y);
  dl->AddRectFilled(ImVec2(min.x - pad, min.y - pad),
                    ImVec2(min.x + size.x + pad, min.y + size.y + pad),
                    IM_COL32(15, 15, 20, 220), 3.0f);
  dl->AddText(min, kRulerColour, text);
}

}  // namespace

void MeasureMode::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::ToggleMeasure});
  registry.add_verb(*this, {"measure", parse_ruler});
}

bool MeasureMode::carry_out(const Request& /*request*/, ModeContext& ctx) {
  dragging_.reset();
  if (on(ctx)) {
    ctx.clicks.release(ClickUse::Measure);
    ctx.notifier.info("Measure is off: drags paint again.");
    return true;
  }
  const ClickUse before = ctx.clicks.take(ClickUse::Measure);
  std::string message = "Measure: drag from one cell to another";
  if (before != ClickUse::Tools) {
    message += std::string(" (") + click_use_name(before) + " is off)";
  }
  ctx.notifier.info(message + ".");
  return true;
}

CommandState MeasureMode::command_state(Command /*command*/,
                                        const ModeContext& ctx) const {
  CommandState state;
  state.checked = on(ctx);
  return state;
}

void MeasureMode::clear() {
  from_.reset();
  to_.reset();
  dragging_.reset();
}

void MeasureMode::prepare(ModeContext& ctx) {
  // A ruler laid on another map measures nothing here, even where its
  // cells would still fit.
  if (ctx.workspace.revisions().document != document_) clear();
}

void MeasureMode::take_canvas_input(ModeContext& ctx, CanvasInput& input,
                                    int run) {
  constexpr int kLeft = static_cast<int>(MouseButton::Left);
  if (!on(ctx)) return;
  const Grid& grid = ctx.workspace.grid();
  if (input.pressed[kLeft] && !input.panning &&
      !ctx.workspace.gesture_active()) {
    // The press lays a ruler, in whichever pane: the tools never see it.
    input.pressed[kLeft] = false;
    if (!input.cell) return;
    from_ = *input.cell;
    to_ = *input.cell;
    dragging_ = run;
    document_ = ctx.workspace.revisions().document;
  }
  if (dragging_ != run) return;
  to_ = clamp_to(grid, input.cell_unclamped);
  if (input.released[kLeft] || !input.down[kLeft]) dragging_.reset();
}

std::optional<Measurement> MeasureMode::measurement(
    const ModeContext& ctx) const {
  if (!from_ || !to_) return std::nullopt;
  return measure(ctx.workspace.grid(), ctx.workspace.settings().rules, *from_,
                 *to_);
}

void MeasureMode::draw_overlay(ModeContext& ctx, const CanvasView& view,
                               int /*run*/) {
  if (!on(ctx)) return;
  const auto m = measurement(ctx);
  if (!m) return;
  CanvasClip clip(view);
  ImDrawList* dl = clip.list();
  const ImVec2 a = view.cell_centre(m->from);
  const ImVec2 b = view.cell_centre(m->to);
  const float radius =
      std::clamp(static_cast<float>(view.pixels_per_cell()) * 0.3f, 3.0f, 8.0f);
  dl->AddLine(a, b, kRulerRim, 5.0f);
  dl->AddLine(a, b, kRulerColour, 2.5f);
  for (const ImVec2& end : {a, b}) {
    dl->AddCircleFilled(end, radius + 1.5f, kRulerRim);
    dl->AddCircleFilled(end, radius, kRulerColour);
  }
  draw_label(dl, view, b, *m);
}

void MeasureMode::draw_panel(ModeContext& ctx) {
  if (!on(ctx) || !section("Measure", ctx.targets)) return;
  const auto m = measurement(ctx);
  if (!m) {
    hint("Drag on the map from one cell to another.");
    return;
  }
  const int height = ctx.workspace.grid().height();
  const CellOrigin origin = ctx.settings.origin;
  if (!ImGui::BeginTable("measure", 2, ImGuiTableFlags_SizingStretchProp)) {
    return;
  }
  table_row("From", "%s", cell_text(m->from, origin, height).c_str());
  table_row("To", "%s", cell_text(m->to, origin, height).c_str());
  table_row("Cells across", "%d x %d", m->dx, m->dy);
  table_row("Octile", "%.4g", m->octile);
  table_row("Euclidean", "%.4g", m->euclidean);
  table_row("Manhattan", "%.4g", m->manhattan);
  table_row("Chebyshev", "%.4g", m->chebyshev);
  if (m->straight_cost) {
    table_row("Straight line", "clear, costs %.4g", *m->straight_cost);
  } else {
    table_row("Straight line", "%s", "blocked");
  }
  ImGui::EndTable();
}

void MeasureMode::describe(const ModeContext& ctx,
                           std::vector<std::string>& lines) const {
  if (!on(ctx)) return;
  if (const auto m = measurement(ctx)) lines.push_back(measurement_line(*m));
}

void MeasureMode::run_script_verb(const ScriptCommand& command,
                                  ModeContext& ctx) {
  const Grid& grid = ctx.workspace.grid();
  const Point from{command.numbers[0], command.numbers[1]};
  const Point to{command.numbers[2], command.numbers[3]};
  for (const Point cell : {from, to}) {
    if (!grid.contains(cell)) {
      ctx.fail("script line " + std::to_string(command.line) +
               ": measure: " + to_string(cell) + " is not on the " +
               std::to_string(grid.width()) + "x" +
               std::to_string(grid.height()) + " map");
      return;
    }
  }
  // The verb turns it on as the key does, without a word on the status
  // line: the script prints the figures.
  ctx.clicks.take(ClickUse::Measure);
  dragging_.reset();
  from_ = from;
  to_ = to;
  document_ = ctx.workspace.revisions().document;
  std::printf("%s\n", measurement_line(*measurement(ctx)).c_str());
}

}  // namespace astar::studio
