#include "startup/options.hpp"

#include <algorithm>
#include <charconv>
#include <string_view>

#include "astar/search/flags.hpp"
#include "astar/std_compat.hpp"
#include "features/lessons/lesson_catalogue.hpp"
#include "settings/settings_store.hpp"
#include "shell/frame_export.hpp"
#include "stepping/compare_spec.hpp"

namespace astar::studio {
namespace {

template <typename T>
std::optional<T> parse_number(std::string_view text) {
  T value{};
  const auto [end, error] =
      astar::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) {
    return std::nullopt;
  }
  return value;
}

// "X,Y" (or "WxH" with separator 'x').
std::optional<std::pair<long long, long long>> parse_pair(std::string_view text,
                                                          char separator) {
  const std::size_t at = text.find(separator);
  if (at == std::string_view::npos) return std::nullopt;
  const auto a = parse_number<long long>(text.substr(0, at));
  const auto b = parse_number<long long>(text.substr(at + 1));
  if (!a || !b) return std::nullopt;
  return std::pair{*a, *b};
}

Error bad_value(std::string_view option, std::string_view value,
                std::string_view expected) {
  return fail(ErrorKind::BadArgument, std::string(option) + ": bad value '" +
                                          std::string(value) + "' (expected " +
                                          std::string(expected) + ")");
}

// The help's text up to the search options, which astar-cli's help shares.
constexpr std::string_view kUsageBeforeSearchOptions =
    R"(astar-studio: a grid map editor and A* visualiser

astar-studio opens FILE in a window where you paint walls, open ground and
terrain costs, set the start and the goal, and watch a search work one
expansion at a time; with no FILE it offers the demo map, a generated map
or a file to open. With --headless the same app runs off screen, driven by
a script, and writes pictures and results.

usage: astar-studio [FILE] [--headless] [--window-size WxH] [--start X,Y]
                    [--goal X,Y] [--unit-size K] [search options]
                    [--steps N | --run] [--play-rate N]
                    [--script FILE] [--screenshot OUT.png] [--export OUT.png]
                    [--frames N] [--frame-stats] [--autosave-seconds N]
                    [--recover | --offer-recovery] [--labels fgh|f|none]
                    [--arrows on|off] [--compare "RUN;RUN[;RUN[;RUN]]"]
                    [--export-frames DIR [--every K]] [--simulate SECONDS]
                    [--ui-scale S] [--layer NAME] [--level NAME|INDEX]
                    [--values V=wall|open|W,...]
                    [--lesson NAME | --open-link TEXT] [--list-lessons]
                    [--list-commands] [--help | --version]

