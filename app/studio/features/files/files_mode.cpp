#include "features/files/files_mode.hpp"

#include <imgui.h>

#include <cstdio>
#include <filesystem>
#include <utility>

#include "astar/io/map_io.hpp"
#include "astar/platform/utf8_path.hpp"
#include "astar/session/session.hpp"
#include "commands/window_commands.hpp"
#include "features/files/files_commands.hpp"
#include "panels/menu_items.hpp"
#include "shell/termination_signal.hpp"
#include "shell/user_files.hpp"
#include "workspace/layer_memory.hpp"
#include "workspace/recent_files.hpp"
#include "workspace/session_files.hpp"

namespace astar::studio {
namespace fs = std::filesystem;
namespace {

const char* action_phrase(PendingAction::Kind kind) {
  switch (kind) {
    case PendingAction::Kind::Quit:
      return "closing";
    case PendingAction::Kind::NewMap:
      return "starting a new map";
    default:
      return "opening another file";
  }
}

// A session's map file outside the session's own folder, if its save
// would write one (a session from elsewhere may name any file).
std::optional<std::string> map_outside_folder(
    const std::vector<std::string>& files) {
  if (files.size() < 2) return std::nullopt;
  std::error_code error;
  const fs::path folder = fs::absolute(platform::utf8_path(files.back()), error)
                              .lexically_normal()
                              .parent_path();
  const fs::path map = fs::absolute(platform::utf8_path(files.front()), error)
                           .lexically_normal();
  const fs::path inside = map.lexically_relative(folder);
  if (!inside.empty() && *inside.begin() != "..") return std::nullopt;
  return files.front();
}

}  // namespace

void FilesMode::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::NewMap, cmd::Open});
  registry.add_menu_section(*this, {"File", 0, "Open recent"});
  registry.add(*this, {cmd::Save, cmd::SaveAs, cmd::ExportPng, cmd::Quit});
  registry.take<OpenRecent>(*this);
  registry.take<ClearRecent>(*this);
  registry.take<OpenDropped>(*this);
  registry.take<OpenUntitled>(*this);
  registry.take<BrowseScenarioPath>(*this);
}

CommandState FilesMode::command_state(Command command,
                                      const ModeContext& /*ctx*/) const {
  CommandState state;
  if (command == cmd::Quit) state.visible = can_quit();
  return state;
}

void FilesMode::draw_menu_section(std::string_view /*name*/, ModeContext& ctx) {
  if (!has_user_folders() || !begin_menu(ctx.targets, "Open recent")) return;
  const RecentMenuChoice choice =
      draw_recent_files_items(ctx.settings.recent_files);
  if (choice.open) ctx.requests.push_back(OpenRecent{*choice.open});
  if (choice.clear) ctx.requests.push_back(ClearRecent{});
  ImGui::EndMenu();
}

bool FilesMode::carry_out(const Request& request, ModeContext& ctx) {
  if (const auto* command = std::get_if<Command>(&request)) {
    return carry_out(*command, ctx);
  }
  if (const auto* r = std::get_if<OpenRecent>(&request)) {
    ask_first({PendingAction::Kind::OpenRecent, r->path}, ctx);
  } else if (const auto* r = std::get_if<OpenDropped>(&request)) {
    ask_first({PendingAction::Kind::OpenPath, r->path}, ctx);
  } else if (const auto* r = std::get_if<OpenUntitled>(&request)) {
    pending_untitled_ = *r;
    ask_first({PendingAction::Kind::OpenUntitled, {}}, ctx);
  } else if (std::holds_alternative<ClearRecent>(request)) {
    ctx.settings.recent_files.clear();
  } else if (const auto* r = std::get_if<BrowseScenarioPath>(&request)) {
    file_.show(FileDialogMode::SaveScenario, r->path);
  } else {
    return false;
  }
  return true;
}

