#pragma once
// The clearance overlay's data: per cell, the largest unit size that can
// stand there under the search settings' terrain table (units.hpp). It is
// worked out only while the overlay shows, follows cell edits locally
// (Clearance::update over the cells changed since it last looked) and is
// computed afresh for another document, a resized map or another table.

#include <cstdint>

#include "astar/grid/units.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

class ClearanceView {
 public:
  bool shown() const { return shown_; }
  void set_shown(bool on) { shown_ = on; }
  // Catches up with the workspace while shown.
  void follow(const Workspace& workspace);
  // Valid while shown(), after follow().
  const Clearance& clearance() const { return clearance_; }
  // Full computes since construction (a test's proof that edits are local).
  std::int64_t computes() const { return computes_; }

 private:
  bool shown_ = false;
  bool known_ = false;
  std::uint64_t document_ = 0;
  std::uint64_t cells_ = 0;
  TerrainTable table_;
  Clearance clearance_;
  std::int64_t computes_ = 0;
};

}  // namespace astar::studio
