#include "features/files/recovery_dialog.hpp"

#include <ctime>

#include "shell/system.hpp"

namespace astar::studio {

std::string describe_saved_at(std::int64_t seconds_since_epoch) {
  if (seconds_since_epoch <= 0) return "at an unknown time";
  const std::time_t when = static_cast<std::time_t>(seconds_since_epoch);
  std::tm local{};
  if (!local_time(when, local)) return "at an unknown time";
  char text[64];
  if (std::strftime(text, sizeof text, "on %Y-%m-%d at %H:%M:%S", &local) ==
      0) {
    return "at an unknown time";
  }
  return text;
}

void RecoveryDialog::show(std::string what, std::string when) {
  dialog_.show({{"astar-studio did not close properly last time."},
                {"Unsaved work on " + what + " was autosaved " + when + "."},
                {"Recover opens it; Discard deletes the copy for good.", true}},
               {{"Recover (Enter)", {ChoiceKey::Enter, ChoiceKey::KeypadEnter}},
                {"Discard (D)", {ChoiceKey::D}}});
}

std::optional<RecoveryChoice> RecoveryDialog::draw(float ui_scale,
                                                   UiTargets& targets) {
  const std::optional<std::size_t> choice = dialog_.draw(ui_scale, targets);
  if (!choice) return std::nullopt;
  return static_cast<RecoveryChoice>(*choice);
}

}  // namespace astar::studio
