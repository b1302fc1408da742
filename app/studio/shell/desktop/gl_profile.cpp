#include "shell/gl_profile.hpp"

#include <SDL_video.h>

namespace astar::studio {

// GL 3.3 core is what the ImGui OpenGL3 backend's shaders target.
GlProfile gl_profile() {
  return {SDL_GL_CONTEXT_PROFILE_CORE, 3, 3, "#version 330", "OpenGL 3.3"};
}

}  // namespace astar::studio
