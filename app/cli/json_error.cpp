// The JSON twin of report_error, apart from cli_options.cpp so that the
// JSON library's names stay out of the option parser.

#include <cstdio>
#include <nlohmann/json.hpp>

#include "cli_options.hpp"

namespace astar::cli {

int report_error(const Error& error, bool json) {
  if (json) {
    const nlohmann::json object = {{"error", error.message}};
    const std::string text =
        object.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    std::printf("%s\n", text.c_str());
  }
  return report_error(error);
}

}  // namespace astar::cli
