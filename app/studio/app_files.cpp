// The App's files and data safety: opening and saving maps and sessions,
// asking before unsaved work is lost, autosave, recovery after a crash,
// and the exit on SIGTERM.

#include <cstdio>
#include <filesystem>
#include <utility>

#include "app.hpp"
#include "shell/termination_signal.hpp"
#include "workspace/recent_files.hpp"
#include "workspace/session_files.hpp"

namespace astar::studio {
namespace fs = std::filesystem;
namespace {

std::string file_name(const std::string& path) {
  return fs::path(path).filename().string();
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

// A session's map file outside the session's own folder, if its save
// would write one (a session from elsewhere may name any file).
std::optional<std::string> map_outside_folder(
    const std::vector<std::string>& files) {
  if (files.size() < 2) return std::nullopt;
  std::error_code error;
  const fs::path folder =
      fs::absolute(files.back(), error).lexically_normal().parent_path();
  const fs::path map = fs::absolute(files.front(), error).lexically_normal();
  const fs::path inside = map.lexically_relative(folder);
  if (!inside.empty() && *inside.begin() != "..") return std::nullopt;
  return files.front();
}

}  // namespace

// --- opening -------------------------------------------------------------

Status App::adopt(OpenedDocument opened) {
  // Make the textures first: a map too big for the GPU leaves the current
  // document as it was.
  if (auto status = layers_.resize_for(opened.document.grid); !status) {
    (void)layers_.resize_for(workspace_->grid());
    return status.failure().prefixed(
        (opened.path.empty() ? std::string("the new map") : opened.path) +
        ": ");
  }
  workspace_->open(std::move(opened));
  return {};
}

Status App::open_document(const std::string& path) {
  auto opened = read_document(path);
  if (!opened) return opened.failure();
  const bool session = opened.value().settings.has_value();
  if (Status status = adopt(std::move(opened.value())); !status) return status;
  remember_recent_file(settings_.recent_files, path);
  const Grid& grid = workspace_->grid();
  const std::string size =
      std::to_string(grid.width()) + "x" + std::to_string(grid.height());
  notifier_.info(session
                     ? "Opened session " + file_name(path) + " (" + size + ")."
                     : "Opened " + file_name(path) + " (" + size +
                           "). Press Space to play the search, N to step.");
  return {};
}

Status App::new_map(int width, int height) {
  auto blank = blank_document(width, height);
  if (!blank) return blank.failure();
  return adopt(std::move(blank.value()));
}

// --- saving --------------------------------------------------------------

Status App::save_document_as(const std::string& path, bool confirmed) {
  const std::vector<std::string> files = workspace_->files_saved_by(path);
  if (const auto outside = map_outside_folder(files); outside && !confirmed) {
    safety_.confirming_save = path;
    dialogs_.confirm.show(
        "Write the map to " + *outside + "?",
        "This session keeps its map outside the session's folder; saving "
        "writes both files.",
        "Write both");
    return fail(ErrorKind::BadArgument, "waiting for the answer");
  }
  auto report = workspace_->save_as(path, view_.view_state());
  if (!report) {
    // The old file and the document in memory both stay as they were.
    notifier_.error(report.error());
    if (config_.headless && !safety_.failed_save) {
      safety_.failed_save = report.error();
    }
    return report.failure();
  }
  remember_recent_file(settings_.recent_files, path);
  std::string saved = "Saved " + file_name(path);
  if (files.size() > 1) saved += " and its map " + files.front();
  if (!report.value().warning.empty()) {
    notifier_.warn(saved + ". " + report.value().warning,
                   Notifier::Topic::Files);
  } else {
    notifier_.info(saved);
  }
  return {};
}

void App::save_current() {
  const std::string& path = workspace_->path();
  if (path.empty() || !can_save_document(path)) {
    dialogs_.file.show(FileDialogMode::SaveAs, path);
    return;
  }
  (void)save_document_as(path);
}

void App::export_map(const std::string& path) {
  auto report = workspace_->export_map(path);
  const std::string name = file_name(path);
  if (!report) {
    notifier_.error(report.error());
    if (config_.headless && !safety_.failed_save) {
      safety_.failed_save = report.error();
    }
  } else if (!report.value().warning.empty()) {
    notifier_.warn("Exported " + name + ". " + report.value().warning,
                   Notifier::Topic::Files);
  } else {
    notifier_.info("Exported " + name);
  }
}

// --- asking before work is lost -----------------------------------------

void App::request(PendingAction action) {
  if (!workspace_->dirty()) {
    carry_out(std::move(action));
    return;
  }
  const char* phrase = action_phrase(action.kind);
  safety_.pending = std::move(action);
  dialogs_.unsaved.show(workspace_->name(), phrase);
}

void App::carry_out(PendingAction action) {
  switch (action.kind) {
    case PendingAction::Kind::None:
      break;
    case PendingAction::Kind::Quit:
      quit_ = true;
      break;
    case PendingAction::Kind::NewMap:
      dialogs_.new_map.show();
      break;
    case PendingAction::Kind::Open:
      dialogs_.file.show(FileDialogMode::Open, workspace_->path());
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
    case UnsavedChoice::Save: {
      const std::string path = workspace_->path();
      if (path.empty() || !can_save_document(path)) {
        safety_.pending = std::move(action);
        safety_.save_as_then_continue = true;
        dialogs_.file.show(FileDialogMode::SaveAs, path);
      } else if (save_document_as(path)) {
        carry_out(std::move(action));
      }
      break;
    }
    case UnsavedChoice::Discard:
      safety_.discarded = true;
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
  if (safety_.save_as_then_continue && !dialogs_.file.visible()) {
    safety_.save_as_then_continue = false;
    safety_.pending = {};
    notifier_.info("Not saved; the changes are still here.");
  }
  if (auto choice = dialogs_.unsaved.draw(scale, targets_))
    answer_unsaved(*choice);
  if (auto yes = dialogs_.confirm.draw(scale, targets_)) {
    const std::string path = std::exchange(safety_.confirming_save, {});
    if (*yes) {
      (void)save_document_as(path, true);
    } else {
      notifier_.info("Not saved; the changes are still here.");
    }
  }
  if (auto choice = dialogs_.recovery.draw(scale, targets_)) {
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

// --- recovery ------------------------------------------------------------

void App::offer_recovery() {
  const RecoveryStore* store = workspace_->recovery();
  if (!store) return;
  const auto orphans = store->orphans();
  if (orphans.empty()) return;
  auto work = load_recovery_file(orphans.front().path);
  if (!work) {
    notifier_.error(work.error() + " (the file was left in place)");
    return;
  }
  const std::string& original = work.value().origin.document_path;
  safety_.offered_recovery = orphans.front().path;
  dialogs_.recovery.show(
      original.empty() ? "an untitled map" : file_name(original),
      describe_saved_at(work.value().saved_at));
}

Status App::recover_latest() {
  const RecoveryStore* store = workspace_->recovery();
  if (!store) {
    return fail(ErrorKind::BadArgument,
                "--recover: no recovery folder (neither XDG_STATE_HOME nor "
                "HOME is set)");
  }
  const auto orphans = store->orphans();
  if (orphans.empty()) {
    return fail(ErrorKind::BadArgument,
                "--recover: no unsaved work to recover in " + store->folder());
  }
  return recover_from(orphans.front().path);
}

Status App::recover_from(const std::string& path) {
  auto work = load_recovery_file(path);
  if (!work) return work.failure();
  RecoveredWork& recovered = work.value();
  if (auto status = layers_.resize_for(recovered.session.document.grid);
      !status) {
    (void)layers_.resize_for(workspace_->grid());
    return status.failure().prefixed(path + ": ");
  }
  const std::string when = describe_saved_at(recovered.saved_at);
  auto adopted = workspace_->adopt_recovered(std::move(recovered), path);
  if (!adopted) return adopted.failure();
  if (!adopted.value().empty()) notifier_.warn(adopted.value());
  notifier_.info("Recovered the unsaved work on " + workspace_->name() +
                 " (autosaved " + when + "). Save it to keep it.");
  return {};
}

bool App::check_termination() {
  if (safety_.terminated) return true;
  if (termination_signal() == 0) return false;
  safety_.terminated = true;
  quit_ = true;
  const RecoveryStore* store = workspace_->recovery();
  if (workspace_->dirty() && store) {
    if (Status status = workspace_->write_recovery_copy(view_.view_state())) {
      std::fprintf(stderr,
                   "astar-studio: stopped by signal %d; unsaved work saved "
                   "to %s\n",
                   termination_signal(), store->own_path().c_str());
    } else {
      std::fprintf(stderr,
                   "astar-studio: stopped by signal %d; could not save the "
                   "unsaved work: %s\n",
                   termination_signal(), status.error().c_str());
    }
  }
  return true;
}

}  // namespace astar::studio
