#include "dialogs/tile_chooser.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdint>

#include "astar/io/image_io.hpp"
#include "astar/io/map_io.hpp"

namespace astar::studio {
namespace {

// What a click makes a tile, in turn; 0 follows "All other tiles".
struct TileChoice {
  const char* label;  // under the tile
  const char* value;  // in --values text
};
constexpr TileChoice kTileChoices[] = {
    {"as others", ""}, {"wall", "wall"}, {"open", "open"}, {"x2", "2"},
    {"x3", "3"},       {"x5", "5"},      {"x10", "10"}};
constexpr TileChoice kOtherChoices[] = {{"open", "open"}, {"wall", "wall"}};

// Tileset pictures larger than this on a side are not shown.
constexpr int kMaxPictureSide = 8192;

// The cell each choice gives, read by the core's own --values reader (the
// one opening the file uses), so text the user typed reads back the same.
std::optional<std::uint8_t> cell_of(const TileChoice& choice) {
  if (*choice.value == '\0') return std::nullopt;
  auto named = name_values(std::string("0=") + choice.value, {0});
  return named ? named.value().cells.front() : std::nullopt;
}

// The choices `values` (--values text) makes for `tiles`: the one whose
// cell a rule names, else "as others"; and the "*" rule's.
void read_values(const std::string& values, const std::vector<LayerTile>& tiles,
                 std::vector<std::size_t>& choice, std::size_t& others) {
  std::vector<std::uint32_t> gids;
  for (const LayerTile& tile : tiles) gids.push_back(tile.gid);
  auto named = name_values(values, gids);
  if (!named) return;  // opening says what is wrong with the text
  std::optional<std::uint8_t> cells[std::size(kTileChoices)];
  for (std::size_t c = 1; c < std::size(kTileChoices); ++c) {
    cells[c] = cell_of(kTileChoices[c]);
  }
  for (std::size_t t = 0; t < tiles.size(); ++t) {
    const std::optional<std::uint8_t> cell = named.value().cells[t];
    if (!cell) continue;
    for (std::size_t c = 1; c < std::size(kTileChoices); ++c) {
      if (cells[c] == cell) choice[t] = c;
    }
  }
  others = named.value().others == cell_of(kOtherChoices[1]) ? 1 : 0;
}

}  // namespace

void TileChooser::load(const std::string& path, const LayerOptions& options) {
  tiles_.clear();
  choice_.clear();
  others_ = 0;
  problem_.clear();
  Result<LayerTiles> listed = list_layer_tiles(path, options);
  needed_ = listed && listed.value().needs_values;
  if (!listed) {
    // LDtk projects and unreadable files: nothing to choose here; opening
    // reports what is wrong.
    problem_ = listed.error();
    return;
  }
  tiles_ = std::move(listed.value().tiles);
  choice_.assign(tiles_.size(), 0);
  read_values(options.values, tiles_, choice_, others_);
}

std::string TileChooser::values() const {
  std::string text;
  // Runs of consecutive ids with the same choice become one range.
  for (std::size_t i = 0; i < tiles_.size();) {
    std::size_t j = i;
    while (j + 1 < tiles_.size() && choice_[j + 1] == choice_[i] &&
           tiles_[j + 1].gid == tiles_[j].gid + 1)
      ++j;
    if (choice_[i] != 0) {
      text += std::to_string(tiles_[i].gid) +
              (j > i ? "-" + std::to_string(tiles_[j].gid) : "") + "=" +
              kTileChoices[choice_[i]].value + ",";
    }
    i = j + 1;
  }
  return text + "*=" + kOtherChoices[others_].value;
}

const GlTexture* TileChooser::picture(const std::string& file) {
  if (file.empty() || picture_problems_.contains(file)) return nullptr;
  if (auto found = pictures_.find(file); found != pictures_.end())
    return &found->second;
  Result<RgbaImage> image = read_rgba_image(file, kMaxPictureSide);
  Result<GlTexture> texture =
      image ? GlTexture::create(image.value().width, image.value().height)
            : Result<GlTexture>(image.failure());
  if (texture) {
    const RgbaImage& pixels = image.value();
    Status uploaded = texture.value().upload(0, 0, pixels.width, pixels.height,
                                             pixels.pixels.data());
    if (!uploaded) texture = uploaded.failure();
  }
  if (!texture) {
    picture_problems_[file] = texture.error();
    return nullptr;
  }
  return &pictures_.emplace(file, std::move(texture).value()).first->second;
}

void TileChooser::draw_tile(std::size_t i, float side, UiTargets& targets) {
  const LayerTile& tile = tiles_[i];
  const std::string name = "Tile " + std::to_string(tile.gid);
  ImGui::PushID(static_cast<int>(i));
  ImGui::BeginGroup();
  const GlTexture* texture = picture(tile.image);
  bool clicked = false;
  if (texture != nullptr && tile.width > 0 && tile.height > 0) {
    const float w = static_cast<float>(texture->width());
    const float h = static_cast<float>(texture->height());
    // A wall is drawn dark, as the canvas draws walls.
    const float shade =
        choice_[i] == 1 || (choice_[i] == 0 && others_ == 1) ? 0.35f : 1.0f;
    clicked = ImGui::ImageButton(
        reinterpret_cast<ImTextureID>(
            static_cast<std::intptr_t>(texture->id())),
        ImVec2(side, side), ImVec2(tile.x / w, tile.y / h),
        ImVec2((tile.x + tile.width) / w, (tile.y + tile.height) / h), -1,
        ImVec4(0, 0, 0, 0), ImVec4(shade, shade, shade, 1));
  } else {
    // No picture (a tileset of separate images, or one that cannot be
    // read): the id stands in for it.
    clicked =
        ImGui::Button(std::to_string(tile.gid).c_str(),
                      ImVec2(side + 2 * ImGui::GetStyle().FramePadding.x,
                             side + 2 * ImGui::GetStyle().FramePadding.y));
  }
  targets.record(name);
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip(
        "Tile %u: %d cells. Click: wall, open, x2, x3, x5, "
        "x10, as the other tiles.",
        static_cast<unsigned>(tile.gid), tile.count);
  }
  if (clicked) choice_[i] = (choice_[i] + 1) % std::size(kTileChoices);
  const std::size_t shown = choice_[i];
  const char* label =
      shown == 0 ? kOtherChoices[others_].label : kTileChoices[shown].label;
  if (shown == 0) {
    ImGui::TextDisabled("%s", label);
  } else {
    ImGui::TextUnformatted(label);
  }
  ImGui::EndGroup();
  ImGui::PopID();
}

