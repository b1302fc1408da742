#pragma once
// Lessons: a small map, runs side by side, and a panel with the lesson's
// paragraph, its question and, on request, the answer. A lesson opens as a
// new untitled document (Files asks about unsaved work first); its panel
// and its runs side by side go when another document is opened, which
// gets the settings from before the lesson (the workspace lends a
// lesson's settings to its document alone). The catalogue window lists them
// all (Help > Lessons).

#include <cstdint>
#include <string>
#include <vector>

#include "features/lessons/lesson_catalogue.hpp"
#include "modes/mode.hpp"

namespace astar::studio {

// The request that opens `lesson` as a new untitled document.
Result<OpenUntitled> lesson_request(const Lesson& lesson);

// One row a lesson, by title; a click asks to open it (true).
bool draw_lesson_choices(ModeContext& ctx);

class LessonsMode final : public Mode {
 public:
  // Help > Lessons and the lesson requests; hears an opened untitled
  // document first, and takes it when it is a lesson's.
  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  // Another document ends the lesson, and the runs it compared.
  void prepare(ModeContext& ctx) override;
  void draw_windows(ModeContext& ctx) override;
  // "lesson NAME answer=hidden|shown" while a lesson is open.
  void describe(const ModeContext& ctx,
                std::vector<std::string>& lines) const override;

  // Once the lesson's document is open: its runs and its panel.
  Status begin(const Lesson& lesson, ModeContext& ctx);
  const Lesson* lesson() const { return lesson_; }
  bool covers_right_panel() const override { return lesson_ != nullptr; }

 private:
  void draw_catalogue(ModeContext& ctx);
  // Over the top of the right panel, as wide: the inspector matters
  // least while a lesson is open.
  void draw_lesson_window(ModeContext& ctx);
  void draw_lesson_text(ModeContext& ctx);

  const Lesson* lesson_ = nullptr;
  // The lesson's document, kept after its panel is closed: its runs go
  // with it.
  std::uint64_t document_ = 0;
  bool answer_shown_ = false;
  bool catalogue_shown_ = false;
};

}  // namespace astar::studio