bool FilesMode::carry_out(Command command, ModeContext& ctx) {
  if (command == cmd::NewMap) {
    ask_first({PendingAction::Kind::NewMap, {}}, ctx);
  } else if (command == cmd::Open) {
    ask_first({PendingAction::Kind::Open, {}}, ctx);
  } else if (command == cmd::Quit) {
    // Ctrl+Q in a page would leave it dead: its tab closes it.
    if (can_quit()) ask_first({PendingAction::Kind::Quit, {}}, ctx);
  } else if (command == cmd::Save) {
    save_current(ctx);
  } else if (command == cmd::SaveAs) {
    file_.show(FileDialogMode::SaveAs, ctx.workspace.path());
  } else if (command == cmd::ExportPng) {
    file_.show(FileDialogMode::ExportPng, ctx.workspace.path());
  } else {
    return false;
  }
  return true;
}

void FilesMode::advance(ModeContext& ctx, double seconds) {
  clock_ += seconds;
  if (auto warning = ctx.workspace.tick_autosave(
          clock_, ctx.derived.runs.view(0).view_state())) {
    // A status-line warning, not a dialog: it would come back every minute.
    // The next save that works clears it.
    ctx.notifier.warn(*warning, Notifier::Topic::Files);
  }
}

// --- opening -------------------------------------------------------------

Status FilesMode::make_textures_for(const Grid& next, const std::string& name,
                                    ModeContext& ctx) {
  MapLayers& layers = ctx.derived.runs.layers(0);
  Status made = layers.resize_for(next);
  if (made) return made;
  Error error = made.failure().prefixed(name + ": ");
  // Back to the texture of the map still open; when even that fails, the
  // canvas stays empty until the next repaint, and the message says so.
  if (Status back = layers.resize_for(ctx.workspace.grid()); !back) {
    error.message += "; the open map's texture failed too: " + back.error();
  }
  return error;
}

Status FilesMode::adopt(OpenedDocument opened, ModeContext& ctx) {
  const std::string name =
      opened.path.empty() ? std::string("the new map") : opened.path;
  if (Status made = make_textures_for(opened.document.grid, name, ctx); !made) {
    return made;
  }
  ctx.workspace.open(std::move(opened));
  return {};
}

// A Tiled layer whose map says nothing of collision opens once its tiles
// are named: the layer dialog asks, also for a file of one layer, and
// shows the choice remembered for the file.
bool FilesMode::tiles_to_name(const std::string& path,
                              const LayerOptions& options) {
  Result<LayerTiles> tiles = list_layer_tiles(path, options);
  return tiles && tiles.value().needs_values;
}

Status FilesMode::open_document(const std::string& path, ModeContext& ctx,
                                const std::optional<LayerOptions>& layer) {
  if (layer || !has_layers(path) || is_session_file(path))
    return open_with(path, layer.value_or(LayerOptions{}), ctx);
  auto choices = list_map_layers(path);
  if (!choices) return choices.failure();
  const LayerOptions remembered =
      remembered_layer_choice(ctx.settings.layer_choices, path);
  if (!choices.value().several() && !tiles_to_name(path, remembered))
    return open_with(path, remembered, ctx);
  layer_.show(path, std::move(choices).value(), remembered);
  return {};
}

Status FilesMode::open_with(const std::string& path, const LayerOptions& layer,
                            ModeContext& ctx) {
  auto opened = read_document(path, layer);
  if (!opened) return opened.failure();
  const bool session = opened.value().settings.has_value();
  if (Status status = adopt(std::move(opened.value()), ctx); !status) {
    return status;
  }
  remember_recent_file(ctx.settings.recent_files, path);
  const Grid& grid = ctx.workspace.grid();
  const std::string size =
      std::to_string(grid.width()) + "x" + std::to_string(grid.height());
  ctx.notifier.info(session ? "Opened session " + file_name(path) + " (" +
                                  size + ")."
                            : "Opened " + file_name(path) + " (" + size +
                                  "). Press Space to play the search, N to "
                                  "step.");
  return {};
}

Status FilesMode::open_untitled(const OpenUntitled& state, ModeContext& ctx) {
  OpenedDocument opened;
  opened.document = state.document;
  opened.settings = state.settings;
  // A lesson's runs are its own: the next map gets the user's settings.
  opened.settings_lent = !state.then.lesson.empty();
  opened.view = state.view;
  return adopt(std::move(opened), ctx);
}

