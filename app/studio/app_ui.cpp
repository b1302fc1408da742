// The App's window layout: menu, toolbar, side panels, canvas, status bar
// and dialogs, and what the canvas's mouse input does.

#include <imgui.h>

#include <filesystem>

#include "app.hpp"
#include "canvas/canvas_overlay.hpp"
#include "panels/panels.hpp"
#include "shell/ui_util.hpp"

namespace astar::studio {
namespace {

// The fixed panels draw no background of their own: the frame is cleared
// to the panel colour and the canvas paints its area, so software GL fills
// each pixel about once.
constexpr ImGuiWindowFlags kPanelFlags =
    ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove |
    ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
    ImGuiWindowFlags_NoBackground;

void place_next_window(float x, float y, float w, float h) {
  ImGui::SetNextWindowPos(ImVec2(x, y));
  ImGui::SetNextWindowSize(ImVec2(w, h));
}

}  // namespace

void App::draw_ui() {
  const float scale = platform_->ui_scale();
  const ImGuiViewport* viewport = ImGui::GetMainViewport();

  MenuState menu;
  menu.undo_label = history_.undo_label();
  menu.redo_label = history_.redo_label();
  menu.grid_lines = view_.show_grid_lines;
  menu.colour_blind_palette = settings_.palette == PaletteKind::ColourBlindSafe;
  menu.playing = search_.playing();
  menu.show_unreachable = show_unreachable_;
  menu.targets = &targets_;
  RecentMenuChoice recent;
  menu.recent_files = &settings_.recent_files;
  menu.recent_choice = &recent;
  draw_menu_bar(menu, pending_);
  if (recent.clear) settings_.recent_files.clear();
  if (recent.open) request({PendingAction::Kind::OpenRecent, *recent.open});

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
    draw_toolbar(tools_, view_.show_grid_lines, scale, pending_, targets_);
  }
  ImGui::End();
  ImGui::PopStyleVar();

  draw_canvas_window(work.x + left_w, body_y, size.x - left_w - right_w,
                     body_h);
  draw_left_panel(work.x, body_y, left_w, body_h);
  draw_right_panel(work.x + size.x - right_w, body_y, right_w, body_h);

  place_next_window(work.x, work.y + size.y - status_h, size.x, status_h);
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
    info.grid = &doc_.grid;
    info.search = &search_;
    info.hovered = hovered_;
    info.zoom = view_.pixels_per_cell();
    draw_status_bar(info);
  }
  ImGui::End();
  ImGui::PopStyleVar();

  draw_dialogs();
}

void App::draw_left_panel(float x, float y, float w, float h) {
  place_next_window(x, y, w, h);
  if (ImGui::Begin("##left", nullptr, kPanelFlags)) {
    if (section("Search")) {
      if (draw_search_settings(search_.settings())) {
        search_.settings_changed();
      }
    }
    if (section("Controls")) {
      draw_controls(search_, settings_.step_many, pending_);
    }
    if (section("Statistics")) {
      draw_stats(search_);
      draw_goal_reach(reach_.goal());
    }
  }
  ImGui::End();
}

void App::draw_right_panel(float x, float y, float w, float h) {
  place_next_window(x, y, w, h);
  if (ImGui::Begin("##right", nullptr, kPanelFlags)) {
    if (section("Inspector")) draw_inspector(doc_.grid, search_, hovered_);

    // The open list and the edit history share the space, as tabs.
    if (ImGui::BeginTabBar("##lists")) {
      const bool open_list = ImGui::BeginTabItem("Open list");
      targets_.record("Open list");
      if (open_list) {
        draw_open_list(doc_.grid, search_);
        ImGui::EndTabItem();
      }
      const bool history = ImGui::BeginTabItem("History");
      targets_.record("History");
      if (history) {
        if (auto row = history_panel_.draw(history_, targets_)) {
          move_history(*row);
          notifier_.info("History: " + std::to_string(history_.position()) +
                         " of " + std::to_string(history_.size()) +
                         " steps applied.");
        }
        ImGui::EndTabItem();
      }
      ImGui::EndTabBar();
    }
    if (section("Legend")) {
      if (draw_legend(settings_.palette)) layers_.mark_all();
    }
  }
  ImGui::End();
}

void App::draw_canvas_window(float x, float y, float w, float h) {
  place_next_window(x, y, std::max(w, 1.0f), h);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  if (ImGui::Begin("##canvas_window", nullptr,
                   kPanelFlags | ImGuiWindowFlags_NoScrollbar |
                       ImGuiWindowFlags_NoScrollWithMouse)) {
    // The search must match the grid before the path line is drawn.
    search_.refresh(doc_);
    CanvasScene scene;
    scene.grid = &doc_.grid;
    scene.layers = &layers_;
    scene.search = &search_.search();
    scene.start = doc_.start;
    scene.goal = doc_.goal;
    scene.palette = &current_palette();
    scene.space_held = space_held_;
    const CanvasInput input = view_.draw(scene);
    handle_canvas_input(input);
    if (!stroke_.preview().empty()) {
      draw_shape_preview(
          view_, stroke_.preview(),
          cell_colour(current_palette(), stroke_.preview_value()));
    } else if (hovered_ && tools_.tool == Tool::Brush) {
      draw_brush_outline(view_, doc_.grid, *hovered_, tools_);
    }
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

void App::draw_dialogs() {
  const float scale = platform_->ui_scale();
  if (auto chosen = file_dialog_.draw(scale)) {
    switch (file_dialog_.mode()) {
      case FileDialogMode::Open:
        if (auto status = open_document(*chosen); !status) {
          notifier_.error(status.error());
        }
        break;
      case FileDialogMode::SaveAs:
        saved_as_from_dialog(*chosen);
        break;
      case FileDialogMode::SaveScenario:
        scenario_dialog_.set_path(*chosen);
        break;
      case FileDialogMode::ExportPng: {
        auto report = save_map_as(*chosen, false);
        const std::string name =
            std::filesystem::path(*chosen).filename().string();
        if (!report) {
          notifier_.error(report.error());
          if (config_.headless && !safety_.failed_save) {
            safety_.failed_save = report.error();
          }
        } else if (!report.value().warning.empty()) {
          notifier_.warn("Exported " + name + ". " + report.value().warning);
        } else {
          notifier_.info("Exported " + name);
        }
        break;
      }
    }
  }
  if (auto size = new_map_dialog_.draw(scale)) {
    if (auto status = new_map(size->width, size->height); !status) {
      notifier_.error(status.error());
    } else {
      notifier_.info("New " + std::to_string(size->width) + "x" +
                     std::to_string(size->height) + " map.");
    }
  }
  draw_safety_dialogs();
  draw_designer_dialogs();
  notifier_.draw_dialog();
  draw_help_window(&help_open_);
}

}  // namespace astar::studio
