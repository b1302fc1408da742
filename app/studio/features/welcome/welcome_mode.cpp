#include "features/welcome/welcome_mode.hpp"

#include <SDL_filesystem.h>
#include <imgui.h>

#include <filesystem>
#include <vector>

#include "astar/platform/utf8_path.hpp"
#include "editing/tool_commands.hpp"
#include "features/edit/edit_commands.hpp"
#include "features/files/files_commands.hpp"
#include "features/lessons/lessons_mode.hpp"
#include "features/welcome/welcome_commands.hpp"
#include "panels/help_commands.hpp"
#include "ui/ui_util.hpp"

#ifndef ASTAR_STUDIO_DEMO_MAP
#define ASTAR_STUDIO_DEMO_MAP ""
#endif

namespace astar::studio {

std::string bundled_demo_map() {
  // Installed, the map sits beside the program (the Windows zip) or in
  // its share folder (the .deb, cmake --install); those come first, so an
  // installed studio opens its own copy. Run from the build tree, it opens
  // the source tree's: ASTAR_STUDIO_DEMO_MAP, relative to the program's
  // folder (the desktop build) or absolute (the browser's file system).
  std::vector<std::filesystem::path> candidates;
  const std::filesystem::path source_demo =
      platform::utf8_path(ASTAR_STUDIO_DEMO_MAP);
  if (char* base = SDL_GetBasePath()) {
    const std::filesystem::path folder = platform::utf8_path(base);
    SDL_free(base);
    candidates.push_back(folder / "demo.png");
    candidates.push_back(folder / ".." / "share" / "astar-studio" / "demo.png");
    if (source_demo.is_relative()) candidates.push_back(folder / source_demo);
  }
  candidates.push_back(source_demo);
  for (const std::filesystem::path& demo : candidates) {
    std::error_code ignored;
    if (demo.is_absolute() && std::filesystem::is_regular_file(demo, ignored))
      return platform::utf8_string(demo.lexically_normal());
  }
  return "";
}

void WelcomeMode::show(const Workspace& workspace) {
  shown_ = true;
  document_ = workspace.revisions().document;
}

void WelcomeMode::declare(CommandRegistry& registry) {
  registry.listen(*this, cmd::CancelDrag);
  registry.add(*this, {cmd::OpenDemo});
}

CommandState WelcomeMode::command_state(Command /*command*/,
                                        const ModeContext& /*ctx*/) const {
  CommandState state;
  state.visible = !demo_map_.empty();
  return state;
}

bool WelcomeMode::carry_out(const Request& request, ModeContext& ctx) {
  const auto* command = std::get_if<Command>(&request);
  if (command != nullptr && *command == cmd::OpenDemo) {
    // Files asks about unsaved work first, as for any file.
    if (!demo_map_.empty()) ctx.requests.push_back(OpenRecent{demo_map_});
    shown_ = false;
    return true;
  }
  // Escape closes it; it takes nothing else.
  if (!shown_ || command == nullptr || *command != cmd::CancelDrag) {
    return false;
  }
  shown_ = false;
  return true;
}

void WelcomeMode::action(const char* label, const char* help, Request request,
                         ModeContext& ctx, bool enabled) {
  ImGui::BeginDisabled(!enabled);
  const float width = ImGui::GetContentRegionAvail().x;
  if (target_button(ctx.targets, label, ImVec2(width, 0))) {
    ctx.requests.push_back(std::move(request));
    shown_ = false;
  }
  ImGui::EndDisabled();
  tooltip(help);
}

void WelcomeMode::draw_recent(ModeContext& ctx) {
  const std::vector<std::string>& recent = ctx.settings.recent_files;
  if (recent.empty()) return;
  ImGui::Spacing();
  ImGui::TextDisabled("Recent files");
  for (std::size_t i = 0; i < recent.size() && i < 5; ++i) {
    const std::string name =
        platform::utf8_string(platform::utf8_path(recent[i]).filename());
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::Selectable(name.c_str())) {
      ctx.requests.push_back(OpenRecent{recent[i]});
      shown_ = false;
    }
    ctx.targets.record("recent " + name);
    tooltip(recent[i].c_str());
    ImGui::PopID();
  }
}

void WelcomeMode::draw_contents(ModeContext& ctx) {
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
  ImGui::TextUnformatted(
      "Draw a grid map, place a start and a goal, and watch A* and its "
      "relatives find the way, step by step.");
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  action("Open the demo map",
         "A 64x40 map with walls, rooms and terrain, ready to search.",
         cmd::OpenDemo, ctx, !demo_map_.empty());
  action("Generate a map...", "Mazes, rooms, caves or terrain, from a seed.",
         cmd::GenerateMap, ctx);
  action("Open a file...",
         "A PNG, BMP or TGA map (one pixel a cell), a Moving AI .map or a "
         "session.",
         cmd::Open, ctx);
  draw_recent(ctx);
  ImGui::Spacing();
  ImGui::TextDisabled("Lessons: a map, a question, the answer");
  if (draw_lesson_choices(ctx)) shown_ = false;
  ImGui::Spacing();
  action("What am I seeing?", "The colours, numbers and arrows explained.",
         cmd::WhatAmISeeing, ctx);
  if (target_button(ctx.targets, "Start on this empty map",
                    ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    shown_ = false;
  }
  tooltip("Paint walls with the left button; Esc closes this too.");
}

void WelcomeMode::draw_windows(ModeContext& ctx) {
  // Another document (opened, generated, recovered) ends the greeting.
  if (shown_ && ctx.workspace.revisions().document != document_) {
    shown_ = false;
  }
  if (!shown_) return;
  const ImVec2 centre = ImGui::GetMainViewport()->GetCenter();
  ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  bool open = true;
  if (ImGui::Begin("Welcome to astar-studio", &open,
                   ImGuiWindowFlags_AlwaysAutoResize |
                       ImGuiWindowFlags_NoCollapse |
                       ImGuiWindowFlags_NoSavedSettings)) {
    draw_contents(ctx);
  }
  ImGui::End();
  if (!open) shown_ = false;
}

void WelcomeMode::describe(const ModeContext& /*ctx*/,
                           std::vector<std::string>& lines) const {
  if (shown_) lines.emplace_back("welcome shown");
}

}  // namespace astar::studio
