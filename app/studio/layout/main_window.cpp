#include "layout/main_window.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "canvas/view_commands.hpp"
#include "layout/menu_bar.hpp"
#include "layout/view_menu.hpp"
#include "modes/canvas_area.hpp"
#include "panels/help_commands.hpp"
#include "panels/list_tabs.hpp"
#include "panels/over_time_panel.hpp"
#include "panels/panels.hpp"
#include "panels/toolbar.hpp"
#include "ui/ui_util.hpp"
#include "ui/window_flags.hpp"

namespace astar::studio {

void MainWindow::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::Fit, cmd::ZoomIn, cmd::ZoomOut,
                       cmd::ToggleGridLines, cmd::TogglePalette});
  registry.add_menu_section(*this, {"View", 2, kCellNumbersSection});
  registry.add(*this, {cmd::CycleCellNumbers, cmd::ToggleArrows});
  registry.add_menu_section(*this, {"View", 3, kCoordinatesSection});
  registry.add_menu_section(*this, {"View", 3, kUiScaleSection});
  registry.add(*this, {cmd::Help, cmd::WhatAmISeeing});
  registry.take<SetPalette>(*this);
  registry.take<SetCellNumbers>(*this);
  registry.take<SetCellOrigin>(*this);
  registry.take<SetUiScale>(*this);
}

CommandState MainWindow::command_state(Command command,
                                       const ModeContext& ctx) const {
  CommandState state;
  if (command == cmd::ToggleGridLines) {
    state.checked = ctx.derived.runs.view(0).show_grid_lines;
  } else if (command == cmd::TogglePalette) {
    state.checked = ctx.settings.palette == PaletteKind::ColourBlindSafe;
  } else if (command == cmd::ToggleArrows) {
    state.checked = ctx.settings.cell_labels.arrows;
  }
  return state;
}

void MainWindow::draw_menu_section(std::string_view name, ModeContext& ctx) {
  draw_view_menu_section(name, ctx);
}

bool MainWindow::carry_out(const Request& request, ModeContext& ctx) {
  if (const auto* command = std::get_if<Command>(&request)) {
    return carry_out(*command, ctx);
  }
  if (const auto* r = std::get_if<SetPalette>(&request)) {
    ctx.settings.palette = r->kind;
  } else if (const auto* r = std::get_if<SetCellNumbers>(&request)) {
    ctx.settings.cell_labels.numbers = r->numbers;
  } else if (const auto* r = std::get_if<SetCellOrigin>(&request)) {
    ctx.settings.origin = r->origin;
  } else if (const auto* r = std::get_if<SetUiScale>(&request)) {
    ctx.settings.ui_scale = r->scale;
  } else {
    return false;
  }
  return true;
}

bool MainWindow::carry_out(Command command, ModeContext& ctx) {
  CanvasView& view = ctx.derived.runs.view(0);
  CellLabelOptions& labels = ctx.settings.cell_labels;
  if (command == cmd::Fit) {
    view.request_fit();
  } else if (command == cmd::ZoomIn || command == cmd::ZoomOut) {
    view.zoom_about_centre(command == cmd::ZoomIn ? 1.25 : 1 / 1.25);
  } else if (command == cmd::ToggleGridLines) {
    view.show_grid_lines = !view.show_grid_lines;
  } else if (command == cmd::TogglePalette) {
    ctx.settings.palette = ctx.settings.palette == PaletteKind::Standard
                               ? PaletteKind::ColourBlindSafe
                               : PaletteKind::Standard;
  } else if (command == cmd::Help) {
    help_open_ = !help_open_;
  } else if (command == cmd::WhatAmISeeing) {
    help_open_ = true;
    help_seeing_ = true;
  } else if (command == cmd::CycleCellNumbers) {
    labels.numbers = next(labels.numbers);
    ctx.notifier.info(std::string(menu_label(labels.numbers)) +
                      " (shown from " + std::to_string(kNumbersFromZoom) +
                      " px per cell).");
  } else if (command == cmd::ToggleArrows) {
    labels.arrows = !labels.arrows;
    ctx.notifier.info(labels.arrows ? "Arrows to parents on (shown from " +
                                          std::to_string(kArrowsFromZoom) +
                                          " px per cell)."
                                    : "Arrows to parents off.");
  } else {
    return false;
  }
  return true;
}

