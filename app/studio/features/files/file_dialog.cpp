#include "features/files/file_dialog.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "astar/io/file_io.hpp"
#include "astar/io/map_formats.hpp"
#include "astar/io/map_io.hpp"
#include "astar/platform/utf8_path.hpp"
#include "ui/ui_util.hpp"
#include "workspace/session_files.hpp"

namespace astar::studio {
namespace fs = std::filesystem;
namespace {

const char* title_for(FileDialogMode mode) {
  switch (mode) {
    case FileDialogMode::Open:
      return "Open map";
    case FileDialogMode::SaveAs:
      return "Save as";
    case FileDialogMode::ExportPng:
      return "Export PNG";
    case FileDialogMode::SaveScenario:
      return "Scenario file";
  }
  return "File";
}

std::string human_size(std::uintmax_t bytes) {
  char text[32];
  if (bytes < 1024) {
    std::snprintf(text, sizeof text, "%ju B", bytes);
  } else if (bytes < 1024 * 1024) {
    std::snprintf(text, sizeof text, "%.1f KB", bytes / 1024.0);
  } else {
    std::snprintf(text, sizeof text, "%.1f MB", bytes / (1024.0 * 1024.0));
  }
  return text;
}

struct FooterButtons {
  bool accept = false;
  bool cancel = false;  // the Cancel button or Escape
};

// Open/Save and Cancel, right-aligned on the current line.
FooterButtons draw_footer_buttons(const char* accept_label, float ui_scale,
                                  UiTargets& targets) {
  FooterButtons pressed;
  const float button_w = 100 * ui_scale;
  ImGui::SetCursorPosX(ImGui::GetWindowWidth() - 2 * button_w -
                       ImGui::GetStyle().ItemSpacing.x -
                       ImGui::GetStyle().WindowPadding.x);
  pressed.accept = target_button(targets, accept_label, ImVec2(button_w, 0));
  ImGui::SameLine();
  pressed.cancel = target_button(targets, "Cancel", ImVec2(button_w, 0)) ||
                   ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
  return pressed;
}

// "demo-export.png" beside demo.png (or demo.astar.json): an export never
// suggests the document's own file, nor any file that exists.
std::string unused_export_name(const fs::path& document) {
  fs::path stem = fs::path(document).replace_extension();
  if (lowercase_extension(platform::utf8_string(stem)) == ".astar")
    stem.replace_extension();
  const std::string base = platform::utf8_string(stem) + "-export";
  std::string name = base + ".png";
  std::error_code error;
  for (int n = 2; fs::exists(platform::utf8_path(name), error) && n < 1000;
       ++n) {
    name = base + "-" + std::to_string(n) + ".png";
  }
  return name;
}

// A filter for one format of the core's table: "Tiled map (*.tmx
// *.tmx.gz)", gzipped names only when opening.
FileDialog::Filter format_filter(const MapFormat& format, bool opening) {
  FileDialog::Filter filter{std::string(format.name) + " (", {}};
  for (std::string_view ext : format.extensions) {
    filter.label += (filter.extensions.empty() ? "*" : " *") + std::string(ext);
    if (opening && format.gzipped)
      filter.label += " *" + std::string(ext) + ".gz";
    filter.extensions.emplace_back(ext);
  }
  filter.label += ")";
  return filter;
}

// Every map format that reads (astar/io/map_formats.hpp), all of them and
// sessions first.
std::vector<FileDialog::Filter> open_filters() {
  std::vector<FileDialog::Filter> filters = {
      {"Maps and sessions (" + map_extension_patterns(false) + " *.astar.json)",
       {".json"}}};
  for (const MapFormat& format : map_formats()) {
    if (!format.readable()) continue;
    filters.push_back(format_filter(format, true));
    for (std::string_view ext : format.extensions)
      filters.front().extensions.emplace_back(ext);
  }
  filters.push_back({"Sessions (*.astar.json)", {".json"}});
  filters.push_back({"All files", {}});
  return filters;
}

// Every map format that writes, then sessions.
std::vector<FileDialog::Filter> save_filters() {
  std::vector<FileDialog::Filter> filters;
  for (const MapFormat& format : map_formats()) {
    if (format.writable()) filters.push_back(format_filter(format, false));
  }
  filters.push_back({"Session: map, markers, settings, view (*.astar.json)",
                     {".astar.json", ".json"}});
  return filters;
}

}  // namespace

const std::vector<FileDialog::Filter>& FileDialog::filters() const {
  static const std::vector<Filter> kOpen = open_filters();
  static const std::vector<Filter> kSave = save_filters();
  static const std::vector<Filter> kExport = {
      {"Grayscale PNG (*.png)", {".png"}},
  };
  static const std::vector<Filter> kScenario = {
      {"Moving AI scenarios (*.scen)", {".scen"}},
  };
  switch (mode_) {
    case FileDialogMode::Open:
      return kOpen;
    case FileDialogMode::SaveAs:
      return kSave;
    case FileDialogMode::ExportPng:
      return kExport;
    case FileDialogMode::SaveScenario:
      return kScenario;
  }
  return kOpen;
}

void FileDialog::show(FileDialogMode mode, const std::string& current_path) {
  mode_ = mode;
  // Save As may write back to the document's own file without a question;
  // anything else that exists is asked about first.
  own_file_.clear();
  // A Tiled or LDtk file is not written back without a question either:
  // it holds layers the map does not.
  if (mode == FileDialogMode::SaveAs && !current_path.empty() &&
      can_save_document(current_path)) {
    std::error_code error;
    own_file_ = platform::utf8_string(
        fs::absolute(platform::utf8_path(current_path), error)
            .lexically_normal());
  }
  replace_.reset();
  filter_ = 0;
  show_requested_ = true;
  focus_path_ = true;
  std::error_code error;
  fs::path start = current_path.empty()
                       ? fs::current_path(error)
                       : fs::absolute(platform::utf8_path(current_path), error);
  if (!current_path.empty() && !error) {
    path_text_ = platform::utf8_string(start);
    if (mode == FileDialogMode::ExportPng) {
      path_text_ = unused_export_name(start);
    }
    // Save As starts on the filter of the document's own format.
    const std::string ext = lowercase_extension(platform::utf8_string(start));
    const auto& choices = filters();
    for (std::size_t i = 0;
         mode == FileDialogMode::SaveAs && i < choices.size(); ++i) {
      const auto& exts = choices[i].extensions;
      if (std::find(exts.begin(), exts.end(), ext) != exts.end()) {
        filter_ = static_cast<int>(i);
        break;
      }
    }
    start = start.parent_path();
  } else {
    path_text_ = platform::utf8_string(start) + "/";
  }
  enter_folder(start);
}

void FileDialog::enter_folder(const fs::path& folder) {
  folder_ = folder;
  entries_.clear();
  listing_error_.clear();
  std::error_code error;
  fs::directory_iterator it(
      folder, fs::directory_options::skip_permission_denied, error);
  if (error) {
    listing_error_ = platform::utf8_string(folder) + ": " + error.message();
    return;
  }
  // A folder with a huge number of files is listed only in part.
  constexpr std::size_t kMaxEntries = 20000;
  for (; it != fs::directory_iterator() && entries_.size() < kMaxEntries;
       it.increment(error)) {
    if (error) break;
    Entry entry;
    entry.name = platform::utf8_string(it->path().filename());
    if (entry.name.empty() || entry.name[0] == '.') continue;
    std::error_code ignored;
    entry.is_folder = it->is_directory(ignored);
    if (!entry.is_folder) entry.size = it->file_size(ignored);
    entries_.push_back(std::move(entry));
  }
  std::sort(entries_.begin(), entries_.end(),
            [](const Entry& a, const Entry& b) {
              if (a.is_folder != b.is_folder) return a.is_folder;
              return a.name < b.name;
            });
}

bool FileDialog::matches_filter(const std::string& name) const {
  const auto& extensions = filters()[filter_].extensions;
  if (extensions.empty()) return true;
  std::string ext = lowercase_extension(name);
  // A Tiled map gzipped ("level.tmx.gz") opens as its inner format does.
  if (mode_ == FileDialogMode::Open && ext == ".gz") {
    if (const MapFormat* format = find_map_format(name))
      ext = std::string(format->extensions.front());
  }
  return std::find(extensions.begin(), extensions.end(), ext) !=
         extensions.end();
}

std::optional<std::string> FileDialog::accept() {
  if (path_text_.empty()) return std::nullopt;
  fs::path path = platform::utf8_path(path_text_);
  if (path.is_relative()) path = folder_ / path;
  std::error_code error;
  if (fs::is_directory(path, error)) {
    enter_folder(fs::weakly_canonical(path, error));
    path_text_ = platform::utf8_string(folder_) + "/";
    return std::nullopt;
  }
  if (mode_ != FileDialogMode::Open) {
    // Saving: add the filter's extension when the name has none of ours.
    const auto& extensions = filters()[filter_].extensions;
    const std::string ext = lowercase_extension(platform::utf8_string(path));
    const bool known =
        mode_ == FileDialogMode::SaveScenario
            ? ext == ".scen"
            : ext == ".json" || can_save_map(platform::utf8_string(path));
    if (!known) path += extensions.front();
  }
  return platform::utf8_string(path);
}

std::optional<std::string> FileDialog::draw(float ui_scale,
                                            UiTargets& targets) {
  const char* title = title_for(mode_);
  if (show_requested_) {
    ImGui::OpenPopup(title);
    show_requested_ = false;
  }
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->GetCenter(), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(
      ImVec2(std::min(680 * ui_scale, viewport->WorkSize.x * 0.95f),
             std::min(460 * ui_scale, viewport->WorkSize.y * 0.9f)),
      ImGuiCond_Appearing);
  std::optional<std::string> chosen;
  open_ = ImGui::BeginPopupModal(title, nullptr);
  if (!open_) return chosen;

  draw_folder_bar(targets);
  bool accepted = draw_path_field(targets);
  accepted |= draw_listing(ui_scale, targets);
  draw_filter_combo(ui_scale, targets);
  ImGui::SameLine();
  const FooterButtons buttons = draw_footer_buttons(
      mode_ == FileDialogMode::Open ? "Open" : "Save", ui_scale, targets);
  if (accepted || buttons.accept) {
    chosen = accept();
    if (chosen && needs_replace_question(*chosen)) {
      replace_ = std::move(chosen);
      chosen.reset();
      asked_at_frame_ = ImGui::GetFrameCount();
      ImGui::OpenPopup(kReplaceTitle);
    }
    if (chosen) ImGui::CloseCurrentPopup();
    focus_path_ = !chosen && !replace_;
  } else if (buttons.cancel) {
    ImGui::CloseCurrentPopup();
  }
  if (!chosen) chosen = draw_replace_question(ui_scale, targets);
  ImGui::EndPopup();
  return chosen;
}

bool FileDialog::needs_replace_question(const std::string& path) const {
  if (mode_ == FileDialogMode::Open) return false;
  std::error_code error;
  if (!fs::exists(platform::utf8_path(path), error)) return false;
  return platform::utf8_string(fs::absolute(platform::utf8_path(path), error)
                                   .lexically_normal()) != own_file_;
}

std::optional<std::string> FileDialog::draw_replace_question(
    float ui_scale, UiTargets& targets) {
  std::optional<std::string> chosen;
  if (!ImGui::BeginPopupModal(kReplaceTitle, nullptr,
                              ImGuiWindowFlags_AlwaysAutoResize)) {
    return chosen;
  }
  const std::string name = platform::utf8_string(
      platform::utf8_path(replace_.value_or("")).filename());
  ImGui::Text("Replace %s?", name.c_str());
  ImGui::TextDisabled("It exists already; saving writes over it.");
  const float width = 110 * ui_scale;
  // The Enter that asked the question must not answer it too.
  const bool fresh = ImGui::GetFrameCount() == asked_at_frame_;
  const bool enter =
      !fresh && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter));
  const bool escape =
      !fresh && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
  if (target_button(targets, "Replace", ImVec2(width, 0)) || enter) {
    chosen = std::move(replace_);
    replace_.reset();
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (target_button(targets, "Cancel", ImVec2(width, 0)) || escape) {
    replace_.reset();
    focus_path_ = true;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
  // The file dialog closes with the answer Replace.
  if (chosen) ImGui::CloseCurrentPopup();
  return chosen;
}

void FileDialog::draw_folder_bar(UiTargets& targets) {
  if (target_button(targets, "Up")) {
    enter_folder(folder_.has_parent_path() ? folder_.parent_path() : folder_);
    // The path names the folder now shown, not a file left below it.
    path_text_ = platform::utf8_string(folder_) + "/";
  }
  ImGui::SameLine();
  ImGui::TextDisabled("%s", platform::utf8_string(folder_).c_str());
}

bool FileDialog::draw_path_field(UiTargets& targets) {
  ImGui::SetNextItemWidth(-FLT_MIN);
  if (focus_path_) {
    ImGui::SetKeyboardFocusHere();
    focus_path_ = false;
  }
  // Like a browser's address bar: the path is selected whenever the field
  // is entered, by a click too, so a path typed replaces it (a second
  // click places the cursor); Ctrl+A selects it again.
  const bool entered = ImGui::InputText(
      "##path", &path_text_,
      ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
  targets.record("path");
  return entered;
}

bool FileDialog::draw_listing(float ui_scale, UiTargets& targets) {
  bool accepted = false;
  const float footer = ImGui::GetFrameHeightWithSpacing() * 1.3f;
  if (ImGui::BeginChild("##listing", ImVec2(0, -footer), true)) {
    if (!listing_error_.empty()) {
      ImGui::TextColored(ImVec4(1, 0.45f, 0.4f, 1), "%s",
                         listing_error_.c_str());
    }
    std::optional<fs::path> go_into;
    for (const Entry& entry : entries_) {
      if (!entry.is_folder && !matches_filter(entry.name)) continue;
      accepted |= draw_entry(entry, ui_scale, go_into, targets);
    }
    // Entering a folder replaces entries_, so it waits for the loop to end.
    if (go_into) {
      enter_folder(*go_into);
      path_text_ = platform::utf8_string(folder_) + "/";
    }
  }
  ImGui::EndChild();
  return accepted;
}

bool FileDialog::draw_entry(const Entry& entry, float ui_scale,
                            std::optional<fs::path>& go_into,
                            UiTargets& targets) {
  bool accepted = false;
  const std::string label =
      entry.is_folder ? "[folder] " + entry.name : entry.name;
  const bool selected =
      platform::utf8_string(platform::utf8_path(path_text_).filename()) ==
      entry.name;
  if (ImGui::Selectable(label.c_str(), selected,
                        ImGuiSelectableFlags_AllowDoubleClick |
                            ImGuiSelectableFlags_DontClosePopups)) {
    if (entry.is_folder) {
      if (ImGui::IsMouseDoubleClicked(0))
        go_into = folder_ / platform::utf8_path(entry.name);
    } else {
      path_text_ =
          platform::utf8_string(folder_ / platform::utf8_path(entry.name));
      if (ImGui::IsMouseDoubleClicked(0)) accepted = true;
    }
  }
  targets.record(entry.name);
  if (!entry.is_folder) {
    ImGui::SameLine(ImGui::GetWindowWidth() - 100 * ui_scale);
    ImGui::TextDisabled("%s", human_size(entry.size).c_str());
  }
  return accepted;
}

void FileDialog::draw_filter_combo(float ui_scale, UiTargets& targets) {
  // As wide as the footer leaves beside Open and Cancel; a label longer than
  // that shows its name without the patterns, which its tooltip lists.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float room = ImGui::GetContentRegionAvail().x - 2 * 100 * ui_scale -
                     3 * style.ItemSpacing.x;
  const float width = std::clamp(room, 80 * ui_scale, 420 * ui_scale);
  ImGui::SetNextItemWidth(width);
  const auto& list = filters();
  const std::string whole = list[filter_].label;
  const bool fits = ImGui::CalcTextSize(whole.c_str()).x +
                        ImGui::GetFrameHeight() + style.FramePadding.x * 2 <=
                    width;
  const std::string shown = fits ? whole : whole.substr(0, whole.find(" ("));
  record_next_frame(targets, "filter");
  const bool open = ImGui::BeginCombo("##filter", shown.c_str());
  if (!fits) tooltip(whole.c_str());
  if (open) {
    for (int i = 0; i < static_cast<int>(list.size()); ++i) {
      if (ImGui::Selectable(list[i].label.c_str(), i == filter_)) filter_ = i;
      targets.record(list[i].label);
    }
    ImGui::EndCombo();
  }
}

}  // namespace astar::studio
