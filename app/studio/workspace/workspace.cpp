#include "workspace/workspace.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>

#include "astar/platform/utf8_path.hpp"
#include "shell/background.hpp"
#include "shell/background_priority.hpp"
#include "workspace/default_markers.hpp"
#include "workspace/session_files.hpp"

namespace astar::studio {
namespace fs = std::filesystem;
namespace {

// Enough for the frames between two reads; older readers repaint it all.
constexpr std::size_t kCellLogLength = 64;

std::string absolute_path(const std::string& path) {
  if (path.empty()) return path;
  std::error_code error;
  const fs::path absolute = fs::absolute(platform::utf8_path(path), error);
  return error ? path : platform::utf8_string(absolute.lexically_normal());
}

CellRect whole_map(const Grid& grid) {
  return CellRect::whole(grid.width(), grid.height());
}

// The cells a command changes; a huge diff counts as the whole map rather
// than visiting millions of cells.
CellRect bounds_of(const Grid& grid, const EditCommand& command) {
  if (command.cells.size() > (std::size_t{1} << 20)) return whole_map(grid);
  CellRect rect;
  for (const CellChange& change : command.cells) {
    const Point p = grid.point(change.index);
    rect.include(p.x, p.y);
  }
  return rect;
}

}  // namespace

std::string file_name(const std::string& path) {
  return platform::utf8_string(platform::utf8_path(path).filename());
}

Result<OpenedDocument> read_document(const std::string& path,
                                     const LayerOptions& layer) {
  OpenedDocument opened;
  opened.path = path;
  if (is_session_file(path)) {
    auto session = load_session(path);
    if (!session) return session.failure();
    opened.document = std::move(session.value().document);
    opened.settings = session.value().search;
    opened.view = session.value().view;
    if (session.value().storage == MapStorage::File) {
      opened.session_map_path = std::move(session.value().map_path);
    }
    return opened;
  }
  auto grid = load_map(path, layer);
  if (!grid) return grid.failure();
  opened.document.grid = std::move(grid.value());
  place_default_markers(opened.document);
  return opened;
}

Result<OpenedDocument> blank_document(int width, int height) {
  auto grid = Grid::create(width, height);
  if (!grid) return grid.failure();
  OpenedDocument opened;
  opened.document.grid = std::move(grid.value());
  place_default_markers(opened.document);
  return opened;
}

Workspace::Workspace(const WorkspaceConfig& config)
    : autosave_(config.autosave_seconds) {
  // w = 2 so that choosing weighted A* visibly differs from A*.
  settings_.weight = 2.0;
  saved_settings_ = settings_;
  if (config.recovery_folder) {
    recovery_.emplace(*config.recovery_folder, config.pid);
  }
}

Workspace::~Workspace() { (void)finish_autosave(); }

std::string Workspace::name() const {
  return path_.empty() ? "untitled" : file_name(path_);
}

std::string Workspace::title() const {
  return name() + (dirty() ? "*" : "") + " (" +
         std::to_string(doc_.grid.width()) + "x" +
         std::to_string(doc_.grid.height()) + ") \u2014 astar-studio";
}

bool Workspace::dirty() const {
  return !history_.at_saved_point() || gesture_.active() ||
         unsaved_without_history_ ||
         (is_session_path(path_) && !(settings_ == saved_settings_));
}

CellRect Workspace::cells_changed_since(std::uint64_t cells_revision) const {
  if (cells_revision >= revisions_.cells) return {};
  if (cells_revision < cell_log_floor_) return whole_map(doc_.grid);
  CellRect rect;
  for (const auto& [revision, cells] : cell_log_) {
    if (revision > cells_revision) rect.include(cells);
  }
  return rect;
}

void Workspace::note_cells(const CellRect& rect) {
  if (rect.empty()) return;
  revisions_.cells = tick();
  cell_log_.emplace_back(revisions_.cells, rect);
  if (cell_log_.size() > kCellLogLength) {
    cell_log_floor_ = cell_log_.front().first;
    cell_log_.pop_front();
  }
}

void Workspace::note_whole_map() {
  revisions_.cells = tick();
  cell_log_.clear();
  cell_log_floor_ = revisions_.cells;
}

EditFeedback Workspace::note_feedback(EditFeedback feedback) {
  note_cells(feedback.cells_changed);
  if (feedback.markers_changed) revisions_.markers = tick();
  return feedback;
}

// --- replacing the document ------------------------------------------------

void Workspace::open(OpenedDocument opened) {
  if (gesture_.active()) (void)gesture_.finish(doc_);
  doc_ = std::move(opened.document);
  path_ = std::move(opened.path);
  history_.clear();
  std::optional<SearchSettings> settings = opened.settings;
  if (!settings) settings = settings_before_lent_;
  if (!opened.settings_lent) {
    settings_before_lent_.reset();
  } else if (!settings_before_lent_) {
    settings_before_lent_ = settings_;
  }
  if (settings && !(*settings == settings_)) {
    settings_ = *settings;
    revisions_.settings = tick();
  }
  saved_settings_ = settings_;
  opened_view_ = opened.view;
  session_map_path_ = std::move(opened.session_map_path);
  unsaved_without_history_ = opened.unsaved;
  revisions_.document = tick();
  revisions_.markers = tick();
  revisions_.actors = tick();
  note_whole_map();
  // The old document is gone (the user saved or discarded it first).
  remove_recovery_copy();
}

// --- edits -------------------------------------------------------------------

bool Workspace::apply(EditCommand command) {
  if (gesture_.active()) return false;
  const bool resized = command.grid_after.has_value();
  const CellRect rect = bounds_of(doc_.grid, command);
  const bool markers = command.start || command.goal;
  const bool actors = command.actors.has_value();
  if (!history_.apply(doc_, std::move(command))) return false;
  if (resized) {
    note_whole_map();
  } else {
    note_cells(rect);
  }
  if (markers) revisions_.markers = tick();
  if (actors) revisions_.actors = tick();
  return true;
}

std::optional<std::string> Workspace::undo() {
  if (gesture_.active() || !history_.can_undo()) return std::nullopt;
  const std::string label = history_.step(history_.position() - 1).label;
  jump_to(history_.position() - 1);
  return label;
}

std::optional<std::string> Workspace::redo() {
  if (gesture_.active() || !history_.can_redo()) return std::nullopt;
  const std::string label = history_.step(history_.position()).label;
  jump_to(history_.position() + 1);
  return label;
}

void Workspace::jump_to(std::size_t position) {
  if (gesture_.active()) return;
  position = std::min(position, history_.size());
  const std::size_t from = std::min(position, history_.position());
  const std::size_t to = std::max(position, history_.position());
  if (from == to) return;
  // The cells every step on the way touches; a resize repaints it all.
  bool resized = false;
  bool markers = false;
  bool actors = false;
  CellRect rect;
  for (std::size_t i = from; i < to; ++i) {
    const HistoryStep& step = history_.step(i);
    markers = markers || step.start || step.goal;
    actors = actors || step.actors.has_value();
    if (step.grid_before) {
      resized = true;
    } else if (const auto box = step.cells.bounds(doc_.grid.width())) {
      rect.include(CellRect{box->x0, box->y0, box->x1 + 1, box->y1 + 1});
    }
  }
  history_.jump_to(doc_, position);
  if (resized) {
    note_whole_map();
  } else {
    note_cells(rect);
  }
  if (markers) revisions_.markers = tick();
  if (actors) revisions_.actors = tick();
}

void Workspace::set_settings(const SearchSettings& settings) {
  if (settings == settings_) return;
  settings_ = settings;
  revisions_.settings = tick();
}

Status Workspace::place_marker(bool start, Point cell) {
  if (Status status = check_endpoint(doc_.grid, cell, start ? "start" : "goal");
      !status) {
    return status;
  }
  (start ? doc_.start : doc_.goal) = cell;
  revisions_.markers = tick();
  return {};
}

// --- the open step -----------------------------------------------------------

EditFeedback Workspace::begin_gesture(const Gesture& gesture,
                                      const ToolSettings& tools, Point cell) {
  if (gesture_.active()) return {};
  return note_feedback(gesture_.begin(doc_, gesture, tools, cell));
}

EditFeedback Workspace::extend_gesture(Point cell) {
  return note_feedback(gesture_.extend(doc_, cell));
}

void Workspace::finish_gesture() {
  auto finished = gesture_.finish(doc_);
  if (!finished) return;
  if (finished->already_applied) {
    history_.record_applied(std::move(finished->command));
  } else {
    apply(std::move(finished->command));
  }
}

EditFeedback Workspace::cancel_gesture() {
  return note_feedback(gesture_.cancel(doc_));
}

// --- files -------------------------------------------------------------------

Session Workspace::current_session(const ViewState& view) const {
  Session session;
  session.document = doc_;
  session.search = settings_;
  session.view = view;
  return session;
}

Result<SaveReport> Workspace::save_as(const std::string& path,
                                      const ViewState& view) {
  const bool session_file = is_session_path(path);
  Result<SaveReport> report = fail(ErrorKind::IoFailure, "not saved");
  if (session_file) {
    Session session = current_session(view);
    // Saving a session in place keeps its map in its own file.
    if (path == path_ && !session_map_path_.empty()) {
      session.storage = MapStorage::File;
      session.map_path = session_map_path_;
    }
    report = save_session(session, path);
  } else {
    report = save_map(doc_.grid, path);
  }
  if (!report) return report;
  if (path != path_ || !session_file) session_map_path_.clear();
  path_ = path;
  history_.mark_saved();
  unsaved_without_history_ = false;
  saved_settings_ = settings_;
  remove_recovery_copy();
  return report;
}

std::vector<std::string> Workspace::files_saved_by(
    const std::string& path) const {
  if (is_session_path(path) && path == path_ && !session_map_path_.empty()) {
    return {resolve_session_map_path(path, session_map_path_), path};
  }
  return {path};
}

Result<SaveReport> Workspace::export_map(const std::string& path) const {
  return save_map(doc_.grid, path);
}

// --- the safety net ----------------------------------------------------------

void Workspace::remove_recovery_copy() {
  // A copy still being written would come back after the removal.
  finish_autosave();
  if (recovery_) recovery_->remove_own();
  recovery_fingerprint_.reset();
}

std::optional<std::string> Workspace::finish_autosave() {
  if (!autosave_job_.valid()) return std::nullopt;
  const AutosaveResult result = autosave_job_.get();
  if (!result.written) return "Autosave failed: " + result.written.error();
  recovery_fingerprint_ = result.fingerprint;
  return std::nullopt;
}

Status Workspace::write_recovery_copy(const ViewState& view) {
  if (!recovery_) return fail(ErrorKind::IoFailure, "no recovery folder");
  (void)finish_autosave();
  const std::uint64_t fingerprint = work_fingerprint(doc_, settings_);
  if (recovery_fingerprint_ == fingerprint) return {};
  const RecoveryOrigin origin{absolute_path(path_), session_map_path_};
  if (Status status =
          recovery_->write(current_session(view), origin,
                           static_cast<std::int64_t>(std::time(nullptr)));
      !status) {
    return status;
  }
  recovery_fingerprint_ = fingerprint;
  return {};
}

std::optional<std::string> Workspace::tick_autosave(double now,
                                                    const ViewState& view) {
  if (!recovery_) return std::nullopt;
  if (autosave_job_.valid()) {
    // One copy at a time; the frame only looks whether it is done.
    if (!background_ready(autosave_job_)) return std::nullopt;
    if (auto warning = finish_autosave()) {
      autosave_.failed(now);
      return warning;
    }
  }
  const bool unsaved = dirty();
  // Undone back to the saved state: the copy holds nothing worth keeping.
  if (!unsaved && recovery_fingerprint_) remove_recovery_copy();
  if (!autosave_.due(now, revisions_.latest(), unsaved)) return std::nullopt;
  autosave_.done();
  // Only the copy of the work is made on this thread (a memory copy): the
  // fingerprint, the encoding and the writing of a big map take longer
  // than a frame, so they happen on another thread.
  autosave_job_ = start_background(
      [store = *recovery_, session = current_session(view),
       origin = RecoveryOrigin{absolute_path(path_), session_map_path_},
       known = recovery_fingerprint_]() mutable {
        lower_this_thread_priority();
        AutosaveResult result;
        result.fingerprint = work_fingerprint(session.document, session.search);
        if (known == result.fingerprint) return result;  // already holds it
        result.written =
            store.write(std::move(session), origin,
                        static_cast<std::int64_t>(std::time(nullptr)));
        return result;
      });
  return std::nullopt;
}

Result<std::string> Workspace::adopt_recovered(
    RecoveredWork work, const std::string& recovered_file) {
  if (!recovery_)
    return fail(ErrorKind::IoFailure, "no recovery folder to keep the work in");
  OpenedDocument opened;
  opened.document = std::move(work.session.document);
  opened.path = work.origin.document_path;
  opened.settings = work.session.search;
  opened.view = work.session.view;
  opened.session_map_path = work.origin.session_map_path;
  opened.unsaved = true;
  open(std::move(opened));
  // This process's own copy first, so the work is never in no file at all.
  if (!write_recovery_copy(*opened_view_)) {
    return fail(ErrorKind::IoFailure,
                recovered_file + ": recovered, but could not copy it to " +
                    recovery_->own_path() + "; the file was left in place");
  }
  if (Status status = remove_recovery_file(recovered_file); !status) {
    return status.error();
  }
  return std::string();
}

}  // namespace astar::studio
