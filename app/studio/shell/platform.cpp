#include "shell/platform.hpp"

#include <SDL_opengl.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <string_view>

#include "shell/gl_profile.hpp"
#include "shell/gl_texture.hpp"
#include "shell/system.hpp"
#include "ui/ui_style.hpp"

namespace astar::studio {
namespace {

Error sdl_error(const std::string& what) {
  return fail(ErrorKind::IoFailure, what + ": " + SDL_GetError());
}

float detect_ui_scale(SDL_Window* window) {
  if (const char* forced = std::getenv("ASTAR_STUDIO_UI_SCALE")) {
    const float value = std::strtof(forced, nullptr);
    if (value >= 0.5f && value <= 4.0f) return value;
  }
  float dpi = 0;
  const int display = SDL_GetWindowDisplayIndex(window);
  if (display < 0 || SDL_GetDisplayDPI(display, &dpi, nullptr, nullptr) != 0 ||
      dpi <= 0) {
    return 1.0f;
  }
  // Rounded to quarter steps so text rasterises crisply.
  const float scale = std::round(dpi / 96.0f * 4.0f) / 4.0f;
  return std::clamp(scale, 1.0f, 3.0f);
}

// Without a display (no DISPLAY nor WAYLAND_DISPLAY: over ssh, in a
// container) SDL falls back to a driver that draws nowhere, and the window
// would run unseen until killed. A driver named in SDL_VIDEODRIVER is the
// user's choice, and tests run the desktop loop off screen that way.
bool drew_nowhere() {
  const char* driver = SDL_GetCurrentVideoDriver();
  const std::string_view name = driver != nullptr ? driver : "";
  return std::getenv("SDL_VIDEODRIVER") == nullptr &&
         (name == "offscreen" || name == "dummy");
}

Error no_display(const std::string& detail) {
  return fail(ErrorKind::Unsupported,
              "no display to open a window on (" + detail +
                  "); to run a script without a window, use --headless");
}

}  // namespace

Result<std::unique_ptr<Platform>> Platform::create(
    const PlatformConfig& config) {
  std::unique_ptr<Platform> platform(new Platform());
  if (auto status = platform->init(config); !status) return status.failure();
  return platform;
}

Status Platform::init(const PlatformConfig& config) {
  headless_ = config.headless;
  ini_path_ = config.imgui_ini_path;
  if (Status window = init_window(config); !window) return window;
  return init_imgui();
}

Status Platform::init_window(const PlatformConfig& config) {
  use_utf8_character_types();
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    if (!headless_) return no_display(SDL_GetError());
    return sdl_error("cannot initialise SDL video");
  }
  sdl_ready_ = true;
  if (!headless_ && drew_nowhere()) {
    return no_display("DISPLAY and WAYLAND_DISPLAY are unset or unusable");
  }
  const GlProfile gl = gl_profile();
  const bool attributes_ok =
      SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0) == 0 &&
      SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, gl.profile_mask) == 0 &&
      SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, gl.major) == 0 &&
      SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, gl.minor) == 0 &&
      SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1) == 0 &&
      SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0) == 0 &&
      SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0) == 0;
  if (!attributes_ok) return sdl_error("cannot set OpenGL attributes");
  SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");

  const Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE |
                       SDL_WINDOW_ALLOW_HIGHDPI |
                       (headless_ ? SDL_WINDOW_HIDDEN : SDL_WINDOW_SHOWN);
  window_ = SDL_CreateWindow("astar-studio", SDL_WINDOWPOS_CENTERED,
                             SDL_WINDOWPOS_CENTERED, config.width,
                             config.height, flags);
  if (window_ == nullptr) return sdl_error("cannot create the window");
  SDL_SetWindowMinimumSize(window_, 640, 400);
  gl_context_ = SDL_GL_CreateContext(window_);
  if (gl_context_ == nullptr) {
    return sdl_error(std::string("cannot create an ") + gl.name + " context");
  }
  if (SDL_GL_MakeCurrent(window_, gl_context_) != 0) {
    return sdl_error("cannot make the OpenGL context current");
  }
  // Vsync paces the interactive app; headless renders as fast as it can.
  // A driver without vsync control is not an error worth stopping for.
  SDL_GL_SetSwapInterval(headless_ ? 0 : 1);
  display_scale_ = headless_ ? 1.0f : detect_ui_scale(window_);
  ui_scale_ = display_scale_;
  return {};
}

