#pragma once
// What the App keeps to protect the user's work: where the document came
// from, the question pending before work would be lost, the autosave
// timer, the recovery store and the recovery offer.

#include <cstdint>
#include <optional>
#include <string>

#include "workspace/autosave_timer.hpp"
#include "dialogs/recovery_dialog.hpp"
#include "workspace/recovery_store.hpp"
#include "search/search_controller.hpp"
#include "dialogs/unsaved_changes_dialog.hpp"

namespace astar::studio {

// Something that would replace or close the document, waiting for the
// answer to "Save, Discard or Cancel".
struct PendingAction {
  enum class Kind : std::uint8_t {
    None,
    Quit,
    NewMap,      // then the New map dialog
    Open,        // then the Open dialog
    OpenPath,    // a dropped file
    OpenRecent,  // File > Open recent
  };
  Kind kind = Kind::None;
  std::string path;  // for OpenPath and OpenRecent
};

struct DocumentSafety {
  // For a session whose map lives in its own file: that file, as the
  // session names it. Saving the session writes both.
  std::string session_map_path;
  // Recovered work is unsaved although the fresh history is at its start.
  bool unsaved_without_history = false;
  // The search settings as last saved; a session is unsaved when they
  // differ (a map file does not hold them).
  SearchSettings saved_settings;

  AutosaveTimer autosave;
  std::optional<RecoveryStore> recovery;  // empty without a home folder
  // The work the own recovery file holds, to skip rewriting it unchanged.
  std::optional<std::uint64_t> recovery_fingerprint;

  UnsavedChangesDialog unsaved_dialog;
  PendingAction pending;
  // Save was chosen for a document with no file yet: the Save As dialog is
  // up, and the pending action follows a successful save.
  bool save_as_then_continue = false;

  RecoveryDialog recovery_dialog;
  std::optional<std::string> offered_recovery;  // the file offered

  // SIGTERM (or SIGINT/SIGHUP) arrived and the app is on its way out.
  bool terminated = false;
  // Headless: the first save that failed; the run then exits with 2.
  std::optional<std::string> failed_save;
};

}  // namespace astar::studio
