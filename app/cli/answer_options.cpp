#include "answer_options.hpp"

#include "astar/search/flags.hpp"
#include "coordinate_options.hpp"

namespace astar::cli {
namespace {

/// --output cost|path|waypoints; path when it is not given.
Result<OutputForm> output_option(const ParsedArgs& args) {
  const std::string* text = args.value("output");
  if (text == nullptr) return OutputForm::Path;
  return parse_output_form("--output", *text);
}

/// --max-expanded N and --max-ms T; no limit where not given.
Result<QueryBudget> budget_options(const ParsedArgs& args) {
  QueryBudget budget;
  if (const std::string* text = args.value("max-expanded")) {
    Result<long long> n = parse_positive("--max-expanded", *text);
    if (!n) return n.failure();
    budget.max_expanded = n.value();
  }
  if (const std::string* text = args.value("max-ms")) {
    Result<long long> ms = parse_positive("--max-ms", *text);
    if (!ms) return ms.failure();
    budget.max_time = std::chrono::milliseconds(ms.value());
  }
  return budget;
}

}  // namespace

Result<AnswerDefaults> answer_defaults(const ParsedArgs& args) {
  AnswerDefaults defaults;
  Result<SearchSettings> settings = search_settings(args);
  if (!settings) return settings.failure();
  defaults.settings = settings.value();
  Result<PostProcess> post = post_process_option(args);
  if (!post) return post.failure();
  defaults.post = post.value();
  Result<OutputForm> output = output_option(args);
  if (!output) return output.failure();
  defaults.output = output.value();
  Result<CellOrigin> origin = origin_option(args);
  if (!origin) return origin.failure();
  defaults.origin = origin.value();
  Result<std::optional<WorldFrame>> world = world_option(args);
  if (!world) return world.failure();
  defaults.world = world.value();
  Result<QueryBudget> budget = budget_options(args);
  if (!budget) return budget.failure();
  defaults.budget = budget.value();
  for (const auto& [name, value] : args.values) {
    if (is_search_flag(name)) defaults.flags.emplace_back(name, value);
  }
  return defaults;
}

}  // namespace astar::cli
