#include "astar/jobs/job_queue.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <mutex>
#include <random>
#include <set>
#include <thread>
#include <vector>

#include "astar/search/search.hpp"

namespace job_queue_test {

using astar::Algorithm;
using astar::Grid;
using astar::Job;
using astar::JobQueue;
using astar::JobState;
using astar::Point;
using astar::SearchStatus;
using namespace std::chrono_literals;

std::unique_ptr<JobQueue> make_queue(Grid grid, int workers,
                                     astar::JobDone done = {}) {
  auto made = JobQueue::create(std::move(grid), workers, std::move(done));
  EXPECT_TRUE(made) << made.error();
  return std::move(made).value();
}

astar::PathRequest path_request(Point start, Point goal,
                                Algorithm algorithm = Algorithm::AStar) {
  astar::PathRequest request;
  request.query.start = start;
  request.query.goal = goal;
  request.query.algorithm = algorithm;
  return request;
}

// A fresh A* on `grid`: its status and cost (+infinity without a path).
std::pair<SearchStatus, double> fresh_search(const Grid& grid, Point start,
                                             Point goal) {
  astar::Search search;
  if (!search.start(grid, path_request(start, goal).query)) {
    return {SearchStatus::Idle, 0};
  }
  const SearchStatus status = search.run();
  return {status, status == SearchStatus::Found
                      ? search.cost()
                      : std::numeric_limits<double>::infinity()};
}

// A side x side map with about one cell in five a wall.
Grid walled_grid(std::mt19937& rng, int side) {
  Grid grid(side, side);
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (rng() % 5 == 0) grid.set(cell, astar::kBlocked);
  }
  return grid;
}

// One edit the editing thread made, and the revision it left.
struct Edit {
  std::uint64_t revision = 0;
  Point at;
  int size = 1;  // a size x size square
  std::uint8_t value = 0;
};

// What a submitting thread saw around one submission.
struct Submitted {
  std::shared_ptr<Job> job;
  std::uint64_t before = 0;  // the revision just before submit
  std::uint64_t after = 0;   // and just after
  Point start, goal;
  int kind = 0;  // 0 A*, 1 the prepared map, 2 a field
};

// Every revision's map, from the first and the log of edits, replayed.
std::vector<Grid> replay(const Grid& first, const std::vector<Edit>& edits) {
  std::vector<Grid> maps{first};
  for (const Edit& edit : edits) {
    Grid next = maps.back();
    for (int y = edit.at.y; y < edit.at.y + edit.size; ++y) {
      for (int x = edit.at.x; x < edit.at.x + edit.size; ++x) {
        if (next.at(x, y) != edit.value) next.set(x, y, edit.value);
      }
    }
    // An edit that changed no cell made no revision.
    if (edit.revision == maps.size()) maps.push_back(std::move(next));
  }
  return maps;
}

// Checks one finished job against a fresh A* on the map it saw.
void check_answer(const Submitted& s, const Grid& map) {
  const astar::JobResult& result = s.job->result();
  const auto [status, cost] = fresh_search(map, s.start, s.goal);
  if (s.job->state() == JobState::Failed) {
    // Only an end on a wall of its own revision may fail it.
    EXPECT_EQ(status, SearchStatus::Idle) << result.error->message;
    return;
  }
  ASSERT_EQ(s.job->state(), JobState::Done);
  if (s.kind == 2) {
    // A probe on a wall has no distance, as a search from it cannot start.
    const double expected = status == SearchStatus::Idle
                                ? std::numeric_limits<double>::infinity()
                                : cost;
    const double distance = result.field->distance(s.start);
    EXPECT_TRUE(distance == expected || std::abs(distance - expected) < 1e-9)
        << "field " << distance << " vs " << expected;
    return;
  }
  ASSERT_EQ(result.status, status);
  if (status != SearchStatus::Found) return;
  EXPECT_NEAR(result.cost, cost, 1e-9);
  ASSERT_FALSE(result.path.empty());
  EXPECT_EQ(result.path.front(), s.start);
  EXPECT_EQ(result.path.back(), s.goal);
  for (const Point p : result.path) ASSERT_TRUE(map.walkable(p));
}

