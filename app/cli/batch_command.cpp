// astar-cli batch: one query a line on standard input, one JSON answer a
// line on standard output, in input order; what a game server spawns and
// talks to. A bad line gets an {"error": ...} answer and the batch goes on.
// A "set" or "fill" line changes cells; the queries after it see the
// change. The lines are answered by batch_answer.hpp, as serve does.

#include <cstdio>
#include <string>
#include <vector>

#include "answer_options.hpp"
#include "batch_answer.hpp"
#include "batch_maps.hpp"
#include "cli_options.hpp"
#include "line_reader.hpp"
#include "map_options.hpp"
#include "parallel.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kBatchPositionals[] = {"a MAP file"};
constexpr OptionSpec kBatchOptions[] = {
    {"threads"},      {"post"},   {"output"},   {"origin"},   {"world"},
    {"max-expanded"}, {"max-ms"}, kLayerOption, kLevelOption, kValuesOption};
/// Longest input line; a longer one is answered with an error, unread. A
/// "set" line of a million cells fits.
constexpr std::size_t kMaxLineBytes = 16 << 20;
/// Lines taken at once per thread while input keeps coming; bounds memory.
constexpr std::size_t kLinesPerThread = 64;

/// What every query shares: the map and the command line's options.
struct Batch {
  BatchMaps& maps;  // the map, its jump map and unit maps
  AnswerDefaults defaults;
};
constexpr CommandSyntax kBatchSyntax{"batch", kBatchOptions, kBatchPositionals,
                                     true};

/// One input line, parsed (a line too long is an error, unread).
Line read_line(const LineReader::Item& item) {
  if (item.kind == LineReader::Kind::TooLong)
    return too_long_line(item.number, item.text, kMaxLineBytes);
  return parse_line(item.number, item.number == 1
                                     ? without_byte_order_mark(item.text)
                                     : std::string_view(item.text));
}

/// The answer to a line that changes no cell.
std::string answer_line(const Batch& batch, const Line& line, Search& search) {
  if (line.query) {
    const BatchQuery& query = line.query.value();
    if (query.kind == LineKind::Reload || !query.map.empty() || query.min_seq) {
      return error_answer(line.id, line.number,
                          "batch answers on the one map it was started "
                          "with; \"map\" and \"reload\" are for "
                          "'astar-cli serve', \"min_seq\" for serve "
                          "--updates");
    }
  }
  return answer_query(batch.defaults, batch.maps, line, search).text;
}

/// Answers a group of lines in input order: the queries between two "set"
/// lines run in parallel, each "set" line alone once the queries before it
/// are done, so a query sees exactly the sets written before it.
void answer_group(const Batch& batch, const std::vector<Line>& lines,
                  std::vector<Search>& searches,
                  std::vector<std::string>& answers) {
  const int threads = static_cast<int>(searches.size());
  std::size_t begin = 0;
  while (begin < lines.size()) {
    std::size_t end = begin;
    while (end < lines.size() && !lines[end].changes_cells()) ++end;
    parallel_for(end - begin, threads, [&](int worker, std::size_t i) {
      answers[begin + i] =
          answer_line(batch, lines[begin + i], searches[worker]);
    });
    if (end < lines.size()) {
      answers[end] = apply_change(batch.defaults, batch.maps, lines[end]).text;
      ++end;
    }
    begin = end;
  }
}

/// Takes the lines available without waiting (at least one, at most
/// `limit`); the last item is End when the input has ended.
std::vector<LineReader::Item> take_lines(LineReader& reader,
                                         std::size_t limit) {
  std::vector<LineReader::Item> lines;
  do {
    lines.push_back(reader.next());
  } while (lines.back().kind != LineReader::Kind::End && lines.size() < limit &&
           reader.ready());
  return lines;
}

/// Answers lines until the input ends. Returns false after a read error.
bool run_batch(const Batch& batch, int threads) {
  LineReader reader(kMaxLineBytes);
  std::vector<Search> searches(static_cast<std::size_t>(threads));
  for (Search& search : searches) search.set_step_recording(false);
  std::vector<std::string> answers;
  std::vector<Line> lines;
  for (;;) {
    std::vector<LineReader::Item> items =
        take_lines(reader, kLinesPerThread * static_cast<std::size_t>(threads));
    const LineReader::Item last = items.back();
    if (last.kind == LineReader::Kind::End) items.pop_back();
    lines.clear();
    for (const LineReader::Item& item : items) lines.push_back(read_line(item));
    answers.assign(lines.size(), {});
    answer_group(batch, lines, searches, answers);
    batch.maps.trim(BatchMaps::kUnitMapsKept);
    for (const std::string& line : answers) {
      std::fwrite(line.data(), 1, line.size(), stdout);
      std::fputc('\n', stdout);
    }
    // A client waits for its answers before it writes more.
    std::fflush(stdout);
    if (last.kind == LineReader::Kind::End) {
      if (last.error.empty()) return true;
      report_error(fail(ErrorKind::IoFailure, "standard input: " + last.error));
      return false;
    }
  }
}

}  // namespace

int batch_command(Args args) {
  const CommandStart start = start_command(kBatchSyntax, args);
  if (start.finished) return *start.finished;
  const ParsedArgs& options = start.options;
  Result<AnswerDefaults> defaults = answer_defaults(options);
  if (!defaults) return report_error(defaults.failure());
  Result<int> threads = thread_count(options);
  if (!threads) return report_error(threads.failure());
  Result<Grid> grid = load_map_with_options(options.positionals[0], options);
  if (!grid) return report_error(grid.failure());
  BatchMaps maps(std::move(grid).value());
  const Batch batch{maps, std::move(defaults).value()};
  return run_batch(batch, threads.value()) ? kExitOk : kExitUsage;
}

}  // namespace astar::cli
