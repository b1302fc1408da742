#pragma once
// Shared links (astar/session/link.hpp): Edit > Copy link puts the state
// shown (the map, the markers, run 1's settings, the step it reached and
// the view) on the clipboard as one line of text; pasting such a line
// (Ctrl+V, Edit > Open link from clipboard) or --open-link opens it as a
// new untitled document and replays the search to that step.

#include <cstdint>
#include <string>
#include <string_view>

#include "modes/mode.hpp"

namespace astar::studio {

// The link of the state shown now.
Result<std::string> current_link(const ModeContext& ctx);

// The request that opens the link's state as a new untitled document.
Result<OpenUntitled> link_request(std::string_view text);

class LinksMode final : public Mode {
 public:
  // Copy link, open link, the requests that open one, the script's `link`.
  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  // Prints 'link: ' and the link of the state shown.
  void run_script_verb(const ScriptCommand& command, ModeContext& ctx) override;

  // Once the link's document is open: run 1 alone, replayed to `step`.
  void replay(std::int64_t step, ModeContext& ctx);

 private:
  void copy(ModeContext& ctx);
  void paste(ModeContext& ctx);
};

}  // namespace astar::studio
