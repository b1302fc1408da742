// The App's files and data safety: opening and saving maps and sessions,
// asking before unsaved work is lost, autosave, recovery after a crash,
// and the exit on SIGTERM.

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <utility>

#include "app.hpp"
#include "workspace/recent_files.hpp"
#include "workspace/session_files.hpp"
#include "shell/termination_signal.hpp"

namespace astar::studio {
namespace fs = std::filesystem;
namespace {

std::string file_name(const std::string& path) {
  return fs::path(path).filename().string();
}

double steady_seconds() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

const char* action_phrase(PendingAction::Kind kind) {
  switch (kind) {
    case PendingAction::Kind::Quit:
      return "closing";
    case PendingAction::Kind::NewMap:
      return "starting a new map";
    default:
      return "opening another file";
  }
}

std::string absolute_path(const std::string& path) {
  if (path.empty()) return path;
  std::error_code error;
  const fs::path absolute = fs::absolute(path, error);
  return error ? path : absolute.lexically_normal().string();
}

}  // namespace

void App::init_safety() {
  safety_.autosave.set_interval(config_.autosave_seconds);
  if (const auto folder = recovery_folder()) {
    safety_.recovery.emplace(*folder, static_cast<int>(::getpid()));
  }
}

void App::finish_safety() {
  // A clean exit: the user saved or discarded (or the headless run ended).
  // After SIGTERM the copy just written is what the next start recovers.
  if (safety_.recovery && !safety_.terminated) safety_.recovery->remove_own();
}

bool App::dirty() const {
  return !history_.at_saved_point() || stroke_.active() ||
         safety_.unsaved_without_history ||
         (is_session_path(file_path_) &&
          !(search_.settings() == safety_.saved_settings));
}

std::string App::document_name() const {
  return file_path_.empty() ? "untitled" : file_name(file_path_);
}

void App::document_replaced() {
  safety_.session_map_path.clear();
  safety_.unsaved_without_history = false;
  safety_.saved_settings = search_.settings();
  // The old document is gone (the user saved or discarded it first).
  forget_recovery_copy();
}

// --- opening -------------------------------------------------------------

Status App::open_document(const std::string& path) {
  Status status = is_session_path(path) ? open_session(path) : open_map(path);
  if (status) remember_recent_file(settings_.recent_files, path);
  return status;
}

Status App::open_session(const std::string& path) {
  auto session = load_session(path);
  if (!session) return fail(session.error());
  if (auto status = layers_.resize_for(session.value().document.grid);
      !status) {
    (void)layers_.resize_for(doc_.grid);
    return fail(path + ": " + status.error());
  }
  apply_session(std::move(session).value(), path);
  notifier_.info("Opened session " + file_name(path) + " (" +
                 std::to_string(doc_.grid.width()) + "x" +
                 std::to_string(doc_.grid.height()) + ").");
  return {};
}

void App::apply_session(Session session, std::string path) {
  const ViewState view = session.view;
  const MapStorage storage = session.storage;
  std::string map_path = std::move(session.map_path);
  replace_document(std::move(session.document), std::move(path));
  search_.settings() = session.search;
  search_.settings_changed();
  safety_.saved_settings = search_.settings();
  if (storage == MapStorage::File) safety_.session_map_path = map_path;
  view_.request_view(view);
}

Session App::current_session() const {
  Session session;
  session.document = doc_;
  session.search = search_.settings();
  session.view = view_.view_state();
  return session;
}

// --- saving --------------------------------------------------------------

Status App::save_document_as(const std::string& path) {
  const bool session_file = is_session_path(path);
  Result<SaveReport> report = Error{};
  if (session_file) {
    Session session = current_session();
    // Saving a session in place keeps its map in its own file.
    if (path == file_path_ && !safety_.session_map_path.empty()) {
      session.storage = MapStorage::File;
      session.map_path = safety_.session_map_path;
    }
    report = save_session(session, path);
  } else {
    report = save_map(doc_.grid, path);
  }
  if (!report) {
    // The old file and the document in memory both stay as they were.
    notifier_.error(report.error());
    if (config_.headless && !safety_.failed_save) {
      safety_.failed_save = report.error();
    }
    return fail(report.error());
  }
  if (path != file_path_ || !session_file) safety_.session_map_path.clear();
  file_path_ = path;
  history_.mark_saved();
  safety_.unsaved_without_history = false;
  safety_.saved_settings = search_.settings();
  forget_recovery_copy();
  remember_recent_file(settings_.recent_files, path);
  if (!report.value().warning.empty()) {
    notifier_.warn("Saved " + file_name(path) + ". " + report.value().warning);
  } else {
    notifier_.info("Saved " + file_name(path));
  }
  return {};
}

void App::save_current() {
  if (file_path_.empty() || !can_save_document(file_path_)) {
    file_dialog_.show(FileDialogMode::SaveAs, file_path_);
    return;
  }
  (void)save_document_as(file_path_);
}

// --- asking before work is lost -----------------------------------------

void App::request(PendingAction action) {
  if (!dirty()) {
    carry_out(std::move(action));
    return;
  }
  const char* phrase = action_phrase(action.kind);
  safety_.pending = std::move(action);
  safety_.unsaved_dialog.show(document_name(), phrase);
}

void App::carry_out(PendingAction action) {
  switch (action.kind) {
    case PendingAction::Kind::None:
      break;
    case PendingAction::Kind::Quit:
      quit_ = true;
      break;
    case PendingAction::Kind::NewMap:
      new_map_dialog_.show();
      break;
    case PendingAction::Kind::Open:
      file_dialog_.show(FileDialogMode::Open, file_path_);
      break;
    case PendingAction::Kind::OpenPath:
    case PendingAction::Kind::OpenRecent:
      if (auto status = open_document(action.path); !status) {
        notifier_.error(status.error());
        if (action.kind == PendingAction::Kind::OpenRecent) {
          forget_recent_file(settings_.recent_files, action.path);
        }
      }
      break;
  }
}

void App::answer_unsaved(UnsavedChoice choice) {
  PendingAction action = std::exchange(safety_.pending, PendingAction{});
  switch (choice) {
    case UnsavedChoice::Save:
      if (file_path_.empty() || !can_save_document(file_path_)) {
        safety_.pending = std::move(action);
        safety_.save_as_then_continue = true;
        file_dialog_.show(FileDialogMode::SaveAs, file_path_);
      } else if (save_document_as(file_path_)) {
        carry_out(std::move(action));
      }
      break;
    case UnsavedChoice::Discard:
      carry_out(std::move(action));
      break;
    case UnsavedChoice::Cancel:
      notifier_.info("Cancelled; the changes are still here.");
      break;
  }
}

void App::saved_as_from_dialog(const std::string& path) {
  const bool saved = save_document_as(path).ok();
  if (!safety_.save_as_then_continue) return;
  safety_.save_as_then_continue = false;
  PendingAction action = std::exchange(safety_.pending, PendingAction{});
  if (saved) carry_out(std::move(action));
}

void App::draw_safety_dialogs() {
  const float scale = platform_->ui_scale();
  // Save As was cancelled: so is what waited for the save.
  if (safety_.save_as_then_continue && !file_dialog_.visible()) {
    safety_.save_as_then_continue = false;
    safety_.pending = {};
    notifier_.info("Not saved; the changes are still here.");
  }
  if (auto choice = safety_.unsaved_dialog.draw(scale)) answer_unsaved(*choice);
  if (auto choice = safety_.recovery_dialog.draw(scale)) {
    const std::string path = safety_.offered_recovery.value_or("");
    safety_.offered_recovery.reset();
    if (*choice == RecoveryChoice::Recover) {
      if (auto status = recover_from(path); !status) {
        notifier_.error(status.error());
      }
    } else if (auto status = remove_recovery_file(path); !status) {
      notifier_.error(status.error());
    } else {
      notifier_.info("Discarded the unsaved work from the last run.");
    }
  }
}

// --- autosave and recovery ----------------------------------------------

void App::forget_recovery_copy() {
  if (safety_.recovery) safety_.recovery->remove_own();
  safety_.recovery_fingerprint.reset();
}

bool App::write_recovery_copy() {
  if (!safety_.recovery) return false;
  const std::uint64_t fingerprint = work_fingerprint(doc_, search_.settings());
  if (safety_.recovery_fingerprint == fingerprint) return true;
  const RecoveryOrigin origin{absolute_path(file_path_),
                              safety_.session_map_path};
  Status status = safety_.recovery->write(
      current_session(), origin, static_cast<std::int64_t>(std::time(nullptr)));
  if (!status) {
    // A status-line warning, not a dialog: it would come back every minute.
    notifier_.warn("Autosave failed: " + status.error());
    return false;
  }
  safety_.recovery_fingerprint = fingerprint;
  return true;
}

void App::tick_autosave() {
  if (!safety_.recovery) return;
  const bool unsaved = dirty();
  // Undone back to the saved state: the copy holds nothing worth keeping.
  if (!unsaved && safety_.recovery_fingerprint) forget_recovery_copy();
  const double now = steady_seconds();
  if (!safety_.autosave.due(now, unsaved)) return;
  safety_.autosave.done(now);
  (void)write_recovery_copy();
}

void App::offer_recovery() {
  if (!safety_.recovery) return;
  const auto orphans = safety_.recovery->orphans();
  if (orphans.empty()) return;
  auto work = load_recovery_file(orphans.front().path);
  if (!work) {
    notifier_.error(work.error() + " (the file was left in place)");
    return;
  }
  const std::string& original = work.value().origin.document_path;
  safety_.offered_recovery = orphans.front().path;
  safety_.recovery_dialog.show(
      original.empty() ? "an untitled map" : file_name(original),
      describe_saved_at(work.value().saved_at));
}

Status App::recover_latest() {
  if (!safety_.recovery) {
    return fail(
        "--recover: no recovery folder (neither XDG_STATE_HOME nor "
        "HOME is set)");
  }
  const auto orphans = safety_.recovery->orphans();
  if (orphans.empty()) {
    return fail("--recover: no unsaved work to recover in " +
                safety_.recovery->folder());
  }
  return recover_from(orphans.front().path);
}

Status App::recover_from(const std::string& path) {
  auto work = load_recovery_file(path);
  if (!work) return fail(work.error());
  RecoveredWork& recovered = work.value();
  if (auto status = layers_.resize_for(recovered.session.document.grid);
      !status) {
    (void)layers_.resize_for(doc_.grid);
    return fail(path + ": " + status.error());
  }
  const std::string when = describe_saved_at(recovered.saved_at);
  apply_session(std::move(recovered.session), recovered.origin.document_path);
  safety_.session_map_path = recovered.origin.session_map_path;
  safety_.unsaved_without_history = true;
  // This process's own copy first, so the work is never in no file at all.
  if (!write_recovery_copy()) {
    return fail(path + ": recovered, but could not copy it to " +
                safety_.recovery->own_path() + "; the file was left in place");
  }
  if (auto status = remove_recovery_file(path); !status) {
    notifier_.warn(status.error());
  }
  notifier_.info("Recovered the unsaved work on " + document_name() +
                 " (autosaved " + when + "). Save it to keep it.");
  return {};
}

bool App::check_termination() {
  if (safety_.terminated) return true;
  if (termination_signal() == 0) return false;
  safety_.terminated = true;
  quit_ = true;
  if (dirty() && safety_.recovery) {
    safety_.recovery_fingerprint.reset();
    if (write_recovery_copy()) {
      std::fprintf(stderr,
                   "astar-studio: stopped by signal %d; unsaved work saved "
                   "to %s\n",
                   termination_signal(), safety_.recovery->own_path().c_str());
    } else {
      std::fprintf(stderr,
                   "astar-studio: stopped by signal %d; could not save the "
                   "unsaved work: %s\n",
                   termination_signal(), notifier_.text().c_str());
    }
  }
  return true;
}

}  // namespace astar::studio
