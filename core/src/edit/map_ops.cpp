#include "astar/edit/map_ops.hpp"

#include <array>

namespace astar {

namespace {

constexpr std::array<std::string_view, 9> kAnchorNames{
    "top-left", "top",         "top-right", "left",        "centre",
    "right",    "bottom-left", "bottom",    "bottom-right"};

std::optional<Point> moved_marker(std::optional<Point> marker, int dx, int dy,
                                  const Grid& target) {
  if (!marker) return std::nullopt;
  const Point moved{marker->x + dx, marker->y + dy};
  if (!target.contains(moved)) return std::nullopt;
  return moved;
}

// Floor modulo: the result is in 0..n-1 for any sign of `value`.
int wrap_index(long long value, int n) {
  const long long r = value % n;
  return static_cast<int>(r < 0 ? r + n : r);
}

}  // namespace

std::string_view to_string(Anchor anchor) {
  return kAnchorNames[static_cast<std::size_t>(anchor)];
}

std::optional<Anchor> parse_anchor(std::string_view text) {
  if (text == "center") return Anchor::Centre;
  for (std::size_t i = 0; i < kAnchorNames.size(); ++i) {
    if (kAnchorNames[i] == text) return static_cast<Anchor>(i);
  }
  return std::nullopt;
}

Result<EditCommand> make_resize_command(const Document& doc, long long width,
                                        long long height, Anchor anchor) {
  Result<Grid> created = Grid::create(width, height);
  if (!created) return created.failure().prefixed("cannot resize: ");
  Grid resized = std::move(created).value();
  const Grid& old = doc.grid;
  if (resized.width() == old.width() && resized.height() == old.height()) {
    return EditCommand{};
  }
  const int column = static_cast<int>(anchor) % 3;
  const int row = static_cast<int>(anchor) / 3;
  const int dx = (resized.width() - old.width()) * column / 2;
  const int dy = (resized.height() - old.height()) * row / 2;
  for (int y = 0; y < old.height(); ++y) {
    const int ny = y + dy;
    if (ny < 0 || ny >= resized.height()) continue;
    for (int x = 0; x < old.width(); ++x) {
      const int nx = x + dx;
      if (nx >= 0 && nx < resized.width()) resized.set(nx, ny, old.at(x, y));
    }
  }
  return make_replace_command(
      doc, resized, moved_marker(doc.start, dx, dy, resized),
      moved_marker(doc.goal, dx, dy, resized), "Resize");
}

EditCommand make_invert_command(const Document& doc) {
  Grid inverted = doc.grid;
  for (int i = 0; i < inverted.cell_count(); ++i) {
    const Point cell = inverted.point(i);
    if (cell == doc.start || cell == doc.goal) continue;
    inverted.set(i, inverted.walkable(i) ? kBlocked : kOpenGround);
  }
  return make_replace_command(doc, inverted, doc.start, doc.goal,
                              "Invert walls");
}

EditCommand make_clear_command(const Document& doc) {
  const Grid cleared(doc.grid.width(), doc.grid.height(), kOpenGround);
  return make_replace_command(doc, cleared, doc.start, doc.goal, "Clear");
}

EditCommand make_shift_command(const Document& doc, int dx, int dy, bool wrap) {
  const Grid& old = doc.grid;
  const int w = old.width();
  const int h = old.height();
  Grid shifted(w, h, kOpenGround);
  std::optional<Point> start;
  std::optional<Point> goal;
  if (wrap) {
    const int wx = wrap_index(dx, w);
    const int wy = wrap_index(dy, h);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        shifted.set((x + wx) % w, (y + wy) % h, old.at(x, y));
      }
    }
    auto wrap_marker =
        [&](std::optional<Point> marker) -> std::optional<Point> {
      if (!marker) return std::nullopt;
      return Point{(marker->x + wx) % w, (marker->y + wy) % h};
    };
    start = wrap_marker(doc.start);
    goal = wrap_marker(doc.goal);
  } else {
    for (int y = 0; y < h; ++y) {
      const long long ny = 0LL + y + dy;
      if (ny < 0 || ny >= h) continue;
      for (int x = 0; x < w; ++x) {
        const long long nx = 0LL + x + dx;
        if (nx >= 0 && nx < w) {
          shifted.set(static_cast<int>(nx), static_cast<int>(ny), old.at(x, y));
        }
      }
    }
    auto shift_marker =
        [&](std::optional<Point> marker) -> std::optional<Point> {
      if (!marker) return std::nullopt;
      const long long x = 0LL + marker->x + dx;
      const long long y = 0LL + marker->y + dy;
      if (x < 0 || y < 0 || x >= w || y >= h) return std::nullopt;
      return Point{static_cast<int>(x), static_cast<int>(y)};
    };
    start = shift_marker(doc.start);
    goal = shift_marker(doc.goal);
  }
  return make_replace_command(doc, shifted, start, goal,
                              wrap ? "Wrap" : "Shift");
}

}  // namespace astar
