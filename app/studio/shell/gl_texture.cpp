#include "shell/gl_texture.hpp"

#include <SDL_opengl.h>

#include <string>
#include <utility>

namespace astar::studio {

std::string take_gl_errors() {
  std::string text;
  // glGetError returns one flag per call; a lost context can keep
  // returning errors, so the loop is bounded.
  for (int i = 0; i < 16; ++i) {
    const GLenum code = glGetError();
    if (code == GL_NO_ERROR) break;
    if (!text.empty()) text += ", ";
    switch (code) {
      case GL_INVALID_ENUM:
        text += "GL_INVALID_ENUM";
        break;
      case GL_INVALID_VALUE:
        text += "GL_INVALID_VALUE";
        break;
      case GL_INVALID_OPERATION:
        text += "GL_INVALID_OPERATION";
        break;
      case GL_OUT_OF_MEMORY:
        text += "GL_OUT_OF_MEMORY";
        break;
      default:
        text += "GL error " + std::to_string(code);
        break;
    }
  }
  return text;
}

GlTexture::GlTexture(GlTexture&& other) noexcept
    : id_(std::exchange(other.id_, 0)),
      width_(other.width_),
      height_(other.height_) {}

GlTexture& GlTexture::operator=(GlTexture&& other) noexcept {
  if (this != &other) {
    release();
    id_ = std::exchange(other.id_, 0);
    width_ = other.width_;
    height_ = other.height_;
  }
  return *this;
}

GlTexture::~GlTexture() { release(); }

void GlTexture::release() {
  if (id_ != 0) {
    const GLuint id = id_;
    glDeleteTextures(1, &id);
    id_ = 0;
  }
}

Result<GlTexture> GlTexture::create(int width, int height) {
  take_gl_errors();
  GLint max_size = 0;
  glGetIntegerv(GL_MAX_TEXTURE_SIZE, &max_size);
  if (width > max_size || height > max_size) {
    return fail(ErrorKind::Unsupported,
                "a " + std::to_string(width) + "x" + std::to_string(height) +
                    " map is larger than this GPU's texture limit of " +
                    std::to_string(max_size));
  }
  GlTexture texture;
  GLuint id = 0;
  glGenTextures(1, &id);
  texture.id_ = id;
  texture.width_ = width;
  texture.height_ = height;
  glBindTexture(GL_TEXTURE_2D, id);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA,
               GL_UNSIGNED_BYTE, nullptr);
  const std::string errors = take_gl_errors();
  if (!errors.empty()) {
    return fail(ErrorKind::IoFailure,
                "could not create a " + std::to_string(width) + "x" +
                    std::to_string(height) + " texture: " + errors);
  }
  return texture;
}

Status GlTexture::upload(int x, int y, int rect_w, int rect_h,
                         const std::uint32_t* pixels, int row_length) {
  glBindTexture(GL_TEXTURE_2D, id_);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, row_length);
  glTexSubImage2D(GL_TEXTURE_2D, 0, x, y, rect_w, rect_h, GL_RGBA,
                  GL_UNSIGNED_BYTE, pixels);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
  const std::string errors = take_gl_errors();
  if (!errors.empty())
    return fail(ErrorKind::IoFailure, "texture upload failed: " + errors);
  return {};
}

}  // namespace astar::studio