Status FilesMode::new_map(int width, int height, ModeContext& ctx) {
  auto blank = blank_document(width, height);
  if (!blank) return blank.failure();
  return adopt(std::move(blank.value()), ctx);
}

// --- saving --------------------------------------------------------------

FilesMode::SaveOutcome FilesMode::save_as(const std::string& path,
                                          ModeContext& ctx, bool confirmed) {
  const std::vector<std::string> files = ctx.workspace.files_saved_by(path);
  if (const auto outside = map_outside_folder(files); outside && !confirmed) {
    safety_.confirming_save = path;
    confirm_.show("Write the map to " + *outside + "?",
                  "This session keeps its map outside the session's folder; "
                  "saving writes both files.",
                  "Write both");
    return SaveOutcome::Asking;
  }
  auto report =
      ctx.workspace.save_as(path, ctx.derived.runs.view(0).view_state());
  if (!report) {
    // The old file and the document in memory both stay as they were.
    note_failed_save(report.error(), ctx);
    return SaveOutcome::Failed;
  }
  remember_recent_file(ctx.settings.recent_files, path);
  deliver_saved_files(files);
  std::string saved = "Saved " + file_name(path);
  if (files.size() > 1) saved += " and its map " + files.front();
  if (!report.value().warning.empty()) {
    ctx.notifier.warn(saved + ". " + report.value().warning,
                      Notifier::Topic::Files);
  } else {
    ctx.notifier.info(saved);
  }
  return SaveOutcome::Saved;
}

void FilesMode::note_failed_save(const std::string& error, ModeContext& ctx) {
  ctx.notifier.error(error);
  if (ctx.headless() && !safety_.failed_save) safety_.failed_save = error;
}

void FilesMode::save_current(ModeContext& ctx) {
  const std::string& path = ctx.workspace.path();
  if (!path.empty() && has_layers(path) && !can_save_document(path)) {
    ctx.notifier.info("Saving over " + file_name(path) +
                      " would drop its other layers, tiles and objects; "
                      "choose where to save.");
  }
  if (path.empty() || !can_save_document(path)) {
    file_.show(FileDialogMode::SaveAs, path);
    return;
  }
  save_as(path, ctx);
}

void FilesMode::export_map(const std::string& path, ModeContext& ctx) {
  auto report = ctx.workspace.export_map(path);
  const std::string name = file_name(path);
  if (!report) {
    note_failed_save(report.error(), ctx);
    return;
  }
  deliver_saved_files({path});
  if (!report.value().warning.empty()) {
    ctx.notifier.warn("Exported " + name + ". " + report.value().warning,
                      Notifier::Topic::Files);
  } else {
    ctx.notifier.info("Exported " + name);
  }
}

// --- asking before work is lost -----------------------------------------

void FilesMode::ask_first(PendingAction action, ModeContext& ctx) {
  if (!ctx.workspace.dirty()) {
    proceed(std::move(action), ctx);
    return;
  }
  std::string phrase = action_phrase(action.kind);
  if (action.kind == PendingAction::Kind::OpenUntitled && pending_untitled_) {
    phrase = "opening " + pending_untitled_->what;
  }
  safety_.pending = std::move(action);
  unsaved_.show(ctx.workspace.name(), phrase);
}

void FilesMode::proceed(PendingAction action, ModeContext& ctx) {
  switch (action.kind) {
    case PendingAction::Kind::None:
      break;
    case PendingAction::Kind::Quit:
      quit_ = true;
      break;
    case PendingAction::Kind::NewMap:
      new_map_.show();
      break;
    case PendingAction::Kind::Open:
      if (has_user_folders()) {
        file_.show(FileDialogMode::Open, ctx.workspace.path());
      } else {
        pick_file_to_open();
      }
      break;
    case PendingAction::Kind::OpenPath:
    case PendingAction::Kind::OpenRecent:
      if (auto status = open_document(action.path, ctx); !status) {
        ctx.notifier.error(status.error());
        if (action.kind == PendingAction::Kind::OpenRecent) {
          forget_recent_file(ctx.settings.recent_files, action.path);
        }
      }
      break;
    case PendingAction::Kind::OpenUntitled:
      if (!pending_untitled_) break;
      if (auto status = open_untitled(*pending_untitled_, ctx); !status) {
        ctx.notifier.error(status.error());
      } else {
        ctx.requests.push_back(OpenedUntitled{pending_untitled_->then});
      }
      pending_untitled_.reset();
      break;
  }
}

