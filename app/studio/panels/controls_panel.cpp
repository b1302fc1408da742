#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "panels/panels.hpp"
#include "stepping/search_commands.hpp"
#include "ui/ui_util.hpp"
#include "ui/word_wrap.hpp"

namespace astar::studio {
namespace {

void command_button(const char* label, Command command, const char* help,
                    RequestQueue& out, UiTargets& targets, float width) {
  if (target_button(targets, label, ImVec2(width, 0))) out.push_back(command);
  tooltip(help, command.spec().shortcut);
}

// Run to end and Reset; while the search runs to the end, a progress bar
// of the same height in their place, so nothing below moves.
// "1.73M": a count in three figures, for a bar too narrow for the digits.
std::string short_count(std::int64_t n) {
  char text[32];
  const double v = static_cast<double>(n);
  if (n < 10000) return std::to_string(n);
  const char* unit = n < 1000000 ? "k" : "M";
  const double scaled = n < 1000000 ? v / 1e3 : v / 1e6;
  std::snprintf(text, sizeof text, scaled < 100 ? "%.3g%s" : "%.0f%s", scaled,
                unit);
  return text;
}

// The longest of "1732375 cells of 13842384 (Esc stops)", "1.73M of
// 13.8M cells" and "13%" that fits `width`: the bar never cuts its number.
std::string progress_text(std::int64_t expanded,
                          std::optional<std::int64_t> reachable, float width) {
  const float room = width - 2 * ImGui::GetStyle().FramePadding.x;
  std::vector<std::string> texts;
  if (reachable && *reachable > 0) {
    texts.push_back(std::to_string(expanded) + " cells of " +
                    std::to_string(*reachable) + " (Esc stops)");
    texts.push_back(short_count(expanded) + " of " + short_count(*reachable) +
                    " cells");
    texts.push_back(std::to_string(expanded * 100 / *reachable) + "%");
  } else {
    texts.push_back(std::to_string(expanded) + " cells (Esc stops)");
    texts.push_back(short_count(expanded) + " cells");
  }
  for (const std::string& text : texts) {
    if (ImGui::CalcTextSize(text.c_str()).x <= room) return text;
  }
  return texts.back();
}

void draw_run_row(const SearchController& search,
                  std::optional<std::int64_t> reachable, RequestQueue& out,
                  UiTargets& targets, float full) {
  const float half = (full - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (!search.running_to_end()) {
    command_button("Run to end", cmd::RunToEnd,
                   "Finish the search (Esc stops it)", out, targets, half);
    ImGui::SameLine();
    command_button("Reset", cmd::ResetSearch, "Back to step 0", out, targets,
                   half);
    return;
  }
  if (search.preparing()) {
    const std::string text =
        "Preparing " + std::string(search.preparing_what()) + ", " +
        std::to_string(static_cast<int>(search.preparing_seconds())) +
        " s (Esc stops)";
    ImGui::ProgressBar(0.0f, ImVec2(full, 0), text.c_str());
    ImGui::SetItemAllowOverlap();
    tooltip(
        "Worked out once for this map on another thread (which cells a "
        "unit's footprint fits on, or the subgoal graph's corners and "
        "links); the search starts when it is in.");
    return;
  }
  const auto expanded = search.search().stats().expanded;
  float fraction = 0.0f;  // until the count has come
  if (reachable && *reachable > 0) {
    fraction = static_cast<float>(std::min(
        1.0, static_cast<double>(expanded) / static_cast<double>(*reachable)));
  }
  ImGui::ProgressBar(fraction, ImVec2(full, 0),
                     progress_text(expanded, reachable, full).c_str());
  ImGui::SetItemAllowOverlap();
  tooltip(
      "Cells expanded against the cells the start can reach; the search "
      "runs a slice a frame, so the window stays responsive.");
}

// "N": how many expansions "Step xN" takes. A field and its own - and +
// buttons (ImGui's InputInt groups them into one item), so that each is a
// click target of its own: "N", "N -" and "N +".
void draw_step_many(int step_many, RequestQueue& out, UiTargets& targets) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float button = ImGui::GetFrameHeight();
  const float x = ImGui::GetCursorPosX();
  const float width = ImGui::CalcItemWidth();
  ImGui::SetNextItemWidth(
      std::max(button, width - 2 * (button + style.ItemInnerSpacing.x)));
  int value = step_many;
  bool changed = ImGui::InputInt("##N", &value, 0, 0);
  targets.record("N");
  tooltip("How many cells Step xN expands (Ctrl+click - or + for 100)");
  // Held down, the buttons repeat, as InputInt's do.
  ImGui::PushButtonRepeat(true);
  const int step = ImGui::GetIO().KeyCtrl ? 100 : 1;
  ImGui::SameLine(0, style.ItemInnerSpacing.x);
  if (ImGui::Button("-##N", ImVec2(button, button))) {
    value -= step;
    changed = true;
  }
  targets.record("N -");
  ImGui::SameLine(0, style.ItemInnerSpacing.x);
  if (ImGui::Button("+##N", ImVec2(button, button))) {
    value += step;
    changed = true;
  }
  targets.record("N +");
  ImGui::PopButtonRepeat();
  ImGui::SameLine(x + width + style.ItemInnerSpacing.x);
  ImGui::TextUnformatted("N");
  if (changed) out.push_back(SetStepMany{std::clamp(value, 1, 1000000)});
}

void draw_speed(const SearchController& search, RequestQueue& out,
                UiTargets& targets) {
  const PlaySpeed& speed = search.speed();
  if (const auto per_frame = search.expansions_per_frame()) {
    ImGui::Text("Speed: %lld per frame", static_cast<long long>(*per_frame));
    if (ImGui::SmallButton("Use the slider")) {
      out.push_back(SetPlaySpeed{speed.per_second});
    }
    targets.record("Use the slider");
    return;
  }
  float value = static_cast<float>(speed.per_second);
  // The value sits beside the slider: inside, the grab would cover it.
  const ValueSliderRow row = begin_value_slider("99999/s");
  if (ImGui::SliderFloat("##Speed", &value, static_cast<float>(PlaySpeed::kMin),
                         static_cast<float>(PlaySpeed::kMax), "",
                         ImGuiSliderFlags_Logarithmic)) {
    out.push_back(SetPlaySpeed{
        std::clamp<double>(value, PlaySpeed::kMin, PlaySpeed::kMax)});
  }
  targets.record("Speed");
  tooltip(
      "Expansions per second while playing; the far right (max) is as "
      "fast as possible.");
  char text[32];
  if (speed.as_fast_as_possible()) {
    std::snprintf(text, sizeof text, "max");
  } else {
    std::snprintf(text, sizeof text, "%.0f/s", speed.per_second);
  }
  end_value_slider(row, text, "Speed");
}

// The timeline covers every step taken so far; dragging it rewinds. A
// float slider, so its grab keeps its small size (an integer slider's grab
// is as wide as one step: the whole slider at 0 of 0, half of it at 1 of
// 1); the step is written beside it.
void draw_timeline(const SearchController& search, RequestQueue& out,
                   UiTargets& targets) {
  const std::int64_t furthest = search.furthest_step();
  const std::int64_t at = search.search().step_count();
  const std::string widest =
      std::to_string(std::max<std::int64_t>(furthest, 0));
  const ValueSliderRow row = begin_value_slider(widest.c_str());
  double value = static_cast<double>(at);
  const double zero = 0;
  const double last = static_cast<double>(furthest);
  ImGui::BeginDisabled(!search.active() || furthest == 0);
  if (ImGui::SliderScalar("##Timeline", ImGuiDataType_Double, &value, &zero,
                          &last, "", ImGuiSliderFlags_NoInput)) {
    const auto step =
        std::clamp<std::int64_t>(std::llround(value), 0, furthest);
    if (step != at) out.push_back(SeekSearch{step});
  }
  targets.record("Timeline");
  ImGui::EndDisabled();
  tooltip("Drag to rewind to any earlier step.");
  end_value_slider(row, std::to_string(at).c_str(), "Timeline");
}

// The last guess: what was guessed, what was right, why.
void draw_verdict(const PredictVerdict& verdict) {
  const auto at = [](Point p) {
    return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
  };
  if (verdict.kind == PredictVerdict::Kind::Correct) {
    text_wrapped_at_spaces("Right: " + at(verdict.guess) + " is next.");
  } else if (verdict.kind == PredictVerdict::Kind::Wrong) {
    text_wrapped_at_spaces("Wrong: you chose " + at(verdict.guess) +
                           "; next is " + at(verdict.expected->cell) + ".");
  }
  text_wrapped_at_spaces(verdict.reason + ".");
}

// Predict mode's switch; while on, its score and the last verdict.
void draw_predict(const PredictState& predict, RequestQueue& out,
                  UiTargets& targets) {
  bool on = predict.on;
  if (ImGui::Checkbox("Predict next step", &on)) {
    out.push_back(cmd::TogglePredict);
  }
  targets.record("Predict next step");
  tooltip("Click the cell you think the search expands next; it then steps",
          cmd::TogglePredict.shortcut);
  if (!predict.on) return;
  ImGui::SameLine();
  ImGui::Text("%d / %d right", predict.score.right, predict.score.total);
  if (predict.last) {
    draw_verdict(*predict.last);
    return;
  }
  dim_text_wrapped_at_spaces("Click the cell you think is expanded next.");
}

}  // namespace

void draw_controls(const SearchController& search, int step_many,
                   std::optional<std::int64_t> reachable,
                   const PredictState& predict, RequestQueue& out,
                   UiTargets& targets) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float full = ImGui::GetContentRegionAvail().x;

