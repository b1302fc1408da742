#pragma once
/// @file result.hpp
/// Errors at I/O boundaries are values: a Result holds either a value or a
/// message meant for a person ("maps/x.map:3:7: unexpected character 'q'").

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace astar {

/// A failure with a human-readable message naming the file and the problem.
struct Error {
  std::string message;
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
  /// The message of a failed result.
  const std::string& error() const {
    assert(!ok());
    return std::get<Error>(data_).message;
  }

 private:
  std::variant<T, Error> data_;
};

/// A Result with no value: success, or an Error.
template <>
class [[nodiscard]] Result<void> {
 public:
  Result() = default;
  Result(Error error) : error_(std::move(error.message)), failed_(true) {}

  bool ok() const { return !failed_; }
  explicit operator bool() const { return ok(); }
  const std::string& error() const {
    assert(failed_);
    return error_;
  }

 private:
  std::string error_;
  bool failed_ = false;
};

using Status = Result<void>;

/// Shorthand for building an Error from a message.
inline Error fail(std::string message) { return Error{std::move(message)}; }

}  // namespace astar
