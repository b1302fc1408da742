#include <imgui.h>

#include "panels/panels.hpp"
#include "stepping/bidirectional_text.hpp"
#include "ui/word_wrap.hpp"

namespace astar::studio {

void draw_this_step(const SearchController& controller, const Grid& map) {
  if (!controller.active()) {
    dim_text_wrapped_at_spaces(
        "Step the search to see why each step is taken.");
    return;
  }
  const auto lines = explain_step(controller.search(), map);
  // The first line says which cell was taken and why; the rest are its
  // neighbours, one a bullet.
  text_wrapped_at_spaces(lines.front() + ".");
  for (std::size_t i = 1; i < lines.size(); ++i) {
    ImGui::Bullet();
    text_wrapped_at_spaces(lines[i]);
  }
}

}  // namespace astar::studio
