#pragma once
// The command line of `astar-cli serve`, read and checked.

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "astar/io/tile_maps.hpp"
#include "batch_answer.hpp"
#include "cli_options.hpp"
#include "commands.hpp"
#include "redis_client.hpp"

namespace astar::cli {

struct ServeOptions {
  std::vector<std::pair<std::string, std::string>> maps;  // --map NAME=FILE
  std::optional<std::filesystem::path> maps_dir;  // --maps-dir, canonical
  std::string host = "127.0.0.1";      // --listen HOST:PORT, loopback unless
  std::string url_host = "127.0.0.1";  // told otherwise; [v6] in URLs
  int port = 8080;
  std::size_t threads = 1;       // searches at once (--threads)
  std::size_t connections = 64;  // clients at once (--connections)
  std::size_t max_request = std::size_t{16} << 20;  // body bytes
  std::size_t max_maps = 64;  // maps held at once (--max-maps)
  LayerOptions layers;
  AnswerDefaults defaults;
  std::optional<RedisUrl> updates;  // --updates redis://HOST:PORT/STREAM
};

/// A query's time budget when --max-ms is not given: a server is never
/// held by one search for ever, and an A* corner to corner across an
/// 8192x8192 map (about 8 s on one core) still fits.
constexpr std::chrono::milliseconds kDefaultMaxMs{30000};

/// serve's options, with the search flags; no positional arguments.
extern const CommandSyntax kServeSyntax;
/// The options given, read and checked.
Result<ServeOptions> read_serve_options(const ParsedArgs& given);

}  // namespace astar::cli
