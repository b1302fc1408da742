#include "features/search/predict_mode.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "canvas/canvas_clip.hpp"
#include "derived/line_stepper.hpp"
#include "stepping/search_commands.hpp"

namespace astar::studio {
namespace {

constexpr ImU32 kRightMark = IM_COL32(60, 230, 110, 255);
constexpr ImU32 kWrongMark = IM_COL32(230, 40, 40, 255);

// A ring just inside the cell, on a dark rim so it shows on every colour
// the cell may have (the just-expanded blue, the open green).
void mark_cell(const CanvasView& view, Point cell, ImU32 colour) {
  CanvasClip clip(view);
  const float zoom = static_cast<float>(view.pixels_per_cell());
  const float width = std::clamp(zoom * 0.08f, 2.0f, 5.0f);
  const ImVec2 c = view.cell_centre(cell);
  const float half = std::max(zoom * 0.5f - width * 0.5f, width);
  const ImVec2 min(c.x - half, c.y - half);
  const ImVec2 max(c.x + half, c.y + half);
  clip.list()->AddRect(min, max, IM_COL32(15, 15, 20, 255), 0.0f, 0,
                       width + 2.0f);
  clip.list()->AddRect(min, max, colour, 0.0f, 0, width);
}

// predict X Y
ScriptLineError parse_guess(std::span<const std::string_view> args,
                            ScriptCommand& command) {
  if (args.size() != 2 || !read_script_cells(args, 2, command)) {
    return "usage: predict X Y" + script_coordinate_range();
  }
  return std::nullopt;
}

}  // namespace

void PredictMode::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::TogglePredict});
  registry.listen(*this, cmd::ResetSearch);
  registry.add_verb(*this, {"predict", parse_guess});
}

CommandState PredictMode::command_state(Command /*command*/,
                                        const ModeContext& ctx) const {
  CommandState state;
  state.checked = ctx.clicks.taken_by(ClickUse::Predict);
  return state;
}

void PredictMode::run_script_verb(const ScriptCommand& command,
                                  ModeContext& ctx) {
  const Point cell{command.numbers[0], command.numbers[1]};
  std::printf("%s\n", guess(ctx, cell).c_str());
}

bool PredictMode::carry_out(const Request& request, ModeContext& ctx) {
  const auto* command = std::get_if<Command>(&request);
  if (command == nullptr) return false;
  if (*command == cmd::ResetSearch) {
    start_over();
    return false;  // the search view resets the search itself
  }
  if (*command != cmd::TogglePredict) return false;
  last_.reset();
  if (ctx.clicks.taken_by(ClickUse::Predict)) {
    ctx.clicks.release(ClickUse::Predict);
    ctx.notifier.info("Predict is off: clicks paint again.");
    return true;
  }
  const ClickUse before = ctx.clicks.take(ClickUse::Predict);
  std::string message = "Predict: click the cell the search expands next";
  if (before != ClickUse::Tools) {
    message += std::string(" (") + click_use_name(before) + " is off)";
  }
  ctx.notifier.info(message + ".");
  return true;
}

void PredictMode::start_over() {
  score_ = {};
  last_.reset();
}

void PredictMode::prepare(ModeContext& ctx) {
  const std::int64_t starts = ctx.derived.runs.search(0).starts();
  if (starts != starts_seen_) start_over();
  starts_seen_ = starts;
}

std::string PredictMode::guess(ModeContext& ctx, Point cell) {
  SearchController& controller = ctx.derived.runs.search(0);
  controller.sync(ctx.workspace);
  prepare(ctx);  // a restart just now starts the score over first
  PredictVerdict verdict = judge_guess(controller.search(), cell);
  score_.count(verdict);
  if (verdict.counts()) {
    // Part-way through an expansion (Step line) the search has made it
    // already and the verdict is about the next one: finish the one shown
    // first, or the Step would only do that and the next guess would be
    // judged against the same cell again.
    (void)ctx.derived.lines.finish_expansion(controller, ctx.workspace.grid());
    ctx.requests.push_back(cmd::Step);
  }
  std::string line = verdict_line(verdict, score_);
  last_ = std::move(verdict);
  return line;
}

void PredictMode::take_canvas_input(ModeContext& ctx, CanvasInput& input,
                                    int run) {
  constexpr int kLeft = static_cast<int>(MouseButton::Left);
  if (!ctx.clicks.taken_by(ClickUse::Predict) || !input.pressed[kLeft] ||
      input.panning || ctx.workspace.gesture_active()) {
    return;
  }
  // The press is a guess: the tools never see it, so nothing is painted.
  input.pressed[kLeft] = false;
  if (run != 0) {
    ctx.notifier.info(
        "Predict guesses Run 1's next cell: click in Run 1's pane.");
    return;
  }
  (void)guess(ctx, input.cell_unclamped);
  const char* lead = last_->kind == PredictVerdict::Kind::Correct ? "Right: "
                     : last_->kind == PredictVerdict::Kind::Wrong ? "Wrong: "
                                                                  : "";
  ctx.notifier.info(lead + last_->reason + ".");
}

void PredictMode::draw_overlay(ModeContext& ctx, const CanvasView& view,
                               int run) {
  if (!ctx.clicks.taken_by(ClickUse::Predict) || run != 0 || !last_ ||
      !last_->expected) {
    return;
  }
  const bool right = last_->kind == PredictVerdict::Kind::Correct;
  if (!right) mark_cell(view, last_->guess, kWrongMark);
  mark_cell(view, last_->expected->cell, kRightMark);
}

}  // namespace astar::studio
