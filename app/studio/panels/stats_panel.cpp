#include <imgui.h>

#include "panels/panels.hpp"
#include "ui/label_options.hpp"
#include "ui/ui_util.hpp"

namespace astar::studio {

void draw_stats(const SearchController& controller) {
  const Search& search = controller.search();
  const char* status = "not started";
  ImVec4 colour(0.7f, 0.7f, 0.7f, 1);
  switch (search.status()) {
    case SearchStatus::Idle:
      if (controller.preparing()) status = controller.preparing_status();
      break;
    case SearchStatus::Running:
      status = controller.playing()          ? "playing"
               : controller.running_to_end() ? "running to the end"
                                             : "paused";
      colour = ImVec4(0.55f, 0.8f, 1.0f, 1);
      break;
    case SearchStatus::Found:
      status = "path found";
      colour = ImVec4(0.45f, 0.9f, 0.5f, 1);
      break;
    case SearchStatus::NoPath:
      status = "no path";
      colour = ImVec4(1.0f, 0.5f, 0.4f, 1);
      break;
  }
  if (!ImGui::BeginTable("stats", 2, ImGuiTableFlags_SizingStretchProp)) {
    return;
  }
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextDisabled("Status");
  ImGui::TableNextColumn();
  ImGui::TextColored(colour, "%s", status);
  const SearchStats& stats = search.stats();
  table_row("Step", "%lld of %lld", static_cast<long long>(search.step_count()),
            static_cast<long long>(controller.furthest_step()));
  table_row("Expanded", "%lld", static_cast<long long>(stats.expanded));
  table_row("Open list", "%lld (max %lld)",
            static_cast<long long>(stats.open_size),
            static_cast<long long>(stats.max_open));
  if (search.status() == SearchStatus::Found) {
    table_row("Path cost", "%s", number_text(search.cost()).c_str());
    table_row("Path cells", "%zu", search.path().size());
  } else {
    table_row("Path cost", "%s", "-");
    table_row("Path cells", "%s", "-");
  }
  table_row("Time", "%.2f ms", controller.elapsed_ms());
  ImGui::EndTable();
}

void draw_goal_reach(GoalReach reach, const std::string& unit_fit) {
  if (!unit_fit.empty()) {
    ImGui::TextColored(ImVec4(1.0f, 0.5f, 0.4f, 1), "Unit does not fit");
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("%s. The search will not start until it does.",
                        unit_fit.c_str());
    ImGui::PopTextWrapPos();
  }
  if (reach != GoalReach::Unreachable) return;
  ImGui::TextColored(ImVec4(1.0f, 0.5f, 0.4f, 1), "Goal unreachable");
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s A search will end with no path.",
                      kGoalUnreachableText);
  ImGui::PopTextWrapPos();
}

}  // namespace astar::studio
