#pragma once
// The document being edited and everything that belongs to it: its file,
// its edit history, its search settings and its safety net (unsaved state,
// autosave, the recovery copy). Every change goes through here, a brush
// stroke in progress included, and moves a revision.
//
// Nothing is told that the document changed. Whatever is derived from it
// (the search, the map texture, the reachability overlay, the view, the
// window title) remembers the revisions it was built from and rebuilds
// itself when they moved, as Detour's queries check their tiles' salts.
//
// No SDL, no ImGui: the workspace is tested on its own.

#include <algorithm>
#include <cstdint>
#include <deque>
#include <future>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "astar/edit/document.hpp"
#include "astar/edit/edit_history.hpp"
#include "astar/io/map_io.hpp"
#include "astar/session/session.hpp"
#include "workspace/autosave_timer.hpp"
#include "workspace/canvas_editor.hpp"
#include "workspace/cell_rect.hpp"
#include "workspace/recovery_store.hpp"

namespace astar::studio {

// Counters that move when their part of the workspace changes. Each value
// is drawn from one clock, so a revision never repeats, even across
// documents.
struct Revisions {
  std::uint64_t document = 0;  // another document: New, Open, recovery
  std::uint64_t cells = 0;     // map cells, or the map's size
  std::uint64_t markers = 0;   // the start or the goal
  std::uint64_t settings = 0;  // the search settings
  std::uint64_t actors = 0;    // the agents and moving obstacles
  // The newest of them: moves whenever any part moves.
  std::uint64_t latest() const {
    return std::max({document, cells, markers, settings, actors});
  }
  friend bool operator==(const Revisions&, const Revisions&) = default;
};

// A document read from a file (or made blank), before it replaces the
// current one. The app checks what it must (the GPU's texture limit) in
// between, so a failure leaves the current document as it was.
struct OpenedDocument {
  Document document;
  std::string path;                        // empty for a new map
  std::optional<SearchSettings> settings;  // sessions carry their own
  std::optional<ViewState> view;           // sessions only
  std::string session_map_path;  // a session's map kept in its own file
  bool unsaved = false;          // recovered work differs from any file
  // The settings are this document's alone (a lesson's): the next document
  // that brings none of its own gets back those from before it.
  bool settings_lent = false;
};

// Reads a map (PNG, BMP, TGA, .map, Tiled, LDtk; `layer` picks a Tiled or
// LDtk file's layer) or a session (a .json that is not a Tiled map). A map
// gets the default markers.
Result<OpenedDocument> read_document(const std::string& path,
                                     const LayerOptions& layer = {});
// The last part of a path, as messages name a file: "maps/demo.png" is
// "demo.png".
std::string file_name(const std::string& path);
// A blank width x height map with the default markers.
Result<OpenedDocument> blank_document(int width, int height);

struct WorkspaceConfig {
  double autosave_seconds = kDefaultAutosaveSeconds;
  std::optional<std::string> recovery_folder;  // none: no autosave
  int pid = 0;                                 // names the recovery file
};

class Workspace {
 public:
  explicit Workspace(const WorkspaceConfig& config);
  // Waits for an autosave still being written.
  ~Workspace();
  Workspace(const Workspace&) = delete;
  Workspace& operator=(const Workspace&) = delete;

  // --- reading -----------------------------------------------------------
  const Document& document() const { return doc_; }
  const Grid& grid() const { return doc_.grid; }
  const SearchSettings& settings() const { return settings_; }
  const EditHistory& history() const { return history_; }
  const Revisions& revisions() const { return revisions_; }
  // The file the document belongs to; empty for a map never saved.
  const std::string& path() const { return path_; }
  // "untitled", or the file's name.
  std::string name() const;
  // "demo.png* (64x40) — astar-studio": the '*' marks unsaved changes.
  std::string title() const;
  // The view a session was saved with, for the document opened last.
  const std::optional<ViewState>& opened_view() const { return opened_view_; }
  // The document differs from its file.
  bool dirty() const;
  // The cells that may differ from what a reader saw at `cells_revision`
  // (the whole map when that is too long ago, or the size changed since).
  CellRect cells_changed_since(std::uint64_t cells_revision) const;

  // --- replacing the document ---------------------------------------------
  // The opened document becomes the workspace's; the history starts anew.
  void open(OpenedDocument opened);

