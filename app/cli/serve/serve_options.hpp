#pragma once
// The command line of `astar-cli serve`, read and checked.

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
};

/// serve's options, with the search flags; no positional arguments.
extern const CommandSyntax kServeSyntax;
/// The options given, read and checked.
Result<ServeOptions> read_serve_options(const ParsedArgs& given);

}  // namespace astar::cli
