#pragma once
// What the headless driver attaches to the app: the script being played,
// the SDL event type its requests use, the screenshot asked for, the
// failure that ends the run, and whether frames are timed.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "script/script_runner.hpp"

namespace astar::studio {

struct HeadlessHooks {
  std::unique_ptr<ScriptRunner> script;
  std::uint32_t event_type = 0;  // SDL's user event for script requests
  std::optional<std::string> screenshot_path;  // captured next frame
  // Frames a screenshot has waited for the map's tiles to be drawn whole.
  int screenshot_waits = 0;
  std::optional<std::string> fatal;  // ends the run with status 2
  bool time_frames = false;          // draw every frame and wait for the GPU
};

}  // namespace astar::studio