// The fifth thread: closes and opens cells and squares until told to
// stop, one edit for every three jobs submitted (so edits and submissions
// interleave however fast the machine), logging each edit with the
// revision it left.
std::vector<Edit> edit_until(JobQueue& queue, const std::atomic<bool>& stop,
                             const std::atomic<int>& submitted,
                             std::atomic<int>& edited, int side) {
  std::vector<Edit> edits;
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> coordinate(0, side - 6);
  while (!stop.load()) {
    if (submitted.load() < 3 * static_cast<int>(edits.size())) {
      std::this_thread::yield();
      continue;
    }
    Edit edit{0,
              {coordinate(rng), coordinate(rng)},
              1 + int(rng() % 6),
              rng() % 2 == 0 ? astar::kBlocked : astar::kOpenGround};
    const auto done = queue.fill(
        {edit.at.x, edit.at.y, edit.at.x + edit.size, edit.at.y + edit.size},
        edit.value);
    EXPECT_TRUE(done) << done.error();
    edit.revision = done.value();
    edits.push_back(edit);
    ++edited;
  }
  return edits;
}

// A submitting thread: `count` jobs between random open-or-not cells.
std::vector<Submitted> submit_many(JobQueue& queue, int count, int side,
                                   unsigned seed, std::atomic<int>& submitted,
                                   const std::atomic<int>& edited, int ahead) {
  std::vector<Submitted> out;
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> coordinate(0, side - 1);
  for (int i = 0; i < count; ++i) {
    // Nor do the submitters run far ahead of the editor: some jobs wait
    // in the queue while edits land, as a game's do.
    while (submitted.load() > 3 * edited.load() + ahead) {
      std::this_thread::yield();
    }
    Submitted s;
    s.start = {coordinate(rng), coordinate(rng)};
    s.goal = {coordinate(rng), coordinate(rng)};
    s.kind = i % 10 == 0 ? 2 : i % 10 == 1 ? 1 : 0;
    s.before = queue.revision();
    if (s.kind == 2) {
      s.job = queue.submit_field({{s.goal}, {}, {}});
    } else {
      s.job = queue.submit_path(
          path_request(s.start, s.goal,
                       s.kind == 1 ? Algorithm::Subgoal : Algorithm::AStar));
    }
    s.after = queue.revision();
    out.push_back(std::move(s));
    ++submitted;
  }
  return out;
}

// 4 threads submit `jobs` jobs in all while a fifth edits the map; every
// answer is checked against the revision its job saw, replayed from the
// edit log, and that revision is the one current at its submission.
void run_consistency(int jobs, int side) {
  std::mt19937 rng(11);
  const Grid first = walled_grid(rng, side);
  auto queue = make_queue(first, 4);
  std::atomic<bool> stop{false};
  std::atomic<int> submitted{0};
  std::atomic<int> edited{0};
  std::vector<Edit> edits;
  std::thread editor(
      [&] { edits = edit_until(*queue, stop, submitted, edited, side); });
  std::vector<std::vector<Submitted>> lists(4);
  std::vector<std::thread> submitters;
  for (unsigned t = 0; t < 4; ++t) {
    submitters.emplace_back([&, t] {
      lists[t] = submit_many(*queue, jobs / 4, side, 100 + t, submitted, edited,
                             jobs / 50);
    });
  }
  for (std::thread& s : submitters) s.join();
  for (const auto& list : lists) {
    for (const Submitted& s : list) s.job->wait();
  }
  stop = true;
  editor.join();
  const std::vector<Grid> maps = replay(first, edits);
  ASSERT_GT(maps.size(), 10u) << "the editor made too few revisions";
  std::set<std::uint64_t> seen;
  for (const auto& list : lists) {
    for (const Submitted& s : list) {
      const std::uint64_t revision = s.job->result().revision;
      ASSERT_GE(revision, s.before);
      ASSERT_LE(revision, s.after);
      ASSERT_LT(revision, maps.size());
      seen.insert(revision);
      check_answer(s, maps[revision]);
      if (testing::Test::HasFatalFailure()) return;
    }
  }
  // The jobs ran against many revisions, not one map.
  EXPECT_GT(seen.size(), 10u);
}

