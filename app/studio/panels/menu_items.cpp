#include "panels/menu_items.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "ui/ui_util.hpp"

namespace astar::studio {
namespace {

// Right-aligned where the shortcut column ends: before the check-mark
// column (as wide as ImGui makes it) and its spacing.
void draw_shortcut(const char* shortcut, ImVec2 at, float right, bool enabled) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float mark = std::floor(ImGui::GetFontSize() * 1.20f);
  const float end = right - mark - std::floor(style.ItemSpacing.x);
  ImVec4 colour = style.Colors[ImGuiCol_TextDisabled];
  if (!enabled) colour.w *= style.DisabledAlpha;
  ImGui::GetWindowDrawList()->AddText(
      ImVec2(end - ImGui::CalcTextSize(shortcut).x, at.y),
      ImGui::GetColorU32(colour), shortcut);
}

constexpr std::array<std::string_view, 6> kUsualMenus = {
    "File", "Edit", "Map", "View", "Search", "Simulate"};

}  // namespace

int menu_rank(std::string_view menu) {
  const auto usual = std::find(kUsualMenus.begin(), kUsualMenus.end(), menu);
  if (usual != kUsualMenus.end()) {
    return static_cast<int>(usual - kUsualMenus.begin());
  }
  return menu == "Help" ? static_cast<int>(kUsualMenus.size()) + 1
                        : static_cast<int>(kUsualMenus.size());
}

bool begin_menu(UiTargets& targets, const char* name) {
  const bool open = ImGui::BeginMenu(name);
  targets.record(name);
  return open;
}

bool begin_submenu(UiTargets& targets, const char* name) {
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + ImGui::GetContentRegionAvail().x,
                   min.y + ImGui::GetTextLineHeight());
  targets.record(name, min, max);
  return ImGui::BeginMenu(name);
}

MenuEntries::MenuEntries(UiTargets& targets, RequestQueue& out,
                         std::span<const CommandSpec* const> commands)
    : targets_(targets), out_(out) {
  float widest = 0;
  for (const CommandSpec* command : commands) {
    widest = std::max(widest, ImGui::CalcTextSize(command->shortcut).x);
  }
  if (widest > 0) {
    const float gap = 2 * ImGui::GetFontSize();
    const float space = std::max(1.0f, ImGui::CalcTextSize(" ").x);
    blank_.assign(static_cast<std::size_t>(std::ceil((widest + gap) / space)),
                  ' ');
  }
}

void MenuEntries::item(Command command, const CommandState& state) {
  const CommandSpec& spec = command.spec();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float right = at.x + ImGui::GetContentRegionAvail().x;
  const bool has_shortcut = *spec.shortcut != '\0';
  const char* label = state.label.empty() ? spec.label : state.label.c_str();
  if (ImGui::MenuItem(label, has_shortcut ? blank_.c_str() : nullptr,
                      state.checked, state.enabled)) {
    out_.push_back(command);
  }
  targets_.record(spec.label);
  if (has_shortcut) draw_shortcut(spec.shortcut, at, right, state.enabled);
  if (*spec.tooltip != '\0') tooltip(spec.tooltip);
}

}  // namespace astar::studio
