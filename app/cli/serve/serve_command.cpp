// astar-cli serve: batch's JSON lines over HTTP on loopback, for game
// servers that outgrow one pipe: several named maps, updates and reloads
// while it runs, many clients at once, a budget per query and counters for
// a monitor. cpp-httplib serves the connections (Debian's package here,
// the header from its source package for Windows): it is small, threads
// one connection each, and bounds request size and idle time, which is
// what this needs; the lines are answered as batch answers them.

#include <httplib.h>

#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>

#include "astar/platform/utf8_path.hpp"
#include "astar/search/flags.hpp"
#include "cli_options.hpp"
#include "coordinate_options.hpp"
#include "map_options.hpp"
#include "serve_lines.hpp"
#include "serve_options.hpp"

namespace astar::cli {
namespace {

/// Idle and slow clients are dropped after this long without a byte.
constexpr time_t kIdleSeconds = 5;

void route(httplib::Server& server, ServeState& state) {
  // The body is read here, not by httplib: it would parse a body sent as
  // a form (curl's default type) and refuse one over 8 KiB.
  server.Post("/query", [&state](const httplib::Request& request,
                                 httplib::Response& response,
                                 const httplib::ContentReader& read) {
    state.requests.fetch_add(1, std::memory_order_relaxed);
    if (request.is_multipart_form_data()) {
      response.status = 415;
      return;
    }
    std::string body;
    read([&body](const char* data, std::size_t size) {
      body.append(data, size);
      return true;
    });
    auto lines = std::make_shared<RequestLines>(state, std::move(body));
    response.set_chunked_content_provider(
        "application/x-ndjson", [lines](std::size_t, httplib::DataSink& sink) {
          std::string out;
          const bool more = lines->next(out);
          // A client that left: the rest of its lines are not answered.
          if (!out.empty() && !sink.write(out.data(), out.size())) return false;
          if (!more) sink.done();
          return true;
        });
  });
  server.Get("/metrics", [&state](const httplib::Request&,
                                  httplib::Response& response) {
    response.set_content(metrics_text(state), "text/plain; version=0.0.4");
  });
  server.Get("/maps",
             [&state](const httplib::Request&, httplib::Response& response) {
               response.set_content(maps_text(state), "application/json");
             });
  server.Get("/health",
             [](const httplib::Request&, httplib::Response& response) {
               response.set_content("ok\n", "text/plain");
             });
  server.set_error_handler(
      [](const httplib::Request& request, httplib::Response& response) {
        response.set_content(
            "{\"error\":" +
                json_text("HTTP " + std::to_string(response.status) + " for " +
                          request.method + " " + request.path +
                          "; POST /query takes JSON lines, GET /metrics, /maps "
                          "and /health read") +
                "}\n",
            "application/json");
      });
}

void configure(httplib::Server& server, const ServeOptions& options) {
  const std::size_t connections = options.connections;
  server.new_task_queue = [connections] {
    return new httplib::ThreadPool(connections);
  };
  server.set_payload_max_length(options.max_request);
  // Answers go out in small chunks: without this, Nagle's algorithm holds
  // each one for the client's delayed acknowledgement (up to 40 ms).
  server.set_tcp_nodelay(true);
  server.set_read_timeout(kIdleSeconds, 0);
  server.set_write_timeout(kIdleSeconds, 0);
  server.set_keep_alive_timeout(kIdleSeconds);
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
  SearchPool searches(options.threads);
  ServeState state{maps, options.defaults, searches};
  httplib::Server server;
  configure(server, options);
  route(server, state);
  const int port =
      options.port == 0
          ? server.bind_to_any_port(options.host)
          : (server.bind_to_port(options.host, options.port) ? options.port
                                                             : -1);
  if (port < 0) {
    return report_error(
        fail(ErrorKind::IoFailure, "cannot listen on " + options.host + ":" +
                                       std::to_string(options.port) +
                                       " (in use, or not an address of this "
                                       "machine)"));
  }
  std::printf("astar-cli serve: %s, listening on http://%s:%d\n",
              served_list(state).c_str(), options.url_host.c_str(), port);
  std::fflush(stdout);
  return server.listen_after_bind() ? kExitOk : kExitUsage;
}

}  // namespace astar::cli
