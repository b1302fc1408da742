#include "features/lessons/lessons_mode.hpp"

#include <imgui.h>

#include <algorithm>

#include "features/lessons/lessons_commands.hpp"
#include "ui/ui_util.hpp"
#include "ui/window_flags.hpp"

namespace astar::studio {

Result<OpenUntitled> lesson_request(const Lesson& lesson) {
  auto runs = lesson_runs(lesson);
  if (!runs)
    return runs.failure().prefixed("lesson " + std::string(lesson.name) + ": ");
  OpenUntitled request;
  request.document = lesson_document(lesson);
  request.settings = runs.value().front();
  request.then.lesson = lesson.name;
  request.what = std::string("the lesson \"") + lesson.title + "\"";
  return request;
}

bool draw_lesson_choices(ModeContext& ctx) {
  bool chosen = false;
  for (const Lesson& lesson : all_lessons()) {
    if (ImGui::Selectable(lesson.title)) {
      ctx.requests.push_back(OpenLesson{lesson.name});
      chosen = true;
    }
    ctx.targets.record(lesson.title);
  }
  return chosen;
}

void LessonsMode::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::ShowLessons});
  registry.take<OpenLesson>(*this);
  registry.listen_to<OpenedUntitled>(*this);
}

bool LessonsMode::carry_out(const Request& request, ModeContext& ctx) {
  if (const auto* open = std::get_if<OpenLesson>(&request)) {
    const Lesson* lesson = find_lesson(open->name);
    auto opened = lesson ? lesson_request(*lesson)
                         : Result<OpenUntitled>(
                               fail(ErrorKind::BadArgument,
                                    "no lesson named '" + open->name + "'"));
    if (!opened) {
      ctx.notifier.error(opened.error());
    } else {
      catalogue_shown_ = false;
      ctx.requests.push_back(std::move(opened.value()));
    }
    return true;
  }
  if (const auto* opened = std::get_if<OpenedUntitled>(&request)) {
    const Lesson* lesson = find_lesson(opened->then.lesson);
    if (lesson == nullptr) return false;  // a link's: not a lesson
    if (Status status = begin(*lesson, ctx); !status) {
      ctx.notifier.error(status.error());
    }
    return true;
  }
  const auto* command = std::get_if<Command>(&request);
  if (command == nullptr || *command != cmd::ShowLessons) return false;
  catalogue_shown_ = true;
  return true;
}

Status LessonsMode::begin(const Lesson& lesson, ModeContext& ctx) {
  auto runs = lesson_runs(lesson);
  if (!runs) return runs.failure();
  Runs& shown = ctx.derived.runs;
  if (shown.comparing()) shown.close();
  ctx.derived.runs.sync(ctx.workspace);
  if (runs.value().size() > 1) {
    shown.open(std::span(runs.value()).subspan(1));
  }
  lesson_ = &lesson;
  document_ = ctx.workspace.revisions().document;
  answer_shown_ = false;
  if (lesson.crowd != nullptr) {
    // The Crowds view of the lesson's own map: it goes with the document.
    ctx.requests.push_back(lesson_crowd(lesson));
    ctx.notifier.info(std::string("Lesson: ") + lesson.title +
                      ". The Crowds section is in the left panel.");
    return {};
  }
  ctx.notifier.info(std::string("Lesson: ") + lesson.title +
                    ". Press Enter to run the searches, N to step.");
  return {};
}

void LessonsMode::prepare(ModeContext& ctx) {
  if (document_ == 0 || ctx.workspace.revisions().document == document_) {
    return;
  }
  lesson_ = nullptr;
  document_ = 0;
  Runs& runs = ctx.derived.runs;
  if (runs.comparing()) {
    runs.close();
    runs.view(0).request_fit();
  }
}

void LessonsMode::draw_windows(ModeContext& ctx) {
  if (catalogue_shown_) draw_catalogue(ctx);
  if (lesson_) draw_lesson_window(ctx);
}

void LessonsMode::draw_catalogue(ModeContext& ctx) {
  const ImVec2 centre = ImGui::GetMainViewport()->GetCenter();
  ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (ImGui::Begin(
          "Lessons", &catalogue_shown_,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse)) {
    ImGui::TextDisabled("Each opens as a new untitled map.");
    draw_lesson_choices(ctx);
  }
  ImGui::End();
}

// The question and its answer first, so that a small window or a large UI
// scale keeps them in view; the lesson's explanation follows.
void LessonsMode::draw_lesson_text(ModeContext& ctx) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.85f, 0.35f, 1.0f));
  ImGui::TextWrapped("%s", lesson_->question);
  ImGui::PopStyleColor();
  ImGui::Spacing();
  if (answer_shown_) {
    ImGui::TextWrapped("%s", lesson_->answer);
  } else if (target_button(ctx.targets, "Show the answer")) {
    answer_shown_ = true;
  }
  ImGui::Separator();
  ImGui::TextWrapped("%s", lesson_->paragraph);
}

void LessonsMode::draw_lesson_window(ModeContext& ctx) {
  // Over the whole right panel (no cut piece of it shows below), scrolling
  // where the text is longer.
  const float width = right_panel_width(ctx.ui_scale);
  const ModeContext::Area& body = ctx.body;
  ImGui::SetNextWindowPos(ImVec2(body.x + body.w - width, body.y));
  ImGui::SetNextWindowSize(ImVec2(width, std::max(body.h, 1.0f)));
  bool open = true;
  // The title wraps inside the window; a title bar would cut a long one.
  if (ImGui::Begin("Lesson###lesson", &open,
                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                       ImGuiWindowFlags_NoResize |
                       ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::TextWrapped("%s", lesson_->title);
    ImGui::Separator();
    draw_lesson_text(ctx);
    ImGui::Spacing();
    if (target_button(ctx.targets, "All lessons")) catalogue_shown_ = true;
  }
  ImGui::End();
  if (!open) lesson_ = nullptr;
}

void LessonsMode::describe(const ModeContext& /*ctx*/,
                           std::vector<std::string>& lines) const {
  if (lesson_ == nullptr) return;
  lines.push_back(std::string("lesson ") + lesson_->name +
                  " answer=" + (answer_shown_ ? "shown" : "hidden"));
}

}  // namespace astar::studio
