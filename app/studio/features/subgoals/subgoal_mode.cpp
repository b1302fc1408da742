#include "features/subgoals/subgoal_mode.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "features/subgoals/subgoal_commands.hpp"
#include "ui/palette.hpp"
#include "ui/ui_util.hpp"

namespace astar::studio {
namespace {

// Past this many rings a repair would only blot the map out.
constexpr std::size_t kMaxFlashes = 20000;

const MovementRules& rules_of(const ModeContext& ctx) {
  return ctx.workspace.settings().rules;
}

}  // namespace

void SubgoalMode::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::ToggleSubgoalGraph});
}

bool SubgoalMode::carry_out(const Request& /*request*/, ModeContext& ctx) {
  shown_ = !shown_;
  flash_.clear();
  seen_repair_ = -1;  // repairs made before it showed do not flash
  if (!shown_) {
    graph_.reset();
    ctx.notifier.info("The subgoal graph is no longer shown.");
    return true;
  }
  prepare(ctx);
  ctx.notifier.info(preparing_ ? "Preparing the subgoal graph of this map..."
                               : "Showing the subgoal graph: its subgoals "
                                 "and the links between them.");
  return true;
}

CommandState SubgoalMode::command_state(Command /*command*/,
                                        const ModeContext& /*ctx*/) const {
  CommandState state;
  state.checked = shown_;
  return state;
}

void SubgoalMode::prepare(ModeContext& ctx) {
  if (!shown_) return;
  SubgoalMaps& maps = ctx.derived.runs.subgoal_maps();
  SubgoalMaps::Lookup lookup = maps.get(ctx.workspace, rules_of(ctx));
  graph_ = std::move(lookup.graph);
  problem_ = std::move(lookup.problem);
  preparing_ = lookup.preparing;
  if (!graph_) return;
  take_repairs(ctx);
  follow_index(ctx);
}

void SubgoalMode::take_repairs(const ModeContext& ctx) {
  const auto recent =
      ctx.derived.runs.subgoal_maps().recent_repairs(rules_of(ctx));
  const std::int64_t newest = recent.empty() ? 0 : recent.back().number;
  if (seen_repair_ < 0 || newest < seen_repair_) {
    seen_repair_ = newest;
    return;
  }
  for (const SubgoalMaps::Repair& repair : recent) {
    if (repair.number <= seen_repair_) continue;
    for (int cell : repair.what.relinked) flash_.push_back({cell, 0});
  }
  seen_repair_ = newest;
  if (flash_.size() > kMaxFlashes) {
    flash_.erase(flash_.begin(), flash_.end() - kMaxFlashes);
  }
}

void SubgoalMode::follow_index(const ModeContext& ctx) {
  const SubgoalMaps& maps = ctx.derived.runs.subgoal_maps();
  if (indexed_ == graph_.get() && indexed_builds_ == maps.builds() &&
      indexed_repairs_ == maps.repairs()) {
    return;
  }
  index_.build(*graph_);
  indexed_ = graph_.get();
  indexed_builds_ = maps.builds();
  indexed_repairs_ = maps.repairs();
}

void SubgoalMode::advance(ModeContext& /*ctx*/, double seconds) {
  for (Flash& f : flash_) {
    f.age += seconds;
    ++f.frames;
  }
  std::erase_if(flash_, [](const Flash& f) {
    return f.age >= kFlashSeconds && f.frames >= kFlashFrames;
  });
}

void SubgoalMode::draw_overlay(ModeContext& ctx, const CanvasView& view,
                               int run) {
  // A stroke's cells of this frame are repaired after the frame is drawn:
  // a graph one frame behind is still this map's.
  const Grid& grid = ctx.workspace.grid();
  if (!shown_ || !graph_ || graph_->width() != grid.width() ||
      graph_->height() != grid.height()) {
    return;
  }
  std::vector<SubgoalFlash> flash;
  flash.reserve(flash_.size());
  for (const Flash& f : flash_) {
    const double left = std::max(1.0 - f.age / kFlashSeconds,
                                 1.0 - f.frames / double{kFlashFrames});
    flash.push_back({f.cell, static_cast<float>(std::clamp(left, 0.2, 1.0))});
  }
  const SubgoalOverlayDrawn drawn =
      draw_subgoal_overlay(view, *graph_, index_, flash);
  if (run == 0) drawn_ = drawn;
}

