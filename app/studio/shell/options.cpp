#include "shell/options.hpp"

#include <charconv>
#include <string_view>

namespace astar::studio {
namespace {

template <typename T>
std::optional<T> parse_number(std::string_view text) {
  T value{};
  const auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), value);
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
  return fail(ErrorKind::BadArgument, std::string(option) + ": bad value '" + std::string(value) +
              "' (expected " + std::string(expected) + ")");
}

}  // namespace

std::string usage_text() {
  return R"(usage: astar-studio [FILE] [--headless] [--size WxH] [--start X,Y] [--goal X,Y]
                    [--algo A] [--heuristic H] [--connectivity 4|8] [--corners R]
                    [--costs C] [--weight W] [--steps N | --run] [--play-rate N]
                    [--script FILE] [--screenshot OUT.png] [--export OUT.png]
                    [--frames N] [--frame-stats] [--autosave-seconds N]
                    [--recover | --offer-recovery]

  FILE              a map (.png .bmp .tga or Moving AI .map) or a session
                    (.astar.json) to open
  --headless        render off screen, run the script, write outputs, exit
  --size WxH        window size (default 1280x800)
  --start X,Y       start cell; --goal X,Y: goal cell (default: the walkable
                    cells nearest the top-left and bottom-right corners)
  --algo A          astar, dijkstra, greedy, bfs, weighted
  --heuristic H     manhattan, euclidean, octile, chebyshev, zero
  --connectivity    4 or 8
  --corners R       always, no-squeeze, no-cut
  --costs C         exact or 10-14
  --weight W        weighted A*'s w (>= 1)
  --steps N         take N search steps; --run: run the search to the end
  --play-rate N     play the search at N expansions per frame
  --script FILE     headless: drive the app with a script (see the README)
  --screenshot OUT  headless: save the window as PNG at the end
  --export OUT      headless: save the map as grayscale PNG at the end
  --frames N        headless: render N more frames before the outputs
  --frame-stats     print 'frames N mean_ms X p95_ms Y' as the last line
  --autosave-seconds N
                    autosave unsaved work every N seconds (default 60) to
                    $XDG_STATE_HOME/astar-studio/recovery/
  --recover         recover the unsaved work a crashed run left, without
                    asking (headless runs recover only with this)
  --offer-recovery  headless: ask Recover or Discard as the desktop app does
                    (a script answers: key enter or key d)
)";
}

