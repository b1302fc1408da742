#include "astar/session/link.hpp"

#include <charconv>
#include <cmath>
#include <cstring>

#include "astar/io/base64.hpp"
#include "astar/io/deflate.hpp"
#include "astar/io/excerpt.hpp"
#include "astar/search/flags.hpp"
#include "astar/std_compat.hpp"
#include "io/text_lines.hpp"
#include "io/zlib_inflate.hpp"

namespace astar {
namespace {

constexpr double kViewScale = 1000.0;  // the view is kept in thousandths
constexpr std::size_t kMaxSettingsBytes = 65535;
// Everything but the cells and the settings text, at its longest.
constexpr std::size_t kFixedBytes = 4 + 1 + 8 + 8 + 12 + 2;

Error link_error(const std::string& message) {
  return {ErrorKind::BadArgument, "link: " + message};
}

void put(std::string& out, std::uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) {
    out += static_cast<char>((value >> (8 * i)) & 0xff);
  }
}

// Reads the payload front to back; reading past its end sets `short_`.
class Reader {
 public:
  explicit Reader(std::string_view bytes) : bytes_(bytes) {}
  std::uint64_t take(int count) {
    if (bytes_.size() - at_ < static_cast<std::size_t>(count)) {
      short_ = true;
      at_ = bytes_.size();
      return 0;
    }
    std::uint64_t value = 0;
    for (int i = 0; i < count; ++i) {
      value |= std::uint64_t{static_cast<unsigned char>(bytes_[at_ + i])}
               << (8 * i);
    }
    at_ += static_cast<std::size_t>(count);
    return value;
  }
  std::string_view take_bytes(std::size_t count) {
    if (bytes_.size() - at_ < count) {
      short_ = true;
      at_ = bytes_.size();
      return {};
    }
    const std::string_view out = bytes_.substr(at_, count);
    at_ += count;
    return out;
  }
  bool cut_short() const { return short_; }
  std::size_t left() const { return bytes_.size() - at_; }

 private:
  std::string_view bytes_;
  std::size_t at_ = 0;
  bool short_ = false;
};

std::string number_text(double value) {
  char buffer[32];
  const auto result = to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, result.ptr);
}

// The settings as "name=value" lines, every field in a fixed order.
std::string settings_text(const SearchSettings& s) {
  std::string text = "algo=" + std::string(to_string(s.algorithm)) + "\n";
  if (s.heuristic) {
    text += "heuristic=" + std::string(to_string(*s.heuristic)) + "\n";
  }
  text += "connectivity=" + std::string(to_string(s.rules.connectivity)) +
          "\ncorners=" + std::string(to_string(s.rules.diagonal)) +
          "\ncosts=" + std::string(to_string(s.rules.costs)) +
          "\nweight=" + number_text(s.weight) +
          "\ntie-break=" + std::string(to_string(s.tie_break)) +
          "\nsize=" + std::to_string(s.unit.size) +
          "\nterrain=" + s.unit.terrain.spec();
  return text;
}

Result<SearchSettings> read_settings(std::string_view text) {
  SearchSettings settings;
  detail::LineReader lines(text);
  for (std::string_view line; lines.next(line);) {
    const std::size_t equals = line.find('=');
    if (equals == std::string_view::npos) {
      return link_error("a setting without '=': '" +
                        excerpt(line, kMaxQuoteBytes) + "'");
    }
    const std::string_view name = line.substr(0, equals);
    const std::string_view value = line.substr(equals + 1);
    if (name == "terrain" && value.empty()) continue;  // the identity
    Result<bool> used = apply_search_flag(settings, name, value);
    if (!used) return link_error(used.error());
    if (!used.value()) {
      return link_error("unknown setting '" + excerpt(name, kMaxQuoteBytes) +
                        "'");
    }
  }
  return settings;
}

std::int64_t to_thousandths(double value) {
  return static_cast<std::int64_t>(std::llround(value * kViewScale));
}

