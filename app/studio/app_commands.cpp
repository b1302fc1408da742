// The App's commands and document changes: everything that edits the
// document, the search or the view on the user's behalf.

#include <algorithm>
#include <filesystem>

#include "app.hpp"
#include "workspace/default_markers.hpp"

namespace astar::studio {
namespace {

std::string file_name(const std::string& path) {
  return std::filesystem::path(path).filename().string();
}

}  // namespace

const Palette& App::current_palette() const {
  return palette(settings_.palette);
}

void App::replace_document(Document doc, std::string path) {
  doc_ = std::move(doc);
  file_path_ = std::move(path);
  history_.clear();
  if (stroke_.active()) (void)stroke_.finish(doc_);
  reach_.map_changed();
  view_.request_fit();
  // The search must drop its pointer into the old grid before anything
  // reads it again.
  search_.forget(doc_);
  document_replaced();
}

Status App::open_map(const std::string& path) {
  auto grid = load_map(path);
  if (!grid) return fail(grid.error());
  // Make the textures first: a map too big for the GPU leaves the current
  // document as it was.
  if (auto status = layers_.resize_for(grid.value()); !status) {
    (void)layers_.resize_for(doc_.grid);
    return fail(path + ": " + status.error());
  }
  Document doc;
  doc.grid = std::move(grid.value());
  place_default_markers(doc);
  replace_document(std::move(doc), path);
  notifier_.info("Opened " + file_name(path) + " (" +
                 std::to_string(doc_.grid.width()) + "x" +
                 std::to_string(doc_.grid.height()) +
                 "). Press Space to play the search, N to step.");
  return {};
}

Status App::new_map(int width, int height) {
  auto grid = Grid::create(width, height);
  if (!grid) return fail(grid.error());
  if (auto status = layers_.resize_for(grid.value()); !status) {
    (void)layers_.resize_for(doc_.grid);
    return status;
  }
  Document doc;
  doc.grid = std::move(grid.value());
  place_default_markers(doc);
  replace_document(std::move(doc), "");
  return {};
}

Status App::place_marker(bool start, Point cell) {
  if (Status status = check_endpoint(doc_.grid, cell, start ? "start" : "goal");
      !status) {
    return status;
  }
  (start ? doc_.start : doc_.goal) = cell;
  search_.document_changed();
  return {};
}

Result<SaveReport> App::save_map_as(const std::string& path,
                                    bool remember_path) {
  auto report = save_map(doc_.grid, path);
  if (!report) return report;
  if (remember_path) {
    file_path_ = path;
    history_.mark_saved();
  }
  return report;
}

void App::map_cells_changed(const CellRect& rect) {
  layers_.mark(rect);
  search_.document_changed();
}

void App::undo_or_redo(bool undo) {
  if (stroke_.active()) return;
  if (undo ? !history_.can_undo() : !history_.can_redo()) {
    notifier_.info(undo ? "Nothing to undo." : "Nothing to redo.");
    return;
  }
  const std::size_t position = history_.position();
  const std::string label = history_.step(undo ? position - 1 : position).label;
  move_history(undo ? position - 1 : position + 1);
  notifier_.info((undo ? "Undid " : "Redid ") + label);
}

void App::run_pending_commands() {
  // Commands may queue others (none do today), so take the list first.
  CommandQueue commands;
  commands.swap(pending_);
  for (Command command : commands) execute(command);
}

void App::execute(Command command) {
  const auto step_many = static_cast<std::int64_t>(settings_.step_many);
  auto explain_search = [&] {
    if (!search_.problem().empty() && !search_.active()) {
      notifier_.warn("Cannot search: " + search_.problem() + ".");
    }
  };
  switch (command) {
    case Command::NewMap:
      request({PendingAction::Kind::NewMap, {}});
      break;
    case Command::Open:
      request({PendingAction::Kind::Open, {}});
      break;
    case Command::Save:
      save_current();
      break;
    case Command::SaveAs:
      file_dialog_.show(FileDialogMode::SaveAs, file_path_);
      break;
    case Command::ExportPng:
      file_dialog_.show(FileDialogMode::ExportPng, file_path_);
      break;
    case Command::Quit:
      request({PendingAction::Kind::Quit, {}});
      break;
    case Command::Undo:
      undo_or_redo(true);
      break;
    case Command::Redo:
      undo_or_redo(false);
      break;
    case Command::Fit:
      view_.request_fit();
      break;
    case Command::ZoomIn:
      view_.zoom_about_centre(1.25);
      break;
    case Command::ZoomOut:
      view_.zoom_about_centre(1 / 1.25);
      break;
    case Command::ToggleGridLines:
      view_.show_grid_lines = !view_.show_grid_lines;
      break;
    case Command::TogglePalette:
      settings_.palette = settings_.palette == PaletteKind::Standard
                              ? PaletteKind::ColourBlindSafe
                              : PaletteKind::Standard;
      layers_.mark_all();
      break;
    case Command::Step:
      search_.step(doc_, 1);
      explain_search();
      break;
    case Command::StepMany:
      search_.step(doc_, step_many);
      explain_search();
      break;
    case Command::PlayPause:
      search_.toggle_play(doc_);
      explain_search();
      break;
    case Command::RunToEnd:
      search_.run_to_end(doc_);
      explain_search();
      break;
    case Command::ResetSearch:
      search_.reset();
      break;
    case Command::StepBack:
      search_.step_back();
      break;
    case Command::ClearMap:
    case Command::ToolWall:
    case Command::ToolErase:
    case Command::ToolTerrain:
    case Command::ToolLine:
    case Command::ToolRectangle:
    case Command::ToolEllipse:
    case Command::ToolFill:
    case Command::ToolEyedropper:
    case Command::ToolStart:
    case Command::ToolGoal:
    case Command::Terrain2:
    case Command::Terrain3:
    case Command::Terrain5:
    case Command::Terrain10:
    case Command::BrushSmaller:
    case Command::BrushLarger:
    case Command::MirrorX:
    case Command::MirrorY:
    case Command::GenerateMap:
    case Command::ResizeMap:
    case Command::ShiftMap:
    case Command::InvertWalls:
    case Command::ToggleUnreachable:
    case Command::GenerateScenarios:
    case Command::CancelDrag:
      execute_designer(command);
      break;
    case Command::Help:
      help_open_ = !help_open_;
      break;
  }
}

void App::update_title() {
  // "demo.png* (64x40) — astar-studio": the '*' marks unsaved changes.
  std::string title = document_name() + (dirty() ? "*" : "") + " (" +
                      std::to_string(doc_.grid.width()) + "x" +
                      std::to_string(doc_.grid.height()) +
                      ") \u2014 astar-studio";
  if (title != title_) {
    title_ = title;
    platform_->set_title(title_);
  }
}

}  // namespace astar::studio
