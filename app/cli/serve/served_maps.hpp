#pragma once
// The maps `astar-cli serve` answers on, by name: those named on its
// command line (--map NAME=FILE), and, with --maps-dir, the map files
// inside that folder, loaded the first time a line names them by their
// path there ("levels/town.png"). A name never reaches a file outside the
// folder. Each map has its own lock (queries share it, changes and reloads
// take it alone) and its own counters.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "astar/io/tile_maps.hpp"
#include "astar/result.hpp"
#include "batch_maps.hpp"
#include "latency.hpp"
#include "map_lock.hpp"
#include "search_scheduler.hpp"

namespace astar::cli {

struct ServedMap {
  std::string name;
  std::filesystem::path file;
  std::filesystem::path identity;   // the file, canonical: one map a file
  MapLock lock;                     // shared by queries, alone to change
  std::unique_ptr<BatchMaps> maps;  // replaced whole by a reload
  std::atomic<bool> loaded{false};  // set once `maps` is there
  // Counters for /metrics.
  std::atomic<std::uint64_t> queries{0};
  std::atomic<std::uint64_t> errors{0};  // query lines answered with one
  std::atomic<std::uint64_t> updates{0};
  std::atomic<std::uint64_t> reloads{0};
  LatencyRecord latency;
  QueueFigures queue;  // its lane in the scheduler
};

class ServedMaps {
 public:
  /// `layers` apply to every map file read; `dir` is the folder clients
  /// may name files in (none when nullopt); at most `max_maps` maps are
  /// held at once.
  ServedMaps(LayerOptions layers, std::optional<std::filesystem::path> dir,
             std::size_t max_maps);

  /// Loads a map named on the command line; fails naming the file.
  Status add(const std::string& name, const std::filesystem::path& file);

  /// The map a line names: one added, or a file in the folder (loaded now
  /// when it is not yet). An empty name is the only map, when there is
  /// exactly one and no folder. Every spelling of one file ("a.png",
  /// "./a.png", a link to it inside the folder) finds the same map, held
  /// under the file's path in the folder.
  Result<std::shared_ptr<ServedMap>> find(const std::string& name);

  /// Reads the map's file again; the old map stays on any failure.
  Status reload(ServedMap& map);

  /// Every map held, by name.
  std::vector<std::shared_ptr<ServedMap>> all();

 private:
  Result<std::filesystem::path> file_in_dir(const std::string& name);
  Result<std::shared_ptr<ServedMap>> load_from_dir(const std::string& name);
  std::shared_ptr<ServedMap> held_locked(const std::filesystem::path& file);
  Status load(ServedMap& map);
  std::string names();
  std::string names_locked() const;  // with mutex_ held

  LayerOptions layers_;
  std::optional<std::filesystem::path> dir_;  // canonical
  std::size_t max_maps_;
  std::mutex mutex_;  // guards maps_
  std::map<std::string, std::shared_ptr<ServedMap>> maps_;
};

}  // namespace astar::cli
