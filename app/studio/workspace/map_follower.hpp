#pragma once
// Something worked out from the map's cells (a unit map, a clearance) that
// is built once per document and then follows cell edits locally. A big
// map's build takes longer than a frame, so it runs on another thread, on
// a copy of the grid, and there is no value meanwhile: the caller says it
// is preparing and waits, instead of the frame. Edits made while it runs
// are applied locally once it is in, from the revision it was built at.

#include <chrono>
#include <cstdint>
#include <future>
#include <optional>
#include <utility>

#include "astar/grid/units.hpp"
#include "shell/background.hpp"
#include "shell/background_priority.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

template <class T>
class MapFollower {
 public:
  // Maps with more cells than this are built on another thread; a smaller
  // one (up to 1024², about 15 ms for a unit map) is built in the frame.
  static constexpr std::int64_t kInlineCells = std::int64_t{1} << 20;

  // `inline_cells`: the most cells built in the caller's thread, fewer for
  // a value slower to build than a unit map. A change of more than
  // kInlineCells cells is built afresh whatever it says.
  MapFollower() = default;
  explicit MapFollower(std::int64_t inline_cells)
      : inline_cells_(inline_cells) {}

  // Catches up with `workspace`. A new document, a resized map, a forget()
  // or a change too wide to follow locally takes build(grid) (build must
  // copy what it needs: it may run on another thread); otherwise update(
  // value, grid, changed) follows the cells changed since. Null while a
  // build runs.
  template <class Build, class Update>
  T* follow(const Workspace& workspace, const Build& build,
            const Update& update);
  // What the value is built from besides the cells changed (a table):
  // the next follow() builds afresh, and a build in flight is dropped.
  void forget() {
    value_.reset();
    ++recipe_;
  }
  bool building() const { return job_.valid(); }
  // The value as last followed; null before the first build is in.
  const T* value() const { return value_ ? &*value_ : nullptr; }
  // Full builds started since construction (proof that edits are local).
  std::int64_t builds() const { return builds_; }

 private:
  struct Stamp {
    std::uint64_t document = 0;
    std::uint64_t cells = 0;
    int width = 0;
    int height = 0;
    bool same_map(const Stamp& other) const {
      return document == other.document && width == other.width &&
             height == other.height;
    }
  };
  static Stamp stamp_of(const Workspace& workspace) {
    const Grid& grid = workspace.grid();
    return {workspace.revisions().document, workspace.revisions().cells,
            grid.width(), grid.height()};
  }
  // Takes a finished build; drops one made for a map no longer shown.
  void collect(const Stamp& now);
  template <class Build>
  void start_build(const Workspace& workspace, const Build& build);

  std::optional<T> value_;
  Stamp stamp_;
  std::future<T> job_;
  Stamp job_stamp_;
  std::uint64_t recipe_ = 0;  // moves with forget()
  std::uint64_t job_recipe_ = 0;
  std::int64_t builds_ = 0;
  std::int64_t inline_cells_ = kInlineCells;
};

template <class T>
void MapFollower<T>::collect(const Stamp& now) {
  if (!background_ready(job_)) {
    return;
  }
  T built = job_.get();
  if (!job_stamp_.same_map(now) || job_recipe_ != recipe_) return;
  value_ = std::move(built);
  stamp_ = job_stamp_;
}

template <class T>
template <class Build>
void MapFollower<T>::start_build(const Workspace& workspace,
                                 const Build& build) {
  value_.reset();
  ++builds_;
  const Grid& grid = workspace.grid();
  if (grid.cell_count() <= inline_cells_) {
    value_ = build(grid);
    stamp_ = stamp_of(workspace);
    return;
  }
  job_stamp_ = stamp_of(workspace);
  job_recipe_ = recipe_;
  // One copy of the cells (a capture of the const reference would copy
  // them again when the task is moved into place).
  Grid copy = grid;
  job_ = start_background([build, copy = std::move(copy)] {
    lower_this_thread_priority();
    return build(copy);
  });
}

template <class T>
template <class Build, class Update>
T* MapFollower<T>::follow(const Workspace& workspace, const Build& build,
                          const Update& update) {
  const Stamp now = stamp_of(workspace);
  collect(now);
  if (value_ && !stamp_.same_map(now)) value_.reset();
  if (!value_) {
    // A build for another map finishes first: its future cannot be dropped
    // without waiting for it.
    if (!job_.valid()) start_build(workspace, build);
    return value_ ? &*value_ : nullptr;
  }
  if (stamp_.cells != now.cells) {
    const CellRect changed = workspace.cells_changed_since(stamp_.cells);
    const CellArea area{changed.x0, changed.y0, changed.x1, changed.y1};
    const std::int64_t cells = std::int64_t{changed.width()} * changed.height();
    if (cells > kInlineCells) {
      // As costly as a build: a map operation, or edits past the log.
      start_build(workspace, build);
      return value_ ? &*value_ : nullptr;
    }
    update(*value_, workspace.grid(), area);
    stamp_.cells = now.cells;
  }
  return &*value_;
}

}  // namespace astar::studio
