#pragma once
/// @file result.hpp
/// Errors at I/O boundaries are values: a Result holds either a value or an
/// Error. The Error's message is meant for a person ("maps/x.map:3:7:
/// unexpected character 'q'"); its kind lets a front end react by category
/// (reword, pick an exit status) without parsing the message.
///
/// ```cpp
/// Result<Grid> grid = load_map(path);
/// if (!grid) return grid.failure();  // forwards kind and message unchanged
/// if (bad) return fail(ErrorKind::BadArgument, "width 0 is outside 1..8192");
/// if (!saved) return saved.failure().prefixed("autosave: ");
/// ```

#include <cassert>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace astar {

/// What kind of failure an Error is, for a front end to react by category.
enum class ErrorKind : std::uint8_t {
  BadArgument,  ///< a parameter, flag or request is malformed or out of range
  BadFile,      ///< a file was read but its contents are malformed
  IoFailure,    ///< the system refused: open, read, write, rename, no such file
  Unsupported,  ///< well-formed input this build refuses (16-bit PNG, .txt)
  Cancelled,    ///< long work stopped early on request (a StopToken)
};

/// "bad argument", "bad file", "I/O failure", "unsupported" or "cancelled".
constexpr std::string_view to_string(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::BadArgument:
      return "bad argument";
    case ErrorKind::BadFile:
      return "bad file";
    case ErrorKind::IoFailure:
      return "I/O failure";
    case ErrorKind::Unsupported:
      return "unsupported";
    case ErrorKind::Cancelled:
      return "cancelled";
  }
  return "?";
}

/// A failure: its kind, and a human-readable message naming the file (when
/// there is one) and the problem.
struct Error {
  ErrorKind kind = ErrorKind::BadArgument;
  std::string message;

  /// The same error with `context` put before its message, for callers that
  /// know where it happened ("maps/a.scen:3: ").
  Error prefixed(std::string_view context) const {
    return Error{kind, std::string(context) + message};
  }
};

/// Either a value of type T or an Error. Check ok() before value().
template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : data_(std::move(value)) {}
  Result(Error error) : data_(std::move(error)) {}

  bool ok() const { return std::holds_alternative<T>(data_); }
  explicit operator bool() const { return ok(); }

  T& value() & {
    assert(ok());
    return std::get<T>(data_);
  }
  const T& value() const& {
    assert(ok());
    return std::get<T>(data_);
  }
  T&& value() && {
    assert(ok());
    return std::get<T>(std::move(data_));
  }
  /// The whole Error of a failed result: `return r.failure();` forwards it
  /// up a call chain into a Result of any other type, kind included.
  const Error& failure() const {
    assert(!ok());
    return std::get<Error>(data_);
  }
  /// The message of a failed result.
  const std::string& error() const { return failure().message; }
  /// The kind of a failed result.
  ErrorKind error_kind() const { return failure().kind; }

 private:
  std::variant<T, Error> data_;
};

/// A Result with no value: success, or an Error.
template <>
class [[nodiscard]] Result<void> {
 public:
  Result() = default;
  Result(Error error) : error_(std::move(error)), failed_(true) {}

  bool ok() const { return !failed_; }
  explicit operator bool() const { return ok(); }
  /// The whole Error of a failed result, to forward with `return`.
  const Error& failure() const {
    assert(failed_);
    return error_;
  }
  const std::string& error() const { return failure().message; }
  ErrorKind error_kind() const { return failure().kind; }

 private:
  Error error_;
  bool failed_ = false;
};

using Status = Result<void>;

/// Shorthand for building an Error.
inline Error fail(ErrorKind kind, std::string message) {
  return Error{kind, std::move(message)};
}

}  // namespace astar
