#pragma once
// The question dialogs (confirm, unsaved changes, recovery) differ only in
// their words, buttons and keys; this is what they share: a centred modal
// with lines of text over a row of buttons, each also pressed by its keys.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ui/ui_targets.hpp"

namespace astar::studio {

enum class ChoiceKey : std::uint8_t { Enter, KeypadEnter, Escape, D };

struct ChoiceLine {
  std::string text;
  bool dim = false;  // the explanation under the question
};

struct ChoiceButton {
  // Also its click target, so headless scripts name it by this label.
  std::string label;
  std::vector<ChoiceKey> keys;
};

class ChoiceDialog {
 public:
  // `button_width` is in unscaled pixels.
  ChoiceDialog(const char* title, float button_width)
      : title_(title), button_width_(button_width) {}

  void show(std::vector<ChoiceLine> lines, std::vector<ChoiceButton> buttons);
  // Draws it while open; returns the index of the chosen button once. When
  // one frame presses several, the last in the row wins.
  std::optional<std::size_t> draw(float ui_scale, UiTargets& targets);
  // Asked and not answered yet.
  bool waiting() const { return requested_ || open_; }

 private:
  const char* title_;
  float button_width_;
  std::vector<ChoiceLine> lines_;
  std::vector<ChoiceButton> buttons_;
  bool requested_ = false;
  bool open_ = false;
};

}  // namespace astar::studio
