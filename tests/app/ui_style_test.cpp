// The studio's style: every text colour stands at least 4.5:1 (WCAG AA)
// against every background ImGui draws it on, and popups are opaque.

#include "ui/ui_style.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "ui/palette.hpp"
#include "ui/word_wrap.hpp"

namespace astar::studio {
namespace ui_style_test {

Rgba opaque(const ImVec4& c) {
  const auto byte = [](float v) {
    return static_cast<std::uint8_t>(std::lround(v * 255.0f));
  };
  return {byte(c.x), byte(c.y), byte(c.z), 255};
}

TEST(UiStyle, EveryTextReadsOnEveryBackgroundAndPopupsAreOpaque) {
  ImGuiStyle style;
  apply_ui_style(style, 1.0f);
  // Panels, popups and fields carry both texts (a field's hint is
  // TextDisabled); buttons and headers carry Text. (Disabled controls dim
  // their Text by DisabledAlpha, which WCAG exempts.)
  const std::vector<ImGuiCol> panels = {ImGuiCol_WindowBg, ImGuiCol_ChildBg,
                                        ImGuiCol_PopupBg, ImGuiCol_MenuBarBg,
                                        ImGuiCol_FrameBg};
  std::vector<ImGuiCol> controls = panels;
  controls.insert(controls.end(),
                  {ImGuiCol_Button, ImGuiCol_ButtonHovered, ImGuiCol_Header,
                   ImGuiCol_HeaderHovered, ImGuiCol_HeaderActive});
  const auto expect_readable = [&](ImGuiCol text,
                                   const std::vector<ImGuiCol>& on) {
    for (const ImGuiCol background : on) {
      EXPECT_GE(contrast_ratio(opaque(style.Colors[text]),
                               opaque(style.Colors[background])),
                4.5)
          << ImGui::GetStyleColorName(text) << " on "
          << ImGui::GetStyleColorName(background);
    }
  };
  expect_readable(ImGuiCol_Text, controls);
  expect_readable(ImGuiCol_TextDisabled, panels);
  EXPECT_EQ(style.Colors[ImGuiCol_PopupBg].w, 1.0f);
  EXPECT_EQ(style.Colors[ImGuiCol_MenuBarBg].w, 1.0f);
}

TEST(WordWrap, BreaksOnlyAtSpacesAndNeverInsideANumber) {
  // One unit of width a character.
  const auto measure = [](std::string_view s) {
    return static_cast<float>(s.size());
  };
  const std::string_view text =
      "(3,4) closed with g 13.5 and h 21.25; its neighbour 1234567890 waits";
  const auto lines = wrap_at_spaces(text, 12, measure);
  std::string joined;
  for (std::string_view line : lines) {
    EXPECT_TRUE(line.size() <= 12 || line.find(' ') == std::string_view::npos)
        << "'" << line << "' is too wide";
    EXPECT_NE(line.back(), '.');  // no number cut after its point
    EXPECT_NE(line.front(), ' ');
    joined += (joined.empty() ? "" : " ") + std::string(line);
  }
  EXPECT_EQ(joined, text);  // nothing lost, every break at a space
  EXPECT_EQ(lines[1], "with g 13.5");
  EXPECT_TRUE(wrap_at_spaces("", 10, measure).empty());
}

}  // namespace ui_style_test
}  // namespace astar::studio