  FILE              a map (.png .bmp .tga, Moving AI .map, Tiled .tmx .tmj,
                    LDtk .ldtk) or a session (.astar.json) to open
  --layer NAME, --level NAME|INDEX, --values V=wall|open|W,...
                    which layer (and LDtk level) of a Tiled or LDtk FILE
                    is the map, as astar-cli reads them; without them a
                    file with several layers asks which
  --headless        render off screen, run the script, write outputs, exit
  --window-size WxH window size (default 1280x800; --size WxH, the old
                    name, still works in this version)
  --unit-size K     the unit's footprint, K x K cells, as in astar-cli
  --start X,Y       start cell; --goal X,Y: goal cell (default: the walkable
                    cells nearest the top-left and bottom-right corners)
  --steps N         take N search steps; --run: run the search to the end
  --play-rate N     play the search at N expansions per frame
  --script FILE     headless: run a script (app/studio/MANUAL.md)
  --screenshot OUT  headless: save the window as PNG at the end
  --export OUT      headless: save the map as grayscale PNG at the end
  --frames N        headless: render N more frames before the outputs
  --frame-stats     print 'frames N mean_ms X p95_ms Y' as the last line
  --simulate SECONDS
                    headless: after the script, run Simulate mode for
                    SECONDS of simulated time (one 1/30 s step a frame),
                    then print the 'state' line, one 'agent K ...' line per
                    agent and a 'planning ...' line
  --export-frames DIR
                    headless: write the canvas every K steps (--every K,
                    default 10) from step 0 to the search's end as
                    DIR/frame_00000.png ... (at most 1000 frames); DIR must
                    be new or empty
  --labels fgh|f|none
                    numbers in seen cells from 40 px per cell: f in the
                    middle, g and h in the top corners (fgh, the default),
                    f alone, or none
  --arrows on|off   an arrow from each seen cell to its parent, from 12 px
                    per cell (default on)
  --ui-scale S      text and controls at S times their size, 0.75 to 3, as
                    View > UI scale sets it (default: the display's, from
                    its DPI, or ASTAR_STUDIO_UI_SCALE; headless: 1)
  --compare "RUN;RUN..."
                    two to four runs side by side on the same map, stepping
                    together: each RUN is an algorithm, optionally with
                    settings after a colon: "astar;dijkstra;greedy" or
                    "astar;weighted:w=2,h=euclidean" (w, h, moves,
                    diagonals, costs, ties; the search options give the
                    rest). The script's state prints a line per run
  --autosave-seconds N
                    autosave unsaved work N seconds after the last edit
                    (default 1; at least every 5 s while edits go on) to
                    $XDG_STATE_HOME/astar-studio/recovery/
  --recover         recover the unsaved work a crashed run left, without
                    asking (headless runs recover only with this)
  --offer-recovery  headless: ask Recover or Discard as the desktop app does
                    (a script answers: key enter or key d)
  --lesson NAME     open a built-in lesson as a new untitled map
  --list-lessons    print the lessons, one a line: NAME, a tab, the title
  --list-commands   print the commands, one a line: NAME (a script's
                    `command NAME`), a tab, the shortcut, a tab, the label
  --open-link TEXT  open a shared link (astar1:..., Edit > Copy link): the
                    map, markers, settings, step and view it holds
  -h, --help        print this help and exit
  --version         print 'astar-studio VERSION' and exit

search options (the same as astar-cli's):
)";

}  // namespace

std::string usage_text() {
  return std::string(kUsageBeforeSearchOptions) +
         std::string(search_flags_usage());
}

