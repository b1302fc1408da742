#pragma once
// The Crowds feature's commands: its switch on the Simulate menu, and the
// buttons of its panel section, each also a `command NAME` for scripts.

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec ToggleCrowds{
    .name = "crowds",
    .label = "Crowds: many agents following a flow field",
    .shortcut = "",
    .menu = "Simulate",
    .section = 1,
    .tooltip =
        "Place hundreds of agents in the selection or with the brush, and "
        "watch them walk to the goals along one flow field, steering around "
        "each other"};

inline constexpr CommandSpec PlaceCrowd{
    .name = "crowd-place",
    .label = "Place agents in the selection",
    .shortcut = "",
    .tooltip =
        "Adds the count's agents on the open cells of the selection "
        "(Select tool), spread evenly"};

inline constexpr CommandSpec ClearCrowd{
    .name = "crowd-clear",
    .label = "Remove the agents",
    .shortcut = "",
    .tooltip = "Removes every agent of the crowd"};

inline constexpr CommandSpec ToggleCrowdGoalClicks{
    .name = "crowd-goals",
    .label = "Crowd goals: a click adds or removes one",
    .shortcut = "",
    .tooltip =
        "While on, a click on the map adds a goal there, and a click on a "
        "goal removes it; each agent walks to its nearest goal"};

inline constexpr CommandSpec ClearCrowdGoals{
    .name = "crowd-goals-clear",
    .label = "Remove the crowd's goals",
    .shortcut = "",
    .tooltip = "Removes every goal of the crowd: the agents stand"};

inline constexpr CommandSpec ToggleCrowdBrush{
    .name = "crowd-brush",
    .label = "Agent brush: a drag paints agents",
    .shortcut = "",
    .tooltip =
        "While on, a drag on the map paints agents: one on each open cell "
        "under the brush that none stands on yet"};

inline constexpr CommandSpec RunCrowd{
    .name = "crowd-run",
    .label = "Run or pause the crowd",
    .shortcut = "",
    .tooltip = "The agents walk, a fixed step of 0.1 s at a time"};

inline constexpr CommandSpec ResetCrowd{
    .name = "crowd-reset",
    .label = "Reset the crowd",
    .shortcut = "",
    .tooltip = "Every agent back where it was placed"};

inline constexpr CommandSpec ToggleCrowdAvoidance{
    .name = "crowd-avoidance",
    .label = "Avoidance between agents",
    .shortcut = "",
    .tooltip =
        "On, agents steer around each other (ORCA); off, they walk "
        "through one another and only the walls stop them"};

inline constexpr CommandSpec ToggleFlowFieldView{
    .name = "crowd-field",
    .label = "Show the flow field",
    .shortcut = "",
    .tooltip =
        "Each cell's cost to the nearest goal as a heat map, and its "
        "step as an arrow where cells are big enough"};

inline constexpr CommandSpec ToggleRepairView{
    .name = "crowd-repair",
    .label = "Show the re-plan's repair",
    .shortcut = "",
    .tooltip =
        "A unit's path from the start to the goal, kept by D* Lite: "
        "an edit under it shows the cells the repair touched"};

}  // namespace astar::studio::cmd
