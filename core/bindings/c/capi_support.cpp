#include "capi_support.hpp"

#include <algorithm>
#include <cstring>

namespace astar::capi {

void set_error(astar_error* error, int code, std::string_view message) {
  if (error == nullptr) return;
  error->code = code;
  std::size_t size = std::min(message.size(), sizeof error->message - 1);
  // Never cut a UTF-8 sequence in two: back up over continuation bytes.
  if (size < message.size()) {
    while (size > 0 &&
           (static_cast<unsigned char>(message[size]) & 0xC0) == 0x80) {
      --size;
    }
  }
  std::memcpy(error->message, message.data(), size);
  error->message[size] = '\0';
}

Result<int> check_grid(std::string_view function, const astar_grid* grid) {
  if (grid == nullptr) return null_argument(function, "grid");
  if (grid->freed.load(std::memory_order_relaxed)) {
    return bad_argument(std::string(function) +
                        ": the grid was freed (astar_grid_free); a search "
                        "still holds it, but its caller may not use it");
  }
  return ASTAR_OK;
}

int status_for(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::BadArgument:
      return ASTAR_BAD_ARGUMENT;
    case ErrorKind::BadFile:
      return ASTAR_BAD_FILE;
    case ErrorKind::IoFailure:
      return ASTAR_IO_FAILURE;
    case ErrorKind::Unsupported:
      return ASTAR_UNSUPPORTED;
    case ErrorKind::Cancelled:
      return ASTAR_CANCELLED;
  }
  return ASTAR_INTERNAL_ERROR;
}

}  // namespace astar::capi
