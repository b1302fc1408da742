#pragma once
// One line of `astar-cli batch` and `serve` input: a query, "sx sy gx gy"
// or a JSON object {"from": [x, y], "to": [x, y], "id": ANY, "origin": O,
// "post": HOW, "output": FORM, "world": SIZE or [SIZE, OX, OY], "map":
// NAME, "max_expanded": N, "field": true, "priority": P, "deadline": MS,
// OPTION: VALUE, ...} whose options are
// the search flags' names without "--"; "origin" (top-left or bottom-left) says
// how this line's cells count. Or a change of cells: {"set": [[x, y, value],
// ...]} or {"fill": [x0, y0, x1, y1, value]} (a rectangle, corners
// included), each with "id", "origin" and "map". Or {"reload": NAME}.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "astar/grid/coordinates.hpp"
#include "astar/grid/grid.hpp"
#include "astar/path/post_process.hpp"
#include "astar/result.hpp"

namespace astar::cli {

/// Search flags by name (without "--") and value, in the order given.
using FlagList = std::vector<std::pair<std::string, std::string>>;

/// One cell of a "set" line: the cell and its new byte.
struct CellChange {
  Point cell;
  std::uint8_t value = 0;
};

/// A "fill" line's rectangle (corners included, as given) and its byte.
struct CellFill {
  Point corner;
  Point other_corner;
  std::uint8_t value = 0;
};

/// What an answer holds besides found, cost and expanded.
enum class OutputForm : std::uint8_t {
  Cost,       ///< nothing more (and "waypoints_cost" after post)
  Path,       ///< every cell ("path"), and the waypoints when there are
  Waypoints,  ///< the waypoints alone (the turns, unless post is smooth)
};

/// "cost", "path" or "waypoints"; `option` names the source in messages.
Result<OutputForm> parse_output_form(std::string_view option,
                                     std::string_view text);

enum class LineKind : std::uint8_t { Query, Set, Fill, Reload };

/// The range of a query line's "priority", and of its "deadline" in ms.
constexpr int kMinPriority = -100;
constexpr int kMaxPriority = 100;
constexpr std::int64_t kMaxDeadlineMs = 3'600'000;

struct BatchQuery {
  LineKind kind = LineKind::Query;
  Point from;
  Point to;
  FlagList options;                          ///< this line's own search options
  std::optional<CellOrigin> origin;          ///< this line's own "origin"
  std::optional<PostProcess> post;           ///< this line's own "post"
  std::optional<OutputForm> output;          ///< this line's own "output"
  std::optional<WorldFrame> world;           ///< this line's own "world"
  std::optional<std::int64_t> max_expanded;  ///< this line's own budget
  /// "min_seq": serve --updates answers once it has applied this entry
  std::optional<std::int64_t> min_seq;
  /// serve: higher goes first (kMinPriority..kMaxPriority).
  int priority = 0;
  /// serve: answered within this many ms of the request's arrival, or
  /// with an error of kind "deadline".
  std::optional<std::int64_t> deadline_ms;
  /// "field": true: answered from the flow field towards "to" (the map's,
  /// kept between lines) with the step from "from", not by a search.
  bool field = false;
  std::string map;              ///< the map it names (serve), or ""
  std::vector<CellChange> set;  ///< a Set line's cells
  CellFill fill;                ///< a Fill line's rectangle
  bool changes_cells() const {
    return kind == LineKind::Set || kind == LineKind::Fill;
  }
};

/// Parses one line (without its newline). The error says what is wrong;
/// the caller adds the line number. `id` is set to the JSON text of the
/// line's "id", when it has one, even if another part is wrong, so the
/// answer can still carry it back.
Result<BatchQuery> parse_batch_line(std::string_view line, std::string& id);

/// `text` without the UTF-8 byte order mark that editors on Windows put
/// at the start of a file.
inline std::string_view without_byte_order_mark(std::string_view text) {
  constexpr std::string_view kMark = "\xEF\xBB\xBF";
  return text.starts_with(kMark) ? text.substr(kMark.size()) : text;
}

/// The JSON text of the top-level "id" in the first bytes of a line too
/// long to read whole, when they hold it; "" otherwise.
std::string id_in_prefix(std::string_view prefix);

}  // namespace astar::cli
