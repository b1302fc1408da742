#include "batch_query.hpp"

#include <charconv>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>

#include "astar/io/excerpt.hpp"
#include "astar/search/flags.hpp"
#include "coordinate_options.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kExpected =
    "expected 'sx sy gx gy' or a JSON object with \"from\" and \"to\"";

using Json = nlohmann::json;

Error bad_query(std::string message) {
  return fail(ErrorKind::BadArgument, std::move(message));
}

std::string dumped(const Json& value) {
  return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

/// What a message quotes of a value: bounded, no control bytes (a line may
/// hold megabytes, or a NUL).
std::string quoted(const Json& value) { return excerpt(dumped(value), 100); }

bool is_space(char c) { return c == ' ' || c == '\t'; }

/// "sx sy gx gy": four whole numbers separated by spaces or tabs.
Result<BatchQuery> parse_plain(std::string_view line) {
  int values[4] = {};
  std::size_t at = 0;
  for (int i = 0; i < 5; ++i) {
    while (at < line.size() && is_space(line[at])) ++at;
    if (i == 4) {
      if (at == line.size()) break;
      return bad_query("more than four numbers; " + std::string(kExpected));
    }
    const auto [end, error] =
        std::from_chars(line.data() + at, line.data() + line.size(), values[i]);
    const std::size_t used = static_cast<std::size_t>(end - (line.data() + at));
    if (error != std::errc() || used == 0 ||
        (at + used < line.size() && !is_space(line[at + used]))) {
      return bad_query(
          at == line.size()
              ? "fewer than four numbers; " + std::string(kExpected)
              : "'" + excerpt(line, 100) + "' is not four whole numbers; " +
                    std::string(kExpected));
    }
    at += used;
  }
  BatchQuery query;
  query.from = {values[0], values[1]};
  query.to = {values[2], values[3]};
  return query;
}

Result<Point> json_point(const Json& object, const char* key) {
  const auto found = object.find(key);
  if (found == object.end()) {
    return bad_query(std::string("the object has no \"") + key + "\"; " +
                     std::string(kExpected));
  }
  const Json& value = *found;
  const auto whole = [](const Json& v) {
    return v.is_number_integer() &&
           v.get<long long>() >= std::numeric_limits<int>::min() &&
           v.get<long long>() <= std::numeric_limits<int>::max();
  };
  if (!value.is_array() || value.size() != 2 || !whole(value[0]) ||
      !whole(value[1])) {
    return bad_query(std::string("\"") + key +
                     "\" must be [x, y] with two whole " + "numbers, got " +
                     quoted(value));
  }
  return Point{value[0].get<int>(), value[1].get<int>()};
}

/// A search option's value as the flag parser reads it.
Result<std::string> option_value(const std::string& key, const Json& value) {
  if (value.is_string()) return value.get<std::string>();
  if (value.is_number()) return value.dump();
  return bad_query("option \"" + excerpt(key) +
                   "\" must be a string or a number");
}

Result<CellOrigin> line_origin(const Json& value) {
  if (value.is_string())
    return parse_origin("\"origin\"", value.get<std::string>());
  return bad_query("\"origin\" must be \"top-left\" or \"bottom-left\"");
}

bool whole_in(const Json& v, long long low, long long high) {
  if (!v.is_number_integer()) return false;
  // Numbers from 0 up are held unsigned: past the signed range they would
  // wrap to negative ones.
  if (v.is_number_unsigned() &&
      v.get<unsigned long long>() >
          static_cast<unsigned long long>(
              std::numeric_limits<long long>::max())) {
    return false;
  }
  const long long n = v.get<long long>();
  return n >= low && n <= high;
}

constexpr long long kInt = std::numeric_limits<int>::max();

/// One [x, y, value] entry of a "set" line; `number` counts from 1.
Result<CellChange> set_entry(const Json& entry, std::size_t number) {
  if (!entry.is_array() || entry.size() != 3 ||
      !whole_in(entry[0], -kInt, kInt) || !whole_in(entry[1], -kInt, kInt) ||
      !whole_in(entry[2], 0, 255)) {
    return bad_query("\"set\" entry " + std::to_string(number) +
                     " must be [x, y, value] with whole numbers and value "
                     "0..255, got " +
                     quoted(entry));
  }
  return CellChange{{entry[0].get<int>(), entry[1].get<int>()},
                    static_cast<std::uint8_t>(entry[2].get<int>())};
}

Result<std::vector<CellChange>> set_entries(const Json& entries) {
  if (!entries.is_array() || entries.empty()) {
    return bad_query("\"set\" must be a non-empty array of [x, y, value]");
  }
  std::vector<CellChange> changes;
  changes.reserve(entries.size());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    Result<CellChange> change = set_entry(entries[i], i + 1);
    if (!change) return change.failure();
    changes.push_back(change.value());
  }
  return changes;
}