  // --- edits ---------------------------------------------------------------
  // Applies and records one undo step; false when it changed nothing.
  bool apply(EditCommand command);
  // Undoes or redoes one step; the step's label, or nothing to do.
  std::optional<std::string> undo();
  std::optional<std::string> redo();
  // Undoes or redoes until `position` steps are applied.
  void jump_to(std::size_t position);
  void set_settings(const SearchSettings& settings);
  // Moves a marker without an undo step (from the command line); fails
  // when off the map or on a wall.
  Status place_marker(bool start, Point cell);

  // --- the open step: a gesture drawn live -------------------------------
  // A brush stroke or a marker drag changes the document at every mouse
  // sample, so the user sees it at once; it is one history step, recorded
  // when the gesture finishes. Shapes preview and apply on finish.
  EditFeedback begin_gesture(const Gesture& gesture, const ToolSettings& tools,
                             Point cell);
  EditFeedback extend_gesture(Point cell);
  void finish_gesture();
  EditFeedback cancel_gesture();
  bool gesture_active() const { return gesture_.active(); }
  const CanvasEditor& gesture() const { return gesture_; }

  // --- files -------------------------------------------------------------
  // Saves as a session (.astar.json), PNG or .map, by extension; the
  // document then belongs to `path`. A failure changes nothing.
  Result<SaveReport> save_as(const std::string& path, const ViewState& view);
  // The files save_as(path) writes, the session's own file last: for a
  // session that keeps its map in a file of its own, that file first.
  std::vector<std::string> files_saved_by(const std::string& path) const;
  // Writes the map to `path`; the document keeps its own file.
  Result<SaveReport> export_map(const std::string& path) const;

  // --- the safety net ----------------------------------------------------
  // Writes the recovery copy, on another thread, once the work has stood
  // still for the autosave's quiet time (autosave_timer.hpp). `now` is
  // steady-clock seconds. A warning when the copy could not be written.
  std::optional<std::string> tick_autosave(double now, const ViewState& view);
  // Writes the recovery copy now (unless it already holds this work).
  Status write_recovery_copy(const ViewState& view);
  // The recovery store; null without a recovery folder.
  const RecoveryStore* recovery() const {
    return recovery_ ? &*recovery_ : nullptr;
  }
  // Adopts recovered work, copies it to this process's own recovery file
  // and removes the recovered file. A warning when that removal failed.
  Result<std::string> adopt_recovered(RecoveredWork work,
                                      const std::string& recovered_file);
  // Removes this process's recovery copy: the work is saved, discarded, or
  // the app ends cleanly.
  void remove_recovery_copy();

 private:
  EditFeedback note_feedback(EditFeedback feedback);
  void note_cells(const CellRect& rect);
  void note_whole_map();
  std::uint64_t tick() { return ++clock_; }
  Session current_session(const ViewState& view) const;
  // Waits for the autosave in flight, if any; a warning when it failed.
  std::optional<std::string> finish_autosave();

  Document doc_;
  std::string path_;
  SearchSettings settings_;
  // The settings from before a document that was lent its own (a
  // lesson's), for the next document that brings none.
  std::optional<SearchSettings> settings_before_lent_;
  EditHistory history_;
  CanvasEditor gesture_;
  std::optional<ViewState> opened_view_;

  Revisions revisions_;
  std::uint64_t clock_ = 0;
  // Recent cell changes, newest last, to tell readers which cells moved.
  std::deque<std::pair<std::uint64_t, CellRect>> cell_log_;
  std::uint64_t cell_log_floor_ = 0;  // revisions up to here are forgotten

  // For a session whose map lives in its own file: that file, as the
  // session names it. Saving the session writes both.
  std::string session_map_path_;
  // Recovered work is unsaved although the fresh history is at its start.
  bool unsaved_without_history_ = false;
  // The search settings as last saved; a session is unsaved when they
  // differ (a map file does not hold them).
  SearchSettings saved_settings_;

  AutosaveTimer autosave_;
  std::optional<RecoveryStore> recovery_;
  // The work the own recovery file holds, to skip rewriting it unchanged.
  std::optional<std::uint64_t> recovery_fingerprint_;
  // The autosave being written on another thread: whether it was written
  // and the fingerprint of what it holds.
  struct AutosaveResult {
    Status written;
    std::uint64_t fingerprint = 0;
  };
  std::future<AutosaveResult> autosave_job_;
};

}  // namespace astar::studio
