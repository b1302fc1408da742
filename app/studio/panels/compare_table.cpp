#include <imgui.h>

#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include "panels/panels.hpp"
#include "ui/label_options.hpp"
#include "ui/ui_util.hpp"

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

struct TableCell {
  std::string text;
  bool dim = false;  // no value: "-" or "computing"
};

// The columns, and which give way first when the pane is narrow: the
// lower the rank, the sooner a column is left out (0 never is). Settings
// goes last: the panes' headers name the runs too.
struct Column {
  const char* heading;
  int drop_rank;
};
constexpr std::array<Column, 9> kColumns = {{{"Run", 0},
                                             {"Settings", 5},
                                             {"Status", 4},
                                             {"Expanded", 0},
                                             {"Max open", 2},
                                             {"Cost", 0},
                                             {"Length", 3},
                                             {"Time", 1},
                                             {"Gap", 0}}};
using Row = std::array<TableCell, kColumns.size()>;
constexpr std::size_t kSettingsColumn = 1;
constexpr std::size_t kCostColumn = 5;

// A pending gap's word, and what stands for it where even the columns that
// stay are too wide for the pane (the row's tooltip still says it).
constexpr const char* kComputing = "computing";
constexpr const char* kComputingShort = "...";

TableCell gap_cell(const RunSummary& row) {
  if (row.gap_pending) return {kComputing, true};
  if (!row.gap) return {"-", true};
  char text[32];
  std::snprintf(text, sizeof text, "%+.2f%%", *row.gap * 100);
  return {text};
}

Row row_cells(const RunSummary& summary, std::size_t index) {
  const Search& search = summary.search->search();
  const bool found = search.status() == SearchStatus::Found;
  char time[32];
  std::snprintf(time, sizeof time, "%.1f ms", summary.search->elapsed_ms());
  const TableCell none{"-", true};
  return {{{std::to_string(index + 1)},
           {summary.label},
           {status_text(*summary.search)},
           {std::to_string(search.stats().expanded)},
           {std::to_string(search.stats().max_open)},
           found ? TableCell{number_text(search.cost())} : none,
           found ? TableCell{std::to_string(search.path().size())} : none,
           {time},
           gap_cell(summary)}};
}

struct Fit {
  std::array<bool, kColumns.size()> shown;
  bool whole = true;  // false: the columns that stay are wider than the room
};

// Which columns fit in `room`, leaving out the lowest ranks first, up to
// `last_rank`; with `cost_gives_way`, Cost goes with the last (the gap
// still says how a path compares with the best).
Fit columns_that_fit(const std::vector<Row>& rows, float room,
                     int last_rank = 5, bool cost_gives_way = false) {
  const float padding = ImGui::GetStyle().CellPadding.x * 2 + 1;
  std::array<float, kColumns.size()> widths{};
  for (std::size_t c = 0; c < kColumns.size(); ++c) {
    widths[c] = ImGui::CalcTextSize(kColumns[c].heading).x;
    for (const Row& row : rows) {
      widths[c] =
          std::max(widths[c], ImGui::CalcTextSize(row[c].text.c_str()).x);
    }
    widths[c] += padding;
  }
  Fit fit;
  fit.shown.fill(true);
  float total = 0;
  for (const float w : widths) total += w;
  for (int rank = 1; total > room && rank <= last_rank; ++rank) {
    for (std::size_t c = 0; c < kColumns.size(); ++c) {
      const int drop_rank =
          cost_gives_way && c == kCostColumn ? 5 : kColumns[c].drop_rank;
      if (drop_rank == rank) {
        fit.shown[c] = false;
        total -= widths[c];
      }
    }
  }
  fit.whole = total <= room;
  return fit;
}

// The pending gap's word shortened, for a pane too narrow for it.
void shorten_pending(std::vector<Row>& rows) {
  constexpr std::size_t kGap = kColumns.size() - 1;
  for (Row& row : rows) {
    if (row[kGap].text == kComputing) row[kGap].text = kComputingShort;
  }
}

// Where the settings do not fit, the algorithm stays, in their column or
// else beside the run's number: a lesson asks which expands fewer cells.
// `drawn` and `fit` change only when it fits so.
void keep_algorithms(std::span<const RunSummary> summaries, float room,
                     std::vector<Row>& drawn, Fit& fit) {
  std::vector<Row> brief = drawn;
  shorten_pending(brief);
  for (std::size_t r = 0; r < brief.size(); ++r) {
    brief[r][kSettingsColumn].text = summaries[r].algorithm;
  }
  Fit brief_fit = columns_that_fit(brief, room, 4);
  if (!brief_fit.whole) {
    for (std::size_t r = 0; r < brief.size(); ++r) {
      brief[r][0].text += ": " + summaries[r].algorithm;
    }
    brief_fit = columns_that_fit(brief, room);
    if (!brief_fit.whole) brief_fit = columns_that_fit(brief, room, 5, true);
  }
  if (brief_fit.whole) {
    drawn = std::move(brief);
    fit = brief_fit;
  }
}

// Every column of a row, for the tooltip of a narrow table.
std::string whole_row(const Row& row) {
  std::string text;
  for (std::size_t c = 1; c < kColumns.size(); ++c) {
    text += std::string(kColumns[c].heading) + ": " + row[c].text + "\n";
  }
  text.pop_back();
  return text;
}

}  // namespace

void draw_compare_table(std::span<const RunSummary> summaries,
                        UiTargets& targets) {
  std::vector<Row> rows;
  for (std::size_t i = 0; i < summaries.size(); ++i) {
    rows.push_back(row_cells(summaries[i], i));
  }
  const float room = ImGui::GetContentRegionAvail().x;
  std::vector<Row> drawn = rows;
  Fit fit = columns_that_fit(drawn, room);
  if (!fit.shown[kSettingsColumn]) keep_algorithms(summaries, room, drawn, fit);
  if (!fit.whole) {
    shorten_pending(drawn);
    fit = columns_that_fit(drawn, room);
  }
  // A row's tooltip gives all of it whenever something is left out.
  const bool narrow =
      !fit.whole ||
      std::find(fit.shown.begin(), fit.shown.end(), false) != fit.shown.end();
  const int count =
      static_cast<int>(std::count(fit.shown.begin(), fit.shown.end(), true));
  constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg |
                                     ImGuiTableFlags_BordersInnerV |
                                     ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable("runs", count, kFlags)) return;
  for (std::size_t c = 0; c < kColumns.size(); ++c) {
    if (fit.shown[c]) ImGui::TableSetupColumn(kColumns[c].heading);
  }
  ImGui::TableHeadersRow();
  for (std::size_t r = 0; r < drawn.size(); ++r) {
    ImGui::TableNextRow();
    for (std::size_t c = 0; c < kColumns.size(); ++c) {
      if (!fit.shown[c]) continue;
      ImGui::TableNextColumn();
      if (drawn[r][c].dim) {
        ImGui::TextDisabled("%s", drawn[r][c].text.c_str());
      } else {
        ImGui::TextUnformatted(drawn[r][c].text.c_str());
      }
      // A script may hover what names a run, as "table: WORDS".
      if (c <= kSettingsColumn) targets.record("table: " + drawn[r][c].text);
      if (narrow) tooltip(whole_row(rows[r]).c_str());
    }
  }
  ImGui::EndTable();
  if (narrow) hint("Some columns are left out: hover a run for all of it.");
}

}  // namespace astar::studio
