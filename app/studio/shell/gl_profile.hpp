#pragma once
// The OpenGL flavour the window asks for: desktop OpenGL 3.3 core, or
// OpenGL ES 3.0 in the browser (WebGL 2), and the GLSL version ImGui's
// OpenGL3 backend compiles its shaders for.

namespace astar::studio {

struct GlProfile {
  int profile_mask = 0;  // SDL_GL_CONTEXT_PROFILE_*
  int major = 3;
  int minor = 3;
  const char* glsl_version = "#version 330";
  const char* name = "OpenGL 3.3";
};

GlProfile gl_profile();

}  // namespace astar::studio
