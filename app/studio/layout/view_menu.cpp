#include "layout/view_menu.hpp"

#include <imgui.h>

#include <cstdio>
#include <initializer_list>

#include "panels/menu_items.hpp"
#include "ui/label_options.hpp"

namespace astar::studio {
namespace {

// The three choices of numbers in the cells, as radio entries.
void cell_number_items(ModeContext& ctx) {
  for (CellNumbers numbers :
       {CellNumbers::All, CellNumbers::FOnly, CellNumbers::None}) {
    const char* label = menu_label(numbers);
    if (ImGui::MenuItem(label, nullptr,
                        ctx.settings.cell_labels.numbers == numbers)) {
      ctx.requests.push_back(SetCellNumbers{numbers});
    }
    ctx.targets.record(label);
  }
}

// Coordinates: top-left (y down) or bottom-left (y up), as radio entries.
void cell_origin_items(ModeContext& ctx) {
  for (CellOrigin origin : {CellOrigin::TopLeft, CellOrigin::BottomLeft}) {
    const char* label = origin == CellOrigin::TopLeft
                            ? "Coordinates: top-left (y down)"
                            : "Coordinates: bottom-left (y up)";
    if (ImGui::MenuItem(label, nullptr, ctx.settings.origin == origin)) {
      ctx.requests.push_back(SetCellOrigin{origin});
    }
    ctx.targets.record(label);
  }
}

// View > UI scale: the display's, or a fixed size, as radio entries.
void ui_scale_items(ModeContext& ctx) {
  if (!begin_submenu(ctx.targets, "UI scale")) return;
  const float setting = ctx.settings.ui_scale;
  char follow[64];
  std::snprintf(follow, sizeof follow, "Follow the display (%.0f%%)",
                ctx.display_scale * 100);
  if (ImGui::MenuItem(follow, nullptr, setting <= 0)) {
    ctx.requests.push_back(SetUiScale{0});
  }
  ctx.targets.record("Follow the display");
  for (const float scale : {1.0f, 1.25f, 1.5f, 1.75f, 2.0f}) {
    char label[16];
    std::snprintf(label, sizeof label, "%.0f%%", scale * 100);
    if (ImGui::MenuItem(label, nullptr, setting == scale)) {
      ctx.requests.push_back(SetUiScale{scale});
    }
    ctx.targets.record(label);
  }
  ImGui::EndMenu();
}

}  // namespace

void draw_view_menu_section(std::string_view name, ModeContext& ctx) {
  if (name == kCellNumbersSection) cell_number_items(ctx);
  if (name == kCoordinatesSection) cell_origin_items(ctx);
  if (name == kUiScaleSection) ui_scale_items(ctx);
}

}  // namespace astar::studio
