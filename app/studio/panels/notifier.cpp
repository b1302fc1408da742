#include "panels/notifier.hpp"

#include <imgui.h>

#include <cstdio>

namespace astar::studio {

void Notifier::set(Level level, std::string text) {
  if (echo_ && (text != text_ || level != level_)) {
    const char* prefix = level == Level::Error     ? "error: "
                         : level == Level::Warning ? "warning: "
                                                   : "";
    std::printf("status: %s%s\n", prefix, text.c_str());
    std::fflush(stdout);
  }
  level_ = level;
  text_ = std::move(text);
}

void Notifier::info(std::string text) { set(Level::Info, std::move(text)); }
void Notifier::warn(std::string text) { set(Level::Warning, std::move(text)); }

void Notifier::error(std::string text) {
  dialog_text_ = text;
  dialog_pending_ = true;
  set(Level::Error, std::move(text));
}

void Notifier::draw_dialog() {
  if (dialog_pending_) {
    ImGui::OpenPopup("Something went wrong");
    dialog_pending_ = false;
  }
  const ImVec2 centre = ImGui::GetMainViewport()->GetCenter();
  ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(360, 0), ImVec2(720, 400));
  if (ImGui::BeginPopupModal("Something went wrong", nullptr,
                             ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40);
    ImGui::TextUnformatted(dialog_text_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    if (ImGui::Button("OK", ImVec2(120, 0)) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter))) {
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
}

}  // namespace astar::studio
