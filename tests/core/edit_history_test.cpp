#include "astar/edit/edit_history.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "astar/edit/flood_fill.hpp"
#include "astar/edit/map_ops.hpp"
#include "astar/edit/paint.hpp"
#include "astar/edit/shapes.hpp"
#include "astar/generate/generators.hpp"
#include "test_maps.hpp"

namespace astar {
namespace edit_history_test {

using test::ascii_document;

EditCommand paint_one(const Document& doc, Point cell, std::uint8_t value,
                      const char* label) {
  const CellSpan span{cell.y, cell.x, cell.x};
  return make_paint_command(doc, std::span(&span, 1), value, label);
}

TEST(EditHistory, UndoRedoRestoresCellsMarkersAndLabels) {
  Document doc = ascii_document({"S..", "...", "..G"});
  const Document original = doc;
  EditHistory history;
  EXPECT_EQ(history.undo_label(), nullptr);
  ASSERT_TRUE(
      history.apply(doc, paint_one(doc, {1, 1}, kBlocked, "Paint walls")));
  ASSERT_TRUE(history.apply(doc, make_move_start_command(doc, Point{2, 0})));
  const Document edited = doc;
  EXPECT_EQ(doc.grid.at(1, 1), kBlocked);
  EXPECT_EQ(doc.start, (Point{2, 0}));
  ASSERT_NE(history.undo_label(), nullptr);
  EXPECT_EQ(*history.undo_label(), "Move start");

  ASSERT_TRUE(history.undo(doc));
  EXPECT_EQ(doc.start, (Point{0, 0}));
  EXPECT_EQ(*history.redo_label(), "Move start");
  EXPECT_EQ(*history.undo_label(), "Paint walls");
  ASSERT_TRUE(history.undo(doc));
  EXPECT_EQ(doc, original);
  EXPECT_FALSE(history.undo(doc));

  history.jump_to(doc, 2);
  EXPECT_EQ(doc, edited);
  EXPECT_FALSE(history.redo(doc));
  EXPECT_EQ(history.step(0).label, "Paint walls");
  EXPECT_EQ(history.step(0).cells.cell_count(), 1u);
}

TEST(EditHistory, ActorEditsUndoAndRedo) {
  Document doc;
  doc.grid = Grid(8, 8);
  EditHistory history;
  Actors one;
  one.agents.push_back({{1, 1}, 3.0});
  ASSERT_TRUE(history.apply(doc, make_actors_command(doc, one, "Place agent")));
  Actors two = one;
  PatrolRoute route;
  route.points = {{4, 0}, {4, 7}};
  two.obstacles.push_back(route);
  ASSERT_TRUE(
      history.apply(doc, make_actors_command(doc, two, "Place obstacle")));
  // Replacing the actors with what they are is no step.
  EXPECT_FALSE(history.apply(doc, make_actors_command(doc, two, "Nothing")));
  EXPECT_EQ(doc.actors, two);
  ASSERT_TRUE(history.undo(doc));
  EXPECT_EQ(doc.actors, one);
  ASSERT_TRUE(history.undo(doc));
  EXPECT_TRUE(doc.actors.empty());
  ASSERT_TRUE(history.redo(doc));
  ASSERT_TRUE(history.redo(doc));
  EXPECT_EQ(doc.actors, two);
  EXPECT_EQ(*history.undo_label(), "Place obstacle");
}

TEST(EditHistory, AMapMadeSmallerDropsTheActorsItCutsOff) {
  Document doc;
  doc.grid = Grid(10, 10);
  doc.actors.agents = {{{1, 1}, 3.0}, {{8, 8}, 3.0}};
  PatrolRoute inside;
  inside.points = {{0, 0}, {4, 4}};
  PatrolRoute across;
  across.points = {{0, 0}, {9, 0}};
  doc.actors.obstacles = {inside, across};
  EditHistory history;
  ASSERT_TRUE(
      history.apply(doc, make_replace_command(doc, Grid(5, 5), std::nullopt,
                                              std::nullopt, "Resize")));
  ASSERT_EQ(doc.actors.agents.size(), 1u);
  EXPECT_EQ(doc.actors.agents[0].cell, (Point{1, 1}));
  ASSERT_EQ(doc.actors.obstacles.size(), 1u);
  EXPECT_EQ(doc.actors.obstacles[0], inside);
  ASSERT_TRUE(history.undo(doc));
  EXPECT_EQ(doc.actors.agents.size(), 2u);
  EXPECT_EQ(doc.actors.obstacles.size(), 2u);
}

TEST(EditHistory, EmptyCommandsAreNotRecorded) {
  Document doc = ascii_document({"S.", ".G"});
  EditHistory history;
  EXPECT_FALSE(
      history.apply(doc, paint_one(doc, {1, 0}, kOpenGround, "Paint")));
  EXPECT_FALSE(history.apply(doc, make_move_start_command(doc, doc.start)));
  EXPECT_FALSE(
      history.record_applied(EditCommand{"Nothing", {}, {}, {}, {}, {}}));
  EXPECT_EQ(history.size(), 0u);
  EXPECT_TRUE(history.at_saved_point());
}

TEST(EditHistory, SavedPointFollowsUndoRedoAndIsLostWithItsBranch) {
  Document doc = ascii_document({"....", "...."});
  EditHistory history;
  EXPECT_TRUE(history.at_saved_point());
  ASSERT_TRUE(history.apply(doc, paint_one(doc, {0, 0}, kBlocked, "A")));
  EXPECT_FALSE(history.at_saved_point());
  history.mark_saved();
  EXPECT_TRUE(history.at_saved_point());
  ASSERT_TRUE(history.apply(doc, paint_one(doc, {1, 0}, kBlocked, "B")));
  EXPECT_FALSE(history.at_saved_point());
  ASSERT_TRUE(history.undo(doc));
  EXPECT_TRUE(history.at_saved_point());
  ASSERT_TRUE(history.undo(doc));
  EXPECT_FALSE(history.at_saved_point());
  // A new edit here discards the redo branch that holds the saved state.
  ASSERT_TRUE(history.apply(doc, paint_one(doc, {2, 0}, kBlocked, "C")));
  EXPECT_FALSE(history.saved_position().has_value());
  ASSERT_TRUE(history.undo(doc));
  EXPECT_FALSE(history.at_saved_point());

  history.clear();
  EXPECT_TRUE(history.at_saved_point());
  EXPECT_EQ(history.memory_bytes(), 0u);
}

TEST(EditHistory, ResizeKeepsWholeGridsAndUndoes) {
  Document doc = ascii_document({"S#", ".G"});
  const Document original = doc;
  EditHistory history;
  Result<EditCommand> resize =
      make_resize_command(doc, 4, 3, Anchor::BottomRight);
  ASSERT_TRUE(resize.ok()) << resize.error();
  ASSERT_TRUE(history.apply(doc, std::move(resize).value()));
  EXPECT_EQ(doc.grid.width(), 4);
  EXPECT_EQ(doc.start, (Point{2, 1}));
  ASSERT_TRUE(history.undo(doc));
  EXPECT_EQ(doc, original);
}

TEST(EditHistory, MemoryBytesIsTheSumOfItsStepsAndCountsCapacity) {
  Document doc{Grid(64, 64), std::nullopt, std::nullopt};
  EditHistory history;
  StrokeBuilder stroke;
  for (int i = 0; i < 10; ++i) {
    stroke.begin(doc, BrushSettings{4, BrushTip::Round, Mirror::None, kBlocked},
                 {i * 5, 0});
    stroke.extend(doc, {i * 5, 60});
    ASSERT_TRUE(history.record_applied(stroke.finish("Paint walls")));
  }
  std::size_t sum = 0;
  for (std::size_t i = 0; i < history.size(); ++i) {
    sum += history.step(i).memory_bytes();
    EXPECT_GE(history.step(i).memory_bytes(),
              sizeof(HistoryStep) + history.step(i).cells.cell_count() / 8);
  }
  EXPECT_EQ(history.memory_bytes(), sum);
  EXPECT_GT(sum, 0u);
}

TEST(EditHistory, BudgetDropsOldestStepsAndKeepsTheDocumentConsistent) {
  Document doc{Grid(32, 32), std::nullopt, std::nullopt};
  std::vector<Document> states{doc};
  // Each step writes a non-uniform column so it costs real bytes.
  auto column_command = [&](int column) {
    EditCommand command;
    command.label = "Column";
    for (int y = 0; y < 32; ++y) {
      const int index = doc.grid.index(column, y);
      command.cells.push_back(
          {index, doc.grid[index],
           static_cast<std::uint8_t>(1 + (y + column) % 200)});
    }
    return command;
  };
  EditHistory probe;
  Document scratch = doc;
  ASSERT_TRUE(probe.apply(scratch, column_command(0)));
  const std::size_t one_step = probe.memory_bytes();

  EditHistory history(one_step * 5 + one_step / 2);
  history.mark_saved();
  for (int column = 0; column < 20; ++column) {
    ASSERT_TRUE(history.apply(doc, column_command(column)));
    states.push_back(doc);
    EXPECT_LE(history.memory_bytes(), history.budget_bytes());
  }
  EXPECT_EQ(history.size(), 5u);
  EXPECT_EQ(history.dropped_steps(), 15u);
  EXPECT_FALSE(history.saved_position().has_value());
  // Undo as far as possible: we reach the state after the dropped steps.
  while (history.undo(doc)) {
  }
  EXPECT_EQ(doc, states[15]);
  EXPECT_FALSE(history.at_saved_point());
  history.jump_to(doc, history.size());
  EXPECT_EQ(doc, states.back());
}

TEST(EditHistory, NewestStepIsKeptEvenWhenItAloneExceedsTheBudget) {
  Document doc{Grid(16, 16), std::nullopt, std::nullopt};
  const Document original = doc;
  EditHistory history(64);
  ASSERT_TRUE(history.apply(doc, make_invert_command(doc)));
  EXPECT_EQ(history.size(), 1u);
  ASSERT_TRUE(history.undo(doc));
  EXPECT_EQ(doc, original);
}

// Property test: random sequences of every kind of edit, then undo all and
// redo all, checking every intermediate document.
class RandomEdits {
 public:
  explicit RandomEdits(unsigned seed) : rng_(seed) {}

