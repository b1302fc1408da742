// Simulate mode through the real astar-studio binary, headless: agents and
// obstacles placed with the tools (the same clicks and drags a person
// makes), the fixed-step simulation, the 'agent K ...' state lines, a wall
// painted while agents walk, a patrol across the corridor, undo, sessions
// and determinism.

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>
#include <string>
#include <vector>

#include "astar/session/session.hpp"
#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace simulate_test {

std::vector<std::string> agent_lines(const std::string& out) {
  return lines_starting(out, "agent ");
}

// "at=X,Y" as a cell.
Point agent_cell(const std::string& line) {
  const std::string at = field(line, "at");
  const std::size_t comma = at.find(',');
  return {static_cast<int>(std::lround(std::stod(at.substr(0, comma)))),
          static_cast<int>(std::lround(std::stod(at.substr(comma + 1))))};
}

// A corridor two cells high between walls, open at column 10 to a room
// above and below.
std::string corridor_map(const TempFolder& dir) {
  return write_cells(dir, "corridor.png", 24, 8, [](int x, int y) {
    if (y == 3 || y == 4) return kOpenGround;
    return x == 10 ? kOpenGround : kBlocked;
  });
}

TEST(Simulate, AnAgentPlacedWithTheToolArrives) {
  TempFolder dir;
  const std::string map = corridor_map(dir);
  const RunResult run =
      run_script(dir, map, "key k\nmove 1 3\ndown left\nup left\n",
                 {"--start", "0,3", "--goal", "23,4", "--simulate", "8"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto agents = agent_lines(run.out);
  ASSERT_EQ(agents.size(), 1u) << run.out;
  EXPECT_EQ(field(agents[0], "state"), "arrived") << agents[0];
  EXPECT_EQ(agent_cell(agents[0]), (Point{23, 4})) << agents[0];
  // The smoothed path is one straight segment along the corridor.
  EXPECT_NEAR(std::stod(field(agents[0], "walked")), std::hypot(22.0, 1.0),
              0.01);
  EXPECT_NE(run.out.find("planning mean="), std::string::npos);
}

TEST(Simulate, AWallPaintedAcrossItsPathMakesItReplanAndStillArrive) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 10);
  // The agent sets off along row 5; a wall across rows 0..8 at column 15
  // leaves a gap in row 9 only.
  const RunResult run =
      run_script(dir, map,
                 "key k\nmove 1 5\ndown left\nup left\nsimulate 1\nstate\n"
                 "key b\ndrag 15 0 15 8\nsimulate 12\nstate\nexport " +
                     dir.path("map.png").string() + "\n",
                 {"--start", "0,0", "--goal", "28,5"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto agents = agent_lines(run.out);
  ASSERT_EQ(agents.size(), 2u) << run.out;
  EXPECT_EQ(field(agents[0], "state"), "walking") << agents[0];
  EXPECT_LT(agent_cell(agents[0]).x, 15) << agents[0];
  EXPECT_EQ(field(agents[1], "state"), "arrived") << agents[1];
  EXPECT_EQ(agent_cell(agents[1]), (Point{28, 5})) << agents[1];
  // Round the wall's end through (15,9): at least 28.16 cells, not the 27
  // straight on.
  EXPECT_GT(std::stod(field(agents[1], "walked")), 28.1) << agents[1];
  EXPECT_GT(std::stoi(field(agents[1], "replans")),
            std::stoi(field(agents[0], "replans")));
  // The wall went into the map, through the ordinary brush.
  const Image exported = read_png(dir.path("map.png"));
  EXPECT_EQ(exported.gray(15, 5), kBlocked);
}

TEST(Simulate, APatrolAcrossTheCorridorMakesItWaitOrGoRound) {
  TempFolder dir;
  const std::string map = corridor_map(dir);
  // The obstacle patrols the open column 10, from the room above through
  // the corridor to the room below and back.
  std::string script =
      "key o\ndrag 10 0 10 7\nkey k\nmove 1 3\n"
      "down left\nup left\n";
  // Sampled every 0.1 s: the agent's cell is never the obstacle's.
  for (int i = 0; i < 80; ++i) script += "simulate 0.1\nstate\n";
  const RunResult run =
      run_script(dir, map, script, {"--start", "0,3", "--goal", "23,4"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto agents = agent_lines(run.out);
  const auto obstacles = lines_starting(run.out, "obstacle ");
  ASSERT_EQ(agents.size(), 80u) << run.out;
  ASSERT_EQ(obstacles.size(), 80u) << run.out;
  bool crossed = false;
  for (std::size_t i = 0; i < agents.size(); ++i) {
    EXPECT_NE(agent_cell(agents[i]), agent_cell(obstacles[i]))
        << agents[i] << " / " << obstacles[i];
    // The obstacle was in the corridor while the agent was before it.
    const Point obstacle = agent_cell(obstacles[i]);
    crossed = crossed || ((obstacle.y == 3 || obstacle.y == 4) &&
                          agent_cell(agents[i]).x < 10);
  }
  EXPECT_TRUE(crossed) << "the patrol never crossed the agent's way";
  EXPECT_EQ(field(agents.back(), "state"), "arrived") << agents.back();
  EXPECT_EQ(agent_cell(agents.back()), (Point{23, 4}));
}

TEST(Simulate, TheSameScriptGivesTheSameStateLines) {
  TempFolder dir;
  const std::string map = corridor_map(dir);
  const std::string script =
      "key o\ndrag 10 0 10 7\nkey k\nmove 1 3\ndown left\nup left\n"
      "move 2 4\ndown left\nup left\nsimulate 3\nstate\n";
  const RunResult a = run_script(dir, map, script, {"--goal", "23,4"});
  const RunResult b = run_script(dir, map, script, {"--goal", "23,4"});
  ASSERT_EQ(a.exit_code, 0) << a.err;
  ASSERT_EQ(b.exit_code, 0) << b.err;
  ASSERT_EQ(agent_lines(a.out).size(), 2u) << a.out;
  EXPECT_EQ(agent_lines(a.out), agent_lines(b.out));
}

TEST(Simulate, AgentsAndObstaclesAreUndoableAndSavedInTheSession) {
  TempFolder dir;
  const std::string map = corridor_map(dir);
  const std::string session = dir.path("sim.astar.json").string();
  // Three agents, one undone; an obstacle with a third route point.
  const RunResult run = run_script(
      dir, map,
      "key k\nmove 1 3\ndown left\nup left\nmove 2 3\ndown left\nup left\n"
      "move 3 3\ndown left\nup left\nkey ctrl+z\n"
      "key o\ndrag 10 0 10 4\nmove 15 4\ndown left shift\nup left\n"
      "key ctrl+shift+s\ntext " +
          session + "\nkey enter\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  auto loaded = load_session(session);
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  const Actors& actors = loaded.value().document.actors;
  ASSERT_EQ(actors.agents.size(), 2u);
  EXPECT_EQ(actors.agents[0].cell, (Point{1, 3}));
  EXPECT_EQ(actors.agents[1].cell, (Point{2, 3}));
  ASSERT_EQ(actors.obstacles.size(), 1u);
  const std::vector<Point> route{{10, 0}, {10, 4}, {15, 4}};
  EXPECT_EQ(actors.obstacles[0].points, route);

  // Reopened, the session simulates with them.
  const RunResult again =
      run_studio({session, "--headless", "--simulate", "1"}, dir);
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_EQ(agent_lines(again.out).size(), 2u) << again.out;
}

TEST(Simulate, APatrolThroughAWallIsRefusedAndSaysWhy) {
  TempFolder dir;
  const std::string map = corridor_map(dir);
  // (10,0) to (14,4) crosses the walls right of the open column; so does
  // extending (10,0)-(10,4)-(15,4) to (10,7).
  const RunResult run = run_script(
      dir, map,
      "key o\ndrag 10 0 14 4\nstate\ndrag 10 0 10 4\nmove 15 4\n"
      "down left shift\nup left\nmove 10 7\ndown left shift\nup left\n"
      "state\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  EXPECT_EQ(field(states[0], "undo"), "0") << states[0];
  EXPECT_EQ(field(states[1], "undo"), "2") << states[1];  // drag, (15,4)
  EXPECT_NE(run.out.find("Cannot patrol from (10,0) to (14,4): the way "
                         "between them crosses a wall."),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("Cannot patrol from (15,4) to (10,7)"),
            std::string::npos)
      << run.out;
}

TEST(Simulate, AnAgentWithNoPathWaitsWhereItIs) {
  TempFolder dir;
  const std::string map = corridor_map(dir);
  const RunResult run = run_script(
      dir, map, "key b\ndrag 12 3 12 4\nkey k\nmove 1 3\ndown left\nup left\n",
      {"--goal", "23,4", "--simulate", "2"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto agents = agent_lines(run.out);
  ASSERT_EQ(agents.size(), 1u) << run.out;
  EXPECT_EQ(field(agents[0], "state"), "waiting");
  EXPECT_EQ(agent_cell(agents[0]), (Point{1, 3}));
  EXPECT_EQ(field(agents[0], "walked"), "0.00");
}

TEST(PathOverlays, TheSmoothedPathShowsOnlyWhenSwitchedOn) {
  TempFolder dir;
  const std::string map = write_cells(dir, "l.png", 20, 12, [](int x, int y) {
    return x == 8 && y < 9 ? kBlocked : kOpenGround;
  });
  const std::string off = dir.path("off.png").string();
  const std::string on = dir.path("on.png").string();
  const RunResult run = run_script(
      dir, map,
      "click section Search\nclick section Controls\nscreenshot " + off +
          "\nclick Smoothed\nclick Waypoints\nscreenshot " + on + "\n",
      {"--start", "1,1", "--goal", "18,1", "--run"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Rgba smoothed{60, 235, 120, 255};
  EXPECT_EQ(count_colour(read_png(off), smoothed), 0);
  EXPECT_GT(count_colour(read_png(on), smoothed), 100);
}

TEST(PathOverlays, ALongPathIsSmoothedOverFramesAndThenShown) {
  TempFolder dir;
  // A serpentine: walls every other row, gaps at alternate ends, so the
  // path runs over 1800 cells (smoothed in slices past 1500).
  const std::string map = write_cells(dir, "s.png", 60, 61, [](int x, int y) {
    if (y % 2 == 0) return kOpenGround;
    const bool gap = (y / 2) % 2 == 0 ? x == 59 : x == 0;
    return gap ? kOpenGround : kBlocked;
  });
  const std::string on = dir.path("on.png").string();
  const RunResult run = run_script(
      dir, map,
      "click section Search\nclick section Controls\nclick Smoothed\n"
      "frames 60\nscreenshot " +
          on + "\nstate\n",
      {"--start", "0,0", "--goal", "0,60", "--run"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  ASSERT_NE(run.out.find("status=found"), std::string::npos) << run.out;
  const Rgba smoothed{60, 235, 120, 255};
  EXPECT_GT(count_colour(read_png(on), smoothed), 100);
}

}  // namespace simulate_test
}  // namespace astar::studio::testing
