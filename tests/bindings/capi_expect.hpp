#pragma once
// What the C API's tests expect of a refused call.

#include <gtest/gtest.h>

#include <string>

#include "astar.h"

namespace astar::test {

/// The call returned `status`, the error holds the same code, and its
/// message names `mention`.
inline void expect_error(int code, const astar_error& error, int status,
                         const std::string& mention) {
  EXPECT_EQ(code, status) << error.message;
  EXPECT_EQ(error.code, status);
  EXPECT_NE(std::string(error.message).find(mention), std::string::npos)
      << "expected '" << mention << "' in: " << error.message;
}

}  // namespace astar::test
