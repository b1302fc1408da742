// The CPU cost of the numbers and arrows in the cells: the canvas's draw
// list built for a searched 4096x4096 map zoomed in, with the labels on and
// off. No window and no GL: ImGui builds the draw lists and nothing renders
// them, so the figures are the part the labels add on the CPU (software GL
// then fills their pixels, which --frame-stats measures with the rest).
//
//   cell_labels_bench [side] [zoom] [frames]   (default 4096 40 300)

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <vector>

#include "astar/generate/generators.hpp"
#include "astar/search/search.hpp"
#include "canvas/canvas_view.hpp"

namespace {

using namespace astar;
using namespace astar::studio;
using Clock = std::chrono::steady_clock;

// The app's canvas area in a 1280x800 window.
constexpr float kCanvasW = 724;
constexpr float kCanvasH = 690;

// ImGui with the app's fonts and no backend.
void set_up_imgui() {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(kCanvasW, kCanvasH);
  const char* font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
  std::error_code ignored;
  if (std::filesystem::exists(font, ignored)) {
    io.Fonts->AddFontFromFileTTF(font, 15);
    static constexpr ImWchar kAscii[] = {0x20, 0x7e, 0};
    io.Fonts->AddFontFromFileTTF(font, 40, nullptr, kAscii);
  } else {
    io.Fonts->AddFontDefault();
  }
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
}

struct Figures {
  double mean_ms = 0;
  double p95_ms = 0;
  int vertices = 0;
};

// Frames of the canvas alone, centred on the map at `zoom`.
Figures measure(CanvasView& view, CanvasScene scene, double zoom, int frames) {
  ImGuiIO& io = ImGui::GetIO();
  const Grid& grid = *scene.grid;
  view.request_view({zoom, grid.width() / 2.0, grid.height() / 2.0});
  std::vector<double> times;
  Figures figures;
  for (int i = 0; i < frames + 2; ++i) {
    io.DeltaTime = 1.0f / 60;
    const auto began = Clock::now();
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("canvas", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove);
    view.draw(scene);
    ImGui::End();
    ImGui::Render();
    const std::chrono::duration<double, std::milli> took = Clock::now() - began;
    if (i >= 2) times.push_back(took.count());  // the first frames lay out
    figures.vertices = ImGui::GetDrawData()->TotalVtxCount;
  }
  std::sort(times.begin(), times.end());
  for (double t : times) figures.mean_ms += t / times.size();
  figures.p95_ms = times[(times.size() * 95 + 99) / 100 - 1];
  return figures;
}

}  // namespace

int main(int argc, char** argv) {
  const int side = argc > 1 ? std::atoi(argv[1]) : 4096;
  const double zoom = argc > 2 ? std::atof(argv[2]) : 40;
  const int frames = argc > 3 ? std::atoi(argv[3]) : 300;
  GeneratorSettings settings;
  settings.width = settings.height = side;
  settings.seed = 3;
  settings.density = 0.2;
  settings.keep_open = {{0, 0}, {side - 1, side - 1}};
  auto grid = generate_map(settings);
  if (!grid) {
    std::fprintf(stderr, "error: %s\n", grid.error().c_str());
    return 2;
  }
  set_up_imgui();
  const ImFont* large = ImGui::GetIO().Fonts->Fonts.back();
  std::printf("%dx%d map, %.0f px per cell, %d frames\n", side, side, zoom,
              frames);
  for (Algorithm algorithm : {Algorithm::AStar, Algorithm::BreadthFirst}) {
    SearchQuery query;
    query.start = {0, 0};
    query.goal = {side - 1, side - 1};
    query.algorithm = algorithm;
    Search search;
    if (auto started = search.start(grid.value(), query); !started) {
      std::fprintf(stderr, "error: %s\n", started.error().c_str());
      return 2;
    }
    search.run();
    MapLayers layers;  // no texture: nothing renders
    CanvasScene scene;
    scene.grid = &grid.value();
    scene.layers = &layers;
    scene.search = &search;
    scene.start = query.start;
    scene.goal = query.goal;
    scene.palette = &palette(PaletteKind::Standard);
    scene.large_font = large;
    for (CellLabelOptions labels : {CellLabelOptions{CellNumbers::None, false},
                                    CellLabelOptions{CellNumbers::All, true}}) {
      scene.cell_labels = labels;
      CanvasView view;
      const Figures f = measure(view, scene, zoom, frames);
      std::printf(
          "%-5s labels=%-4s arrows=%-3s  mean_ms %.3f  p95_ms %.3f  "
          "vertices %d\n",
          algorithm == Algorithm::AStar ? "A*" : "BFS",
          std::string(to_string(labels.numbers)).c_str(),
          labels.arrows ? "on" : "off", f.mean_ms, f.p95_ms, f.vertices);
    }
  }
  ImGui::DestroyContext();
  return 0;
}