void SubgoalMode::draw_panel(ModeContext& ctx) {
  if (!shown_ || !section("Subgoal graph", ctx.targets)) return;
  if (preparing_) {
    char text[96];
    std::snprintf(text, sizeof text, "Preparing the subgoal graph, %.0f s",
                  ctx.derived.runs.subgoal_maps().preparing_seconds());
    ImGui::ProgressBar(0.0f, ImVec2(-1, 0), text);
    hint(
        "Worked out once for this map on another thread; edits after it "
        "repair it where they touch.");
    return;
  }
  if (!graph_) {
    hint(problem_.c_str());
    return;
  }
  draw_figures(ctx);
}

void SubgoalMode::draw_figures(const ModeContext& ctx) const {
  const SubgoalMaps& maps = ctx.derived.runs.subgoal_maps();
  if (ImGui::BeginTable("subgoals", 2, ImGuiTableFlags_SizingStretchProp)) {
    table_row("Subgoals", "%zu", graph_->subgoal_count());
    table_row("Links", "%zu", graph_->link_count());
    table_row("Memory", "%.1f MiB",
              static_cast<double>(graph_->memory_bytes()) / (1 << 20));
    table_row("Prepared", "%lld times, repaired %lld",
              static_cast<long long>(maps.builds()),
              static_cast<long long>(maps.repairs()));
    const auto recent = maps.recent_repairs(rules_of(ctx));
    if (!recent.empty()) {
      const SubgoalRepair& last = recent.back().what;
      table_row("Last repair", "%d cells, %d subgoals relinked",
                last.changed_cells, last.subgoals_relinked);
    }
    ImGui::EndTable();
  }
  colour_swatch(kSubgoalColour, "Subgoal");
  colour_swatch(Rgba{kSubgoalLinkColour.r, kSubgoalLinkColour.g,
                     kSubgoalLinkColour.b, 255},
                "Link: a free h-path");
  colour_swatch(kRepairFlashColour, "Relinked by the last edit");
  if (!drawn_.links) hint("Zoom in to see the links.");
}

void SubgoalMode::describe(const ModeContext& ctx,
                           std::vector<std::string>& lines) const {
  const SubgoalMaps& maps = ctx.derived.runs.subgoal_maps();
  if (!shown_ && maps.builds() == 0) return;
  std::string line = std::string("subgoals shown=") + (shown_ ? "1" : "0");
  if (shown_) {
    line += preparing_ ? " state=preparing"
            : graph_   ? " state=ready"
                       : " state=refused";
  }
  if (graph_) {
    line += " subgoals=" + std::to_string(graph_->subgoal_count()) +
            " links=" + std::to_string(graph_->link_count());
  }
  line += " builds=" + std::to_string(maps.builds()) +
          " repairs=" + std::to_string(maps.repairs());
  const auto recent = maps.recent_repairs(rules_of(ctx));
  if (!recent.empty()) {
    line +=
        " last_changed=" + std::to_string(recent.back().what.changed_cells) +
        " last_relinked=" +
        std::to_string(recent.back().what.subgoals_relinked);
  }
  line += " flashing=" + std::to_string(flash_.size()) +
          " dots=" + std::to_string(drawn_.dots) +
          " lines=" + std::to_string(drawn_.lines) +
          " rings=" + std::to_string(drawn_.flashes);
  lines.push_back(line);
}

bool SubgoalMode::busy(const ModeContext& /*ctx*/) const {
  return shown_ && !flash_.empty();
}

}  // namespace astar::studio
