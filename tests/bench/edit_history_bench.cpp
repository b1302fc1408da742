// Memory and undo time of the edit history for many brush strokes on a big
// map. A stroke is a mouse drag of 200 samples, 4 cells apart, whose heading
// turns a little at random (about 800 cells long, so strokes cross), painted
// live through StrokeBuilder and recorded as one step. The map is either
// open ground or noisy terrain (every cell's "before" differs from its
// neighbours': the worst case for the packed diffs).
//
//   edit_history_bench [strokes] [side] [brush size]   (default 1000 2048 8)

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <limits>

#include "astar/edit/edit_history.hpp"
#include "astar/edit/paint.hpp"
#include "astar/generate/rng.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start)
      .count();
}

double mib(std::size_t bytes) { return static_cast<double>(bytes) / (1 << 20); }

struct Figures {
  std::size_t steps = 0;
  std::size_t changed_cells = 0;
  std::size_t unpacked_bytes = 0;  // the same commands as vectors of CellChange
  std::size_t history_bytes = 0;
  std::size_t dropped = 0;
  double paint_ms = 0;
  double undo_ms = 0;
  double redo_ms = 0;
  bool restored = false;
};

// Sixteen headings around the circle, as steps of about 4 cells.
constexpr int kHeadings[16][2] = {
    {4, 0},  {4, 2},   {3, 3},   {2, 4},   {0, 4},  {-2, 4}, {-3, 3}, {-4, 2},
    {-4, 0}, {-4, -2}, {-3, -3}, {-2, -4}, {0, -4}, {2, -4}, {3, -3}, {4, -2}};

astar::Grid noisy_terrain(int side) {
  astar::Grid grid(side, side);
  astar::Rng rng(7);
  for (int i = 0; i < grid.cell_count(); ++i) {
    grid.set(i, static_cast<std::uint8_t>(rng.between(1, 255)));
  }
  return grid;
}

Figures run(int strokes, const astar::Grid& map, astar::BrushSettings brush,
            std::size_t budget) {
  using namespace astar;
  const int side = map.width();
  Document doc{map, std::nullopt, std::nullopt};
  const Document original = doc;
  EditHistory history(budget);
  StrokeBuilder builder;
  Rng rng(2024);
  Figures figures;
  const Clock::time_point paint_start = Clock::now();
  for (int s = 0; s < strokes; ++s) {
    Point at{rng.between(0, side - 1), rng.between(0, side - 1)};
    int heading = rng.between(0, 15);
    builder.begin(doc, brush, at);
    for (int sample = 1; sample < 200; ++sample) {
      heading = (heading + rng.between(-1, 1) + 16) % 16;
      at.x = std::clamp(at.x + kHeadings[heading][0], 0, side - 1);
      at.y = std::clamp(at.y + kHeadings[heading][1], 0, side - 1);
      builder.extend(doc, at);
    }
    EditCommand command = builder.finish("Paint walls");
    figures.changed_cells += command.cells.size();
    figures.unpacked_bytes += command.memory_bytes();
    history.record_applied(std::move(command));
  }
  figures.paint_ms = ms_since(paint_start);
  figures.steps = history.size();
  figures.history_bytes = history.memory_bytes();
  figures.dropped = history.dropped_steps();

  const Document painted = doc;
  const Clock::time_point undo_start = Clock::now();
  history.jump_to(doc, 0);
  figures.undo_ms = ms_since(undo_start);
  figures.restored = figures.dropped == 0 ? doc == original : true;
  const Clock::time_point redo_start = Clock::now();
  history.jump_to(doc, history.size());
  figures.redo_ms = ms_since(redo_start);
  figures.restored = figures.restored && doc == painted;
  return figures;
}

void print(const char* title, const Figures& f) {
  std::printf(
      "%s\n  steps kept %zu (dropped %zu), cells changed %zu\n"
      "  history %.1f MiB (%.2f bytes/cell); as plain CellChange vectors "
      "%.1f MiB\n"
      "  paint %.0f ms, undo all %.1f ms, redo all %.1f ms, round trip %s\n",
      title, f.steps, f.dropped, f.changed_cells, mib(f.history_bytes),
      static_cast<double>(f.history_bytes) /
          static_cast<double>(f.changed_cells),
      mib(f.unpacked_bytes), f.paint_ms, f.undo_ms, f.redo_ms,
      f.restored ? "exact" : "WRONG");
}

}  // namespace

int main(int argc, char** argv) {
  const int strokes = argc > 1 ? std::atoi(argv[1]) : 1000;
  const int side = argc > 2 ? std::atoi(argv[2]) : 2048;
  const int size = argc > 3 ? std::atoi(argv[3]) : 8;
  if (strokes < 1 || side < 1 || side > astar::kMaxGridSide || size < 1 ||
      size > astar::kMaxBrushSize) {
    std::fprintf(stderr,
                 "usage: edit_history_bench [strokes] [side] [brush]\n");
    return 2;
  }
  std::printf("%d strokes of 200 samples on a %dx%d map\n", strokes, side,
              side);
  constexpr std::size_t kUnlimited = std::numeric_limits<std::size_t>::max();
  using astar::BrushSettings;
  using astar::BrushTip;
  using astar::Mirror;
  const astar::Grid open(side, side);
  const astar::Grid noisy = noisy_terrain(side);
  const BrushSettings round_walls{size, BrushTip::Round, Mirror::None, 0};
  print("round brush, walls over open ground, no budget:",
        run(strokes, open, round_walls, kUnlimited));
  print("square brush, terrain (weight 5) over open ground, no budget:",
        run(strokes, open,
            BrushSettings{size, BrushTip::Square, Mirror::None,
                          astar::value_for_weight(5)},
            kUnlimited));
  print("round brush, walls, mirrored both ways, no budget:",
        run(strokes, open,
            BrushSettings{size, BrushTip::Round, Mirror::Both, 0}, kUnlimited));
  print("round brush, walls over noisy terrain (worst case), no budget:",
        run(strokes, noisy, round_walls, kUnlimited));
  print("round brush, walls over noisy terrain, default 64 MiB budget:",
        run(strokes, noisy, round_walls,
            astar::EditHistory::kDefaultBudgetBytes));
  return 0;
}
