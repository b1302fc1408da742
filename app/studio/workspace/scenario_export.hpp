#pragma once
// File > Generate scenarios...: random problems on the current map, written
// as a Moving AI .scen with their optimal lengths (core scenario_gen), plus
// the map beside it when the scenario needs a file to name, so that
// `astar-cli scen FILE.scen` finds and checks it. No UI here.

#include <cstdint>
#include <string>

#include "astar/grid/grid.hpp"
#include "astar/result.hpp"

namespace astar::studio {

struct ScenarioRequest {
  int count = 100;
  std::uint64_t seed = 1;
  std::string path;  // the .scen to write
};

// The open document, as far as the export cares.
struct ScenarioSource {
  const Grid* grid = nullptr;
  std::string file_path;  // empty when never saved
  bool saved = false;     // the file holds exactly what is open
};

struct ScenarioReport {
  std::string scen_path;
  std::string map_path;  // the map the scenario names
  bool map_written = false;
  std::size_t problems = 0;
  int first_bucket = 0;
  int last_bucket = 0;
};

// Generates and writes the scenario under the Moving AI rules (8-connected,
// no corner cutting, costs 1 and sqrt 2), which `astar-cli scen` uses by
// default. The map beside it is the saved document when that file is in the
// same folder and holds exactly this grid; otherwise the grid is written as
// `<scen name>.png`, refusing to overwrite the document's own file.
Result<ScenarioReport> export_scenarios(const ScenarioSource& source,
                                        const ScenarioRequest& request);

// A sensible .scen path for a document: beside its file, or in the working
// folder when it was never saved.
std::string default_scenario_path(const std::string& document_path);

}  // namespace astar::studio