namespace {

// Options that take no value; false when `arg` is not one of them.
bool parse_switch(std::string_view arg, Options& options) {
  if (arg == "--help" || arg == "-h") {
    options.help = true;
  } else if (arg == "--version") {
    options.version = true;
  } else if (arg == "--headless") {
    options.headless = true;
  } else if (arg == "--frame-stats") {
    options.frame_stats = true;
  } else if (arg == "--recover") {
    options.recover = true;
  } else if (arg == "--offer-recovery") {
    options.offer_recovery = true;
  } else if (arg == "--list-lessons") {
    options.list_lessons = true;
  } else if (arg == "--list-commands") {
    options.list_commands = true;
  } else if (arg == "--run") {
    options.ordered.push_back(RunSearch{});
  } else {
    return false;
  }
  return true;
}

Status parse_point(std::string_view arg, std::string_view v, Options& options) {
  const auto xy = parse_pair(v, ',');
  if (!xy || xy->first < INT32_MIN || xy->first > INT32_MAX ||
      xy->second < INT32_MIN || xy->second > INT32_MAX) {
    return bad_value(arg, v, "X,Y");
  }
  const Point p{static_cast<int>(xy->first), static_cast<int>(xy->second)};
  if (arg == "--start") {
    options.ordered.push_back(SetStart{p});
  } else {
    options.ordered.push_back(SetGoal{p});
  }
  return {};
}

Status parse_count(std::string_view arg, std::string_view v, Options& options) {
  if (arg == "--frames") {
    const auto n = parse_number<int>(v);
    if (!n || *n < 0 || *n > 1000000) {
      return bad_value(arg, v, "a count 0..1000000");
    }
    options.frames = *n;
    return {};
  }
  const auto n = parse_number<std::int64_t>(v);
  if (!n || *n < 0 || (arg == "--play-rate" && *n == 0)) {
    return bad_value(arg, v,
                     arg == "--steps" ? "a count >= 0" : "a count >= 1");
  }
  if (arg == "--steps") {
    options.ordered.push_back(TakeSteps{*n});
  } else {
    options.ordered.push_back(PlayRate{*n});
  }
  return {};
}

Status parse_window(std::string_view arg, std::string_view v,
                    Options& options) {
  if (arg == "--simulate") {
    const auto n = parse_number<double>(v);
    if (!n || !(*n >= 0) || *n > 3600) {
      return bad_value(arg, v, "seconds, 0..3600");
    }
    options.simulate_seconds = *n;
    return {};
  }
  if (arg == "--autosave-seconds") {
    const auto n = parse_number<double>(v);
    if (!n || !(*n > 0) || *n > 86400) {
      return bad_value(arg, v, "seconds, more than 0 and at most 86400");
    }
    options.autosave_seconds = *n;
    return {};
  }
  const auto size = parse_pair(v, 'x');
  if (!size || size->first < 64 || size->second < 64 || size->first > 16384 ||
      size->second > 16384) {
    return bad_value(arg, v, "WxH, each 64..16384");
  }
  options.width = static_cast<int>(size->first);
  options.height = static_cast<int>(size->second);
  return {};
}

Status parse_cell_labels(std::string_view arg, std::string_view v,
                         Options& options) {
  if (arg == "--labels") {
    options.cell_numbers = parse_cell_numbers(v);
    if (!options.cell_numbers) return bad_value(arg, v, "fgh, f or none");
  } else if (v == "on" || v == "off") {
    options.arrows = v == "on";
  } else {
    return bad_value(arg, v, "on or off");
  }
  return {};
}

Status parse_export_frames(std::string_view arg, std::string_view v,
                           Options& options) {
  if (arg == "--export-frames") {
    if (v.empty()) return bad_value(arg, v, "a folder");
    options.export_frames = std::string(v);
    return {};
  }
  const auto n = parse_number<std::int64_t>(v);
  if (!n || *n < 1 || *n > FrameExport::kMaxEvery) {
    return bad_value(arg, v, "a step count >= 1");
  }
  options.export_every = *n;
  return {};
}

// Options that take a value; false when `arg` is not one of them.
Result<bool> parse_valued(std::string_view arg, std::string_view v,
                          Options& options) {
  Status status;
  // The studio's --size was the window's (the old name of --window-size),
  // never the unit's: the unit's size is --unit-size in both programs.
  const bool window = arg == "--window-size" || arg == "--size";
  if (!window && is_search_flag(arg)) {
    // Checked now, with core's messages; applied in order at start-up.
    SearchSettings scratch;
    if (auto used = apply_search_flag(scratch, arg, v); !used) {
      return used.failure();
    }
    options.ordered.push_back(
        SetSearchFlag{std::string(arg.substr(2)), std::string(v)});
  } else if (arg == "--start" || arg == "--goal") {
    status = parse_point(arg, v, options);
  } else if (arg == "--steps" || arg == "--play-rate" || arg == "--frames") {
    status = parse_count(arg, v, options);
  } else if (window || arg == "--autosave-seconds" || arg == "--simulate") {
    status = parse_window(arg, v, options);
  } else if (arg == "--labels" || arg == "--arrows") {
    status = parse_cell_labels(arg, v, options);
  } else if (arg == "--ui-scale") {
    const auto scale = parse_number<double>(v);
    if (!scale || !(*scale >= kMinUiScale && *scale <= kMaxUiScale)) {
      return bad_value(arg, v, "a scale from 0.75 to 3");
    }
    options.ui_scale = static_cast<float>(*scale);
  } else if (arg == "--layer" || arg == "--level" || arg == "--values") {
    if (v.empty()) return bad_value(arg, v, "a name");
    LayerOptions& layer =
        options.layer ? *options.layer : options.layer.emplace();
    (arg == "--layer"   ? layer.layer
     : arg == "--level" ? layer.level
                        : layer.values) = std::string(v);
  } else if (arg == "--compare") {
    // Checked now; applied on the settings the search flags make.
    if (auto runs = parse_compare_spec(v, SearchSettings{}); !runs) {
      return runs.failure();
    }
    options.compare = std::string(v);
  } else if (arg == "--lesson") {
    if (find_lesson(v) == nullptr) {
      return bad_value(arg, v, "a lesson's name, see --list-lessons");
    }
    options.lesson = std::string(v);
  } else if (arg == "--open-link") {
    // Decoded at start-up, where a bad link is an error of its own.
    options.open_link = std::string(v);
  } else if (arg == "--export-frames" || arg == "--every") {
    status = parse_export_frames(arg, v, options);
  } else if (arg == "--script" || arg == "--screenshot" || arg == "--export") {
    if (v.empty())
      return fail(ErrorKind::BadArgument, std::string(arg) + ": missing value");
    auto& target = arg == "--script"       ? options.script
                   : arg == "--screenshot" ? options.screenshot
                                           : options.export_path;
    target = std::string(v);
  } else {
    return false;
  }
  if (!status) return status.failure();
  return true;
}

// The rules between options, and the search flags as one command line:
// the same links and errors as astar-cli (--weight alone selects weighted
// A*; --weight with another algorithm is refused).
Status check_combinations(Options& options) {
  std::vector<SearchFlag> flags;
  bool steps = false, run = false;
  for (const OrderedOption& option : options.ordered) {
    if (const auto* flag = std::get_if<SetSearchFlag>(&option)) {
      flags.push_back({flag->name, flag->value});
    }
    steps = steps || std::holds_alternative<TakeSteps>(option);
    run = run || std::holds_alternative<RunSearch>(option);
  }
  if (auto settings = parse_search_flags(flags); !settings) {
    return settings.failure();
  }
  const auto named = [&](std::string_view name) {
    return std::any_of(flags.begin(), flags.end(),
                       [&](const SearchFlag& f) { return f.name == name; });
  };
  if (named("weight") && !named("algo")) {
    options.ordered.push_back(SetSearchFlag{"algo", "weighted"});
  }
  if (options.layer && !options.file) {
    return fail(ErrorKind::BadArgument,
                "--layer, --level and --values need a Tiled or LDtk FILE");
  }
  if (options.recover && options.offer_recovery) {
    return fail(ErrorKind::BadArgument,
                "--recover and --offer-recovery cannot be combined");
  }
  const int documents = (options.file ? 1 : 0) + (options.lesson ? 1 : 0) +
                        (options.open_link ? 1 : 0);
  if (documents > 1) {
    return fail(ErrorKind::BadArgument,
                "FILE, --lesson and --open-link cannot be combined");
  }
  if (steps && run) {
    return fail(ErrorKind::BadArgument, "--steps and --run cannot be combined");
  }
  const bool needs_headless = options.script || options.screenshot ||
                              options.export_path || options.frames > 0 ||
                              options.export_frames || options.simulate_seconds;
  if (needs_headless && !options.headless) {
    return fail(ErrorKind::BadArgument,
                "--script, --screenshot, --export, --export-frames, "
                "--frames and --simulate need --headless");
  }
  if (options.export_every && !options.export_frames) {
    return fail(ErrorKind::BadArgument, "--every needs --export-frames DIR");
  }
  return {};
}

}  // namespace

Result<Options> parse_options(std::span<const char* const> args) {
  Options options;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view arg = args[i];
    if (parse_switch(arg, options)) continue;
    const bool last = i + 1 >= args.size();
    Result<bool> valued = parse_valued(arg, last ? "" : args[i + 1], options);
    if (!valued) {
      if (last) {
        return fail(ErrorKind::BadArgument,
                    std::string(arg) + ": missing value");
      }
      return valued.failure();
    }
    if (valued.value()) {
      if (last) {
        return fail(ErrorKind::BadArgument,
                    std::string(arg) + ": missing value");
      }
      ++i;
    } else if (arg.starts_with("-") && arg.size() > 1) {
      return fail(ErrorKind::BadArgument,
                  std::string(arg) + ": unknown option (see --help)");
    } else if (options.file) {
      return fail(ErrorKind::BadArgument,
                  std::string(arg) + ": only one FILE may be given (already '" +
                      *options.file + "')");
    } else {
      options.file = std::string(arg);
    }
  }
  if (Status status = check_combinations(options); !status) {
    return status.failure();
  }
  return options;
}

}  // namespace astar::studio