/// [x0, y0, x1, y1, value]: two corners of a rectangle and its byte.
Result<CellFill> fill_entry(const Json& entry) {
  bool ok = entry.is_array() && entry.size() == 5 && whole_in(entry[4], 0, 255);
  for (std::size_t i = 0; ok && i < 4; ++i)
    ok = whole_in(entry[i], -kInt, kInt);
  if (!ok) {
    return bad_query(
        "\"fill\" must be [x0, y0, x1, y1, value]: two corners (included) "
        "and a value 0..255, got " +
        quoted(entry));
  }
  return CellFill{{entry[0].get<int>(), entry[1].get<int>()},
                  {entry[2].get<int>(), entry[3].get<int>()},
                  static_cast<std::uint8_t>(entry[4].get<int>())};
}

/// The line's "post": none, waypoints or smooth.
Result<PostProcess> post_value(const Json& value) {
  if (value.is_string()) {
    if (auto post = parse_post_process(value.get<std::string>())) return *post;
  }
  return bad_query(
      "\"post\" must be \"none\", \"waypoints\" or \"smooth\", got " +
      quoted(value));
}

/// The line's "world": SIZE or [SIZE, OX, OY], finite, SIZE above 0.
Result<WorldFrame> world_value(const Json& value) {
  const bool single = value.is_number();
  bool ok = single || (value.is_array() && value.size() == 3);
  for (std::size_t i = 0; ok && !single && i < 3; ++i)
    ok = value[i].is_number();
  WorldFrame frame;
  if (ok) {
    frame = single ? WorldFrame{value.get<double>(), 0, 0}
                   : WorldFrame{value[0].get<double>(), value[1].get<double>(),
                                value[2].get<double>()};
    ok = check_world_frame(frame).ok();
  }
  if (!ok) {
    return bad_query(
        "\"world\" must be SIZE or [SIZE, OX, OY], finite numbers with SIZE "
        "above 0, got " +
        quoted(value));
  }
  return frame;
}

Result<std::string> map_value(const Json& value) {
  if (value.is_string() && !value.get<std::string>().empty())
    return value.get<std::string>();
  return bad_query("\"map\" must be a map's name, got " + quoted(value));
}

/// Reads the keys every kind of line may carry; false for any other key.
Result<bool> common_key(const std::string& key, const Json& value,
                        BatchQuery& query) {
  if (key == "id") return true;
  if (key == "origin") {
    Result<CellOrigin> origin = line_origin(value);
    if (!origin) return origin.failure();
    query.origin = origin.value();
    return true;
  }
  if (key == "map") {
    Result<std::string> map = map_value(value);
    if (!map) return map.failure();
    query.map = std::move(map).value();
    return true;
  }
  return false;
}

/// {"set": ...} or {"fill": ...}, with id, origin and map.
Result<BatchQuery> parse_change(const Json& object, const char* what) {
  BatchQuery query;
  for (const auto& [key, value] : object.items()) {
    Result<bool> known = common_key(key, value, query);
    if (!known) return known.failure();
    if (!known.value() && key != what) {
      return bad_query("unknown key \"" + excerpt(key) + "\" in a \"" + what +
                       "\" line; it takes only " + what +
                       ", id, origin and "
                       "map");
    }
  }
  if (std::string_view(what) == "set") {
    Result<std::vector<CellChange>> changes = set_entries(object["set"]);
    if (!changes) return changes.failure();
    query.kind = LineKind::Set;
    query.set = std::move(changes).value();
    return query;
  }
  Result<CellFill> fill = fill_entry(object["fill"]);
  if (!fill) return fill.failure();
  query.kind = LineKind::Fill;
  query.fill = fill.value();
  return query;
}

