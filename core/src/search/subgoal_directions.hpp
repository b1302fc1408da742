#pragma once
// The eight directions of the subgoal graph's scans, shared by its
// preparation and its repair.

namespace astar::detail {

inline constexpr int kStraightX[4] = {1, -1, 0, 0};
inline constexpr int kStraightY[4] = {0, 0, 1, -1};
inline constexpr int kDiagonalX[4] = {1, -1, 1, -1};
inline constexpr int kDiagonalY[4] = {1, 1, -1, -1};

}  // namespace astar::detail
