#pragma once
// Simulate mode in the studio: its commands, its panel section, the agents
// and obstacles over the canvas, and its lines for scripts. The model and
// its clock are in sim_controller.hpp; this wires them to the frame.

#include <string>
#include <vector>

#include "agents/sim_controller.hpp"
#include "modes/mode.hpp"

namespace astar::studio {

class SimulateMode final : public Mode {
 public:
  // Its switch and restart, the panel's settings; hears Space first, to
  // pause the agents while simulating.
  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  CommandState command_state(Command command,
                             const ModeContext& ctx) const override;
  void advance(ModeContext& ctx, double seconds) override;
  void draw_panel(ModeContext& ctx) override;
  void draw_overlay(ModeContext& ctx, const CanvasView& view, int run) override;
  // One "agent K at=X,Y state=... replans=N walked=D" line per agent.
  void describe(const ModeContext& ctx,
                std::vector<std::string>& lines) const override;
  bool busy(const ModeContext& ctx) const override;
  // SimulationOn while it is on.
  void publish(const ModeContext& ctx, Board& board) const override;

  // Enters Simulate mode unless already in it (--simulate, `simulate`).
  void start(ModeContext& ctx);
  void set_agent_unit(const SetAgentUnit& r, ModeContext& ctx);
  bool active() const { return sim_.active(); }
  // Planning milliseconds per frame while simulating: mean and max.
  std::string describe_planning() const;
  const SimulationController& controller() const { return sim_; }

 private:
  bool carry_out(Command command, ModeContext& ctx);

  SimulationController sim_;
};

}  // namespace astar::studio
