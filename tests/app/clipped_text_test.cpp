// The cut-text check on frames ImGui builds here without a window: text a
// window's edge cuts, and text ImGui trims inside a widget (a button's
// label, a combo's preview), are found; text that fits is not.

#include "ui/clipped_text.hpp"

#include <gtest/gtest.h>
#include <imgui.h>

#include <functional>
#include <string>
#include <vector>

namespace astar::studio {
namespace clipped_text_test {

// One frame of a 300x200 window holding what `draw` draws.
std::vector<ClippedText> cut_text_in(const std::function<void()>& draw) {
  ImGuiContext* context = ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(800, 600);
  io.DeltaTime = 1.0f / 60;
  unsigned char* pixels = nullptr;
  int w = 0;
  int h = 0;
  io.Fonts->GetTexDataAsAlpha8(&pixels, &w, &h);
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(300, 200));
  ImGui::Begin("##panel", nullptr, ImGuiWindowFlags_NoDecoration);
  draw();
  ImGui::End();
  ImGui::Render();
  std::vector<ClippedText> cut =
      find_clipped_text(*ImGui::GetDrawData(), *io.Fonts);
  ImGui::DestroyContext(context);
  return cut;
}

TEST(ClippedText, TextThatFitsIsNotCut) {
  const auto cut = cut_text_in([] {
    ImGui::TextUnformatted("Run to end");
    ImGui::Button("Reset");
    ImGui::SetNextItemWidth(200);
    if (ImGui::BeginCombo("##c", "Default (Octile)")) ImGui::EndCombo();
  });
  EXPECT_TRUE(cut.empty());
}

TEST(ClippedText, TextPastTheWindowsEdgeIsCut) {
  const auto cut = cut_text_in([] {
    ImGui::TextUnformatted(
        "A line far too long for a window three hundred pixels wide");
  });
  ASSERT_EQ(cut.size(), 1u);
  EXPECT_EQ(cut[0].window, "##panel");
  EXPECT_EQ(cut[0].text.rfind("Alinefartoolong", 0), 0u) << cut[0].text;
}

// ImGui draws a label too long for its widget with the edge glyph
// trimmed. When the edge falls between two glyphs nothing is trimmed, so
// the widths step a pixel at a time over two glyphs' advance.
TEST(ClippedText, ALabelTrimmedInsideItsWidgetIsCut) {
  int buttons = 0;
  int combos = 0;
  for (int width = 56; width < 70; ++width) {
    const auto cut = cut_text_in([&] {
      ImGui::Button("Greedy best-first", ImVec2(static_cast<float>(width), 0));
      ImGui::SetNextItemWidth(static_cast<float>(width - 20));
      if (ImGui::BeginCombo("##c", "Chebyshev")) ImGui::EndCombo();
    });
    for (const ClippedText& text : cut) {
      buttons += text.text.rfind("Greedy", 0) == 0;
      combos += text.text.rfind("Che", 0) == 0;
    }
  }
  EXPECT_GE(buttons, 7);
  EXPECT_GE(combos, 7);
}

}  // namespace clipped_text_test
}  // namespace astar::studio
