#pragma once
// The few C++20 library pieces libc++ 13 lacks (the standard library of
// Debian 12's emscripten, which builds the browser app): where the library
// has them, these are the standard ones.

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <system_error>
#include <type_traits>

#if __has_include(<bit>)
#include <bit>
#endif

namespace astar {

// std::bit_cast.
template <class To, class From>
To bit_cast(const From& from) noexcept {
  static_assert(sizeof(To) == sizeof(From));
#if defined(__cpp_lib_bit_cast)
  return std::bit_cast<To>(from);
#else
  return __builtin_bit_cast(To, from);
#endif
}

// std::make_unique_for_overwrite<T[]>: the elements are default-initialised
// (left uninitialised when trivial).
template <class T>
std::unique_ptr<T[]> make_array_for_overwrite(std::size_t count) {
  return std::unique_ptr<T[]>(new T[count]);
}

// std::from_chars, for floating-point values too. The fallback parses as
// from_chars does: no leading space or '+', no hexadecimal, the C locale's
// decimal point (the apps never change LC_NUMERIC).
template <class T>
std::from_chars_result from_chars(const char* first, const char* last,
                                  T& value) {
#if !defined(_LIBCPP_VERSION) || _LIBCPP_VERSION >= 14000
  return std::from_chars(first, last, value);
#else
  if constexpr (std::is_integral_v<T>) {
    return std::from_chars(first, last, value);
  } else {
    const std::string text(first, last);
    const bool refused = text.empty() || text[0] == '+' || text[0] == ' ' ||
                         text[0] == '\t' || text[0] == '\n' ||
                         text.find_first_of("xX") != std::string::npos;
    if (refused) return {first, std::errc::invalid_argument};
    char* end = nullptr;
    const double parsed = std::strtod(text.c_str(), &end);
    if (end == text.c_str()) return {first, std::errc::invalid_argument};
    value = static_cast<T>(parsed);
    return {first + (end - text.c_str()), std::errc()};
  }
#endif
}

// std::to_chars, for floating-point values too: the shortest text that
// reads back as the same value. The fallback is printf's %g with the fewest
// digits that round-trip (its choice of exponent form may differ).
template <class T>
std::to_chars_result to_chars(char* first, char* last, T value) {
#if !defined(_LIBCPP_VERSION) || _LIBCPP_VERSION >= 14000
  return std::to_chars(first, last, value);
#else
  if constexpr (std::is_integral_v<T>) {
    return std::to_chars(first, last, value);
  } else {
    char text[40];
    int length = 0;
    for (int digits = 1; digits <= 17; ++digits) {
      length = std::snprintf(text, sizeof text, "%.*g", digits,
                             static_cast<double>(value));
      if (std::strtod(text, nullptr) == static_cast<double>(value)) break;
    }
    if (length < 0 || length > last - first) {
      return {last, std::errc::value_too_large};
    }
    std::memcpy(first, text, static_cast<std::size_t>(length));
    return {first + length, std::errc()};
  }
#endif
}

}  // namespace astar
