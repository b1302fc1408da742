#include "canvas/level_tiles.hpp"

#include <algorithm>

namespace astar::studio {
void LevelTiles::reset(int n, int map_width, int map_height,
                       std::vector<GlTexture>& retired) {
  for (GlTexture& tile : tiles_) {
    if (tile.valid()) retired.push_back(std::move(tile));
  }
  n_ = n;
  map_width_ = map_width;
  map_height_ = map_height;
  // A level's last texel may hold fewer cells.
  layout_ = TileLayout((map_width + (1 << n) - 1) >> n,
                       (map_height + (1 << n) - 1) >> n, kTileTexels);
  tiles_.clear();
  tiles_.resize(layout_.count());
}

CellRect LevelTiles::tiles_over_cells(const CellRect& cells) const {
  const CellRect clipped = cells.clipped(map_width_, map_height_);
  if (clipped.empty()) return {};
  return layout_.tiles_over({clipped.x0 >> n_, clipped.y0 >> n_,
                             ((clipped.x1 - 1) >> n_) + 1,
                             ((clipped.y1 - 1) >> n_) + 1});
}

Status LevelTiles::keep_only(const CellRect& wanted, const MinifiedLevel& level,
                             std::uint32_t wall_colour,
                             std::vector<GlTexture>& retired) {
  const CellRect keep = tiles_over_cells(wanted);
  bool made_one = false;
  for (int row = 0; row < layout_.rows; ++row) {
    for (int col = 0; col < layout_.cols; ++col) {
      GlTexture& tile = tiles_[layout_.index(col, row)];
      const bool kept =
          col >= keep.x0 && col < keep.x1 && row >= keep.y0 && row < keep.y1;
      if (!kept) {
        if (tile.valid()) retired.push_back(std::move(tile));
        continue;
      }
      if (tile.valid() || made_one) continue;
      made_one = true;
      if (Status s = make(col, row, level, wall_colour); !s) return s;
    }
  }
  return {};
}

Status LevelTiles::make(int col, int row, const MinifiedLevel& level,
                        std::uint32_t wall_colour) {
  const CellRect texels = layout_.area_of(col, row);
  auto texture = GlTexture::create(texels.width(), texels.height());
  if (!texture) return texture.failure();
  scratch_.clear();
  for (int y = texels.y0; y < texels.y1; ++y) {
    for (int x = texels.x0; x < texels.x1; ++x) {
      scratch_.push_back(level.colour(x, y, wall_colour));
    }
  }
  if (Status s = texture.value().upload(0, 0, texels.width(), texels.height(),
                                        scratch_.data());
      !s) {
    return s;
  }
  tiles_[layout_.index(col, row)] = std::move(texture.value());
  return {};
}

Status LevelTiles::upload(const CellRect& texels,
                          const std::uint32_t* colours) {
  const CellRect over = layout_.tiles_over(texels);
  for (int row = over.y0; row < over.y1; ++row) {
    for (int col = over.x0; col < over.x1; ++col) {
      GlTexture& tile = tiles_[layout_.index(col, row)];
      if (!tile.valid()) continue;
      const CellRect tile_texels = layout_.area_of(col, row);
      const CellRect part = texels.common_part(tile_texels);
      const std::uint32_t* first =
          colours +
          static_cast<std::size_t>(part.y0 - texels.y0) *
              static_cast<std::size_t>(texels.width()) +
          static_cast<std::size_t>(part.x0 - texels.x0);
      if (Status s =
              tile.upload(part.x0 - tile_texels.x0, part.y0 - tile_texels.y0,
                          part.width(), part.height(), first, texels.width());
          !s) {
        return s;
      }
    }
  }
  return {};
}

bool LevelTiles::made_over(const CellRect& texels) const {
  const CellRect over = layout_.tiles_over(texels);
  for (int row = over.y0; row < over.y1; ++row) {
    for (int col = over.x0; col < over.x1; ++col) {
      if (tiles_[layout_.index(col, row)].valid()) return true;
    }
  }
  return false;
}

std::vector<LevelTiles::Piece> LevelTiles::pieces(const CellRect& view,
                                                  bool& whole) const {
  std::vector<Piece> result;
  whole = true;
  const CellRect over = tiles_over_cells(view);
  const int texel = 1 << n_;
  for (int row = over.y0; row < over.y1; ++row) {
    for (int col = over.x0; col < over.x1; ++col) {
      const GlTexture& tile = tiles_[layout_.index(col, row)];
      if (!tile.valid()) {
        whole = false;
        continue;
      }
      // Texel (x, y) covers cells from (x, y) * texel; the tile's texels
      // span texel times as many cells, the last clipped to the map.
      const CellRect t = layout_.area_of(col, row);
      const CellRect tile_cells =
          CellRect{t.x0 * texel, t.y0 * texel, t.x1 * texel, t.y1 * texel};
      const CellRect cells =
          view.clipped(map_width_, map_height_).common_part(tile_cells);
      const auto across = static_cast<float>(tile_cells.width());
      const auto down = static_cast<float>(tile_cells.height());
      result.push_back(Piece{tile.id(), cells,
                             (cells.x0 - tile_cells.x0) / across,
                             (cells.y0 - tile_cells.y0) / down,
                             (cells.x1 - tile_cells.x0) / across,
                             (cells.y1 - tile_cells.y0) / down});
    }
  }
  return result;
}

int LevelTiles::tile_count() const {
  return static_cast<int>(
      std::count_if(tiles_.begin(), tiles_.end(),
                    [](const GlTexture& tile) { return tile.valid(); }));
}

}  // namespace astar::studio
