#include "modes/canvas_clicks.hpp"

namespace astar::studio {

const char* click_use_name(ClickUse use) {
  switch (use) {
    case ClickUse::Tools:
      return "Painting";
    case ClickUse::Predict:
      return "Predict";
    case ClickUse::Measure:
      return "Measure";
    case ClickUse::CrowdGoals:
      return "Crowd goals";
    case ClickUse::CrowdBrush:
      return "Agent brush";
  }
  return "";
}

}  // namespace astar::studio
