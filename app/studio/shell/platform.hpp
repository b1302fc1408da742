#pragma once
// The window, the OpenGL context and Dear ImGui, created in order and torn
// down in reverse. Every SDL call that can fail is checked and reported
// with SDL_GetError().

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "astar/result.hpp"
#include "shell/screenshot.hpp"

struct ImFont;

namespace astar::studio {

struct PlatformConfig {
  bool headless = false;
  int width = 1280;
  int height = 800;
  // Where ImGui keeps its layout; empty: nowhere (headless, or no config
  // folder could be made).
  std::string imgui_ini_path;
};

class Platform {
 public:
  static Result<std::unique_ptr<Platform>> create(const PlatformConfig& config);
  ~Platform();
  Platform(const Platform&) = delete;
  Platform& operator=(const Platform&) = delete;

  SDL_Window* window() const { return window_; }
  std::uint32_t window_id() const { return SDL_GetWindowID(window_); }
  // The UI scale in use, and the display's own (from its DPI; 1 on
  // ordinary screens and headless; ASTAR_STUDIO_UI_SCALE overrides it).
  float ui_scale() const { return ui_scale_; }
  float display_scale() const { return display_scale_; }
  // Uses `scale` (0: the display's) from the next frame: the style and the
  // fonts are made again at that size. Call between frames.
  void use_ui_scale(float scale);
  // The UI's typeface rasterised large, for the numbers in zoomed-in cells:
  // scaling the UI font up that far would blur it. Null when the built-in
  // bitmap font is used.
  const ImFont* large_font() const { return large_font_; }

  void begin_frame();
  // Draws ImGui's output; call present() after any read_pixels().
  Status render(float clear_r, float clear_g, float clear_b);
  // Ends a frame nobody will see: ImGui's draw lists are built, not drawn.
  void end_frame_unseen();
  // The frame just rendered, as RGB rows from the top.
  Result<Screenshot> read_pixels() const;
  void present();
  // Waits for the GPU: frame timings then include the rendering itself.
  void finish_gpu() const;
  void set_title(const std::string& title);

 private:
  Platform() = default;
  Status init(const PlatformConfig& config);
  // SDL, the window and its OpenGL 3.3 context.
  Status init_window(const PlatformConfig& config);
  // ImGui and its SDL2 and OpenGL3 backends, on the window's context.
  Status init_imgui();
  void setup_style_and_fonts();

  bool sdl_ready_ = false;
  SDL_Window* window_ = nullptr;
  SDL_GLContext gl_context_ = nullptr;
  bool imgui_ready_ = false;
  bool imgui_sdl_ready_ = false;
  bool imgui_gl_ready_ = false;
  bool headless_ = false;
  float ui_scale_ = 1.0f;
  float display_scale_ = 1.0f;
  const ImFont* large_font_ = nullptr;
  std::string ini_path_;
};

}  // namespace astar::studio
