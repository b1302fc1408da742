// astar-cli convert: reads one map format and writes another.

#include <cstdio>

#include "astar/io/map_formats.hpp"
#include "astar/io/map_io.hpp"
#include "cli_options.hpp"
#include "map_options.hpp"

namespace astar::cli {
namespace {
constexpr std::string_view kConvertPositionals[] = {"an input file IN",
                                                    "an output file OUT"};
constexpr OptionSpec kConvertOptions[] = {kLayerOption, kLevelOption,
                                          kValuesOption};
constexpr CommandSyntax kConvertSyntax{"convert", kConvertOptions,
                                       kConvertPositionals};
}  // namespace

int convert_command(Args args) {
  const CommandStart start = start_command(kConvertSyntax, args);
  if (start.finished) return *start.finished;
  const ParsedArgs& options = start.options;
  const std::string& in = options.positionals[0];
  const std::string& out = options.positionals[1];
  // Check the output format first so a bad name costs no decoding.
  if (!can_save_map(out)) {
    return report_error(fail(
        ErrorKind::Unsupported,
        out + ": cannot write this format; use " + map_extensions_text(true)));
  }
  Result<Grid> grid = load_map_with_options(in, options);
  if (!grid) return report_error(grid.failure());
  Result<SaveReport> report = save_map(grid.value(), out);
  if (!report) return report_error(report.failure());
  if (!report.value().warning.empty()) {
    std::fprintf(stderr, "warning: %s\n", report.value().warning.c_str());
  }
  std::printf("wrote %s (%dx%d)\n", out.c_str(), grid.value().width(),
              grid.value().height());
  return kExitOk;
}

}  // namespace astar::cli
