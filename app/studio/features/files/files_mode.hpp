#pragma once
// Files and the safety of the user's work: opening maps and sessions,
// saving and exporting, asking before unsaved work is lost, autosave,
// recovery after a crash, and the exit on SIGTERM. It owns the dialogs
// that ask those questions and what waits for their answers.

#include <optional>
#include <string>
#include <utility>

#include "dialogs/confirm_dialog.hpp"
#include "features/files/file_dialog.hpp"
#include "features/files/layer_dialog.hpp"
#include "features/files/new_map_dialog.hpp"
#include "features/files/recovery_dialog.hpp"
#include "features/files/unsaved_changes_dialog.hpp"
#include "modes/mode.hpp"
#include "workspace/document_safety.hpp"

namespace astar::studio {

class FilesMode final : public Mode {
 public:
  // New, open, save, export, quit; File > Open recent; the requests that
  // open a file or an untitled document.
  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  // Quit is shown where there is a window to close (not in a page).
  CommandState command_state(Command command,
                             const ModeContext& ctx) const override;
  // File > Open recent.
  void draw_menu_section(std::string_view name, ModeContext& ctx) override;
  // Autosave: a copy of unsaved work every so often.
  void advance(ModeContext& ctx, double seconds) override;
  void draw_windows(ModeContext& ctx) override;

  // Opens a map or a session, by extension; on failure the current
  // document stays and the error is returned. A Tiled or LDtk file with
  // more than one layer or level asks which first, and a Tiled layer that
  // says nothing of collision what its tiles are, unless `layer` says.
  Status open_document(const std::string& path, ModeContext& ctx,
                       const std::optional<LayerOptions>& layer = {});
  Status new_map(int width, int height, ModeContext& ctx);
  // Opens a lesson's or a link's state as a new untitled document, at
  // once (the OpenUntitled request asks about unsaved changes first).
  Status open_untitled(const OpenUntitled& state, ModeContext& ctx);
  // Offers the newest unsaved work a crashed run left (a dialog).
  void offer_recovery(ModeContext& ctx);
  // A lesson or link asked for at start while that question is up: it
  // opens once the question is answered, as any open does (asking about
  // recovered work first), so the question comes first and no window
  // opens under it.
  void open_after_recovery(OpenUntitled state) {
    after_recovery_ = std::move(state);
  }
  // Recovers it at once (headless --recover); an error when there is none.
  Status recover_latest(ModeContext& ctx);
  // The studio starts on a blank 64x40 map.
  Status app_started(ModeContext& ctx) override;
  // True once SIGTERM was noticed (the recovery copy is then written).
  bool ends_app(ModeContext& ctx) override;
  bool quit_requested() const override { return quit_; }
  // The recovery copy goes once the work is saved or thrown away.
  void app_closing(Workspace& workspace) override;
  bool terminated() const { return safety_.terminated; }
  // The user chose to throw the unsaved work away.
  bool discarded() const { return safety_.discarded; }
  // The question whether to recover a crashed run's work is up.
  bool asking_recovery() const { return recovery_.waiting(); }
  // Headless: the first save that failed (the run exits with status 2).
  const std::optional<std::string>& failed_save() const {
    return safety_.failed_save;
  }

 private:
  enum class SaveOutcome : std::uint8_t { Saved, Failed, Asking };
  bool carry_out(Command command, ModeContext& ctx);
  // Makes the textures first: a map too big for the GPU leaves the
  // current document as it was.
  Status adopt(OpenedDocument opened, ModeContext& ctx);
  static bool tiles_to_name(const std::string& path,
                            const LayerOptions& options);
  Status open_with(const std::string& path, const LayerOptions& layer,
                   ModeContext& ctx);
  Status make_textures_for(const Grid& next, const std::string& name,
                           ModeContext& ctx);
  // Asks first when a session's save would write its map outside the
  // session's folder, unless `confirmed`.
  SaveOutcome save_as(const std::string& path, ModeContext& ctx,
                      bool confirmed = false);
  void note_failed_save(const std::string& error, ModeContext& ctx);
  void save_current(ModeContext& ctx);
  void export_map(const std::string& path, ModeContext& ctx);
  // Quit, New and Open go through here: Save/Discard/Cancel first when
  // there are unsaved changes.
  void ask_first(PendingAction action, ModeContext& ctx);
  void proceed(PendingAction action, ModeContext& ctx);
  void answer_unsaved(UnsavedChoice choice, ModeContext& ctx);
  void saved_as_from_dialog(const std::string& path, ModeContext& ctx);
  void draw_file_dialog(ModeContext& ctx);
  void draw_questions(ModeContext& ctx);
  void answer_recovery(RecoveryChoice choice, ModeContext& ctx);
  Status recover_from(const std::string& path, ModeContext& ctx);

  FileDialog file_;
  NewMapDialog new_map_;
  LayerDialog layer_;
  UnsavedChangesDialog unsaved_;
  RecoveryDialog recovery_;
  ConfirmDialog confirm_;
  DocumentSafety safety_;
  // The untitled document waiting for the answer about unsaved changes.
  std::optional<OpenUntitled> pending_untitled_;
  // What waits for the answer about a crashed run's work.
  std::optional<OpenUntitled> after_recovery_;
  double clock_ = 0;  // seconds of frames, for the autosave timer
  bool quit_ = false;
};

}  // namespace astar::studio