  const bool playing = search.playing();
  if (playing) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.65f, 0.35f, 0.15f, 1));
  } else {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.20f, 0.50f, 0.30f, 1));
  }
  command_button(playing ? "Pause" : "Play", cmd::PlayPause,
                 "Play the search at the speed below, or pause it", out,
                 targets, full);
  ImGui::PopStyleColor();

  // Three buttons share the row: each as wide as its label, and what is
  // left shared equally, so "Step x10" stays whole in a narrow panel.
  const std::string many = "Step x" + std::to_string(step_many);
  const char* labels[] = {"Step", many.c_str(), "Back"};
  float used = 2 * style.ItemSpacing.x;
  for (const char* label : labels)
    used += ImGui::CalcTextSize(label).x + 2 * style.FramePadding.x;
  const float extra = std::max(0.0f, full - used) / 3;
  const auto width = [&](const char* label) {
    return ImGui::CalcTextSize(label).x + 2 * style.FramePadding.x + extra;
  };
  command_button("Step", cmd::Step, "Expand one cell", out, targets,
                 width("Step"));
  ImGui::SameLine();
  command_button(many.c_str(), cmd::StepMany, "Expand N cells (set N below)",
                 out, targets, width(many.c_str()));
  ImGui::SameLine();
  command_button("Back", cmd::StepBack, "Undo the last expansion", out, targets,
                 width("Back"));
  draw_run_row(search, reachable, out, targets, full);

  ImGui::PushItemWidth(-ImGui::GetFontSize() * 4.2f);
  draw_step_many(step_many, out, targets);
  draw_speed(search, out, targets);
  draw_timeline(search, out, targets);
  ImGui::PopItemWidth();
  draw_predict(predict, out, targets);
}

}  // namespace astar::studio
