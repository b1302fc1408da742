#include "workspace/scenario_export.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "astar/generate/scenario_gen.hpp"
#include "astar/grid/analysis.hpp"
#include "astar/io/file_io.hpp"
#include "astar/io/map_io.hpp"
#include "astar/io/movingai_io.hpp"
#include "astar/platform/utf8_path.hpp"

namespace astar::studio {
namespace fs = std::filesystem;
namespace {

fs::path folder_of(const fs::path& path) {
  std::error_code error;
  const fs::path absolute =
      fs::weakly_canonical(fs::absolute(path, error), error);
  return absolute.parent_path();
}

// True when the saved document file can stand for the grid: it holds the
// same cells and sits in the scenario's folder.
bool document_usable(const ScenarioSource& source, const fs::path& scen) {
  if (source.file_path.empty() || !source.saved) return false;
  const fs::path doc = platform::utf8_path(source.file_path);
  const std::string ext = lowercase_extension(platform::utf8_string(doc));
  const bool lossless =
      ext == ".png" || (ext == ".map" && !has_terrain(*source.grid));
  return lossless && folder_of(doc) == folder_of(scen);
}

}  // namespace

Result<ScenarioReport> export_scenarios(const ScenarioSource& source,
                                        const ScenarioRequest& request) {
  const fs::path scen = platform::utf8_path(request.path);
  if (request.path.empty() || scen.filename().empty()) {
    return fail(ErrorKind::BadArgument, "choose a file name for the scenario");
  }
  if (lowercase_extension(platform::utf8_string(scen)) != ".scen") {
    return fail(ErrorKind::BadArgument,
                request.path + ": a scenario file must end in .scen");
  }
  ScenarioReport report;
  report.scen_path = request.path;
  const bool use_document = document_usable(source, scen);
  if (use_document) {
    report.map_path = source.file_path;
  } else {
    report.map_path =
        platform::utf8_string(fs::path(scen).replace_extension(".png"));
    std::error_code error;
    if (!source.file_path.empty() &&
        fs::equivalent(platform::utf8_path(report.map_path),
                       platform::utf8_path(source.file_path), error)) {
      return fail(ErrorKind::BadArgument,
                  report.map_path +
                      ": the map beside the scenario would overwrite the open "
                      "map, which has unsaved changes; save it first or choose "
                      "another scenario name");
    }
  }

  ScenarioSettings settings;
  settings.count = request.count;
  settings.seed = request.seed;
  settings.map_name =
      platform::utf8_string(platform::utf8_path(report.map_path).filename());
  auto scenario = generate_scenario(*source.grid, settings);
  if (!scenario) return scenario.failure().prefixed(request.path + ": ");

  if (!use_document) {
    auto saved = save_map(*source.grid, report.map_path);
    if (!saved) return saved.failure();
    report.map_written = true;
  }
  if (Status written =
          write_file_atomic(request.path, format_scenario(scenario.value()));
      !written) {
    return written.failure();
  }
  const auto& problems = scenario.value().problems;
  report.problems = problems.size();
  if (!problems.empty()) {
    report.first_bucket = problems.front().bucket;
    report.last_bucket = problems.back().bucket;
  }
  return report;
}

std::string default_scenario_path(const std::string& document_path) {
  if (document_path.empty()) {
    std::error_code error;
    return platform::utf8_string(fs::current_path(error) / "untitled.scen");
  }
  return platform::utf8_string(
      platform::utf8_path(document_path).replace_extension(".scen"));
}

}  // namespace astar::studio
