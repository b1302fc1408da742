#pragma once
// Autosaved copies of unsaved work, for recovery after a crash.
//
// They live in $XDG_STATE_HOME/astar-studio/recovery/ (or
// ~/.local/state/astar-studio/recovery/). Each running app writes only its
// own file, recovery-<pid>.astar.json, so two instances never overwrite
// each other's work; on start, the files of processes that are no longer
// running are the ones offered for recovery.
//
// A recovery file is a session file (map inline, so it needs nothing else)
// plus a "recovery" object naming the document the work came from:
//
//   "recovery": { "document": "/home/me/maps/demo.png", "map_path": "",
//                 "pid": 4242, "saved_at": 1718000000 }

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "astar/result.hpp"
#include "astar/session/session.hpp"

namespace astar::studio {

// Where the work came from, so a recovered document saves back to it.
struct RecoveryOrigin {
  // The file that was open; empty for a map never saved.
  std::string document_path;
  // For a session whose map lives in its own file: that file as the session
  // names it (relative to the session's folder). Empty otherwise.
  std::string session_map_path;
  friend bool operator==(const RecoveryOrigin&,
                         const RecoveryOrigin&) = default;
};

// A recovery file left by a process that is gone.
struct RecoveryCandidate {
  std::string path;
  int pid = 0;
  std::filesystem::file_time_type written;
};

struct RecoveredWork {
  Session session;
  RecoveryOrigin origin;
  std::int64_t saved_at = 0;  // seconds since the epoch; 0 when unknown
};

// The recovery folder for this user (not created); empty without a home.
std::optional<std::string> recovery_folder();

// True when `pid` is a running process of the same program as this one. A
// pid is reused once its process has gone, so a live process with another
// name, or a zombie, does not count.
bool is_running_studio(int pid);

class RecoveryStore {
 public:
  RecoveryStore(std::string folder, int pid);

  const std::string& folder() const { return folder_; }
  // This process's recovery file.
  const std::string& own_path() const { return own_path_; }

  // Writes this process's recovery file atomically, creating the folder.
  // The map is always stored inline.
  Status write(Session session, const RecoveryOrigin& origin,
               std::int64_t saved_at) const;
  // Removes this process's recovery file, if there is one.
  void remove_own() const;

  // Recovery files whose process is not running (per `running`), newest
  // first. This process's own file is never among them.
  std::vector<RecoveryCandidate> orphans(
      const std::function<bool(int)>& running = is_running_studio) const;

 private:
  std::string folder_;
  int pid_;
  std::string own_path_;
};

// The pid in a recovery file name ("recovery-4242.astar.json"), if it is one.
std::optional<int> recovery_file_pid(const std::string& file_name);

// Reads a recovery file. Errors start with its path.
Result<RecoveredWork> load_recovery_file(const std::string& path);

// Removes a recovery file; an error when it is there and cannot go.
Status remove_recovery_file(const std::string& path);

}  // namespace astar::studio