Status check_formattable(const LinkState& state) {
  const Grid& grid = state.document.grid;
  if (grid.empty() || grid.width() > kMaxLinkSide ||
      grid.height() > kMaxLinkSide) {
    return fail(ErrorKind::BadArgument,
                "a link holds maps up to " + std::to_string(kMaxLinkSide) +
                    "x" + std::to_string(kMaxLinkSide) + " cells");
  }
  const ViewState& v = state.view;
  constexpr double kLimit = 2e6;  // thousandths fit in 32 bits
  if (state.step < 0 || !(v.zoom > 0) || !(std::abs(v.zoom) < kLimit) ||
      !(std::abs(v.pan_x) < kLimit) || !(std::abs(v.pan_y) < kLimit)) {
    return fail(ErrorKind::BadArgument,
                "a link needs a step >= 0 and a view "
                "of finite, moderate numbers");
  }
  return {};
}

std::string payload_of(const LinkState& state) {
  const Document& doc = state.document;
  std::string out;
  put(out, static_cast<std::uint64_t>(doc.grid.width()), 2);
  put(out, static_cast<std::uint64_t>(doc.grid.height()), 2);
  put(out, (doc.start ? 1u : 0u) | (doc.goal ? 2u : 0u), 1);
  for (const auto& marker : {doc.start, doc.goal}) {
    if (!marker) continue;
    put(out, static_cast<std::uint64_t>(marker->x), 2);
    put(out, static_cast<std::uint64_t>(marker->y), 2);
  }
  put(out, static_cast<std::uint64_t>(state.step), 8);
  const std::int64_t zoom =
      std::max<std::int64_t>(1, to_thousandths(state.view.zoom));
  put(out, static_cast<std::uint64_t>(zoom), 4);
  put(out, static_cast<std::uint64_t>(to_thousandths(state.view.pan_x)), 4);
  put(out, static_cast<std::uint64_t>(to_thousandths(state.view.pan_y)), 4);
  const std::string settings = settings_text(state.search);
  put(out, settings.size(), 2);
  out += settings;
  const std::vector<std::uint8_t>& cells = doc.grid.cells();
  out.append(reinterpret_cast<const char*>(cells.data()), cells.size());
  return out;
}

// Takes the next inflated piece; what is wrong once the header is in and
// the data goes past the size it declares.
std::string payload_problem(std::string& payload,
                            std::span<const std::uint8_t> piece) {
  payload.append(reinterpret_cast<const char*>(piece.data()), piece.size());
  if (payload.size() < 4) return {};
  Reader header(payload);
  const auto w = static_cast<int>(header.take(2));
  const auto h = static_cast<int>(header.take(2));
  if (w < 1 || h < 1 || w > kMaxLinkSide || h > kMaxLinkSide) {
    return "its map is " + std::to_string(w) + "x" + std::to_string(h) +
           " cells; links hold 1x1 to " + std::to_string(kMaxLinkSide) + "x" +
           std::to_string(kMaxLinkSide);
  }
  const std::size_t most =
      kFixedBytes + kMaxSettingsBytes +
      static_cast<std::size_t>(w) * static_cast<std::size_t>(h);
  if (payload.size() > most) return "its data is longer than its map";
  return {};
}

// Inflates with the size capped at kMaxLinkPayload, and once the header is
// in, at the size it declares.
Result<std::string> inflate_payload(std::string_view compressed) {
  std::string payload;
  std::string refused;  // the sink's own reason to stop
  const detail::InflateSink sink =
      [&payload, &refused](std::span<const std::uint8_t> piece) {
        refused = payload_problem(payload, piece);
        return refused;
      };
  const std::vector<std::string_view> pieces{compressed};
  const detail::InflateResult inflated =
      detail::inflate_zlib(pieces, kMaxLinkPayload, sink);
  if (inflated.over_limit) {
    return link_error("its data inflates past the " +
                      std::to_string(kMaxLinkPayload >> 20) +
                      " MiB a link may hold");
  }
  if (!refused.empty()) return link_error(refused);
  if (!inflated.problem.empty()) {
    return link_error("damaged or cut short (" + inflated.problem + ")");
  }
  if (compressed.size() < 6) return link_error("damaged or cut short");
  Reader checksum(compressed.substr(compressed.size() - 4));
  std::uint32_t stored = 0;
  for (int i = 0; i < 4; ++i) {
    stored = stored << 8 | static_cast<std::uint32_t>(checksum.take(1));
  }
  if (stored != adler32(payload)) {
    return link_error("damaged or cut short: its checksum does not match");
  }
  return payload;
}

