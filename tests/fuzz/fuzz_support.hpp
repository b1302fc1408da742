#pragma once
// What every harness checks beyond "no crash": an error names its problem in
// a bounded message with no NUL (a hostile file once put 20 MiB into one
// error line, and a NUL cut another short). A failed check aborts, which
// libFuzzer reports as a crash with the input that caused it.

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#define FUZZ_CHECK(condition)                                               \
  do {                                                                      \
    if (!(condition)) {                                                     \
      std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, \
                   #condition);                                             \
      std::abort();                                                         \
    }                                                                       \
  } while (false)

namespace astar::fuzz {

inline void check_error_message(const std::string& message,
                                std::size_t limit = 400) {
  if (message.empty() || message.size() > limit ||
      message.find('\0') != std::string::npos) {
    std::fprintf(stderr, "bad error message (%zu bytes): %.400s\n",
                 message.size(), message.c_str());
    std::abort();
  }
}

inline std::string_view as_text(const unsigned char* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace astar::fuzz
