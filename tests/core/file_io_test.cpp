#include "astar/io/file_io.hpp"

#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "astar/io/map_io.hpp"

namespace astar {
namespace file_io_test {

namespace fs = std::filesystem;

/// A fresh folder per test, removed afterwards.
class FileIoTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern =
        (fs::temp_directory_path() / "astar-file-io-XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
  }
  void TearDown() override {
    std::error_code ignored;
    fs::remove_all(dir_, ignored);
  }
  std::string file(const std::string& name) const {
    return (dir_ / name).string();
  }
  static std::string contents(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
  }
  /// Names of everything in `folder`, for spotting stray temporary files.
  static std::vector<std::string> listing(const fs::path& folder) {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(folder)) {
      names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    return names;
  }

  fs::path dir_;
};

TEST_F(FileIoTest, WritesThenReadsBackEveryByte) {
  std::string bytes;
  for (int i = 0; i < 3 * 256; ++i) bytes.push_back(static_cast<char>(i));
  ASSERT_TRUE(write_file_atomic(file("data.bin"), bytes).ok());
  Result<std::string> back = read_file(file("data.bin"), 1 << 20);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back.value(), bytes);
  EXPECT_EQ(listing(dir_), std::vector<std::string>{"data.bin"});
}

TEST_F(FileIoTest, ReplacesAnExistingFileAndKeepsItsPermissions) {
  const std::string path = file("map.png");
  std::ofstream(path) << "old contents that are longer than the new ones";
  ASSERT_EQ(chmod(path.c_str(), 0640), 0);
  ASSERT_TRUE(write_file_atomic(path, "new").ok());
  EXPECT_EQ(contents(path), "new");
  struct stat info {};
  ASSERT_EQ(stat(path.c_str(), &info), 0);
  EXPECT_EQ(info.st_mode & 0777, 0640u);
  EXPECT_EQ(listing(dir_), std::vector<std::string>{"map.png"});
}

TEST_F(FileIoTest, ReadErrorsNameTheFileAndTheReason) {
  const std::string missing = file("missing.map");
  Result<std::string> none = read_file(missing, 100);
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error(),
            missing + ": cannot open (No such file or directory)");

  Result<std::string> folder = read_file(dir_.string(), 100);
  ASSERT_FALSE(folder.ok());
  EXPECT_EQ(folder.error(), dir_.string() + ": is a folder, not a file");

  const std::string big = file("big.map");
  std::ofstream(big) << std::string(101, 'x');
  Result<std::string> too_big = read_file(big, 100);
  ASSERT_FALSE(too_big.ok());
  EXPECT_EQ(too_big.error(),
            big + ": file is larger than the limit of 100 bytes");
  EXPECT_TRUE(read_file(big, 101).ok());
}

TEST_F(FileIoTest, DevicesAndPipesAreRefusedBeforeReading) {
  // A link named like a map that leads to /dev/zero, and a FIFO with no
  // writer: neither is opened for reading (the FIFO would block forever).
  const std::string zero = file("zero.png");
  fs::create_symlink("/dev/zero", zero);
  const std::string fifo = file("fifo.map");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  for (const std::string& path : {zero, fifo}) {
    Result<std::string> read = read_file(path, 1 << 29);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error(),
              path + ": is not a regular file (a device, pipe or socket)");
    Result<Grid> map = load_map(path);
    ASSERT_FALSE(map.ok());
    EXPECT_EQ(map.error(),
              path + ": is not a regular file (a device, pipe or socket)");
  }
}

TEST_F(FileIoTest, MissingFolderFailsWithoutCreatingAnything) {
  const std::string path = file("no/such/folder/map.png");
  Status status = write_file_atomic(path, "bytes");
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.error().rfind(path + ": ", 0), 0u) << status.error();
  EXPECT_NE(status.error().find("No such file or directory"),
            std::string::npos);
  EXPECT_TRUE(listing(dir_).empty());
}

TEST_F(FileIoTest, FailedRenameRemovesTheTemporaryFile) {
  // A non-empty folder cannot be replaced by a file: the rename fails after
  // the temporary file was written in full.
  const std::string target = file("target");
  fs::create_directory(target);
  std::ofstream(target + "/keep") << "kept";
  Status status = write_file_atomic(target, "bytes");
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.error().rfind(target + ": cannot replace the file (", 0), 0u)
      << status.error();
  EXPECT_EQ(listing(dir_), std::vector<std::string>{"target"});
  EXPECT_EQ(contents(target + "/keep"), "kept");
}

