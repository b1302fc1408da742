#pragma once
// One line of `astar-cli batch` input as a query: "sx sy gx gy", or a JSON
// object {"from": [x, y], "to": [x, y], "id": ANY, "origin": O, "post":
// HOW, OPTION: VALUE, ...} whose options are the search flags' names
// without "--"; "origin" (top-left or bottom-left) says how this line's
// cells count. Or a change of cells, {"set": [[x, y, value], ...], "id":
// ANY, "origin": O}.

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

struct BatchQuery {
  Point from;
  Point to;
  FlagList options;                  ///< this line's own search options
  std::optional<CellOrigin> origin;  ///< this line's own "origin"
  std::optional<PostProcess> post;   ///< this line's own "post"
  /// A "set" line: the cells to change (from, to and options are unused).
  std::optional<std::vector<CellChange>> set;
};

/// Parses one line (without its newline). The error says what is wrong;
/// the caller adds the line number. `id` is set to the JSON text of the
/// line's "id", when it has one, even if another part is wrong, so the
/// answer can still carry it back.
Result<BatchQuery> parse_batch_line(std::string_view line, std::string& id);

}  // namespace astar::cli
