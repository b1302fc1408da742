#pragma once
// The status line and the error dialog. Every error reaches the user here,
// never as a crash. Headless runs also echo each message to stdout as
// "status: ..." so tests can see what the UI showed, and "status cleared"
// when the line empties.
//
// A message does not outstay its news: an info line expires a few seconds
// after it was posted (fading out over its last second), a warning stays
// until the next action of its kind succeeds (or another message replaces
// it), and an error stays until replaced, since it also came as a dialog.

#include <cstdint>
#include <string>

#include "ui/ui_targets.hpp"

namespace astar::studio {

class Notifier {
 public:
  // How long an info line shows, and the part of that spent fading out.
  static constexpr double kInfoSeconds = 4.0;
  static constexpr double kFadeSeconds = 1.0;

  // What a warning is about: the next success of the same kind clears it.
  enum class Topic : std::uint8_t {
    General,  // nothing clears it but another message
    Marker,   // placing or dragging the start and goal
    Paint,    // strokes, shapes and fills
    Search,   // starting or stepping the search
    Files,    // saving, exporting, autosaving and opening
  };

  explicit Notifier(bool echo_to_stdout) : echo_(echo_to_stdout) {}

  void info(std::string text);
  // A refused action: shown in the status line only.
  void warn(std::string text, Topic topic = Topic::General);
  // A failure: shown in the status line and in a dialog.
  void error(std::string text);
  // An action of this kind went through: its warning, if showing, goes.
  void succeeded(Topic topic);

  // Moves the clock (monotonic seconds); an info line past its time goes.
  void tick(double now);

  const std::string& text() const { return text_; }
  enum class Level { Info, Warning, Error };
  Level level() const { return level_; }
  // 1 while the line shows in full, falling to 0 as an info line expires.
  float opacity() const;
  // An info line is fading out: frames must keep coming to show it.
  bool fading() const;

  // Draws the error dialog when one is pending; its "OK" is a click target.
  void draw_dialog(UiTargets& targets);

 private:
  void set(Level level, std::string text, Topic topic);
  void clear();

  bool echo_;
  std::string text_;
  Level level_ = Level::Info;
  Topic topic_ = Topic::General;
  double now_ = 0;
  double posted_at_ = 0;
  bool shown_from_next_tick_ = false;  // posted_at_ not stamped yet
  std::string dialog_text_;
  bool dialog_pending_ = false;
};

}  // namespace astar::studio
