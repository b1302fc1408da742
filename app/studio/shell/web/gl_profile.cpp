#include "shell/gl_profile.hpp"

#include <SDL_video.h>

namespace astar::studio {

// WebGL 2 is OpenGL ES 3.0 (ImGui's backend is built with
// IMGUI_IMPL_OPENGL_ES3).
GlProfile gl_profile() {
  return {SDL_GL_CONTEXT_PROFILE_ES, 3, 0, "#version 300 es", "WebGL 2"};
}

}  // namespace astar::studio