/// {"reload": NAME, "id": ANY}.
Result<BatchQuery> parse_reload(const Json& object) {
  BatchQuery query;
  query.kind = LineKind::Reload;
  for (const auto& [key, value] : object.items()) {
    if (key == "id") continue;
    if (key != "reload") {
      return bad_query("unknown key \"" + excerpt(key) +
                       "\" in a \"reload\" line; it takes only reload and id");
    }
    Result<std::string> map = map_value(value);
    if (!map) return map.failure();
    query.map = std::move(map).value();
  }
  return query;
}

/// A query's own keys besides from, to and the common ones.
Status query_key(const std::string& key, const Json& value, BatchQuery& query) {
  if (key == "post") {
    Result<PostProcess> post = post_value(value);
    if (!post) return post.failure();
    query.post = post.value();
  } else if (key == "output") {
    Result<OutputForm> output =
        value.is_string()
            ? parse_output_form("\"output\"", value.get<std::string>())
            : bad_query(
                  "\"output\" must be \"cost\", \"path\" or "
                  "\"waypoints\", got " +
                  quoted(value));
    if (!output) return output.failure();
    query.output = output.value();
  } else if (key == "world") {
    Result<WorldFrame> world = world_value(value);
    if (!world) return world.failure();
    query.world = world.value();
  } else if (key == "field") {
    if (!value.is_boolean())
      return bad_query("\"field\" must be true or false, got " + quoted(value));
    query.field = value.get<bool>();
  } else if (key == "max_expanded") {
    if (!whole_in(value, 1, std::numeric_limits<std::int64_t>::max()))
      return bad_query(
          "\"max_expanded\" must be a whole number of at least "
          "1, got " +
          quoted(value));
    query.max_expanded = value.get<std::int64_t>();
  } else if (key == "min_seq") {
    if (!whole_in(value, 0, std::numeric_limits<std::int64_t>::max()))
      return bad_query(
          "\"min_seq\" must be a whole number of at least 0, got " +
          quoted(value));
    query.min_seq = value.get<std::int64_t>();
  } else if (key == "priority") {
    if (!whole_in(value, kMinPriority, kMaxPriority))
      return bad_query(
          "\"priority\" must be a whole number from " +
          std::to_string(kMinPriority) + " to " + std::to_string(kMaxPriority) +
          " (higher goes first; 0 when left out), got " + quoted(value));
    query.priority = value.get<int>();
  } else if (key == "deadline") {
    if (!whole_in(value, 1, kMaxDeadlineMs))
      return bad_query(
          "\"deadline\" must be a whole number of milliseconds from 1 to " +
          std::to_string(kMaxDeadlineMs) + " after the request arrived, got " +
          quoted(value));
    query.deadline_ms = value.get<std::int64_t>();
  } else if (key.starts_with("-") || !is_search_flag(key)) {
    return bad_query(
        "unknown key \"" + excerpt(key) +
        "\"; expected from, to, id, origin, post, output, world, map, "
        "max_expanded, min_seq, field, priority, deadline, set, fill, reload "
        "or a search option (algo, "
        "weight, "
        "heuristic, connectivity, corners, costs, tie-break, size, "
        "terrain)");
  } else {
    Result<std::string> text = option_value(key, value);
    if (!text) return text.failure();
    query.options.emplace_back(key, std::move(text).value());
  }
  return {};
}

/// How deep a line's arrays and objects may nest: a "set" needs 3; the
/// bound keeps echoing an "id" back (a recursive walk) off the stack's end.
constexpr int kMaxNesting = 64;

