#pragma once
// Text cut by the edge of the window it is drawn in, found in what ImGui
// drew last frame: for the script's `clipped`, so tests can check that a
// layout leaves no label cut at a given window size and UI scale.
//
// It reads the draw lists rather than the widgets: a glyph is a quad
// textured from the font atlas, and one that reaches across its draw
// command's clip rectangle on the left or the right, while its row is in
// view, is cut there. Rows scrolled out of view (a panel that scrolls) are
// not cut text. Text that ImGui clips itself inside a widget (a button's or
// a combo's label, a text field's) is drawn with its edge glyph trimmed,
// which is seen here too, unless the widget's edge falls exactly between
// two glyphs. The canvas's own text may end at its edge (its cell numbers
// do), but a label trimmed inside a widget drawn on it is cut.

#include <string>
#include <vector>

struct ImDrawData;
struct ImFontAtlas;

namespace astar::studio {

struct ClippedText {
  std::string window;  // the owner of the draw list ("##left")
  std::string text;    // its line, without spaces (they draw no glyph)
};

// The runs of cut glyphs in `data`, one per line of text.
std::vector<ClippedText> find_clipped_text(const ImDrawData& data,
                                           const ImFontAtlas& atlas);

}  // namespace astar::studio
