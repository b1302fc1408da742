// The C API's job queue: astar::JobQueue (astar/jobs/job_queue.hpp)
// behind handles, with a search's options as each job's query.

#include <cmath>
#include <cstddef>
#include <string>
#include <type_traits>

#include "astar/jobs/job_queue.hpp"
#include "capi_support.hpp"

using astar::Result;
using astar::capi::bad_argument;
using astar::capi::guarded;
using astar::capi::null_argument;

struct astar_jobs {
  std::unique_ptr<astar::JobQueue> queue;
};

struct astar_job {
  std::shared_ptr<astar::Job> job;
};

// astar_jobs_path hands out the core's points as they are: x, y pairs of
// int32_t.
static_assert(std::is_standard_layout_v<astar::Point> &&
              sizeof(astar::Point) == 2 * sizeof(std::int32_t) &&
              offsetof(astar::Point, y) == sizeof(std::int32_t) &&
              std::is_same_v<decltype(astar::Point::x), std::int32_t>);

namespace {

Result<int> check_queue(std::string_view function, const astar_jobs* jobs) {
  if (jobs == nullptr) return null_argument(function, "jobs");
  return ASTAR_OK;
}

// A point of the caller's, counted from `origin`, in core cells; an error
// naming it when it is off the map (the map's size never changes).
Result<astar::Point> jobs_cell(std::string_view function, std::string_view name,
                               astar::Point p, astar::CellOrigin origin,
                               const astar::JobQueue& queue) {
  const astar::Point core = astar::from_origin(p, origin, queue.height());
  if (core.x < 0 || core.y < 0 || core.x >= queue.width() ||
      core.y >= queue.height()) {
    return bad_argument(std::string(function) + ": " + std::string(name) + " " +
                        astar::to_string(p) + " is outside the " +
                        std::to_string(queue.width()) + "x" +
                        std::to_string(queue.height()) + " map");
  }
  return core;
}

Result<astar::PathRequest> job_path_request(const astar_jobs& jobs,
                                            const astar_search* options,
                                            astar::Point start,
                                            astar::Point goal) {
  constexpr std::string_view kName = "astar_jobs_submit_path";
  astar_search defaults;
  const astar_search& s = options != nullptr ? *options : defaults;
  if (!s.settings) return s.settings.failure();
  if (s.post != astar::PostProcess::None) {
    return bad_argument(std::string(kName) +
                        ": the option 'post' does not apply to jobs");
  }
  Result<astar::Point> from =
      jobs_cell(kName, "start", start, s.origin, *jobs.queue);
  if (!from) return from.failure();
  Result<astar::Point> to =
      jobs_cell(kName, "goal", goal, s.origin, *jobs.queue);
  if (!to) return to.failure();
  return astar::PathRequest{s.settings.value().query(from.value(), to.value()),
                            s.origin};
}

// The status astar_jobs_poll reports for a job in `state`.
int job_status_of(const astar::Job& job, astar::JobState state) {
  switch (state) {
    case astar::JobState::Queued:
    case astar::JobState::Running:
      return ASTAR_RUNNING;
    case astar::JobState::Cancelled:
      return ASTAR_CANCELLED;
    case astar::JobState::Failed:
      return astar::capi::status_for(job.result().error->kind);
    case astar::JobState::Done:
      break;
  }
  switch (job.result().status) {
    case astar::SearchStatus::Found:
      return ASTAR_FOUND;
    case astar::SearchStatus::NoPath:
      return ASTAR_NO_PATH;
    default:
      return ASTAR_OK;  // a field
  }
}

Result<int> give_job(std::shared_ptr<astar::Job> job, astar_job** out) {
  *out = new astar_job{std::move(job)};
  return ASTAR_OK;
}

// Keeps the revision an edit left in *revision (when asked).
Result<int> edit_done(Result<std::uint64_t> done, std::string_view function,
                      uint64_t* revision) {
  if (!done) return done.failure().prefixed(std::string(function) + ": ");
  if (revision != nullptr) *revision = done.value();
  return ASTAR_OK;
}

}  // namespace

