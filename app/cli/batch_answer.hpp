#pragma once
// Answering the lines of `astar-cli batch` and `serve`: a query line runs
// a search and becomes one JSON answer; a "set" or "fill" line changes the
// map. Both commands read lines the same way and answer them with this, so
// a client sees the same answers through a pipe or a socket.

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "astar/search/search.hpp"
#include "astar/search/settings.hpp"
#include "batch_maps.hpp"
#include "batch_query.hpp"

namespace astar::cli {

/// How much one query may work before it is answered with an error.
struct QueryBudget {
  std::int64_t max_expanded = Search::kNoStepLimit;
  std::chrono::milliseconds max_time{0};  ///< 0: no limit
};

/// What every line answered shares: the command line's options.
struct AnswerDefaults {
  FlagList flags;                           // the search flags given
  SearchSettings settings;                  // parse_search_flags(flags)
  PostProcess post = PostProcess::None;     // --post, unless a line says
  OutputForm output = OutputForm::Path;     // --output, unless a line says
  CellOrigin origin = CellOrigin::TopLeft;  // --origin, unless a line says
  std::optional<WorldFrame> world;          // --world, unless a line says
  QueryBudget budget;  // a line's max_expanded may only lower it
};

/// One input line, parsed.
struct Line {
  std::int64_t number = 0;
  std::string id;  // the JSON text of its "id", or ""
  Result<BatchQuery> query{BatchQuery{}};

  bool changes_cells() const { return query && query.value().changes_cells(); }
};

/// Parses the line numbered `number`.
Line parse_line(std::int64_t number, std::string_view text);
/// The line numbered `number` that was longer than `limit` bytes, of which
/// `prefix` is the start: an error, with the "id" when the prefix holds it.
Line too_long_line(std::int64_t number, std::string_view prefix,
                   std::size_t limit);

/// One answer line, and whether it reports an error.
struct LineAnswer {
  std::string text;
  bool failed = false;
  bool past_deadline = false;  // an error of kind "deadline"
  bool abandoned = false;      // stopped: its client had gone (serve)
};

/// "{" and, when the line has one, its "id": the start of every answer.
std::string open_answer(const std::string& id);
/// `text` as a JSON string.
std::string json_text(const std::string& text);

/// {"id":ID,"error":"line L: MESSAGE"}.
std::string error_answer(const std::string& id, std::int64_t line,
                         const std::string& message);

/// {"id":ID,"error":"line L: MESSAGE","kind":KIND}: an error a client
/// tells apart by its kind ("deadline").
std::string error_answer(const std::string& id, std::int64_t line,
                         const std::string& message, std::string_view kind);

/// False when nobody waits for an answer any more (serve: the client that
/// asked has gone).
using StillWanted = std::function<bool()>;

/// Whether a search goes on after a slice.
enum class SliceVerdict : std::uint8_t { Go, ClientGone, PastDeadline };

/// How a search shares its thread (serve). `between` is asked between
/// slices, and may lend the thread to another query for a while; slices
/// end at `until`, the line's deadline, past which the answer is an error
/// of kind "deadline".
struct SliceControl {
  std::function<SliceVerdict()> between;
  Search::Clock::time_point until = Search::Clock::time_point::max();
  /// Asked while a "field" line's field is computed (which has no slices
  /// to pause between): false stops it, as a client gone stops a search.
  StillWanted wanted;
};

/// The answer to a query line on `maps`, searched by `search`. Safe on
/// several threads at once (each with its own search) while no change is
/// applied. The time budget counts the search's own slices, not the time
/// it was paused.
LineAnswer answer_query(const AnswerDefaults& defaults, BatchMaps& maps,
                        const Line& line, Search& search,
                        const SliceControl& control = {});

/// The answer to a "set" or "fill" line, applied to `maps`: {"updated":N}.
/// No search may be running on them.
LineAnswer apply_change(const AnswerDefaults& defaults, BatchMaps& maps,
                        const Line& line);

}  // namespace astar::cli