Result<std::optional<Point>> read_marker(Reader& in, bool present,
                                         const Grid& grid, const char* name) {
  if (!present) return std::optional<Point>{};
  const Point p{static_cast<int>(in.take(2)), static_cast<int>(in.take(2))};
  if (!in.cut_short() && !grid.contains(p)) {
    return link_error(std::string("its ") + name + " " + to_string(p) +
                      " is off the map");
  }
  return std::optional<Point>{p};
}

Result<LinkState> read_payload(std::string_view payload) {
  Reader in(payload);
  LinkState state;
  const auto w = static_cast<int>(in.take(2));
  const auto h = static_cast<int>(in.take(2));
  if (in.cut_short()) return link_error("damaged or cut short");
  state.document.grid = Grid(w, h);  // inflate_payload checked the size
  const auto markers = in.take(1);
  if (markers > 3) return link_error("damaged: unknown marker flags");
  auto start = read_marker(in, markers & 1, state.document.grid, "start");
  if (!start) return start.failure();
  auto goal = read_marker(in, markers & 2, state.document.grid, "goal");
  if (!goal) return goal.failure();
  state.document.start = start.value();
  state.document.goal = goal.value();
  state.step = static_cast<std::int64_t>(in.take(8));
  const auto signed32 = [&in] {
    return static_cast<double>(static_cast<std::int32_t>(in.take(4)));
  };
  state.view.zoom = signed32() / kViewScale;
  state.view.pan_x = signed32() / kViewScale;
  state.view.pan_y = signed32() / kViewScale;
  const std::string_view settings = in.take_bytes(in.take(2));
  const std::string_view cells =
      in.take_bytes(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
  if (in.cut_short()) return link_error("damaged or cut short");
  if (in.left() > 0) return link_error("damaged: extra data after the map");
  if (state.step < 0 || !(state.view.zoom > 0)) {
    return link_error("damaged: a negative step or zoom");
  }
  auto search = read_settings(settings);
  if (!search) return search.failure();
  state.search = search.value();
  std::memcpy(state.document.grid.cells_to_write().data(), cells.data(),
              cells.size());
  return state;
}

}  // namespace

Result<std::string> format_link(const LinkState& state) {
  if (Status status = check_formattable(state); !status) {
    return status.failure();
  }
  return std::string(kLinkPrefix) +
         encode_base64url(deflate_zlib(payload_of(state)));
}

bool looks_like_link(std::string_view text) {
  text = detail::trim(text);
  if (!text.starts_with("astar")) return false;
  std::size_t i = 5;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
  return i > 5 && i < text.size() && text[i] == ':';
}

Result<LinkState> parse_link(std::string_view text) {
  text = detail::trim(text);
  if (!text.starts_with(kLinkPrefix)) {
    if (looks_like_link(text)) {
      return link_error(
          "'" + excerpt(text.substr(0, text.find(':') + 1), kMaxQuoteBytes) +
          "' is a link format this build does not read (it "
          "reads '" +
          std::string(kLinkPrefix) + "')");
    }
    return link_error("not an astar-studio link (one starts with '" +
                      std::string(kLinkPrefix) + "'): '" +
                      excerpt(text, kMaxQuoteBytes) + "'");
  }
  text.remove_prefix(kLinkPrefix.size());
  if (text.size() > kMaxLinkChars) {
    return link_error("longer than the " + std::to_string(kMaxLinkChars >> 20) +
                      " MiB of text a link may have");
  }
  Result<std::string> compressed = decode_base64url(text);
  if (!compressed) return link_error(compressed.error());
  Result<std::string> payload = inflate_payload(compressed.value());
  if (!payload) return payload.failure();
  return read_payload(payload.value());
}

}  // namespace astar
