// astar-cli serve's request handling without the sockets: bytes read as
// HTTP requests by the server's own framing (heads, lengths, chunked
// bodies fed whole and in two parts), then each body's JSON lines answered
// on a small map as serve answers them (queries, sets, fills). Beyond "no
// crash": a chunked body decodes the same however it is split, every
// answer is one JSON object, and every refusal says why.

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "batch_answer.hpp"
#include "batch_maps.hpp"
#include "fuzz_support.hpp"
#include "http_framing.hpp"

namespace {

using namespace astar;
using namespace astar::cli;
using http::ChunkedDecoder;

constexpr std::size_t kMaxBody = 1 << 16;
constexpr int kMaxLines = 32;

/// A 12x8 map with a wall, a door and some terrain.
Grid small_map() {
  Grid grid(12, 8);
  for (int y = 0; y < 8; ++y) grid.set({6, y}, y == 3 ? 255 : 0);
  grid.set({2, 2}, 200);
  return grid;
}

/// The chunked body at the start of `bytes`, fed at once and in two parts
/// split at `split`: both must agree.
ChunkedDecoder::State decode(std::string_view bytes, std::size_t split,
                             std::string& body, std::size_t& used) {
  ChunkedDecoder whole(kMaxBody);
  const ChunkedDecoder::State state = whole.feed(bytes, body, used);
  ChunkedDecoder parts(kMaxBody);
  std::string again;
  std::size_t first = 0;
  std::size_t second = 0;
  split = bytes.empty() ? 0 : split % bytes.size();
  ChunkedDecoder::State then = parts.feed(bytes.substr(0, split), again, first);
  if (then == ChunkedDecoder::State::NeedMore && first == split)
    then = parts.feed(bytes.substr(split), again, second);
  FUZZ_CHECK(then == state);
  FUZZ_CHECK(state != ChunkedDecoder::State::Done ||
             (again == body && first + second == used));
  return state;
}

void answer_lines(std::string_view body, BatchMaps& maps, Search& search) {
  AnswerDefaults defaults;
  defaults.budget.max_expanded = 10000;
  std::int64_t number = 0;
  while (!body.empty() && number < kMaxLines) {
    const std::size_t end = std::min(body.find('\n'), body.size());
    const Line line = parse_line(++number, body.substr(0, end));
    body.remove_prefix(std::min(end + 1, body.size()));
    const LineAnswer answer =
        line.changes_cells() ? apply_change(defaults, maps, line)
        : line.query && line.query.value().kind == LineKind::Query
            ? answer_query(defaults, maps, line, search)
            : LineAnswer{
                  error_answer(line.id, line.number,
                               line.query ? "reload" : line.query.error()),
                  true};
    const auto json = nlohmann::json::parse(answer.text, nullptr, false);
    FUZZ_CHECK(json.is_object());
    if (!line.query) fuzz::check_error_message(line.query.error(), 2000);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  std::string_view rest = fuzz::as_text(data, size);
  BatchMaps maps(small_map());
  Search search;
  search.set_step_recording(false);
  while (const std::optional<std::size_t> end = http::head_end(rest)) {
    if (*end > http::kMaxHeadBytes) break;
    const http::HeadParse parsed = http::parse_head(rest.substr(0, *end));
    rest.remove_prefix(*end);
    if (!parsed.head) {
      fuzz::check_error_message(parsed.refusal.reason);
      FUZZ_CHECK(parsed.refusal.status >= 400 && parsed.refusal.status < 600);
      break;
    }
    std::string body;
    std::size_t used = 0;
    if (parsed.head->body == http::BodyKind::Length) {
      used = static_cast<std::size_t>(
          std::min<std::uint64_t>(parsed.head->content_length, rest.size()));
      body = rest.substr(0, std::min(used, kMaxBody));
    } else if (parsed.head->body == http::BodyKind::Chunked &&
               decode(rest, size, body, used) != ChunkedDecoder::State::Done) {
      break;
    }
    rest.remove_prefix(used);
    answer_lines(body, maps, search);
  }
  return 0;
}
