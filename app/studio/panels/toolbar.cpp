#include "panels/toolbar.hpp"

#include <imgui.h>

#include <algorithm>
#include <numeric>
#include <span>
#include <string>

#include "canvas/view_commands.hpp"
#include "editing/tool_commands.hpp"
#include "ui/ui_util.hpp"

namespace astar::studio {
namespace {

// A button that looks pressed while its option is selected; it records
// itself as a click target under `name` (its label when null).
bool toggle_button(UiTargets& targets, const char* label, bool selected,
                   const char* name = nullptr) {
  if (selected) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.26f, 0.45f, 0.75f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered,
                          ImVec4(0.32f, 0.52f, 0.85f, 1.0f));
  }
  const bool clicked = ImGui::Button(label);
  if (selected) ImGui::PopStyleColor(2);
  targets.record(name != nullptr ? name : label);
  return clicked;
}

float button_width(const char* label) {
  return ImGui::CalcTextSize(label, nullptr, true).x +
         2 * ImGui::GetStyle().FramePadding.x;
}

void separator() {
  ImGui::SameLine();
  ImGui::TextDisabled("|");
  ImGui::SameLine();
}

float separator_width() {
  return ImGui::CalcTextSize("|").x + 2 * ImGui::GetStyle().ItemSpacing.x;
}

void tool_hint(const char* text, bool brief) {
  if (!brief) {
    hint(text);
    return;
  }
  ImGui::TextDisabled("(?)");
  tooltip(text);
}

// A tool's button: its short label; its tooltip and key are its
// command's.
struct ToolButton {
  const char* label;
  Command command;
};

bool tool_selected(const ToolSettings& tools, Command command) {
  const bool brush = tools.tool == Tool::Brush;
  if (command == cmd::ToolWall) return brush && tools.paint == Paint::Wall;
  if (command == cmd::ToolErase) return brush && tools.paint == Paint::Open;
  if (command == cmd::ToolTerrain) {
    return brush && tools.paint == Paint::Terrain;
  }
  const auto tool = tool_of(command);
  return tool && tools.tool == *tool;
}

void tool_group(const ToolSettings& tools, std::span<const ToolButton> group,
                RequestQueue& out, UiTargets& targets) {
  for (const ToolButton& button : group) {
    if (&button != group.data()) ImGui::SameLine();
    if (toggle_button(targets, button.label,
                      tool_selected(tools, button.command))) {
      out.push_back(button.command);
    }
    const CommandSpec& spec = button.command.spec();
    tooltip(spec.tooltip, spec.shortcut);
  }
}

// Any terrain cost, typed: 2..255 (the presets are four of them). It
// shows a weight picked with the eyedropper that is not a preset, framed
// as the selected paint.
void terrain_cost_field(ToolSettings& tools, bool preset_selected,
                        UiTargets& targets) {
  const bool custom = tools.paint == Paint::Terrain && !preset_selected;
  if (custom) {
    ImGui::PushStyleColor(ImGuiCol_FrameBg,
                          ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
  }
  int weight = tools.terrain_weight;
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("x255").x +
                          ImGui::GetStyle().FramePadding.x * 2);
  if (ImGui::InputInt("##cost", &weight, 0, 0,
                      ImGuiInputTextFlags_EnterReturnsTrue)) {
    tools.paint = Paint::Terrain;
    tools.terrain_weight = std::clamp(weight, 2, 255);
  }
  if (custom) ImGui::PopStyleColor();
  targets.record("paint cost");
  tooltip("Terrain of any cost, 2 to 255: type it and press Enter");
}

// What the brush, shapes and fill lay down.
void paint_group(ToolSettings& tools, RequestQueue& out, UiTargets& targets) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("Paint");
  ImGui::SameLine();
  if (toggle_button(targets, "Wall##paint", tools.paint == Paint::Wall,
                    "paint wall")) {
    tools.paint = Paint::Wall;
  }
  tooltip("Lay down walls");
  ImGui::SameLine();
  if (toggle_button(targets, "Open##paint", tools.paint == Paint::Open,
                    "paint open")) {
    tools.paint = Paint::Open;
  }
  tooltip("Lay down open ground (erase)");
  bool level_shown = false;
  for (std::size_t i = 0; i < kTerrainLevels.size(); ++i) {
    const int level = kTerrainLevels[i];
    const bool selected =
        tools.paint == Paint::Terrain && tools.terrain_weight == level;
    level_shown = level_shown || selected;
    const std::string label = "x" + std::to_string(level);
    const std::string name = "paint " + label;
    const Command command = *cmd::kTerrainLevelCommands[i];
    ImGui::SameLine();
    if (toggle_button(targets, label.c_str(), selected, name.c_str())) {
      out.push_back(command);
    }
    const std::string help =
        "Terrain that costs " + std::to_string(level) + " per step";
    tooltip(help.c_str(), command.spec().shortcut);
  }
  ImGui::SameLine();
  terrain_cost_field(tools, level_shown, targets);
}

