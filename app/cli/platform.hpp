#pragma once
// What the CLI asks of the system where POSIX and Windows differ: reading
// standard input without blocking for `batch`, asking whether standard
// error is a terminal, byte-exact output, and the cores it may use.
// platform_posix.cpp and platform_windows.cpp implement it; CMake compiles
// the one for the target.

#include <cstddef>
#include <cstdint>
#include <string>

namespace astar::cli {

/// The standard streams pass bytes unchanged (Windows would otherwise
/// write "\r\n" for "\n", so the same command would print other bytes).
void use_binary_stdio();

/// Reads what standard input has, waiting for some: the count, 0 at the
/// end, or -1 with `error` set to the system's reason.
std::int64_t read_stdin(char* buffer, std::size_t size, std::string& error);

/// True when read_stdin would not wait: bytes or the end are there.
bool stdin_ready();

/// True when standard error is a terminal (progress lines go there only).
bool stderr_is_terminal();

/// The cores this process may run on (its affinity), at least 1.
int usable_cores();

}  // namespace astar::cli
