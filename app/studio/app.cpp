#include "app.hpp"

#include <imgui.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>

#include "workspace/default_markers.hpp"
#include "shell/screenshot_file.hpp"

namespace astar::studio {
namespace {

int button_index(std::uint8_t sdl_button) {
  switch (sdl_button) {
    case SDL_BUTTON_LEFT:
      return 0;
    case SDL_BUTTON_RIGHT:
      return 1;
    case SDL_BUTTON_MIDDLE:
      return 2;
    default:
      return -1;
  }
}

}  // namespace

App::App(const AppConfig& config)
    : config_(config), notifier_(config.headless) {}

App::~App() {
  finish_safety();
  if (!config_.headless && !settings_path_.empty()) {
    settings_.speed = search_.speed().per_second;
    settings_.grid_lines = view_.show_grid_lines;
    settings_.terrain_weight = tools_.terrain_weight;
    // Nothing to show the error in any more; the next start uses defaults.
    (void)save_settings(settings_path_, settings_);
  }
}

Result<std::unique_ptr<App>> App::create(const AppConfig& config) {
  std::unique_ptr<App> app(new App(config));
  if (auto status = app->init(); !status) return fail(status.error());
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
  if (!platform) return fail(platform.error());
  platform_ = std::move(platform.value());
  script_event_type_ = SDL_RegisterEvents(1);
  if (script_event_type_ == static_cast<std::uint32_t>(-1)) {
    return fail(std::string("cannot register an SDL event type: ") +
                SDL_GetError());
  }
  search_.speed().per_second = settings_.speed;
  view_.show_grid_lines = settings_.grid_lines;
  tools_.terrain_weight = settings_.terrain_weight;
  init_safety();
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
      if (event.window.event == SDL_WINDOWEVENT_LEAVE) {
        mouse_in_window_ = false;
      } else if (event.window.event == SDL_WINDOWEVENT_ENTER) {
        mouse_in_window_ = true;
      } else if (event.window.event == SDL_WINDOWEVENT_CLOSE) {
        request({PendingAction::Kind::Quit, {}});
      }
      break;
    case SDL_MOUSEMOTION:
      mouse_x_ = static_cast<float>(event.motion.x);
      mouse_y_ = static_cast<float>(event.motion.y);
      mouse_in_window_ = true;
      if (space_held_ && (event.motion.state & SDL_BUTTON_LMASK)) {
        space_dragged_ = true;
      }
      break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: {
      const int b = button_index(event.button.button);
      if (b < 0) break;
      mouse_x_ = static_cast<float>(event.button.x);
      mouse_y_ = static_cast<float>(event.button.y);
      if (event.type == SDL_MOUSEBUTTONDOWN) {
        mouse_down_[b] = true;
        pressed_this_batch_[b] = true;
        release_next_frame_[b] = false;
      } else if (pressed_this_batch_[b]) {
        // A click shorter than a frame: ImGui must still see it held once.
        release_next_frame_[b] = true;
      } else {
        mouse_down_[b] = false;
      }
      break;
    }
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
      if (event.type == script_event_type_) handle_script_request(event.user);
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
      if (captured) return;
      space_held_ = true;
      space_dragged_ = false;
    } else if (key.type == SDL_KEYUP && space_held_) {
      space_held_ = false;
      if (!space_dragged_) pending_.push_back(Command::PlayPause);
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
    pending_.push_back(*command);
  }
}

