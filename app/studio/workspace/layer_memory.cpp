#include "workspace/layer_memory.hpp"

#include <algorithm>
#include <filesystem>

#include "astar/platform/utf8_path.hpp"

namespace astar::studio {
namespace {

std::string absolute(const std::string& path) {
  std::error_code error;
  const auto made = std::filesystem::absolute(platform::utf8_path(path), error);
  return error ? path : platform::utf8_string(made.lexically_normal());
}

bool storable(const std::string& text) {
  return text.find_first_of("\t\r\n") == std::string::npos;
}

}  // namespace

void remember_layer_choice(std::vector<LayerChoice>& list,
                           const std::string& path,
                           const LayerOptions& options) {
  LayerChoice choice{absolute(path), options.level, options.layer};
  if (!storable(choice.path) || !storable(choice.level) ||
      !storable(choice.layer)) {
    return;
  }
  std::erase_if(list,
                [&](const LayerChoice& c) { return c.path == choice.path; });
  list.insert(list.begin(), std::move(choice));
  if (list.size() > kMaxLayerChoices) list.resize(kMaxLayerChoices);
}

LayerOptions remembered_layer_choice(const std::vector<LayerChoice>& list,
                                     const std::string& path) {
  const std::string key = absolute(path);
  const auto at =
      std::find_if(list.begin(), list.end(),
                   [&](const LayerChoice& c) { return c.path == key; });
  LayerOptions options;
  if (at == list.end()) return options;
  options.level = at->level;
  options.layer = at->layer;
  return options;
}

std::string format_layer_choice(const LayerChoice& choice) {
  return choice.path + "\t" + choice.level + "\t" + choice.layer;
}

bool parse_layer_choice(const std::string& text, LayerChoice& out) {
  const std::size_t first = text.find('\t');
  if (first == std::string::npos || first == 0) return false;
  const std::size_t second = text.find('\t', first + 1);
  if (second == std::string::npos ||
      text.find('\t', second + 1) != std::string::npos) {
    return false;
  }
  out.path = text.substr(0, first);
  out.level = text.substr(first + 1, second - first - 1);
  out.layer = text.substr(second + 1);
  return true;
}

}  // namespace astar::studio
