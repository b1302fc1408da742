#include "io/tile_layer.hpp"

#include <algorithm>
#include <charconv>
#include <set>

#include "astar/io/base64.hpp"
#include "astar/io/excerpt.hpp"
#include "io/text_lines.hpp"
#include "io/zlib_inflate.hpp"

namespace astar::detail {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

template <typename Number>
bool parse_whole(std::string_view text, Number& value) {
  const auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size();
}

Error bad_file(std::string message) {
  return fail(ErrorKind::BadFile, std::move(message));
}

std::string count_problem(std::size_t have, std::size_t need) {
  return "the layer data holds " + std::string(have < need ? "fewer" : "more") +
         " than the " + std::to_string(need) + " tiles the layer needs";
}

/// The deflate stream inside a gzip member (RFC 1952), after its header.
Result<std::string_view> gzip_body(std::string_view bytes) {
  const auto byte = [&](std::size_t at) {
    return static_cast<unsigned char>(bytes[at]);
  };
  if (bytes.size() < 18 || byte(0) != 0x1f || byte(1) != 0x8b || byte(2) != 8)
    return bad_file("the layer data is not gzip-compressed");
  const unsigned flags = byte(3);
  std::size_t at = 10;
  if (flags & 4) {  // FEXTRA
    if (at + 2 > bytes.size()) return bad_file("the gzip header is truncated");
    at += 2 + (byte(at) | byte(at + 1) << 8);
  }
  for (unsigned name_flag : {8u, 16u}) {  // FNAME, FCOMMENT
    if (!(flags & name_flag)) continue;
    const std::size_t zero = bytes.find('\0', std::min(at, bytes.size()));
    if (zero == std::string_view::npos)
      return bad_file("the gzip header is truncated");
    at = zero + 1;
  }
  if (flags & 2) at += 2;  // FHCRC
  if (at + 8 > bytes.size()) return bad_file("the gzip header is truncated");
  return bytes.substr(at, bytes.size() - at - 8);
}

Result<std::string> inflate_layer(std::string_view bytes,
                                  std::string_view compression,
                                  std::size_t need) {
  std::string out;
  const InflateSink sink = [&](std::span<const std::uint8_t> piece) {
    out.append(reinterpret_cast<const char*>(piece.data()), piece.size());
    return std::string();
  };
  InflateResult result;
  if (compression == "zlib") {
    result = inflate_zlib({bytes}, need, sink);
  } else {
    Result<std::string_view> body = gzip_body(bytes);
    if (!body) return body.failure();
    result = inflate_raw(body.value(), need, sink);
  }
  if (result.over_limit) return bad_file(count_problem(need / 4 + 1, need / 4));
  if (!result.problem.empty())
    return bad_file("the " + std::string(compression) +
                    " layer data is damaged (" + result.problem + ")");
  return out;
}

}  // namespace

Result<std::string> gunzip(std::string_view bytes, std::size_t max_output) {
  Result<std::string_view> body = gzip_body(bytes);
  if (!body) return fail(ErrorKind::BadFile, "not a gzip file");
  std::string out;
  const InflateResult result = inflate_raw(
      body.value(), max_output, [&](std::span<const std::uint8_t> piece) {
        out.append(reinterpret_cast<const char*>(piece.data()), piece.size());
        return std::string();
      });
  if (result.over_limit) {
    return fail(ErrorKind::Unsupported,
                "unpacks to more than " + std::to_string(max_output >> 20) +
                    " MiB, more than a map file may hold");
  }
  if (!result.problem.empty())
    return bad_file("the gzip data is damaged (" + result.problem + ")");
  return out;
}

std::optional<std::uint8_t> ValueRules::named(std::uint32_t v) const {
  for (auto range = ranges_.rbegin(); range != ranges_.rend(); ++range) {
    if (range->first <= v && v <= range->last) return range->cell;
  }
  return std::nullopt;
}

