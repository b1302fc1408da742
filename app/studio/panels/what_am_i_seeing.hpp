#pragma once
// Help > "What am I seeing?": the colours, g, h and f, and what each
// algorithm does differently, for someone meeting A* for the first time.

namespace astar::studio {

void draw_what_am_i_seeing();

}  // namespace astar::studio
