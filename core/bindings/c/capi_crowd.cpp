// The C API's crowd: astar::Crowd (astar/crowd/crowd.hpp) behind a handle,
// over a grid the handle holds, guided by a path each (PathGuide) or by a
// flow field it holds too (FieldGuide).

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "astar/crowd/crowd.hpp"
#include "astar/crowd/field_guide.hpp"
#include "capi_support.hpp"

using astar::Result;
using astar::capi::bad_argument;
using astar::capi::check_grid;
using astar::capi::guarded;
using astar::capi::null_argument;

struct astar_crowd {
  astar_crowd(astar::capi::GridHold hold, astar::Crowd made)
      : held(std::move(hold)), crowd(std::move(made)) {}
  // The Crowd points into the held grid's cells: the hold is declared
  // first so that it lets go last, and a caller's astar_grid_free never
  // leaves the crowd a dangling pointer. Cells the caller changes are the
  // ones the crowd reads, so it walks the map as it is.
  astar::capi::GridHold held;
  // The field its FieldGuide reads, if any: declared before the crowd for
  // the same reason.
  std::shared_ptr<const astar::FlowField> followed;
  astar::Crowd crowd;
};

namespace {

// Copies one Vec2 of every agent, chosen by `field`, into a caller's
// buffer of `capacity` agents.
template <typename Field>
Result<int> copy_agent_vectors(std::string_view function,
                               const astar_crowd* crowd, double* xy,
                               std::size_t capacity, Field field) {
  if (crowd == nullptr) return null_argument(function, "crowd");
  const auto agents = crowd->crowd.agents();
  if (agents.empty()) return ASTAR_OK;
  if (xy == nullptr) return null_argument(function, "xy");
  if (capacity < agents.size()) {
    return bad_argument(std::string(function) + ": room for " +
                        std::to_string(capacity) + " agents, the crowd has " +
                        std::to_string(agents.size()));
  }
  for (const astar::Agent& agent : agents) {
    const astar::Vec2 v = field(agent);
    *xy++ = v.x;
    *xy++ = v.y;
  }
  return ASTAR_OK;
}

}  // namespace

extern "C" {

int astar_crowd_new(const astar_grid* grid, double time_step,
                    int32_t avoid_agents, astar_crowd** out,
                    astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_crowd_new";
    if (out == nullptr) return null_argument(kName, "out");
    *out = nullptr;
    if (Result<int> ok = check_grid(kName, grid); !ok) return ok;
    astar::CrowdSettings settings;
    settings.time_step = time_step;
    // The other defaults are relative to a step of 0.1 s; the walls'
    // horizon may not be shorter than a step.
    settings.obstacle_horizon = std::max(settings.obstacle_horizon, time_step);
    settings.avoid_agents = avoid_agents != 0;
    Result<astar::Crowd> made = astar::Crowd::create(grid->grid, settings);
    if (!made) return made.failure().prefixed(std::string(kName) + ": ");
    *out =
        new astar_crowd(astar::capi::GridHold(*grid), std::move(made).value());
    return ASTAR_OK;
  });
}

void astar_crowd_free(astar_crowd* crowd) { delete crowd; }

int astar_crowd_add_agent(astar_crowd* crowd, double x, double y, double goal_x,
                          double goal_y, double radius, double max_speed,
                          int32_t* id, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_crowd_add_agent";
    if (crowd == nullptr) return null_argument(kName, "crowd");
    astar::AgentSpec spec;
    spec.position = {x, y};
    spec.goal = {goal_x, goal_y};
    spec.radius = radius;
    spec.max_speed = max_speed;
    Result<int> added = crowd->crowd.add_agent(spec);
    if (!added) return added.failure().prefixed(std::string(kName) + ": ");
    if (id != nullptr) *id = added.value();
    return ASTAR_OK;
  });
}

int astar_crowd_set_goal(astar_crowd* crowd, int32_t id, double goal_x,
                         double goal_y, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_crowd_set_goal";
    if (crowd == nullptr) return null_argument(kName, "crowd");
    if (astar::Status s = crowd->crowd.set_goal(id, {goal_x, goal_y}); !s)
      return s.failure().prefixed(std::string(kName) + ": ");
    return ASTAR_OK;
  });
}

int astar_crowd_step(astar_crowd* crowd, int32_t steps, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_crowd_step";
    if (crowd == nullptr) return null_argument(kName, "crowd");
    if (steps < 0) {
      return bad_argument(std::string(kName) + ": steps " +
                          std::to_string(steps) + " is below 0");
    }
    for (int32_t i = 0; i < steps; ++i) crowd->crowd.step();
    return ASTAR_OK;
  });
}

int astar_crowd_follow_field(astar_crowd* crowd, const astar_field* field,
                             astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_crowd_follow_field";
    if (crowd == nullptr) return null_argument(kName, "crowd");
    if (field == nullptr) {
      crowd->crowd.set_guide(std::make_unique<astar::PathGuide>());
      crowd->followed.reset();
      return ASTAR_OK;
    }
    const astar::Grid& grid = crowd->held.get()->grid;
    if (field->field.width() != grid.width() ||
        field->field.height() != grid.height()) {
      return bad_argument(std::string(kName) + ": the field is " +
                          std::to_string(field->field.width()) + "x" +
                          std::to_string(field->field.height()) +
                          ", the crowd's grid " + std::to_string(grid.width()) +
                          "x" + std::to_string(grid.height()));
    }
    crowd->crowd.set_guide(std::make_unique<astar::FieldGuide>(field->field));
    crowd->followed = field->shared;
    return ASTAR_OK;
  });
}

int32_t astar_crowd_size(const astar_crowd* crowd) {
  return crowd == nullptr ? 0 : crowd->crowd.size();
}

int32_t astar_crowd_arrived_count(const astar_crowd* crowd) {
  return crowd == nullptr ? 0 : crowd->crowd.arrived_count();
}

int64_t astar_crowd_steps(const astar_crowd* crowd) {
  return crowd == nullptr ? 0 : crowd->crowd.steps();
}

double astar_crowd_time(const astar_crowd* crowd) {
  return crowd == nullptr ? 0.0 : crowd->crowd.time();
}

int astar_crowd_positions(const astar_crowd* crowd, double* xy, size_t capacity,
                          astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    return copy_agent_vectors(
        "astar_crowd_positions", crowd, xy, capacity,
        [](const astar::Agent& agent) { return agent.position; });
  });
}

int astar_crowd_velocities(const astar_crowd* crowd, double* xy,
                           size_t capacity, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    return copy_agent_vectors(
        "astar_crowd_velocities", crowd, xy, capacity,
        [](const astar::Agent& agent) { return agent.velocity; });
  });
}

int astar_crowd_arrived(const astar_crowd* crowd, uint8_t* flags,
                        size_t capacity, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_crowd_arrived";
    if (crowd == nullptr) return null_argument(kName, "crowd");
    const auto agents = crowd->crowd.agents();
    if (agents.empty()) return ASTAR_OK;
    if (flags == nullptr) return null_argument(kName, "flags");
    if (capacity < agents.size()) {
      return bad_argument(std::string(kName) + ": room for " +
                          std::to_string(capacity) + " agents, the crowd has " +
                          std::to_string(agents.size()));
    }
    for (const astar::Agent& agent : agents) *flags++ = agent.arrived ? 1 : 0;
    return ASTAR_OK;
  });
}

}  // extern "C"
