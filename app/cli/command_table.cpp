// The table of astar-cli's commands and every help text, in one place: the
// overview (astar-cli --help), one command's help (astar-cli help COMMAND,
// astar-cli COMMAND --help) and all of it (astar-cli help all, which the man
// page and the CLI manual's test read). Options shared by several commands
// are written once, in a group, and printed in each command that takes them.

#include <algorithm>
#include <array>
#include <cstdio>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "astar/io/map_formats.hpp"
#include "astar/search/flags.hpp"
#include "cli_options.hpp"
#include "commands.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kTitle =
    "astar-cli: grid path finding from the command line\n";

constexpr std::string_view kDescription = R"(
astar-cli finds paths on grid maps (PNG, Moving AI .map, Tiled, LDtk),
checks them against Moving AI scenarios, answers queries in batches, and
describes, converts and generates maps: one command for each.
)";

constexpr std::string_view kPathUsage =
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
      output. With --unit-size K the path is a K x K unit's: each path cell
      is its footprint's top-left cell, and smoothing keeps the whole swept
      footprint off walls; a unit that does not fit at --from or --to is an
      error (exit 2).
)";

constexpr std::string_view kFieldUsage =
    R"(  astar-cli field MAP OUT (--to X,Y [--to X,Y ...] | --area X0,Y0,X1,Y1)
               [--format png|json] [movement and unit options]
      Computes the flow field towards the goals (--to, once for each) or
      towards every cell of the area (corners included) where the unit can
      stand: each cell's exact cost to the nearest goal, the cost A* finds
      from it, and the step it takes. Writes OUT as a 16-bit gray PNG
      (--format png, the default) whose gray times the scale it prints
      (also in the PNG's text chunk astar-field-scale) is the distance: 0
      at the goals, 65534 at the farthest reachable cell, 65535 where no
      goal can be reached and on walls. --format json writes {"width",
      "height", "goals", "max_distance", "distance": rows of numbers (null
      where unreachable), "step": rows of E W S N SE SW NE NW, goal or
      none}; OUT - prints it. A goal on a wall or off the map is an error
      (exit 2), as are --algo, --weight, --heuristic and --tie-break: a
      field is Dijkstra's, exact.
)";

constexpr std::string_view kScenUsage =
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
      --unit-size K > 1 or a --terrain table, the file's one-cell optima do
      not apply: each answer is checked against an optimal search for size K
      on the unit's grid (the summary adds
      checked_against_optimal_search_size K, unfit N for problems where the
      unit does not fit at start or goal, and, under the Moving AI rules,
      mean_unit_cost_ratio: cost over the file's optimum).
)";

constexpr std::string_view kBatchUsage =
    R"(  astar-cli batch MAP [search options] [--threads N] [--output FORM]
               [--post none|waypoints|smooth] [--max-expanded N] [--max-ms T]
      Reads one query a line on standard input, 'sx sy gx gy' or a JSON
      object {"from":[x,y],"to":[x,y],"id":...,"algo":"dijkstra",...} with
      search options of its own, and writes one JSON line per query, in input
      order: {"found":true,"cost":C,"expanded":N,"path":[[x,y],...]}, or
      {"error":"line L: ..."} for a bad line, which never stops the batch.
      An "id" is echoed, also with an error. Lines over 16 MiB are skipped
      with an error (their "id" kept when it comes first); a byte order mark
      on the first line is ignored. A line may set "size", "terrain",
      "post", "output", "origin", "world" (SIZE or [SIZE,OX,OY]) and
      "max_expanded" for itself. {"set":[[x,y,value],...]} changes cells,
      {"fill":[x0,y0,x1,y1,value]} a rectangle (corners included); both are
      all or nothing, answered {"updated":N}, and every later query sees
      the change. --output cost|path|waypoints (default path) says what an
      answer lists besides cost and expanded; --post none|waypoints|smooth
      post-processes the path. --max-expanded N and --max-ms T bound each
      query: one that needs more is answered with an error.
)";