/// True when `line` nests arrays or objects deeper than kMaxNesting,
/// brackets inside strings aside.
bool nests_too_deep(std::string_view line) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (in_string) {
      if (c == '\\') ++i;
      in_string = c != '"';
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxNesting) return true;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return false;
}

Result<BatchQuery> parse_json(std::string_view line, std::string& id) {
  if (nests_too_deep(line)) {
    return bad_query("arrays and objects nest deeper than " +
                     std::to_string(kMaxNesting) + " levels; " +
                     std::string(kExpected));
  }
  const Json object = Json::parse(line, nullptr, false);
  if (object.is_discarded())
    return bad_query("not valid JSON; " + std::string(kExpected));
  if (!object.is_object())
    return bad_query("not a JSON object; " + std::string(kExpected));
  if (const auto found = object.find("id"); found != object.end()) {
    id = dumped(*found);
  }
  if (object.contains("set")) return parse_change(object, "set");
  if (object.contains("fill")) return parse_change(object, "fill");
  if (object.contains("reload")) return parse_reload(object);
  BatchQuery query;
  Result<Point> from = json_point(object, "from");
  if (!from) return from.failure();
  Result<Point> to = json_point(object, "to");
  if (!to) return to.failure();
  query.from = from.value();
  query.to = to.value();
  for (const auto& [key, value] : object.items()) {
    if (key == "from" || key == "to") continue;
    Result<bool> known = common_key(key, value, query);
    if (!known) return known.failure();
    if (known.value()) continue;
    if (Status ok = query_key(key, value, query); !ok) return ok.failure();
  }
  return query;
}

/// Keeps the top-level "id" of a JSON object read in part.
class IdCatcher : public nlohmann::json_sax<Json> {
 public:
  std::string id;

  bool null() override { return scalar("null"); }
  bool boolean(bool v) override { return scalar(v ? "true" : "false"); }
  bool number_integer(number_integer_t v) override {
    return scalar(std::to_string(v));
  }
  bool number_unsigned(number_unsigned_t v) override {
    return scalar(std::to_string(v));
  }
  bool number_float(number_float_t v, const string_t& text) override {
    return scalar(std::isfinite(v) ? text : "null");
  }
  bool string(string_t& v) override { return scalar(dumped(Json(v))); }
  bool binary(binary_t&) override { return scalar(""); }
  bool start_object(std::size_t) override { return open(); }
  bool end_object() override { return close(); }
  bool start_array(std::size_t) override { return open(); }
  bool end_array() override { return close(); }
  bool key(string_t& k) override {
    taking_ = depth_ == 1 && k == "id";
    return true;
  }
  bool parse_error(std::size_t, const std::string&,
                   const nlohmann::detail::exception&) override {
    return false;
  }

 private:
  bool scalar(const std::string& text) {
    if (taking_ && depth_ == 1) id = text;
    taking_ = false;
    return id.empty();
  }
  bool open() {
    ++depth_;
    return true;
  }
  bool close() {
    --depth_;
    return true;
  }

  int depth_ = 0;
  bool taking_ = false;
};

}  // namespace

Result<OutputForm> parse_output_form(std::string_view option,
                                     std::string_view text) {
  if (text == "path") return OutputForm::Path;
  if (text == "cost") return OutputForm::Cost;
  if (text == "waypoints") return OutputForm::Waypoints;
  return bad_query(std::string(option) + " '" + std::string(text) +
                   "': expected one of cost, path, waypoints");
}

std::string id_in_prefix(std::string_view prefix) {
  IdCatcher catcher;
  Json::sax_parse(prefix, &catcher, nlohmann::detail::input_format_t::json,
                  false);
  return catcher.id;
}

Result<BatchQuery> parse_batch_line(std::string_view line, std::string& id) {
  std::size_t first = 0;
  while (first < line.size() && is_space(line[first])) ++first;
  line.remove_prefix(first);
  if (line.empty()) return bad_query("empty line; " + std::string(kExpected));
  if (line.front() == '{') return parse_json(line, id);
  return parse_plain(line);
}

}  // namespace astar::cli
