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

namespace astar::studio {

struct Lesson {
  const char* name;   // for --lesson NAME: lower case and dashes
  const char* title;  // as the menus and the panel show it
  // The map, one string a row, all of one length: '#' wall, '.' open
  // ground, '2'..'9' terrain of that weight, 'S' the start, 'G' the goal.
  std::span<const char* const> map;
  // The runs side by side, as --compare writes them ("astar;dijkstra"):
  // the first is the document's own search.
  const char* runs;
  const char* paragraph;
  const char* question;
  const char* answer;
};

// Every lesson, in the order they are taught.
std::span<const Lesson> all_lessons();
const Lesson* find_lesson(std::string_view name);

// The lesson's map with its start and goal.
Document lesson_document(const Lesson& lesson);

// The settings of each run, the document's first.
Result<std::vector<SearchSettings>> lesson_runs(const Lesson& lesson);

// "NAME<TAB>Title" a line, for --list-lessons.
std::string lesson_list_text();

}  // namespace astar::studio
