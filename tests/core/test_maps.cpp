#include "test_maps.hpp"

#include <cassert>
#include <filesystem>
#include <stdexcept>

namespace astar::test {

Document ascii_document(const std::vector<std::string>& rows) {
  assert(!rows.empty());
  const int height = static_cast<int>(rows.size());
  const int width = static_cast<int>(rows[0].size());
  Document doc{Grid(width, height), std::nullopt, std::nullopt};
  for (int y = 0; y < height; ++y) {
    assert(static_cast<int>(rows[y].size()) == width);
    for (int x = 0; x < width; ++x) {
      const char c = rows[y][x];
      if (c == '#' || c == '@') {
        doc.grid.set(x, y, kBlocked);
      } else if (c >= '1' && c <= '9') {
        doc.grid.set(x, y, value_for_weight(c - '0'));
      } else if (c == 'S') {
        doc.start = Point{x, y};
      } else if (c == 'G') {
        doc.goal = Point{x, y};
      } else {
        assert(c == '.');
      }
    }
  }
  return doc;
}

Grid ascii_grid(const std::vector<std::string>& rows) {
  return ascii_document(rows).grid;
}

std::vector<std::string> ascii_rows(const Grid& grid) {
  std::vector<std::string> rows;
  for (int y = 0; y < grid.height(); ++y) {
    std::string row;
    for (int x = 0; x < grid.width(); ++x) {
      const std::uint8_t v = grid.at(x, y);
      row += v == kBlocked      ? '#'
             : v == kOpenGround ? '.'
                                : static_cast<char>('0' + terrain_weight(v));
    }
    rows.push_back(row);
  }
  return rows;
}

Grid random_grid(std::mt19937& rng, int width, int height, int wall_percent,
                 int terrain_percent) {
  Grid grid(width, height);
  std::uniform_int_distribution<int> percent(0, 99);
  std::uniform_int_distribution<int> weight(2, 9);
  for (int i = 0; i < grid.cell_count(); ++i) {
    const int roll = percent(rng);
    if (roll < wall_percent) {
      grid.set(i, kBlocked);
    } else if (roll < wall_percent + terrain_percent) {
      grid.set(i, value_for_weight(weight(rng)));
    }
  }
  return grid;
}

Grid random_terrain_grid(std::mt19937& rng, int width, int height,
                         int wall_percent) {
  Grid grid(width, height);
  std::uniform_int_distribution<int> percent(0, 99);
  std::uniform_int_distribution<int> weight(1, 255);
  for (int i = 0; i < grid.cell_count(); ++i) {
    const int roll = percent(rng);
    if (roll < wall_percent) {
      grid.set(i, kBlocked);
    } else if (roll % 2 == 0) {
      grid.set(i, value_for_weight(weight(rng)));
    }
  }
  return grid;
}

std::string benchmark_file(const std::string& name) {
  const std::string path = std::string(ASTAR_BENCHMARKS_DIR) + "/" + name;
  // A missing file would otherwise surface as an empty result that a test
  // indexes; one line naming the file says what is wrong.
  if (!std::filesystem::is_regular_file(path)) {
    throw std::runtime_error("test data missing: " + path +
                             " (see tests/data/movingai/SOURCES.md)");
  }
  return path;
}

std::vector<MovementRules> every_rule_set() {
  std::vector<MovementRules> rules;
  for (auto c : {Connectivity::Four, Connectivity::Eight}) {
    for (auto d :
         {DiagonalRule::Always, DiagonalRule::NoSqueeze, DiagonalRule::NoCut}) {
      for (auto s : {StepCosts::Exact, StepCosts::TenFourteen}) {
        if (c == Connectivity::Four && d != DiagonalRule::NoCut) continue;
        rules.push_back(MovementRules{c, d, s});
      }
    }
  }
  return rules;
}

}  // namespace astar::test
