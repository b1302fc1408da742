#include "application/state_line.hpp"

#include <cstdio>

#include "astar/search/bidirectional_search.hpp"
#include "stepping/predict.hpp"
#include "ui/label_options.hpp"

namespace astar::studio {
namespace {

// A core cell as the Coordinates setting counts it.
std::string point_text(const std::optional<Point>& p, CellOrigin origin,
                       int height) {
  if (!p) return "none";
  const Point shown = to_origin(*p, origin, height);
  return std::to_string(shown.x) + "," + std::to_string(shown.y);
}

const char* status_text(SearchStatus status) {
  switch (status) {
    case SearchStatus::Idle:
      break;
    case SearchStatus::Running:
      return "running";
    case SearchStatus::Found:
      return "found";
    case SearchStatus::NoPath:
      return "no-path";
  }
  return "idle";
}

const char* reach_text(GoalReach reach) {
  switch (reach) {
    case GoalReach::Reachable:
      return "yes";
    case GoalReach::Unreachable:
      return "no";
    case GoalReach::Unknown:
      break;
  }
  return "unknown";
}

// Run to end in progress on any run (not the yardsticks' work).
bool running_to_end(const Runs& runs) {
  for (int i = 0; i < runs.count(); ++i) {
    if (runs.search(i).running_to_end()) return true;
  }
  return false;
}

// The pseudocode line lit (derived/line_stepper.hpp), 1-based; 0 while the
// search is idle or its listing has no line mapping.
std::string line_text(const ModeContext& ctx) {
  const auto lit =
      ctx.derived.lines.lit(ctx.derived.runs.search(0), ctx.workspace.grid());
  return " line=" + std::to_string(lit ? lit->line : 0);
}

// Clock times, for measuring only: the last Run to end from the request
// to the end, and the time the search spent expanding.
std::string timing_text(const ModeContext& ctx) {
  const SearchController& search = ctx.derived.runs.search(0);
  char text[64];
  std::snprintf(text, sizeof text, " run_ms=%.0f search_ms=%.0f",
                search.last_run_ms(), search.elapsed_ms());
  return text;
}

// The search settings, the step count and the speed.
std::string settings_text(const ModeContext& ctx) {
  const SearchSettings& s = ctx.workspace.settings();
  const PredictState predict = ctx.board.value_or(PredictState{});
  char numbers[96];
  std::snprintf(numbers, sizeof numbers, " weight=%.2f n=%d speed=%.0f",
                s.weight, ctx.settings.step_many,
                ctx.derived.runs.search(0).speed().per_second);
  return " algo=" + std::string(to_string(s.algorithm)) + " heuristic=" +
         (s.heuristic ? std::string(to_string(*s.heuristic)) : "default") +
         " ties=" + std::string(to_string(s.tie_break)) +
         " moves=" + std::string(to_string(s.rules.connectivity)) +
         " diagonals=" + std::string(to_string(s.rules.diagonal)) +
         " costs=" + std::string(to_string(s.rules.costs)) + numbers +
         " playing=" + (ctx.derived.runs.playing() ? "1" : "0") +
         " running=" + (running_to_end(ctx.derived.runs) ? "1" : "0") +
         // Last, so older readers of the line keep their fields.
         " size=" + std::to_string(s.unit.size) + " terrain=" +
         (s.unit.terrain.identity() ? "identity" : s.unit.terrain.spec()) +
         " preparing=" + (ctx.derived.preparing() ? "1" : "0") +
         " origin=" + std::string(to_string(ctx.settings.origin)) +
         " ui_scale=" + number_text(ctx.ui_scale) + line_text(ctx) +
         " predicting=" + (predict.on ? "1" : "0") +
         " predict=" + std::to_string(predict.score.right) + "/" +
         std::to_string(predict.score.total) + timing_text(ctx);
}

// A bidirectional search: where its sides met and what each expanded;
// nothing for a one-way search.
std::string sides_text(const Search& search, CellOrigin origin, int height) {
  const BidirectionalSearch* bi = search.bidirectional();
  if (bi == nullptr) return "";
  std::optional<Point> meeting;
  if (bi->meeting() >= 0) meeting = search.grid()->point(bi->meeting());
  return " meeting=" + point_text(meeting, origin, height) +
         " expanded_forward=" + std::to_string(bi->forward().stats().expanded) +
         " expanded_backward=" +
         std::to_string(bi->backward().stats().expanded);
}

// The selection as x,y,width,height (its top-left in core cells) and
// whether a stamp follows the mouse.
std::string selection_text(const ModeContext& ctx) {
  const SelectionTool& selection = ctx.tools.selection();
  const auto box = selection.selection(ctx.workspace.grid());
  const std::string where =
      box ? std::to_string(box->x) + "," + std::to_string(box->y) + "," +
                std::to_string(box->width) + "," + std::to_string(box->height)
          : "none";
  return " selection=" + where + " stamping=" + (selection.stamp() ? "1" : "0");
}

// A new map's first painting, when frames have not finished it: the share
// painted in percent; "done" otherwise. Then the full-size tiles the map's
// textures hold, the slowest edit's way to them, and what is left of a
// search let go.
std::string painting_text(const ModeContext& ctx) {
  const MapLayers& layers = ctx.derived.runs.layers(0);
  const auto share = layers.first_paint_progress();
  std::string lag = " edit_lag=none";
  if (const auto& slowest = layers.slowest_edit()) {
    char text[64];
    std::snprintf(text, sizeof text, " edit_lag=%d edit_lag_ms=%.1f",
                  slowest->frames, slowest->ms);
    lag = text;
  }
  // The same for a search the run let go (restarted or cleared): the tiles
  // that may still show it, and the slowest way to none.
  std::string old_run = " old_run_lag=none";
  if (const auto& slowest = layers.slowest_forget()) {
    char text[64];
    std::snprintf(text, sizeof text, " old_run_lag=%d old_run_lag_ms=%.1f",
                  slowest->frames, slowest->ms);
    old_run = text;
  }
  return " painting=" +
         (share ? std::to_string(static_cast<int>(*share * 100)) : "done") +
         " tiles=" + std::to_string(layers.full_size_tiles()) +
         " level_tiles=" + std::to_string(layers.level_tiles()) + lag +
         " old_run_tiles=" + std::to_string(layers.old_run_tiles()) + old_run;
}

}  // namespace

std::string state_line(const ModeContext& ctx) {
  const Search& search = ctx.derived.runs.search(0).search();
  const CanvasView& view = ctx.derived.runs.view(0);
  char numbers[160];
  std::snprintf(numbers, sizeof numbers,
                " status=%s step=%lld expanded=%lld cost=%.6f zoom=%.4f",
                status_text(search.status()),
                static_cast<long long>(search.step_count()),
                static_cast<long long>(search.stats().expanded), search.cost(),
                view.pixels_per_cell());
  // The view as a session stores it: the map point at the canvas centre.
  const ViewState v = view.view_state();
  char pan[96];
  std::snprintf(pan, sizeof pan, " pan=%.3f,%.3f", v.pan_x, v.pan_y);
  const Document& doc = ctx.workspace.document();
  const ToolSettings& tools = ctx.tools.settings();
  const AppSettings& settings = ctx.settings;
  const int height = ctx.workspace.grid().height();
  return "state start=" + point_text(doc.start, settings.origin, height) +
         " goal=" + point_text(doc.goal, settings.origin, height) + numbers +
         " tool=" + std::string(tool_name(tools)) +
         " undo=" + std::to_string(ctx.workspace.history().position()) +
         " palette=" + std::string(to_string(settings.palette)) + pan +
         " labels=" + std::string(to_string(settings.cell_labels.numbers)) +
         " arrows=" + (settings.cell_labels.arrows ? "on" : "off") +
         " dirty=" + (ctx.workspace.dirty() ? "1" : "0") +
         " brush=" + std::to_string(tools.brush_size) +
         " paint=" + std::to_string(paint_value(tools)) +
         " reach=" + reach_text(ctx.derived.reach.goal()) + " warning=" +
         (ctx.notifier.level() == Notifier::Level::Warning &&
                  !ctx.notifier.text().empty()
              ? "1"
              : "0") +
         settings_text(ctx) + selection_text(ctx) + painting_text(ctx) +
         sides_text(search, settings.origin, height);
}

}  // namespace astar::studio
