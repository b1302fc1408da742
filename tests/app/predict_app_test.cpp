// Predict the next step through the real app (issue 24, part 5): the
// script's `predict X Y`, the score in the state line, the step after a
// guess, and a click on the canvas in predict mode as a guess, not paint.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace predict_app_test {

RunResult run_predict(const TempFolder& dir, const std::string& script) {
  const std::string map = dir.write("classroom.map", kClassroomMap);
  const std::string path = dir.write("predict.txt", script);
  return run_studio(
      {map, "--headless", "--start", "3,4", "--goal", "10,3", "--script", path},
      dir);
}

TEST(PredictApp, ScriptGuessesAreJudgedScoredAndStepTheSearch) {
  TempFolder dir;
  const RunResult run = run_predict(dir,
                                    "key n\n"
                                    "predict 4 3\n"
                                    "state\n"
                                    "predict 4 4\n"
                                    "state\n"
                                    "predict 7 3\n"
                                    "predict -1 0\n"
                                    "state\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto predicts = lines_starting(run.out, "predict ");
  ASSERT_EQ(predicts.size(), 4u) << run.out;
  // After the start, (4,3) and (4,4) both have f 1.414 + 6 = 1 + 6.414;
  // the lower h, (4,3)'s, goes first.
  EXPECT_EQ(predicts[0],
            "predict correct cell=4,3 key=7.414 g=1.414 h=6 score=1/1 reason: "
            "(4,3) goes first: both have f 7.414, and ties go to the lower h "
            "(6 against 6.414)");
  EXPECT_EQ(predicts[1].rfind("predict wrong expected=5,3 key=7.414 g=2.414 "
                              "h=5 guess=4,4 guess_key=7.414 guess_g=1 "
                              "guess_h=6.414 score=1/2 reason: (5,3) goes "
                              "first: both have f 7.414, and ties go to the "
                              "lower h",
                              0),
            0u)
      << predicts[1];
  EXPECT_EQ(predicts[2],
            "predict wrong expected=6,3 key=7.414 g=3.414 h=4 guess=7,3 "
            "score=1/3 reason: (7,3) is not in the open set: it is a wall");
  EXPECT_EQ(predicts[3].rfind("predict wrong expected=4,4 ", 0), 0u)
      << predicts[3];
  EXPECT_NE(predicts[3].find("score=1/4 reason: (-1,0) is not in the open "
                             "set: it is outside the map"),
            std::string::npos);
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 3u);
  // Every counted guess took one step.
  EXPECT_EQ(field(states[0], "step"), "2");
  EXPECT_EQ(field(states[0], "predict"), "1/1");
  EXPECT_EQ(field(states[1], "step"), "3");
  EXPECT_EQ(field(states[1], "predict"), "1/2");
  EXPECT_EQ(field(states[2], "step"), "5");
  EXPECT_EQ(field(states[2], "predict"), "1/4");
  EXPECT_EQ(field(states[2], "predicting"), "0");
}