namespace {

// Runs compared in a narrow window: the panes take the right panel's room
// (the compare table under them says what the panel would), unless a
// lesson's window lies over it.
bool right_panel_gives_way(const ModeContext& ctx, std::span<Mode* const> modes,
                           float room) {
  const float pane_w = 260 * ctx.ui_scale;
  if (ctx.derived.runs.count() < 2 ||
      room - right_panel_width(ctx.ui_scale) >= 2 * pane_w) {
    return false;
  }
  return std::none_of(modes.begin(), modes.end(), [](const Mode* mode) {
    return mode->covers_right_panel();
  });
}

// The modes' switches among the view buttons (Measure), from the
// registry, lit as their owners say.
std::vector<ToolbarSwitch> toolbar_switches(const ModeContext& ctx) {
  std::vector<ToolbarSwitch> switches;
  for (const CommandRegistry::Entry& entry : ctx.commands->commands()) {
    const CommandSpec& spec = *entry.command;
    if (*spec.toolbar == '\0') continue;
    switches.push_back(
        {spec.toolbar, entry.owner->command_state(spec, ctx).checked, spec});
  }
  return switches;
}

}  // namespace

void MainWindow::draw(ModeContext& ctx, std::span<Mode* const> modes) {
  const float scale = ctx.ui_scale;
  draw_menu_bar(ctx);
  // WorkPos/WorkSize exclude the main menu bar once it has been drawn.
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImVec2 work = viewport->WorkPos;
  const ImVec2 size = viewport->WorkSize;
  // The toolbar's rows as last drawn: two, or one in a narrow window (two
  // until it is first drawn).
  const float toolbar_h =
      (toolbar_content_h_ > 0
           ? toolbar_content_h_
           : 2 * ImGui::GetFrameHeight() + ImGui::GetStyle().ItemSpacing.y) +
      12 * scale;
  const float status_h = ImGui::GetFrameHeight() + 6 * scale;
  const float left_w = left_panel_width(scale);
  const float right_w = right_panel_gives_way(ctx, modes, size.x - left_w)
                            ? 0
                            : right_panel_width(scale);
  const float body_y = work.y + toolbar_h;
  const float body_h = std::max(1.0f, size.y - toolbar_h - status_h);
  ctx.body = {work.x, body_y, size.x, body_h};

  draw_toolbar(ctx, work.x, work.y, size.x, toolbar_h);
  draw_canvas(ctx, modes,
              {work.x + left_w, body_y, size.x - left_w - right_w, body_h});
  draw_left_panel(ctx, modes, work.x, body_y, left_w, body_h);
  if (right_w > 0) {
    draw_right_panel(ctx, work.x + size.x - right_w, body_y, right_w, body_h);
  }
  draw_status_bar(ctx, work.x, work.y + size.y - status_h, size.x, status_h);
  for (Mode* mode : modes) mode->draw_windows(ctx);
  ctx.notifier.draw_dialog(ctx.targets);
  draw_help_window(help_open_, help_seeing_, help_pictures_,
                   palette(ctx.settings.palette), *ctx.commands, ctx.targets);
}

