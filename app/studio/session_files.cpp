#include "session_files.hpp"

#include "astar/file_io.hpp"
#include "astar/map_io.hpp"

namespace astar::studio {

bool is_session_path(const std::string& path) {
  return lowercase_extension(path) == ".json";
}

bool can_save_document(const std::string& path) {
  return is_session_path(path) || can_save_map(path);
}

astar::SearchSettings to_session_settings(const SearchSettings& settings) {
  astar::SearchSettings out;
  out.rules = settings.rules;
  out.algorithm = settings.algorithm;
  out.heuristic = settings.heuristic;
  out.weight = settings.weight;
  out.tie_break = settings.tie_break;
  return out;
}

SearchSettings from_session_settings(const astar::SearchSettings& settings) {
  SearchSettings out;
  out.rules = settings.rules;
  out.algorithm = settings.algorithm;
  out.heuristic = settings.heuristic;
  out.weight = settings.weight;
  out.tie_break = settings.tie_break;
  return out;
}

}  // namespace astar::studio
