#pragma once
// The status line and the error dialog. Every error reaches the user here,
// never as a crash. Headless runs also echo each message to stdout as
// "status: ..." so tests can see what the UI showed.

#include <string>

namespace astar::studio {

class Notifier {
 public:
  explicit Notifier(bool echo_to_stdout) : echo_(echo_to_stdout) {}

  void info(std::string text);
  // A refused action: shown in the status line only.
  void warn(std::string text);
  // A failure: shown in the status line and in a dialog.
  void error(std::string text);

  const std::string& text() const { return text_; }
  enum class Level { Info, Warning, Error };
  Level level() const { return level_; }

  // Draws the error dialog when one is pending.
  void draw_dialog();

 private:
  void set(Level level, std::string text);

  bool echo_;
  std::string text_;
  Level level_ = Level::Info;
  std::string dialog_text_;
  bool dialog_pending_ = false;
};

}  // namespace astar::studio