Result<ValueRules> parse_value_rules(std::string_view text) {
  ValueRules rules;
  std::size_t begin = 0;
  while (begin < text.size()) {
    std::size_t end = text.find(',', begin);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view rule = trim(text.substr(begin, end - begin));
    begin = end + 1;
    const std::size_t eq = rule.find('=');
    const std::string_view left =
        trim(rule.substr(0, std::min(eq, rule.size())));
    const std::size_t dash = left.find('-');
    std::uint32_t first = 0;
    std::uint32_t last = 0;
    const bool all = left == "*";
    const bool ok =
        eq != std::string_view::npos &&
        (all || (dash == std::string_view::npos
                     ? parse_whole(left, first) && (last = first, true)
                     : parse_whole(trim(left.substr(0, dash)), first) &&
                           parse_whole(trim(left.substr(dash + 1)), last) &&
                           first <= last));
    if (!ok) {
      return fail(ErrorKind::BadArgument,
                  "--values: '" + excerpt(rule) +
                      "' is not V=wall, V=open or V=W (V a whole number, a "
                      "range A-B or * for every other value)");
    }
    const std::string target = lower(trim(rule.substr(eq + 1)));
    Result<std::uint8_t> cell =
        target == "wall"   ? Result<std::uint8_t>(kBlocked)
        : target == "open" ? Result<std::uint8_t>(kOpenGround)
                           : cell_for_weight(target, "--values");
    if (!cell) return cell.failure();
    if (all) {
      rules.set_others(cell.value());
    } else {
      rules.add(first, last, cell.value());
    }
  }
  return rules;
}

Result<std::uint8_t> cell_for_weight(std::string_view text,
                                     std::string_view what) {
  int weight = 0;
  if (!parse_whole(trim(text), weight) || weight < 1 || weight > 255) {
    return fail(ErrorKind::BadArgument,
                std::string(what) + ": '" + excerpt(text) +
                    "' is not wall, open or a weight 1..255");
  }
  return value_for_weight(weight);
}

Result<LayerChoices> tiled_layer_choices(std::vector<std::string> names,
                                         const std::string& path) {
  auto chosen = choose_layer(names, "", "tile layer");
  if (!chosen) return chosen.failure().prefixed(path + ": ");
  LayerChoices choices;
  choices.layers = std::move(names);
  choices.default_layer = chosen.value();
  return choices;
}

Result<std::size_t> choose_layer(const std::vector<std::string>& names,
                                 const std::string& wanted,
                                 std::string_view what) {
  if (names.empty()) return bad_file("the file has no " + std::string(what));
  if (!wanted.empty()) {
    const auto at = std::find(names.begin(), names.end(), wanted);
    if (at != names.end()) return static_cast<std::size_t>(at - names.begin());
    std::string list;
    for (const std::string& name : names)
      list += (list.empty() ? "" : ", ") + excerpt(name);
    return fail(ErrorKind::BadArgument,
                "no " + std::string(what) + " named '" + excerpt(wanted) +
                    "' (there are: " + excerpt(list, kMaxQuoteBytes - 100) +
                    ")");
  }
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names_collision_layer(names[i])) return i;
  }
  return std::size_t{0};
}

bool names_collision_layer(std::string_view name) {
  const std::string lowered = lower(name);
  for (const char* word : {"collision", "collide", "wall", "block", "path"})
    if (lowered.find(word) != std::string::npos) return true;
  return false;
}

Result<std::optional<std::uint8_t>> cell_from_properties(
    const std::vector<std::pair<std::string, std::string>>& properties) {
  std::optional<std::uint8_t> cell;
  for (const auto& [name, value] : properties) {
    const std::string said = lower(value);
    if ((name == "walkable" && said == "false") ||
        ((name == "collides" || name == "solid") && said == "true")) {
      return std::optional<std::uint8_t>(kBlocked);
    }
    if (name == "cost") {
      Result<std::uint8_t> weight = cell_for_weight(value, "property 'cost'");
      if (!weight) return fail(ErrorKind::BadFile, weight.error());
      cell = weight.value();
    }
  }
  return cell;
}

void clear_flip_bits(TileLayer& layer) {
  for (std::uint32_t& id : layer.values) id &= 0x0fffffffu;
}

