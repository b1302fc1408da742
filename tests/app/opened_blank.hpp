#pragma once
// A blank document for tests that drive a Workspace without a window.

#include <gtest/gtest.h>

#include <utility>

#include "workspace/workspace.hpp"

namespace astar::studio {

/// blank_document's document, which a test expects to be made.
inline OpenedDocument opened_blank(int width, int height) {
  auto opened = blank_document(width, height);
  EXPECT_TRUE(opened.ok());
  return std::move(opened).value();
}

}  // namespace astar::studio
