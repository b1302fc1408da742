#include "features/command_palette/palette_matches.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace astar::studio {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) {
    return static_cast<char>(std::tolower(c));
  });
  return out;
}

}  // namespace

bool palette_matches(const CommandSpec& command, std::string_view filter) {
  const std::string haystack =
      lower(command.label) + "\n" + lower(command.name);
  const std::string wanted = lower(filter);
  std::size_t begin = 0;
  while (begin < wanted.size()) {
    std::size_t end = wanted.find(' ', begin);
    if (end == std::string::npos) end = wanted.size();
    if (end > begin &&
        haystack.find(wanted.substr(begin, end - begin)) == std::string::npos) {
      return false;
    }
    begin = end + 1;
  }
  return true;
}

}  // namespace astar::studio