void MainWindow::draw_toolbar(ModeContext& ctx, float x, float y, float w,
                              float h) {
  const float scale = ctx.ui_scale;
  place_next_window(x, y, w, h);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding,
                      ImVec2(8 * scale, 6 * scale));
  if (ImGui::Begin("##toolbar", nullptr, kPanelFlags)) {
    const std::vector<ToolbarSwitch> switches = toolbar_switches(ctx);
    toolbar_.draw(ctx.tools.settings(),
                  ctx.derived.runs.view(0).show_grid_lines, switches, scale,
                  ctx.requests, ctx.targets);
    toolbar_content_h_ = ImGui::GetCursorPosY() -
                         ImGui::GetStyle().ItemSpacing.y -
                         ImGui::GetStyle().WindowPadding.y;
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

void MainWindow::draw_canvas(ModeContext& ctx, std::span<Mode* const> modes,
                             const ModeContext::Area& area) {
  for (Mode* mode : modes) {
    if (mode->draw_canvas_area(ctx, area)) return;
  }
  place_next_window(area.x, area.y, std::max(area.w, 1.0f), area.h);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  if (ImGui::Begin("##canvas_window", nullptr, kCanvasFlags)) {
    const CanvasInput input = ctx.canvas->draw(ctx, 0);
    ctx.canvas->finish(ctx, input, 0, true);
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

void MainWindow::draw_left_panel(ModeContext& ctx, std::span<Mode* const> modes,
                                 float x, float y, float w, float h) {
  place_next_window(x, y, w, h);
  if (ImGui::Begin("##left", nullptr, kPanelFlags)) {
    for (Mode* mode : modes) mode->draw_panel(ctx);
  }
  ImGui::End();
}

void MainWindow::draw_right_panel(ModeContext& ctx, float x, float y, float w,
                                  float h) {
  place_next_window(x, y, w, h);
  if (ImGui::Begin("##right", nullptr, kPanelFlags)) {
    fold_for_code();
    if (section("Inspector", ctx.targets)) {
      draw_inspector(ctx.workspace.grid(), ctx.derived.runs.search(0),
                     ctx.tools.hovered(), ctx.settings.origin);
    }
    // The last step, the open list and the edit history share the space,
    // as tabs, and take what the legend leaves: the legend stays whole at
    // the bottom. (Measured out here: the tab bar's ids would hide the
    // legend's state.)
    LegendInfo legend;
    legend.palette = ctx.settings.palette;
    // The legend explains the numbers and arrows only while they show.
    legend.cell_labels = ctx.settings.cell_labels;
    const double zoom = ctx.derived.runs.view(0).pixels_per_cell();
    if (zoom < kNumbersFromZoom) legend.cell_labels.numbers = CellNumbers::None;
    if (zoom < kArrowsFromZoom) legend.cell_labels.arrows = false;
    legend.algorithm = ctx.workspace.settings().algorithm;
    legend.weight = ctx.workspace.settings().weight;
    legend.diff = ctx.derived.runs.any_diff();
    legend.clearance = ctx.derived.clearance.shown();
    legend.clearance_preparing = ctx.derived.clearance.preparing();
    legend.unit_size = ctx.workspace.settings().unit.size;
    draw_tabs(ctx, legend_height(legend));
    if (auto kind = draw_legend(legend, ctx.targets)) {
      ctx.requests.push_back(SetPalette{*kind});
    }
  }
  ImGui::End();
}

namespace {

// Whether the tabs fit the panel.
bool tab_labels_fit(float padding_x) {
  float width = 0;
  for (const ListTab& tab : kListTabs) {
    width += ImGui::CalcTextSize(tab.label).x + 3 * padding_x + 1 +
             ImGui::GetStyle().ItemInnerSpacing.x;
  }
  return width <= ImGui::GetContentRegionAvail().x;
}

}  // namespace

void MainWindow::draw_tabs(ModeContext& ctx, float legend_height) {
  // Five tabs share the panel's width: short labels (the Help's names,
  // list_tabs.hpp) with narrow padding and gaps; where they do not fit (a
  // narrow window, a large UI scale) a list chooses the page instead of
  // tabs cut at the panel's edge. (1.86 lays the tabs
  // out in BeginTabBar and sizes each in BeginTabItem, so both see the same
  // padding.)
  const ImVec2 padding(2 * ctx.ui_scale, ImGui::GetStyle().FramePadding.y);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, padding);
  ImGui::PushStyleVar(
      ImGuiStyleVar_ItemInnerSpacing,
      ImVec2(2 * ctx.ui_scale, ImGui::GetStyle().ItemInnerSpacing.y));
  const bool as_tabs = tab_labels_fit(padding.x);
  const bool tabs =
      as_tabs ? ImGui::BeginTabBar("##lists") : draw_page_chooser(ctx.targets);
  ImGui::PopStyleVar(2);
  if (!tabs) return;
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float height =
      std::max(3 * line, ImGui::GetContentRegionAvail().y - legend_height);
  for (std::size_t i = 0; i < std::size(kListTabs); ++i) {
    const ListTab& tab = kListTabs[i];
    if (as_tabs) {
      ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, padding);
      const bool open = ImGui::BeginTabItem(tab.label);
      ImGui::PopStyleVar();
      ctx.targets.record(tab.label);
      if (!open) continue;
      page_ = i;
    } else if (page_ != i) {
      continue;
    }
    draw_list_page(i, ctx, height);
    if (as_tabs) ImGui::EndTabItem();
  }
  if (as_tabs) ImGui::EndTabBar();
}

void MainWindow::fold_for_code() {
  const bool code = page_ == static_cast<std::size_t>(ListPage::Code);
  if (code == folded_for_code_) return;
  if (code) {
    inspector_was_open_ = section_open("Inspector");
    legend_was_open_ = section_open("Legend");
  }
  set_section_open("Inspector", !code && inspector_was_open_);
  set_section_open("Legend", !code && legend_was_open_);
  folded_for_code_ = code;
}

// A combo of the pages, full width; each page is a click target by its
// label while the list is open. Always true: the chosen page follows.
bool MainWindow::draw_page_chooser(UiTargets& targets) {
  ImGui::SetNextItemWidth(-FLT_MIN);
  record_next_frame(targets, "Page");
  if (ImGui::BeginCombo("##page", kListTabs[page_].label)) {
    for (std::size_t i = 0; i < std::size(kListTabs); ++i) {
      if (ImGui::Selectable(kListTabs[i].label, page_ == i)) page_ = i;
      targets.record(kListTabs[i].label);
    }
    ImGui::EndCombo();
  }
  return true;
}

void MainWindow::draw_list_page(std::size_t page, ModeContext& ctx,
                                float height) {
  const SearchController& search = ctx.derived.runs.search(0);
  // The lists scroll in a child window of the height the legend leaves.
  const auto child = [&](const char* id, auto&& body) {
    if (ImGui::BeginChild(id, ImVec2(0, height))) body();
    ImGui::EndChild();
  };
  switch (static_cast<ListPage>(page)) {
    case ListPage::Why:
      child("##this step",
            [&] { draw_this_step(search, ctx.workspace.grid()); });
      break;
    case ListPage::Code:
      draw_pseudocode_tab(ctx, height);
      break;
    case ListPage::OpenList:
      child("##open list", [&] {
        draw_open_list(ctx.workspace.grid(), search, ctx.settings.origin);
      });
      break;
    case ListPage::Plots:
      child("##over time", [&] {
        if (auto step = draw_over_time(search, ctx.targets)) {
          ctx.requests.push_back(SeekSearch{*step});
        }
      });
      break;
    case ListPage::History:
      if (auto row =
              history_.draw(ctx.workspace.history(), ctx.targets, height)) {
        ctx.requests.push_back(JumpHistory{*row});
      }
  }
}

void MainWindow::draw_pseudocode_tab(ModeContext& ctx, float height) {
  const SearchController& search = ctx.derived.runs.search(0);
  const Algorithm algorithm = search.active()
                                  ? search.search().query().algorithm
                                  : search.settings(ctx.workspace).algorithm;
  PseudocodeView view;
  view.algorithm = &algorithm_text(algorithm);
  view.lit = ctx.derived.lines.lit(search, ctx.workspace.grid());
  view.unavailable = LineStepper::unavailable(algorithm);
  const int line = view.lit ? view.lit->line : 0;
  view.scroll_to_lit = line != shown_line_;
  shown_line_ = line;
  draw_pseudocode(view, height, ctx.requests, ctx.targets);
}

void MainWindow::draw_status_bar(ModeContext& ctx, float x, float y, float w,
                                 float h) {
  place_next_window(x, y, w, h);
  const float scale = ctx.ui_scale;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding,
                      ImVec2(8 * scale, 3 * scale));
  if (ImGui::Begin("##status", nullptr, kPanelFlags)) {
    const ImVec2 pos = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    ImGui::GetWindowDrawList()->AddRectFilled(
        pos, ImVec2(pos.x + size.x, pos.y + size.y), IM_COL32(23, 25, 31, 255));
    ImGui::AlignTextToFramePadding();
    StatusBarInfo info;
    info.notifier = &ctx.notifier;
    info.grid = &ctx.workspace.grid();
    info.search = &ctx.derived.runs.search(0);
    info.hovered = ctx.tools.hovered();
    info.zoom = ctx.derived.runs.view(0).pixels_per_cell();
    info.origin = ctx.settings.origin;
    astar::studio::draw_status_bar(info);
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

}  // namespace astar::studio