TEST(JobQueue, TenThousandJobsEachSeeTheMapOfTheirSubmission) {
  run_consistency(10000, 48);
}

TEST(JobQueue, AThousandJobsEachSeeTheMapOfTheirSubmission) {
  run_consistency(1000, 32);
}

// A long search: Dijkstra across an open 2048 x 2048 map.
astar::PathRequest long_request() {
  return path_request({0, 0}, {2047, 2047}, Algorithm::Dijkstra);
}

TEST(JobQueue, CancelStopsARunningSearchPromptly) {
  auto queue = make_queue(Grid(2048, 2048), 1);
  const auto job = queue->submit_path(long_request());
  // Past the search's start (which clears 4M records): the first slice.
  while (job->expanded_so_far() == 0) std::this_thread::yield();
  ASSERT_EQ(job->state(), JobState::Running);
  const auto asked = std::chrono::steady_clock::now();
  job->cancel();
  ASSERT_TRUE(job->wait_for(2s));
  const auto took = std::chrono::steady_clock::now() - asked;
  EXPECT_EQ(job->state(), JobState::Cancelled);
  EXPECT_TRUE(job->result().path.empty());
  // 4096 expansions between checks: a few milliseconds, and the scheduler
  // (16 ms on average on a 2-core machine at load 9).
  EXPECT_LT(took, 100ms);
}

// A field job cancelled while it runs stops (a 2048 x 2048 field takes
// tenths of a second) and ends Cancelled, with no field and no error; the
// queue's worker then takes the next job.
TEST(JobQueue, CancelStopsARunningFieldJob) {
  auto queue = make_queue(Grid(2048, 2048), 1);
  astar::FieldRequest request;
  request.goals = {{1024, 1024}};
  const auto job = queue->submit_field(request);
  while (job->state() == JobState::Queued) std::this_thread::yield();
  job->cancel();
  ASSERT_TRUE(job->wait_for(10s));
  EXPECT_EQ(job->state(), JobState::Cancelled);
  EXPECT_FALSE(job->result().field);
  EXPECT_FALSE(job->result().error);
  EXPECT_FALSE(job->take_field());
  const auto next = queue->submit_path(path_request({0, 0}, {9, 0}));
  ASSERT_TRUE(next->wait_for(60s));
  ASSERT_EQ(next->state(), JobState::Done);
  EXPECT_DOUBLE_EQ(next->result().cost, 9.0);
}

TEST(JobQueue, CancelFinishesAQueuedJobAtOnceAndCallsDone) {
  std::mutex mutex;
  std::vector<std::uint64_t> done;
  auto queue = make_queue(Grid(2048, 2048), 1, [&](std::uint64_t id) {
    const std::lock_guard lock(mutex);
    done.push_back(id);
  });
  const auto busy = queue->submit_path(long_request());
  const auto waiting = queue->submit_path(path_request({0, 0}, {5, 5}));
  waiting->cancel();
  EXPECT_EQ(waiting->state(), JobState::Cancelled);
  {
    const std::lock_guard lock(mutex);
    EXPECT_EQ(done, std::vector<std::uint64_t>{waiting->id()});
  }
  busy->cancel();
  busy->wait();
  // Cancelling a finished job changes nothing.
  waiting->cancel();
  const std::lock_guard lock(mutex);
  EXPECT_EQ(done.size(), 2u);
}

TEST(JobQueue, WaitTimesOutThenTheAnswerComes) {
  auto queue = make_queue(Grid(2048, 2048), 2);
  const auto slow = queue->submit_path(long_request());
  const auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(slow->wait_for(1ms));
  EXPECT_LT(std::chrono::steady_clock::now() - start, 500ms);
  EXPECT_FALSE(slow->finished());
  const auto quick = queue->submit_path(path_request({0, 0}, {9, 0}));
  ASSERT_TRUE(quick->wait_for(10s));
  EXPECT_EQ(quick->state(), JobState::Done);
  EXPECT_DOUBLE_EQ(quick->result().cost, 9.0);
  slow->cancel();
}

