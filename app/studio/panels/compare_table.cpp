#include <imgui.h>

#include <cstdio>

#include "panels/panels.hpp"
#include "shell/ui_util.hpp"

namespace astar::studio {
namespace {

const char* status_text(const SearchController& run) {
  switch (run.search().status()) {
    case SearchStatus::Idle:
      if (run.preparing()) return "preparing";
      return run.problem().empty() ? "not started" : "cannot start";
    case SearchStatus::Running:
      return "searching";
    case SearchStatus::Found:
      return "found";
    case SearchStatus::NoPath:
      return "no path";
  }
  return "";
}

void gap_cell(const RunSummary& row) {
  if (row.gap_pending) {
    ImGui::TextDisabled("computing");
  } else if (row.gap) {
    ImGui::Text("%+.2f%%", *row.gap * 100);
  } else {
    ImGui::TextDisabled("-");
  }
}

}  // namespace

void draw_compare_table(std::span<const RunSummary> rows) {
  constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg |
                                     ImGuiTableFlags_BordersInnerV |
                                     ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable("runs", 9, kFlags)) return;
  for (const char* heading : {"Run", "Settings", "Status", "Expanded",
                              "Max open", "Cost", "Length", "Time", "Gap"}) {
    ImGui::TableSetupColumn(heading);
  }
  ImGui::TableHeadersRow();
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const RunSummary& row = rows[i];
    const Search& search = row.search->search();
    const bool found = search.status() == SearchStatus::Found;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::Text("%zu", i + 1);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row.label.c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(status_text(*row.search));
    ImGui::TableNextColumn();
    ImGui::Text("%lld", static_cast<long long>(search.stats().expanded));
    ImGui::TableNextColumn();
    ImGui::Text("%lld", static_cast<long long>(search.stats().max_open));
    ImGui::TableNextColumn();
    if (found) {
      ImGui::Text("%.3f", search.cost());
    } else {
      ImGui::TextDisabled("-");
    }
    ImGui::TableNextColumn();
    if (found) {
      ImGui::Text("%zu", search.path().size());
    } else {
      ImGui::TextDisabled("-");
    }
    ImGui::TableNextColumn();
    ImGui::Text("%.1f ms", row.search->elapsed_ms());
    ImGui::TableNextColumn();
    gap_cell(row);
  }
  ImGui::EndTable();
}

}  // namespace astar::studio
