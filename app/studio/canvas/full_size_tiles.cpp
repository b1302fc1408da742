#include "canvas/full_size_tiles.hpp"

#include <algorithm>

namespace astar::studio {

static_assert(FullSizeTiles::kTileCells % FullSizeTiles::kPaintCells == 0);

void FullSizeTiles::reset(int width, int height,
                          std::vector<GlTexture>& retired) {
  for (Tile& tile : tiles_) {
    if (tile.texture.valid()) retired.push_back(std::move(tile.texture));
  }
  layout_ = TileLayout(width, height, kTileCells);
  tiles_.clear();
  tiles_.resize(layout_.count());
}

Result<std::vector<CellRect>> FullSizeTiles::keep_only(
    const CellRect& wanted, std::vector<GlTexture>& retired) {
  const CellRect keep = layout_.tiles_over(wanted);
  std::vector<CellRect> made;
  for (int row = 0; row < layout_.rows; ++row) {
    for (int col = 0; col < layout_.cols; ++col) {
      Tile& tile = tiles_[layout_.index(col, row)];
      const bool kept =
          col >= keep.x0 && col < keep.x1 && row >= keep.y0 && row < keep.y1;
      if (!kept) {
        if (tile.texture.valid()) retired.push_back(std::move(tile.texture));
        tile = Tile{};
        continue;
      }
      if (tile.texture.valid()) continue;
      const CellRect cells = layout_.area_of(col, row);
      auto texture = GlTexture::create(cells.width(), cells.height());
      if (!texture) return texture.failure();
      const int squares = ((cells.width() + kPaintCells - 1) / kPaintCells) *
                          ((cells.height() + kPaintCells - 1) / kPaintCells);
      tile =
          Tile{std::move(texture.value()),
               std::vector<std::uint8_t>(static_cast<std::size_t>(squares)), 0};
      made.push_back(cells);
    }
  }
  return made;
}

Status FullSizeTiles::upload(const CellRect& rect,
                             const std::uint32_t* pixels) {
  const CellRect over = layout_.tiles_over(rect);
  for (int row = over.y0; row < over.y1; ++row) {
    for (int col = over.x0; col < over.x1; ++col) {
      Tile& tile = tiles_[layout_.index(col, row)];
      if (!tile.texture.valid()) continue;
      const CellRect tile_cells = layout_.area_of(col, row);
      const CellRect part = rect.common_part(tile_cells);
      const std::uint32_t* first = pixels +
                                   static_cast<std::size_t>(part.y0 - rect.y0) *
                                       static_cast<std::size_t>(rect.width()) +
                                   static_cast<std::size_t>(part.x0 - rect.x0);
      if (Status s = tile.texture.upload(part.x0 - tile_cells.x0,
                                         part.y0 - tile_cells.y0, part.width(),
                                         part.height(), first, rect.width());
          !s) {
        return s;
      }
      note_painted(tile, tile_cells, part);
    }
  }
  return {};
}

// Painted rectangles start on multiples of kPaintCells, so a square is
// painted whole once its first cell is.
void FullSizeTiles::note_painted(Tile& tile, const CellRect& tile_cells,
                                 const CellRect& rect) {
  const int across = (tile_cells.width() + kPaintCells - 1) / kPaintCells;
  for (int y = rect.y0; y < rect.y1; y += kPaintCells) {
    for (int x = rect.x0; x < rect.x1; x += kPaintCells) {
      const int i = ((y - tile_cells.y0) / kPaintCells) * across +
                    (x - tile_cells.x0) / kPaintCells;
      std::uint8_t& square = tile.painted[static_cast<std::size_t>(i)];
      if (square == 0) ++tile.painted_count;
      square = 1;
    }
  }
}

std::vector<FullSizeTiles::Piece> FullSizeTiles::pieces(
    const CellRect& view) const {
  std::vector<Piece> result;
  const CellRect over = layout_.tiles_over(view);
  for (int row = over.y0; row < over.y1; ++row) {
    for (int col = over.x0; col < over.x1; ++col) {
      const Tile& tile = tiles_[layout_.index(col, row)];
      const CellRect tile_cells = layout_.area_of(col, row);
      const CellRect cells = view.common_part(tile_cells);
      const auto across = static_cast<float>(tile_cells.width());
      const auto down = static_cast<float>(tile_cells.height());
      result.push_back(Piece{tile.texture.id(), cells,
                             (cells.x0 - tile_cells.x0) / across,
                             (cells.y0 - tile_cells.y0) / down,
                             (cells.x1 - tile_cells.x0) / across,
                             (cells.y1 - tile_cells.y0) / down,
                             tile.texture.valid() && tile.whole()});
    }
  }
  return result;
}

int FullSizeTiles::tile_count() const {
  return static_cast<int>(
      std::count_if(tiles_.begin(), tiles_.end(),
                    [](const Tile& tile) { return tile.texture.valid(); }));
}

}  // namespace astar::studio