TEST_F(FileIoTest, FullDiskKeepsTheOldFileAndLeavesNoTemporary) {
  // A child process whose files may not grow past 64 KiB stands in for a
  // full disk: its writes fail as they would, on any machine, root or not.
  const std::string path = file("session.json");
  ASSERT_TRUE(write_file_atomic(path, "the saved work").ok());
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    std::signal(SIGXFSZ, SIG_IGN);
    const rlimit limit{64 << 10, 64 << 10};
    if (setrlimit(RLIMIT_FSIZE, &limit) != 0) _exit(3);
    Status status = write_file_atomic(path, std::string(1 << 20, 'x'));
    const bool named =
        !status.ok() && status.error().rfind(path + ": cannot write (", 0) == 0;
    _exit(named ? 0 : 1);
  }
  int wait_status = 0;
  ASSERT_EQ(waitpid(child, &wait_status, 0), child);
  ASSERT_TRUE(WIFEXITED(wait_status));
  EXPECT_EQ(WEXITSTATUS(wait_status), 0);
  EXPECT_EQ(contents(path), "the saved work");
  EXPECT_EQ(listing(dir_), std::vector<std::string>{"session.json"});
}

TEST_F(FileIoTest, AReadOnlyFileIsRefusedNotReplaced) {
  const std::string path = file("locked.png");
  ASSERT_TRUE(write_file_atomic(path, "original").ok());
  fs::permissions(path, fs::perms::owner_read | fs::perms::group_read |
                            fs::perms::others_read);
  Status status = write_file_atomic(path, "replacement");
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.error(),
            path + ": the file is read-only; it was not replaced");
  EXPECT_EQ(status.error_kind(), ErrorKind::IoFailure);
  EXPECT_EQ(contents(path), "original");
  EXPECT_EQ(listing(dir_), std::vector<std::string>{"locked.png"});
}

TEST_F(FileIoTest, AKilledSavesTemporaryIsRemovedByTheNextSave) {
  const std::string path = file("map.png");
  // As a SIGKILL during a save leaves them: a gone writer's, and one of
  // the older form with no pid. Another file's temporary stays.
  std::ofstream(file(".map.png.999999999-00112233aabbccdd.tmp")) << "half";
  std::ofstream(file(".map.png.0011223344556677.tmp")) << "half";
  std::ofstream(file(".other.png.999999999-00112233aabbccdd.tmp")) << "half";
  ASSERT_TRUE(write_file_atomic(path, "saved").ok());
  EXPECT_EQ(listing(dir_),
            (std::vector<std::string>{
                ".other.png.999999999-00112233aabbccdd.tmp", "map.png"}));
}

TEST_F(FileIoTest, SeveralFilesAreWrittenAllOrNothing) {
  const std::string map = file("map.png");
  const std::string session = file("level.astar.json");
  ASSERT_TRUE(write_file_atomic(map, "old map").ok());
  ASSERT_TRUE(write_file_atomic(session, "old session").ok());
  const FileWrite both[] = {{map, "new map"}, {session, "new session"}};
  ASSERT_TRUE(write_files_atomic(both).ok());
  EXPECT_EQ(contents(map), "new map");
  EXPECT_EQ(contents(session), "new session");
  // The second target cannot be replaced (a folder that is not empty): the
  // first keeps its old contents.
  const std::string blocked = file("blocked");
  fs::create_directory(blocked);
  std::ofstream(blocked + "/keep") << "kept";
  const FileWrite failing[] = {{map, "newer map"}, {blocked, "x"}};
  Status status = write_files_atomic(failing);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(contents(map), "new map");
  EXPECT_EQ(listing(dir_), (std::vector<std::string>{
                               "blocked", "level.astar.json", "map.png"}));
}

TEST(LowercaseExtensionTest, FindsTheLastDotOfTheFileName) {
  EXPECT_EQ(lowercase_extension("maps/Arena.MAP"), ".map");
  EXPECT_EQ(lowercase_extension("a.b/c"), "");
  EXPECT_EQ(lowercase_extension("noext"), "");
  EXPECT_EQ(lowercase_extension("x.tar.PNG"), ".png");
  EXPECT_EQ(lowercase_extension("dir/.hidden"), ".hidden");
}

}  // namespace file_io_test
}  // namespace astar

namespace astar {
namespace file_io_test {

TEST(FileIoPaths, ParentFolderOfBareRootedAndNestedPaths) {
  EXPECT_EQ(parent_folder("map.png"), ".");
  EXPECT_EQ(parent_folder("/map.png"), "/");
  EXPECT_EQ(parent_folder("maps/dao/arena.map"), "maps/dao");
  EXPECT_EQ(parent_folder("/work/shared/x.scen"), "/work/shared");
}

}  // namespace file_io_test
}  // namespace astar