  EditCommand next(Document& doc, StrokeBuilder& stroke, bool& applied) {
    applied = false;
    const Grid& grid = doc.grid;
    auto random_point = [&] {
      return Point{pick(-2, grid.width() + 1), pick(-2, grid.height() + 1)};
    };
    auto random_value = [&]() -> std::uint8_t {
      const int roll = pick(0, 3);
      if (roll == 0) return kBlocked;
      if (roll == 1) return kOpenGround;
      return static_cast<std::uint8_t>(pick(1, 254));
    };
    switch (pick(0, 10)) {
      case 0: {
        BrushSettings brush{pick(1, 6),
                            pick(0, 1) ? BrushTip::Round : BrushTip::Square,
                            static_cast<Mirror>(pick(0, 3)), random_value()};
        stroke.begin(doc, brush, random_point());
        for (int i = pick(0, 5); i > 0; --i) stroke.extend(doc, random_point());
        applied = true;
        return stroke.finish("Paint");
      }
      case 1:
        return make_fill_command(
            doc, random_point(), random_value(),
            pick(0, 1) ? Connectivity::Four : Connectivity::Eight);
      case 2: {
        const auto spans = pick(0, 1)
                               ? rectangle_spans(grid, random_point(),
                                                 random_point(), pick(0, 1))
                               : ellipse_spans(grid, random_point(),
                                               random_point(), pick(0, 1));
        return make_paint_command(doc, spans, random_value(), "Shape");
      }
      case 3: {
        const auto spans = line_spans(grid, random_point(), random_point());
        return make_paint_command(doc, spans, random_value(), "Line");
      }
      case 4: {
        GeneratorSettings settings;
        settings.kind = static_cast<GeneratorKind>(pick(0, 4));
        settings.width = grid.width();
        settings.height = grid.height();
        settings.seed = static_cast<std::uint64_t>(pick(0, 1000));
        settings.room_size = 3;
        settings.door = 1;
        settings.scale = 4;
        Result<Grid> generated = generate_map(settings);
        if (!generated) return {};
        return make_replace_command(doc, generated.value(), doc.start, doc.goal,
                                    "Generate");
      }
      case 5: {
        Result<EditCommand> resize = make_resize_command(
            doc, pick(3, 14), pick(3, 14), static_cast<Anchor>(pick(0, 8)));
        return resize ? std::move(resize).value() : EditCommand{};
      }
      case 6:
        return make_invert_command(doc);
      case 7:
        return make_shift_command(doc, pick(-5, 5), pick(-5, 5), pick(0, 1));
      case 8:
        return make_clear_command(doc);
      case 9: {
        const Point p{pick(0, grid.width() - 1), pick(0, grid.height() - 1)};
        return make_move_start_command(
            doc, pick(0, 4) ? std::optional(p) : std::nullopt);
      }
      default: {
        const Point p{pick(0, grid.width() - 1), pick(0, grid.height() - 1)};
        return make_move_goal_command(doc, p);
      }
    }
  }