constexpr std::string_view kServeUsage =
    R"(  astar-cli serve (--map NAME=FILE ... | --maps-dir DIR) [--listen HOST:PORT]
               [--threads N] [--connections N] [--max-request BYTES]
               [--max-maps N] [--updates redis://HOST:PORT/STREAM]
               [batch's options]
      Answers batch's JSON lines over HTTP until stopped. POST /query with
      lines in the body gets one answer line each, in order (streamed, as
      application/x-ndjson). A line names its map with "map" (it may leave
      it out when the server holds one map); --map gives a name to a file,
      --maps-dir lets lines name any map file inside DIR by its path there
      (loaded on first use; never a path outside DIR). {"reload":"NAME"}
      reads a map's file again (the old map stays if that fails); "set" and
      "fill" change it for every client. Queries queue per map and the
      maps take turns on the threads, a long search pausing between slices
      for another map's query; a line's "priority" (-100..100, default 0)
      goes first, and past its "deadline" (ms after the request arrived)
      it is answered with an error of kind "deadline". GET /metrics gives
      counters in Prometheus' text format (queries, errors, updates,
      latency quantiles, queue depth and wait per map), GET /maps the maps
      held, GET /health "ok".
      --listen (default 127.0.0.1:8080; port 0 takes a free one) stays on
      loopback unless told otherwise; the first line printed names the URL.
      --threads searches run at once (default every core) for up to
      --connections clients (64); requests over --max-request bytes (16 MiB)
      are refused with 413; clients idle for 5 s are dropped; --max-expanded
      and --max-ms (default 30000) bound each query, and a client that
      leaves stops its search and drops its waiting lines; at most
      --max-maps maps (64) are held.
      --updates makes it one replica of a fleet: every set, fill and reload
      goes through the Redis stream STREAM and is applied by every replica
      in the stream's order (the answer carries its "seq"); a query with
      "min_seq":N waits (up to 5 s) until this replica has applied N. A
      replica replays the stream before it listens.
)";

constexpr std::string_view kReplanUsage =
    R"(  astar-cli replan MAP --from X,Y --to X,Y --script FILE [--path]
               [--connectivity 4|8] [--corners RULE] [--costs COSTS]
               [--unit-size K] [--terrain SPEC]
      Keeps one unit's path from --from to --to up to date by repairing its
      search (D* Lite) while FILE's lines edit the map and move the unit:
      'set X Y VALUE', 'fill X0 Y0 X1 Y1 VALUE' (corners included; VALUE is
      wall, open or a cell value 0..255), 'move X Y' (the unit is there
      now) and 'walk N' (it takes N steps of its path); '#' starts a
      comment. Prints one JSON line for the first plan (line 0) and one
      after each script line: {"line":L,"do":"set","start":[x,y],
      "found":true,"cost":C,"moves":M,"changed":K,"expanded":E,
      "touched":T,"astar_cost":C,"astar_expanded":A}: the cells the line
      changed, the vertices the repair expanded and the cells it touched,
      and the cost and expansions of a fresh A* on the map as it is then
      (the two costs agree). --path adds "path". A bad line stops the run
      with an error naming FILE:LINE (exit 2). Cells are top-left, y down.
)";

constexpr std::string_view kConvertUsage = R"(  astar-cli convert IN OUT
      Converts a map by extension (the formats below). A format that
      cannot keep every cell's weight (a .map keeps only walkable and
      blocked) writes what it can, and a warning says how many cells lost
      their weight.
)";

constexpr std::string_view kInfoUsage =
    R"(  astar-cli info MAP [--connectivity 4|8] [--corners RULE] [--from X,Y --to X,Y]
               [--clearance [--terrain SPEC]]
      Size, walkable and blocked counts, terrain weights used, connected
      regions; with --from and --to, whether the goal is reachable. With
      --clearance, a table with one row per unit size K from 1 to the
      largest that fits anywhere: 'K CELLS REGIONS SIZES...', the cells a
      K x K unit can stand on (top-left corners, under --terrain), how many
      regions they form under the movement rules, and the regions' sizes,
      largest first (the first 8, then '(+N more)').
)";

