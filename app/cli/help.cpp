#include <cstdio>
#include <string_view>

#include "astar/search/flags.hpp"
#include "commands.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kIntro =
    R"(astar-cli: grid path finding from the command line

usage:
)";

// One usage a command, so that each can be read and changed on its own.
constexpr std::string_view kCommands[] = {
    R"(  astar-cli path MAP --from X,Y --to X,Y [search options]
               [--post none|waypoints|smooth] [--json]
      Finds a path and prints a summary (and a picture for maps up to 80
      columns), or one JSON object with --json. Exit 0 when a path exists,
      1 when there is none. --post waypoints keeps the start, the turns and
      the goal; --post smooth cuts corners along clear straight lines where
      that costs no more. Theta* (--algo theta) always gives waypoints: its
      vertices. JSON then adds "waypoints" and "waypoints_cost" beside
      "path" (every cell walked; for Theta*, the cells its segments cross),
      and "line_cost", the path's own cost under the same line price (each
      segment pays its length in each cell times the cell's weight), so the
      two compare directly; "cost" is the search's (for a grid algorithm,
      the step cost times the weight of each cell entered).
      With --json an error is also printed as {"error":"..."} on standard
      output. With --size K the path is a K x K unit's: each path cell is
      its footprint's top-left cell, and smoothing keeps the whole swept
      footprint off walls; a unit that does not fit at --from or --to is an
      error (exit 2).
)",
    R"(  astar-cli scen FILE.scen [--maps DIR] [--every N] [--threads N]
               [--post waypoints|smooth] [search options]
      Runs a Moving AI scenario (every Nth problem with --every N) and checks
      each cost against the file's optimal length. The map is found by its
      base name in DIR (default: the scenario's folder). The last line is a
      summary: problems N mismatches M mean_us X median_us Y mean_expanded Z
      ... Exit 1 when an optimal search (A* with an admissible heuristic, or
      Dijkstra) has mismatches. --threads N runs N searches at once (default:
      every core); times stay per query. --algo theta adds mean_cost_ratio,
      the mean of Theta*'s any-angle cost over the optimal grid length (it
      cannot match the optima: only a cost above the optimum is a mismatch,
      and counts as an invalid path); --post adds mean_post_ratio, the mean
      line price of the waypoints over the grid path's line price. With
      --size K > 1 or a --terrain table, the file's one-cell optima do not
      apply: each answer is checked against an optimal search for size K
      on the unit's grid (the summary adds
      checked_against_optimal_search_size K, unfit N for problems where the
      unit does not fit at start or goal, and, under the Moving AI rules,
      mean_unit_cost_ratio: cost over the file's optimum).
)",
    R"(  astar-cli batch MAP [search options] [--threads N] [--output FORM]
               [--post none|waypoints|smooth]
      Reads one query a line on standard input, 'sx sy gx gy' or a JSON
      object {"from":[x,y],"to":[x,y],"id":...,"algo":"dijkstra",...} with
      search options of its own, and writes one JSON line per query, in input
      order: {"found":true,"cost":C,"expanded":N,"path":[[x,y],...]}, or
      {"error":"line L: ..."} for a bad line, which never stops the batch.
      Lines over 4096 bytes are skipped with an error. An "id" is echoed.
      A line may set "size" and "terrain" like any search option.
      {"set":[[x,y,value],...]} changes cells (all or nothing) and is
      answered {"updated":N}; every later query sees the change. --output
      cost|path|waypoints (default path) says what an answer lists besides
      cost and expanded; --post none|waypoints|smooth, or a line's "post",
      post-processes the path.
)",
    R"(  astar-cli convert IN OUT
      Converts a map by extension: reads .png .bmp .tga .map .tmx .tmj
      .json .ldtk, writes .png .map .tmx .tmj .ldtk. A .map keeps only
      walkable and blocked; a warning says how many terrain cells were
      flattened.
)",
    R"(  astar-cli info MAP [--connectivity 4|8] [--corners RULE] [--from X,Y --to X,Y]
               [--clearance [--terrain SPEC]]
      Size, walkable and blocked counts, terrain weights used, connected
      regions; with --from and --to, whether the goal is reachable. With
      --clearance, a table with one row per unit size K from 1 to the
      largest that fits anywhere: 'K CELLS REGIONS SIZES...', the cells a
      K x K unit can stand on (top-left corners, under --terrain), how many
      regions they form under the movement rules, and the regions' sizes,
      largest first (the first 8, then '(+N more)').
)",
    R"(  astar-cli gen KIND W H --seed S [generator options] [--start X,Y --goal X,Y]
               [--connectivity 4|8] [--corners RULE] OUT
      Makes a W x H map with a seeded generator (the same seed gives the same
      map everywhere) and writes it by extension (.png .map .tmx .tmj .ldtk).
      KIND and its options:
        random   --density D (share of walls, default 0.3)
        maze     --corridor C (corridor width, default 1)
        rooms    --room-size R (default 8) --door D (door width, default 2)
                 --extra-doors P (chance of a second door, default 0.25)
        caves    --fill F (initial walls, default 0.45) --iterations N (5)
        terrain  --max-weight W (1..255, default 10) --scale S (default 16)
      --start and --goal are kept walkable, and the last line says whether
      they are connected.
)",
    R"(  astar-cli scen-gen MAP N --seed S [--connectivity 4|8] [--corners RULE]
               [--costs C] OUT.scen
      Writes N random connected problems on MAP with their optimal lengths
      (A*, Moving AI rules by default) as a Moving AI .scen file, sorted by
      bucket. Keep MAP beside OUT.scen so 'astar-cli scen' finds it.
)",
    R"(  astar-cli help | --help
)",
};

