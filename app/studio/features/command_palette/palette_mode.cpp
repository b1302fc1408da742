#include "features/command_palette/palette_mode.hpp"

#include <imgui.h>

#include <algorithm>

#include "dialogs/dialog_util.hpp"
#include "features/command_palette/palette_commands.hpp"
#include "features/command_palette/palette_matches.hpp"

namespace astar::studio {
namespace {

constexpr const char* kTitle = "Command palette";
constexpr int kRowsShown = 12;

bool pressed(ImGuiKey key) {
  return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key));
}

}  // namespace

void PaletteMode::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::CommandPalette});
}

bool PaletteMode::carry_out(const Request& /*request*/, ModeContext& /*ctx*/) {
  show_requested_ = true;
  filter_.fill('\0');
  selected_ = 0;
  return true;
}

std::vector<PaletteMode::Choice> PaletteMode::choices(
    const ModeContext& ctx) const {
  std::vector<Choice> out;
  if (ctx.commands == nullptr) return out;
  for (const CommandRegistry::Entry& entry : ctx.commands->commands()) {
    const CommandSpec& command = *entry.command;
    if (Command(command) == cmd::CommandPalette ||
        !palette_matches(command, filter_.data())) {
      continue;
    }
    CommandState state = entry.owner->command_state(command, ctx);
    if (!state.visible || !state.enabled) continue;
    out.push_back(
        {&command, state.label.empty() ? command.label : state.label});
  }
  return out;
}

void PaletteMode::run(const Choice& choice, ModeContext& ctx) {
  ctx.requests.push_back(Command(*choice.command));
  ImGui::CloseCurrentPopup();
}

bool PaletteMode::draw_choices(ModeContext& ctx,
                               const std::vector<Choice>& shown, bool moved) {
  const float row = ImGui::GetTextLineHeightWithSpacing();
  bool clicked = false;
  if (!ImGui::BeginChild("##commands", ImVec2(0, row * kRowsShown + 4))) {
    ImGui::EndChild();
    return false;
  }
  for (std::size_t i = 0; i < shown.size(); ++i) {
    const Choice& choice = shown[i];
    ImGui::PushID(static_cast<int>(i));
    const float right = ImGui::GetContentRegionAvail().x;
    if (ImGui::Selectable(choice.label.c_str(), i == selected_)) {
      selected_ = i;
      clicked = true;
    }
    ctx.targets.record(choice.command->label);
    if (i == selected_ && moved) ImGui::SetScrollHereY();
    if (*choice.command->shortcut != '\0') {
      const float width = ImGui::CalcTextSize(choice.command->shortcut).x;
      ImGui::SameLine(std::max(0.0f, right - width));
      ImGui::TextDisabled("%s", choice.command->shortcut);
    }
    ImGui::PopID();
  }
  if (shown.empty()) ImGui::TextDisabled("No command matches.");
  ImGui::EndChild();
  return clicked;
}

void PaletteMode::draw_windows(ModeContext& ctx) {
  ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 30, 0),
                           ImGuiCond_Always);
  if (!begin_modal(kTitle, show_requested_)) return;
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  ImGui::SetNextItemWidth(-1);
  const bool enter = ImGui::InputTextWithHint(
      "##filter", "Type to filter the commands", filter_.data(), filter_.size(),
      ImGuiInputTextFlags_EnterReturnsTrue);
  ctx.targets.record("Filter commands");
  if (ImGui::IsItemEdited()) selected_ = 0;
  const std::vector<Choice> shown = choices(ctx);
  const std::size_t last = shown.empty() ? 0 : shown.size() - 1;
  const bool down = pressed(ImGuiKey_DownArrow);
  const bool up = pressed(ImGuiKey_UpArrow);
  if (down) selected_ = std::min(selected_ + 1, last);
  if (up && selected_ > 0) --selected_;
  selected_ = std::min(selected_, last);
  const bool clicked = draw_choices(ctx, shown, down || up);
  if (pressed(ImGuiKey_Escape)) {
    ImGui::CloseCurrentPopup();
  } else if ((enter || clicked) && !shown.empty()) {
    run(shown[selected_], ctx);
  }
  ImGui::EndPopup();
}

}  // namespace astar::studio