Result<Options> parse_options(std::span<const char* const> args) {
  Options options;
  bool saw_steps = false;
  bool saw_run = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view arg = args[i];
    auto value = [&]() -> std::optional<std::string_view> {
      if (i + 1 >= args.size()) return std::nullopt;
      return std::string_view(args[++i]);
    };
    auto missing = [&]() { return fail(ErrorKind::BadArgument, std::string(arg) + ": missing value"); };
    if (arg == "--help" || arg == "-h") {
      options.help = true;
    } else if (arg == "--headless") {
      options.headless = true;
    } else if (arg == "--frame-stats") {
      options.frame_stats = true;
    } else if (arg == "--recover") {
      options.recover = true;
    } else if (arg == "--offer-recovery") {
      options.offer_recovery = true;
    } else if (arg == "--autosave-seconds") {
      const auto v = value();
      if (!v) return missing();
      const auto n = parse_number<double>(*v);
      if (!n || !(*n > 0) || *n > 86400) {
        return bad_value(arg, *v, "seconds, more than 0 and at most 86400");
      }
      options.autosave_seconds = *n;
    } else if (arg == "--run") {
      saw_run = true;
      options.ordered.push_back(RunSearch{});
    } else if (arg == "--size") {
      const auto v = value();
      if (!v) return missing();
      const auto size = parse_pair(*v, 'x');
      if (!size || size->first < 64 || size->second < 64 ||
          size->first > 16384 || size->second > 16384) {
        return bad_value(arg, *v, "WxH, each 64..16384");
      }
      options.width = static_cast<int>(size->first);
      options.height = static_cast<int>(size->second);
    } else if (arg == "--start" || arg == "--goal") {
      const auto v = value();
      if (!v) return missing();
      const auto xy = parse_pair(*v, ',');
      if (!xy || xy->first < INT32_MIN || xy->first > INT32_MAX ||
          xy->second < INT32_MIN || xy->second > INT32_MAX) {
        return bad_value(arg, *v, "X,Y");
      }
      const Point p{static_cast<int>(xy->first), static_cast<int>(xy->second)};
      if (arg == "--start") {
        options.ordered.push_back(SetStart{p});
      } else {
        options.ordered.push_back(SetGoal{p});
      }
    } else if (arg == "--algo") {
      const auto v = value();
      if (!v) return missing();
      const auto algo = parse_algorithm(*v);
      if (!algo)
        return bad_value(arg, *v, "astar, dijkstra, greedy, bfs or weighted");
      options.ordered.push_back(SetAlgorithm{*algo});
    } else if (arg == "--heuristic") {
      const auto v = value();
      if (!v) return missing();
      const auto h = parse_heuristic(*v);
      if (!h) {
        return bad_value(arg, *v,
                         "manhattan, euclidean, octile, chebyshev or zero");
      }
      options.ordered.push_back(SetHeuristic{*h});
    } else if (arg == "--connectivity") {
      const auto v = value();
      if (!v) return missing();
      const auto c = parse_connectivity(*v);
      if (!c) return bad_value(arg, *v, "4 or 8");
      options.ordered.push_back(SetConnectivity{*c});
    } else if (arg == "--corners") {
      const auto v = value();
      if (!v) return missing();
      const auto r = parse_diagonal_rule(*v);
      if (!r) return bad_value(arg, *v, "always, no-squeeze or no-cut");
      options.ordered.push_back(SetCorners{*r});
    } else if (arg == "--costs") {
      const auto v = value();
      if (!v) return missing();
      const auto c = parse_step_costs(*v);
      if (!c) return bad_value(arg, *v, "exact or 10-14");
      options.ordered.push_back(SetCosts{*c});
    } else if (arg == "--weight") {
      const auto v = value();
      if (!v) return missing();
      const auto w = parse_number<double>(*v);
      if (!w || !(*w >= 1.0) || *w > 1e6) {
        return bad_value(arg, *v, "a number >= 1");
      }
      options.ordered.push_back(SetWeight{*w});
    } else if (arg == "--steps" || arg == "--play-rate") {
      const auto v = value();
      if (!v) return missing();
      const auto n = parse_number<std::int64_t>(*v);
      if (!n || *n < 0 || (arg == "--play-rate" && *n == 0)) {
        return bad_value(arg, *v,
                         arg == "--steps" ? "a count >= 0" : "a count >= 1");
      }
      if (arg == "--steps") {
        saw_steps = true;
        options.ordered.push_back(TakeSteps{*n});
      } else {
        options.ordered.push_back(PlayRate{*n});
      }
    } else if (arg == "--frames") {
      const auto v = value();
      if (!v) return missing();
      const auto n = parse_number<int>(*v);
      if (!n || *n < 0 || *n > 1000000) {
        return bad_value(arg, *v, "a count 0..1000000");
      }
      options.frames = *n;
    } else if (arg == "--script" || arg == "--screenshot" ||
               arg == "--export") {
      const auto v = value();
      if (!v || v->empty()) return missing();
      std::string text(*v);
      if (arg == "--script") {
        options.script = text;
      } else if (arg == "--screenshot") {
        options.screenshot = text;
      } else {
        options.export_path = text;
      }
    } else if (arg.starts_with("-") && arg.size() > 1) {
      return fail(ErrorKind::BadArgument, std::string(arg) + ": unknown option (see --help)");
    } else {
      if (options.file) {
        return fail(ErrorKind::BadArgument, std::string(arg) +
                    ": only one FILE may be given (already '" + *options.file +
                    "')");
      }
      options.file = std::string(arg);
    }
  }
  if (options.recover && options.offer_recovery) {
    return fail(ErrorKind::BadArgument, "--recover and --offer-recovery cannot be combined");
  }
  if (saw_steps && saw_run) {
    return fail(ErrorKind::BadArgument, "--steps and --run cannot be combined");
  }
  const bool needs_headless = options.script || options.screenshot ||
                              options.export_path || options.frames > 0;
  if (needs_headless && !options.headless) {
    return fail(ErrorKind::BadArgument, 
        "--script, --screenshot, --export and --frames need --headless");
  }
  return options;
}

}  // namespace astar::studio
