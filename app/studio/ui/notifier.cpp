#include "ui/notifier.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace astar::studio {

void Notifier::set(Level level, std::string text, Topic topic) {
  if (echo_ && (text != text_ || level != level_)) {
    const char* prefix = level == Level::Error     ? "error: "
                         : level == Level::Warning ? "warning: "
                                                   : "";
    std::printf("status: %s%s\n", prefix, text.c_str());
    std::fflush(stdout);
  }
  level_ = level;
  topic_ = topic;
  text_ = std::move(text);
  // Its time starts at the next frame: a message posted in the middle of a
  // long frame (opening a big map) still shows for its full time, and so
  // does a repeated one.
  shown_from_next_tick_ = true;
}

void Notifier::clear() {
  if (text_.empty()) return;
  if (echo_) {
    std::printf("status cleared\n");
    std::fflush(stdout);
  }
  text_.clear();
  level_ = Level::Info;
  topic_ = Topic::General;
}

void Notifier::info(std::string text) {
  set(Level::Info, std::move(text), Topic::General);
}

void Notifier::warn(std::string text, Topic topic) {
  set(Level::Warning, std::move(text), topic);
}

void Notifier::error(std::string text) {
  dialog_text_ = text;
  dialog_pending_ = true;
  set(Level::Error, std::move(text), Topic::General);
}

void Notifier::succeeded(Topic topic) {
  if (level_ == Level::Warning && topic != Topic::General && topic_ == topic) {
    clear();
  }
}

void Notifier::tick(double now) {
  now_ = now;
  if (shown_from_next_tick_) {
    posted_at_ = now;
    shown_from_next_tick_ = false;
  }
  if (level_ == Level::Info && now_ - posted_at_ >= kInfoSeconds) clear();
}

float Notifier::opacity() const {
  if (level_ != Level::Info || shown_from_next_tick_) return 1.0f;
  const double left = kInfoSeconds - (now_ - posted_at_);
  return static_cast<float>(std::clamp(left / kFadeSeconds, 0.0, 1.0));
}

bool Notifier::fading() const {
  return !text_.empty() && level_ == Level::Info && !shown_from_next_tick_ &&
         now_ - posted_at_ >= kInfoSeconds - kFadeSeconds;
}

void Notifier::draw_dialog(UiTargets& targets) {
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
    // Keys from the frame after it appears: the Enter that failed (in
    // File > Open's path field, say) must not close it unread.
    const bool keys = !ImGui::IsWindowAppearing();
    if (target_button(targets, "OK", ImVec2(120, 0)) ||
        (keys && (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)) ||
                  ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter))))) {
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
}

}  // namespace astar::studio