constexpr std::string_view kGenUsage =
    R"(  astar-cli gen KIND W H --seed S [generator options] [--start X,Y --goal X,Y]
               [--connectivity 4|8] [--corners RULE] OUT
      Makes a W x H map with a seeded generator (the same seed gives the same
      map everywhere) and writes it by extension (the formats below).
      KIND and its options:
        random   --density D (share of walls, default 0.3)
        maze     --corridor C (corridor width, default 1)
        rooms    --room-size R (default 8) --door D (door width, default 2)
                 --extra-doors P (chance of a second door, default 0.25)
        caves    --fill F (initial walls, default 0.45) --iterations N (5)
        terrain  --max-weight W (1..255, default 10) --scale S (default 16)
      --start and --goal are kept walkable, and the last line says whether
      they are connected.
)";

constexpr std::string_view kScenGenUsage =
    R"(  astar-cli scen-gen MAP N --seed S [--connectivity 4|8] [--corners RULE]
               [--costs C] OUT.scen
      Writes N random connected problems on MAP with their optimal lengths
      (A*, Moving AI rules by default) as a Moving AI .scen file, sorted by
      bucket. Keep MAP beside OUT.scen so 'astar-cli scen' finds it.
)";

constexpr std::string_view kCrowdUsage =
    R"(  astar-cli crowd MAP --agents FILE|COUNT [--steps N] [--every K]
               [--format csv|json] [--radius R] [--speed S] [--seed S]
               [--avoidance on|off]
      Steps a crowd of agents on MAP (the core's Crowd: smoothed A* paths,
      ORCA steering round each other and along walls, 0.1 s a step) and
      prints every agent's position at step 0, every K steps (10) and after
      the last of N (600). --agents FILE: one agent a line, 'X Y GOAL_X
      GOAL_Y [RADIUS [SPEED]]' in cells (cell X,Y is the square from X to
      X+1; its centre is X+0.5), '#' starts a comment; --agents COUNT:
      agents at the centres of COUNT distinct random open cells (--seed,
      1), each going to a random open cell. --radius (0.35, at most 0.5)
      and --speed (2 cells a second) for agents the file does not size.
      --format csv (the default): 'step,agent,x,y,arrived' rows; json: a
      line a printed step, {"step","time","arrived","agents":[[x,y,
      arrived],...]}. --avoidance off lets agents walk through each other.
      A line on standard error sums up: agents, steps, arrived.
)";

constexpr std::string_view kHelpUsage = R"(  astar-cli help [COMMAND|all]
      Without COMMAND, a short overview of the commands; with COMMAND, that
      command's usage and options, as 'astar-cli COMMAND --help' (or -h)
      prints them; with all, every command's.
)";

constexpr std::string_view kVersionUsage = R"(  astar-cli --version
      Prints 'astar-cli VERSION' and exits: astar-studio's version, which
      the studio, the library (astar_version()) and its bindings share.
)";

constexpr std::string_view kCoordinates =
    R"(  --origin top-left|bottom-left   (top-left)
      Cell (0,0) is the map's top-left cell and y grows downwards, unless
      --origin bottom-left: then (0,0) is the bottom-left cell and y grows
      upwards (y' = height - 1 - y), for --from, --to, batch lines and
      every cell printed (path, waypoints, errors). A batch line may carry
      its own "origin". .scen files always count from the top-left.
  --world SIZE[,OX,OY]            (path --json, batch and serve)
      Adds "world_path" and "world_waypoints": each cell's centre at
      OX + (x + 0.5) * SIZE, OY + (y + 0.5) * SIZE, x and y counted from
      --origin. SIZE is a finite number above 0; OX and OY default to 0.
)";

constexpr std::string_view kLayerMaps =
    R"(  --layer NAME                    the tile layer or IntGrid layer (the first
                                  whose name says collision, collide, wall,
                                  block or path, else the first)
  --level NAME|INDEX              the LDtk level (the first)
  --values V=wall|open|W,...      a Tiled tile id or LDtk IntGrid value V, a
                                  range A-B, or * for every value no other
                                  rule names, to a wall, open ground or
                                  weight W ('1-40=wall,*=open'). Otherwise 0
                                  is open, and a Tiled tile is what its
                                  properties (walkable=false, collides=true,
                                  solid=true: wall; cost: that weight), its
                                  class (wall, solid, collision...: wall;
                                  floor, open...: open) or its collision
                                  shapes (half covered: wall) say; one that
                                  says nothing is a wall in a layer named
                                  for collision, else open ground, and a
                                  map that marks no collision at all is
                                  refused with the tiles to name. Collision
                                  object layers wall the cells their shapes
                                  cover. LDtk values named wall or cost_W
                                  likewise; any other value is a wall.
)";

