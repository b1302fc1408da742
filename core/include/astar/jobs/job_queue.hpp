#pragma once
/// @file job_queue.hpp
/// A job queue: a game's main thread hands a query to worker threads the
/// queue owns, gets a handle at once, and polls it each frame (or waits
/// for it, or cancels it) instead of blocking on the search.
///
/// ```cpp
/// astar::JobQueue queue(std::move(grid), 4);          // four workers
/// auto job = queue.submit_path(settings.query({1, 1}, {62, 38}));
/// ...                                                 // frames go by
/// if (job->finished()) use(job->result().path);
/// queue.fill({30, 20, 34, 21}, astar::kBlocked);       // a gate closes
/// ```
///
/// Jobs: a path query (any algorithm of SearchQuery; the subgoal algorithm
/// searches the revision's prepared map, prepared once per revision and
/// shared by every job on it) and a flow field (flow_field.hpp).
///
/// One consistent map per job, taken at submission: the queue holds its
/// map as an immutable revision behind a shared pointer, and each job
/// keeps the revision that was current when it was submitted. Edits go
/// through the queue (set_cell, set_cells, fill): one that changes a cell
/// makes the next revision, a copy of the map when a queued or running job
/// still holds the current one (in place otherwise), so a job never sees a
/// cell change under it, and a job submitted after an edit returns sees
/// that edit. JobResult::revision says which revision a job searched.
///
/// Cancel: cancel() finishes a queued job at once; a running search checks
/// every kStepsBetweenChecks expansions and stops, a flow field every
/// FlowField::kCellsBetweenStops settled cells (well under a millisecond).
/// Either then ends Cancelled, with no answer and no error. A prepared map
/// being made is not cut short; a job whose answer was complete before it
/// saw the cancel is Done.
///
/// Threads: every member of JobQueue and of Job may be called from any
/// thread. The destructor cancels what is left and joins the workers.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <thread>
#include <variant>
#include <vector>

#include "astar/field/flow_field.hpp"
#include "astar/grid/coordinates.hpp"
#include "astar/grid/grid.hpp"
#include "astar/result.hpp"
#include "astar/search/search.hpp"
#include "astar/search/subgoal_graph.hpp"

namespace astar {

/// The map as it was after one edit: never changed while a job holds it.
class MapRevision {
 public:
  MapRevision(Grid grid, std::uint64_t number)
      : grid_(std::move(grid)), number_(number) {}

  const Grid& grid() const { return grid_; }
  /// 0 for the map the queue was made with, then one more per edit that
  /// changed a cell.
  std::uint64_t number() const { return number_; }
  /// The prepared map (subgoal graph) of this revision under `rules`,
  /// prepared on first use; an error when the map cannot be prepared
  /// (terrain). Shared by every job on this revision.
  Result<const SubgoalGraph*> prepared(const MovementRules& rules) const;

 private:
  friend class JobQueue;
  friend class Job;
  Grid grid_;
  std::uint64_t number_ = 0;
  // Queued and running jobs on it; each lets go with a release once it has
  // read its last cell, so an edit that reads 0 (acquire) may write.
  mutable std::atomic<int> jobs_{0};
  // Handed out by JobQueue::snapshot(): edits copy it from then on.
  mutable std::atomic<bool> lent_{false};
  mutable std::mutex prepared_mutex_;
  mutable std::vector<std::unique_ptr<SubgoalGraph>> prepared_;
};

/// A path query: SearchQuery's start and goal are core cells (counted
/// from the top-left); the path comes back counted from `origin`.
struct PathRequest {
  SearchQuery query;
  CellOrigin origin = CellOrigin::TopLeft;
};

/// A flow field towards `goals` (core cells) under `rules` for `unit`.
struct FieldRequest {
  std::vector<Point> goals;
  MovementRules rules;
  Unit unit;
};

enum class JobState : std::uint8_t {
  Queued,     ///< waiting for a worker
  Running,    ///< a worker runs it
  Done,       ///< result() holds the answer
  Cancelled,  ///< cancelled before it finished: no answer
  Failed,     ///< result().error says why (a start on a wall, bad rules)
};

/// What a finished job found.
struct JobResult {
  /// A path job: Found or NoPath. Idle for a field job or a job that did
  /// not finish.
  SearchStatus status = SearchStatus::Idle;
  double cost = 0;
  std::int64_t expanded = 0;
  /// Start to goal, both included, counted from the request's origin.
  std::vector<Point> path;
  /// A field job's field, until take_field() moves it out.
  std::optional<FlowField> field;
  /// The map revision the job searched (MapRevision::number).
  std::uint64_t revision = 0;
  /// Set when the job Failed.
  std::optional<Error> error;
};

/// Called on the thread that finished a job (a worker, or the one that
/// cancelled it while it was queued), once per job, after its result is
/// readable. It must not block for long: a worker waits for it.
using JobDone = std::function<void(std::uint64_t job_id)>;

class Job {
 public:
  using Clock = std::chrono::steady_clock;

