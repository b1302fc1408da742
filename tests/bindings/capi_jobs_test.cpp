// The C API's job queue (astar_jobs_*): paths equal to astar_search_find's
// and read in place, four submitting threads against an editing one with
// every answer checked on the revision its job saw, cancel, wait's
// timeout, the field handed over without a copy, and every error named.

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <random>
#include <set>
#include <thread>
#include <vector>

#include "astar.h"
#include "capi_expect.hpp"

namespace astar::test {
namespace capi_jobs_test {

using namespace std::chrono_literals;

struct Queue {
  astar_grid* grid = nullptr;
  astar_search* options = nullptr;
  astar_jobs* jobs = nullptr;
  astar_error error{};
  Queue(int width, int height, const std::vector<std::uint8_t>& cells,
        int workers, astar_job_done done = nullptr, void* user = nullptr) {
    EXPECT_EQ(astar_grid_new(width, height, cells.data(), cells.size(), &grid,
                             &error),
              ASTAR_OK);
    EXPECT_EQ(astar_search_new(&options, &error), ASTAR_OK);
    EXPECT_EQ(astar_jobs_new(grid, workers, done, user, &jobs, &error),
              ASTAR_OK)
        << error.message;
  }
  ~Queue() {
    astar_jobs_free(jobs);
    astar_search_free(options);
    astar_grid_free(grid);
  }
};

std::vector<std::uint8_t> walled_map(int width, int height) {
  std::vector<std::uint8_t> cells(width * height, 255);
  for (int y = 0; y < height - 2; ++y) cells[y * width + width / 2] = 0;
  return cells;
}

// The path of a find on `grid` under `options`, as x, y pairs.
std::vector<std::int32_t> found_path(astar_search* options, astar_grid* grid,
                                     int sx, int sy, int gx, int gy) {
  astar_error error{};
  EXPECT_EQ(astar_search_find(options, grid, sx, sy, gx, gy, &error),
            ASTAR_FOUND);
  std::vector<std::int32_t> xy(2 * astar_search_path_length(options));
  EXPECT_EQ(astar_search_path(options, xy.data(), xy.size() / 2, &error),
            ASTAR_OK);
  return xy;
}

TEST(CapiJobs, PathsEqualFindsAndAreReadInPlace) {
  Queue q(20, 12, walled_map(20, 12), 2);
  for (const char* origin : {"top-left", "bottom-left"}) {
    ASSERT_EQ(astar_search_set(q.options, "origin", origin, &q.error),
              ASTAR_OK);
    astar_job* job = nullptr;
    ASSERT_EQ(
        astar_jobs_submit_path(q.jobs, q.options, 1, 2, 18, 3, &job, &q.error),
        ASTAR_OK)
        << q.error.message;
    EXPECT_EQ(astar_jobs_wait(job, -1, &q.error), ASTAR_FOUND);
    EXPECT_EQ(astar_jobs_poll(job), ASTAR_FOUND);
    const std::int32_t* xy = nullptr;
    std::size_t n = 0;
    ASSERT_EQ(astar_jobs_path(job, &xy, &n, &q.error), ASTAR_OK);
    const std::vector<std::int32_t> expected =
        found_path(q.options, q.grid, 1, 2, 18, 3);
    ASSERT_EQ(2 * n, expected.size());
    EXPECT_EQ(std::vector<std::int32_t>(xy, xy + 2 * n), expected);
    EXPECT_DOUBLE_EQ(astar_jobs_cost(job), astar_search_cost(q.options));
    EXPECT_GT(astar_jobs_expanded(job), 0);
    EXPECT_EQ(astar_jobs_revision(job), 0u);
    // The same storage every time: the job's own, not a copy.
    const std::int32_t* again = nullptr;
    ASSERT_EQ(astar_jobs_path(job, &again, &n, &q.error), ASTAR_OK);
    EXPECT_EQ(again, xy);
    astar_jobs_release(job);
  }
}

// One edit of the editing thread: a square filled, and the revision after.
struct Fill {
  std::uint64_t revision;
  int x, y, size;
  std::uint8_t value;
};

struct Sent {
  astar_job* job;
  std::uint64_t before, after;
  int sx, sy, gx, gy;
};

std::vector<Sent> submit_some(astar_jobs* jobs, int count, int side,
                              unsigned seed, std::atomic<int>& submitted,
                              const std::atomic<int>& edited) {
  std::mt19937 rng(seed);
  std::vector<Sent> out;
  astar_error error{};
  for (int i = 0; i < count; ++i) {
    // Nor do the submitters run ahead of the editor.
    while (submitted > 3 * edited + 12) std::this_thread::yield();
    Sent s{nullptr,
           astar_jobs_map_revision(jobs),
           0,
           int(rng() % side),
           int(rng() % side),
           int(rng() % side),
           int(rng() % side)};
    EXPECT_EQ(astar_jobs_submit_path(jobs, nullptr, s.sx, s.sy, s.gx, s.gy,
                                     &s.job, &error),
              ASTAR_OK);
    s.after = astar_jobs_map_revision(jobs);
    out.push_back(s);
    ++submitted;
  }
  return out;
}

// One fill for every three jobs submitted, so that they interleave.
std::vector<Fill> fill_until(astar_jobs* jobs, const std::atomic<bool>& stop,
                             const std::atomic<int>& submitted,
                             std::atomic<int>& edited, int side) {
  std::mt19937 rng(3);
  std::vector<Fill> fills;
  astar_error error{};
  while (!stop) {
    if (submitted < 3 * static_cast<int>(fills.size())) {
      std::this_thread::yield();
      continue;
    }
    Fill f{0, int(rng() % (side - 2)), int(rng() % (side - 2)),
           1 + int(rng() % 3), std::uint8_t(rng() % 2 ? 255 : 0)};
    EXPECT_EQ(astar_jobs_fill(jobs, f.x, f.y, f.size, f.size, f.value,
                              &f.revision, &error),
              ASTAR_OK);
    fills.push_back(f);
    ++edited;
  }
  return fills;
}

// Checks `s` against a fresh find on its revision's cells.
void check_sent(const Sent& s, const std::vector<std::uint8_t>& cells,
                int side) {
  astar_grid* grid = nullptr;
  astar_search* search = nullptr;
  astar_error error{};
  ASSERT_EQ(
      astar_grid_new(side, side, cells.data(), cells.size(), &grid, &error),
      ASTAR_OK);
  ASSERT_EQ(astar_search_new(&search, &error), ASTAR_OK);
  const int expected =
      astar_search_find(search, grid, s.sx, s.sy, s.gx, s.gy, &error);
  const int status = astar_jobs_poll(s.job);
  EXPECT_EQ(status, expected) << error.message;
  if (status == ASTAR_FOUND) {
    EXPECT_NEAR(astar_jobs_cost(s.job), astar_search_cost(search), 1e-9);
  }
  astar_search_free(search);
  astar_grid_free(grid);
}

TEST(CapiJobs, FourSubmittersAndAnEditorEachJobSeesItsRevision) {
  constexpr int kSide = 32, kJobs = 2000;
  std::vector<std::uint8_t> first(kSide * kSide, 255);
  std::mt19937 rng(5);
  for (auto& cell : first) cell = rng() % 5 == 0 ? 0 : 255;
  Queue q(kSide, kSide, first, 4);
  std::atomic<bool> stop{false};
  std::atomic<int> submitted{0};
  std::atomic<int> edited{0};
  std::vector<Fill> fills;
  std::thread editor(
      [&] { fills = fill_until(q.jobs, stop, submitted, edited, kSide); });
  std::vector<std::vector<Sent>> sent(4);
  std::vector<std::thread> submitters;
  for (unsigned t = 0; t < 4; ++t) {
    submitters.emplace_back([&, t] {
      sent[t] =
          submit_some(q.jobs, kJobs / 4, kSide, 40 + t, submitted, edited);
    });
  }
  for (auto& t : submitters) t.join();
  for (const auto& list : sent) {
    for (const Sent& s : list) astar_jobs_wait(s.job, -1, &q.error);
  }
  stop = true;
  editor.join();
  // Every revision's cells, replayed from the editor's log.
  std::vector<std::vector<std::uint8_t>> maps{first};
  for (const Fill& f : fills) {
    std::vector<std::uint8_t> next = maps.back();
    for (int y = f.y; y < f.y + f.size; ++y) {
      for (int x = f.x; x < f.x + f.size; ++x) next[y * kSide + x] = f.value;
    }
    if (f.revision == maps.size()) maps.push_back(std::move(next));
  }
  ASSERT_GT(maps.size(), 100u);
  std::set<std::uint64_t> seen;
  for (const auto& list : sent) {
    for (const Sent& s : list) {
      const std::uint64_t revision = astar_jobs_revision(s.job);
      ASSERT_GE(revision, s.before);
      ASSERT_LE(revision, s.after);
      seen.insert(revision);
      check_sent(s, maps.at(revision), kSide);
      astar_jobs_release(s.job);
    }
  }
  EXPECT_GT(seen.size(), 100u) << "the jobs saw too few revisions";
}

struct Done {
  std::mutex mutex;
  std::vector<std::uint64_t> ids;
  std::size_t size() {
    const std::lock_guard lock(mutex);
    return ids.size();
  }
};

void count_done(void* user, uint64_t id) {
  auto* done = static_cast<Done*>(user);
  const std::lock_guard lock(done->mutex);
  done->ids.push_back(id);
}

TEST(CapiJobs, WaitTimesOutAndCancelStopsTheSearch) {
  Done done;
  {
    Queue q(2048, 2048, std::vector<std::uint8_t>(2048 * 2048, 255), 1,
            count_done, &done);
    ASSERT_EQ(astar_search_set(q.options, "algo", "dijkstra", &q.error),
              ASTAR_OK);
    astar_job* slow = nullptr;
    astar_job* queued = nullptr;
    ASSERT_EQ(astar_jobs_submit_path(q.jobs, q.options, 0, 0, 2047, 2047, &slow,
                                     &q.error),
              ASTAR_OK);
    ASSERT_EQ(
        astar_jobs_submit_path(q.jobs, nullptr, 0, 0, 3, 3, &queued, &q.error),
        ASTAR_OK);
    EXPECT_EQ(astar_jobs_wait(slow, 0.001, &q.error), ASTAR_RUNNING);
    EXPECT_EQ(astar_jobs_poll(queued), ASTAR_RUNNING);
    astar_jobs_cancel(queued);
    EXPECT_EQ(astar_jobs_poll(queued), ASTAR_CANCELLED);
    // Past the search's start (which clears 4M records): the first slice.
    while (astar_jobs_expanded(slow) == 0) std::this_thread::yield();
    const auto asked = std::chrono::steady_clock::now();
    astar_jobs_cancel(slow);
    EXPECT_EQ(astar_jobs_wait(slow, 5.0, &q.error), ASTAR_CANCELLED);
    EXPECT_LT(std::chrono::steady_clock::now() - asked, 200ms);
    const std::int32_t* xy = nullptr;
    std::size_t n = 1;
    EXPECT_EQ(astar_jobs_path(slow, &xy, &n, &q.error), ASTAR_OK);
    EXPECT_EQ(n, 0u);
    EXPECT_EQ(xy, nullptr);
    astar_jobs_release(slow);
    astar_jobs_release(queued);
  }
  // Called on the worker after the job's state is published: by the time
  // astar_jobs_free has joined the workers, once for each job.
  EXPECT_EQ(done.size(), 2u);
}

// A running field job stops at a cancel (a 2048 x 2048 field takes tenths
// of a second; the worker has it within the 20 ms waited) and has no field.
TEST(CapiJobs, CancelStopsARunningField) {
  Queue q(2048, 2048, std::vector<std::uint8_t>(2048 * 2048, 255), 1);
  const std::int32_t goal[] = {1024, 1024};
  astar_job* job = nullptr;
  ASSERT_EQ(astar_jobs_submit_field(q.jobs, goal, 1, nullptr, &job, &q.error),
            ASTAR_OK);
  EXPECT_EQ(astar_jobs_wait(job, 0.02, &q.error), ASTAR_RUNNING);
  astar_jobs_cancel(job);
  EXPECT_EQ(astar_jobs_wait(job, 60, &q.error), ASTAR_CANCELLED);
  astar_field* field = nullptr;
  EXPECT_NE(astar_jobs_take_field(job, &field, &q.error), ASTAR_OK);
  EXPECT_EQ(field, nullptr);
  astar_jobs_release(job);
}

TEST(CapiJobs, AFieldIsHandedOverWithoutACopy) {
  Queue q(20, 12, walled_map(20, 12), 1);
  const std::int32_t goal[] = {18, 3};
  astar_job* job = nullptr;
  ASSERT_EQ(astar_jobs_submit_field(q.jobs, goal, 1, nullptr, &job, &q.error),
            ASTAR_OK);
  EXPECT_EQ(astar_jobs_wait(job, 10, &q.error), ASTAR_OK);
  astar_field* field = nullptr;
  ASSERT_EQ(astar_jobs_take_field(job, &field, &q.error), ASTAR_OK);
  astar_search_find(q.options, q.grid, 1, 2, 18, 3, &q.error);
  EXPECT_DOUBLE_EQ(astar_field_distance(field, 1, 2),
                   astar_search_cost(q.options));
  astar_field* twice = nullptr;
  expect_error(astar_jobs_take_field(job, &twice, &q.error), q.error,
               ASTAR_BAD_ARGUMENT, "taken already");
  astar_field_free(field);
  astar_jobs_release(job);
}

TEST(CapiJobs, ErrorsAreNamed) {
  Queue q(20, 12, walled_map(20, 12), 1);
  astar_job* job = nullptr;
  expect_error(
      astar_jobs_submit_path(q.jobs, nullptr, 20, 0, 1, 1, &job, &q.error),
      q.error, ASTAR_BAD_ARGUMENT, "start (20,0) is outside the 20x12");
  EXPECT_EQ(job, nullptr);
  expect_error(
      astar_jobs_submit_path(nullptr, nullptr, 0, 0, 1, 1, &job, &q.error),
      q.error, ASTAR_BAD_ARGUMENT, "jobs is NULL");
  ASSERT_EQ(astar_search_set(q.options, "post", "smooth", &q.error), ASTAR_OK);
  expect_error(
      astar_jobs_submit_path(q.jobs, q.options, 0, 0, 1, 1, &job, &q.error),
      q.error, ASTAR_BAD_ARGUMENT, "'post'");
  expect_error(astar_jobs_fill(q.jobs, 18, 0, 4, 1, 0, nullptr, &q.error),
               q.error, ASTAR_BAD_ARGUMENT, "not inside the 20x12 map");
  std::uint64_t revision = 9;
  ASSERT_EQ(astar_jobs_set_cell(q.jobs, 1, 1, 0, &revision, &q.error),
            ASTAR_OK);
  EXPECT_EQ(revision, 1u);
  ASSERT_EQ(astar_jobs_submit_path(q.jobs, nullptr, 1, 1, 3, 3, &job, &q.error),
            ASTAR_OK);
  EXPECT_EQ(astar_jobs_wait(job, -1, &q.error), ASTAR_BAD_ARGUMENT);
  expect_error(astar_jobs_error(job, &q.error), q.error, ASTAR_BAD_ARGUMENT,
               "(1,1)");
  astar_jobs_release(job);
  astar_jobs* none = nullptr;
  expect_error(astar_jobs_new(q.grid, 0, nullptr, nullptr, &none, &q.error),
               q.error, ASTAR_BAD_ARGUMENT, "workers 0");
  EXPECT_EQ(astar_jobs_poll(nullptr), ASTAR_BAD_ARGUMENT);
}

}  // namespace capi_jobs_test
}  // namespace astar::test
