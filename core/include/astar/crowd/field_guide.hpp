#pragma once
/// @file field_guide.hpp
/// A crowd's Guide over a flow field: an agent walks towards the centre of
/// the cell its own cell steps to, so a thousand agents with one goal read
/// one field instead of each planning a search (PathGuide). The field is
/// the caller's, updated in place when the map changes (FlowField::update);
/// the guide only reads it, and must not outlive it.
///
/// ```cpp
/// astar::Result<astar::FlowField> field = astar::FlowField::compute(grid,
/// goals); crowd.set_guide(std::make_unique<astar::FieldGuide>(field.value()));
/// ```
///
/// An agent on a cell no goal can be reached from, or on a grid of another
/// size than the field's, stands still. One that stands on a goal cell
/// walks to its own goal when that lies in the cell, else to the cell's
/// centre (goals side by side: the nearest goal is the cell's own).

#include "astar/crowd/guide.hpp"
#include "astar/field/flow_field.hpp"

namespace astar {

class FieldGuide final : public Guide {
 public:
  explicit FieldGuide(const FlowField& field) : field_(&field) {}
  Vec2 direction(const Grid& grid, int id, const Agent& agent) override;

 private:
  const FlowField* field_;
};

}  // namespace astar