TEST(JobQueue, AnEditCopiesOnlyAMapSomeoneHolds) {
  auto queue = make_queue(Grid(2048, 2048), 1);
  const auto held = queue->snapshot();
  ASSERT_EQ(queue->set_cell({3, 3}, astar::kBlocked).value(), 1u);
  EXPECT_EQ(queue->copies(), 1u);
  EXPECT_EQ(held->number(), 0u);
  EXPECT_EQ(held->grid().at(3, 3), astar::kOpenGround);
  // Nobody holds revision 1: the next edit changes it in place.
  ASSERT_EQ(queue->fill({10, 10, 12, 12}, astar::kBlocked).value(), 2u);
  EXPECT_EQ(queue->copies(), 1u);
  // A queued job holds revision 2 (the worker is busy): the edit copies,
  // and the job still finds its way through the cell the edit closed.
  const auto busy = queue->submit_path(long_request());
  const auto queued = queue->submit_path(path_request({5, 0}, {7, 0}));
  ASSERT_EQ(queue->set_cell({6, 0}, astar::kBlocked).value(), 3u);
  EXPECT_EQ(queue->copies(), 2u);
  busy->cancel();
  ASSERT_TRUE(queued->wait_for(10s));
  EXPECT_EQ(queued->result().revision, 2u);
  EXPECT_DOUBLE_EQ(queued->result().cost, 2.0);
  // Values equal to the cells' make no revision.
  EXPECT_EQ(queue->set_cell({3, 3}, astar::kBlocked).value(), 3u);
  EXPECT_EQ(queue->snapshot()->grid().at(6, 0), astar::kBlocked);
  EXPECT_FALSE(queue->set_cell({2048, 0}, 0));
  EXPECT_FALSE(queue->fill({2046, 6, 2049, 7}, 0));
}

TEST(JobQueue, APreparedMapQueryFollowsEdits) {
  auto queue = make_queue(Grid(16, 16), 2);
  const auto request = path_request({0, 8}, {15, 8}, Algorithm::Subgoal);
  const auto open = queue->submit_path(request);
  ASSERT_TRUE(open->wait_for(10s));
  EXPECT_DOUBLE_EQ(open->result().cost, 15.0);
  ASSERT_TRUE(queue->fill({8, 0, 9, 15}, astar::kBlocked));
  const auto walled = queue->submit_path(request);
  ASSERT_TRUE(walled->wait_for(10s));
  ASSERT_EQ(walled->state(), JobState::Done);
  EXPECT_EQ(walled->result().revision, 1u);
  const Grid& map = queue->snapshot()->grid();
  EXPECT_NEAR(walled->result().cost, fresh_search(map, {0, 8}, {15, 8}).second,
              1e-9);
  EXPECT_GT(walled->result().cost, 15.0);
}

TEST(JobQueue, FailuresAreValuesWithAMessage) {
  auto queue = make_queue(Grid(8, 8), 1);
  ASSERT_TRUE(queue->set_cell({2, 2}, astar::kBlocked));
  const auto job = queue->submit_path(path_request({2, 2}, {5, 5}));
  ASSERT_TRUE(job->wait_for(10s));
  ASSERT_EQ(job->state(), JobState::Failed);
  EXPECT_NE(job->result().error->message.find("(2,2)"), std::string::npos)
      << job->result().error->message;
  EXPECT_FALSE(JobQueue::create(Grid(4, 4), 0));
  EXPECT_FALSE(JobQueue::create(Grid(4, 4), JobQueue::kMaxWorkers + 1));
}

TEST(JobQueue, DestroyingTheQueueCancelsWhatIsLeft) {
  std::atomic<int> done{0};
  std::vector<std::shared_ptr<Job>> jobs;
  {
    auto queue =
        make_queue(Grid(2048, 2048), 1, [&](std::uint64_t) { ++done; });
    for (int i = 0; i < 5; ++i)
      jobs.push_back(queue->submit_path(long_request()));
  }
  EXPECT_EQ(done.load(), 5);
  for (const auto& job : jobs) EXPECT_EQ(job->state(), JobState::Cancelled);
}

}  // namespace job_queue_test
