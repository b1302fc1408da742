// The job queue: worker threads that take jobs in submission order, each
// on the map revision it was submitted against.

#include "astar/jobs/job_queue.hpp"

#include <algorithm>
#include <string>
#include <system_error>

namespace astar {

Result<const SubgoalGraph*> MapRevision::prepared(
    const MovementRules& rules) const {
  const std::lock_guard lock(prepared_mutex_);
  for (const auto& graph : prepared_) {
    if (graph->rules() == rules) return graph.get();
  }
  Result<SubgoalGraph> made = SubgoalGraph::prepare(grid_, rules);
  if (!made) return made.failure();
  prepared_.push_back(std::make_unique<SubgoalGraph>(std::move(made).value()));
  return prepared_.back().get();
}

// --- Job ---------------------------------------------------------------

Job::Job(std::uint64_t id, std::variant<PathRequest, FieldRequest> request,
         std::shared_ptr<const MapRevision> map,
         std::shared_ptr<const JobDone> done)
    : id_(id),
      request_(std::move(request)),
      map_(std::move(map)),
      done_(std::move(done)) {
  result_.revision = map_->number();
}

bool Job::wait_for(Clock::duration timeout) const {
  std::unique_lock lock(mutex_);
  return finished_.wait_for(lock, timeout, [&] { return finished(); });
}

void Job::wait() const {
  std::unique_lock lock(mutex_);
  finished_.wait(lock, [&] { return finished(); });
}

void Job::cancel() {
  cancelled_.store(true, std::memory_order_relaxed);
  JobState queued = JobState::Queued;
  // A worker that takes it later sees Cancelled and skips it.
  if (state_.compare_exchange_strong(queued, JobState::Running,
                                     std::memory_order_acq_rel)) {
    finish(JobState::Cancelled);
  }
}

std::optional<FlowField> Job::take_field() {
  if (!finished()) return std::nullopt;
  return std::exchange(result_.field, std::nullopt);
}

void Job::finish(JobState state) {
  // The revision goes first: an edit may then change it in place instead
  // of copying it. Release: this job's reads happen before that write.
  map_->jobs_.fetch_sub(1, std::memory_order_release);
  map_.reset();
  {
    const std::lock_guard lock(mutex_);
    state_.store(state, std::memory_order_release);
  }
  finished_.notify_all();
  if (done_ && *done_) (*done_)(id_);
}

void Job::run(Search& search) {
  JobState queued = JobState::Queued;
  if (!state_.compare_exchange_strong(queued, JobState::Running,
                                      std::memory_order_acq_rel)) {
    return;  // cancelled while queued: finished by cancel()
  }
  try {
    if (const auto* path = std::get_if<PathRequest>(&request_)) {
      run_path(search, *path);
    } else {
      run_field(std::get<FieldRequest>(request_));
    }
  } catch (const std::bad_alloc&) {
    result_.error = Error{ErrorKind::Unsupported, "out of memory"};
  }
  if (result_.error) return finish(JobState::Failed);
  // A cancel that came after the answer was complete changes nothing.
  const bool answered = result_.status != SearchStatus::Idle || result_.field;
  finish(answered ? JobState::Done : JobState::Cancelled);
}

void Job::run_path(Search& search, const PathRequest& request) {
  const SearchQuery& query = request.query;
  const Grid& grid = map_->grid();
  const SubgoalGraph* subgoals = nullptr;
  if (algorithm_info(query.algorithm).prepared && query.unit.is_cell()) {
    Result<const SubgoalGraph*> graph = map_->prepared(query.rules);
    if (!graph) {
      result_.error = graph.failure();
      return;
    }
    subgoals = graph.value();
  }
  if (cancel_requested()) return;
  if (Status started = search.start(grid, query, nullptr, nullptr, subgoals);
      !started) {
    result_.error = started.failure();
    return;
  }
  while (search.status() == SearchStatus::Running && !cancel_requested()) {
    search.run_slice(JobQueue::kStepsBetweenChecks);
    progress_.store(search.stats().expanded, std::memory_order_relaxed);
  }
  result_.expanded = search.stats().expanded;
  if (search.status() != SearchStatus::Running) {
    result_.status = search.status();
    result_.cost = search.cost();
    result_.path.reserve(search.path().size());
    for (const int cell : search.path()) {
      result_.path.push_back(
          to_origin(grid.point(cell), request.origin, grid.height()));
    }
  }
  search.clear();
}

void Job::run_field(const FieldRequest& request) {
  if (cancel_requested()) return;
  Result<FlowField> made =
      FlowField::compute(map_->grid(), request.goals, request.rules,
                         request.unit, StopToken(&cancelled_));
  if (!made) {
    // Stopped by cancel(): no answer, and no error either.
    if (made.error_kind() != ErrorKind::Cancelled) {
      result_.error = made.failure();
    }
    return;
  }
  result_.field = std::move(made).value();
}

// --- JobQueue ----------------------------------------------------------

JobQueue::JobQueue(Grid map, JobDone on_done)
    : width_(map.width()),
      height_(map.height()),
      map_(std::make_shared<MapRevision>(std::move(map), 0)),
      done_(std::make_shared<const JobDone>(std::move(on_done))) {}

Result<std::unique_ptr<JobQueue>> JobQueue::create(Grid map, int workers,
                                                   JobDone on_done) {
  if (workers < 1 || workers > kMaxWorkers) {
    return fail(ErrorKind::BadArgument, "workers " + std::to_string(workers) +
                                            " is not within 1 to " +
                                            std::to_string(kMaxWorkers));
  }
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
  static_cast<void>(map);  // nothing to hand them to
  static_cast<void>(on_done);
  return fail(ErrorKind::Unsupported,
              "this build has no threads (WebGL without pthreads): search "
              "on the main thread in slices instead");
#else
  std::unique_ptr<JobQueue> queue(
      new JobQueue(std::move(map), std::move(on_done)));
  try {
    for (int i = 0; i < workers; ++i) {
      queue->workers_.emplace_back([q = queue.get()] { q->work(); });
    }
  } catch (const std::system_error& e) {
    // The destructor stops and joins the threads that did start.
    return fail(ErrorKind::Unsupported,
                "could not start worker " +
                    std::to_string(queue->workers_.size() + 1) + " of " +
                    std::to_string(workers) + ": " + e.what());
  }
  return queue;
#endif
}

JobQueue::~JobQueue() {
  std::deque<std::shared_ptr<Job>> left;
  {
    const std::lock_guard lock(queue_mutex_);
    stopping_ = true;
    left.swap(queue_);
    left.insert(left.end(), running_.begin(), running_.end());
  }
  queued_cv_.notify_all();
  // Outside the lock: cancelling a job a worker has not started yet
  // finishes it here, and its JobDone may call back into the queue.
  for (const auto& job : left) job->cancel();
  for (std::thread& worker : workers_) worker.join();
}

void JobQueue::work() {
  Search search;
  search.set_step_recording(false);
  for (;;) {
    std::shared_ptr<Job> job;
    {
      std::unique_lock lock(queue_mutex_);
      queued_cv_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      job = std::move(queue_.front());
      queue_.pop_front();
      running_.push_back(job);
    }
    job->run(search);
    const std::lock_guard lock(queue_mutex_);
    std::erase(running_, job);
  }
}

std::shared_ptr<Job> JobQueue::enqueue(
    std::variant<PathRequest, FieldRequest> request) {
  std::shared_ptr<const MapRevision> map;
  {
    const std::lock_guard lock(map_mutex_);
    map = map_;
    map->jobs_.fetch_add(1, std::memory_order_relaxed);
  }
  auto job = std::make_shared<Job>(next_id_.fetch_add(1), std::move(request),
                                   std::move(map), done_);
  {
    const std::lock_guard lock(queue_mutex_);
    if (!stopping_) {
      queue_.push_back(job);
      queued_cv_.notify_one();
      return job;
    }
  }
  job->cancel();
  return job;
}

std::shared_ptr<Job> JobQueue::submit_path(PathRequest request) {
  return enqueue(std::move(request));
}

std::shared_ptr<Job> JobQueue::submit_field(FieldRequest request) {
  return enqueue(std::move(request));
}

std::shared_ptr<const MapRevision> JobQueue::snapshot() const {
  const std::lock_guard lock(map_mutex_);
  map_->lent_.store(true, std::memory_order_relaxed);
  return map_;
}

std::uint64_t JobQueue::revision() const {
  const std::lock_guard lock(map_mutex_);
  return map_->number();
}

std::uint64_t JobQueue::copies() const {
  const std::lock_guard lock(map_mutex_);
  return copies_;
}

std::size_t JobQueue::queued() const {
  const std::lock_guard lock(queue_mutex_);
  return queue_.size();
}

}  // namespace astar
