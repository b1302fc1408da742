#include "features/crowds/crowd_world.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <unordered_set>
#include <utility>

#include "astar/crowd/field_guide.hpp"
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

Result<bool> CrowdWorld::remove_goal(Point goal) {
  const auto found = std::find(goals_.begin(), goals_.end(), goal);
  if (found == goals_.end()) return false;
  goals_.erase(found);
  if (goals_.empty()) {
    clear_goals();
    return true;
  }
  if (Status made = make_field(); !made) return made.failure();
  aim_agents();
  return true;
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

Vec2 CrowdWorld::goal_of(Point cell, GoalsFound& found) const {
  if (goals_.size() == 1) return cell_centre(goals_.front());
  if (has_field_ && grid_->contains(cell)) {
    // The field leads every cell to its nearest goal; follow it there.
    std::vector<int> way;
    int at = grid_->index(cell);
    int goal = -1;
    while (field_.reachable(at) &&
           std::cmp_less(way.size(), grid_->cell_count())) {
      if (const auto known = found.find(at); known != found.end()) {
        goal = known->second;
        break;
      }
      if (field_.is_goal(at)) {
        goal = at;
        break;
      }
      way.push_back(at);
      at = field_.next(at);
    }
    for (const int on_way : way) found[on_way] = goal;
    if (goal >= 0) {
      return cell_centre({goal % grid_->width(), goal / grid_->width()});
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
  GoalsFound found;
  for (int id = 0; id < static_cast<int>(agents.size()); ++id) {
    const Vec2 goal = goal_of(cell_of(agents[id].position), found);
    if (goal != agents[id].goal) (void)crowd_->set_goal(id, goal);
  }
}

Status CrowdWorld::add_agent(Vec2 position, GoalsFound& found) {
  AgentSpec spec;
  spec.position = position;
  spec.goal = goals_.empty() ? position : goal_of(cell_of(position), found);
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
  if (area.empty()) return 0;
  // The area's cells alone: a small area on a huge map costs little.
  const int aw = area.x1 - area.x0;
  std::vector<char> taken(static_cast<std::size_t>(aw) * (area.y1 - area.y0),
                          0);
  for (const Agent& a : crowd_->agents()) {
    const Point c = cell_of(a.position);
    if (c.x >= area.x0 && c.x < area.x1 && c.y >= area.y0 && c.y < area.y1) {
      taken[static_cast<std::size_t>(c.y - area.y0) * aw + (c.x - area.x0)] = 1;
    }
  }
  std::vector<Point> free;
  for (int y = area.y0; y < area.y1; ++y) {
    for (int x = area.x0; x < area.x1; ++x) {
      if (grid_->walkable(grid_->index(x, y)) &&
          !taken[static_cast<std::size_t>(y - area.y0) * aw + (x - area.x0)]) {
        free.push_back({x, y});
      }
    }
  }
  const int room = kMaxAgents - crowd_->size();
  const int n = std::min({count, room, static_cast<int>(free.size())});
  int placed = 0;
  GoalsFound found;
  for (int i = 0; i < n; ++i) {
    // Every (free / n)-th cell: a count below the room spreads evenly.
    const std::size_t at = static_cast<std::size_t>(
        static_cast<double>(i) * static_cast<double>(free.size()) / n);
    if (add_agent(cell_centre(free[at]), found)) ++placed;
  }
  return placed;
}

int CrowdWorld::paint(Point from, Point to, int radius) {
  if (!crowd_) return 0;
  std::unordered_set<int> taken;
  for (const Agent& a : crowd_->agents()) {
    const Point c = cell_of(a.position);
    if (grid_->contains(c)) taken.insert(grid_->index(c));
  }
  // Discs every `radius` cells along the segment: they overlap, so the
  // band they cover has no gaps.
  const int dx = to.x - from.x;
  const int dy = to.y - from.y;
  const int length = std::max(std::abs(dx), std::abs(dy));
  const int stride = std::max(1, radius);
  int placed = 0;
  GoalsFound found;
  for (int s = 0;; s = std::min(s + stride, length)) {
    const Point c{from.x + (length == 0 ? 0 : dx * s / length),
                  from.y + (length == 0 ? 0 : dy * s / length)};
    placed += paint_disc(c, radius, taken, found);
    if (s == length) return placed;
  }
}

int CrowdWorld::paint_disc(Point centre, int radius,
                           std::unordered_set<int>& taken, GoalsFound& found) {
  int placed = 0;
  for (int y = centre.y - radius; y <= centre.y + radius; ++y) {
    for (int x = centre.x - radius; x <= centre.x + radius; ++x) {
      const int ox = x - centre.x;
      const int oy = y - centre.y;
      if (ox * ox + oy * oy > radius * radius + radius) continue;
      if (!grid_->contains({x, y}) || !grid_->walkable(grid_->index(x, y)) ||
          crowd_->size() >= kMaxAgents) {
        continue;
      }
      if (!taken.insert(grid_->index(x, y)).second) continue;
      if (add_agent(cell_centre({x, y}), found)) ++placed;
    }
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
  GoalsFound found;
  for (const Vec2 p : placed) (void)add_agent(p, found);
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
