// What starts a command and sizes its work, apart from the option parsing
// in cli_options.cpp: these reach the help and the system (the cores), so
// a program that only reads lines (the serve fuzzer) links without them.

#include <cstdio>

#include "cli_options.hpp"
#include "platform.hpp"

namespace astar::cli {

CommandStart start_command(const CommandSyntax& syntax, Args args, bool json) {
  Result<ParsedArgs> parsed =
      syntax.search_flags
          ? parse_search_args(syntax.name, args, syntax.options,
                              syntax.positionals)
          : parse_args(syntax.name, args, syntax.options, syntax.positionals);
  if (!parsed) return {report_error(parsed.failure(), json), {}};
  if (parsed.value().help) {
    print_command_help(syntax.name);
    return {kExitOk, {}};
  }
  return {std::nullopt, std::move(parsed).value()};
}

Result<int> thread_count(const ParsedArgs& args) {
  const std::string* text = args.value("threads");
  if (text == nullptr) {
    return usable_cores();
  }
  Result<long long> n = parse_positive("--threads", *text);
  if (!n) return n.failure();
  if (n.value() > kMaxThreads) {
    return fail(ErrorKind::BadArgument, "--threads '" + *text + "': at most " +
                                            std::to_string(kMaxThreads));
  }
  return static_cast<int>(n.value());
}

}  // namespace astar::cli
