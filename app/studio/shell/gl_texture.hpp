#pragma once
// An RGBA8 OpenGL texture with nearest filtering: one texel per map cell.

#include <cstdint>
#include <string>

#include "astar/result.hpp"

namespace astar::studio {

class GlTexture {
 public:
  GlTexture() = default;
  GlTexture(const GlTexture&) = delete;
  GlTexture& operator=(const GlTexture&) = delete;
  GlTexture(GlTexture&& other) noexcept;
  GlTexture& operator=(GlTexture&& other) noexcept;
  ~GlTexture();

  // Allocates a width x height texture (contents undefined). Fails with the
  // GL error, or when the size exceeds GL_MAX_TEXTURE_SIZE.
  static Result<GlTexture> create(int width, int height);

  // Replaces a rectangle; `pixels` holds rect_h rows of rect_w packed RGBA
  // values, each row `row_length` values after the last (0: rect_w).
  Status upload(int x, int y, int rect_w, int rect_h,
                const std::uint32_t* pixels, int row_length = 0);

  unsigned id() const { return id_; }
  int width() const { return width_; }
  int height() const { return height_; }
  bool valid() const { return id_ != 0; }

 private:
  void release();

  unsigned id_ = 0;
  int width_ = 0;
  int height_ = 0;
};

// Text for the pending glGetError() codes, or empty when there are none.
std::string take_gl_errors();

}  // namespace astar::studio