void brush_options(ToolSettings& tools, RequestQueue& out, float ui_scale,
                   UiTargets& targets) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("Size");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(110 * ui_scale);
  int size = tools.brush_size;
  if (ImGui::SliderInt("##brush size", &size, kMinBrushSize, kMaxBrushSize)) {
    set_brush_size(tools, size);
  }
  targets.record("Size");
  tooltip("Brush size in cells (Ctrl+click to type)", "[ / ]");
  ImGui::SameLine();
  if (toggle_button(targets, "Square", tools.tip == BrushTip::Square)) {
    tools.tip = BrushTip::Square;
  }
  tooltip("Square brush tip");
  ImGui::SameLine();
  if (toggle_button(targets, "Round", tools.tip == BrushTip::Round)) {
    tools.tip = BrushTip::Round;
  }
  tooltip("Round brush tip");
  ImGui::SameLine();
  if (toggle_button(targets, "Mirror X", tools.mirror_x)) {
    out.push_back(cmd::MirrorX);
  }
  tooltip(cmd::MirrorX.tooltip, cmd::MirrorX.shortcut);
  ImGui::SameLine();
  if (toggle_button(targets, "Mirror Y", tools.mirror_y)) {
    out.push_back(cmd::MirrorY);
  }
  tooltip(cmd::MirrorY.tooltip, cmd::MirrorY.shortcut);
}

// The agent and obstacle tools: the speed the next one gets.
void actor_options(ToolSettings& tools, float ui_scale, bool brief,
                   UiTargets& targets) {
  const bool agent = tools.tool == Tool::Agent;
  double& speed = agent ? tools.agent_speed : tools.obstacle_speed;
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("Speed");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(110 * ui_scale);
  float value = static_cast<float>(speed);
  if (ImGui::SliderFloat("##actor speed", &value, 0.5f, 20.0f, "%.1f c/s")) {
    speed =
        std::clamp(static_cast<double>(value), kMinActorSpeed, kMaxActorSpeed);
  }
  targets.record("Speed");
  tooltip("Cells per second for the next one placed");
  ImGui::SameLine();
  tool_hint(agent ? "Click to place an agent; right-click removes one"
                  : "Drag a patrol route; Shift+click adds a point to the "
                    "newest; right-click a point removes its obstacle",
            brief);
}

// `brief`: the how-to hint as "(?)" with its text as the tooltip, so the
// options take the same width wherever there is room after them.
void tool_options(ToolSettings& tools, RequestQueue& out, float ui_scale,
                  bool brief, UiTargets& targets) {
  const auto hint = [brief](const char* text) { tool_hint(text, brief); };
  switch (tools.tool) {
    case Tool::Brush:
      brush_options(tools, out, ui_scale, targets);
      break;
    case Tool::Rectangle:
    case Tool::Ellipse:
      if (toggle_button(targets, "Outline", !tools.filled)) {
        tools.filled = false;
      }
      tooltip("Only the shape's one-cell border");
      ImGui::SameLine();
      if (toggle_button(targets, "Filled", tools.filled)) tools.filled = true;
      tooltip("The whole shape");
      ImGui::SameLine();
      hint("Drag to draw; the shape is painted on release");
      break;
    case Tool::Line:
      ImGui::AlignTextToFramePadding();
      hint("Drag to draw a line; it is painted on release");
      break;
    case Tool::Fill:
      if (toggle_button(targets, "4-way",
                        tools.fill_connectivity == Connectivity::Four)) {
        tools.fill_connectivity = Connectivity::Four;
      }
      tooltip("Spread to the 4 edge neighbours");
      ImGui::SameLine();
      if (toggle_button(targets, "8-way",
                        tools.fill_connectivity == Connectivity::Eight)) {
        tools.fill_connectivity = Connectivity::Eight;
      }
      tooltip("Spread to the 8 neighbours, corners included");
      ImGui::SameLine();
      hint("Click to fill the same-valued region");
      break;
    case Tool::Eyedropper:
      ImGui::AlignTextToFramePadding();
      hint("Click a cell to paint with its value");
      break;
    case Tool::Start:
    case Tool::Goal:
      ImGui::AlignTextToFramePadding();
      hint(tools.tool == Tool::Start ? "Click or drag to place the start"
                                     : "Click or drag to place the goal");
      break;
    case Tool::Agent:
    case Tool::Obstacle:
      actor_options(tools, ui_scale, brief, targets);
      break;
    case Tool::Select:
      ImGui::AlignTextToFramePadding();
      hint(
          "Drag to select; Ctrl+C copies, Ctrl+X cuts, Del clears, Ctrl+V "
          "pastes a stamp; X/Y flip, Z rotates, Esc deselects");
      break;
  }
}