constexpr std::string_view kFooter = R"(
map cells: PNG gray value 0 is a wall, 255 open ground, v in 1..254 terrain
of weight 256-v. Moving AI .map: . G S walkable, @ O T W blocked.
Bad arguments or files: exit 2 and a message starting with 'error:'.
)";

constexpr std::string_view kOverviewEnd = R"(
Run 'astar-cli help COMMAND' for a command's usage and options, and
'astar-cli help all' for every command's.
)";

/// A set of options that several commands take, written once.
enum class Group { Search, Coordinates, LayerMaps };

struct OptionGroup {
  Group group;
  std::string_view heading;
  /// Said after the heading; when empty, the commands that take the
  /// group are listed there instead.
  std::string_view note;
  /// The options, one block each starting "  --NAME".
  std::string_view text;
};

const std::array<OptionGroup, 3>& option_groups() {
  // search_flags_usage() is core's, shared with astar-studio's help.
  static const std::array<OptionGroup, 3> groups = {{
      {Group::Search, "search options", "defaults are the Moving AI rules",
       search_flags_usage()},
      {Group::Coordinates, "coordinates", "", kCoordinates},
      {Group::LayerMaps, "Tiled and LDtk maps", "", kLayerMaps},
  }};
  return groups;
}

/// A group a command takes; `only` names the options it takes when not all.
struct GroupUse {
  Group group;
  std::span<const std::string_view> only;
};

constexpr std::string_view kMovement[] = {"connectivity", "corners"};
constexpr std::string_view kScenGenFlags[] = {"connectivity", "corners",
                                              "costs"};
constexpr std::string_view kInfoFlags[] = {"connectivity", "corners",
                                           "terrain"};
constexpr std::string_view kOriginOnly[] = {"origin"};
// A unit's moves and terrain, without a search's choices (field, replan).
constexpr std::string_view kUnitMoveFlags[] = {"connectivity", "corners",
                                               "costs", "unit-size", "terrain"};

constexpr GroupUse kMapSearch[] = {
    {Group::Search, {}}, {Group::Coordinates, {}}, {Group::LayerMaps, {}}};
constexpr GroupUse kScenGroups[] = {{Group::Search, {}}};
constexpr GroupUse kConvertGroups[] = {{Group::LayerMaps, {}}};
constexpr GroupUse kInfoGroups[] = {{Group::Search, kInfoFlags},
                                    {Group::Coordinates, kOriginOnly},
                                    {Group::LayerMaps, {}}};
constexpr GroupUse kFieldGroups[] = {{Group::Search, kUnitMoveFlags},
                                     {Group::Coordinates, kOriginOnly},
                                     {Group::LayerMaps, {}}};
constexpr GroupUse kReplanGroups[] = {{Group::Search, kUnitMoveFlags}};
constexpr GroupUse kGenGroups[] = {{Group::Search, kMovement}};
constexpr GroupUse kCrowdGroups[] = {{Group::LayerMaps, {}}};
constexpr GroupUse kScenGenGroups[] = {{Group::Search, kScenGenFlags},
                                       {Group::LayerMaps, {}}};

constexpr std::size_t kHelpColumns = 72;

// The lines of the map formats (core's table, astar/io/map_formats.hpp):
// extensions, name, and what a file keeps; `writable`: only those written.
std::string map_format_lines(bool writable) {
  std::string text = writable ? "      Written by extension:\n"
                              : "      Map formats, by extension:\n";
  for (const MapFormat& format : map_formats()) {
    if (writable && !format.writable()) continue;
    std::string line = "       ";
    for (std::string_view ext : format.extensions) {
      line += " " + std::string(ext);
      if (format.gzipped && !writable) line += "[.gz]";
    }
    line.resize(std::max<std::size_t>(line.size() + 2, 20), ' ');
    line += std::string(format.name);
    if (!format.writable()) line += ", read only";
    line += ": ";
    // The man page indents these lines 4 more and keeps to 80 columns:
    // what a format holds goes on its own line, under the names, when it
    // would run past them.
    if (line.size() + format.holds.size() > kHelpColumns) {
      line.resize(line.size() - 1);
      line += "\n" + std::string(20, ' ');
    }
    text += line + std::string(format.holds) + "\n";
  }
  return text;
}

