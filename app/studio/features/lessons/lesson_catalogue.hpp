#pragma once
// The built-in lessons: each a small map, the runs to compare on it, a
// paragraph, a question and its answer. Lessons are data: adding one is one
// entry in lesson_catalogue.cpp, and tests/app/lessons_test.cpp checks its
// claim through the real app.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "astar/edit/document.hpp"
#include "astar/result.hpp"
#include "astar/search/settings.hpp"
#include "commands/commands.hpp"

namespace astar::studio {

// A lesson on crowds opens Simulate > Crowds on its map instead of
// comparing runs: every 'G' of the map a goal, every 'a' an agent.
struct CrowdLesson {
  bool show_field = false;   // the flow field's heat map and arrows
  bool show_repair = false;  // D* Lite's path, start to goal, and its repair
};

struct Lesson {
  const char* name;   // for --lesson NAME: lower case and dashes
  const char* title;  // as the menus and the panel show it
  // The map, one string a row, all of one length: '#' wall, '.' open
  // ground, '2'..'9' terrain of that weight, 'S' the start, 'G' the goal
  // (a crowd lesson's first 'G'; the others are more goals of its crowd),
  // 'a' an open cell where a crowd lesson places an agent.
  std::span<const char* const> map;
  // The runs side by side, as --compare writes them ("astar;dijkstra"):
  // the first is the document's own search.
  const char* runs;
  const char* paragraph;
  const char* question;
  const char* answer;
  // Null: the lesson compares its runs. Otherwise it opens the Crowds view
  // (and `runs` is the one search of the document).
  const CrowdLesson* crowd;
};

// Every lesson, in the order they are taught.
std::span<const Lesson> all_lessons();
const Lesson* find_lesson(std::string_view name);

// The lesson's map with its start and goal.
Document lesson_document(const Lesson& lesson);

// A crowd lesson's goals and agents, and what it shows.
SetUpCrowd lesson_crowd(const Lesson& lesson);

// The settings of each run, the document's first (a crowd lesson's one).
Result<std::vector<SearchSettings>> lesson_runs(const Lesson& lesson);

// "NAME<TAB>Title" a line, for --list-lessons.
std::string lesson_list_text();

}  // namespace astar::studio
