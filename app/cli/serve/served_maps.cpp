#include "served_maps.hpp"

#include <algorithm>
#include <shared_mutex>
#include <system_error>

#include "astar/io/map_io.hpp"
#include "astar/platform/utf8_path.hpp"

namespace astar::cli {
namespace {

Error bad_map(std::string message) {
  return fail(ErrorKind::BadArgument, std::move(message));
}

/// True when `path`, both canonical, lies inside `dir`.
bool inside(const std::filesystem::path& dir,
            const std::filesystem::path& path) {
  auto d = dir.begin();
  auto p = path.begin();
  for (; d != dir.end(); ++d, ++p) {
    if (p == path.end() || *p != *d) return false;
  }
  return p != path.end();
}

}  // namespace

ServedMaps::ServedMaps(LayerOptions layers,
                       std::optional<std::filesystem::path> dir,
                       std::size_t max_maps)
    : layers_(std::move(layers)), dir_(std::move(dir)), max_maps_(max_maps) {}

Status ServedMaps::load(ServedMap& map) {
  Result<Grid> grid = load_map(platform::utf8_string(map.file), layers_);
  if (!grid) return grid.failure();
  map.maps = std::make_unique<BatchMaps>(std::move(grid).value());
  map.loaded = true;
  return {};
}

Status ServedMaps::add(const std::string& name,
                       const std::filesystem::path& file) {
  auto map = std::make_shared<ServedMap>();
  map->name = name;
  map->file = file;
  std::error_code error;
  map->identity = std::filesystem::weakly_canonical(file, error);
  if (Status ok = load(*map); !ok) return ok;
  const std::lock_guard guard(mutex_);
  if (!maps_.emplace(name, std::move(map)).second)
    return bad_map("--map: the name '" + name + "' is given twice");
  return {};
}

Result<std::filesystem::path> ServedMaps::file_in_dir(const std::string& name) {
  const std::filesystem::path relative = platform::utf8_path(name);
  bool plain = relative.is_relative() && !relative.has_root_name() &&
               name.find('\\') == std::string::npos;
  for (const auto& part : relative) plain = plain && part != "..";
  const std::string rule = "a map is named by its path inside the maps folder";
  if (!plain) return bad_map("map '" + name + "': " + rule + ", without '..'");
  std::error_code error;
  const std::filesystem::path file =
      std::filesystem::weakly_canonical(*dir_ / relative, error);
  // The canonical form follows links, so a link out of the folder is out.
  if (error || !inside(*dir_, file)) {
    return bad_map("map '" + name + "': " + rule +
                   "; this one is a link that leads out of it");
  }
  if (!std::filesystem::is_regular_file(file, error)) {
    return bad_map("map '" + name + "': no such map (held: " + names() + ")");
  }
  return file;
}

std::shared_ptr<ServedMap> ServedMaps::held_locked(
    const std::filesystem::path& file) {
  for (const auto& [name, map] : maps_) {
    if (map->identity == file) return map;
  }
  return nullptr;
}

Result<std::shared_ptr<ServedMap>> ServedMaps::load_from_dir(
    const std::string& name) {
  Result<std::filesystem::path> file = file_in_dir(name);
  if (!file) return file.failure();
  // Held under its path in the folder, whatever the spelling asked for.
  const std::string key =
      file.value().lexically_relative(*dir_).generic_string();
  std::shared_ptr<ServedMap> map;
  {
    const std::lock_guard guard(mutex_);
    map = held_locked(file.value());
    if (!map) {
      if (maps_.size() >= max_maps_) {
        return bad_map("map '" + name + "': the server holds " +
                       std::to_string(max_maps_) +
                       " maps already (--max-maps)");
      }
      map = std::make_shared<ServedMap>();
      map->name = key;
      map->file = map->identity = file.value();
      maps_.emplace(key, map);
    }
  }
  // Loaded under the map's own lock: lines for other maps go on meanwhile.
  const std::lock_guard lock(map->lock);
  if (map->loaded) return map;
  if (Status ok = load(*map); !ok) {
    const std::lock_guard guard(mutex_);
    if (maps_[key] == map) maps_.erase(key);
    return ok.failure().prefixed("map '" + name + "': ");
  }
  return map;
}

Result<std::shared_ptr<ServedMap>> ServedMaps::find(const std::string& name) {
  const bool control = std::any_of(name.begin(), name.end(), [](char c) {
    return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
  });
  if (control) {
    return bad_map(
        "a map's name may not hold a control character (a NUL "
        "byte would cut the file's name short)");
  }
  {
    const std::lock_guard guard(mutex_);
    if (name.empty()) {
      if (maps_.size() == 1 && !dir_) return maps_.begin()->second;
      return bad_map("the line names no map; add \"map\": one of " +
                     names_locked());
    }
    if (auto found = maps_.find(name);
        found != maps_.end() && found->second->loaded.load()) {
      return found->second;
    }
    if (!dir_) {
      return bad_map("map '" + name +
                     "': no such map (held: " + names_locked() + ")");
    }
  }
  return load_from_dir(name);
}

Status ServedMaps::reload(ServedMap& map) {
  const std::lock_guard lock(map.lock);
  auto old = std::move(map.maps);
  if (Status ok = load(map); !ok) {
    map.maps = std::move(old);
    return ok.failure().prefixed("reload '" + map.name + "': ");
  }
  map.reloads.fetch_add(1, std::memory_order_relaxed);
  return {};
}

std::vector<std::shared_ptr<ServedMap>> ServedMaps::all() {
  const std::lock_guard guard(mutex_);
  std::vector<std::shared_ptr<ServedMap>> maps;
  for (const auto& [name, map] : maps_) maps.push_back(map);
  return maps;
}

std::string ServedMaps::names() {
  const std::lock_guard guard(mutex_);
  return names_locked();
}

std::string ServedMaps::names_locked() const {
  std::string list;
  for (const auto& [name, map] : maps_) {
    list += (list.empty() ? "" : ", ") + name;
  }
  if (dir_)
    list += std::string(list.empty() ? "" : ", ") + "files in the maps folder";
  return list.empty() ? "none" : list;
}

}  // namespace astar::cli
