#pragma once
// The studio's window: the menu, the toolbar, the side panels, the canvas
// (or compare mode's panes), the status bar and the help window, laid out
// each frame; and the view's commands (zoom, grid lines, palette, cell
// numbers, help). The modes draw their own sections, overlays and windows
// into it; everything clicked comes back as a request.

#include <span>

#include "modes/mode.hpp"
#include "panels/help_pictures.hpp"
#include "panels/history_panel.hpp"
#include "panels/toolbar.hpp"

namespace astar::studio {

class MainWindow final : public Mode {
 public:
  // The view's commands and the View menu's choices, the help window.
  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  CommandState command_state(Command command,
                             const ModeContext& ctx) const override;
  void draw_menu_section(std::string_view name, ModeContext& ctx) override;

  // The whole window; `modes` in drawing order (one of them may draw the
  // canvas area itself: Mode::draw_canvas_area).
  void draw(ModeContext& ctx, std::span<Mode* const> modes);

 private:
  bool carry_out(Command command, ModeContext& ctx);
  void draw_toolbar(ModeContext& ctx, float x, float y, float w, float h);
  void draw_canvas(ModeContext& ctx, std::span<Mode* const> modes,
                   const ModeContext::Area& area);
  void draw_left_panel(ModeContext& ctx, std::span<Mode* const> modes, float x,
                       float y, float w, float h);
  void draw_right_panel(ModeContext& ctx, float x, float y, float w, float h);
  void draw_tabs(ModeContext& ctx, float legend_height);
  bool draw_page_chooser(UiTargets& targets);
  void fold_for_code();
  void draw_list_page(std::size_t page, ModeContext& ctx, float height);
  // The Code tab: its Step line row, then the listing in `height`.
  void draw_pseudocode_tab(ModeContext& ctx, float height);
  void draw_status_bar(ModeContext& ctx, float x, float y, float w, float h);

  HistoryPanel history_;
  int shown_line_ = 0;    // the pseudocode line lit last frame
  std::size_t page_ = 0;  // the list shown (the tab, or the page chosen)
  // The Code page folds the inspector and the legend to show its whole
  // listing, and opens them again on leaving if they were open.
  bool folded_for_code_ = false;
  bool inspector_was_open_ = true;
  bool legend_was_open_ = true;
  Toolbar toolbar_;
  float toolbar_content_h_ = 0;  // its rows' height as last drawn
  bool help_open_ = false;
  bool help_seeing_ = false;  // open it on "What am I seeing?"
  HelpPictures help_pictures_;
};

}  // namespace astar::studio