// Issue 37: after Step line (P) part-way through an expansion, a guess was
// judged against the next expansion but its step only finished the one
// shown, so the next guess was judged against the same cell again. Each
// guess now takes the expansion it was judged against.
TEST(PredictApp, AGuessAfterStepLineTakesTheExpansionItWasJudgedAgainst) {
  TempFolder dir;
  const RunResult run = run_predict(dir,
                                    "key n\n"
                                    "key n\n"
                                    "key p\n"
                                    "state\n"
                                    "predict 6 3\n"
                                    "state\n"
                                    "predict 4 4\n"
                                    "state\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 3u) << run.out;
  // Part-way through expanding (5,3), the third expansion.
  EXPECT_EQ(field(states[0], "step"), "3");
  EXPECT_NE(field(states[0], "line"), field(states[2], "line"));
  const auto predicts = lines_starting(run.out, "predict ");
  ASSERT_EQ(predicts.size(), 2u) << run.out;
  EXPECT_EQ(predicts[0].rfind("predict correct cell=6,3 ", 0), 0u)
      << predicts[0];
  EXPECT_NE(predicts[0].find(" score=1/1 "), std::string::npos) << predicts[0];
  EXPECT_EQ(field(states[1], "step"), "4");
  EXPECT_EQ(predicts[1].rfind("predict correct cell=4,4 ", 0), 0u)
      << predicts[1];
  EXPECT_NE(predicts[1].find(" score=2/2 "), std::string::npos) << predicts[1];
  EXPECT_EQ(field(states[2], "step"), "5");
  EXPECT_EQ(field(states[2], "predict"), "2/2");
}

TEST(PredictApp, NoSearchOrAFinishedOneIsNotCounted) {
  TempFolder dir;
  const RunResult run = run_predict(dir,
                                    "predict 3 4\n"
                                    "state\n"
                                    "key return\n"
                                    "frames 5\n"
                                    "predict 3 4\n"
                                    "state\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto predicts = lines_starting(run.out, "predict ");
  ASSERT_EQ(predicts.size(), 2u) << run.out;
  EXPECT_EQ(predicts[0],
            "predict none score=0/0 reason: the search has not started: "
            "press Step (N) to open the start cell");
  EXPECT_EQ(predicts[1].rfind("predict none score=0/0 reason: the search has "
                              "finished",
                              0),
            0u);
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u);
  EXPECT_EQ(field(states[0], "status"), "idle");
  EXPECT_EQ(field(states[1], "status"), "found");
  EXPECT_EQ(field(states[1], "predict"), "0/0");
}

// In predict mode a left click on the canvas is a guess: it is scored, the
// search steps, and no wall is painted; Reset starts the score over.
TEST(PredictApp, ACanvasClickInPredictModeIsAGuessNotPaint) {
  TempFolder dir;
  const RunResult run = run_predict(dir,
                                    "key n\n"
                                    "click Predict next step\n"
                                    "move 4 3\n"
                                    "down left\n"
                                    "up left\n"
                                    "frames 2\n"
                                    "state\n"
                                    "move 0 0\n"
                                    "down left\n"
                                    "up left\n"
                                    "frames 2\n"
                                    "state\n"
                                    "key ctrl+r\n"
                                    "state\n"
                                    "key shift+p\n"
                                    "move 0 0\n"
                                    "down left\n"
                                    "up left\n"
                                    "state\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 4u) << run.out;
  EXPECT_EQ(field(states[0], "predicting"), "1");
  EXPECT_EQ(field(states[0], "predict"), "1/1");
  EXPECT_EQ(field(states[0], "step"), "2");
  EXPECT_EQ(field(states[0], "undo"), "0");
  // (0,0) has not been reached: wrong, and the search still steps.
  EXPECT_EQ(field(states[1], "predict"), "1/2");
  EXPECT_EQ(field(states[1], "step"), "3");
  EXPECT_EQ(field(states[1], "undo"), "0");
  EXPECT_EQ(field(states[2], "predict"), "0/0");
  EXPECT_EQ(field(states[2], "step"), "0");
  // P turns the mode off: the click paints a wall again.
  EXPECT_EQ(field(states[3], "predicting"), "0");
  EXPECT_EQ(field(states[3], "undo"), "1");
}

// Issue 50, item 6's sibling: with runs compared, a Predict click in a
// pane but run 1's painted (only run 1's pane was taken). A guess is about
// run 1's search: a click elsewhere paints nothing and says where to click.
TEST(PredictApp, AClickInAnotherComparedPaneIsNeitherPaintNorAGuess) {
  TempFolder dir;
  const std::string map = dir.write("classroom.map", kClassroomMap);
  const RunResult run =
      run_studio({map, "--headless", "--start", "3,4", "--goal", "10,3",
                  "--compare", "astar;dijkstra", "--script",
                  dir.write("s.txt",
                            "key n\nkey shift+p\nmove 4 3 pane 2\ndown left\n"
                            "up left\nstate\n")},
                 dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 1u) << run.out;
  EXPECT_EQ(field(states[0], "undo"), "0") << "the click painted";
  EXPECT_EQ(field(states[0], "predict"), "0/0");
  EXPECT_NE(run.out.find("status: Predict guesses Run 1's next cell: click "
                         "in Run 1's pane."),
            std::string::npos)
      << run.out;
}

}  // namespace predict_app_test
}  // namespace astar::studio::testing