Status Platform::init_imgui() {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  imgui_ready_ = true;
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = ini_path_.empty() ? nullptr : ini_path_.c_str();
  setup_style_and_fonts();
  if (!ImGui_ImplSDL2_InitForOpenGL(window_, gl_context_)) {
    return fail(ErrorKind::IoFailure, "cannot start ImGui's SDL2 backend");
  }
  imgui_sdl_ready_ = true;
  if (!ImGui_ImplOpenGL3_Init(gl_profile().glsl_version)) {
    return fail(ErrorKind::IoFailure, "cannot start ImGui's OpenGL3 backend");
  }
  imgui_gl_ready_ = true;
  if (const std::string errors = take_gl_errors(); !errors.empty()) {
    return fail(ErrorKind::IoFailure,
                "OpenGL failed during start-up: " + errors);
  }
  return {};
}

void Platform::use_ui_scale(float scale) {
  const float wanted = scale > 0 ? scale : display_scale_;
  if (wanted == ui_scale_ || !imgui_gl_ready_) return;
  ui_scale_ = wanted;
  ImGui::GetIO().Fonts->Clear();
  setup_style_and_fonts();
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
}

void Platform::setup_style_and_fonts() {
  ImGuiIO& io = ImGui::GetIO();
  apply_ui_style(ImGui::GetStyle(), ui_scale_);

  const float size = std::round(15.0f * ui_scale_);
  // The large font needs only ASCII: numbers, signs and "inf".
  static constexpr ImWchar kAscii[] = {0x20, 0x7e, 0};
  for (const char* path : font_candidates()) {
    std::error_code ignored;
    if (std::filesystem::exists(path, ignored) &&
        io.Fonts->AddFontFromFileTTF(path, size) != nullptr) {
      large_font_ = io.Fonts->AddFontFromFileTTF(
          path, std::round(40.0f * ui_scale_), nullptr, kAscii);
      return;
    }
  }
  ImFontConfig config;
  config.SizePixels = std::round(13.0f * ui_scale_);
  io.Fonts->AddFontDefault(&config);
}

Platform::~Platform() {
  if (imgui_gl_ready_) ImGui_ImplOpenGL3_Shutdown();
  if (imgui_sdl_ready_) ImGui_ImplSDL2_Shutdown();
  if (imgui_ready_) ImGui::DestroyContext();
  if (gl_context_ != nullptr) SDL_GL_DeleteContext(gl_context_);
  if (window_ != nullptr) SDL_DestroyWindow(window_);
  if (sdl_ready_) SDL_Quit();
}

void Platform::begin_frame() {
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  // Two frames can share a timestamp (the browser's clock is coarse), and
  // ImGui asserts on a zero time step.
  ImGuiIO& io = ImGui::GetIO();
  io.DeltaTime = std::max(io.DeltaTime, 1e-5f);
}

Status Platform::render(float clear_r, float clear_g, float clear_b) {
  ImGui::Render();
  int width = 0;
  int height = 0;
  SDL_GL_GetDrawableSize(window_, &width, &height);
  glViewport(0, 0, width, height);
  glClearColor(clear_r, clear_g, clear_b, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  if (const std::string errors = take_gl_errors(); !errors.empty()) {
    return fail(ErrorKind::IoFailure, "OpenGL failed while drawing: " + errors);
  }
  return {};
}

void Platform::end_frame_unseen() { ImGui::Render(); }

Result<Screenshot> Platform::read_pixels() const {
  Screenshot shot;
  SDL_GL_GetDrawableSize(window_, &shot.width, &shot.height);
  if (shot.width <= 0 || shot.height <= 0) {
    return fail(ErrorKind::IoFailure, "the window has no pixels to capture");
  }
  // RGBA is the one format every OpenGL (and WebGL) reads back.
  const std::size_t row = static_cast<std::size_t>(shot.width) * 3;
  std::vector<std::uint8_t> upside_down(static_cast<std::size_t>(shot.width) *
                                        4 * shot.height);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, shot.width, shot.height, GL_RGBA, GL_UNSIGNED_BYTE,
               upside_down.data());
  if (const std::string errors = take_gl_errors(); !errors.empty()) {
    return fail(ErrorKind::IoFailure,
                "cannot read the window's pixels: " + errors);
  }
  // GL's first row is the bottom one.
  shot.rgb.resize(row * shot.height);
  for (int y = 0; y < shot.height; ++y) {
    const std::uint8_t* from =
        upside_down.data() + (shot.height - 1 - y) * (row / 3 * 4);
    std::uint8_t* to = shot.rgb.data() + y * row;
    for (int x = 0; x < shot.width; ++x, from += 4, to += 3) {
      std::copy_n(from, 3, to);
    }
  }
  return shot;
}

void Platform::present() { SDL_GL_SwapWindow(window_); }

void Platform::finish_gpu() const { glFinish(); }

void Platform::set_title(const std::string& title) {
  SDL_SetWindowTitle(window_, title.c_str());
}

}  // namespace astar::studio