void FilesMode::answer_unsaved(UnsavedChoice choice, ModeContext& ctx) {
  PendingAction action = std::exchange(safety_.pending, PendingAction{});
  switch (choice) {
    case UnsavedChoice::Save: {
      const std::string path = ctx.workspace.path();
      if (path.empty() || !can_save_document(path)) {
        safety_.pending = std::move(action);
        safety_.save_as_then_continue = true;
        file_.show(FileDialogMode::SaveAs, path);
      } else if (save_as(path, ctx) == SaveOutcome::Saved) {
        proceed(std::move(action), ctx);
      }
      break;
    }
    case UnsavedChoice::Discard:
      safety_.discarded = true;
      proceed(std::move(action), ctx);
      break;
    case UnsavedChoice::Cancel:
      ctx.notifier.info("Cancelled; the changes are still here.");
      break;
  }
}

void FilesMode::saved_as_from_dialog(const std::string& path,
                                     ModeContext& ctx) {
  const bool saved = save_as(path, ctx) == SaveOutcome::Saved;
  if (!safety_.save_as_then_continue) return;
  safety_.save_as_then_continue = false;
  PendingAction action = std::exchange(safety_.pending, PendingAction{});
  if (saved) proceed(std::move(action), ctx);
}

// --- the dialogs -----------------------------------------------------------

void FilesMode::draw_windows(ModeContext& ctx) {
  draw_file_dialog(ctx);
  if (auto size = new_map_.draw(ctx.ui_scale, ctx.targets)) {
    if (auto status = new_map(size->width, size->height, ctx); !status) {
      ctx.notifier.error(status.error());
    } else {
      ctx.notifier.info("New " + std::to_string(size->width) + "x" +
                        std::to_string(size->height) + " map.");
    }
  }
  if (auto answer = layer_.draw(ctx.ui_scale, ctx.targets)) {
    remember_layer_choice(ctx.settings.layer_choices, answer->path,
                          answer->options);
    if (auto status = open_with(answer->path, answer->options, ctx); !status) {
      ctx.notifier.error(status.error());
    }
  }
  draw_questions(ctx);
}

void FilesMode::draw_file_dialog(ModeContext& ctx) {
  auto chosen = file_.draw(ctx.ui_scale, ctx.targets);
  if (!chosen) return;
  switch (file_.mode()) {
    case FileDialogMode::Open:
      if (auto status = open_document(*chosen, ctx); !status) {
        ctx.notifier.error(status.error());
      }
      break;
    case FileDialogMode::SaveAs:
      saved_as_from_dialog(*chosen, ctx);
      break;
    case FileDialogMode::SaveScenario:
      ctx.requests.push_back(SetScenarioPath{*chosen});
      break;
    case FileDialogMode::ExportPng:
      export_map(*chosen, ctx);
      break;
  }
}

void FilesMode::draw_questions(ModeContext& ctx) {
  // Save As was cancelled: so is what waited for the save.
  if (safety_.save_as_then_continue && !file_.visible()) {
    safety_.save_as_then_continue = false;
    safety_.pending = {};
    ctx.notifier.info("Not saved; the changes are still here.");
  }
  if (auto choice = unsaved_.draw(ctx.ui_scale, ctx.targets)) {
    answer_unsaved(*choice, ctx);
  }
  if (auto yes = confirm_.draw(ctx.ui_scale, ctx.targets)) {
    const std::string path = std::exchange(safety_.confirming_save, {});
    if (*yes) {
      save_as(path, ctx, true);
    } else {
      ctx.notifier.info("Not saved; the changes are still here.");
    }
  }
  if (auto choice = recovery_.draw(ctx.ui_scale, ctx.targets)) {
    answer_recovery(*choice, ctx);
  }
}

