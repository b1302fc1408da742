// The session loader: no exception escapes, errors are bounded, and a
// session with an inline map saves to text that loads to the same session.
// Map paths are looked up in an empty folder, so the fuzzer reads no files.
#include <unistd.h>

#include <cstdint>
#include <cstdlib>

#include "astar/session/session.hpp"
#include "fuzz_support.hpp"

namespace {

// An empty folder of our own, removed when the fuzzer exits.
struct EmptyFolder {
  std::string path;
  EmptyFolder() {
    char pattern[] = "/tmp/astar-fuzz-session-XXXXXX";
    const char* made = ::mkdtemp(pattern);
    path = made != nullptr ? made : "/nonexistent";
  }
  ~EmptyFolder() { ::rmdir(path.c_str()); }
};

const std::string& empty_folder() {
  static const EmptyFolder folder;
  return folder.path;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  astar::Result<astar::Session> session = astar::parse_session(
      astar::fuzz::as_text(data, size), "fuzz.astar.json", empty_folder());
  if (!session) {
    // A map path (at most 4096 bytes) may be part of the message.
    astar::fuzz::check_error_message(session.error(), 4096 + 400);
    return 0;
  }
  if (session.value().storage != astar::MapStorage::Inline) return 0;
  astar::Result<std::string> text = astar::format_session(session.value());
  FUZZ_CHECK(text.ok());
  astar::Result<astar::Session> back =
      astar::parse_session(text.value(), "back.astar.json", empty_folder());
  FUZZ_CHECK(back.ok() && back.value() == session.value());
  return 0;
}
