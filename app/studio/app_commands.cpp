// The App's commands and document changes: everything that edits the
// document, the search or the view on the user's behalf.

#include <algorithm>
#include <filesystem>

#include "app.hpp"
#include "default_markers.hpp"

namespace astar::studio {
namespace {

std::string describe(Point p) {
  return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}

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
  if (stroke_.active()) (void)stroke_.finish();
  view_.request_fit();
  // The search must drop its pointer into the old grid before anything
  // reads it again.
  search_.forget(doc_);
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
  notifier_.info("New " + std::to_string(width) + "x" + std::to_string(height) +
                 " map.");
  return {};
}

Status App::place_marker(bool start, Point cell) {
  const char* name = start ? "start" : "goal";
  if (!doc_.grid.contains(cell)) {
    return fail(std::string(name) + " " + describe(cell) + " is outside the " +
                std::to_string(doc_.grid.width()) + "x" +
                std::to_string(doc_.grid.height()) + " map");
  }
  if (!doc_.grid.walkable(cell)) {
    return fail(std::string(name) + " " + describe(cell) + " is on a wall");
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

void App::save_current() {
  if (file_path_.empty() || !can_save_map(file_path_)) {
    file_dialog_.show(FileDialogMode::SaveAs, file_path_);
    return;
  }
  auto report = save_map_as(file_path_, true);
  if (!report) {
    notifier_.error(report.error());
  } else if (!report.value().warning.empty()) {
    notifier_.warn("Saved " + file_name(file_path_) + ". " +
                   report.value().warning);
  } else {
    notifier_.info("Saved " + file_name(file_path_));
  }
}

void App::map_cells_changed(const CellRect& rect) {
  layers_.mark(rect);
  search_.document_changed();
}

void App::apply_stroke_feedback(const StrokeFeedback& feedback) {
  if (!feedback.cells_changed.empty())
    map_cells_changed(feedback.cells_changed);
  if (feedback.markers_changed) search_.document_changed();
  if (!feedback.refusal.empty()) notifier_.warn(feedback.refusal);
}

void App::undo_or_redo(bool undo) {
  if (stroke_.active()) return;
  if (undo ? !history_.can_undo() : !history_.can_redo()) {
    notifier_.info(undo ? "Nothing to undo." : "Nothing to redo.");
    return;
  }
  const HistoryStep& step =
      history_.step(undo ? history_.position() - 1 : history_.position());
  const std::string label = step.label;
  // Small diffs repaint only their cells; a huge one repaints the map
  // rather than unpacking millions of changes.
  constexpr std::size_t kUnpackLimit = 1 << 20;
  CellRect rect = CellRect::whole(doc_.grid.width(), doc_.grid.height());
  if (step.cells.cell_count() <= kUnpackLimit) {
    rect = {};
    for (const CellChange& change : step.cells.unpack()) {
      const Point p = doc_.grid.point(change.index);
      rect.include(p.x, p.y);
    }
  }
  const bool resized = step.grid_before.has_value();
  if (undo) {
    history_.undo(doc_);
  } else {
    history_.redo(doc_);
  }
  if (resized) {
    if (auto status = layers_.resize_for(doc_.grid); !status) {
      notifier_.error(status.error());
    }
    view_.request_fit();
    search_.document_changed();
    search_.refresh(doc_);
  } else {
    map_cells_changed(rect);
  }
  notifier_.info((undo ? "Undid " : "Redid ") + label);
}

void App::clear_map() {
  EditCommand command;
  command.label = "Clear map";
  const auto& cells = doc_.grid.cells();
  for (int i = 0; i < static_cast<int>(cells.size()); ++i) {
    if (cells[i] != kOpenGround)
      command.cells.push_back({i, cells[i], kOpenGround});
  }
  if (!history_.apply(doc_, std::move(command))) {
    notifier_.info("The map is already clear.");
    return;
  }
  map_cells_changed(CellRect::whole(doc_.grid.width(), doc_.grid.height()));
  notifier_.info("Cleared the map (Ctrl+Z brings it back).");
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
      new_map_dialog_.show();
      break;
    case Command::Open:
      file_dialog_.show(FileDialogMode::Open, file_path_);
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
    case Command::ClearMap:
      clear_map();
      break;
    case Command::Quit:
      quit_ = true;
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
    case Command::ToolWall:
      tools_.tool = Tool::Wall;
      break;
    case Command::ToolErase:
      tools_.tool = Tool::Erase;
      break;
    case Command::ToolTerrain:
      tools_.tool = Tool::Terrain;
      break;
    case Command::ToolStart:
      tools_.tool = Tool::Start;
      break;
    case Command::ToolGoal:
      tools_.tool = Tool::Goal;
      break;
    case Command::Terrain2:
    case Command::Terrain3:
    case Command::Terrain5:
    case Command::Terrain10: {
      const int level =
          static_cast<int>(command) - static_cast<int>(Command::Terrain2);
      tools_.tool = Tool::Terrain;
      tools_.terrain_weight = kTerrainLevels[level];
      break;
    }
    case Command::Help:
      help_open_ = !help_open_;
      break;
  }
}

void App::update_title() {
  std::string name = file_path_.empty() ? "untitled" : file_name(file_path_);
  const bool dirty = !history_.at_saved_point() || stroke_.active();
  std::string title = (dirty ? "*" : "") + name + " (" +
                      std::to_string(doc_.grid.width()) + "x" +
                      std::to_string(doc_.grid.height()) + ") - astar-studio";
  if (title != title_) {
    title_ = title;
    platform_->set_title(title_);
  }
}

}  // namespace astar::studio