// --- recovery ------------------------------------------------------------

void FilesMode::answer_recovery(RecoveryChoice choice, ModeContext& ctx) {
  const std::string path = safety_.offered_recovery.value_or("");
  safety_.offered_recovery.reset();
  if (choice == RecoveryChoice::Recover) {
    if (auto status = recover_from(path, ctx); !status) {
      ctx.notifier.error(status.error());
    }
  } else if (auto status = remove_recovery_file(path); !status) {
    ctx.notifier.error(status.error());
  } else {
    ctx.notifier.info("Discarded the unsaved work from the last run.");
  }
  if (auto then = std::exchange(after_recovery_, std::nullopt)) {
    ctx.requests.push_back(std::move(*then));
  }
}

void FilesMode::offer_recovery(ModeContext& ctx) {
  const RecoveryStore* store = ctx.workspace.recovery();
  if (!store) return;
  const auto orphans = store->orphans();
  if (orphans.empty()) return;
  auto work = load_recovery_file(orphans.front().path);
  if (!work) {
    ctx.notifier.error(work.error() + " (the file was left in place)");
    return;
  }
  const std::string& original = work.value().origin.document_path;
  safety_.offered_recovery = orphans.front().path;
  recovery_.show(original.empty() ? "an untitled map" : file_name(original),
                 describe_saved_at(work.value().saved_at));
}

Status FilesMode::recover_latest(ModeContext& ctx) {
  const RecoveryStore* store = ctx.workspace.recovery();
  if (!store) {
    return fail(ErrorKind::BadArgument,
                "--recover: no recovery folder (neither XDG_STATE_HOME nor "
                "HOME is set)");
  }
  const auto orphans = store->orphans();
  if (orphans.empty()) {
    return fail(ErrorKind::BadArgument,
                "--recover: no unsaved work to recover in " + store->folder());
  }
  return recover_from(orphans.front().path, ctx);
}

Status FilesMode::recover_from(const std::string& path, ModeContext& ctx) {
  auto work = load_recovery_file(path);
  if (!work) return work.failure();
  RecoveredWork& recovered = work.value();
  if (Status made =
          make_textures_for(recovered.session.document.grid, path, ctx);
      !made) {
    return made;
  }
  const std::string when = describe_saved_at(recovered.saved_at);
  auto adopted = ctx.workspace.adopt_recovered(std::move(recovered), path);
  if (!adopted) return adopted.failure();
  if (!adopted.value().empty()) ctx.notifier.warn(adopted.value());
  ctx.notifier.info("Recovered the unsaved work on " + ctx.workspace.name() +
                    " (autosaved " + when + "). Save it to keep it.");
  return {};
}

Status FilesMode::app_started(ModeContext& ctx) {
  constexpr int kWidth = 64;
  constexpr int kHeight = 40;
  return new_map(kWidth, kHeight, ctx);
}

void FilesMode::app_closing(Workspace& workspace) {
  // Unsaved work (a headless run that recovered and only exported, say)
  // keeps its copy for the next start. After SIGTERM the copy just written
  // is what the next start recovers.
  if (!terminated() && (!workspace.dirty() || discarded())) {
    workspace.remove_recovery_copy();
  }
}

bool FilesMode::ends_app(ModeContext& ctx) {
  if (safety_.terminated) return true;
  if (termination_signal() == 0) return false;
  safety_.terminated = true;
  quit_ = true;
  const RecoveryStore* store = ctx.workspace.recovery();
  if (!ctx.workspace.dirty() || !store) return true;
  const Status status =
      ctx.workspace.write_recovery_copy(ctx.derived.runs.view(0).view_state());
  if (status) {
    std::fprintf(stderr,
                 "astar-studio: stopped by signal %d; unsaved work saved to "
                 "%s\n",
                 termination_signal(), store->own_path().c_str());
  } else {
    std::fprintf(stderr,
                 "astar-studio: stopped by signal %d; could not save the "
                 "unsaved work: %s\n",
                 termination_signal(), status.error().c_str());
  }
  return true;
}

}  // namespace astar::studio
