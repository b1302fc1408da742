#include "astar/io/map_io.hpp"

#include "astar/io/file_io.hpp"
#include "astar/io/image_io.hpp"
#include "astar/io/movingai_io.hpp"

namespace astar {
namespace {

bool is_image_extension(const std::string& ext) {
  return ext == ".png" || ext == ".bmp" || ext == ".tga";
}

std::string extension_problem(const std::string& path, const std::string& ext,
                              const char* expected) {
  if (ext.empty()) {
    return path + ": no file extension, so the map format is unknown; use " +
           expected;
  }
  return path + ": unknown map format '" + ext + "'; use " + expected;
}

}  // namespace

bool can_load_map(const std::string& path) {
  const std::string ext = lowercase_extension(path);
  return is_image_extension(ext) || ext == ".map";
}

bool can_save_map(const std::string& path) {
  const std::string ext = lowercase_extension(path);
  return ext == ".png" || ext == ".map";
}

Result<Grid> load_map(const std::string& path) {
  const std::string ext = lowercase_extension(path);
  if (is_image_extension(ext)) return read_image(path);
  if (ext == ".map") return read_movingai_map(path);
  return fail(ErrorKind::Unsupported,
              extension_problem(path, ext, ".png, .bmp, .tga or .map"));
}

Result<EncodedMap> encode_map(const Grid& grid, const std::string& path) {
  const std::string ext = lowercase_extension(path);
  if (ext != ".png" && ext != ".map") {
    if (ext == ".bmp" || ext == ".tga") {
      return fail(ErrorKind::Unsupported,
                  path + ": " + ext + " is read only; save as .png or .map");
    }
    return fail(ErrorKind::Unsupported,
                extension_problem(path, ext, ".png or .map"));
  }
  if (grid.empty())
    return fail(ErrorKind::BadArgument, path + ": cannot save an empty map");
  EncodedMap encoded;
  if (ext == ".png") {
    auto png = encode_png(grid);
    if (!png) return png.failure().prefixed(path + ": ");
    encoded.bytes = std::move(png).value();
    return encoded;
  }
  MovingAiText text = format_movingai_map(grid);
  encoded.bytes = std::move(text.text);
  encoded.report.flattened_cells = text.flattened_cells;
  if (text.flattened_cells > 0) {
    encoded.report.warning =
        path + ": " + std::to_string(text.flattened_cells) +
        (text.flattened_cells == 1 ? " cell" : " cells") +
        " of weighted terrain saved as plain walkable ground; the .map "
        "format keeps only walkable and blocked";
  }
  return encoded;
}

Result<SaveReport> save_map(const Grid& grid, const std::string& path) {
  auto encoded = encode_map(grid, path);
  if (!encoded) return encoded.failure();
  if (Status written = write_file_atomic(path, encoded.value().bytes);
      !written) {
    return written.failure();
  }
  return std::move(encoded.value().report);
}

}  // namespace astar