void TileChooser::draw(float ui_scale, UiTargets& targets) {
  if (!needed_) return;
  ImGui::Separator();
  ImGui::TextWrapped(
      "This layer does not say which tiles are walls. Click a tile to make "
      "it a wall, open ground or terrain (x2 ... x10); the rest follow All "
      "other tiles.");
  ImGui::TextUnformatted("All other tiles:");
  for (std::size_t i = 0; i < std::size(kOtherChoices); ++i) {
    ImGui::SameLine();
    if (ImGui::RadioButton(kOtherChoices[i].label, others_ == i)) others_ = i;
    targets.record(std::string("All other tiles: ") + kOtherChoices[i].label);
  }
  // Up to 12 tiles a row and 6 rows in view; more rows scroll.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float side = 32 * ui_scale;
  const float item = side + 2 * style.FramePadding.x + style.ItemSpacing.x;
  const float row = side + 2 * style.FramePadding.y + style.ItemSpacing.y +
                    ImGui::GetTextLineHeightWithSpacing();
  const std::size_t per_row = std::clamp<std::size_t>(tiles_.size(), 6, 12);
  const std::size_t rows = (tiles_.size() + per_row - 1) / per_row;
  // The dialog keeps its Open button in the window: the tiles get what
  // height is left under them, and scroll.
  const float wanted =
      static_cast<float>(std::min<std::size_t>(rows, 6)) * row +
      2 * style.WindowPadding.y;
  const float left = ImGui::GetMainViewport()->WorkSize.y * 0.9f -
                     ImGui::GetCursorPosY() -
                     3 * ImGui::GetFrameHeightWithSpacing();
  ImGui::BeginChild("tiles",
                    ImVec2(static_cast<float>(per_row) * item +
                               2 * style.WindowPadding.x + style.ScrollbarSize,
                           std::max(std::min(wanted, left), row)),
                    true);
  const auto columns = static_cast<std::size_t>(
      std::max(1.0f, (ImGui::GetContentRegionAvail().x + 1) / item));
  for (std::size_t i = 0; i < tiles_.size(); ++i) {
    if (i % columns != 0) ImGui::SameLine();
    draw_tile(i, side, targets);
  }
  ImGui::EndChild();
  for (const auto& [file, problem] : picture_problems_) {
    ImGui::TextDisabled("No pictures from %s", problem.c_str());
  }
}

}  // namespace astar::studio
