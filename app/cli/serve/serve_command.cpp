// astar-cli serve: batch's JSON lines over HTTP, for game servers that
// outgrow one pipe: several named maps, updates and reloads while it runs,
// many clients at once, a budget per query and counters for a monitor.
// The HTTP is ours (http_server.hpp): strict framing, bounded bodies
// whatever their encoding, idle clients that cost no thread, and a search
// that stops when the client that asked for it goes away.

#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>

#include "astar/platform/utf8_path.hpp"
#include "astar/search/flags.hpp"
#include "cli_options.hpp"
#include "coordinate_options.hpp"
#include "http_server.hpp"
#include "map_options.hpp"
#include "serve_lines.hpp"
#include "serve_options.hpp"
#include "update_stream.hpp"

namespace astar::cli {
namespace {

/// Idle and slow clients are dropped after this long without a byte.
constexpr int kIdleMs = 5000;

http::Response error_response(int status, const http::RequestHead& head,
                              const std::string& why) {
  http::Response response;
  response.status = status;
  response.body = "{\"error\":" +
                  json_text("HTTP " + std::to_string(status) + " for " +
                            head.method + " " + head.target + ": " + why) +
                  "}\n";
  return response;
}

/// POST /query: the body's lines answered in order, streamed a few at a
/// time; a client that leaves stops its searches.
void answer_lines(ServeState& state, http::Exchange& exchange) {
  state.requests.fetch_add(1, std::memory_order_relaxed);
  const std::string* type = exchange.head().header("content-type");
  if (type != nullptr && type->starts_with("multipart/form-data")) {
    exchange.respond(error_response(415, exchange.head(),
                                    "the body is JSON lines, not a form"));
    return;
  }
  RequestLines lines(state, exchange.take_body());
  if (!exchange.start_stream("application/x-ndjson")) return;
  const StillWanted wanted = [&exchange] { return !exchange.client_gone(); };
  for (bool more = true; more;) {
    std::string out;
    more = lines.next(out, wanted);
    if (!exchange.stream(out)) return;
  }
  exchange.end_stream();
}

http::Response text_response(std::string body, std::string type) {
  http::Response response;
  response.content_type = std::move(type);
  response.body = std::move(body);
  return response;
}

void route(ServeState& state, http::Exchange& exchange) {
  const http::RequestHead& head = exchange.head();
  const bool read = head.method == "GET" || head.method == "HEAD";
  const std::string& path = head.target;
  const bool query = path == "/query";
  if (query && head.method == "POST") return answer_lines(state, exchange);
  if (query ||
      ((path == "/metrics" || path == "/maps" || path == "/health") && !read)) {
    http::Response refused = error_response(
        405, head, query ? "send the lines with POST" : "read it with GET");
    refused.headers.emplace_back("Allow", query ? "POST" : "GET, HEAD");
    exchange.respond(refused);
  } else if (path == "/metrics") {
    exchange.respond(
        text_response(metrics_text(state), "text/plain; version=0.0.4"));
  } else if (path == "/maps") {
    exchange.respond(text_response(maps_text(state), "application/json"));
  } else if (path == "/health") {
    exchange.respond(text_response("ok\n", "text/plain"));
  } else {
    exchange.respond(error_response(
        404, head,
        "POST /query takes JSON lines, GET /metrics, /maps and /health read"));
  }
}

}  // namespace

int serve_command(Args args) {
  const CommandStart start = start_command(kServeSyntax, args);
  if (start.finished) return *start.finished;
  Result<ServeOptions> parsed = read_serve_options(start.options);
  if (!parsed) return report_error(parsed.failure());
  ServeOptions& options = parsed.value();
  ServedMaps maps(options.layers, options.maps_dir, options.max_maps);
  for (const auto& [name, file] : options.maps) {
    if (Status ok = maps.add(name, platform::utf8_path(file)); !ok)
      return report_error(ok.failure());
  }
  SearchScheduler searches(options.threads);
  ServeState state{maps, options.defaults, searches};
  std::optional<UpdateStream> stream;
  if (options.updates) {
    // The stream's entries come in before any client: a restarted
    // replica answers only once it has every change the others have.
    stream.emplace(*options.updates,
                   [&state](std::string_view text, std::int64_t number) {
                     return apply_serve_change(state, parse_line(number, text));
                   });
    if (Status ok = stream->start(); !ok) return report_error(ok.failure());
    state.updates = &*stream;
  }
  http::ServerLimits limits;
  limits.workers = options.connections;
  limits.max_body = options.max_request;
  limits.idle_ms = kIdleMs;
  http::HttpServer server(
      limits, [&state](http::Exchange& exchange) { route(state, exchange); });
  Result<int> port = server.listen(options.host, options.port);
  if (!port) return report_error(port.failure());
  const std::string fleet =
      stream ? ", updates from " + stream->url().text + " (" +
                   std::to_string(stream->applied()) + " applied)"
             : "";
  std::printf(
      "astar-cli serve: %s, each query within %lld ms%s, listening "
      "on http://%s:%d\n",
      served_list(state).c_str(),
      static_cast<long long>(options.defaults.budget.max_time.count()),
      fleet.c_str(), options.url_host.c_str(), port.value());
  std::fflush(stdout);
  server.run();
  return kExitOk;
}

}  // namespace astar::cli