std::string all_map_formats() { return map_format_lines(false); }
std::string writable_map_formats() { return map_format_lines(true); }

struct CommandInfo {
  std::string_view name;
  CommandFunction run;
  std::string_view summary;  // one line in the overview
  std::string_view usage;    // the usage lines, then what it does
  std::span<const GroupUse> groups;
  // Lines after the usage made from the core's tables; null when none.
  std::string (*more)() = nullptr;
};

constexpr CommandInfo kCommands[] = {
    {"path", path_command, "find a path between two cells of a map", kPathUsage,
     kMapSearch},
    {"field", field_command,
     "write a flow field: every cell's cost and step to the nearest goal",
     kFieldUsage, kFieldGroups},
    {"scen", scen_command,
     "run a Moving AI scenario and check each cost against its optimum",
     kScenUsage, kScenGroups},
    {"batch", batch_command,
     "answer queries read from standard input, one JSON line each", kBatchUsage,
     kMapSearch},
    {"serve", serve_command,
     "answer batch's JSON lines over HTTP, on several maps, for many clients",
     kServeUsage, kMapSearch},
    {"convert", convert_command, "convert a map from one format to another",
     kConvertUsage, kConvertGroups, all_map_formats},
    {"info", info_command,
     "describe a map: size, terrain, regions, reachability, clearance",
     kInfoUsage, kInfoGroups},
    {"gen", gen_command, "make a map with a seeded generator", kGenUsage,
     kGenGroups, writable_map_formats},
    {"scen-gen", scen_gen_command,
     "write random problems on a map as a Moving AI .scen file", kScenGenUsage,
     kScenGenGroups},
    {"crowd", crowd_command,
     "step a crowd of agents on a map, steering round each other", kCrowdUsage,
     kCrowdGroups},
    {"replan", replan_command,
     "keep a unit's path up to date while a script edits the map (D* Lite)",
     kReplanUsage, kReplanGroups},
    {"help",
     help_command,
     "this overview, a command's usage and options, or all of them",
     kHelpUsage,
     {}},
};

const CommandInfo* find_info(std::string_view name) {
  for (const CommandInfo& command : kCommands) {
    if (command.name == name) return &command;
  }
  return nullptr;
}

const OptionGroup& group_of(Group group) {
  for (const OptionGroup& g : option_groups()) {
    if (g.group == group) return g;
  }
  return option_groups()[0];  // unreachable: every Group is in the table
}

void put(std::string_view text) {
  std::fwrite(text.data(), 1, text.size(), stdout);
}

// The option blocks of a group's text: each starts at a line "  -" and runs
// to the next such line, so one option can be picked out by its name.
std::vector<std::string_view> option_blocks(std::string_view text) {
  std::vector<std::string_view> blocks;
  std::size_t start = std::string_view::npos;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t newline = text.find('\n', at);
    const std::size_t next =
        newline == std::string_view::npos ? text.size() : newline + 1;
    if (text.substr(at, 3) == "  -") {
      if (start != std::string_view::npos) {
        blocks.push_back(text.substr(start, at - start));
      }
      start = at;
    }
    at = next;
  }
  if (start != std::string_view::npos) blocks.push_back(text.substr(start));
  return blocks;
}

