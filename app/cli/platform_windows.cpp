#include <fcntl.h>
#include <io.h>
#include <windows.h>

#include <bit>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "platform.hpp"

namespace astar::cli {

void use_binary_stdio() {
  (void)::_setmode(::_fileno(stdin), _O_BINARY);
  (void)::_setmode(::_fileno(stdout), _O_BINARY);
  (void)::_setmode(::_fileno(stderr), _O_BINARY);
}

std::int64_t read_stdin(char* buffer, std::size_t size, std::string& error) {
  const unsigned want = size > 0x40000000u ? 0x40000000u : unsigned(size);
  const int got = ::_read(::_fileno(stdin), buffer, want);
  if (got < 0) error = std::strerror(errno);
  return got;
}

// A pipe says how many bytes wait (or that the writer closed it: the end is
// ready too); a console has input when its handle is signalled; a file
// never waits.
bool stdin_ready() {
  const HANDLE input = ::GetStdHandle(STD_INPUT_HANDLE);
  switch (::GetFileType(input)) {
    case FILE_TYPE_PIPE: {
      DWORD waiting = 0;
      if (!::PeekNamedPipe(input, nullptr, 0, nullptr, &waiting, nullptr))
        return true;
      return waiting > 0;
    }
    case FILE_TYPE_CHAR:
      return ::WaitForSingleObject(input, 0) == WAIT_OBJECT_0;
    default:
      return true;
  }
}

bool stderr_is_terminal() { return ::_isatty(::_fileno(stderr)) != 0; }

int usable_cores() {
  DWORD_PTR process = 0;
  DWORD_PTR system = 0;
  if (::GetProcessAffinityMask(::GetCurrentProcess(), &process, &system) &&
      process != 0) {
    return std::popcount(static_cast<std::uint64_t>(process));
  }
  return 1;
}

}  // namespace astar::cli
