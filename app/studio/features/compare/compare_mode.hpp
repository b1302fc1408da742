#pragma once
// Compare mode: run 1 beside up to three more runs of the same map, each
// with its own settings (derived/runs.hpp keeps the runs). It lays out
// the panes and their headers, the comparison table, and the `run K ...`
// lines of the script's state. Its headers and buttons return requests.

#include <string>
#include <string_view>
#include <vector>

#include "modes/mode.hpp"

namespace astar::studio {

class CompareMode final : public Mode {
 public:
  // Its switch and the runs' headers and table.
  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  CommandState command_state(Command command,
                             const ModeContext& ctx) const override;
  void describe(const ModeContext& ctx,
                std::vector<std::string>& lines) const override;

  // Compares the document's search with other runs (--compare): the first
  // settings become the document's, the rest the other runs'.
  Status compare(std::string_view spec, ModeContext& ctx);
  // The canvas area while comparing: the panes and the table under them.
  bool draw_canvas_area(ModeContext& ctx,
                        const ModeContext::Area& area) override;

 private:
  void toggle(ModeContext& ctx);
  void draw_panes(ModeContext& ctx, float x, float y, float w, float h);
  void draw_pane(ModeContext& ctx, int run, float x, float y, float w, float h);
  void draw_header(ModeContext& ctx, int run);
  void draw_diff_menu(ModeContext& ctx, int run);
  void draw_table(ModeContext& ctx);

  int editing_run_ = 0;  // the pane the mouse edits in
};

}  // namespace astar::studio
