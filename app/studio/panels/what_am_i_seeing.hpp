#pragma once
// Help > "What am I seeing?": the colours, g, h and f, and what each
// algorithm does differently, for someone meeting A* for the first time.

namespace astar::studio {

class HelpPictures;
struct Palette;

// In the colours of `palette`, the one the canvas uses.
void draw_what_am_i_seeing(HelpPictures& pictures, const Palette& palette);

}  // namespace astar::studio