constexpr std::string_view kSearchOptionsHeading = R"(
search options (defaults are the Moving AI rules):
)";

constexpr std::string_view kCoordinates = R"(
coordinates (path, batch, info):
  --origin top-left|bottom-left   (top-left)
      Cell (0,0) is the map's top-left cell and y grows downwards, unless
      --origin bottom-left: then (0,0) is the bottom-left cell and y grows
      upwards (y' = height - 1 - y), for --from, --to, batch lines and
      every cell printed (path, waypoints, errors). A batch line may carry
      its own "origin". .scen files always count from the top-left.
  --world SIZE[,OX,OY]            (path --json and batch)
      Adds "world_path" and "world_waypoints": each cell's centre at
      OX + (x + 0.5) * SIZE, OY + (y + 0.5) * SIZE, x and y counted from
      --origin. SIZE is a finite number above 0; OX and OY default to 0.
)";

constexpr std::string_view kLayerMaps = R"(
Tiled and LDtk maps (path, batch, info, convert, scen-gen):
  --layer NAME                    the tile layer or IntGrid layer (the first
                                  whose name says collision, collide, wall,
                                  block or path, else the first)
  --level NAME|INDEX              the LDtk level (the first)
  --values V=wall|open|W,...      a Tiled tile id or LDtk IntGrid value to a
                                  wall, open ground or weight W. Otherwise 0
                                  is open; Tiled tiles with walkable=false,
                                  collides=true or solid=true are walls, with
                                  a numeric cost that weight; LDtk values
                                  named wall or cost_W likewise; any other
                                  value is a wall.
)";

constexpr std::string_view kFooter = R"(
map cells: PNG gray value 0 is a wall, 255 open ground, v in 1..254 terrain
of weight 256-v. Moving AI .map: . G S walkable, @ O T W blocked.
Bad arguments or files: exit 2 and a message starting with 'error:'.
)";

void put(std::string_view text) {
  std::fwrite(text.data(), 1, text.size(), stdout);
}

}  // namespace

void print_help() {
  put(kIntro);
  for (const std::string_view command : kCommands) put(command);
  put(kSearchOptionsHeading);
  put(search_flags_usage());
  put(kCoordinates);
  put(kLayerMaps);
  put(kFooter);
}

}  // namespace astar::cli
