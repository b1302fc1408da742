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
  LayerChoice choice{absolute(path), options.level, options.layer,
                     options.values};
  if (!storable(choice.path) || !storable(choice.level) ||
      !storable(choice.layer) || !storable(choice.values)) {
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
  options.values = at->values;
  return options;
}

std::string format_layer_choice(const LayerChoice& choice) {
  return choice.path + "\t" + choice.level + "\t" + choice.layer + "\t" +
         choice.values;
}

bool parse_layer_choice(const std::string& text, LayerChoice& out) {
  std::vector<std::string> fields;
  for (std::size_t begin = 0;;) {
    const std::size_t tab = text.find('\t', begin);
    fields.push_back(text.substr(
        begin, tab == std::string::npos ? std::string::npos : tab - begin));
    if (tab == std::string::npos) break;
    begin = tab + 1;
  }
  if (fields.size() < 3 || fields.size() > 4 || fields[0].empty()) return false;
  out.path = fields[0];
  out.level = fields[1];
  out.layer = fields[2];
  out.values = fields.size() == 4 ? fields[3] : std::string();
  return true;
}

}  // namespace astar::studio
