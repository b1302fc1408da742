#pragma once
// The flow field's internals, for its two source files (flow_field.cpp:
// computing and reading; field_repair.cpp: following edits).
#include "astar/field/flow_field.hpp"
#include "field/field_settle.hpp"

namespace astar {

struct FieldAccess {
  // Sizes, rules, unit and revision from `grid`; the unit's map when the
  // unit is not one plain cell. No goals, no records.
  static void start(FlowField& f, const Grid& grid, const MovementRules& rules,
                    const Unit& unit);
  // The grid the unit walks: its unit grid, or `grid` itself.
  static const Grid& walked(const FlowField& f, const Grid& grid);
  // Every record afresh from the goals, narrow unless the sums outgrow it;
  // an error of kind Cancelled when `stop` asked (the records half done).
  static Status settle(FlowField& f, const Grid& walked,
                       const StopToken& stop = {});
  template <class L>
  static field_detail::SettleEnd settle_all(FlowField& f, const Grid& walked,
                                            const StopToken& stop);
  // The repair of update() over `area` of the walked grid; false when a sum
  // outgrew the layout (the records must then be settled afresh).
  template <class L>
  static bool repair(FlowField& f, const Grid& walked, CellArea area);

  static field_detail::Record record(const FlowField& f, int cell);
  static double cost(const FlowField& f, const field_detail::Record& r);
};

}  // namespace astar
