#pragma once
// The command-line options `batch` and `serve` share: the search flags,
// --post, --output, --origin, --world and the budget of one query
// (--max-expanded, --max-ms), read into the defaults every line starts
// from.

#include "batch_answer.hpp"
#include "cli_options.hpp"

namespace astar::cli {

/// The defaults from `args`, checked.
Result<AnswerDefaults> answer_defaults(const ParsedArgs& args);

}  // namespace astar::cli
