#include "workspace/autosave_timer.hpp"

#include <algorithm>
#include <functional>
#include <string_view>

namespace astar::studio {
namespace {

std::uint64_t mix(std::uint64_t hash, std::uint64_t value) {
  // boost::hash_combine's step, widened to 64 bits.
  return hash ^ (value + 0x9e3779b97f4a7c15ULL + (hash << 6) + (hash >> 2));
}

std::uint64_t point_bits(const std::optional<Point>& p) {
  if (!p) return 0xffffffffffffffffULL;
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(p->x)) << 32) |
         static_cast<std::uint32_t>(p->y);
}

}  // namespace

bool AutosaveTimer::due(double now, std::uint64_t work, bool dirty) {
  if (work != seen_work_) {
    seen_work_ = work;
    changed_at_ = now;
    if (!unwritten_since_) unwritten_since_ = now;
  }
  if (!dirty) {
    // Nothing worth a copy (saved, or undone back to the file).
    unwritten_since_.reset();
    return false;
  }
  if (!unwritten_since_ || now < not_before_) return false;
  return now - changed_at_ >= quiet_ ||
         now - *unwritten_since_ >= std::max(quiet_, kLongestAutosaveWait);
}

std::uint64_t work_fingerprint(const Document& doc,
                               const astar::SearchSettings& settings) {
  const auto& cells = doc.grid.cells();
  // std::hash of a string_view reads 8 bytes a step: a 4096x4096 map takes
  // a few milliseconds, on the autosave's thread.
  std::uint64_t hash = std::hash<std::string_view>{}(std::string_view(
      reinterpret_cast<const char*>(cells.data()), cells.size()));
  hash = mix(hash, static_cast<std::uint64_t>(doc.grid.width()));
  hash = mix(hash, static_cast<std::uint64_t>(doc.grid.height()));
  hash = mix(hash, point_bits(doc.start));
  hash = mix(hash, point_bits(doc.goal));
  for (const astar::AgentPlacement& agent : doc.actors.agents) {
    hash = mix(hash, point_bits(agent.cell));
    hash = mix(hash, std::hash<double>{}(agent.speed));
  }
  for (const astar::PatrolRoute& route : doc.actors.obstacles) {
    for (const astar::Point& point : route.points) {
      hash = mix(hash, point_bits(point));
    }
    hash = mix(hash, std::hash<double>{}(route.speed));
  }
  hash = mix(hash, static_cast<std::uint64_t>(settings.algorithm));
  hash = mix(hash, settings.heuristic
                       ? static_cast<std::uint64_t>(*settings.heuristic)
                       : 0xffULL);
  hash = mix(hash, static_cast<std::uint64_t>(settings.rules.connectivity));
  hash = mix(hash, static_cast<std::uint64_t>(settings.rules.diagonal));
  hash = mix(hash, static_cast<std::uint64_t>(settings.rules.costs));
  hash = mix(hash, static_cast<std::uint64_t>(settings.tie_break));
  hash = mix(hash, std::hash<double>{}(settings.weight));
  return hash;
}

}  // namespace astar::studio
