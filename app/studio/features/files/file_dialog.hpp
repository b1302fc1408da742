#pragma once
// An in-app file dialog (no native dialog library is packaged): a path
// field, a folder listing, and a filter by extension.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "ui/ui_targets.hpp"

namespace astar::studio {

enum class FileDialogMode : std::uint8_t {
  Open,
  SaveAs,
  ExportPng,
  SaveScenario,  // a .scen file for File > Generate scenarios
};

class FileDialog {
 public:
  // Shows the dialog, starting beside `current_path` (or in the working
  // folder).
  void show(FileDialogMode mode, const std::string& current_path);
  // Draws it while open; returns the chosen path once, when accepted. Its
  // buttons, the path field ("path"), the filter ("filter") and the
  // listed files (by name) are click targets.
  std::optional<std::string> draw(float ui_scale, UiTargets& targets);
  FileDialogMode mode() const { return mode_; }
  // Shown, or about to be.
  bool visible() const { return show_requested_ || open_; }

  // One choice of the filter: the map formats' come from the core's table
  // (astar/io/map_formats.hpp).
  struct Filter {
    std::string label;
    std::vector<std::string> extensions;  // empty: every file
  };

 private:
  struct Entry {
    std::string name;
    bool is_folder = false;
    std::uintmax_t size = 0;
  };

  const std::vector<Filter>& filters() const;
  void enter_folder(const std::filesystem::path& folder);
  bool matches_filter(const std::string& name) const;
  // Turns the path field into a file to return, or navigates when it names
  // a folder. Empty when the dialog stays open.
  std::optional<std::string> accept();
  // Saving over a file that exists and is not the document's own asks
  // "Replace FILE?" first.
  bool needs_replace_question(const std::string& path) const;
  std::optional<std::string> draw_replace_question(float ui_scale,
                                                   UiTargets& targets);
  static constexpr const char* kReplaceTitle = "Replace file?";

  // The parts of draw(), top to bottom. Those returning bool say whether
  // the user accepted a path (Enter in the field, a double-clicked file).
  void draw_folder_bar(UiTargets& targets);
  bool draw_path_field(UiTargets& targets);
  bool draw_listing(float ui_scale, UiTargets& targets);
  // One row; a double-clicked folder is put in `go_into`.
  bool draw_entry(const Entry& entry, float ui_scale,
                  std::optional<std::filesystem::path>& go_into,
                  UiTargets& targets);
  void draw_filter_combo(float ui_scale, UiTargets& targets);

  FileDialogMode mode_ = FileDialogMode::Open;
  bool show_requested_ = false;
  bool open_ = false;  // ImGui showed it last frame
  bool focus_path_ = false;
  std::filesystem::path folder_;
  std::string path_text_;
  int filter_ = 0;
  std::vector<Entry> entries_;
  std::string listing_error_;
  std::string own_file_;                // absolute; empty unless Save As
  std::optional<std::string> replace_;  // waiting for "Replace?"
  int asked_at_frame_ = -1;
};

}  // namespace astar::studio
