#pragma once
// A crowd's Guide over a flow field: an agent walks towards the centre of
// the cell its own cell steps to, so a thousand agents with one goal read
// one field instead of each planning a search. The field is the crowd
// world's, updated in place when the map changes; the guide only reads it.

#include "astar/crowd/guide.hpp"
#include "astar/field/flow_field.hpp"

namespace astar::studio {

class FieldGuide final : public Guide {
 public:
  explicit FieldGuide(const FlowField& field) : field_(&field) {}
  Vec2 direction(const Grid& grid, int id, const Agent& agent) override;

 private:
  const FlowField* field_;
};

}  // namespace astar::studio
