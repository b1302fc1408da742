#include "ui/word_wrap.hpp"

#include <imgui.h>

#include <algorithm>

namespace astar::studio {

std::vector<std::string_view> wrap_at_spaces(
    std::string_view text, float width,
    const std::function<float(std::string_view)>& measure) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    // Whole words from `start` while they fit; at least one.
    std::size_t end = text.find(' ', start);
    if (end == std::string_view::npos) end = text.size();
    while (end < text.size()) {
      std::size_t next = text.find(' ', end + 1);
      if (next == std::string_view::npos) next = text.size();
      if (measure(text.substr(start, next - start)) > width) break;
      end = next;
    }
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

void text_wrapped_at_spaces(std::string_view text) {
  const float width =
      std::max(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 4.0f);
  const auto measure = [](std::string_view part) {
    return ImGui::CalcTextSize(part.data(), part.data() + part.size()).x;
  };
  ImGui::BeginGroup();
  for (std::string_view line : wrap_at_spaces(text, width, measure)) {
    ImGui::TextUnformatted(line.data(), line.data() + line.size());
  }
  ImGui::EndGroup();
}

void dim_text_wrapped_at_spaces(std::string_view text) {
  ImGui::PushStyleColor(ImGuiCol_Text,
                        ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  text_wrapped_at_spaces(text);
  ImGui::PopStyleColor();
}

}  // namespace astar::studio
