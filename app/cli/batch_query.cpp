#include "batch_query.hpp"

#include <charconv>
#include <limits>
#include <nlohmann/json.hpp>

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
              : "'" + std::string(line) + "' is not four whole numbers; " +
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
    return bad_query(
        std::string("\"") + key + "\" must be [x, y] with two whole " +
        "numbers, got " +
        value.dump(-1, ' ', false, Json::error_handler_t::replace));
  }
  return Point{value[0].get<int>(), value[1].get<int>()};
}

/// A search option's value as the flag parser reads it.
Result<std::string> option_value(const std::string& key, const Json& value) {
  if (value.is_string()) return value.get<std::string>();
  if (value.is_number()) return value.dump();
  return bad_query("option \"" + key + "\" must be a string or a number");
}

Result<CellOrigin> line_origin(const Json& value) {
  if (value.is_string())
    return parse_origin("\"origin\"", value.get<std::string>());
  return bad_query("\"origin\" must be \"top-left\" or \"bottom-left\"");
}

/// One [x, y, value] entry of a "set" line; `number` counts from 1.
Result<CellChange> set_entry(const Json& entry, std::size_t number) {
  const auto in = [](const Json& v, long long low, long long high) {
    return v.is_number_integer() && v.get<long long>() >= low &&
           v.get<long long>() <= high;
  };
  constexpr long long kInt = std::numeric_limits<int>::max();
  if (!entry.is_array() || entry.size() != 3 || !in(entry[0], -kInt, kInt) ||
      !in(entry[1], -kInt, kInt) || !in(entry[2], 0, 255)) {
    return bad_query(
        "\"set\" entry " + std::to_string(number) +
        " must be [x, y, value] with whole numbers and value 0..255, "
        "got " +
        entry.dump(-1, ' ', false, Json::error_handler_t::replace));
  }
  return CellChange{{entry[0].get<int>(), entry[1].get<int>()},
                    static_cast<std::uint8_t>(entry[2].get<int>())};
}

/// {"set": [[x, y, value], ...], "id": ANY, "origin": O}: nothing else
/// may be asked.
Result<BatchQuery> parse_set(const Json& object) {
  const Json& entries = object["set"];
  if (!entries.is_array() || entries.empty()) {
    return bad_query("\"set\" must be a non-empty array of [x, y, value]");
  }
  BatchQuery query;
  for (const auto& [key, value] : object.items()) {
    if (key == "origin") {
      Result<CellOrigin> origin = line_origin(value);
      if (!origin) return origin.failure();
      query.origin = origin.value();
    } else if (key != "set" && key != "id") {
      return bad_query(
          "unknown key \"" + key +
          "\" in a \"set\" line; it takes only set, id and origin");
    }
  }
  std::vector<CellChange> changes;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    Result<CellChange> change = set_entry(entries[i], i + 1);
    if (!change) return change.failure();
    changes.push_back(change.value());
  }
  query.set = std::move(changes);
  return query;
}

/// The line's "post": none, waypoints or smooth.
Result<PostProcess> post_value(const Json& value) {
  if (value.is_string()) {
    if (auto post = parse_post_process(value.get<std::string>())) return *post;
  }
  return bad_query(
      "\"post\" must be \"none\", \"waypoints\" or \"smooth\", got " +
      value.dump(-1, ' ', false, Json::error_handler_t::replace));
}

Result<BatchQuery> parse_json(std::string_view line, std::string& id) {
  const Json object = Json::parse(line, nullptr, false);
  if (object.is_discarded())
    return bad_query("not valid JSON; " + std::string(kExpected));
  if (!object.is_object())
    return bad_query("not a JSON object; " + std::string(kExpected));
  if (const auto found = object.find("id"); found != object.end()) {
    id = found->dump(-1, ' ', false, Json::error_handler_t::replace);
  }
  if (object.contains("set")) return parse_set(object);
  BatchQuery query;
  Result<Point> from = json_point(object, "from");
  if (!from) return from.failure();
  Result<Point> to = json_point(object, "to");
  if (!to) return to.failure();
  query.from = from.value();
  query.to = to.value();
  for (const auto& [key, value] : object.items()) {
    if (key == "from" || key == "to" || key == "id") continue;
    if (key == "origin") {
      Result<CellOrigin> origin = line_origin(value);
      if (!origin) return origin.failure();
      query.origin = origin.value();
      continue;
    }
    if (key == "post") {
      Result<PostProcess> post = post_value(value);
      if (!post) return post.failure();
      query.post = post.value();
      continue;
    }
    if (key.starts_with("-") || !is_search_flag(key)) {
      return bad_query(
          "unknown key \"" + key +
          "\"; expected from, to, id, origin, post, set or a search option "
          "(algo, weight, heuristic, connectivity, corners, costs, tie-break, "
          "size, terrain)");
    }
    Result<std::string> text = option_value(key, value);
    if (!text) return text.failure();
    query.options.emplace_back(key, std::move(text).value());
  }
  return query;
}

}  // namespace

Result<BatchQuery> parse_batch_line(std::string_view line, std::string& id) {
  std::size_t first = 0;
  while (first < line.size() && is_space(line[first])) ++first;
  line.remove_prefix(first);
  if (line.empty()) return bad_query("empty line; " + std::string(kExpected));
  if (line.front() == '{') return parse_json(line, id);
  return parse_plain(line);
}

}  // namespace astar::cli
