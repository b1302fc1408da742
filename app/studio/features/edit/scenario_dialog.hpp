#pragma once
// File > Generate scenarios...: asks for the number of problems, a seed and
// the .scen file to write. "Browse..." hands over to the file dialog, which
// hands the chosen path back through set_path().

#include <optional>
#include <string>

#include "ui/ui_targets.hpp"
#include "workspace/scenario_export.hpp"

namespace astar::studio {

class ScenarioDialog {
 public:
  void show(std::string path);
  // The path chosen in the file dialog; the dialog opens again with it.
  void set_path(std::string path) { show(std::move(path)); }
  const std::string& path() const { return request_.path; }

  struct Outcome {
    std::optional<ScenarioRequest> generate;
    bool browse = false;  // the user wants the file dialog
  };
  Outcome draw(float ui_scale, UiTargets& targets);

 private:
  bool show_requested_ = false;
  ScenarioRequest request_;
  std::string problem_;
};

}  // namespace astar::studio
