#include "features/crowds/crowd_world.hpp"

#include <algorithm>
#include <cmath>

#include "features/crowds/field_guide.hpp"
#include "shell/background.hpp"
#include "shell/background_priority.hpp"

namespace astar::studio {

void CrowdWorld::reset_map(const Grid& grid, const MovementRules& rules) {
  crowd_.reset();  // it points at the grid replaced next
  grid_ = std::make_unique<Grid>(grid);
  rules_ = rules;
  goals_.clear();
  placed_.clear();
  field_ = FlowField();
  has_field_ = false;
  ++field_version_;
  recompute_ = computing_.valid();  // for the map before: dropped
  cancel_field();
  make_crowd();
}

Status CrowdWorld::set_rules(const MovementRules& rules) {
  rules_ = rules;
  if (goals_.empty()) return {};
  Status made = make_field();
  aim_agents();
  return made;
}

Status CrowdWorld::add_goal(Point goal) {
  if (!ready() || !grid_->contains(goal) || !grid_->walkable(goal)) {
    return Error{ErrorKind::BadArgument,
                 "a goal must be an open cell of the map: " + to_string(goal) +
                     " is not"};
  }
  if (std::find(goals_.begin(), goals_.end(), goal) != goals_.end()) {
    return {};
  }
  goals_.push_back(goal);
  if (Status made = make_field(); !made) {
    goals_.pop_back();
    return made;
  }
  aim_agents();
  return {};
}

void CrowdWorld::clear_goals() {
  goals_.clear();
  recompute_ = computing_.valid();
  cancel_field();
  field_ = FlowField();
  has_field_ = false;
  ++field_version_;
}

Status CrowdWorld::make_field() {
  if (grid_->cell_count() > kInlineFieldCells) {
    // The agents stand until the new field is in.
    has_field_ = false;
    ++field_version_;
    if (computing_.valid()) {
      recompute_ = true;  // a running job cannot be dropped unwaited
      cancel_field();     // but it can stop early
    } else {
      start_field();
    }
    return {};
  }
  Result<FlowField> made = FlowField::compute(*grid_, goals_, rules_);
  if (!made) return made.failure();
  field_ = std::move(made).value();
  has_field_ = true;
  ++field_version_;
  return {};
}

void CrowdWorld::start_field() {
  recompute_ = false;
  edits_while_computing_.clear();
  Grid copy = *grid_;
  stop_field_ = std::make_shared<std::atomic<bool>>(false);
  computing_ = start_background([copy = std::move(copy), goals = goals_,
                                 rules = rules_, stop = stop_field_] {
    lower_this_thread_priority();
    return FlowField::compute(copy, goals, rules, {}, StopToken(stop.get()));
  });
}

void CrowdWorld::cancel_field() {
  if (stop_field_) stop_field_->store(true, std::memory_order_relaxed);
}

bool CrowdWorld::poll() {
  if (!background_ready(computing_)) return false;
  Result<FlowField> made = computing_.get();
  if (recompute_) {
    if (!goals_.empty()) start_field();
    return false;
  }
  if (!made) {
    // Cancelled: nobody waits for it (the feature was turned off).
    if (made.error_kind() != ErrorKind::Cancelled) {
      field_problem_ = made.error();
    }
    return false;
  }
  field_ = std::move(made).value();
  for (const CellArea& area : edits_while_computing_) {
    if (Status updated = field_.update(*grid_, area); !updated) {
      field_problem_ = updated.error();
      return false;
    }
  }
  edits_while_computing_.clear();
  has_field_ = true;
  ++field_version_;
  aim_agents();
  return true;
}

void CrowdWorld::make_crowd() {
  CrowdSettings settings;
  settings.avoid_agents = avoidance_;
  Result<Crowd> made = Crowd::create(*grid_, settings);
  if (!made) return;  // only an empty grid, which no document has
  crowd_.emplace(std::move(made).value());
  crowd_->set_guide(std::make_unique<FieldGuide>(field_));
}

Vec2 CrowdWorld::goal_of(Point cell) const {
  if (goals_.size() == 1) return cell_centre(goals_.front());
  if (has_field_ && grid_->contains(cell)) {
    int at = grid_->index(cell);
    // The field leads every cell to its nearest goal; follow it there.
    for (int n = 0; n < field_.cell_count() && field_.reachable(at); ++n) {
      if (field_.is_goal(at)) {
        return cell_centre({at % grid_->width(), at / grid_->width()});
      }
      at = field_.next(at);
    }
  }
  const auto nearest =
      std::min_element(goals_.begin(), goals_.end(), [&](Point a, Point b) {
        const auto d = [&](Point g) {
          return (g.x - cell.x) * (g.x - cell.x) +
                 (g.y - cell.y) * (g.y - cell.y);
        };
        return d(a) < d(b);
      });
  return cell_centre(*nearest);
}

void CrowdWorld::aim_agents() {
  if (!crowd_ || goals_.empty()) return;
  const auto agents = crowd_->agents();
  for (int id = 0; id < static_cast<int>(agents.size()); ++id) {
    const Vec2 goal = goal_of(cell_of(agents[id].position));
    if (goal != agents[id].goal) (void)crowd_->set_goal(id, goal);
  }
}

Status CrowdWorld::add_agent(Vec2 position) {
  AgentSpec spec;
  spec.position = position;
  spec.goal = goals_.empty() ? position : goal_of(cell_of(position));
  spec.radius = kAgentRadius;
  spec.max_speed = kAgentSpeed;
  Result<int> added = crowd_->add_agent(spec);
  if (!added) return added.failure();
  placed_.push_back(position);
  return {};
}

Result<int> CrowdWorld::place(CellArea area, int count) {
  if (!crowd_) return Error{ErrorKind::BadArgument, "no map to place on"};
  area = {std::max(area.x0, 0), std::max(area.y0, 0),
          std::min(area.x1, grid_->width()),
          std::min(area.y1, grid_->height())};
  std::vector<char> taken(static_cast<std::size_t>(grid_->cell_count()), 0);
  for (const Agent& a : crowd_->agents()) {
    const Point c = cell_of(a.position);
    if (grid_->contains(c)) taken[grid_->index(c)] = 1;
  }
  std::vector<Point> free;
  for (int y = area.y0; y < area.y1; ++y) {
    for (int x = area.x0; x < area.x1; ++x) {
      if (grid_->walkable(grid_->index(x, y)) && !taken[grid_->index(x, y)]) {
        free.push_back({x, y});
      }
    }
  }
  const int room = kMaxAgents - crowd_->size();
  const int n = std::min({count, room, static_cast<int>(free.size())});
  int placed = 0;
  for (int i = 0; i < n; ++i) {
    // Every (free / n)-th cell: a count below the room spreads evenly.
    const std::size_t at = static_cast<std::size_t>(
        static_cast<double>(i) * static_cast<double>(free.size()) / n);
    if (add_agent(cell_centre(free[at]))) ++placed;
  }
  return placed;
}

void CrowdWorld::clear_agents() {
  placed_.clear();
  make_crowd();
}

void CrowdWorld::restart() {
  std::vector<Vec2> placed = std::move(placed_);
  placed_.clear();
  make_crowd();
  for (const Vec2 p : placed) (void)add_agent(p);
}

void CrowdWorld::step(int steps) {
  if (!crowd_ || !has_field_) return;
  for (int i = 0; i < steps; ++i) crowd_->step();
}

void CrowdWorld::set_avoidance(bool on) {
  avoidance_ = on;
  if (!crowd_) return;
  CrowdSettings settings = crowd_->settings();
  settings.avoid_agents = on;
  (void)crowd_->set_settings(settings);
}

Status CrowdWorld::follow_edit(const Grid& now, CellArea changed) {
  if (!ready() || now.width() != grid_->width() ||
      now.height() != grid_->height()) {
    return Error{ErrorKind::BadArgument, "the map changed size"};
  }
  for (int y = changed.y0; y < changed.y1; ++y) {
    for (int x = changed.x0; x < changed.x1; ++x) {
      if (grid_->at(x, y) != now.at(x, y)) grid_->set(x, y, now.at(x, y));
    }
  }
  if (computing_.valid()) edits_while_computing_.push_back(changed);
  if (!has_field_) return {};
  if (Status updated = field_.update(*grid_, changed); !updated) {
    return updated;
  }
  ++field_version_;
  if (goals_.size() > 1) aim_agents();
  return {};
}

CrowdFigures CrowdWorld::figures() const {
  CrowdFigures f;
  if (!crowd_) return f;
  f.agents = crowd_->size();
  f.arrived = crowd_->arrived_count();
  f.steps = crowd_->steps();
  int counted = 0;
  for (const Agent& a : crowd_->agents()) {
    const Point c = cell_of(a.position);
    const double d = has_field_ && grid_->contains(c)
                         ? field_.distance(grid_->index(c))
                         : INFINITY;
    if (!std::isfinite(d)) {
      ++f.stranded;
      continue;
    }
    f.mean_distance += d;
    ++counted;
  }
  if (counted > 0) f.mean_distance /= counted;
  return f;
}

CrowdOverlap CrowdWorld::overlap(double share) const {
  CrowdOverlap o;
  if (!crowd_) return o;
  const auto agents = crowd_->agents();
  for (std::size_t i = 0; i < agents.size(); ++i) {
    for (std::size_t j = i + 1; j < agents.size(); ++j) {
      const double reach = agents[i].radius + agents[j].radius;
      const Vec2 d = agents[j].position - agents[i].position;
      if (std::abs(d.x) >= reach || std::abs(d.y) >= reach) continue;
      const double depth =
          (reach - length(d)) / std::min(agents[i].radius, agents[j].radius);
      if (depth > share) ++o.pairs;
      o.deepest = std::max(o.deepest, depth);
    }
  }
  return o;
}

}  // namespace astar::studio
