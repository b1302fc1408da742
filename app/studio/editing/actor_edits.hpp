#pragma once
// The edits the agent and obstacle tools make: each is one EditCommand
// (an undo step) that replaces the document's actors, or a refusal that
// says why nothing was done. Pure: no SDL, no ImGui.

#include <string>
#include <variant>

#include "astar/edit/edit_history.hpp"

namespace astar::studio {

// An edit to apply, or why there is none (for the status line).
using ActorEdit = std::variant<EditCommand, std::string>;

// An agent on `cell`, walking at `speed` cells per second.
ActorEdit place_agent(const Document& doc, Point cell, double speed);
// An obstacle patrolling from `from` to `to` and back.
ActorEdit place_obstacle(const Document& doc, Point from, Point to,
                         double speed);
// One more point at the end of the newest obstacle's route.
ActorEdit extend_patrol(const Document& doc, Point cell);
// The agent on `cell`, or else the obstacle whose route has a point there.
ActorEdit remove_actor(const Document& doc, Point cell);

}  // namespace astar::studio
