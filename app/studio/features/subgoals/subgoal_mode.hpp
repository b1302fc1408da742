#pragma once
// The subgoal overlay: while on (View > Subgoal graph, J), the prepared map
// the "subgoal" algorithm searches is drawn over the canvas (its subgoals
// as dots, its links as lines, subgoal_overlay.hpp) and its panel section
// says how big it is and what the last repair did. The graph is the one
// the runs' searches share (analysis/subgoal_maps.hpp), for the search
// settings' movement rules: prepared once per map, on another thread when
// the map is big, then repaired locally after every edit; the subgoals a
// repair relinked flash for a moment.
//
// This feature is one folder and one line in application/mode_list.cpp.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "features/subgoals/subgoal_index.hpp"
#include "features/subgoals/subgoal_overlay.hpp"
#include "modes/mode.hpp"

namespace astar::studio {

class SubgoalMode final : public Mode {
 public:
  // How long a repaired subgoal flashes: this long, and for this many
  // frames at least (a slow frame, as under a sanitizer, would otherwise
  // end it before it was drawn).
  static constexpr double kFlashSeconds = 1.5;
  static constexpr int kFlashFrames = 30;

  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  CommandState command_state(Command command,
                             const ModeContext& ctx) const override;
  // Holds the graph while shown (so it follows every edit) and takes the
  // repairs to flash.
  void prepare(ModeContext& ctx) override;
  void advance(ModeContext& ctx, double seconds) override;
  void draw_overlay(ModeContext& ctx, const CanvasView& view, int run) override;
  void draw_panel(ModeContext& ctx) override;
  // "subgoals ..." while shown, or once a search used a graph.
  void describe(const ModeContext& ctx,
                std::vector<std::string>& lines) const override;
  // A flash fading needs frames.
  bool busy(const ModeContext& ctx) const override;

 private:
  struct Flash {
    int cell = -1;
    double age = 0;
    int frames = 0;
  };
  void take_repairs(const ModeContext& ctx);
  void follow_index(const ModeContext& ctx);
  void draw_figures(const ModeContext& ctx) const;

  bool shown_ = false;
  std::shared_ptr<const SubgoalGraph> graph_;
  std::string problem_;
  bool preparing_ = false;
  SubgoalIndex index_;
  // What index_ was built from: the graph, and the maps' counts of builds
  // and repairs then.
  const SubgoalGraph* indexed_ = nullptr;
  std::int64_t indexed_builds_ = -1;
  std::int64_t indexed_repairs_ = -1;
  std::int64_t seen_repair_ = 0;  // the last repair number taken
  std::vector<Flash> flash_;
  SubgoalOverlayDrawn drawn_;  // in run 1's pane, the last frame
};

}  // namespace astar::studio
