#include "serve_options.hpp"

#include <charconv>
#include <system_error>

#include "answer_options.hpp"
#include "astar/platform/utf8_path.hpp"
#include "map_options.hpp"

namespace astar::cli {
namespace {

constexpr OptionSpec kServeOptions[] = {
    {"map", true, true}, {"maps-dir"},    {"listen"},   {"threads"},
    {"connections"},     {"max-request"}, {"max-maps"}, {"post"},
    {"output"},          {"origin"},      {"world"},    {"max-expanded"},
    {"max-ms"},          kLayerOption,    kLevelOption, kValuesOption,
    {"updates"}};

Error bad_option(std::string message) {
  return fail(ErrorKind::BadArgument, std::move(message));
}

/// --listen HOST:PORT, [V6]:PORT or PORT (on 127.0.0.1).
Status read_listen(const std::string& text, ServeOptions& options) {
  const std::size_t colon = text.rfind(':');
  std::string host =
      colon == std::string::npos ? "127.0.0.1" : text.substr(0, colon);
  const std::string port =
      colon == std::string::npos ? text : text.substr(colon + 1);
  int value = -1;
  const auto [end, error] =
      std::from_chars(port.data(), port.data() + port.size(), value);
  if (error != std::errc() || end != port.data() + port.size() || value < 0 ||
      value > 65535 || host.empty()) {
    return bad_option("--listen '" + text +
                      "': expected HOST:PORT, [IPV6]:PORT or PORT, the port "
                      "0..65535 (0: any free one)");
  }
  options.url_host = host;
  if (host.size() > 2 && host.front() == '[' && host.back() == ']')
    host = host.substr(1, host.size() - 2);
  options.host = host;
  options.port = value;
  return {};
}

/// Every --map NAME=FILE, in order.
Status read_maps(const ParsedArgs& args, ServeOptions& options) {
  for (const auto& [name, value] : args.values) {
    if (name != "map") continue;
    const std::size_t equals = value.find('=');
    if (equals == 0 || equals == std::string::npos ||
        equals + 1 == value.size()) {
      return bad_option("--map '" + value + "': expected NAME=FILE");
    }
    options.maps.emplace_back(value.substr(0, equals),
                              value.substr(equals + 1));
  }
  return {};
}

Status read_maps_dir(const ParsedArgs& args, ServeOptions& options) {
  const std::string* dir = args.value("maps-dir");
  if (dir == nullptr) {
    if (options.maps.empty())
      return bad_option("serve needs --map NAME=FILE or --maps-dir DIR");
    return {};
  }
  std::error_code error;
  const std::filesystem::path path =
      std::filesystem::canonical(platform::utf8_path(*dir), error);
  if (error || !std::filesystem::is_directory(path, error)) {
    return fail(ErrorKind::IoFailure,
                "--maps-dir '" + *dir + "': not a folder that can be read");
  }
  options.maps_dir = path;
  return {};
}

/// A whole number of at least 1 into `field`, when the option is given.
Status read_count(const ParsedArgs& args, const char* name,
                  std::size_t& field) {
  const std::string* text = args.value(name);
  if (text == nullptr) return {};
  Result<long long> n = parse_positive(std::string("--") + name, *text);
  if (!n) return n.failure();
  field = static_cast<std::size_t>(n.value());
  return {};
}

}  // namespace

const CommandSyntax kServeSyntax{"serve", kServeOptions, {}, true};

Result<ServeOptions> read_serve_options(const ParsedArgs& given) {
  ServeOptions options;
  Result<AnswerDefaults> defaults = answer_defaults(given);
  if (!defaults) return defaults.failure();
  options.defaults = std::move(defaults).value();
  if (given.value("max-ms") == nullptr)
    options.defaults.budget.max_time = kDefaultMaxMs;
  Result<int> threads = thread_count(given);
  if (!threads) return threads.failure();
  options.threads = static_cast<std::size_t>(threads.value());
  options.layers = layer_options(given);
  if (const std::string* listen = given.value("listen")) {
    if (Status ok = read_listen(*listen, options); !ok) return ok.failure();
  }
  if (const std::string* updates = given.value("updates")) {
    Result<RedisUrl> url = parse_redis_url(*updates);
    if (!url) return url.failure();
    options.updates = std::move(url).value();
  }
  for (Status ok : {read_maps(given, options), read_maps_dir(given, options),
                    read_count(given, "connections", options.connections),
                    read_count(given, "max-request", options.max_request),
                    read_count(given, "max-maps", options.max_maps)}) {
    if (!ok) return ok.failure();
  }
  return options;
}

}  // namespace astar::cli
