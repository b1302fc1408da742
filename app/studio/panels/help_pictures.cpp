#include "panels/help_pictures.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "astar/generate/generators.hpp"
#include "ui/label_options.hpp"
#include "ui/ui_util.hpp"

namespace astar::studio {
namespace {

// Scattered walls across open ground, corner to corner: Dijkstra fills
// the map, A* a band along the way, greedy a line that pays for its haste.
GeneratorSettings picture_map() {
  GeneratorSettings settings;
  settings.kind = GeneratorKind::Random;
  settings.width = 48;
  settings.height = 28;
  settings.seed = 1;
  settings.density = 0.25;
  settings.keep_open = {{1, 1}, {46, 26}};
  return settings;
}

constexpr long long kAllSteps = std::numeric_limits<long long>::max();

}  // namespace

Status HelpPictures::build() {
  auto grid = generate_map(picture_map());
  if (!grid) return grid.failure();
  grid_ = std::move(grid.value());
  start_ = picture_map().keep_open.front();
  goal_ = picture_map().keep_open.back();
  // A* first, whole, to know where a third of its way is.
  if (Status s = start(pictures_[1], Algorithm::AStar, kAllSteps); !s) return s;
  const long long third = pictures_[1].search.stats().expanded / 3;
  if (Status s = start(pictures_[0], Algorithm::AStar, third); !s) return s;
  if (Status s = start(pictures_[2], Algorithm::Dijkstra, kAllSteps); !s) {
    return s;
  }
  if (Status s = start(pictures_[3], Algorithm::Greedy, kAllSteps); !s) {
    return s;
  }
  pictures_[0].caption =
      "A*, a third of the way: " + std::to_string(third) + " expanded";
  return {};
}

// Runs `algorithm` from start_ to goal_ for at most `steps` steps and
// paints its picture.
Status HelpPictures::start(Picture& picture, Algorithm algorithm,
                           long long steps) {
  SearchQuery query;
  query.start = start_;
  query.goal = goal_;
  query.algorithm = algorithm;
  if (Status s = picture.search.start(grid_, query); !s) return s;
  while (steps-- > 0 && picture.search.step() == SearchStatus::Running) {
  }
  const Search& search = picture.search;
  picture.caption = std::string(algorithm_info(algorithm).label) + ": " +
                    std::to_string(search.stats().expanded) + " expanded";
  if (search.status() == SearchStatus::Found) {
    picture.caption += ", cost " + number_text(search.cost());
  }
  return picture.layers.resize_for(grid_);
}

void HelpPictures::draw(const Palette& palette) {
  if (!built_) {
    built_ = true;
    if (Status s = build(); !s) error_ = s.error();
  }
  if (!error_.empty()) {
    ImGui::TextDisabled("(No pictures: %s)", error_.c_str());
    return;
  }
  if (!ImGui::BeginTable("##pictures", 2)) return;
  for (Picture& picture : pictures_) {
    ImGui::TableNextColumn();
    draw_picture(picture, palette, ImGui::GetContentRegionAvail().x);
  }
  ImGui::EndTable();
}

void HelpPictures::draw_picture(Picture& picture, const Palette& palette,
                                float width) {
  const Search& search = picture.search;
  if (Status s = picture.layers.upload(grid_, &search, palette); !s) {
    error_ = s.error();
    return;
  }
  const float cell = std::max(1.0f, std::floor(width / grid_.width()));
  const ImVec2 corner = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(cell * grid_.width(), cell * grid_.height()));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (const MapLayers::Piece& piece :
       picture.layers.pieces_for(picture.layers.whole(), cell)) {
    draw->AddImage(reinterpret_cast<ImTextureID>(
                       static_cast<std::uintptr_t>(piece.texture)),
                   ImVec2(corner.x + piece.cells.x0 * cell,
                          corner.y + piece.cells.y0 * cell),
                   ImVec2(corner.x + piece.cells.x1 * cell,
                          corner.y + piece.cells.y1 * cell),
                   ImVec2(piece.u0, piece.v0), ImVec2(piece.u1, piece.v1));
  }
  // The markers as the canvas shows them, a cell wide.
  for (const auto& [point, colour] :
       {std::pair{start_, palette.start}, std::pair{goal_, palette.goal}}) {
    const ImVec2 at(corner.x + point.x * cell, corner.y + point.y * cell);
    draw->AddRectFilled(at, ImVec2(at.x + cell, at.y + cell),
                        ImGui::ColorConvertFloat4ToU32(to_vec4(colour)));
  }
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(picture.caption.c_str());
  ImGui::PopTextWrapPos();
}

}  // namespace astar::studio
