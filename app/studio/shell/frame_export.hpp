#pragma once
// Exporting the canvas every K steps as a numbered PNG sequence
// (frame_00000.png, frame_00001.png, ...) for slides: frame i shows step
// i*K, and the last frame the search's end. One frame is written per
// rendered frame, so the UI stays live, shows progress and can cancel.
//
// A file the user did not open is never overwritten: the folder must be
// new or empty when the export starts. At most kMaxFrames frames are
// written; an export that reaches the limit says so.

#include <cstdint>
#include <optional>
#include <string>

#include "astar/result.hpp"
#include "shell/screenshot.hpp"

namespace astar::studio {

class FrameExport {
 public:
  static constexpr int kMaxFrames = 1000;
  static constexpr std::int64_t kMaxEvery = 1'000'000'000;

  // Checks the request and creates the folder when it is missing. Fails,
  // naming the file, when the folder already holds something.
  Status begin(const std::string& folder, std::int64_t every);
  bool active() const { return active_; }
  void cancel() { active_ = false; }

  // The step the next frame should show.
  std::int64_t next_step() const { return next_index_ * every_; }
  // The search now stands at `step` and `at_end` says it can go no
  // further: whether the frame about to be drawn is to be captured (false
  // when it would repeat the last one, which ends the export).
  bool want_frame(std::int64_t step, bool at_end);
  // Writes the captured canvas as the next frame; after the last one the
  // export is no longer active.
  Status write(const Screenshot& canvas);

  // A frame was asked for and not written yet.
  bool capture_pending() const { return pending_; }

  int written() const { return static_cast<int>(next_index_); }
  const std::string& folder() const { return folder_; }
  std::int64_t every() const { return every_; }
  // Why the export ended: "Exported N frames to DIR" or the frame limit.
  const std::string& outcome() const { return outcome_; }
  // The file the next frame goes to.
  std::string next_path() const;

 private:
  bool active_ = false;
  std::string folder_;
  std::int64_t every_ = 1;
  std::int64_t next_index_ = 0;
  std::int64_t last_step_ = -1;
  bool last_frame_ = false;  // the frame being captured is the final one
  bool at_limit_ = false;    // ... because of kMaxFrames
  bool pending_ = false;
  std::string outcome_;
};

// The window's pixels inside the rectangle (window coordinates, scaled
// to the framebuffer by `scale`).
Screenshot crop(const Screenshot& shot, float x, float y, float w, float h,
                float scale);

}  // namespace astar::studio
