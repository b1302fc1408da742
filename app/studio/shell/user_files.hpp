#pragma once
// The user's own files, as the platform reaches them. On the desktop the
// app opens and saves paths in the user's folders, and the in-app file
// dialog browses them. A browser page has no folders: a map the user picks
// or drops onto the page is copied into the app's memory file system and
// opened from there, as a dropped file (SDL_DROPFILE) is on the desktop,
// and a file the app saved or exported is handed over as a download.

#include <string>
#include <vector>

namespace astar::studio {

// True where the app reaches the user's folders (the desktop): File > Open
// browses them in the in-app dialog, File > Open recent finds its files
// again after a restart, and Export frames fills a folder with pictures.
bool has_user_folders();
// Shows the browser's file picker; the chosen map arrives as a dropped
// file. Nothing on the desktop.
void pick_file_to_open();
// Hands the files just written (a session and its map, say) to the user: a
// download each in the browser; on the desktop they are in place already.
void deliver_saved_files(const std::vector<std::string>& paths);
// Whether the app can end itself (File > Quit): a page is closed with its
// tab.
bool can_quit();

}  // namespace astar::studio
