#include "app.hpp"

#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <unistd.h>

#include <algorithm>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "search/step_text.hpp"
#include "shell/screenshot_file.hpp"

namespace astar::studio {
namespace {

// Repainting the map's colours gets this much of a frame; the search gets
// its own budget (search_controller.cpp) and drawing takes the rest.
constexpr int kRepaintBudgetMs = 4;

}  // namespace

App::App(const AppConfig& config)
    : config_(config), notifier_(config.headless) {}

App::~App() {
  // The recovery copy goes once the work is saved or the user discarded
  // it; unsaved work (a headless run that recovered and only exported, say)
  // keeps it for the next start. After SIGTERM the copy just written is
  // what the next start recovers.
  if (workspace_ && !safety_.terminated &&
      (!workspace_->dirty() || safety_.discarded)) {
    workspace_->remove_recovery_copy();
  }
  if (!config_.headless && !settings_path_.empty()) {
    settings_.speed = search_.speed().per_second;
    settings_.grid_lines = view_.show_grid_lines;
    settings_.terrain_weight = tools_.settings().terrain_weight;
    // Nothing to show the error in any more; the next start uses defaults.
    (void)save_settings(settings_path_, settings_);
  }
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
      settings_path_ = *folder + "/settings.ini";
      LoadedSettings loaded = load_settings(settings_path_);
      settings_ = loaded.settings;
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
  search_.speed().per_second = settings_.speed;
  view_.show_grid_lines = settings_.grid_lines;
  ToolSettings tools = tools_.settings();
  tools.terrain_weight = settings_.terrain_weight;
  tools_.set_settings(tools);
  WorkspaceConfig workspace_config;
  workspace_config.autosave_seconds = config_.autosave_seconds;
  workspace_config.recovery_folder = recovery_folder();
  workspace_config.pid = static_cast<int>(::getpid());
  workspace_ = std::make_unique<Workspace>(workspace_config);
  if (auto status = new_map(64, 40); !status) return status;
  if (!settings_warning.empty()) notifier_.warn(settings_warning);
  last_frame_counter_ = SDL_GetPerformanceCounter();
  return {};
}

SDL_Point App::cell_to_window(Point cell) const {
  const ImVec2 p = view_.cell_centre(cell);
  return {static_cast<int>(std::floor(p.x)), static_cast<int>(std::floor(p.y))};
}

std::optional<SDL_Point> App::target_centre(std::string_view name) const {
  const auto centre = targets_.centre(name);
  if (!centre) return std::nullopt;
  return SDL_Point{static_cast<int>(std::floor(centre->x)),
                   static_cast<int>(std::floor(centre->y))};
}

void App::handle_event(SDL_Event& event) {
  ImGui_ImplSDL2_ProcessEvent(&event);
  switch (event.type) {
    case SDL_QUIT:
      request({PendingAction::Kind::Quit, {}});
      break;
    case SDL_WINDOWEVENT:
      if (event.window.event == SDL_WINDOWEVENT_CLOSE) {
        request({PendingAction::Kind::Quit, {}});
      }
      break;
    case SDL_KEYDOWN:
    case SDL_KEYUP:
      handle_key(event.key);
      break;
    case SDL_DROPFILE:
      if (event.drop.file != nullptr) {
        const std::string path = event.drop.file;
        SDL_free(event.drop.file);
        event.drop.file = nullptr;
        request({PendingAction::Kind::OpenPath, path});
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
      requests_.push_back(Command::PlayPause);
    }
    return;
  }
  if (key.type != SDL_KEYDOWN || captured) return;
  const std::uint16_t mod = key.keysym.mod;
  if ((mod & (KMOD_CTRL | KMOD_ALT)) == 0) {
    const float step =
        0.1f * std::min(view_.canvas_size().x, view_.canvas_size().y);
    switch (sym) {
      case SDLK_LEFT:
        view_.pan_by(ImVec2(step, 0));
        return;
      case SDLK_RIGHT:
        view_.pan_by(ImVec2(-step, 0));
        return;
      case SDLK_UP:
        view_.pan_by(ImVec2(0, step));
        return;
      case SDLK_DOWN:
        view_.pan_by(ImVec2(0, -step));
        return;
      default:
        break;
    }
  }
  if (key.repeat && sym != SDLK_n && sym != SDLK_BACKSPACE &&
      sym != SDLK_PLUS && sym != SDLK_EQUALS && sym != SDLK_MINUS &&
      sym != SDLK_LEFTBRACKET && sym != SDLK_RIGHTBRACKET) {
    return;
  }
  if (const auto command = command_for_key(sym, mod)) {
    requests_.push_back(*command);
  }
}

void App::handle_script_request(const SDL_UserEvent& event) {
  if (!headless_.script) return;
  const auto index = reinterpret_cast<std::size_t>(event.data2);
  const ScriptCommand& command = headless_.script->command(index);
  if (event.code == static_cast<std::int32_t>(ScriptRequest::Screenshot)) {
    request_screenshot(command.text);
  } else if (event.code == static_cast<std::int32_t>(ScriptRequest::Export)) {
    auto saved = workspace_->export_map(command.text);
    if (!saved) {
      headless_.fatal = saved.error();
      notifier_.error(saved.error());
    } else {
      notifier_.info("Exported " + command.text);
    }
  } else if (event.code == static_cast<std::int32_t>(ScriptRequest::State)) {
    std::printf("%s\n", describe_state().c_str());
    if (compare_.active()) std::printf("%s", describe_runs().c_str());
    for (const std::string& line : describe_agents()) {
      std::printf("%s\n", line.c_str());
    }
    std::fflush(stdout);
  } else if (event.code ==
             static_cast<std::int32_t>(ScriptRequest::MissingTarget)) {
    // A script that clicks what is not there must fail, not click air.
    headless_.fatal = "script line " + std::to_string(command.line) +
                      ": no UI item named '" + command.text +
                      "' is on screen; on screen: " + targets_.names();
  } else if (event.code == static_cast<std::int32_t>(ScriptRequest::Title)) {
    std::printf("title: %s\n", workspace_->title().c_str());
    std::fflush(stdout);
  } else if (event.code == static_cast<std::int32_t>(ScriptRequest::Break) ||
             event.code == static_cast<std::int32_t>(ScriptRequest::History)) {
    handle_over_time_script(command);
  } else if (event.code == static_cast<std::int32_t>(ScriptRequest::Simulate)) {
    start_simulation();
  } else if (event.code == static_cast<std::int32_t>(ScriptRequest::Explain)) {
    const Search& search = search_.search();
    for (const std::string& line :
         describe_step(explain_last_step(search), search.query())) {
      std::printf("explain: %s\n", line.c_str());
    }
    std::fflush(stdout);
  }
}

std::string App::describe_state() const {
  auto point = [](const std::optional<Point>& p) {
    return p ? std::to_string(p->x) + "," + std::to_string(p->y)
             : std::string("none");
  };
  const Search& search = search_.search();
  const char* status = "idle";
  switch (search.status()) {
    case SearchStatus::Idle:
      break;
    case SearchStatus::Running:
      status = "running";
      break;
    case SearchStatus::Found:
      status = "found";
      break;
    case SearchStatus::NoPath:
      status = "no-path";
      break;
  }
  char numbers[160];
  std::snprintf(numbers, sizeof numbers,
                " status=%s step=%lld expanded=%lld cost=%.6f zoom=%.4f",
                status, static_cast<long long>(search.step_count()),
                static_cast<long long>(search.stats().expanded), search.cost(),
                view_.pixels_per_cell());
  // The view as a session stores it: the map point at the canvas centre.
  const ViewState v = view_.view_state();
  char view[96];
  std::snprintf(view, sizeof view, " pan=%.3f,%.3f", v.pan_x, v.pan_y);
  const Document& doc = workspace_->document();
  const ToolSettings& tools = tools_.settings();
  return "state start=" + point(doc.start) + " goal=" + point(doc.goal) +
         numbers + " tool=" + std::string(tool_name(tools)) +
         " undo=" + std::to_string(workspace_->history().position()) +
         " palette=" + std::string(to_string(settings_.palette)) + view +
         " labels=" + std::string(to_string(settings_.cell_labels.numbers)) +
         " arrows=" + (settings_.cell_labels.arrows ? "on" : "off") +
         " dirty=" + (workspace_->dirty() ? "1" : "0") +
         " brush=" + std::to_string(tools.brush_size) +
         " paint=" + std::to_string(paint_value(tools)) + " reach=" +
         (reach_.goal() == GoalReach::Reachable     ? "yes"
          : reach_.goal() == GoalReach::Unreachable ? "no"
                                                    : "unknown") +
         describe_settings();
}

std::string App::describe_settings() const {
  const SearchSettings& s = workspace_->settings();
  char numbers[96];
  std::snprintf(numbers, sizeof numbers, " weight=%.2f n=%d speed=%.0f",
                s.weight, settings_.step_many, search_.speed().per_second);
  return " algo=" + std::string(to_string(s.algorithm)) + " heuristic=" +
         (s.heuristic ? std::string(to_string(*s.heuristic)) : "default") +
         " ties=" + std::string(to_string(s.tie_break)) +
         " moves=" + std::string(to_string(s.rules.connectivity)) +
         " diagonals=" + std::string(to_string(s.rules.diagonal)) +
         " costs=" + std::string(to_string(s.rules.costs)) + numbers +
         " playing=" + (compare_.playing() ? "1" : "0");
}

bool App::frame() {
  if (check_termination()) return false;
  const std::uint64_t now = SDL_GetPerformanceCounter();
  const double seconds = static_cast<double>(now - last_frame_counter_) /
                         static_cast<double>(SDL_GetPerformanceFrequency());
  last_frame_counter_ = now;
  const double now_seconds = static_cast<double>(now) /
                             static_cast<double>(SDL_GetPerformanceFrequency());
  notifier_.tick(now_seconds);
  input_.poll([this](SDL_Event& event) { handle_event(event); });

  platform_->begin_frame();
  input_.apply_to_imgui();
  ImGui::NewFrame();
  targets_.begin_frame();
  compare_.begin_frame();
  follow_workspace();
  compare_.advance_frame(*workspace_, seconds);
  prepare_export_frame();
  draw_ui();
  carry_out_requests();
  follow_workspace();
  sim_.advance(*workspace_, seconds, config_.headless);
  report_breakpoint_stop();
  if (auto warning =
          workspace_->tick_autosave(now_seconds, view_.view_state())) {
    // A status-line warning, not a dialog: it would come back every minute.
    // The next save that works clears it.
    notifier_.warn(*warning, Notifier::Topic::Files);
  }
  ImGui::EndFrame();
  render();
  return !quit_;
}

void App::follow_workspace() {
  compare_.sync(*workspace_);
  if (Status status = layers_.follow(*workspace_); !status) {
    notifier_.error(status.error());
  }
  update_reachability(true);
  if (std::string title = workspace_->title(); title != title_) {
    title_ = std::move(title);
    platform_->set_title(title_);
  }
}

void App::render() {
  compare_.take_changed();
  // A screenshot shows the map whole; otherwise a big repaint takes a few
  // milliseconds a frame until it is done (shared by the runs compared).
  const auto repaint_until =
      headless_.screenshot_path || frame_export_.capture_pending()
          ? MapLayers::Clock::time_point::max()
          : MapLayers::Clock::now() +
                std::chrono::milliseconds(kRepaintBudgetMs);
  for (int i = 0; i < compare_.count(); ++i) {
    if (auto status = compare_.layers(i).upload(
            workspace_->grid(), &compare_.search(i).search(), current_palette(),
            repaint_until);
        !status) {
      notifier_.error(status.error());
    }
  }
  // Cleared to the panels' colour; the panels draw no background.
  const ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
  if (auto status = platform_->render(bg.x, bg.y, bg.z); !status) {
    notifier_.error(status.error());
    if (config_.headless) headless_.fatal = status.error();
  }
  if (headless_.screenshot_path) {
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
  capture_export_frame();
  if (headless_.time_frames) platform_->finish_gpu();
  platform_->present();
  compare_.release_retired();
}

void App::run() {
  while (frame()) {
    // Sleep while nothing moves: a few frames after the last input let
    // ImGui settle hover effects, then wait for the next event. (The wait
    // ends within half a second, so an info line still expires.)
    const bool simulating = sim_.active() && !sim_.paused();
    if (!compare_.playing() && !compare_.running_to_end() && !simulating &&
        !path_views_.smoothing() && !notifier_.fading() &&
        input_.idle_frames() > 3 && !workspace_->gesture_active() &&
        !input_.holding_key_releases()) {
      SDL_WaitEventTimeout(nullptr, 500);
    }
  }
}

}  // namespace astar::studio