extern "C" {

int astar_jobs_new(const astar_grid* grid, int32_t workers, astar_job_done done,
                   void* user, astar_jobs** out, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_jobs_new";
    if (out == nullptr) return null_argument(kName, "out");
    *out = nullptr;
    if (Result<int> ok = astar::capi::check_grid(kName, grid); !ok) return ok;
    astar::JobDone on_done;
    if (done != nullptr) {
      on_done = [done, user](std::uint64_t id) { done(user, id); };
    }
    auto made =
        astar::JobQueue::create(grid->grid, workers, std::move(on_done));
    if (!made) return made.failure().prefixed(std::string(kName) + ": ");
    *out = new astar_jobs{std::move(made).value()};
    return ASTAR_OK;
  });
}

void astar_jobs_free(astar_jobs* jobs) { delete jobs; }

int astar_jobs_submit_path(astar_jobs* jobs, const astar_search* options,
                           int32_t sx, int32_t sy, int32_t gx, int32_t gy,
                           astar_job** out, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_jobs_submit_path";
    if (out == nullptr) return null_argument(kName, "out");
    *out = nullptr;
    if (Result<int> ok = check_queue(kName, jobs); !ok) return ok;
    Result<astar::PathRequest> request =
        job_path_request(*jobs, options, {sx, sy}, {gx, gy});
    if (!request) return request.failure();
    return give_job(jobs->queue->submit_path(std::move(request).value()), out);
  });
}

int astar_jobs_submit_field(astar_jobs* jobs, const int32_t* goals_xy,
                            size_t goal_count, const astar_search* options,
                            astar_job** out, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_jobs_submit_field";
    if (out == nullptr) return null_argument(kName, "out");
    *out = nullptr;
    if (Result<int> ok = check_queue(kName, jobs); !ok) return ok;
    if (goals_xy == nullptr) return null_argument(kName, "goals_xy");
    if (goal_count == 0) return bad_argument(std::string(kName) + ": no goal");
    Result<astar::SearchSettings> settings =
        astar::capi::field_settings(kName, options);
    if (!settings) return settings.failure();
    astar::FieldRequest request{
        {}, settings.value().rules, settings.value().unit};
    for (std::size_t i = 0; i < goal_count; ++i) {
      Result<astar::Point> goal =
          jobs_cell(kName, "goal " + std::to_string(i),
                    {goals_xy[2 * i], goals_xy[2 * i + 1]},
                    astar::CellOrigin::TopLeft, *jobs->queue);
      if (!goal) return goal.failure();
      request.goals.push_back(goal.value());
    }
    return give_job(jobs->queue->submit_field(std::move(request)), out);
  });
}

int astar_jobs_poll(const astar_job* job) {
  if (job == nullptr) return ASTAR_BAD_ARGUMENT;
  return job_status_of(*job->job, job->job->state());
}

int astar_jobs_wait(const astar_job* job, double timeout_seconds,
                    astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (job == nullptr) return null_argument("astar_jobs_wait", "job");
    if (std::isnan(timeout_seconds)) {
      return bad_argument("astar_jobs_wait: timeout_seconds is NaN");
    }
    // Beyond a year (or infinite) is no limit: the clock would overflow.
    if (timeout_seconds < 0 || timeout_seconds > 3.2e7) {
      job->job->wait();
    } else {
      job->job->wait_for(
          std::chrono::duration_cast<astar::Job::Clock::duration>(
              std::chrono::duration<double>(timeout_seconds)));
    }
    return job_status_of(*job->job, job->job->state());
  });
}

void astar_jobs_cancel(astar_job* job) {
  if (job != nullptr) job->job->cancel();
}

void astar_jobs_release(astar_job* job) {
  if (job == nullptr) return;
  job->job->cancel();  // nobody can read its answer any more
  delete job;
}

uint64_t astar_jobs_id(const astar_job* job) {
  return job == nullptr ? 0 : job->job->id();
}

uint64_t astar_jobs_revision(const astar_job* job) {
  return job == nullptr ? 0 : job->job->result().revision;
}

double astar_jobs_cost(const astar_job* job) {
  return job == nullptr || !job->job->finished() ? 0.0
                                                 : job->job->result().cost;
}

int64_t astar_jobs_expanded(const astar_job* job) {
  return job == nullptr ? 0 : job->job->expanded_so_far();
}