  std::uint64_t id() const { return id_; }
  JobState state() const { return state_.load(std::memory_order_acquire); }
  /// Done, Cancelled or Failed: result() is final.
  bool finished() const { return state() >= JobState::Done; }
  /// Waits until the job has finished or `timeout` has passed; whether it
  /// has finished.
  bool wait_for(Clock::duration timeout) const;
  void wait() const;
  /// Asks the job to stop: a queued job is Cancelled now, a running one
  /// at its next check. Nothing once finished.
  void cancel();
  /// Cells a running search has expanded so far (after each slice of
  /// JobQueue::kStepsBetweenChecks); the final count once finished.
  std::int64_t expanded_so_far() const {
    return progress_.load(std::memory_order_relaxed);
  }
  /// The answer; read it only once finished() (it is then never written).
  const JobResult& result() const { return result_; }
  /// Moves a finished field job's field out (no copy); empty when there
  /// is none or it was taken. One caller at a time.
  std::optional<FlowField> take_field();

  Job(std::uint64_t id, std::variant<PathRequest, FieldRequest> request,
      std::shared_ptr<const MapRevision> map,
      std::shared_ptr<const JobDone> done);

 private:
  friend class JobQueue;
  bool cancel_requested() const {
    return cancelled_.load(std::memory_order_relaxed);
  }
  void run(Search& search);
  void run_path(Search& search, const PathRequest& request);
  void run_field(const FieldRequest& request);
  void finish(JobState state);

  const std::uint64_t id_;
  const std::variant<PathRequest, FieldRequest> request_;
  // Dropped when the job finishes, so an edit after it copies nothing.
  std::shared_ptr<const MapRevision> map_;
  std::shared_ptr<const JobDone> done_;
  std::atomic<JobState> state_{JobState::Queued};
  std::atomic<bool> cancelled_{false};
  std::atomic<std::int64_t> progress_{0};
  JobResult result_;
  mutable std::mutex mutex_;
  mutable std::condition_variable finished_;
};

class JobQueue {
 public:
  /// Expansions between two checks of a running search's cancel flag.
  static constexpr std::int64_t kStepsBetweenChecks = 4096;
  /// The most workers a queue starts.
  static constexpr int kMaxWorkers = 256;

  /// A queue over `map` (revision 0) with `workers` threads (1 to
  /// kMaxWorkers). Fails when the system cannot start a thread.
  static Result<std::unique_ptr<JobQueue>> create(Grid map, int workers,
                                                  JobDone on_done = {});
  ~JobQueue();
  JobQueue(const JobQueue&) = delete;
  JobQueue& operator=(const JobQueue&) = delete;

  /// Queues a job on the map as it is now. Requests are checked when the
  /// job runs: one the map refuses Fails with the search's message.
  std::shared_ptr<Job> submit_path(PathRequest request);
  std::shared_ptr<Job> submit_field(FieldRequest request);

  /// Edits, each making one revision when a cell changes (values equal to
  /// the cells' change nothing). Return the revision current after them;
  /// a point or an area off the map is an error and changes nothing.
  Result<std::uint64_t> set_cell(Point p, std::uint8_t value);
  Result<std::uint64_t> set_cells(std::span<const Point> points,
                                  std::span<const std::uint8_t> values);
  Result<std::uint64_t> fill(CellArea area, std::uint8_t value);

  /// The map as it is now, held as long as the caller keeps it (it is
  /// never changed: the next edit copies it).
  std::shared_ptr<const MapRevision> snapshot() const;
  /// The current revision's number.
  std::uint64_t revision() const;
  /// Edits that had to copy the map because a job or a snapshot held it.
  std::uint64_t copies() const;
  /// The map's size, which edits never change.
  int width() const { return width_; }
  int height() const { return height_; }
  int worker_count() const { return static_cast<int>(workers_.size()); }
  /// Jobs submitted and not yet taken by a worker.
  std::size_t queued() const;

 private:
  JobQueue(Grid map, JobDone on_done);
  std::shared_ptr<Job> enqueue(std::variant<PathRequest, FieldRequest> request);
  template <typename Write>
  std::uint64_t edit(CellArea area, Write&& write);
  void work();

  // The map's size, which edits never change.
  const int width_;
  const int height_;
  mutable std::mutex map_mutex_;
  std::shared_ptr<const MapRevision> map_;
  std::uint64_t copies_ = 0;
  std::shared_ptr<const JobDone> done_;
  std::atomic<std::uint64_t> next_id_{1};

  mutable std::mutex queue_mutex_;
  std::condition_variable queued_cv_;
  std::deque<std::shared_ptr<Job>> queue_;
  bool stopping_ = false;
  std::vector<std::shared_ptr<Job>> running_;
  std::vector<std::thread> workers_;
};

}  // namespace astar
