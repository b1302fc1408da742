#include "application/app.hpp"

#include <imgui.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "application/state_line.hpp"
#include "astar/io/excerpt.hpp"
#include "astar/platform/process.hpp"
#include "canvas/path_overlay.hpp"
#include "commands/window_commands.hpp"
#include "modes/canvas_area.hpp"
#include "shell/main_loop.hpp"
#include "shell/screenshot_file.hpp"
#include "stepping/search_commands.hpp"
#include "ui/clipped_text.hpp"

namespace astar::studio {
namespace {

// Repainting the map's colours gets this much of a frame; the search gets
// its own budget (search_controller.cpp) and drawing takes the rest.
constexpr int kRepaintBudgetMs = 4;
constexpr int kFirstPaintBudgetMs = 12;
// Requests a request queues (a breakpoint's "run until") are carried out in
// the same frame, up to this many rounds.
constexpr int kRequestRounds = 8;

// The arrow keys pan by a tenth of the canvas.
std::optional<ImVec2> arrow_key_pan(SDL_Keycode sym, ImVec2 canvas) {
  const float step = 0.1f * std::min(canvas.x, canvas.y);
  switch (sym) {
    case SDLK_LEFT:
      return ImVec2(step, 0);
    case SDLK_RIGHT:
      return ImVec2(-step, 0);
    case SDLK_UP:
      return ImVec2(0, step);
    case SDLK_DOWN:
      return ImVec2(0, -step);
    default:
      return std::nullopt;
  }
}

double seconds_of(std::uint64_t counter) {
  return static_cast<double>(counter) /
         static_cast<double>(SDL_GetPerformanceFrequency());
}

}  // namespace

App::App(const AppConfig& config)
    : config_(config), notifier_(config.headless) {}

App::~App() {
  if (workspace_) {
    for (Mode* mode : modes_.draw_order()) mode->app_closing(*workspace_);
  }
  store_settings();
}

void App::store_settings() {
  if (config_.headless || settings_.path.empty()) return;
  AppSettings& values = settings_.values;
  values.speed = derived_.runs.search(0).speed().per_second;
  values.grid_lines = derived_.runs.view(0).show_grid_lines;
  values.terrain_weight = modes_.tools.settings().terrain_weight;
  settings_.store();
}

Result<std::unique_ptr<App>> App::create(const AppConfig& config) {
  std::unique_ptr<App> app(new App(config));
  if (auto status = app->init(); !status) return status.failure();
  return app;
}

Status App::init() {
  PlatformConfig platform_config;
  platform_config.headless = config_.headless;
  platform_config.width = config_.width;
  platform_config.height = config_.height;
  std::string settings_warning;
  if (!config_.headless) {
    if (const auto folder = config_folder()) {
      platform_config.imgui_ini_path = *folder + "/imgui.ini";
      settings_.path = *folder + "/settings.ini";
      LoadedSettings loaded = load_settings(settings_.path);
      settings_.values = loaded.settings;
      settings_.on_disk = loaded.settings;
      settings_warning = loaded.warning;
    }
  }
  auto platform = Platform::create(platform_config);
  if (!platform) return platform.failure();
  platform_ = std::move(platform.value());
  headless_.event_type = SDL_RegisterEvents(1);
  if (headless_.event_type == static_cast<std::uint32_t>(-1)) {
    return fail(
        ErrorKind::IoFailure,
        std::string("cannot register an SDL event type: ") + SDL_GetError());
  }
  derived_.runs.search(0).speed().per_second = settings_.values.speed;
  derived_.runs.view(0).show_grid_lines = settings_.values.grid_lines;
  ToolSettings tools = modes_.tools.settings();
  tools.terrain_weight = settings_.values.terrain_weight;
  modes_.tools.set_settings(tools);
  WorkspaceConfig workspace_config;
  workspace_config.autosave_seconds = config_.autosave_seconds;
  workspace_config.recovery_folder = recovery_folder();
  workspace_config.pid = static_cast<int>(platform::process_id());
  workspace_ = std::make_unique<Workspace>(workspace_config);
  ModeContext ctx = context();
  for (Mode* mode : modes_.draw_order()) {
    if (auto status = mode->app_started(ctx); !status) return status;
  }
  if (!settings_warning.empty()) notifier_.warn(settings_warning);
  last_frame_counter_ = SDL_GetPerformanceCounter();
  return {};
}

ModeContext App::context() {
  ModeContext ctx{*workspace_, derived_,  modes_.tools, settings_.values,
                  notifier_,   requests_, targets_,     modes_.clicks};
  ctx.commands = &modes_.registry();
  ctx.ui_scale = platform_->ui_scale();
  ctx.display_scale = platform_->display_scale();
  for (const Mode* mode : modes_.draw_order()) mode->publish(ctx, ctx.board);
  if (config_.headless) ctx.fatal = &headless_.fatal;
  return ctx;
}

std::optional<SDL_Point> App::cell_to_window(Point cell, int pane) const {
  if (pane < 0 || pane >= derived_.runs.count()) return std::nullopt;
  const ImVec2 p = derived_.runs.view(pane).cell_centre(cell);
  return SDL_Point{static_cast<int>(std::floor(p.x)),
                   static_cast<int>(std::floor(p.y))};
}

std::optional<SDL_Point> App::target_centre(std::string_view name) const {
  const auto centre = targets_.centre(name);
  if (!centre) return std::nullopt;
  return SDL_Point{static_cast<int>(std::floor(centre->x)),
                   static_cast<int>(std::floor(centre->y))};
}

std::string App::describe_state() { return state_line(context()); }

void App::handle_event(SDL_Event& event) {
  ImGui_ImplSDL2_ProcessEvent(&event);
  switch (event.type) {
    case SDL_QUIT:
      requests_.push_back(cmd::Quit);
      break;
    case SDL_WINDOWEVENT:
      if (event.window.event == SDL_WINDOWEVENT_CLOSE) {
        requests_.push_back(cmd::Quit);
      }
      break;
    case SDL_KEYDOWN:
    case SDL_KEYUP:
      handle_key(event.key);
      break;
    case SDL_DROPFILE:
      if (event.drop.file != nullptr) {
        requests_.push_back(OpenDropped{event.drop.file});
        SDL_free(event.drop.file);
        event.drop.file = nullptr;
      }
      break;
    default:
      if (event.type == headless_.event_type) handle_script_request(event.user);
      break;
  }
}

void App::handle_key(const SDL_KeyboardEvent& key) {
  // Shortcuts are off while typing or while a dialog is up. (ImGui's
  // WantCaptureKeyboard is not used: it is a frame old and stays set for a
  // frame after a canvas stroke ends, which would swallow the next key.)
  const bool captured =
      ImGui::GetIO().WantTextInput ||
      ImGui::IsPopupOpen(
          "", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
  const SDL_Keycode sym = key.keysym.sym;
  if (sym == SDLK_SPACE) {
    // Space alone plays or pauses; held while dragging, it pans instead.
    if (key.type == SDL_KEYDOWN && !key.repeat) {
      if (!captured) input_.press_space();
    } else if (key.type == SDL_KEYUP && input_.release_space()) {
      requests_.push_back(cmd::PlayPause);
    }
    return;
  }
  if (key.type != SDL_KEYDOWN || captured) return;
  const std::uint16_t mod = key.keysym.mod;
  CanvasView& view = derived_.runs.view(0);
  if ((mod & (KMOD_CTRL | KMOD_ALT)) == 0) {
    if (const auto pan = arrow_key_pan(sym, view.canvas_size())) {
      view.pan_by(*pan);
      return;
    }
  }
  // Held down, a key repeats only the commands that say so (stepping,
  // zoom, the brush size).
  const auto command = modes_.registry().command_for_key(sym, mod);
  if (!command || (key.repeat && !command->spec().repeats)) return;
  requests_.push_back(*command);
}

void App::handle_script_request(const SDL_UserEvent& event) {
  if (!headless_.script) return;
  const auto index = reinterpret_cast<std::size_t>(event.data2);
  const ScriptCommand& command = headless_.script->command(index);
  ModeContext ctx = context();
  switch (static_cast<ScriptRequest>(event.code)) {
    case ScriptRequest::Screenshot:
      headless_.screenshot_path = command.text;
      break;
    case ScriptRequest::Export:
      if (auto saved = workspace_->export_map(command.text); !saved) {
        ctx.fail(saved.error());
      } else {
        notifier_.info("Exported " + command.text);
      }
      break;
    case ScriptRequest::State:
      print_state();
      break;
    case ScriptRequest::MissingTarget:
      // A script that clicks what is not there must fail, not click air.
      headless_.fatal = missing_target_message(command);
      break;
    case ScriptRequest::Title:
      std::printf("title: %s\n", workspace_->title().c_str());
      break;
    case ScriptRequest::Simulate:
      // At once: the line's own frame is the simulation's first step.
      carry_out(StartSimulating{}, ctx);
      break;
    case ScriptRequest::Clipped:
      print_clipped_text();
      break;
    case ScriptRequest::Command:
      // The parser checked the name against the same registry.
      if (const CommandSpec* spec = modes_.registry().find(command.text)) {
        requests_.push_back(Command(*spec));
      }
      break;
    case ScriptRequest::Feature:
      if (Mode* owner = modes_.registry().verb_owner(command.verb)) {
        owner->run_script_verb(command, ctx);
      }
      break;
  }
  std::fflush(stdout);
}

std::string App::missing_target_message(const ScriptCommand& command) const {
  // One line under kMaxLine bytes: the nearest name first, for a
  // misspelling, then as many others as fit.
  constexpr std::size_t kMaxLine = 480;
  constexpr std::size_t kMaxName = 100;
  std::string message = "script line " + std::to_string(command.line) +
                        ": no UI item named '" +
                        excerpt(command.text, kMaxName) + "' is on screen";
  if (const auto nearest = targets_.nearest(command.text)) {
    message += "; the nearest is '" + excerpt(*nearest, kMaxName) + "'";
  }
  message += "; on screen: ";
  const std::size_t used = message.size() + std::string("error: ").size();
  return message + targets_.names(kMaxLine > used ? kMaxLine - used : 0);
}

void App::print_clipped_text() const {
  // The last frame's: events are handled before the next one begins.
  const ImDrawData* data = ImGui::GetDrawData();
  const auto cut = data ? find_clipped_text(*data, *ImGui::GetIO().Fonts)
                        : std::vector<ClippedText>{};
  std::printf("clipped %zu\n", cut.size());
  constexpr std::size_t kMaxLines = 20;
  for (std::size_t i = 0; i < cut.size() && i < kMaxLines; ++i) {
    std::printf("clipped: %s \"%s\"\n", cut[i].window.c_str(),
                cut[i].text.c_str());
  }
}

void App::print_state() {
  const ModeContext ctx = context();
  std::vector<std::string> lines{state_line(ctx)};
  for (Mode* mode : modes_.draw_order()) mode->describe(ctx, lines);
  for (const std::string& line : lines) std::printf("%s\n", line.c_str());
}

bool App::frame() {
  ModeContext ctx = context();
  for (Mode* mode : modes_.draw_order()) {
    if (mode->ends_app(ctx)) return false;
  }
  const std::uint64_t now = SDL_GetPerformanceCounter();
  const double seconds = seconds_of(now - last_frame_counter_);
  last_frame_counter_ = now;
  notifier_.tick(seconds_of(now));
  input_.poll([this](SDL_Event& event) { handle_event(event); });

  // A new UI scale (the View menu) remakes the fonts: between frames.
  platform_->use_ui_scale(settings_.values.ui_scale);
  ctx.ui_scale = platform_->ui_scale();
  platform_->begin_frame();
  input_.apply_to_imgui();
  ImGui::NewFrame();
  targets_.begin_frame();
  derived_.runs.begin_frame();
  follow_workspace();
  derived_.runs.advance_frame(*workspace_, seconds);
  for (Mode* mode : modes_.draw_order()) mode->prepare(ctx);
  draw_ui(ctx);
  carry_out_requests(ctx);
  follow_workspace();
  for (Mode* mode : modes_.draw_order()) mode->advance(ctx, seconds);
  ImGui::EndFrame();
  render(ctx);
  if (settings_.store_due(seconds)) store_settings();
  const auto modes = modes_.draw_order();
  return std::none_of(modes.begin(), modes.end(),
                      [](const Mode* mode) { return mode->quit_requested(); });
}

void App::draw_ui(ModeContext& ctx) {
  const auto overlays = modes_.draw_order();
  CanvasLook look;
  look.palette = &palette(settings_.values.palette);
  if (const auto* paths = ctx.board.find<PathOverlayOptions>()) {
    look.show_path_line = paths->grid_path;
  }
  look.large_font = platform_->large_font();
  look.space_held = input_.space_held();
  look.paints_whole_map = paints_whole_map();
  CanvasArea canvas(overlays, look);
  ctx.canvas = &canvas;
  modes_.window().draw(ctx, overlays);
  ctx.canvas = nullptr;
  if (canvas.panned()) input_.note_pan();
}

void App::carry_out_requests(ModeContext& ctx) {
  for (int round = 0; round < kRequestRounds && !requests_.empty(); ++round) {
    // Carrying one out may queue more (a dialog's answer): take the list.
    RequestQueue requests;
    requests.swap(requests_);
    for (const Request& request : requests) carry_out(request, ctx);
  }
}

void App::carry_out(const Request& request, ModeContext& ctx) {
  modes_.registry().dispatch(
      request, [&](Mode& mode) { return mode.carry_out(request, ctx); });
}

void App::follow_workspace() {
  derived_.follow(*workspace_, &notifier_);
  if (Status status = derived_.runs.follow_textures(*workspace_); !status) {
    notifier_.error(status.error());
  }
  if (auto title = derived_.take_new_title(*workspace_)) {
    platform_->set_title(*title);
  }
}

void App::render(ModeContext& ctx) {
  Runs& runs = derived_.runs;
  runs.take_changed();
  // A screenshot shows the map whole; otherwise a big repaint takes a few
  // milliseconds a frame until it is done (shared by the runs compared),
  // more while a new map's first painting leaves nothing else to see.
  bool first_paint = false;
  for (int i = 0; i < runs.count(); ++i) {
    first_paint = first_paint || runs.layers(i).first_paint_progress();
  }
  const auto repaint_until =
      paints_whole_map()
          ? MapLayers::Clock::time_point::max()
          : MapLayers::Clock::now() +
                std::chrono::milliseconds(first_paint ? kFirstPaintBudgetMs
                                                      : kRepaintBudgetMs);
  const Palette& colours = palette(settings_.values.palette);
  for (int i = 0; i < runs.count(); ++i) {
    if (auto status =
            runs.layers(i).upload(workspace_->grid(), &runs.search(i).search(),
                                  colours, repaint_until);
        !status) {
      notifier_.error(status.error());
    }
  }
  if (draws_pixels()) {
    // Cleared to the panels' colour; the panels draw no background.
    const ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
    if (auto status = platform_->render(bg.x, bg.y, bg.z); !status) {
      ctx.fail(status.error());
    }
    take_screenshot();
    for (Mode* mode : modes_.draw_order()) {
      if (mode->reads_frame_pixels()) {
        mode->take_frame_pixels(platform_->read_pixels(), ctx);
      }
    }
    if (headless_.time_frames) platform_->finish_gpu();
    platform_->present();
  } else {
    platform_->end_frame_unseen();
  }
  runs.release_retired();
}

void App::take_screenshot() {
  if (!headless_.screenshot_path) return;
  // A screenshot shows the map whole: tiles a view asked for this frame are
  // made and painted before it renders, but drawn from the next frame on.
  constexpr int kMostWaits = 8;
  bool stand_in = false;
  for (int i = 0; i < derived_.runs.count(); ++i) {
    stand_in = stand_in || derived_.runs.layers(i).drew_stand_in();
  }
  if (stand_in && headless_.screenshot_waits < kMostWaits) {
    ++headless_.screenshot_waits;
    return;
  }
  headless_.screenshot_waits = 0;
  auto shot = platform_->read_pixels();
  Status written =
      shot ? write_screenshot_png(shot.value(), *headless_.screenshot_path)
           : Status(shot.failure());
  if (!written) {
    notifier_.error(written.error());
    if (config_.headless) headless_.fatal = written.error();
  } else {
    notifier_.info("Saved screenshot " + *headless_.screenshot_path);
  }
  headless_.screenshot_path.reset();
}

bool App::paints_whole_map() const {
  if (headless_.screenshot_path) return true;
  const auto modes = modes_.draw_order();
  return std::any_of(modes.begin(), modes.end(), [](const Mode* mode) {
    return mode->reads_frame_pixels();
  });
}

bool App::working_in_background() {
  if (derived_.preparing() || derived_.runs.computing_gaps()) return true;
  if (headless_.screenshot_path) return true;  // waiting for whole tiles
  const ModeContext ctx = context();
  for (Mode* mode : modes_.draw_order()) {
    if (mode->working_in_background(ctx)) return true;
  }
  return false;
}

bool App::busy() {
  if (derived_.preparing()) return true;
  const ModeContext ctx = context();
  for (Mode* mode : modes_.draw_order()) {
    if (mode->busy(ctx)) return true;
  }
  return false;
}

void App::run() {
  // Nothing moves: a few frames after the last input let ImGui settle hover
  // effects, then the loop may wait for the next event.
  const auto idle = [this] {
    return !busy() && !notifier_.fading() && input_.idle_frames() > 3 &&
           !workspace_->gesture_active() && !input_.holding_key_releases();
  };
  run_main_loop([this] { return frame(); }, idle);
}

}  // namespace astar::studio
