#pragma once
// The studio's look: ImGui's dark style with our colours and spacing, at
// a UI scale. Every text colour stands at least 4.5:1 (WCAG AA) against
// every background it is drawn on, and popups and menus are opaque, so
// the panel behind never shows through them.

#include <imgui.h>

namespace astar::studio {

void apply_ui_style(ImGuiStyle& style, float ui_scale);

}  // namespace astar::studio