 private:
  int pick(int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng_);
  }
  std::mt19937 rng_;
};

TEST(EditHistory, RandomEditSequencesUndoAndRedoExactly) {
  for (unsigned seed = 1; seed <= 40; ++seed) {
    std::mt19937 map_rng(seed);
    Document doc{test::random_grid(map_rng, 10, 7, 25, 15), Point{0, 0},
                 Point{9, 6}};
    doc.grid.set(0, 0, kOpenGround);
    doc.grid.set(9, 6, kOpenGround);
    std::vector<Document> states{doc};
    EditHistory history;
    StrokeBuilder stroke;
    RandomEdits edits(seed);
    for (int i = 0; i < 60; ++i) {
      bool applied = false;
      EditCommand command = edits.next(doc, stroke, applied);
      const bool recorded = applied ? history.record_applied(std::move(command))
                                    : history.apply(doc, std::move(command));
      if (recorded) {
        states.push_back(doc);
      } else {
        ASSERT_EQ(doc, states.back()) << "seed " << seed << " edit " << i;
      }
    }
    ASSERT_EQ(history.size() + 1, states.size());
    for (std::size_t k = states.size() - 1; k > 0; --k) {
      ASSERT_TRUE(history.undo(doc));
      ASSERT_EQ(doc, states[k - 1]) << "seed " << seed << " undo to " << k - 1;
    }
    EXPECT_FALSE(history.can_undo());
    for (std::size_t k = 1; k < states.size(); ++k) {
      ASSERT_TRUE(history.redo(doc));
      ASSERT_EQ(doc, states[k]) << "seed " << seed << " redo to " << k;
    }
    std::mt19937 jumps(seed);
    for (int i = 0; i < 10; ++i) {
      const std::size_t target = jumps() % states.size();
      history.jump_to(doc, target);
      ASSERT_EQ(doc, states[target]);
    }
  }
}

TEST(EditHistory, RandomEditsUnderATightBudgetStayConsistent) {
  std::mt19937 map_rng(7);
  Document doc{test::random_grid(map_rng, 12, 9, 30, 10), std::nullopt,
               std::nullopt};
  std::vector<Document> states{doc};
  EditHistory history(2000);
  StrokeBuilder stroke;
  RandomEdits edits(99);
  for (int i = 0; i < 150; ++i) {
    bool applied = false;
    EditCommand command = edits.next(doc, stroke, applied);
    const bool recorded = applied ? history.record_applied(std::move(command))
                                  : history.apply(doc, std::move(command));
    if (recorded) states.push_back(doc);
    EXPECT_TRUE(history.memory_bytes() <= history.budget_bytes() ||
                history.size() == 1);
  }
  ASSERT_GT(history.dropped_steps(), 0u);
  ASSERT_EQ(history.dropped_steps() + history.size() + 1, states.size());
  history.jump_to(doc, 0);
  EXPECT_EQ(doc, states[history.dropped_steps()]);
  history.jump_to(doc, history.size());
  EXPECT_EQ(doc, states.back());
}

}  // namespace edit_history_test
}  // namespace astar