// "  --origin top-left|..." -> "origin".
std::string_view option_name(std::string_view block) {
  const std::string_view rest = block.substr(block.find_first_not_of(" -"));
  return rest.substr(
      0, rest.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-"));
}

bool takes(std::span<const std::string_view> only, std::string_view name) {
  if (only.empty()) return true;
  for (const std::string_view wanted : only) {
    if (wanted == name) return true;
  }
  return false;
}

// "path, batch; some in info": the commands that take a group, those that
// take only some of its options after the semicolon.
std::string group_users(Group group) {
  std::string all, some;
  for (const CommandInfo& command : kCommands) {
    for (const GroupUse& use : command.groups) {
      if (use.group != group) continue;
      std::string& list = use.only.empty() ? all : some;
      list += (list.empty() ? "" : ", ") + std::string(command.name);
    }
  }
  return some.empty() ? all : all + "; some in " + some;
}

// "search options (defaults are ...):"; a group without a note of its own
// lists the commands that take it when `with_users` (in the full help).
std::string heading(const OptionGroup& group, bool with_users) {
  std::string text(group.heading);
  if (!group.note.empty()) {
    text += " (" + std::string(group.note) + ")";
  } else if (with_users) {
    text += " (" + group_users(group.group) + ")";
  }
  return text + ":\n";
}

void put_group(const OptionGroup& group, std::span<const std::string_view> only,
               bool with_users) {
  put("\n");
  put(heading(group, with_users));
  for (const std::string_view block : option_blocks(group.text)) {
    if (takes(only, option_name(block))) put(block);
  }
}

// Words filled into lines of at most 79 columns after `indent`.
std::string filled(const std::vector<std::string>& words,
                   std::string_view indent) {
  std::string text, line(indent);
  for (const std::string& word : words) {
    if (line.size() > indent.size() && line.size() + 1 + word.size() > 79) {
      text += line + "\n";
      line = indent;
    }
    if (line.size() > indent.size()) line += ' ';
    line += word;
  }
  return text + line + "\n";
}

void put_option_summary() {
  put("\noptions:\n");
  put("  -h, --help      after a command: that command's usage and options\n");
  put("  --version       alone: print astar-cli's version and exit\n");
  for (const OptionGroup& group : option_groups()) {
    std::vector<std::string> names;
    for (const std::string_view block : option_blocks(group.text)) {
      names.push_back("--" + std::string(option_name(block)));
    }
    put("  " + std::string(group.heading) + " (" + group_users(group.group) +
        "):\n");
    put(filled(names, "      "));
  }
}

}  // namespace

CommandFunction find_command(std::string_view name) {
  const CommandInfo* command = find_info(name);
  return command == nullptr ? nullptr : command->run;
}

void print_overview() {
  put(kTitle);
  put(kDescription);
  put("\nusage: astar-cli COMMAND ARGUMENTS [OPTIONS]\n\ncommands:\n");
  for (const CommandInfo& command : kCommands) {
    std::string line = "  " + std::string(command.name);
    line.resize(12, ' ');
    put(line + std::string(command.summary) + "\n");
  }
  put_option_summary();
  put(kFooter);
  put(kOverviewEnd);
}

void print_command_help(std::string_view name) {
  const CommandInfo* command = find_info(name);
  if (command == nullptr) return;
  put("usage:\n");
  put(command->usage);
  if (command->more != nullptr) put(command->more());
  for (const GroupUse& use : command->groups) {
    put_group(group_of(use.group), use.only, false);
  }
  put(kFooter);
}

void print_full_help() {
  put(kTitle);
  put(kDescription);
  put("\nusage:\n");
  for (const CommandInfo& command : kCommands) {
    put(command.usage);
    if (command.more != nullptr) put(command.more());
  }
  put(kVersionUsage);
  for (const OptionGroup& group : option_groups()) put_group(group, {}, true);
  put(kFooter);
}

int report_unknown_command(std::string_view name) {
  std::string list;
  for (const CommandInfo& command : kCommands) {
    list += (list.empty() ? "" : ", ") + std::string(command.name);
  }
  set_usage_hint_command("");  // the overview, not help's own usage
  return report_error("unknown command '" + std::string(name) +
                      "'; the commands are " + list);
}

int help_command(Args args) {
  if (args.size() > 1) {
    return report_error("'help' takes one COMMAND (or all), not " +
                        std::to_string(args.size()));
  }
  if (args.empty()) {
    print_overview();
  } else if (args[0] == "all") {
    print_full_help();
  } else if (args[0] == "--help" || args[0] == "-h") {
    print_command_help("help");
  } else if (find_info(args[0]) != nullptr) {
    print_command_help(args[0]);
  } else {
    return report_unknown_command(args[0]);
  }
  return kExitOk;
}

}  // namespace astar::cli
