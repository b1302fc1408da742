#include "features/lessons/lesson_catalogue.hpp"

#include <cassert>

#include "stepping/compare_spec.hpp"

namespace astar::studio {
namespace {

constexpr const char* kOpenRoom[] = {
    "........................", "........................",
    "........................", "..........#.............",
    "..........#.............", ".S........#.........G...",
    "..........#.............", "..........#.............",
    "........................", "........................",
};

constexpr const char* kWallWithTwoWays[] = {
    "........................", ".S......................",
    "........................", ".......#................",
    ".......#................", ".......#................",
    ".......#................", ".......#................",
    ".......#................", ".......#................",
    ".......#..............G.", "........................",
};

constexpr const char* kCup[] = {
    "............................", "............................",
    "........########............", "...............#............",
    ".S.............#.........G..", "...............#............",
    "........########............", "............................",
    "............................",
};

constexpr const char* kOpenField[] = {
    "....................", ".S..................", "....................",
    "....................", "....................", "....................",
    "....................", "....................", "..................G.",
    "....................",
};

// Start and goal well inside a wide field, so that neither search reaches
// an edge before the runs end.
constexpr const char* kWideField[] = {
    "...............................", "...............................",
    "...............................", "...............................",
    "...............................", "...............................",
    "...............................", "...............................",
    "...............................", "...............................",
    "..........S.........G..........", "...............................",
    "...............................", "...............................",
    "...............................", "...............................",
    "...............................", "...............................",
    "...............................", "...............................",
    "...............................",
};

constexpr const char* kSwamp[] = {
    "........................", "....5555555555555555....",
    "....5555555555555555....", "....5555555555555555....",
    "....5555555555555555....", ".S..5555555555555555..G.",
    "....5555555555555555....", "....5555555555555555....",
    "....5555555555555555....", "....5555555555555555....",
    "........................",
};

constexpr const char* kPillars[] = {
    "..............................", "..#......#.........#......#...",
    "..............................", ".S.....#.......#........#.....",
    "..............................", "....#.......#.......#.......#.",
    "..............................", ".......#.......#.........#..G.",
    "..............................", "..#........#.......#.......#..",
};

constexpr const char* kAngle[] = {
    "..........................", ".S........................",
    "..........................", "......#####...............",
    "..........................", "..........................",
    "...............####.......", "..........................",
    "......................G...", "..........................",
};

constexpr const char* kNarrowDoor[] = {
    "..........#.........", "..........#.........", ".S........#.......G.",
    "..........#.........", "....................", "..........#.........",
    "..........#.........", "..........#.........",
};

// Rooms joined by doors: few corners, so few subgoals, and long open runs.
constexpr const char* kRooms[] = {
    "................#.............#.............",
    ".S..............#.............#.............",
    "................#.............#.............",
    "................#.............#.............",
    "..............................#.............",
    "................#.............#.............",
    "########.########.............#.............",
    "................#...........................",
    "................#.............#.............",
    "................#.............######.#######",
    "................#.............#.............",
    "..............................#.............",
    "................#.............#..........G..",
    "................#.............#.............",
};

// Three goals and four groups of agents, each group nearest to one of the
// goals along the map.
constexpr const char* kThreeGoals[] = {
    "................................", ".aaaa.......#.........aaaa......",
    ".aaaa.......#.........aaaa......", ".aaaa.......#...................",
    "............#...................", "G...........#..................G",
    "............#...................", "............#...........########",
    "......aaaa......................", "......aaaa......................",
    "......aaaa.........aaaa.........", "...................aaaa.........",
    "...............G................", "................................",
};

// A wall between the start and the goal, open at both ends: the first
// search fills much of the left side before it finds its way round.
constexpr const char* kWallToGoRound[] = {
    "........................................",
    "........................................",
    "....................#...................",
    "....................#...................",
    "....................#...................",
    "....................#...................",
    "....................#...................",
    ".S..................#................G..",
    "....................#...................",
    "....................#...................",
    "....................#...................",
    "....................#...................",
    "....................#...................",
    "........................................",
    "........................................",
};

constexpr CrowdLesson kFieldLesson{.show_field = true, .show_repair = false};
constexpr CrowdLesson kRepairLesson{.show_field = false, .show_repair = true};

// Adding a lesson is one entry here (and its test in lessons_test.cpp).
constexpr Lesson kLessons[] = {
    {"astar-vs-dijkstra", "Why A* beats Dijkstra", kOpenRoom, "astar;dijkstra",
     "Dijkstra's algorithm expands cells in the order of their distance from "
     "the start, so it spreads like a ring in every direction. A* adds the "
     "heuristic, an estimate of the distance left to the goal, and expands "
     "the cell with the lowest g + h first: it leans towards the goal.",
     "Run both searches to the end (Enter). Which expands fewer cells, and "
     "is its path any longer?",
     "A* expands far fewer cells and its path costs exactly the same: its "
     "heuristic never overestimates, so the first path it finishes is "
     "optimal. Dijkstra is A* with h = 0.",
     nullptr},
    {"overestimate", "An overestimating heuristic", kWallWithTwoWays,
     "astar:h=manhattan;astar",
     "A heuristic must never overestimate the cost left for A* to be "
     "optimal. With diagonal moves, the Manhattan distance counts a "
     "diagonal step as two steps and so overestimates. The left run uses "
     "it; the right run uses the octile distance, which is exact on an "
     "open grid.",
     "Run both to the end. Which way round the wall does each go, and do "
     "their paths cost the same?",
     "No: the Manhattan run heads diagonally for the goal, meets the wall and "
     "follows it down round its lower end; its path costs more. "
     "Overestimating makes A* trust the estimate too much, so it finishes a "
     "path before it has looked at the cheaper one over the top.",
     nullptr},
    {"weighted", "Weighted A* trades cost for speed", kCup,
     "weighted:w=3;astar",
     "Weighted A* multiplies the heuristic by w > 1: it expands the cell "
     "with the lowest g + w*h. The larger w, the more it rushes towards the "
     "goal and the fewer cells it expands; its path costs at most w times "
     "the optimal.",
     "Run both to the end. Compare the cells expanded and the costs in the "
     "table.",
     "Weighted A* expands fewer cells but its path costs more than A*'s: it "
     "gave up some optimality for speed, within the factor w.",
     nullptr},
    {"greedy-dead-end", "Greedy walks into a dead end", kCup, "greedy;astar",
     "Greedy best-first search expands the cell that looks closest to the "
     "goal (lowest h) and ignores how far it has come (g). On open ground it "
     "is fast. Here a wall shaped like a cup opens towards the start.",
     "Step greedy (N) until it reaches the cup. What does it do there, and "
     "how does its final path compare with A*'s?",
     "Greedy runs straight into the cup, fills it, and only then goes round; "
     "the path it keeps detours through the cup and costs more than A*'s, "
     "which weighs the cost already paid.",
     nullptr},
    {"ties", "Ties: the zig-zag and the straight line", kOpenField,
     "astar:moves=4,ties=high-h;astar:moves=4",
     "With four moves, many paths between two cells cost the same: every "
     "staircase is as short as every L. A* then has many cells with equal "
     "f = g + h, and the tie-break decides which to expand first. Low h "
     "prefers cells near the goal; high h prefers cells near the start.",
     "Run both to the end. Are the costs equal? Which expands fewer cells, "
     "and how do the paths look?",
     "The costs are equal, but preferring high h expands nearly every cell "
     "of the rectangle between start and goal, while low h runs straight "
     "along one path. Ties decide the work, not the cost.",
     nullptr},
    {"terrain-detour", "Terrain makes the detour cheaper", kSwamp,
     "astar;astar:terrain=5=1",
     "The brown band is swamp: each step into it costs 5 times a step on "
     "open ground. The left run pays that price; the right run is a unit "
     "whose terrain table prices swamp like open ground (terrain 5=1).",
     "Run both to the end. Which path is longer in cells, and why is it the "
     "cheaper one for its unit?",
     "The left path goes round the swamp: more cells, but crossing sixteen "
     "swamp cells would cost 80 while the detour adds only a few steps. The "
     "right unit does not mind the swamp and walks straight through.",
     nullptr},
    {"jps-skips", "Jump point search skips what A* expands", kPillars,
     "jps;astar",
     "Jump point search (JPS) finds the same optimal paths as A* on "
     "uniform-cost grids, but it does not expand every cell on the way: it "
     "jumps along straight lines and stops only at jump points, where a "
     "wall creates a forced neighbour.",
     "Run both to the end. Compare the costs and the cells expanded.",
     "The costs are equal, and JPS expands only a handful of jump points "
     "where A* expands many cells: the cells it scanned while jumping are "
     "drawn, but never go on the open list.",
     nullptr},
    {"subgoal-graph", "A prepared map: the subgoal graph", kRooms,
     "subgoal;astar",
     "A shortest path on a grid only turns by the corner of a wall. The "
     "subgoal graph prepares the map once: it marks those corner cells "
     "(subgoals) and links each pair that sees each other by an h-path, "
     "diagonal moves then straight ones, costing exactly the distance h. "
     "The search is A* over those links; at the end it walks each link back "
     "into cells. An edit repairs only the subgoals around it.",
     "Run both to the end (Enter), then show the graph (J). How many cells "
     "does each expand, and do the costs agree? Then paint a wall in a "
     "doorway: which subgoals flash?",
     "The costs are equal, and the subgoal search expands only a few "
     "subgoals where A* expands most of the rooms: its parent lines jump "
     "from corner to corner. The wall relinks only the subgoals whose links "
     "it touches; they flash, and the rest of the graph stays as it was.",
     nullptr},
    {"theta-any-angle", "Theta* versus the grid path", kAngle, "theta;astar",
     "A grid path moves in eight directions only, so a path at any other "
     "angle zig-zags. Theta* lets a cell's parent be any cell in line of "
     "sight, so its path is a few straight segments at any angle.",
     "Run both to the end. Which path is cheaper?",
     "Theta*'s path is shorter: it cuts the corners of the 45-degree grid "
     "path. It is not always the shortest possible, but it is close.",
     nullptr},
    {"bidirectional-meeting", "Two searches meet in the middle", kWideField,
     "bi-dijkstra;dijkstra",
     "Bidirectional Dijkstra runs two searches at once, one from the start "
     "and one back from the goal, and joins their paths where they meet. "
     "It may not stop at the first meeting: it stops once the lowest g on "
     "each side add up to the best path found, so no cheaper path is left.",
     "Run both to the end. Compare the costs and the cells expanded.",
     "The costs are equal. Each side only grows to about half the distance, "
     "and two small rings hold fewer cells than one big one, so the "
     "bidirectional search expands far fewer cells.",
     nullptr},
    {"big-unit", "A big unit cannot pass", kNarrowDoor, "astar:size=2;astar",
     "A unit of size 2 stands on 2x2 cells, so it fits only where all four "
     "are free. The two rooms are joined by a door one cell wide.",
     "Run both to the end. Which unit reaches the goal?",
     "Only the unit of size 1. The door is too narrow for the 2x2 unit, so "
     "its search finds no path, after expanding every cell it can reach.",
     nullptr},
    {"flow-field", "Flow fields: one search for every unit", kThreeGoals,
     "astar",
     "A flow field (a Dijkstra map) is one Dijkstra search run backwards "
     "from the goals over the whole map: every cell gets its cost to the "
     "nearest goal and the step that leads there. Every unit then reads the "
     "step under its feet, so a hundred units cost one search, not a "
     "hundred. Started from several goals at once, each at cost 0, the "
     "search leads each cell to whichever goal is nearest along the map. The "
     "heat map shows the costs, yellow near a goal and violet far off; the "
     "arrows show the steps.",
     "Press Run crowd in the Crowds section. Which goal does each group walk "
     "to? Then tick Click goals and click a goal to remove it: what happens "
     "to the group that used it?",
     "Each group walks to the goal nearest to it along the map; no agent "
     "searched for it, all read the one field. Removing a goal works the "
     "field out again: the cells that led to it now lead to the next "
     "nearest goal, its group turns there, and the mean cost left rises.",
     &kFieldLesson},
    {"dstar-lite", "D* Lite repairs a path instead of searching again",
     kWallToGoRound, "astar",
     "A unit walking its path finds the map changing under it: a door "
     "shuts, a wall goes up. A fresh A* starts over and expands again most "
     "of what it expanded before. D* Lite searches backwards, from the goal "
     "to the unit, and keeps every cell's cost; when cells change it "
     "settles again only the cells whose costs the change moved, and the "
     "rest of its search still holds. The orange line is its path; the "
     "cyan cells are those its last repair touched.",
     "Paint a wall across the orange path a few cells in front of the start "
     "(the Wall brush). How many cells did the repair touch, against the "
     "first search (the Crowds section)? How many does a fresh A* expand on "
     "the new map (Enter)?",
     "The repair touches a few dozen cells around the new wall, where the "
     "first search touched hundreds and a fresh A* expands hundreds again. "
     "The costs between the new wall and the goal did not change, so D* "
     "Lite keeps them, and its new path costs exactly what the fresh A* "
     "finds.",
     &kRepairLesson},
};

}  // namespace

std::span<const Lesson> all_lessons() { return kLessons; }

const Lesson* find_lesson(std::string_view name) {
  for (const Lesson& lesson : kLessons) {
    if (name == lesson.name) return &lesson;
  }
  return nullptr;
}

Document lesson_document(const Lesson& lesson) {
  const int height = static_cast<int>(lesson.map.size());
  const int width = static_cast<int>(std::string_view(lesson.map[0]).size());
  Document doc{Grid(width, height), std::nullopt, std::nullopt};
  for (int y = 0; y < height; ++y) {
    const std::string_view row = lesson.map[static_cast<std::size_t>(y)];
    assert(static_cast<int>(row.size()) == width);
    for (int x = 0; x < width; ++x) {
      const char c = row[static_cast<std::size_t>(x)];
      if (c == '#') doc.grid.set(x, y, kBlocked);
      if (c >= '2' && c <= '9') doc.grid.set(x, y, value_for_weight(c - '0'));
      if (c == 'S') doc.start = Point{x, y};
      if (c == 'G' && !doc.goal) doc.goal = Point{x, y};
    }
  }
  return doc;
}

SetUpCrowd lesson_crowd(const Lesson& lesson) {
  SetUpCrowd crowd;
  if (lesson.crowd == nullptr) return crowd;
  crowd.show_field = lesson.crowd->show_field;
  crowd.show_repair = lesson.crowd->show_repair;
  for (int y = 0; y < static_cast<int>(lesson.map.size()); ++y) {
    const std::string_view row = lesson.map[static_cast<std::size_t>(y)];
    for (int x = 0; x < static_cast<int>(row.size()); ++x) {
      const char c = row[static_cast<std::size_t>(x)];
      if (c == 'G') crowd.goals.push_back({x, y});
      if (c == 'a') crowd.agents.push_back({x, y});
    }
  }
  return crowd;
}

Result<std::vector<SearchSettings>> lesson_runs(const Lesson& lesson) {
  if (lesson.crowd != nullptr) {
    auto run = parse_run_spec(lesson.runs, SearchSettings{});
    if (!run) return run.failure();
    return std::vector<SearchSettings>{run.value()};
  }
  return parse_compare_spec(lesson.runs, SearchSettings{});
}

std::string lesson_list_text() {
  std::string text;
  for (const Lesson& lesson : kLessons) {
    text += std::string(lesson.name) + "\t" + lesson.title + "\n";
  }
  return text;
}

}  // namespace astar::studio
