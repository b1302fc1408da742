// Terrain weights from value noise: random values on a coarse lattice,
// blended with smoothstep, three octaves. Everything is integer arithmetic
// so the map is identical on every platform. Lattice values come from
// hashing their coordinates, so no lattice is stored.

#include <cstdint>

#include "generator_kinds.hpp"

namespace astar::generators {

namespace {

constexpr std::int64_t kOne = 1 << 16;  // fixed-point 1.0
constexpr int kOctaves = 3;

// A 16-bit lattice value: SplitMix64's finaliser over the coordinates.
std::int64_t lattice_value(std::uint64_t key, int octave, int ix, int iy) {
  std::uint64_t z =
      key ^ (static_cast<std::uint64_t>(octave) << 58) ^
      (static_cast<std::uint64_t>(static_cast<std::uint32_t>(ix)) << 29) ^
      static_cast<std::uint64_t>(static_cast<std::uint32_t>(iy));
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return static_cast<std::int64_t>(z >> 48);
}

// smoothstep(t) = 3t^2 - 2t^3 for t = offset / spacing, in 16.16 fixed point.
std::int64_t smooth(int offset, int spacing) {
  const std::int64_t t = static_cast<std::int64_t>(offset) * kOne / spacing;
  return (t * t * (3 * kOne - 2 * t)) >> 32;
}

std::int64_t lerp(std::int64_t a, std::int64_t b, std::int64_t t) {
  return a + (((b - a) * t) >> 16);
}

// Noise in 0..65535 at (x, y) for one octave with the given lattice spacing.
std::int64_t octave_noise(std::uint64_t key, int octave, int spacing, int x,
                          int y) {
  const int ix = x / spacing;
  const int iy = y / spacing;
  const std::int64_t tx = smooth(x % spacing, spacing);
  const std::int64_t ty = smooth(y % spacing, spacing);
  const std::int64_t top = lerp(lattice_value(key, octave, ix, iy),
                                lattice_value(key, octave, ix + 1, iy), tx);
  const std::int64_t bottom =
      lerp(lattice_value(key, octave, ix, iy + 1),
           lattice_value(key, octave, ix + 1, iy + 1), tx);
  return lerp(top, bottom, ty);
}

}  // namespace

Grid terrain(const GeneratorSettings& settings, Rng& rng) {
  Grid grid(settings.width, settings.height);
  const std::uint64_t key = rng.next();
  const std::int64_t max_weight = settings.max_weight;
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) {
      // Octave k has spacing scale / 2^k and amplitude 2^(2-k): 4 + 2 + 1.
      std::int64_t sum = 0;
      for (int octave = 0; octave < kOctaves; ++octave) {
        const int spacing =
            settings.scale >> octave > 0 ? settings.scale >> octave : 1;
        sum += octave_noise(key, octave, spacing, x, y)
               << (kOctaves - 1 - octave);
      }
      const std::int64_t noise = sum / 7;  // 0..65535
      const std::int64_t weight = 1 + noise * max_weight / kOne;
      grid.set(x, y, value_for_weight(static_cast<int>(weight)));
    }
  }
  return grid;
}

}  // namespace astar::generators
