#pragma once
// Lines broken at spaces only. ImGui's own wrapping also breaks after a
// full stop, which split "g 13.5" into "13." and "5" in the explanations.

#include <functional>
#include <string_view>
#include <vector>

namespace astar::studio {

// The lines of `text` no wider than `width` by `measure`, broken at spaces
// (the spaces dropped); a word wider than `width` is a line of its own,
// never split.
std::vector<std::string_view> wrap_at_spaces(
    std::string_view text, float width,
    const std::function<float(std::string_view)>& measure);

// Draws `text` so wrapped to the space left on the current line, each line
// starting where the first does (after a bullet, say).
void text_wrapped_at_spaces(std::string_view text);
// The same, dimmed as hints are.
void dim_text_wrapped_at_spaces(std::string_view text);

}  // namespace astar::studio
