#pragma once
/// Processes, as the recovery copies and temporary files need them: a file
/// named with its writer's id is stale once no process has that id.
/// POSIX and Windows implementations live in core/src/platform/.

namespace astar::platform {

/// This process's id.
long process_id();

/// False only when no running process has this id (one we may not signal
/// still counts as running).
bool process_exists(long pid);

}  // namespace astar::platform
