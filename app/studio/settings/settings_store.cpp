#include "settings/settings_store.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "astar/io/file_io.hpp"
#include "astar/platform/utf8_path.hpp"
#include "astar/std_compat.hpp"
#include "shell/system.hpp"
#include "workspace/layer_memory.hpp"
#include "workspace/recent_files.hpp"

namespace astar::studio {
namespace {

template <typename T>
bool parse_value(const std::string& text, T& out) {
  T value{};
  const auto [end, error] =
      astar::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return false;
  out = value;
  return true;
}

// One "key=value" line; false when the value is bad. Unknown keys are
// skipped: a newer version may have written them.
bool apply_setting(const std::string& key, const std::string& value,
                   AppSettings& s) {
  bool ok = true;
  if (key == "palette") {
    if (value == to_string(PaletteKind::Standard)) {
      s.palette = PaletteKind::Standard;
    } else if (value == to_string(PaletteKind::ColourBlindSafe)) {
      s.palette = PaletteKind::ColourBlindSafe;
    } else {
      ok = false;
    }
  } else if (key == "speed") {
    double speed = 0;
    ok = parse_value(value, speed) && speed >= 1 && speed <= 1e5;
    if (ok) s.speed = speed;
  } else if (key == "grid_lines") {
    ok = value == "0" || value == "1";
    if (ok) s.grid_lines = value == "1";
  } else if (key == "step_many") {
    int n = 0;
    ok = parse_value(value, n) && n >= 1 && n <= 1000000;
    if (ok) s.step_many = n;
  } else if (key == "terrain_weight") {
    int w = 0;
    // Any terrain weight: the eyedropper can pick one off the levels.
    ok = parse_value(value, w) && w >= 2 && w <= 255;
    if (ok) s.terrain_weight = w;
  } else if (key == "labels") {
    const auto numbers = parse_cell_numbers(value);
    ok = numbers.has_value();
    if (ok) s.cell_labels.numbers = *numbers;
  } else if (key == "arrows") {
    ok = value == "0" || value == "1";
    if (ok) s.cell_labels.arrows = value == "1";
  } else if (key == "origin") {
    const auto origin = parse_cell_origin(value);
    ok = origin.has_value();
    if (ok) s.origin = *origin;
  } else if (key == "ui_scale") {
    float scale = 0;
    ok = value == "auto" || (parse_value(value, scale) &&
                             scale >= kMinUiScale && scale <= kMaxUiScale);
    if (ok) s.ui_scale = value == "auto" ? 0 : scale;
  } else if (key == "recent") {
    // One line each, newest first.
    ok = !value.empty() && s.recent_files.size() < kMaxRecentFiles;
    if (ok) s.recent_files.push_back(value);
  } else if (key == "layer_choice") {
    LayerChoice choice;
    ok = parse_layer_choice(value, choice) &&
         s.layer_choices.size() < kMaxLayerChoices;
    if (ok) s.layer_choices.push_back(std::move(choice));
  }
  return ok;
}

}  // namespace

std::optional<std::string> config_folder() {
  const std::optional<std::filesystem::path> base = user_config_base();
  if (!base) return std::nullopt;
  const std::filesystem::path folder = *base / "astar-studio";
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error) return std::nullopt;
  return platform::utf8_string(folder);
}

LoadedSettings load_settings(const std::string& path) {
  LoadedSettings loaded;
  std::ifstream in(path);
  if (!in) return loaded;  // first run: defaults
  AppSettings& s = loaded.settings;
  std::string line;
  int line_number = 0;
  while (std::getline(in, line)) {
    ++line_number;
    if (line.empty() || line[0] == '#') continue;
    const std::size_t eq = line.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = line.substr(0, eq);
    const std::string value = line.substr(eq + 1);
    const bool ok = apply_setting(key, value, s);
    if (!ok && loaded.warning.empty()) {
      loaded.warning = path + ":" + std::to_string(line_number) +
                       ": ignored bad setting '" + line + "'";
    }
  }
  return loaded;
}

Status save_settings(const std::string& path, const AppSettings& s) {
  std::ostringstream out;
  out << "# astar-studio settings\n"
      << "palette=" << to_string(s.palette) << "\n"
      << "speed=" << s.speed << "\n"
      << "grid_lines=" << (s.grid_lines ? 1 : 0) << "\n"
      << "step_many=" << s.step_many << "\n"
      << "terrain_weight=" << s.terrain_weight << "\n"
      << "labels=" << to_string(s.cell_labels.numbers) << "\n"
      << "arrows=" << (s.cell_labels.arrows ? 1 : 0) << "\n"
      << "origin=" << to_string(s.origin) << "\n"
      << "ui_scale=";
  if (s.ui_scale > 0) {
    out << s.ui_scale << "\n";
  } else {
    out << "auto\n";
  }
  for (const std::string& recent : s.recent_files) {
    out << "recent=" << recent << "\n";
  }
  for (const LayerChoice& choice : s.layer_choices) {
    out << "layer_choice=" << format_layer_choice(choice) << "\n";
  }
  // Written beside the target and renamed, so a crash never leaves half a
  // file.
  return write_file_atomic(path, out.str());
}

bool StoredSettings::store_due(double seconds) {
  since_store += seconds;
  if (since_store < kStoreSeconds) return false;
  since_store = 0;
  return true;
}

void StoredSettings::store() {
  if (path.empty() || on_disk == values) return;
  if (save_settings(path, values)) on_disk = values;
}

}  // namespace astar::studio