Status check_layer_size(long long width, long long height) {
  if (std::string problem = check_grid_size(width, height); !problem.empty())
    return fail(ErrorKind::Unsupported, "layer " + problem);
  return {};
}

Result<std::vector<std::uint32_t>> parse_csv_ids(std::string_view text,
                                                 std::size_t count) {
  std::vector<std::uint32_t> ids;
  ids.reserve(std::min(count, text.size() / 2 + 1));
  std::size_t begin = 0;
  text = trim(text);
  while (!text.empty() && begin <= text.size()) {
    std::size_t end = text.find(',', begin);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view field = trim(text.substr(begin, end - begin));
    begin = end + 1;
    // Tiled ends each row with a comma, the last one too in some versions.
    if (field.empty() && end == text.size()) break;
    std::uint32_t id = 0;
    if (!parse_whole(field, id)) {
      return bad_file("the CSV layer data holds '" + excerpt(field) +
                      "', not a tile id");
    }
    if (ids.size() == count) return bad_file(count_problem(count + 1, count));
    ids.push_back(id);
  }
  if (ids.size() != count) return bad_file(count_problem(ids.size(), count));
  return ids;
}

Result<std::vector<std::uint32_t>> decode_base64_ids(
    std::string_view text, std::string_view compression, std::size_t count) {
  if (compression == "zstd") {
    return fail(ErrorKind::Unsupported,
                "zstd-compressed layer data is not supported; save the map "
                "with zlib, gzip or no compression");
  }
  if (!compression.empty() && compression != "zlib" && compression != "gzip") {
    return bad_file("unknown layer compression '" + excerpt(compression) + "'");
  }
  Result<std::string> bytes = decode_base64(text);
  if (!bytes) return bad_file("the base64 layer data: " + bytes.error());
  const std::size_t need = count * 4;
  if (!compression.empty()) {
    bytes = inflate_layer(bytes.value(), compression, need);
    if (!bytes) return bytes.failure();
  }
  const std::string& raw = bytes.value();
  if (raw.size() != need) return bad_file(count_problem(raw.size() / 4, count));
  std::vector<std::uint32_t> ids(count);
  for (std::size_t i = 0; i < count; ++i) {
    const auto* p = reinterpret_cast<const unsigned char*>(raw.data()) + 4 * i;
    ids[i] = p[0] | p[1] << 8 | p[2] << 16 | std::uint32_t{p[3]} << 24;
  }
  return ids;
}

Result<TileLayer> layer_for_chunks(const std::vector<ChunkArea>& chunks,
                                   long long& origin_x, long long& origin_y) {
  if (chunks.empty()) return bad_file("the infinite layer has no chunks");
  long long x0 = chunks[0].x, y0 = chunks[0].y, x1 = x0, y1 = y0;
  long long area = 0;
  for (const ChunkArea& c : chunks) {
    if (Status size = check_layer_size(c.width, c.height); !size)
      return fail(ErrorKind::Unsupported, "chunk " + size.error());
    constexpr long long kFar = 1LL << 40;
    if (c.x < -kFar || c.x > kFar || c.y < -kFar || c.y > kFar)
      return bad_file("a chunk lies too far from the origin");
    x0 = std::min(x0, c.x);
    y0 = std::min(y0, c.y);
    x1 = std::max(x1, c.x + c.width);
    y1 = std::max(y1, c.y + c.height);
    area += c.width * c.height;
  }
  if (Status size = check_layer_size(x1 - x0, y1 - y0); !size)
    return size.failure();
  const long long box = (x1 - x0) * (y1 - y0);
  if (area > box) return bad_file("the infinite layer's chunks overlap");
  // A few small chunks far apart would make a huge, empty layer: the
  // layer may be at most 64 times the cells its chunks hold (or 2^20).
  constexpr long long kSpreadFactor = 64;
  constexpr long long kAlwaysAllowed = 1LL << 20;
  if (box > std::max(kAlwaysAllowed, area * kSpreadFactor)) {
    return bad_file("the infinite layer's chunks hold " + std::to_string(area) +
                    " cells spread over a " + std::to_string(x1 - x0) + "x" +
                    std::to_string(y1 - y0) +
                    " box; at most 64 times their cells (or 1048576) is read");
  }
  origin_x = x0;
  origin_y = y0;
  TileLayer layer;
  layer.width = static_cast<int>(x1 - x0);
  layer.height = static_cast<int>(y1 - y0);
  layer.origin_x = x0;
  layer.origin_y = y0;
  layer.values.assign(static_cast<std::size_t>(layer.width) *
                          static_cast<std::size_t>(layer.height),
                      0);
  return layer;
}

