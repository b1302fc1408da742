#include "stepping/compare_spec.hpp"

#include <array>
#include <cstdio>
#include <string>

#include "astar/search/flags.hpp"

namespace astar::studio {
namespace {

struct ShortName {
  std::string_view alias;
  std::string_view flag;
};
constexpr std::array<ShortName, 5> kShortNames = {{
    {"w", "weight"},
    {"h", "heuristic"},
    {"moves", "connectivity"},
    {"diagonals", "corners"},
    {"ties", "tie-break"},
}};

std::string_view flag_name(std::string_view key) {
  for (const ShortName& name : kShortNames) {
    if (key == name.alias) return name.flag;
  }
  return key;
}

Error bad_run(int index, std::string_view text, const std::string& why) {
  return fail(ErrorKind::BadArgument, "--compare run " + std::to_string(index) +
                                          " '" + std::string(text) +
                                          "': " + why);
}

// "key=value,key=value" into `settings`; sets `weighted` when a weight
// was given.
Status apply_options(SearchSettings& settings, std::string_view options,
                     int index, std::string_view text, bool& has_weight) {
  while (!options.empty()) {
    std::size_t comma = options.find(',');
    // A terrain table has commas of its own ("terrain=10=wall,5=2"): its
    // entries start with a weight, and no setting's name with a digit.
    if (flag_name(options.substr(0, options.find('='))) == "terrain") {
      while (comma != std::string_view::npos && comma + 1 < options.size() &&
             options[comma + 1] >= '0' && options[comma + 1] <= '9') {
        comma = options.find(',', comma + 1);
      }
    }
    const std::string_view option = options.substr(0, comma);
    options = comma == std::string_view::npos ? std::string_view()
                                              : options.substr(comma + 1);
    const std::size_t equals = option.find('=');
    if (equals == std::string_view::npos) {
      return bad_run(index, text,
                     "expected key=value, such as w=2 or h=euclidean, not '" +
                         std::string(option) + "'");
    }
    const std::string_view key = flag_name(option.substr(0, equals));
    if (key == "algo" || !is_search_flag(key)) {
      return bad_run(index, text,
                     "unknown setting '" +
                         std::string(option.substr(0, equals)) +
                         "'; expected w, h, moves, diagonals, costs, ties");
    }
    auto used = apply_search_flag(settings, key, option.substr(equals + 1));
    if (!used) return bad_run(index, text, used.error());
    has_weight = has_weight || key == "weight";
  }
  return {};
}

Result<SearchSettings> parse_run(std::string_view text, int index,
                                 const SearchSettings& base) {
  SearchSettings settings = base;
  const std::size_t colon = text.find(':');
  const std::string_view algorithm = text.substr(0, colon);
  auto chosen = apply_search_flag(settings, "algo", algorithm);
  if (!chosen) return bad_run(index, text, chosen.error());
  bool has_weight = false;
  if (colon != std::string_view::npos) {
    if (auto applied = apply_options(settings, text.substr(colon + 1), index,
                                     text, has_weight);
        !applied) {
      return applied.failure();
    }
  }
  const AlgorithmInfo& info = algorithm_info(settings.algorithm);
  if (info.uses_weight && !has_weight) {
    settings.weight = info.default_weight;
  } else if (!info.uses_weight && has_weight) {
    return bad_run(index, text, "w is for weighted A* only");
  }
  return settings;
}

}  // namespace

Result<SearchSettings> parse_run_spec(std::string_view text,
                                      const SearchSettings& base) {
  return parse_run(text, 1, base);
}

Result<std::vector<SearchSettings>> parse_compare_spec(
    std::string_view spec, const SearchSettings& base) {
  std::vector<SearchSettings> runs;
  int index = 0;
  while (true) {
    const std::size_t semicolon = spec.find(';');
    const std::string_view text = spec.substr(0, semicolon);
    if (++index > kMaxCompareRuns) {
      return fail(ErrorKind::BadArgument, "--compare: at most " +
                                              std::to_string(kMaxCompareRuns) +
                                              " runs side by side");
    }
    auto run = parse_run(text, index, base);
    if (!run) return run.failure();
    runs.push_back(run.value());
    if (semicolon == std::string_view::npos) break;
    spec = spec.substr(semicolon + 1);
  }
  if (static_cast<int>(runs.size()) < kMinCompareRuns) {
    return fail(ErrorKind::BadArgument,
                "--compare: expected " + std::to_string(kMinCompareRuns) +
                    " to " + std::to_string(kMaxCompareRuns) +
                    " runs separated by ';', such as \"astar;dijkstra\"");
  }
  return runs;
}

namespace {

// The settings that differ from the defaults, as "name=value".
std::vector<std::string> spec_options(const SearchSettings& settings) {
  const SearchSettings defaults;
  std::vector<std::string> options;
  if (algorithm_info(settings.algorithm).uses_weight) {
    char weight[32];
    std::snprintf(weight, sizeof weight, "w=%g", settings.weight);
    options.emplace_back(weight);
  }
  if (settings.heuristic) {
    options.push_back("h=" + std::string(to_string(*settings.heuristic)));
  }
  if (settings.rules.connectivity != defaults.rules.connectivity) {
    options.push_back("moves=" +
                      std::string(to_string(settings.rules.connectivity)));
  }
  if (settings.rules.diagonal != defaults.rules.diagonal) {
    options.push_back("diagonals=" +
                      std::string(to_string(settings.rules.diagonal)));
  }
  if (settings.rules.costs != defaults.rules.costs) {
    options.push_back("costs=" + std::string(to_string(settings.rules.costs)));
  }
  if (settings.tie_break != defaults.tie_break) {
    options.push_back("ties=" + std::string(to_string(settings.tie_break)));
  }
  if (settings.unit.size != 1) {
    options.push_back("size=" + std::to_string(settings.unit.size));
  }
  if (!settings.unit.terrain.identity()) {
    options.push_back("terrain=" + settings.unit.terrain.spec());
  }
  return options;
}

}  // namespace

std::string compare_spec_of(const SearchSettings& settings) {
  std::string text(to_string(settings.algorithm));
  const std::vector<std::string> options = spec_options(settings);
  for (std::size_t i = 0; i < options.size(); ++i) {
    text += (i == 0 ? ":" : ",") + options[i];
  }
  return text;
}

std::string compare_label_of(const SearchSettings& settings) {
  std::string text(algorithm_info(settings.algorithm).label);
  const std::vector<std::string> options = spec_options(settings);
  for (std::size_t i = 0; i < options.size(); ++i) {
    text += (i == 0 ? " (" : ", ") + options[i];
  }
  return options.empty() ? text : text + ")";
}

}  // namespace astar::studio
