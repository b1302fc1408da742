// The data-safety pieces that need no window: recovery file naming,
// scanning and reading, the autosave timer, recent files, session paths,
// the settings file and the script commands for quit, title and wait.

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>

#include "astar/io/file_io.hpp"
#include "script/script.hpp"
#include "settings/settings_store.hpp"
#include "startup/options.hpp"
#include "workspace/autosave_timer.hpp"
#include "workspace/layer_memory.hpp"
#include "workspace/recent_files.hpp"
#include "workspace/recovery_store.hpp"
#include "workspace/session_files.hpp"

namespace astar::studio {
namespace safety_units_test {
namespace fs = std::filesystem;

class Folder {
 public:
  Folder() {
    std::random_device seed;
    path_ = fs::temp_directory_path() /
            ("astar-safety-unit-" + std::to_string(seed()));
    fs::create_directories(path_);
  }
  ~Folder() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  std::string operator/(const std::string& name) const {
    return (path_ / name).string();
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

Session small_session() {
  Session session;
  session.document.grid = Grid::create(5, 4).value();
  session.document.grid.set({2, 1}, kBlocked);
  session.document.start = Point{0, 0};
  session.document.goal = Point{4, 3};
  session.search.algorithm = Algorithm::Dijkstra;
  session.view = {3.5, 2.25, 1.75};
  return session;
}

void touch(const std::string& path, const std::string& text = "{}") {
  std::ofstream(path) << text;
}

// A pid that surely belongs to no process: a child that has been reaped.
int finished_pid() {
  const pid_t child = fork();
  if (child == 0) _exit(0);
  int status = 0;
  waitpid(child, &status, 0);
  return static_cast<int>(child);
}

TEST(RecoveryFileName, ParsesOnlyOurNames) {
  EXPECT_EQ(recovery_file_pid("recovery-4242.astar.json"), 4242);
  EXPECT_EQ(recovery_file_pid("recovery-1.astar.json"), 1);
  for (const char* bad :
       {"recovery-.astar.json", "recovery-0.astar.json",
        "recovery--3.astar.json", "recovery-12x.astar.json", "recovery-12.json",
        "other-12.astar.json", ".recovery-12.astar.json.0123456789abcdef.tmp",
        "recovery-99999999999999999999.astar.json"}) {
    EXPECT_FALSE(recovery_file_pid(bad).has_value()) << bad;
  }
}

TEST(RecoveryFolder, FollowsXdgStateHomeThenHome) {
  const char* old_state = std::getenv("XDG_STATE_HOME");
  const char* old_home = std::getenv("HOME");
  const std::string saved_state = old_state ? old_state : "";
  const std::string saved_home = old_home ? old_home : "";
  setenv("XDG_STATE_HOME", "/x/state", 1);
  EXPECT_EQ(recovery_folder(), "/x/state/astar-studio/recovery");
  unsetenv("XDG_STATE_HOME");
  setenv("HOME", "/home/someone", 1);
  EXPECT_EQ(recovery_folder(),
            "/home/someone/.local/state/astar-studio/recovery");
  unsetenv("HOME");
  EXPECT_FALSE(recovery_folder().has_value());
  if (old_state) setenv("XDG_STATE_HOME", saved_state.c_str(), 1);
  if (old_home) setenv("HOME", saved_home.c_str(), 1);
}

TEST(RecoveryStore, WritesASessionWithItsOriginAndReadsItBack) {
  Folder dir;
  const RecoveryStore store(dir / "state/recovery", 77);
  EXPECT_EQ(store.own_path(), dir / "state/recovery/recovery-77.astar.json");
  Session session = small_session();
  // Whatever the document's storage, the recovery copy holds the map.
  session.storage = MapStorage::File;
  session.map_path = "elsewhere.png";
  const RecoveryOrigin origin{"/maps/city.astar.json", "city.png"};
  ASSERT_TRUE(store.write(session, origin, 1718000000).ok());

  auto loaded = load_recovery_file(store.own_path());
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(loaded.value().origin, origin);
  EXPECT_EQ(loaded.value().saved_at, 1718000000);
  EXPECT_EQ(loaded.value().session.storage, MapStorage::Inline);
  EXPECT_EQ(loaded.value().session.document, session.document);
  EXPECT_EQ(loaded.value().session.search, session.search);
  EXPECT_EQ(loaded.value().session.view, session.view);
  // Only the file itself is left: the atomic write's temporary is gone.
  int files = 0;
  for (const auto& entry : fs::directory_iterator(dir / "state/recovery")) {
    ++files;
    EXPECT_EQ(entry.path().filename(), "recovery-77.astar.json");
  }
  EXPECT_EQ(files, 1);

  store.remove_own();
  EXPECT_FALSE(fs::exists(store.own_path()));
  store.remove_own();  // nothing left to remove is not an error
}

TEST(RecoveryStore, WriteFailsWhenTheFolderCannotBeMade) {
  Folder dir;
  touch(dir / "blocker", "a file where the folder should go");
  const RecoveryStore store(dir / "blocker/recovery", 5);
  const Status status = store.write(small_session(), {}, 0);
  ASSERT_FALSE(status.ok());
  EXPECT_NE(status.error().find(dir / "blocker/recovery"), std::string::npos)
      << status.error();
}

TEST(RecoveryStore, OffersOnlyFilesOfProcessesThatAreGoneNewestFirst) {
  Folder dir;
  const RecoveryStore store(dir.path().string(), 100);
  touch(dir / "recovery-100.astar.json");  // our own
  touch(dir / "recovery-200.astar.json");  // a live instance
  touch(dir / "recovery-300.astar.json");  // gone, older
  touch(dir / "recovery-400.astar.json");  // gone, newer
  touch(dir / ".recovery-300.astar.json.00ff00ff00ff00ff.tmp");
  touch(dir / "notes.txt");
  fs::create_directory(dir / "recovery-500.astar.json");  // not a file
  const auto now = fs::file_time_type::clock::now();
  fs::last_write_time(dir / "recovery-300.astar.json",
                      now - std::chrono::hours(2));
  fs::last_write_time(dir / "recovery-400.astar.json",
                      now - std::chrono::hours(1));
  const auto orphans = store.orphans([](int pid) { return pid == 200; });
  ASSERT_EQ(orphans.size(), 2u);
  EXPECT_EQ(orphans[0].pid, 400);
  EXPECT_EQ(orphans[0].path, dir / "recovery-400.astar.json");
  EXPECT_EQ(orphans[1].pid, 300);
}

TEST(RecoveryStore, NoFolderMeansNothingToRecover) {
  Folder dir;
  const RecoveryStore store(dir / "missing", 1);
  EXPECT_TRUE(store.orphans([](int) { return false; }).empty());
}

TEST(RunningStudio, OwnProcessYesFinishedOrOtherProgramNo) {
  EXPECT_TRUE(is_running_studio(static_cast<int>(getpid())));
  EXPECT_FALSE(is_running_studio(finished_pid()));
  EXPECT_FALSE(is_running_studio(0));
  EXPECT_FALSE(is_running_studio(-5));
  // A zombie (exited, not yet reaped) holds its pid but runs no more.
  const pid_t zombie = fork();
  if (zombie == 0) _exit(0);
  for (int i = 0; i < 200; ++i) {
    std::ifstream stat("/proc/" + std::to_string(zombie) + "/stat");
    std::string text;
    std::getline(stat, text);
    if (text.find(") Z") != std::string::npos) break;
    usleep(10000);
  }
  EXPECT_FALSE(is_running_studio(static_cast<int>(zombie)));
  int status = 0;
  waitpid(zombie, &status, 0);
}

TEST(RecoveryFile, ASessionWithoutDetailsHasNoOrigin) {
  Folder dir;
  const std::string path = dir / "plain.astar.json";
  ASSERT_TRUE(save_session(small_session(), path).ok());
  auto loaded = load_recovery_file(path);
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(loaded.value().origin, RecoveryOrigin{});
  EXPECT_EQ(loaded.value().saved_at, 0);
}

TEST(RecoveryFile, BadDetailsAndBadFilesAreNamed) {
  Folder dir;
  const std::string path = dir / "recovery-9.astar.json";
  auto text = format_session(small_session());
  ASSERT_TRUE(text.ok());
  std::string with_bad = text.value();
  with_bad.insert(with_bad.rfind('}'), ",\"recovery\": {\"document\": 7}");
  touch(path, with_bad);
  auto loaded = load_recovery_file(path);
  ASSERT_FALSE(loaded.ok());
  EXPECT_NE(loaded.error().find(path + ": field \"recovery.document\""),
            std::string::npos)
      << loaded.error();

  touch(path, "{ not json");
  loaded = load_recovery_file(path);
  ASSERT_FALSE(loaded.ok());
  EXPECT_EQ(loaded.error().rfind(path + ":", 0), 0u) << loaded.error();

  EXPECT_TRUE(remove_recovery_file(path).ok());
  EXPECT_FALSE(fs::exists(path));
  EXPECT_TRUE(remove_recovery_file(path).ok());
}

TEST(AutosaveTimer, FiresOnceTheUnsavedWorkStandsStill) {
  AutosaveTimer timer(1);
  EXPECT_FALSE(timer.due(0, 1, false));
  EXPECT_FALSE(timer.due(100, 1, false));  // clean: never
  EXPECT_FALSE(timer.due(100, 2, true));   // an edit
  EXPECT_FALSE(timer.due(100.9, 2, true));
  EXPECT_TRUE(timer.due(101, 2, true));  // a second later
  timer.done();
  EXPECT_FALSE(timer.due(200, 2, true));  // written, and nothing new since
  EXPECT_FALSE(timer.due(200, 3, true));
  EXPECT_FALSE(timer.due(200.5, 4, true));  // edits go on...
  EXPECT_FALSE(timer.due(201.2, 5, true));
  EXPECT_TRUE(timer.due(202.2, 5, true));  // ...and stop
  timer.done();
  // Edits that never pause are written every kLongestAutosaveWait seconds.
  double now = 300;
  std::uint64_t work = 10;
  while (!timer.due(now, ++work, true)) now += 0.1;
  EXPECT_NEAR(now, 300 + kLongestAutosaveWait, 0.15);
  timer.done();
  EXPECT_FALSE(timer.due(400, 50, false));   // saved
  EXPECT_FALSE(timer.due(401.5, 50, true));  // nothing changed since
  // A failed write is tried again after the longest wait.
  EXPECT_TRUE(timer.due(500, 51, true) || timer.due(501, 51, true));
  timer.done();
  timer.failed(501);
  EXPECT_FALSE(timer.due(502, 51, true));
  EXPECT_TRUE(timer.due(501 + kLongestAutosaveWait, 51, true));
  EXPECT_EQ(AutosaveTimer().quiet(), 1);
}

TEST(WorkFingerprint, ChangesWithCellsMarkersAndSettings) {
  const Session base = small_session();
  const auto fp = [](const Session& s) {
    return work_fingerprint(s.document, s.search);
  };
  EXPECT_EQ(fp(base), fp(small_session()));
  Session cell = base;
  cell.document.grid.set({3, 3}, kBlocked);
  Session marker = base;
  marker.document.goal = Point{3, 3};
  Session no_goal = base;
  no_goal.document.goal.reset();
  Session settings = base;
  settings.search.rules.connectivity = Connectivity::Four;
  Session weight = base;
  weight.search.weight = 1.5;
  for (const Session* changed :
       {&cell, &marker, &no_goal, &settings, &weight}) {
    EXPECT_NE(fp(*changed), fp(base));
  }
}

TEST(RecentFiles, NewestFirstOnceAbsoluteAndCapped) {
  std::vector<std::string> list;
  for (int i = 0; i < 15; ++i) {
    remember_recent_file(list, "/maps/m" + std::to_string(i) + ".png");
  }
  ASSERT_EQ(list.size(), kMaxRecentFiles);
  EXPECT_EQ(list.front(), "/maps/m14.png");
  EXPECT_EQ(list.back(), "/maps/m5.png");
  remember_recent_file(list, "/maps/m9.png");
  EXPECT_EQ(list.front(), "/maps/m9.png");
  EXPECT_EQ(std::count(list.begin(), list.end(), "/maps/m9.png"), 1);
  EXPECT_EQ(list.size(), kMaxRecentFiles);
  remember_recent_file(list, "relative/x.map");
  EXPECT_EQ(list.front(),
            (fs::current_path() / "relative/x.map").lexically_normal());
  remember_recent_file(list, "/bad\nname.png");
  remember_recent_file(list, "");
  EXPECT_EQ(list.size(), kMaxRecentFiles);
  EXPECT_EQ(std::count(list.begin(), list.end(), "/bad\nname.png"), 0);
  forget_recent_file(list, "/maps/m9.png");
  EXPECT_EQ(std::count(list.begin(), list.end(), "/maps/m9.png"), 0);
}

TEST(Settings, RecentFilesSurviveARestart) {
  Folder dir;
  AppSettings settings;
  settings.recent_files = {"/a/b.astar.json", "/c d/e=f.png"};
  ASSERT_TRUE(save_settings(dir / "settings.ini", settings).ok());
  const LoadedSettings loaded = load_settings(dir / "settings.ini");
  EXPECT_TRUE(loaded.warning.empty()) << loaded.warning;
  EXPECT_EQ(loaded.settings, settings);
}

TEST(Settings, TheCoordinatesOriginSurvivesARestart) {
  Folder dir;
  AppSettings settings;
  settings.origin = CellOrigin::BottomLeft;
  ASSERT_TRUE(save_settings(dir / "settings.ini", settings).ok());
  const LoadedSettings loaded = load_settings(dir / "settings.ini");
  EXPECT_TRUE(loaded.warning.empty()) << loaded.warning;
  EXPECT_EQ(loaded.settings.origin, CellOrigin::BottomLeft);
  std::ofstream(dir / "bad.ini") << "origin=up\n";
  const LoadedSettings bad = load_settings(dir / "bad.ini");
  EXPECT_NE(bad.warning.find("ignored bad setting 'origin=up'"),
            std::string::npos)
      << bad.warning;
  EXPECT_EQ(bad.settings.origin, CellOrigin::TopLeft);
}

TEST(Settings, TheTilesChosenForAFileSurviveARestart) {
  Folder dir;
  AppSettings settings;
  remember_layer_choice(settings.layer_choices, "/maps/island.tmx",
                        {"Ground", "", "39-40=wall,115=2,*=open"});
  ASSERT_TRUE(save_settings(dir / "settings.ini", settings).ok());
  const LoadedSettings loaded = load_settings(dir / "settings.ini");
  EXPECT_TRUE(loaded.warning.empty()) << loaded.warning;
  const LayerOptions kept = remembered_layer_choice(
      loaded.settings.layer_choices, "/maps/island.tmx");
  EXPECT_EQ(kept.layer, "Ground");
  EXPECT_EQ(kept.values, "39-40=wall,115=2,*=open");
  // A line from before tiles were chosen still reads.
  std::ofstream(dir / "old.ini") << "layer_choice=/maps/a.tmx\t\tWalls\n";
  const LoadedSettings old = load_settings(dir / "old.ini");
  EXPECT_TRUE(old.warning.empty()) << old.warning;
  EXPECT_EQ(
      remembered_layer_choice(old.settings.layer_choices, "/maps/a.tmx").layer,
      "Walls");
}

TEST(SessionFiles, KindByExtension) {
  EXPECT_TRUE(is_session_path("a/b.astar.json"));
  EXPECT_TRUE(is_session_path("B.ASTAR.JSON"));
  EXPECT_TRUE(is_session_path("plain.json"));
  EXPECT_FALSE(is_session_path("map.png"));
  EXPECT_FALSE(is_session_path("json"));
  EXPECT_TRUE(can_save_document("x.astar.json"));
  EXPECT_TRUE(can_save_document("x.png"));
  EXPECT_TRUE(can_save_document("x.map"));
  EXPECT_FALSE(can_save_document("x.bmp"));
  EXPECT_FALSE(can_save_document("untitled"));
}

TEST(Script, QuitTitleAndWait) {
  auto parsed = parse_script("wait 1.5\ntitle\nquit\nwait 0\n", "s.txt");
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  const auto& c = parsed.value();
  ASSERT_EQ(c.size(), 4u);
  EXPECT_EQ(c[0].kind, ScriptCommand::Kind::Wait);
  EXPECT_DOUBLE_EQ(c[0].seconds, 1.5);
  EXPECT_EQ(c[1].kind, ScriptCommand::Kind::Title);
  EXPECT_EQ(c[2].kind, ScriptCommand::Kind::Quit);
  EXPECT_DOUBLE_EQ(c[3].seconds, 0);
  for (const char* bad : {"wait", "wait -1", "wait 3601", "wait soon",
                          "wait 1 2", "title now", "quit 1"}) {
    auto bad_parse = parse_script(std::string(bad) + "\n", "b.txt");
    ASSERT_FALSE(bad_parse.ok()) << bad;
    EXPECT_EQ(bad_parse.error().rfind("b.txt:1: ", 0), 0u) << bad_parse.error();
  }
}

Result<Options> options_of(std::vector<const char*> args) {
  return parse_options(std::span<const char* const>(args.data(), args.size()));
}

TEST(Options, AutosaveAndRecovery) {
  auto options = options_of({"--headless", "--autosave-seconds", "0.25"});
  ASSERT_TRUE(options.ok()) << options.error();
  EXPECT_DOUBLE_EQ(options.value().autosave_seconds, 0.25);
  EXPECT_FALSE(options.value().recover);
  EXPECT_DOUBLE_EQ(options_of({}).value().autosave_seconds, 1);
  EXPECT_TRUE(options_of({"--headless", "--recover"}).value().recover);
  EXPECT_TRUE(
      options_of({"--headless", "--offer-recovery"}).value().offer_recovery);
  for (const char* bad : {"0", "-1", "86401", "soon", "nan"}) {
    auto parsed = options_of({"--autosave-seconds", bad});
    ASSERT_FALSE(parsed.ok()) << bad;
    EXPECT_EQ(parsed.error().rfind("--autosave-seconds: bad value", 0), 0u)
        << parsed.error();
  }
  EXPECT_FALSE(options_of({"--autosave-seconds"}).ok());
  EXPECT_FALSE(options_of({"--recover", "--offer-recovery"}).ok());
}

}  // namespace safety_units_test
}  // namespace astar::studio
