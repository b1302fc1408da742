#include "shell/user_files.hpp"

namespace astar::studio {

bool has_user_folders() { return true; }

void pick_file_to_open() {}

void deliver_saved_files(const std::vector<std::string>&) {}

bool can_quit() { return true; }

}  // namespace astar::studio