void App::handle_script_request(const SDL_UserEvent& event) {
  if (!script_) return;
  const auto index = reinterpret_cast<std::size_t>(event.data2);
  const ScriptCommand& command = script_->command(index);
  if (event.code == static_cast<std::int32_t>(ScriptRequest::Screenshot)) {
    request_screenshot(command.text);
  } else if (event.code == static_cast<std::int32_t>(ScriptRequest::Export)) {
    auto saved = save_map(doc_.grid, command.text);
    if (!saved) {
      fatal_ = saved.error();
      notifier_.error(saved.error());
    } else {
      notifier_.info("Exported " + command.text);
    }
  } else if (event.code == static_cast<std::int32_t>(ScriptRequest::State)) {
    std::printf("%s\n", describe_state().c_str());
    std::fflush(stdout);
  } else if (event.code ==
             static_cast<std::int32_t>(ScriptRequest::MissingTarget)) {
    // A script that clicks what is not there must fail, not click air.
    fatal_ = "script line " + std::to_string(command.line) +
             ": no UI item named '" + command.text +
             "' is on screen; on screen: " + targets_.names();
  } else if (event.code == static_cast<std::int32_t>(ScriptRequest::Title)) {
    update_title();
    std::printf("title: %s\n", title_.c_str());
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
  return "state start=" + point(doc_.start) + " goal=" + point(doc_.goal) +
         numbers + " tool=" + std::string(tool_name(tools_)) +
         " undo=" + std::to_string(history_.position()) +
         " palette=" + std::string(to_string(settings_.palette)) + view +
         " dirty=" + (dirty() ? "1" : "0") +
         " brush=" + std::to_string(tools_.brush_size) +
         " paint=" + std::to_string(paint_value(tools_)) + " reach=" +
         (reach_.goal() == GoalReach::Reachable     ? "yes"
          : reach_.goal() == GoalReach::Unreachable ? "no"
                                                    : "unknown");
}

void App::apply_mouse_to_imgui() {
  // ImGui 1.86's SDL backend polls SDL_GetMouseState, which events pushed
  // with SDL_PushEvent (the headless scripts) do not update. The app keeps
  // its own mouse state from the events instead, so real and scripted
  // input take the same path.
  ImGuiIO& io = ImGui::GetIO();
  const bool any_down = mouse_down_[0] || mouse_down_[1] || mouse_down_[2];
  io.MousePos = (mouse_in_window_ || any_down) ? ImVec2(mouse_x_, mouse_y_)
                                               : ImVec2(-FLT_MAX, -FLT_MAX);
  for (int b = 0; b < 3; ++b) io.MouseDown[b] = mouse_down_[b];
  const SDL_Keymod mods = SDL_GetModState();
  io.KeyCtrl = (mods & KMOD_CTRL) != 0;
  io.KeyShift = (mods & KMOD_SHIFT) != 0;
  io.KeyAlt = (mods & KMOD_ALT) != 0;
}

bool App::frame() {
  if (check_termination()) return false;
  const std::uint64_t now = SDL_GetPerformanceCounter();
  const double seconds = static_cast<double>(now - last_frame_counter_) /
                         static_cast<double>(SDL_GetPerformanceFrequency());
  last_frame_counter_ = now;

  for (int b = 0; b < 3; ++b) {
    if (release_next_frame_[b]) mouse_down_[b] = false;
    release_next_frame_[b] = false;
    pressed_this_batch_[b] = false;
  }
  // Key releases held back from the last frame go first (see below).
  std::vector<SDL_Event> deferred;
  deferred.swap(deferred_key_ups_);
  keys_down_this_batch_.clear();
  for (SDL_Event& event : deferred) handle_event(event);
  SDL_Event event;
  bool had_events = !deferred.empty();
  while (SDL_PollEvent(&event)) {
    had_events = true;
    // ImGui 1.86 reads keys as held-or-not once a frame, so a press and
    // release in the same frame (a quick tap, or xdotool) would be lost:
    // such a release waits for the next frame.
    if (event.type == SDL_KEYDOWN) {
      keys_down_this_batch_.push_back(event.key.keysym.scancode);
    } else if (event.type == SDL_KEYUP &&
               std::find(
                   keys_down_this_batch_.begin(), keys_down_this_batch_.end(),
                   event.key.keysym.scancode) != keys_down_this_batch_.end()) {
      deferred_key_ups_.push_back(event);
      continue;
    }
    handle_event(event);
  }
  idle_frames_ = had_events ? 0 : idle_frames_ + 1;

  platform_->begin_frame();
  apply_mouse_to_imgui();
  ImGui::NewFrame();
  targets_.begin_frame();
  search_.advance_frame(doc_, seconds);
  draw_ui();
  run_pending_commands();
  update_reachability();
  tick_autosave();
  ImGui::EndFrame();

  // The search must match the document before the overlay reads it.
  search_.refresh(doc_);
  layers_.mark(search_.take_changed());
  if (auto status =
          layers_.upload(doc_.grid, &search_.search(), current_palette());
      !status) {
    notifier_.error(status.error());
  }
  update_title();
  // Cleared to the panels' colour; the panels draw no background.
  const ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
  if (auto status = platform_->render(bg.x, bg.y, bg.z); !status) {
    notifier_.error(status.error());
    if (config_.headless) fatal_ = status.error();
  }
  if (screenshot_path_) {
    auto shot = platform_->read_pixels();
    Status written = shot
                         ? write_screenshot_png(shot.value(), *screenshot_path_)
                         : Status(fail(shot.error()));
    if (!written) {
      notifier_.error(written.error());
      if (config_.headless) fatal_ = written.error();
    } else {
      notifier_.info("Saved screenshot " + *screenshot_path_);
    }
    screenshot_path_.reset();
  }
  if (time_frames_) platform_->finish_gpu();
  platform_->present();
  layers_.release_retired();
  return !quit_;
}

void App::run() {
  while (frame()) {
    // Sleep while nothing moves: a few frames after the last input let
    // ImGui settle hover effects, then wait for the next event.
    if (!search_.playing() && idle_frames_ > 3 && !stroke_.active() &&
        deferred_key_ups_.empty()) {
      SDL_WaitEventTimeout(nullptr, 500);
    }
  }
}

}  // namespace astar::studio
