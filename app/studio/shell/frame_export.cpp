#include "shell/frame_export.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <system_error>

#include "astar/platform/utf8_path.hpp"
#include "shell/screenshot_file.hpp"

namespace astar::studio {
namespace fs = std::filesystem;
namespace {

// Refuses a folder that holds anything: a frame could replace a file the
// user did not open, and an old sequence would mix with the new one.
Status check_folder(const std::string& folder) {
  std::error_code error;
  const fs::file_status status = fs::status(platform::utf8_path(folder), error);
  if (fs::exists(status) && !fs::is_directory(status)) {
    return fail(ErrorKind::BadArgument,
                folder +
                    ": cannot export frames there: it is a file, not a "
                    "folder");
  }
  if (!fs::exists(status)) {
    if (!fs::create_directories(platform::utf8_path(folder), error)) {
      return fail(ErrorKind::IoFailure,
                  folder + ": cannot create the folder: " + error.message());
    }
    return {};
  }
  fs::directory_iterator it(platform::utf8_path(folder), error);
  if (error) {
    return fail(ErrorKind::IoFailure,
                folder + ": cannot read the folder: " + error.message());
  }
  if (it != fs::directory_iterator()) {
    return fail(ErrorKind::BadArgument,
                platform::utf8_string(it->path()) +
                    " already exists: frames go to a new or empty folder, "
                    "so that no file is overwritten");
  }
  return {};
}

}  // namespace

Status FrameExport::begin(const std::string& folder, std::int64_t every) {
  if (every < 1 || every > kMaxEvery) {
    return fail(ErrorKind::BadArgument, "export every K steps: K must be 1.." +
                                            std::to_string(kMaxEvery) +
                                            ", not " + std::to_string(every));
  }
  if (folder.empty()) {
    return fail(ErrorKind::BadArgument, "export frames: no folder given");
  }
  if (Status checked = check_folder(folder); !checked) return checked;
  active_ = true;
  folder_ = folder;
  every_ = every;
  next_index_ = 0;
  last_step_ = -1;
  last_frame_ = false;
  at_limit_ = false;
  outcome_.clear();
  return {};
}

std::string FrameExport::next_path() const {
  char name[32];
  std::snprintf(name, sizeof name, "frame_%05lld.png",
                static_cast<long long>(next_index_));
  return platform::utf8_string(platform::utf8_path(folder_) / name);
}

bool FrameExport::want_frame(std::int64_t step, bool at_end) {
  if (!active_) return false;
  if (step == last_step_) {
    // The end was already written (it fell on a multiple of K).
    active_ = false;
    outcome_ = "Exported " + std::to_string(next_index_) + " frames to " +
               folder_ + ".";
    return false;
  }
  last_step_ = step;
  pending_ = true;
  at_limit_ = !at_end && next_index_ + 1 >= kMaxFrames;
  last_frame_ = at_end || at_limit_;
  return true;
}

Status FrameExport::write(const Screenshot& canvas) {
  pending_ = false;
  const std::string path = next_path();
  std::error_code ignored;
  if (fs::exists(platform::utf8_path(path), ignored)) {
    active_ = false;
    return fail(ErrorKind::BadArgument,
                path +
                    " appeared while exporting; it was left alone and the "
                    "export stopped");
  }
  if (Status written = write_screenshot_png(canvas, path); !written) {
    active_ = false;
    return written;
  }
  ++next_index_;
  if (last_frame_) {
    active_ = false;
    outcome_ = "Exported " + std::to_string(next_index_) + " frames to " +
               folder_ + ".";
    if (at_limit_) {
      outcome_ += " Stopped at the limit of " + std::to_string(kMaxFrames) +
                  " frames (step " + std::to_string(last_step_) +
                  "): a larger K covers the whole search.";
    }
  }
  return {};
}

Screenshot crop(const Screenshot& shot, float x, float y, float w, float h,
                float scale) {
  const int left =
      std::clamp(static_cast<int>(std::lround(x * scale)), 0, shot.width);
  const int top =
      std::clamp(static_cast<int>(std::lround(y * scale)), 0, shot.height);
  const int right = std::clamp(static_cast<int>(std::lround((x + w) * scale)),
                               left, shot.width);
  const int bottom = std::clamp(static_cast<int>(std::lround((y + h) * scale)),
                                top, shot.height);
  Screenshot out;
  out.width = right - left;
  out.height = bottom - top;
  out.rgb.resize(static_cast<std::size_t>(out.width) * out.height * 3);
  for (int row = 0; row < out.height; ++row) {
    const auto from =
        shot.rgb.begin() +
        (static_cast<std::ptrdiff_t>(top + row) * shot.width + left) * 3;
    std::copy(
        from, from + static_cast<std::ptrdiff_t>(out.width) * 3,
        out.rgb.begin() + static_cast<std::ptrdiff_t>(row) * out.width * 3);
  }
  return out;
}

}  // namespace astar::studio