constexpr ToolButton kBrushes[] = {
    {"Wall", cmd::ToolWall},
    {"Erase", cmd::ToolErase},
    {"Terrain", cmd::ToolTerrain},
};
constexpr ToolButton kShapes[] = {
    {"Select", cmd::ToolSelect},  {"Line", cmd::ToolLine},
    {"Rect", cmd::ToolRectangle}, {"Ellipse", cmd::ToolEllipse},
    {"Fill", cmd::ToolFill},      {"Pick", cmd::ToolEyedropper},
};
constexpr ToolButton kMarkers[] = {
    {"Start", cmd::ToolStart},
    {"Goal", cmd::ToolGoal},
};
constexpr ToolButton kActors[] = {
    {"Agent", cmd::ToolAgent},
    {"Obstacle", cmd::ToolObstacle},
};

}  // namespace

struct Toolbar::Frame {
  ToolSettings& tools;  // edited here, asked for as one request
  bool grid_lines;
  std::span<const ToolbarSwitch> switches;
  float ui_scale;
  RequestQueue& out;
  UiTargets& targets;
  bool brief_hints = false;
};

namespace {

constexpr std::span<const ToolButton> kToolParts[] = {kBrushes, kShapes,
                                                      kMarkers, kActors};

float parts_width(std::span<const float> widths) {
  const float gaps =
      widths.empty() ? 0 : (widths.size() - 1) * separator_width();
  return std::accumulate(widths.begin(), widths.end(), gaps);
}

// The selected tool's button when its part is at `first_hidden` or after.
const ToolButton* hidden_selected_tool(const ToolSettings& tools,
                                       std::size_t first_hidden) {
  for (std::size_t part = first_hidden; part < std::size(kToolParts); ++part) {
    for (const ToolButton& button : kToolParts[part]) {
      if (tool_selected(tools, button.command)) return &button;
    }
  }
  return nullptr;
}

void view_buttons(bool grid_lines, std::span<const ToolbarSwitch> switches,
                  RequestQueue& out, UiTargets& targets) {
  if (toggle_button(targets, "Fit", false)) out.push_back(cmd::Fit);
  tooltip(cmd::Fit.tooltip, cmd::Fit.shortcut);
  ImGui::SameLine();
  if (toggle_button(targets, "Grid", grid_lines)) {
    out.push_back(cmd::ToggleGridLines);
  }
  tooltip(cmd::ToggleGridLines.tooltip, cmd::ToggleGridLines.shortcut);
  for (const ToolbarSwitch& mode : switches) {
    ImGui::SameLine();
    if (toggle_button(targets, mode.label, mode.on)) {
      out.push_back(mode.command);
    }
    const CommandSpec& spec = mode.command.spec();
    tooltip(spec.tooltip, spec.shortcut);
  }
}

bool chose_tool(std::span<const Request> requests) {
  for (const Request& request : requests) {
    const Command* command = std::get_if<Command>(&request);
    if (command == nullptr) continue;
    for (std::span<const ToolButton> part : kToolParts) {
      for (const ToolButton& button : part) {
        if (button.command == *command) return true;
      }
    }
  }
  return false;
}

// Two rows: the tools and the view's buttons, then from the paint on.
constexpr auto kSecondRow = static_cast<std::size_t>(Toolbar::Part::Paint);

constexpr const char* kMouseHint =
    "Right-drag erases, Ctrl+click walls, Alt+click erases";

}  // namespace

void Toolbar::draw(const ToolSettings& current, bool grid_lines,
                   std::span<const ToolbarSwitch> switches, float ui_scale,
                   RequestQueue& out, UiTargets& targets) {
  ToolSettings tools = current;
  Frame frame{tools, grid_lines, switches, ui_scale, out, targets};
  const float room = ImGui::GetContentRegionAvail().x;
  if (two_rows_fit(room)) {
    draw_two_rows(frame);
  } else {
    draw_one_row(frame, room);
  }
  if (!(tools == current)) out.push_back(SetTools{tools});
}

