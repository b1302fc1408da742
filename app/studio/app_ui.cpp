// The App's window layout: menu, toolbar, side panels, canvas, status bar
// and dialogs, and what the canvas's mouse input does.

#include <imgui.h>

#include "app.hpp"
#include "app_layout.hpp"
#include "canvas/canvas_overlay.hpp"
#include "panels/over_time_panel.hpp"
#include "panels/panels.hpp"
#include "shell/ui_util.hpp"

namespace astar::studio {

void App::draw_ui() {
  const float scale = platform_->ui_scale();
  const ImGuiViewport* viewport = ImGui::GetMainViewport();

  MenuState menu;
  menu.undo_label = workspace_->history().undo_label();
  menu.redo_label = workspace_->history().redo_label();
  menu.grid_lines = view_.show_grid_lines;
  menu.colour_blind_palette = settings_.palette == PaletteKind::ColourBlindSafe;
  menu.playing = compare_.playing();
  menu.comparing = compare_.active();
  menu.show_unreachable = show_unreachable_;
  menu.cell_labels = settings_.cell_labels;
  menu.targets = &targets_;
  menu.recent_files = &settings_.recent_files;
  draw_menu_bar(menu, requests_);

  // WorkPos/WorkSize exclude the main menu bar once it has been drawn.
  const ImVec2 work = viewport->WorkPos;
  const ImVec2 size = viewport->WorkSize;
  // Two rows: the tools, then the paint and the tool's options.
  const float toolbar_h = 2 * ImGui::GetFrameHeight() +
                          ImGui::GetStyle().ItemSpacing.y + 12 * scale;
  const float status_h = ImGui::GetFrameHeight() + 6 * scale;
  const float left_w = std::min(272 * scale, size.x * 0.3f);
  const float right_w = std::min(284 * scale, size.x * 0.3f);
  const float body_y = work.y + toolbar_h;
  const float body_h = std::max(1.0f, size.y - toolbar_h - status_h);

  place_next_window(work.x, work.y, size.x, toolbar_h);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding,
                      ImVec2(8 * scale, 6 * scale));
  if (ImGui::Begin("##toolbar", nullptr, kPanelFlags)) {
    draw_toolbar(tools_.settings(), view_.show_grid_lines, scale, requests_,
                 targets_);
  }
  ImGui::End();
  ImGui::PopStyleVar();

  draw_canvas_window(work.x + left_w, body_y, size.x - left_w - right_w,
                     body_h);
  draw_left_panel(work.x, body_y, left_w, body_h);
  draw_right_panel(work.x + size.x - right_w, body_y, right_w, body_h);

  draw_status_bar(work.x, work.y + size.y - status_h, size.x, status_h);
  draw_dialogs();
}

void App::draw_status_bar(float x, float y, float w, float h) {
  place_next_window(x, y, w, h);
  const float scale = platform_->ui_scale();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding,
                      ImVec2(8 * scale, 3 * scale));
  if (ImGui::Begin("##status", nullptr, kPanelFlags)) {
    ImGui::GetWindowDrawList()->AddRectFilled(
        ImGui::GetWindowPos(),
        ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowSize().x,
               ImGui::GetWindowPos().y + ImGui::GetWindowSize().y),
        IM_COL32(23, 25, 31, 255));
    ImGui::AlignTextToFramePadding();
    StatusBarInfo info;
    info.notifier = &notifier_;
    info.grid = &workspace_->grid();
    info.search = &search_;
    info.hovered = tools_.hovered();
    info.zoom = view_.pixels_per_cell();
    astar::studio::draw_status_bar(info);
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

