#pragma once
// The app's own settings (palette, speed, ...) and where they and ImGui's
// layout live: $XDG_CONFIG_HOME/astar-studio/, or ~/.config/astar-studio/.
// Headless runs never touch them, so tests stay hermetic.

#include <optional>
#include <string>
#include <vector>

#include "astar/grid/coordinates.hpp"
#include "astar/result.hpp"
#include "ui/label_options.hpp"
#include "ui/palette.hpp"
#include "workspace/layer_memory.hpp"

namespace astar::studio {

inline constexpr float kMinUiScale = 0.75f;
inline constexpr float kMaxUiScale = 3.0f;

struct AppSettings {
  PaletteKind palette = PaletteKind::Standard;
  double speed = 60;  // expansions per second
  bool grid_lines = true;
  int step_many = 10;  // the N of Step xN
  int terrain_weight = 2;
  CellLabelOptions cell_labels;  // numbers and arrows in zoomed-in cells
  // How the inspector, the status bar and `state` count cells.
  CellOrigin origin = CellOrigin::TopLeft;
  // The UI scale, 0.75..3; 0 follows the display's DPI.
  float ui_scale = 0;
  std::vector<std::string> recent_files;  // newest first
  // The layer and level chosen in each Tiled or LDtk file, newest first.
  std::vector<LayerChoice> layer_choices;
  friend bool operator==(const AppSettings&, const AppSettings&) = default;
};

// The settings and the file they are kept in (empty: nowhere, as in
// headless runs), written as they change, not only on quitting: a browser
// page is closed without the app being asked.
struct StoredSettings {
  static constexpr double kStoreSeconds = 1.0;

  std::string path;
  AppSettings values;
  AppSettings on_disk;  // what the file holds
  double since_store = 0;

  // Counts a frame's seconds; true once every kStoreSeconds.
  bool store_due(double seconds);
  // Writes the values when they differ from the file's. A failure is not
  // worth a message each second: the next start uses what was stored
  // last, or the defaults.
  void store();
};

// The config folder, created if missing; empty when there is no home.
std::optional<std::string> config_folder();

// Reads settings; unknown keys are skipped, bad values are reported and
// keep their defaults.
struct LoadedSettings {
  AppSettings settings;
  std::string warning;  // empty when everything was understood
};
LoadedSettings load_settings(const std::string& path);
Status save_settings(const std::string& path, const AppSettings& settings);

}  // namespace astar::studio
