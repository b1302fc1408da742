#include "serve_lines.hpp"

#include <chrono>
#include <mutex>
#include <shared_mutex>

#include "cli_options.hpp"
#include "update_stream.hpp"

namespace astar::cli {
namespace {

using Clock = SearchScheduler::Clock;

/// A chunk of the answer: this many lines, or this many bytes of answers.
constexpr int kLinesPerChunk = 32;
constexpr std::size_t kBytesPerChunk = 64 * 1024;

/// The answer to a line whose deadline passed before it had a thread.
LineAnswer missed_deadline(const Line& line, std::int64_t deadline_ms) {
  return {error_answer(line.id, line.number,
                       "deadline: the line's \"deadline\" (" +
                           std::to_string(deadline_ms) +
                           " ms after its request arrived) passed while it "
                           "waited for a search thread; it was not searched",
                       "deadline"),
          true};
}

/// The answer to a line whose client left while it waited: nobody reads
/// it, but a line always gets one.
LineAnswer abandoned_line(const Line& line) {
  LineAnswer answer{
      error_answer(line.id, line.number,
                   "stopped: the client that asked has gone; it was not "
                   "searched"),
      true};
  answer.abandoned = true;
  return answer;
}

/// How a query shares its thread: stopped when its client leaves, paused
/// when another query should go first.
SliceControl slice_control(SearchScheduler::Ticket& ticket,
                           const StillWanted& wanted, Clock::time_point until) {
  return {[&ticket, &wanted] {
            if (wanted && !wanted()) return SliceVerdict::ClientGone;
            switch (ticket.share()) {
              case SearchScheduler::Turn::Go:
                return SliceVerdict::Go;
              case SearchScheduler::Turn::PastDeadline:
                return SliceVerdict::PastDeadline;
              case SearchScheduler::Turn::Abandoned:
                break;
            }
            return SliceVerdict::ClientGone;
          },
          until, wanted};
}

/// Counts a query line's answer in its map's figures: an abandoned one
/// only as abandoned, since nobody got its answer.
void count_answer(ServedMap& map, const LineAnswer& answer,
                  Clock::duration took) {
  if (answer.abandoned) {
    map.queue.abandoned.fetch_add(1, std::memory_order_relaxed);
    return;
  }
  map.latency.add(took);
  map.queries.fetch_add(1, std::memory_order_relaxed);
  if (answer.failed) map.errors.fetch_add(1, std::memory_order_relaxed);
  if (answer.past_deadline)
    map.queue.deadlines.fetch_add(1, std::memory_order_relaxed);
}

LineAnswer answer_query_on(ServeState& state, ServedMap& map, const Line& line,
                           const StillWanted& wanted,
                           Clock::time_point arrived) {
  const auto started = Clock::now();
  const BatchQuery& query = line.query.value();
  const Clock::time_point until =
      query.deadline_ms
          ? arrived + std::chrono::milliseconds(*query.deadline_ms)
          : Clock::time_point::max();
  LineAnswer answer;
  bool crowded = false;
  {
    // The map first, then a thread: a thread is never held waiting for a
    // change to the map, so paused searches always get one back.
    const std::shared_lock lock(map.lock, until);
    SearchScheduler::Ticket ticket(state.searches, map.queue, query.priority,
                                   until, started, wanted);
    const SearchScheduler::Turn turn =
        lock.owns_lock() ? ticket.start() : SearchScheduler::Turn::PastDeadline;
    if (turn == SearchScheduler::Turn::Abandoned) {
      answer = abandoned_line(line);
    } else if (turn == SearchScheduler::Turn::PastDeadline) {
      answer = missed_deadline(line, query.deadline_ms.value_or(0));
      answer.past_deadline = true;
    } else {
      answer = answer_query(state.defaults, *map.maps, line, ticket.search(),
                            slice_control(ticket, wanted, until));
      crowded = map.maps->unit_maps() > BatchMaps::kUnitMapsKept;
    }
  }
  if (crowded) {
    const std::lock_guard lock(map.lock);
    map.maps->trim(BatchMaps::kUnitMapsKept);
  }
  count_answer(map, answer, Clock::now() - started);
  return answer;
}

std::string reload_answer(ServeState& state, ServedMap& map, const Line& line) {
  if (Status ok = state.maps.reload(map); !ok)
    return error_answer(line.id, line.number, ok.error());
  const std::shared_lock lock(map.lock);
  const Grid& grid = map.maps->grid();
  return open_answer(line.id) + "\"reloaded\":" + json_text(map.name) +
         ",\"width\":" + std::to_string(grid.width()) +
         ",\"height\":" + std::to_string(grid.height()) + "}";
}

std::string change_answer(ServeState& state, ServedMap& map, const Line& line) {
  if (line.query.value().kind == LineKind::Reload)
    return reload_answer(state, map, line);
  const std::lock_guard lock(map.lock);
  LineAnswer answer = apply_change(state.defaults, *map.maps, line);
  if (!answer.failed) map.updates.fetch_add(1, std::memory_order_relaxed);
  return answer.text;
}

/// A change through the update stream: applied here by the stream's
/// thread in the stream's order, like every replica's, then answered with
/// its sequence number.
std::string stream_change(ServeState& state, const Line& line,
                          std::string_view text) {
  Result<StreamWrite> written = state.updates->write(text, line.number);
  if (!written) return error_answer(line.id, line.number, written.error());
  std::string answer = std::move(written.value().answer);
  answer.pop_back();  // the closing brace
  return answer + ",\"seq\":" + std::to_string(written.value().seq) + "}";
}

/// Empty when the query may run: no "min_seq", or this replica has
/// applied that entry of the update stream.
std::string seq_refusal(ServeState& state, const Line& line) {
  const std::optional<std::int64_t> seq = line.query.value().min_seq;
  if (!seq) return {};
  if (state.updates == nullptr)
    return error_answer(line.id, line.number,
                        "\"min_seq\" needs serve --updates (a fleet)");
  Status ok = state.updates->wait_applied(static_cast<std::uint64_t>(*seq));
  return ok ? std::string() : error_answer(line.id, line.number, ok.error());
}

/// A Prometheus label value: backslash, quote and newline escaped.
std::string label(const std::string& value) {
  std::string out;
  for (char c : value) {
    if (c == '\\' || c == '"') out += '\\';
    out += c == '\n' ? std::string("\\n") : std::string(1, c);
  }
  return out;
}

void add_metric(std::string& out, const char* name, const char* type,
                const char* help) {
  out += std::string("# HELP ") + name + " " + help + "\n# TYPE " + name + " " +
         type + "\n";
}

/// A summary per map: quantiles 0.5, 0.9 and 0.99, its sum and count.
template <typename Record>
void add_summary(std::string& out, const std::string& metric, const char* help,
                 const std::vector<std::shared_ptr<ServedMap>>& maps,
                 Record record) {
  add_metric(out, metric.c_str(), "summary", help);
  for (const auto& map : maps) {
    const LatencyRecord& times = record(*map);
    const std::string name = "{map=\"" + label(map->name) + "\"";
    for (const char* q : {"0.5", "0.9", "0.99"}) {
      out += metric + name + ",quantile=\"" + q + "\"} " +
             format_exact(times.quantile_seconds(std::stod(q))) + "\n";
    }
    out += metric + "_sum" + name + "} " + format_exact(times.sum_seconds()) +
           "\n";
    out +=
        metric + "_count" + name + "} " + std::to_string(times.count()) + "\n";
  }
}

void add_map_metrics(std::string& out,
                     const std::vector<std::shared_ptr<ServedMap>>& maps) {
  const auto each = [&](const char* name, const char* type, const char* help,
                        auto value) {
    add_metric(out, name, type, help);
    for (const auto& map : maps) {
      out += std::string(name) + "{map=\"" + label(map->name) + "\"} " +
             std::to_string(value(*map)) + "\n";
    }
  };
  each("astar_serve_queries_total", "counter", "Query lines answered.",
       [](ServedMap& m) { return m.queries.load(); });
  each("astar_serve_query_errors_total", "counter",
       "Query lines answered with an error.",
       [](ServedMap& m) { return m.errors.load(); });
  each("astar_serve_updates_total", "counter", "Set and fill lines applied.",
       [](ServedMap& m) { return m.updates.load(); });
  each("astar_serve_reloads_total", "counter", "Reloads from the map's file.",
       [](ServedMap& m) { return m.reloads.load(); });
  each("astar_serve_queue_depth", "gauge",
       "Query lines waiting for a search thread now: not started yet, or "
       "paused for another's turn.",
       [](ServedMap& m) { return m.queue.waiting.load(); });
  each("astar_serve_deadline_errors_total", "counter",
       "Query lines answered with an error of kind deadline.",
       [](ServedMap& m) { return m.queue.deadlines.load(); });
  each("astar_serve_abandoned_total", "counter",
       "Query lines dropped because their client had gone: taken out of the "
       "queue, or stopped at their search's next slice. Not in "
       "astar_serve_queries_total.",
       [](ServedMap& m) { return m.queue.abandoned.load(); });
  add_summary(out, "astar_serve_query_seconds",
              "Time from a query line's start to its answer.", maps,
              [](ServedMap& m) -> LatencyRecord& { return m.latency; });
  add_summary(out, "astar_serve_wait_seconds",
              "Time from a query line's start to its search's start.", maps,
              [](ServedMap& m) -> LatencyRecord& { return m.queue.wait; });
}

}  // namespace

std::string apply_serve_change(ServeState& state, const Line& line) {
  if (!line.query)
    return error_answer(line.id, line.number, line.query.error());
  Result<std::shared_ptr<ServedMap>> found =
      state.maps.find(line.query.value().map);
  if (!found) return error_answer(line.id, line.number, found.error());
  return change_answer(state, *found.value(), line);
}

std::string answer_serve_line(ServeState& state, const Line& line,
                              std::string_view text, const StillWanted& wanted,
                              Clock::time_point arrived) {
  if (!line.query) {
    state.bad_lines.fetch_add(1, std::memory_order_relaxed);
    return error_answer(line.id, line.number, line.query.error());
  }
  const BatchQuery& query = line.query.value();
  Result<std::shared_ptr<ServedMap>> found = state.maps.find(query.map);
  if (!found) {
    state.bad_lines.fetch_add(1, std::memory_order_relaxed);
    return error_answer(line.id, line.number, found.error());
  }
  ServedMap& map = *found.value();
  if (query.kind == LineKind::Reload || query.changes_cells()) {
    return state.updates != nullptr ? stream_change(state, line, text)
                                    : change_answer(state, map, line);
  }
  if (std::string refused = seq_refusal(state, line); !refused.empty())
    return refused;
  return answer_query_on(state, map, line, wanted, arrived).text;
}

RequestLines::RequestLines(ServeState& state, std::string body)
    : state_(state), body_(std::move(body)), arrived_(Clock::now()) {
  pos_ = body_.size() - without_byte_order_mark(body_).size();
}

bool RequestLines::next(std::string& out, const StillWanted& wanted) {
  const std::size_t start = out.size();
  for (int i = 0; i < kLinesPerChunk && out.size() - start < kBytesPerChunk;
       ++i) {
    if (pos_ >= body_.size()) return false;
    // A client that left gets no more lines read for it.
    if (wanted && !wanted()) {
      pos_ = body_.size();
      return false;
    }
    std::size_t end = body_.find('\n', pos_);
    if (end == std::string::npos) end = body_.size();
    std::string_view text(body_.data() + pos_, end - pos_);
    if (text.ends_with('\r')) text.remove_suffix(1);
    pos_ = end + 1;
    out += answer_serve_line(state_, parse_line(++number_, text), text, wanted,
                             arrived_);
    out += '\n';
  }
  return pos_ < body_.size();
}

std::string maps_text(ServeState& state) {
  std::string out = "{\"maps\":[";
  for (const auto& map : state.maps.all()) {
    if (!map->loaded.load()) continue;
    const std::shared_lock lock(map->lock);
    const Grid& grid = map->maps->grid();
    out += (out.back() == '[' ? "{\"name\":" : ",{\"name\":") +
           json_text(map->name) + ",\"width\":" + std::to_string(grid.width()) +
           ",\"height\":" + std::to_string(grid.height()) +
           ",\"updates\":" + std::to_string(map->updates.load()) + "}";
  }
  return out + "]}\n";
}

std::string served_list(ServeState& state) {
  std::string out;
  for (const auto& map : state.maps.all()) {
    const std::shared_lock lock(map->lock);
    const Grid& grid = map->maps->grid();
    out += (out.empty() ? "" : ", ") + map->name + " " +
           std::to_string(grid.width()) + "x" + std::to_string(grid.height());
  }
  return out.empty() ? "no map loaded yet" : out;
}

std::string metrics_text(ServeState& state) {
  std::string out;
  add_metric(out, "astar_serve_requests_total", "counter",
             "Requests to /query.");
  out += "astar_serve_requests_total " + std::to_string(state.requests.load()) +
         "\n";
  add_metric(out, "astar_serve_bad_lines_total", "counter",
             "Lines that could not be read or named no map held.");
  out += "astar_serve_bad_lines_total " +
         std::to_string(state.bad_lines.load()) + "\n";
  add_metric(out, "astar_serve_searches_busy", "gauge",
             "Searches running now, of astar_serve_searches.");
  out += "astar_serve_searches_busy " + std::to_string(state.searches.busy()) +
         "\n";
  add_metric(out, "astar_serve_searches", "gauge",
             "Searches that may run at once (--threads).");
  out += "astar_serve_searches " + std::to_string(state.searches.size()) + "\n";
  add_map_metrics(out, state.maps.all());
  if (state.updates != nullptr) out += state.updates->metrics_text();
  return out;
}

}  // namespace astar::cli
