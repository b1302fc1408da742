#include "astar/io/file_io.hpp"

#include <gtest/gtest.h>
#include <sys/mount.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace astar {
namespace {

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
    if (mounted_) umount2(mount_point_.c_str(), MNT_DETACH);
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
  /// Mounts a 64 KiB tmpfs at dir_/small; false when not permitted.
  bool mount_small_disk() {
    mount_point_ = dir_ / "small";
    fs::create_directory(mount_point_);
    mounted_ =
        mount("tmpfs", mount_point_.c_str(), "tmpfs", 0, "size=64k") == 0;
    return mounted_;
  }

  fs::path dir_;
  fs::path mount_point_;
  bool mounted_ = false;
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
  if (!mount_small_disk()) {
    GTEST_SKIP() << "mounting a tmpfs is not permitted here";
  }
  const std::string path = (mount_point_ / "session.json").string();
  ASSERT_TRUE(write_file_atomic(path, "the saved work").ok());
  Status status = write_file_atomic(path, std::string(1 << 20, 'x'));
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.error(), path + ": cannot write (No space left on device)");
  EXPECT_EQ(contents(path), "the saved work");
  EXPECT_EQ(listing(mount_point_), std::vector<std::string>{"session.json"});
}

TEST(LowercaseExtensionTest, FindsTheLastDotOfTheFileName) {
  EXPECT_EQ(lowercase_extension("maps/Arena.MAP"), ".map");
  EXPECT_EQ(lowercase_extension("a.b/c"), "");
  EXPECT_EQ(lowercase_extension("noext"), "");
  EXPECT_EQ(lowercase_extension("x.tar.PNG"), ".png");
  EXPECT_EQ(lowercase_extension("dir/.hidden"), ".hidden");
}

}  // namespace
}  // namespace astar

namespace astar {
namespace {

TEST(FileIoPaths, ParentFolderOfBareRootedAndNestedPaths) {
  EXPECT_EQ(parent_folder("map.png"), ".");
  EXPECT_EQ(parent_folder("/map.png"), "/");
  EXPECT_EQ(parent_folder("maps/dao/arena.map"), "maps/dao");
  EXPECT_EQ(parent_folder("/work/shared/x.scen"), "/work/shared");
}

}  // namespace
}  // namespace astar