void place_chunk(TileLayer& layer, const ChunkArea& area, long long x,
                 long long y, const std::vector<std::uint32_t>& ids) {
  for (long long row = 0; row < area.height; ++row) {
    std::copy_n(ids.begin() + row * area.width, area.width,
                layer.values.begin() + (y + row) * layer.width + x);
  }
}

Grid layer_to_grid(const TileLayer& layer, const ValueRules& values,
                   const CellRules& tiles, std::uint8_t otherwise) {
  Grid grid(layer.width, layer.height);
  std::uint8_t* cells = grid.cells_to_write().data();
  const std::uint8_t others = values.others().value_or(otherwise);
  // Layers repeat few values many times, often in runs: decide each value
  // once, and look the last one up only once per run.
  std::map<std::uint32_t, std::uint8_t> decided;
  std::uint32_t last_value = 0;
  std::uint8_t last_cell = 0;
  for (std::size_t i = 0; i < layer.values.size(); ++i) {
    const std::uint32_t v = layer.values[i];
    if (i > 0 && v == last_value) {
      cells[i] = last_cell;
      continue;
    }
    auto [at, fresh] = decided.try_emplace(v, others);
    if (fresh) {
      if (auto named = values.named(v)) {
        at->second = *named;
      } else if (v == 0) {
        at->second = kOpenGround;
      } else if (const auto tile = tiles.find(v); tile != tiles.end()) {
        at->second = tile->second;
      }
    }
    cells[i] = last_cell = at->second;
    last_value = v;
  }
  return grid;
}

std::vector<std::uint32_t> undecided_values(const TileLayer& layer,
                                            const ValueRules& values) {
  std::set<std::uint32_t> seen;
  for (std::uint32_t v : layer.values) {
    if (v != 0 && !values.named(v)) seen.insert(v);
  }
  return {seen.begin(), seen.end()};
}

std::string value_list(const std::vector<std::uint32_t>& sorted,
                       std::size_t limit) {
  std::string out;
  std::size_t pieces = 0;
  for (std::size_t i = 0; i < sorted.size();) {
    std::size_t j = i;
    while (j + 1 < sorted.size() && sorted[j + 1] == sorted[j] + 1) ++j;
    if (pieces++ == limit) return out + ", ...";
    out += (out.empty() ? "" : ", ") + std::to_string(sorted[i]) +
           (j > i ? "-" + std::to_string(sorted[j]) : "");
    i = j + 1;
  }
  return out;
}

std::vector<int> weights_used(const Grid& grid) {
  std::set<int> weights;
  for (std::uint8_t cell : grid.cells()) {
    if (cell != kBlocked && cell != kOpenGround)
      weights.insert(terrain_weight(cell));
  }
  return {weights.begin(), weights.end()};
}

int tile_index(std::uint8_t cell, const std::vector<int>& weights) {
  if (cell == kBlocked) return 0;
  if (cell == kOpenGround) return 1;
  const auto at =
      std::lower_bound(weights.begin(), weights.end(), terrain_weight(cell));
  return 2 + static_cast<int>(at - weights.begin());
}

}  // namespace astar::detail

namespace astar {

Result<NamedValues> name_values(std::string_view values,
                                const std::vector<std::uint32_t>& asked) {
  auto rules = detail::parse_value_rules(values);
  if (!rules) return rules.failure();
  NamedValues named;
  named.others = rules.value().others();
  for (std::uint32_t v : asked) named.cells.push_back(rules.value().named(v));
  return named;
}

}  // namespace astar
