#pragma once
// The first run: started with no file, the studio greets with what one
// can do first (the demo, a generated map, a file, the recent ones, the
// help) instead of a bare untitled grid. It goes once a document is
// opened or made, or when closed; its buttons only ask (requests).

#include <cstdint>
#include <string>
#include <vector>

#include "modes/mode.hpp"

namespace astar::studio {

// The demo map of the source tree the studio was built from; "" when it
// is not there (moved, or a copy of the binary elsewhere).
std::string bundled_demo_map();

class WelcomeMode final : public Mode {
 public:
  // `demo_map`: the bundled demo's path ("" when it is not there).
  explicit WelcomeMode(std::string demo_map) : demo_map_(std::move(demo_map)) {}

  // Greets over the document open now; it goes when another is.
  void show(const Workspace& workspace);
  bool shown() const { return shown_; }

  // Hears Escape first, and takes it while shown (it closes); owns File >
  // Open the demo map.
  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  // Open the demo map is shown only where the demo is.
  CommandState command_state(Command command,
                             const ModeContext& ctx) const override;
  void draw_windows(ModeContext& ctx) override;
  // "welcome shown" while it is up.
  void describe(const ModeContext& ctx,
                std::vector<std::string>& lines) const override;

 private:
  void draw_contents(ModeContext& ctx);
  void draw_recent(ModeContext& ctx);
  // A button that asks for `request` and closes the welcome.
  void action(const char* label, const char* help, Request request,
              ModeContext& ctx, bool enabled = true);

  std::string demo_map_;
  bool shown_ = false;
  std::uint64_t document_ = 0;  // the document it greets over
};

}  // namespace astar::studio