void App::draw_left_panel(float x, float y, float w, float h) {
  place_next_window(x, y, w, h);
  if (ImGui::Begin("##left", nullptr, kPanelFlags)) {
    if (section("Search", targets_)) {
      const std::string jps_problem =
          jps_check_.problem(*workspace_, workspace_->settings().rules);
      if (auto settings = draw_search_settings(workspace_->settings(),
                                               jps_problem, targets_)) {
        requests_.push_back(SetSearchSettings{*settings});
      }
    }
    if (section("Controls", targets_)) {
      draw_controls(search_, settings_.step_many, reach_.reachable_cells(),
                    requests_, targets_);
    }
    if (section("Statistics", targets_)) {
      draw_stats(search_);
      draw_path_section();
      draw_goal_reach(reach_.goal());
    }
    draw_simulate_section();
  }
  ImGui::End();
}

void App::draw_right_panel(float x, float y, float w, float h) {
  place_next_window(x, y, w, h);
  if (ImGui::Begin("##right", nullptr, kPanelFlags)) {
    if (section("Inspector", targets_)) {
      draw_inspector(workspace_->grid(), search_, tools_.hovered());
    }

    // The last step, the open list and the edit history share the space,
    // as tabs, and take what the legend leaves: the legend stays whole at
    // the bottom. (Measured out here: the tab bar's ids would hide the
    // legend's state.)
    LegendInfo legend_info;
    legend_info.palette = settings_.palette;
    // The legend explains the numbers and arrows only while they show.
    legend_info.cell_labels = settings_.cell_labels;
    const double zoom = view_.pixels_per_cell();
    if (zoom < kNumbersFromZoom) {
      legend_info.cell_labels.numbers = CellNumbers::None;
    }
    if (zoom < kArrowsFromZoom) legend_info.cell_labels.arrows = false;
    legend_info.algorithm = workspace_->settings().algorithm;
    legend_info.weight = workspace_->settings().weight;
    for (int run = 0; run < compare_.count(); ++run) {
      legend_info.diff = legend_info.diff || compare_.diff_with(run);
    }
    const float legend = legend_height(legend_info);
    // Four tabs share the panel's width: narrower padding keeps every label
    // whole. (1.86 lays the tabs out in BeginTabBar and sizes each in
    // BeginTabItem, so both see the same padding.)
    const ImVec2 tab_padding(5 * platform_->ui_scale(),
                             ImGui::GetStyle().FramePadding.y);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, tab_padding);
    const bool tabs = ImGui::BeginTabBar("##lists");
    ImGui::PopStyleVar();
    if (tabs) {
      const float line = ImGui::GetTextLineHeightWithSpacing();
      auto list_height = [&] {
        return std::max(3 * line, ImGui::GetContentRegionAvail().y - legend);
      };
      const auto tab = [&](const char* label) {
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, tab_padding);
        const bool open = ImGui::BeginTabItem(label);
        ImGui::PopStyleVar();
        targets_.record(label);
        return open;
      };
      const bool this_step = tab("This step");
      if (this_step) {
        if (ImGui::BeginChild("##this step", ImVec2(0, list_height()))) {
          draw_this_step(search_);
        }
        ImGui::EndChild();
        ImGui::EndTabItem();
      }
      const bool open_list = tab("Open list");
      if (open_list) {
        if (ImGui::BeginChild("##open list", ImVec2(0, list_height()))) {
          draw_open_list(workspace_->grid(), search_);
        }
        ImGui::EndChild();
        ImGui::EndTabItem();
      }
      const bool over_time = tab("Plots");
      if (over_time) {
        if (ImGui::BeginChild("##over time", ImVec2(0, list_height()))) {
          if (auto step = draw_over_time(search_, targets_)) {
            requests_.push_back(SeekSearch{*step});
          }
        }
        ImGui::EndChild();
        ImGui::EndTabItem();
      }
      const bool history = tab("History");
      if (history) {
        if (auto row = history_panel_.draw(workspace_->history(), targets_,
                                           list_height())) {
          requests_.push_back(JumpHistory{*row});
        }
        ImGui::EndTabItem();
      }
      ImGui::EndTabBar();
    }
    if (auto kind = draw_legend(legend_info, targets_)) {
      requests_.push_back(SetPalette{*kind});
    }
  }
  ImGui::End();
}

