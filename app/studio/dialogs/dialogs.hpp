#pragma once
// Every dialog the studio can show, in one place (as Dear ImGui's demo keeps
// every window's open flag in one struct). Each reads state and returns
// what the user chose; the App carries it out.

#include "dialogs/confirm_dialog.hpp"
#include "dialogs/file_dialog.hpp"
#include "dialogs/frame_export_dialog.hpp"
#include "dialogs/generator_dialog.hpp"
#include "dialogs/map_ops_dialogs.hpp"
#include "dialogs/new_map_dialog.hpp"
#include "dialogs/recovery_dialog.hpp"
#include "dialogs/scenario_dialog.hpp"
#include "dialogs/unsaved_changes_dialog.hpp"

namespace astar::studio {

struct Dialogs {
  FileDialog file;
  NewMapDialog new_map;
  GeneratorDialog generator;
  ResizeDialog resize;
  ShiftDialog shift;
  ScenarioDialog scenario;
  UnsavedChangesDialog unsaved;
  RecoveryDialog recovery;
  ConfirmDialog confirm;
  FrameExportDialog frames;
  bool help_open = false;
  bool help_seeing = false;  // open it on "What am I seeing?"
};

}  // namespace astar::studio
