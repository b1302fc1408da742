#include "astar/crowd/crowd.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <utility>

#include "crowd/crowd_scratch.hpp"
#include "crowd/walls.hpp"

namespace astar {

namespace {

// A step is at most a cell long, so a disc, clear of the walls where it
// stands and where it lands, cannot have jumped across a wall cell.
constexpr double kMaxStepLength = 1.0;
constexpr double kMaxNeighbourDistance = 64.0;
constexpr int kMaxNeighbours = 64;

bool finite_vec(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

std::string crowd_text(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

std::string crowd_text(Vec2 v) {
  return "(" + crowd_text(v.x) + "," + crowd_text(v.y) + ")";
}

Error crowd_error(std::string message) {
  return Error{ErrorKind::BadArgument, std::move(message)};
}

}  // namespace

std::string check_crowd_settings(const CrowdSettings& s) {
  const auto positive = [](double v) { return std::isfinite(v) && v > 0.0; };
  if (!positive(s.time_step)) {
    return "time step " + crowd_text(s.time_step) + " is not above 0";
  }
  if (!positive(s.time_horizon)) {
    return "time horizon " + crowd_text(s.time_horizon) + " is not above 0";
  }
  if (!std::isfinite(s.obstacle_horizon) || s.obstacle_horizon < s.time_step) {
    return "obstacle horizon " + crowd_text(s.obstacle_horizon) +
           " is below the time step " + crowd_text(s.time_step);
  }
  if (!positive(s.neighbour_distance) ||
      s.neighbour_distance > kMaxNeighbourDistance) {
    return "neighbour distance " + crowd_text(s.neighbour_distance) +
           " is outside (0, " + crowd_text(kMaxNeighbourDistance) + "]";
  }
  if (s.max_neighbours < 1 || s.max_neighbours > kMaxNeighbours) {
    return "max neighbours " + std::to_string(s.max_neighbours) +
           " is outside 1.." + std::to_string(kMaxNeighbours);
  }
  if (!std::isfinite(s.arrival_distance) || s.arrival_distance < 0.0) {
    return "arrival distance " + crowd_text(s.arrival_distance) + " is below 0";
  }
  return {};
}

Crowd::Crowd(const Grid& grid, const CrowdSettings& settings)
    : grid_(&grid),
      settings_(settings),
      guide_(std::make_unique<PathGuide>()),
      scratch_(std::make_unique<detail::CrowdScratch>()) {}

Crowd::Crowd(Crowd&&) noexcept = default;
Crowd& Crowd::operator=(Crowd&&) noexcept = default;
Crowd::~Crowd() = default;

Result<Crowd> Crowd::create(const Grid& grid, const CrowdSettings& settings) {
  if (grid.empty()) return crowd_error("a crowd needs a map with cells");
  if (std::string problem = check_crowd_settings(settings); !problem.empty()) {
    return crowd_error(problem);
  }
  return Crowd(grid, settings);
}

Status Crowd::check_goal(Vec2 goal) const {
  if (!finite_vec(goal))
    return crowd_error("goal " + crowd_text(goal) + " is not a number");
  const Point cell = cell_of(goal);
  if (!grid_->contains(cell)) {
    return crowd_error("goal " + crowd_text(goal) + " is outside the " +
                       std::to_string(grid_->width()) + "x" +
                       std::to_string(grid_->height()) + " map");
  }
  if (!grid_->walkable(cell)) {
    return crowd_error("goal " + crowd_text(goal) + " is in a wall at " +
                       to_string(cell));
  }
  return {};
}

Result<int> Crowd::add_agent(const AgentSpec& spec) {
  if (!std::isfinite(spec.radius) || spec.radius <= 0.0 ||
      spec.radius > kMaxAgentRadius) {
    return crowd_error("agent radius " + crowd_text(spec.radius) +
                       " is outside (0, " + crowd_text(kMaxAgentRadius) + "]");
  }
  if (!std::isfinite(spec.max_speed) || spec.max_speed <= 0.0 ||
      spec.max_speed * settings_.time_step > kMaxStepLength) {
    return crowd_error("agent speed " + crowd_text(spec.max_speed) +
                       " is outside (0, " +
                       crowd_text(kMaxStepLength / settings_.time_step) +
                       "]: a step may move an agent at most one cell");
  }
  if (!finite_vec(spec.position)) {
    return crowd_error("agent position " + crowd_text(spec.position) +
                       " is not a number");
  }
  if (detail::disc_overlaps_wall(*grid_, spec.position, spec.radius)) {
    return crowd_error("an agent of radius " + crowd_text(spec.radius) +
                       " at " + crowd_text(spec.position) +
                       " would overlap a wall or the map's edge");
  }
  if (Status goal = check_goal(spec.goal); !goal) return goal.failure();
  Agent agent;
  agent.position = spec.position;
  agent.goal = spec.goal;
  agent.radius = spec.radius;
  agent.max_speed = spec.max_speed;
  agents_.push_back(agent);
  return size() - 1;
}

Status Crowd::set_goal(int id, Vec2 goal) {
  if (id < 0 || id >= size()) {
    return crowd_error("no agent " + std::to_string(id) + " (the crowd has " +
                       std::to_string(size()) + ")");
  }
  if (Status ok = check_goal(goal); !ok) return ok;
  agents_[id].goal = goal;
  agents_[id].arrived = false;
  return {};
}

Status Crowd::set_settings(const CrowdSettings& settings) {
  if (std::string problem = check_crowd_settings(settings); !problem.empty()) {
    return crowd_error(problem);
  }
  for (const Agent& agent : agents_) {
    if (agent.max_speed * settings.time_step > kMaxStepLength) {
      return crowd_error("time step " + crowd_text(settings.time_step) +
                         " would let an agent of speed " +
                         crowd_text(agent.max_speed) +
                         " move more than one cell a step");
    }
  }
  settings_ = settings;
  return {};
}

void Crowd::set_guide(std::unique_ptr<Guide> guide) {
  if (guide) guide_ = std::move(guide);
}

int Crowd::arrived_count() const {
  return static_cast<int>(
      std::count_if(agents_.begin(), agents_.end(),
                    [](const Agent& a) { return a.arrived; }));
}

Vec2 Crowd::preferred_velocity(int id) {
  const Agent& agent = agents_[id];
  if (agent.arrived) return {};
  Vec2 direction = guide_->direction(*grid_, id, agent);
  if (!finite_vec(direction)) return {};
  const double norm = length(direction);
  if (norm > 1.0) direction = direction / norm;
  // Slow down to land on the goal rather than step past it.
  const double speed =
      std::min(agent.max_speed,
               length(agent.goal - agent.position) / settings_.time_step);
  return direction * speed;
}

}  // namespace astar
