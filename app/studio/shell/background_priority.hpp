#pragma once
// Work the app moves off the frame thread (reachability floods, autosave)
// must not take the frame thread's core when there is only one to share.

namespace astar::studio {

// Lowers the calling thread's scheduling priority, where the system lets a
// single thread do so (Linux, Windows); elsewhere it does nothing.
void lower_this_thread_priority();

}  // namespace astar::studio
