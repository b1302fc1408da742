#include "shell/user_files.hpp"

#include <SDL_events.h>
#include <SDL_stdinc.h>
#include <emscripten.h>

namespace astar::studio {

// The page (app/web/index.html) owns the file input and the downloads.
bool has_user_folders() { return false; }

void pick_file_to_open() {
  EM_ASM({ astarStudioPage.pickFile(); });
}

void deliver_saved_files(const std::vector<std::string>& paths) {
  for (const std::string& path : paths) {
    EM_ASM({ astarStudioPage.download(UTF8ToString($0)); }, path.c_str());
  }
}

bool can_quit() { return false; }

}  // namespace astar::studio

// Called by the page once a picked or dropped file is in the memory file
// system: it opens as a file dropped on the desktop's window does.
extern "C" EMSCRIPTEN_KEEPALIVE void astar_studio_open_file(const char* path) {
  // SDL starts with drop events off; the desktop's video drivers turn them
  // on, the browser's does not.
  SDL_EventState(SDL_DROPFILE, SDL_ENABLE);
  SDL_Event event{};
  event.type = SDL_DROPFILE;
  event.drop.file = SDL_strdup(path);
  if (SDL_PushEvent(&event) < 0) SDL_free(event.drop.file);
}