int astar_jobs_path(const astar_job* job, const int32_t** xy, size_t* length,
                    astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_jobs_path";
    if (job == nullptr) return null_argument(kName, "job");
    if (xy == nullptr) return null_argument(kName, "xy");
    if (length == nullptr) return null_argument(kName, "length");
    *xy = nullptr;
    *length = 0;
    if (!job->job->finished()) {
      return bad_argument(std::string(kName) +
                          ": the job has not finished (poll or wait first)");
    }
    const std::vector<astar::Point>& path = job->job->result().path;
    if (!path.empty()) {
      *xy = &path.front().x;
      *length = path.size();
    }
    return ASTAR_OK;
  });
}

int astar_jobs_error(const astar_job* job, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (job == nullptr) return null_argument("astar_jobs_error", "job");
    if (job->job->state() != astar::JobState::Failed) return ASTAR_OK;
    return *job->job->result().error;
  });
}

int astar_jobs_take_field(astar_job* job, astar_field** out,
                          astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_jobs_take_field";
    if (out == nullptr) return null_argument(kName, "out");
    *out = nullptr;
    if (job == nullptr) return null_argument(kName, "job");
    std::optional<astar::FlowField> field = job->job->take_field();
    if (!field) {
      return bad_argument(std::string(kName) +
                          ": the job holds no field (not a field job, not "
                          "finished, failed, cancelled or taken already)");
    }
    *out = new astar_field(std::move(*field));
    return ASTAR_OK;
  });
}

int astar_jobs_set_cell(astar_jobs* jobs, int32_t x, int32_t y, uint8_t value,
                        uint64_t* revision, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_jobs_set_cell";
    if (Result<int> ok = check_queue(kName, jobs); !ok) return ok;
    return edit_done(jobs->queue->set_cell({x, y}, value), kName, revision);
  });
}

int astar_jobs_set_cells(astar_jobs* jobs, const int32_t* xy,
                         const uint8_t* values, size_t count,
                         uint64_t* revision, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_jobs_set_cells";
    if (Result<int> ok = check_queue(kName, jobs); !ok) return ok;
    if (count > 0 && xy == nullptr) return null_argument(kName, "xy");
    if (count > 0 && values == nullptr) return null_argument(kName, "values");
    std::vector<astar::Point> points(count);
    for (std::size_t i = 0; i < count; ++i) {
      points[i] = {xy[2 * i], xy[2 * i + 1]};
    }
    return edit_done(jobs->queue->set_cells(points, {values, count}), kName,
                     revision);
  });
}

int astar_jobs_fill(astar_jobs* jobs, int32_t x, int32_t y, int32_t width,
                    int32_t height, uint8_t value, uint64_t* revision,
                    astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_jobs_fill";
    if (Result<int> ok = check_queue(kName, jobs); !ok) return ok;
    if (width < 1 || height < 1 || x > INT32_MAX - width ||
        y > INT32_MAX - height) {
      return bad_argument(std::string(kName) + ": an area of " +
                          std::to_string(width) + "x" + std::to_string(height) +
                          " cells at (" + std::to_string(x) + "," +
                          std::to_string(y) + ") is empty or too large");
    }
    return edit_done(jobs->queue->fill({x, y, x + width, y + height}, value),
                     kName, revision);
  });
}

uint64_t astar_jobs_map_revision(const astar_jobs* jobs) {
  return jobs == nullptr ? 0 : jobs->queue->revision();
}

int astar_jobs_map_cells(const astar_jobs* jobs, uint8_t* cells,
                         size_t cells_size, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_jobs_map_cells";
    if (Result<int> ok = check_queue(kName, jobs); !ok) return ok;
    if (cells == nullptr) return null_argument(kName, "cells");
    const auto map = jobs->queue->snapshot();
    const std::vector<std::uint8_t>& all = map->grid().cells();
    if (cells_size < all.size()) {
      return bad_argument(std::string(kName) + ": cells_size " +
                          std::to_string(cells_size) + " is below the " +
                          std::to_string(all.size()) + " cells of the map");
    }
    std::copy(all.begin(), all.end(), cells);
    return ASTAR_OK;
  });
}

}  // extern "C"
