// The app's pieces that need no window: gesture rules, the canvas editor,
// reachability, the scenario export, default markers, frame statistics,
// the palette, the cell labels' choices and the status line's lifetime.

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <utility>

#include "analysis/reachability.hpp"
#include "astar/generate/markers.hpp"
#include "astar/io/map_io.hpp"
#include "astar/io/movingai_io.hpp"
#include "settings/settings_store.hpp"
#include "shell/frame_stats.hpp"
#include "ui/label_options.hpp"
#include "ui/notifier.hpp"
#include "ui/palette.hpp"
#include "workspace/canvas_editor.hpp"
#include "workspace/default_markers.hpp"
#include "workspace/scenario_export.hpp"
#include "workspace/tools.hpp"

namespace astar::studio {
namespace units_test {

TEST(Gestures, ModifiersAndButtonsPickTheAction) {
  Document doc;
  doc.grid = Grid(10, 10);
  doc.start = Point{1, 1};
  doc.goal = Point{8, 8};
  ToolSettings tools;
  tools.paint = Paint::Open;
  using Kind = Gesture::Kind;
  const Point cell{4, 4};
  auto resolve = [&](MouseButton button, Modifiers mods, Point at) {
    return resolve_gesture(tools, button, mods, doc, at);
  };
  EXPECT_EQ(resolve(MouseButton::Left, {}, cell)->value, kOpenGround);
  EXPECT_EQ(resolve(MouseButton::Left, {.ctrl = true}, cell)->value, kBlocked);
  tools.paint = Paint::Wall;
  EXPECT_EQ(resolve(MouseButton::Left, {.alt = true}, cell)->value,
            kOpenGround);
  EXPECT_EQ(resolve(MouseButton::Right, {}, cell)->value, kOpenGround);
  EXPECT_FALSE(resolve(MouseButton::Middle, {}, cell));
  EXPECT_EQ(resolve(MouseButton::Left, {}, {1, 1})->kind, Kind::MoveStart);
  EXPECT_EQ(resolve(MouseButton::Left, {}, {8, 8})->kind, Kind::MoveGoal);
  tools.paint = Paint::Terrain;
  tools.terrain_weight = 10;
  EXPECT_EQ(resolve(MouseButton::Left, {}, cell)->value, value_for_weight(10));
  // Shapes and fill lay down the paint; the right button lays open ground.
  tools.tool = Tool::Rectangle;
  tools.filled = true;
  EXPECT_EQ(resolve(MouseButton::Left, {}, cell)->kind, Kind::Rectangle);
  EXPECT_EQ(resolve(MouseButton::Left, {}, cell)->label,
            "Filled rectangle (terrain x10)");
  EXPECT_EQ(resolve(MouseButton::Right, {}, cell)->value, kOpenGround);
  EXPECT_EQ(resolve(MouseButton::Right, {}, cell)->kind, Kind::Rectangle);
  tools.tool = Tool::Fill;
  EXPECT_EQ(resolve(MouseButton::Left, {}, cell)->kind, Kind::Fill);
  // The eyedropper picks even on a marker.
  tools.tool = Tool::Eyedropper;
  EXPECT_EQ(resolve(MouseButton::Left, {}, {1, 1})->kind, Kind::Pick);
}

TEST(Tools, EyedropperValuesBecomeThePaint) {
  ToolSettings tools;
  pick_paint(tools, value_for_weight(7));
  EXPECT_EQ(tools.paint, Paint::Terrain);
  EXPECT_EQ(paint_value(tools), value_for_weight(7));
  pick_paint(tools, kBlocked);
  EXPECT_EQ(paint_value(tools), kBlocked);
  pick_paint(tools, kOpenGround);
  EXPECT_EQ(paint_value(tools), kOpenGround);
  set_brush_size(tools, 500);
  EXPECT_EQ(tools.brush_size, kMaxBrushSize);
  set_brush_size(tools, 0);
  EXPECT_EQ(tools.brush_size, kMinBrushSize);
}

Gesture wall_brush() { return {Gesture::Kind::Brush, kBlocked, "Paint walls"}; }

TEST(CanvasEditor, OneCommandPerStrokeThatKeepsMarkersWalkable) {
  Document doc;
  doc.grid = Grid(10, 4);
  doc.start = Point{3, 1};
  CanvasEditor editor;
  editor.begin(doc, wall_brush(), ToolSettings{}, {0, 1});
  const EditFeedback feedback = editor.extend(doc, {9, 1});
  EXPECT_FALSE(feedback.refusal.empty());
  EXPECT_EQ(feedback.cells_changed.x0, 1);
  EXPECT_EQ(feedback.cells_changed.x1, 10);
  // Painting back over a cell keeps one change for it.
  editor.extend(doc, {0, 1});
  auto finished = editor.finish(doc);
  ASSERT_TRUE(finished);
  EXPECT_TRUE(finished->already_applied);
  const EditCommand& command = finished->command;
  EXPECT_EQ(command.cells.size(), 9u);
  std::set<int> indices;
  for (const CellChange& change : command.cells) {
    EXPECT_EQ(change.before, kOpenGround);
    EXPECT_EQ(change.after, kBlocked);
    indices.insert(change.index);
  }
  EXPECT_EQ(indices.size(), 9u);
  EXPECT_EQ(doc.grid.at(3, 1), kOpenGround);
  EXPECT_FALSE(editor.active());
}

TEST(CanvasEditor, MirroredWideBrushRefusesToCoverAMirroredMarker) {
  Document doc;
  doc.grid = Grid(12, 6);
  doc.goal = Point{10, 2};
  ToolSettings tools;
  tools.brush_size = 3;
  tools.mirror_x = true;
  CanvasEditor editor;
  // The stamp at (2,2) covers 1..3; its mirror covers 8..10, the goal.
  const EditFeedback feedback = editor.begin(doc, wall_brush(), tools, {2, 2});
  EXPECT_FALSE(feedback.refusal.empty());
  EXPECT_EQ(doc.grid.at(10, 2), kOpenGround);
  EXPECT_EQ(doc.grid.at(9, 2), kBlocked);
  EXPECT_EQ(doc.grid.at(1, 1), kBlocked);
  ASSERT_TRUE(editor.finish(doc));
}

TEST(CanvasEditor, ShapesPreviewWhileDraggingAndPaintOnFinish) {
  Document doc;
  doc.grid = Grid(10, 8);
  const Document before = doc;
  CanvasEditor editor;
  ToolSettings tools;
  tools.filled = true;
  const Gesture rect{Gesture::Kind::Rectangle, kBlocked, "Filled rectangle"};
  editor.begin(doc, rect, tools, {1, 1});
  editor.extend(doc, {4, 3});
  EXPECT_EQ(span_cell_count(editor.preview()), 12);
  EXPECT_EQ(doc, before) << "a preview does not touch the map";
  auto finished = editor.finish(doc);
  ASSERT_TRUE(finished);
  EXPECT_FALSE(finished->already_applied);
  EXPECT_EQ(finished->command.cells.size(), 12u);
  EXPECT_TRUE(editor.preview().empty());
}

TEST(CanvasEditor, CancelPutsBackAStroke) {
  Document doc;
  doc.grid = Grid(8, 8);
  const Document before = doc;
  CanvasEditor editor;
  editor.begin(doc, wall_brush(), ToolSettings{}, {0, 0});
  editor.extend(doc, {7, 7});
  EXPECT_NE(doc, before);
  editor.cancel(doc);
  EXPECT_EQ(doc, before);
  EXPECT_FALSE(editor.finish(doc));
}

TEST(Reachability, RecomputesOnlyWhenSomethingChanged) {
  Document doc;
  doc.grid = Grid(6, 3);
  doc.start = Point{0, 1};
  doc.goal = Point{5, 1};
  Reachability reach;
  MovementRules rules;
  std::uint64_t cells = 1;  // the workspace's cells revision
  auto changes = reach.update(doc, cells, rules, false);
  EXPECT_TRUE(changes.goal);
  EXPECT_EQ(reach.goal(), GoalReach::Reachable);
  EXPECT_EQ(reach.mask(), nullptr);
  // A wall across the map: unknown to it until the cells revision moves.
  for (int y = 0; y < 3; ++y) doc.grid.set(3, y, kBlocked);
  EXPECT_FALSE(reach.update(doc, cells, rules, false).goal);
  ++cells;
  changes = reach.update(doc, cells, rules, false);
  EXPECT_TRUE(changes.goal);
  EXPECT_EQ(reach.goal(), GoalReach::Unreachable);
  // The mask: the start's side is reachable, the other side is not.
  changes = reach.update(doc, cells, rules, true);
  EXPECT_TRUE(changes.mask);
  ASSERT_NE(reach.mask(), nullptr);
  EXPECT_EQ((*reach.mask())[doc.grid.index(1, 1)], 1);
  EXPECT_EQ((*reach.mask())[doc.grid.index(4, 1)], 0);
  EXPECT_EQ(reach.unreachable_cells(), 6);
  // Moving the goal next to the start is noticed without a new revision.
  doc.goal = Point{2, 2};
  changes = reach.update(doc, cells, rules, true);
  EXPECT_TRUE(changes.goal);
  EXPECT_FALSE(changes.mask);
  EXPECT_EQ(reach.goal(), GoalReach::Reachable);
  doc.goal.reset();
  reach.update(doc, cells, rules, false);
  EXPECT_EQ(reach.goal(), GoalReach::Unknown);
  EXPECT_EQ(reach.mask(), nullptr);
}

TEST(ScenarioExport, NamesTheSavedMapOrWritesOneBeside) {
  const auto folder = std::filesystem::temp_directory_path() /
                      ("astar-scen-export-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  Grid grid(12, 8);
  for (int y = 0; y < 6; ++y) grid.set(5, y, kBlocked);
  const std::string map = (folder / "room.png").string();
  ASSERT_TRUE(save_map(grid, map));
  ScenarioSource source{&grid, map, true};
  ScenarioRequest request;
  request.count = 10;
  request.path = (folder / "room.scen").string();
  // Saved and beside it: the scenario names the document's file.
  auto report = export_scenarios(source, request);
  ASSERT_TRUE(report) << report.error();
  EXPECT_FALSE(report.value().map_written);
  EXPECT_EQ(report.value().map_path, map);
  EXPECT_EQ(report.value().problems, 10u);
  auto scenario = read_scenario(request.path);
  ASSERT_TRUE(scenario) << scenario.error();
  EXPECT_EQ(scenario.value().problems.front().map, "room.png");
  // Unsaved: the grid goes beside the scenario, never over the document.
  source.saved = false;
  auto refused = export_scenarios(source, request);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().find("unsaved changes"), std::string::npos);
  request.path = (folder / "other.scen").string();
  report = export_scenarios(source, request);
  ASSERT_TRUE(report) << report.error();
  EXPECT_TRUE(report.value().map_written);
  EXPECT_EQ(load_map((folder / "other.png").string()).value(), grid);
  request.path = (folder / "wrong.txt").string();
  EXPECT_FALSE(export_scenarios(source, request));
  request.path = (folder / "none.scen").string();
  request.count = 0;
  EXPECT_FALSE(export_scenarios(source, request));
  std::filesystem::remove_all(folder);
}

TEST(DefaultMarkers, NearestWalkableToTheCorners) {
  Grid grid(6, 4, kBlocked);
  grid.set(2, 0, kOpenGround);
  grid.set(0, 1, kOpenGround);
  grid.set(5, 1, kOpenGround);
  grid.set(3, 3, kOpenGround);
  EXPECT_EQ(*walkable_nearest_corner(grid, true), (Point{0, 1}));
  EXPECT_EQ(*walkable_nearest_corner(grid, false), (Point{3, 3}));
  EXPECT_FALSE(walkable_nearest_corner(Grid(3, 3, kBlocked), true));
}

TEST(FrameStats, MeanAndNearestRankP95AfterTheFirstFrame) {
  FrameStats stats;
  stats.add(500);  // the first frame: shaders and the map's upload
  for (int i = 1; i <= 20; ++i) stats.add(i);
  EXPECT_DOUBLE_EQ(stats.mean(), 10.5);
  EXPECT_DOUBLE_EQ(stats.p95(), 19.0);
  EXPECT_DOUBLE_EQ(stats.max(), 20.0);
  EXPECT_EQ(stats.summary(),
            "frames 20 mean_ms 10.500 p95_ms 19.000 max_ms 20.000 "
            "first_ms 500.000");
}

// CIE L*a*b* of an sRGB colour (D65), for colour differences as people
// see them.
struct Lab {
  double l, a, b;
};

double linear(std::uint8_t c) {
  const double v = c / 255.0;
  return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

std::uint8_t encoded(double v) {
  v = std::clamp(v, 0.0, 1.0);
  v = v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
  return static_cast<std::uint8_t>(std::lround(v * 255));
}

Lab to_lab(Rgba c) {
  const double r = linear(c.r), g = linear(c.g), b = linear(c.b);
  const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  auto f = [](double t) {
    return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0;
  };
  return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

// CIE76 colour difference: about 2.3 is just noticeable; under 10 two
// swatches read as the same colour at a glance.
double delta_e(Rgba p, Rgba q) {
  const Lab a = to_lab(p), b = to_lab(q);
  return std::hypot(a.l - b.l, a.a - b.a, a.b - b.b);
}

// How a colour looks with a full protan or deutan deficiency (Machado,
// Oliveira and Fernandes 2009, severity 1), in linear RGB.
using Deficiency = std::array<std::array<double, 3>, 3>;
constexpr Deficiency kProtanopia = {{{0.152286, 1.052583, -0.204868},
                                     {0.114503, 0.786281, 0.099216},
                                     {-0.003882, -0.048116, 1.051998}}};
constexpr Deficiency kDeuteranopia = {{{0.367322, 0.860646, -0.227968},
                                       {0.280085, 0.672501, 0.047413},
                                       {-0.011820, 0.042940, 0.968881}}};

Rgba as_seen_with(const Deficiency& m, Rgba c) {
  const double in[3] = {linear(c.r), linear(c.g), linear(c.b)};
  double out[3];
  for (int i = 0; i < 3; ++i) {
    out[i] = m[i][0] * in[0] + m[i][1] * in[1] + m[i][2] * in[2];
  }
  return {encoded(out[0]), encoded(out[1]), encoded(out[2])};
}

TEST(Palette, EveryLegendColourIsDistinct) {
  for (PaletteKind kind :
       {PaletteKind::Standard, PaletteKind::ColourBlindSafe}) {
    const Palette& p = palette(kind);
    std::vector<Rgba> colours = {
        p.wall, p.open_ground, p.open,  p.closed, p.current,    p.touched,
        p.path, p.path_line,   p.start, p.goal,   p.unreachable};
    for (int w : kTerrainLevels) {
      colours.push_back(cell_colour(p, value_for_weight(w)));
    }
    for (std::size_t i = 0; i < colours.size(); ++i) {
      for (std::size_t j = i + 1; j < colours.size(); ++j) {
        EXPECT_FALSE(colours[i] == colours[j])
            << to_string(kind) << " " << i << " " << j;
      }
    }
  }
}

TEST(Palette, TextOnEverySearchColourIsReadable) {
  // WCAG AA asks 4.5:1 for ordinary text; the numbers in the cells get it
  // on every colour a seen cell can have, in both palettes.
  for (PaletteKind kind :
       {PaletteKind::Standard, PaletteKind::ColourBlindSafe}) {
    const Palette& p = palette(kind);
    std::vector<Rgba> under = {p.current, p.touched, p.path};
    for (int v = 1; v < 256; ++v) {
      const auto value = static_cast<std::uint8_t>(v);
      under.push_back(search_colour(p, p.open, value));
      under.push_back(search_colour(p, p.closed, value));
    }
    for (const Rgba& colour : under) {
      const Rgba text = text_colour_on(colour);
      EXPECT_GE(contrast_ratio(colour, text), 4.5)
          << to_string(kind) << " " << int(colour.r) << "," << int(colour.g)
          << "," << int(colour.b);
    }
  }
  EXPECT_EQ(text_colour_on(Rgba{255, 255, 255}), (Rgba{0, 0, 0}));
  EXPECT_EQ(text_colour_on(Rgba{0, 0, 0}), (Rgba{255, 255, 255}));
  EXPECT_NEAR(contrast_ratio(Rgba{0, 0, 0}, Rgba{255, 255, 255}), 21.0, 1e-9);
}

TEST(CellLabelOptions, NamesNumbersAndTheMiddleNumbersMeaning) {
  for (CellNumbers numbers :
       {CellNumbers::All, CellNumbers::FOnly, CellNumbers::None}) {
    EXPECT_EQ(parse_cell_numbers(to_string(numbers)), numbers);
  }
  EXPECT_FALSE(parse_cell_numbers("all"));
  EXPECT_EQ(next(CellNumbers::All), CellNumbers::FOnly);
  EXPECT_EQ(next(CellNumbers::FOnly), CellNumbers::None);
  EXPECT_EQ(next(CellNumbers::None), CellNumbers::All);
  // Whole numbers with the 10-14 costs, one decimal with exact costs.
  EXPECT_EQ(format_cell_number(24, true), "24");
  EXPECT_EQ(format_cell_number(14.4, true), "14");
  EXPECT_EQ(format_cell_number(1.41421356, false), "1.4");
  EXPECT_EQ(format_cell_number(0, false), "0.0");
  EXPECT_EQ(format_cell_number(6500.76, false), "6500.8");
  EXPECT_EQ(middle_number_meaning(Algorithm::AStar, 1), "f = g + h");
  EXPECT_EQ(middle_number_meaning(Algorithm::WeightedAStar, 1.5),
            "f = g + 1.5\u00b7h");
  EXPECT_EQ(middle_number_meaning(Algorithm::Greedy, 1).rfind("h ", 0), 0u);
  EXPECT_EQ(middle_number_meaning(Algorithm::Dijkstra, 1).rfind("g ", 0), 0u);
  EXPECT_NE(middle_number_meaning(Algorithm::BreadthFirst, 1).find("depth"),
            std::string::npos);
  EXPECT_FALSE(uses_heuristic(Algorithm::Dijkstra));
  EXPECT_FALSE(uses_heuristic(Algorithm::BreadthFirst));
  EXPECT_TRUE(uses_heuristic(Algorithm::Greedy));
}

TEST(Settings, CellLabelsSurviveARestartAndBadValuesWarn) {
  const std::filesystem::path file =
      std::filesystem::path(::testing::TempDir()) /
      ("labels-" + std::to_string(::getpid()) + ".ini");
  AppSettings settings;
  settings.cell_labels = {CellNumbers::FOnly, false};
  ASSERT_TRUE(save_settings(file.string(), settings).ok());
  LoadedSettings loaded = load_settings(file.string());
  EXPECT_TRUE(loaded.warning.empty()) << loaded.warning;
  EXPECT_EQ(loaded.settings, settings);

  std::ofstream(file) << "labels=most\narrows=yes\n";
  loaded = load_settings(file.string());
  EXPECT_EQ(loaded.settings.cell_labels, CellLabelOptions{});
  EXPECT_NE(loaded.warning.find(":1: ignored bad setting 'labels=most'"),
            std::string::npos)
      << loaded.warning;
  std::filesystem::remove(file);
}

// The start and goal markers sit on search highlights (the goal is the
// last cell a found search expands), so each marker must stand out from
// every highlight, for normal vision and, in both palettes, for the
// common red-green deficiencies. (The standard palette once drew the goal
// red on the red "just expanded" cell: 7 apart.)
TEST(Palette, MarkersStandOutFromSearchHighlights) {
  for (PaletteKind kind :
       {PaletteKind::Standard, PaletteKind::ColourBlindSafe}) {
    const Palette& p = palette(kind);
    const std::pair<const char*, Rgba> markers[] = {{"start", p.start},
                                                    {"goal", p.goal}};
    const std::pair<const char*, Rgba> highlights[] = {
        {"open", p.open},       {"closed", p.closed},
        {"current", p.current}, {"touched", p.touched},
        {"path", p.path},       {"path line", p.path_line},
        {"start", p.start}};
    for (const auto& [marker, m] : markers) {
      for (const auto& [highlight, h] : highlights) {
        if (m == h) continue;  // the start against itself
        const std::string what = std::string(to_string(kind)) + ": " + marker +
                                 " against " + highlight;
        EXPECT_GE(delta_e(m, h), 20.0) << what;
        EXPECT_GE(
            delta_e(as_seen_with(kProtanopia, m), as_seen_with(kProtanopia, h)),
            15.0)
            << what << " (protanopia)";
        EXPECT_GE(delta_e(as_seen_with(kDeuteranopia, m),
                          as_seen_with(kDeuteranopia, h)),
                  15.0)
            << what << " (deuteranopia)";
      }
    }
  }
}

TEST(Notifier, InfoExpiresAndAWarningWaitsForItsKindToSucceed) {
  Notifier notifier(false);
  notifier.info("Saved.");
  // Its time starts at the next frame, however long this one takes.
  notifier.tick(100.0);
  notifier.tick(100.0 + Notifier::kInfoSeconds - Notifier::kFadeSeconds);
  EXPECT_EQ(notifier.text(), "Saved.");
  EXPECT_FLOAT_EQ(notifier.opacity(), 1.0f);
  notifier.tick(100.0 + Notifier::kInfoSeconds - Notifier::kFadeSeconds / 2);
  EXPECT_TRUE(notifier.fading());
  EXPECT_FLOAT_EQ(notifier.opacity(), 0.5f);
  notifier.tick(100.0 + Notifier::kInfoSeconds);
  EXPECT_EQ(notifier.text(), "");
  EXPECT_FALSE(notifier.fading());

  notifier.warn("The start cannot be placed on a wall.",
                Notifier::Topic::Marker);
  notifier.tick(1000.0);
  EXPECT_EQ(notifier.level(), Notifier::Level::Warning);
  notifier.succeeded(Notifier::Topic::Paint);  // another kind: it stays
  EXPECT_FALSE(notifier.text().empty());
  notifier.succeeded(Notifier::Topic::Marker);
  EXPECT_EQ(notifier.text(), "");

  // An error stays until something replaces it; General warnings too.
  notifier.error("Could not save.");
  notifier.tick(2000.0);
  notifier.succeeded(Notifier::Topic::Files);
  EXPECT_EQ(notifier.text(), "Could not save.");
  notifier.warn("Settings were reset.");
  notifier.succeeded(Notifier::Topic::General);
  EXPECT_EQ(notifier.text(), "Settings were reset.");
}

}  // namespace units_test
}  // namespace astar::studio