// Drawn as one group, whose width is kept for the next frame's layout.
void Toolbar::draw_part(Part part, Frame& frame) {
  ImGui::BeginGroup();
  const auto index = static_cast<std::size_t>(part);
  switch (part) {
    case Part::Brushes:
    case Part::Shapes:
    case Part::Markers:
    case Part::Actors:
      tool_group(frame.tools, kToolParts[index], frame.out, frame.targets);
      break;
    case Part::View:
      view_buttons(frame.grid_lines, frame.switches, frame.out, frame.targets);
      break;
    case Part::Paint:
      paint_group(frame.tools, frame.out, frame.targets);
      break;
    case Part::Options:
      tool_options(frame.tools, frame.out, frame.ui_scale, frame.brief_hints,
                   frame.targets);
      break;
  }
  ImGui::EndGroup();
  widths_[index] = ImGui::GetItemRectSize().x;
}

namespace {

// The mouse's hint after the first row, at its least: "(?)".
float least_hint_width() {
  return ImGui::CalcTextSize("(?)").x + 2 * ImGui::GetStyle().ItemSpacing.x;
}

float tools_label_width() {
  return ImGui::CalcTextSize("Tools").x + ImGui::GetStyle().ItemSpacing.x;
}

}  // namespace

// The "Tools" label goes first where the first row is tight; the hint's
// "(?)" stays on the row.
bool Toolbar::two_rows_fit(float room) const {
  const std::span<const float> widths(widths_);
  return parts_width(widths.first(kSecondRow)) + least_hint_width() <= room &&
         parts_width(widths.subspan(kSecondRow)) <= room;
}

std::size_t Toolbar::parts_that_fit(float room) const {
  std::size_t count = 0;
  while (count < kParts && parts_width(std::span<const float>(widths_).first(
                               count + 1)) <= room) {
    ++count;
  }
  return count;
}

// The tools, the view's buttons and the mouse's hint; then the paint and
// the tool's options.
void Toolbar::draw_two_rows(Frame& frame) {
  const float first_row =
      parts_width(std::span<const float>(widths_).first(kSecondRow));
  if (tools_label_width() + first_row + least_hint_width() <=
      ImGui::GetContentRegionAvail().x) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("Tools");
    ImGui::SameLine();
  }
  for (std::size_t part = 0; part < kParts; ++part) {
    if (part != 0 && part != kSecondRow) separator();
    draw_part(static_cast<Part>(part), frame);
    if (part + 1 == kSecondRow) {
      ImGui::SameLine(0, 2 * ImGui::GetStyle().ItemSpacing.x);
      hint(kMouseHint);  // "(?)" in a narrow window
    }
  }
}

// The parts that fit, in order, then "More" (named for the selected tool
// when that is among the rest), which drops the rest down.
void Toolbar::draw_one_row(Frame& frame, float room) {
  const float gap = separator_width();
  std::string more = "More";
  std::size_t shown = parts_that_fit(room - gap - button_width(more.c_str()));
  const ToolButton* hidden = hidden_selected_tool(frame.tools, shown);
  if (hidden != nullptr) {
    more = std::string("More: ") + hidden->label;
    shown = parts_that_fit(room - gap - button_width(more.c_str()));
  }
  frame.brief_hints = true;
  for (std::size_t part = 0; part < shown; ++part) {
    if (part != 0) separator();
    draw_part(static_cast<Part>(part), frame);
  }
  if (shown != 0) separator();
  if (toggle_button(frame.targets, (more + "##more").c_str(), hidden != nullptr,
                    "More")) {
    ImGui::OpenPopup("##toolbar more");
  }
  tooltip("The tools and options that do not fit in the window");
  draw_overflow(frame, shown);
}

// The parts from `first_hidden` on, as a strip under the toolbar as wide as
// it, wrapping between parts.
void Toolbar::draw_overflow(Frame& frame, std::size_t first_hidden) {
  const ImVec2 pos = ImGui::GetWindowPos();
  ImGui::SetNextWindowPos(ImVec2(pos.x, pos.y + ImGui::GetWindowHeight()));
  ImGui::SetNextWindowSize(ImVec2(ImGui::GetWindowWidth(), 0));
  if (!ImGui::BeginPopup("##toolbar more")) return;
  frame.brief_hints = false;
  const std::size_t requests_before = frame.out.size();
  const float right = ImGui::GetWindowContentRegionMax().x;
  for (std::size_t part = first_hidden; part < kParts; ++part) {
    if (part != first_hidden) {
      ImGui::SameLine();
      if (ImGui::GetCursorPosX() + separator_width() + widths_[part] > right) {
        ImGui::NewLine();
      } else {
        separator();
      }
    }
    draw_part(static_cast<Part>(part), frame);
  }
  hint(kMouseHint);
  // A tool chosen closes the strip, as a menu's entry would; the paint
  // and the options stay for more choices.
  if (chose_tool(std::span(frame.out).subspan(requests_before))) {
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace astar::studio