void App::draw_canvas_window(float x, float y, float w, float h) {
  if (compare_.active()) {
    draw_compare_window(x, y, w, h);
    return;
  }
  place_next_window(x, y, std::max(w, 1.0f), h);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  if (ImGui::Begin("##canvas_window", nullptr, kCanvasFlags)) {
    handle_canvas_input(view_.draw(canvas_scene(0)), view_);
    draw_cell_menu();
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

CanvasScene App::canvas_scene(int run) {
  const Document& doc = workspace_->document();
  const SearchController& search = compare_.search(run);
  CanvasScene scene;
  scene.grid = &doc.grid;
  scene.layers = &compare_.layers(run);
  scene.search = &search.search();
  scene.stale_path = &search.stale_path();
  scene.show_path_line = path_overlays_.grid_path;
  scene.start = doc.start;
  scene.goal = doc.goal;
  scene.palette = &current_palette();
  scene.cell_labels = settings_.cell_labels;
  scene.large_font = platform_->large_font();
  scene.space_held = input_.space_held();
  scene.document_revision = workspace_->revisions().document;
  scene.opened_view = workspace_->opened_view();
  return scene;
}

void App::handle_canvas_input(const CanvasInput& input, CanvasView& view) {
  if (input.panning) input_.note_pan();
  tools_.handle(input, *workspace_, notifier_);
  if (!compare_.active()) draw_path_overlays(view);
  draw_sim_overlay(view);
  const CanvasEditor& gesture = workspace_->gesture();
  if (!gesture.preview().empty()) {
    draw_shape_preview(view, gesture.preview(),
                       cell_colour(current_palette(), gesture.preview_value()));
  } else if (tools_.hovered() && tools_.settings().tool == Tool::Brush) {
    draw_brush_outline(view, workspace_->grid(), *tools_.hovered(),
                       tools_.settings());
  }
}

void App::draw_dialogs() {
  const float scale = platform_->ui_scale();
  if (auto chosen = dialogs_.file.draw(scale, targets_)) {
    switch (dialogs_.file.mode()) {
      case FileDialogMode::Open:
        if (auto status = open_document(*chosen); !status) {
          notifier_.error(status.error());
        }
        break;
      case FileDialogMode::SaveAs:
        saved_as_from_dialog(*chosen);
        break;
      case FileDialogMode::SaveScenario:
        dialogs_.scenario.set_path(*chosen);
        break;
      case FileDialogMode::ExportPng:
        export_map(*chosen);
        break;
    }
  }
  if (auto size = dialogs_.new_map.draw(scale, targets_)) {
    if (auto status = new_map(size->width, size->height); !status) {
      notifier_.error(status.error());
    } else {
      notifier_.info("New " + std::to_string(size->width) + "x" +
                     std::to_string(size->height) + " map.");
    }
  }
  if (auto frames = dialogs_.frames.draw(scale, targets_)) {
    if (auto status = start_frame_export(frames->folder, frames->every);
        !status) {
      notifier_.error(status.error());
    }
  }
  draw_export_progress();
  draw_safety_dialogs();
  draw_map_dialogs();
  notifier_.draw_dialog(targets_);
  draw_help_window(dialogs_.help_open, dialogs_.help_seeing, targets_);
}

void App::draw_map_dialogs() {
  const float scale = platform_->ui_scale();
  if (auto generated = dialogs_.generator.draw(scale, targets_)) {
    apply_generated(std::move(*generated));
  }
  if (auto resize = dialogs_.resize.draw(scale, targets_)) {
    apply_resize(*resize);
  }
  if (auto shift = dialogs_.shift.draw(scale, targets_)) apply_shift(*shift);
  const ScenarioDialog::Outcome outcome =
      dialogs_.scenario.draw(scale, targets_);
  if (outcome.browse) {
    dialogs_.file.show(FileDialogMode::SaveScenario, dialogs_.scenario.path());
  }
  if (outcome.generate) write_scenarios(*outcome.generate);
}

}  // namespace astar::studio
