#include "served_maps.hpp"

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
  std::error_code error;
  const std::filesystem::path file =
      plain ? std::filesystem::weakly_canonical(*dir_ / relative, error)
            : std::filesystem::path();
  // The canonical form follows links, so a link out of the folder is out.
  if (!plain || error || !inside(*dir_, file)) {
    return bad_map("map '" + name +
                   "': a map is named by its path inside the maps folder, "
                   "without '..'");
  }
  if (!std::filesystem::is_regular_file(file, error)) {
    return bad_map("map '" + name + "': no such map (held: " + names() + ")");
  }
  return file;
}

Result<std::shared_ptr<ServedMap>> ServedMaps::load_from_dir(
    const std::string& name) {
  Result<std::filesystem::path> file = file_in_dir(name);
  if (!file) return file.failure();
  std::shared_ptr<ServedMap> map;
  {
    const std::lock_guard guard(mutex_);
    std::shared_ptr<ServedMap>& slot = maps_[name];
    if (!slot) {
      if (maps_.size() > max_maps_) {
        maps_.erase(name);
        return bad_map("map '" + name + "': the server holds " +
                       std::to_string(max_maps_) +
                       " maps already (--max-maps)");
      }
      slot = std::make_shared<ServedMap>();
      slot->name = name;
      slot->file = file.value();
    }
    map = slot;
  }
  // Loaded under the map's own lock: lines for other maps go on meanwhile.
  const std::lock_guard lock(map->lock);
  if (map->loaded) return map;
  if (Status ok = load(*map); !ok) {
    const std::lock_guard guard(mutex_);
    if (maps_[name] == map) maps_.erase(name);
    return ok.failure().prefixed("map '" + name + "': ");
  }
  return map;
}

Result<std::shared_ptr<ServedMap>> ServedMaps::find(const std::string& name) {
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
