#pragma once
// The questions asked before work is lost: what waits for the answer to
// "Save, Discard or Cancel", and the recovery offered at start-up.

#include <cstdint>
#include <optional>
#include <string>

namespace astar::studio {

// Something that would replace or close the document, waiting for the
// answer to "Save, Discard or Cancel".
struct PendingAction {
  enum class Kind : std::uint8_t {
    None,
    Quit,
    NewMap,        // then the New map dialog
    Open,          // then the Open dialog
    OpenPath,      // a dropped file
    OpenRecent,    // File > Open recent
    OpenUntitled,  // a lesson or a shared link (FilesMode keeps it)
  };
  Kind kind = Kind::None;
  std::string path;  // for OpenPath and OpenRecent
};

struct DocumentSafety {
  PendingAction pending;
  // Save was chosen for a document with no file yet: the Save As dialog is
  // up, and the pending action follows a successful save.
  bool save_as_then_continue = false;
  std::optional<std::string> offered_recovery;  // the file offered
  // A save waiting for "write the map outside the session's folder?".
  std::string confirming_save;
  // The user chose Discard for the unsaved work.
  bool discarded = false;
  // SIGTERM (or SIGINT/SIGHUP) arrived and the app is on its way out.
  bool terminated = false;
  // Headless: the first save that failed; the run then exits with 2.
  std::optional<std::string> failed_save;
};

}  // namespace astar::studio
