// Runs the real astar-cli's help: the short overview, one command's usage
// and options (help COMMAND, COMMAND --help, COMMAND -h), help all, and
// the errors. Each command's help is checked against what its parser
// accepts, so an option added to a command but not to its help fails here.

#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <set>
#include <sstream>

#include "astar/version.hpp"
#include "run_cli.hpp"

namespace astar::test {
namespace help_cli_test {

const std::vector<std::string> kCommands = {
    "path", "field", "scen",     "batch",  "convert",
    "info", "gen",   "scen-gen", "replan", "help"};

// Every "--name" the text mentions.
std::set<std::string> options_in(const std::string& text) {
  static const std::regex option("--[a-z][a-z0-9-]*");
  std::set<std::string> found;
  for (std::sregex_iterator it(text.begin(), text.end(), option), end;
       it != end; ++it) {
    found.insert(it->str());
  }
  return found;
}

// A command's usage line, as it opens the command's entry.
std::string usage_line(const std::string& command) {
  return "\n  astar-cli " + command + " ";
}

std::string help_of(const std::string& command) {
  const CliRun run = run_cli({"help", command});
  EXPECT_EQ(run.exit_code, 0) << command << ": " << run.err;
  EXPECT_EQ(run.err, "") << command;
  return run.out;
}

// Whether `command` takes `option`: its parser names an unknown option in
// its error, and reports anything else (a missing value, a missing MAP)
// about a known one.
bool takes_option(const std::string& command, const std::string& option) {
  const CliRun run = run_cli({command, option});
  EXPECT_EQ(run.exit_code, 2) << command << " " << option << ": " << run.err;
  return !contains(run.err, "unknown option '" + option + "'");
}

TEST(HelpCli, CommandHelpIsTheSameByEveryRoute) {
  for (const std::string& command : kCommands) {
    if (command == "help") continue;
    const std::string help = help_of(command);
    for (const char* flag : {"--help", "-h"}) {
      const CliRun run = run_cli({command, flag});
      EXPECT_EQ(run.exit_code, 0) << command << " " << flag << ": " << run.err;
      EXPECT_EQ(run.err, "") << command << " " << flag;
      EXPECT_EQ(run.out, help) << command << " " << flag;
    }
    EXPECT_EQ(run_cli({"--help", command}).out, help) << command;
  }
  // --help wins over everything else given, even a missing map.
  const CliRun path =
      run_cli({"path", "no-such.map", "--from", "0,0", "--help"});
  EXPECT_EQ(path.exit_code, 0) << path.err;
  EXPECT_EQ(path.out, help_of("path"));
}

TEST(HelpCli, GenHelpIsGensUsageOnly) {
  const std::string help = help_of("gen");
  EXPECT_TRUE(contains(help, usage_line("gen") + "KIND W H --seed S")) << help;
  for (const char* own :
       {"--density", "--corridor", "--room-size", "--door", "--extra-doors",
        "--fill", "--iterations", "--max-weight", "--scale", "--start",
        "--goal", "--connectivity", "--corners"}) {
    EXPECT_TRUE(contains(help, own)) << own << " missing from:\n" << help;
  }
  for (const char* other :
       {"--algo", "--weight", "--json", "--threads", "--maps", "--layer",
        "--origin", "--world", "--clearance", "--output"}) {
    EXPECT_FALSE(contains(help, other)) << other << " in gen's help:\n" << help;
  }
  EXPECT_LT(lines_of(help).size(), 40u) << help;
}

TEST(HelpCli, EachCommandsHelpShowsItsUsageAndNoOthers) {
  for (const std::string& command : kCommands) {
    const std::string help = help_of(command);
    EXPECT_TRUE(contains(help, usage_line(command))) << command;
    for (const std::string& other : kCommands) {
      if (other == command) continue;
      EXPECT_FALSE(contains(help, usage_line(other)))
          << other << "'s usage in " << command << "'s help";
    }
  }
  // info takes --origin but not --world; coordinates come whole elsewhere.
  const std::string info = help_of("info");
  EXPECT_TRUE(contains(info, "--origin top-left|bottom-left")) << info;
  EXPECT_FALSE(contains(info, "--world")) << info;
  EXPECT_FALSE(contains(info, "--algo")) << info;
  EXPECT_TRUE(contains(help_of("path"), "--world SIZE[,OX,OY]"));
  EXPECT_FALSE(contains(help_of("scen"), "--layer"));
  EXPECT_FALSE(contains(help_of("convert"), "--algo"));
}

TEST(HelpCli, EachCommandsHelpNamesEveryOptionItTakes) {
  const std::set<std::string> every = options_in(run_cli({"help", "all"}).out);
  ASSERT_GT(every.size(), 30u);
  for (const std::string& command : kCommands) {
    if (command == "help") continue;
    const std::set<std::string> named = options_in(help_of(command));
    int taken = 0;
    for (const std::string& option : every) {
      if (option == "--help" || !takes_option(command, option)) continue;
      ++taken;
      EXPECT_TRUE(named.count(option))
          << command << " takes " << option << " but its help never says so";
    }
    EXPECT_GT(taken, 0) << command;
  }
}

TEST(HelpCli, OverviewIsShortAndNamesEveryCommand) {
  const CliRun run = run_cli({"--help"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = lines_of(run.out);
  EXPECT_LT(lines.size(), 40u) << run.out;
  for (const std::string& command : kCommands) {
    const bool listed =
        std::any_of(lines.begin(), lines.end(), [&](const std::string& line) {
          return line.rfind("  " + command + " ", 0) == 0;
        });
    EXPECT_TRUE(listed) << command << " is not listed in:\n" << run.out;
  }
  EXPECT_TRUE(contains(run.out, "astar-cli help COMMAND")) << run.out;
  // The shared options are named, not described.
  EXPECT_TRUE(contains(run.out, "--algo")) << run.out;
  EXPECT_FALSE(contains(run.out, "diagonal rule")) << run.out;
  EXPECT_FALSE(contains(run.out, usage_line("path"))) << run.out;
  EXPECT_EQ(run_cli({"help"}).out, run.out);
  EXPECT_EQ(run_cli({"-h"}).out, run.out);
}

TEST(HelpCli, HelpAllHoldsEveryCommandsHelp) {
  const CliRun all = run_cli({"help", "all"});
  ASSERT_EQ(all.exit_code, 0) << all.err;
  const std::vector<std::string> all_lines = lines_of(all.out);
  const std::set<std::string> lines(all_lines.begin(), all_lines.end());
  for (const std::string& command : kCommands) {
    EXPECT_TRUE(contains(all.out, usage_line(command))) << command;
    // Every line of the command's help but a heading is in help all: the
    // command's help is the full text regrouped, not a copy that can drift.
    for (const std::string& line : lines_of(help_of(command))) {
      const bool heading =
          !line.empty() && line[0] != ' ' && line.back() == ':';
      EXPECT_TRUE(heading || lines.count(line))
          << command << "'s help line is not in help all: '" << line << "'";
    }
  }
}

TEST(HelpCli, UnknownCommandsAreUsageErrorsListingTheCommands) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"help", "nosuch"},
        std::vector<std::string>{"nosuch"},
        std::vector<std::string>{"--help", "nosuch"}}) {
    const CliRun run = run_cli(args);
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err.rfind("error: unknown command 'nosuch'", 0), 0u)
        << run.err;
    EXPECT_TRUE(contains(run.err,
                         "path, field, scen, batch, serve, convert, info, gen, "
                         "scen-gen, crowd, replan, help"))
        << run.err;
  }
  const CliRun two = run_cli({"help", "gen", "path"});
  EXPECT_EQ(two.exit_code, 2);
  EXPECT_TRUE(contains(two.err, "'help' takes one COMMAND")) << two.err;
}

// astar-cli --version prints the version CMake generated astar/version.hpp
// with (the CTest version_cli compares it with the project's own), and the
// overview and help all say so.
TEST(HelpCli, VersionPrintsTheProjectsVersion) {
  const CliRun run = run_cli({"--version"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, std::string("astar-cli ") + astar::kVersion + "\n");
  EXPECT_EQ(run.err, "");
  EXPECT_TRUE(std::regex_match(run.out, std::regex("astar-cli [0-9]+\\.[0-9]+"
                                                   "\\.[0-9]+\n")))
      << run.out;
  const CliRun extra = run_cli({"--version", "path"});
  EXPECT_EQ(extra.exit_code, 2);
  EXPECT_EQ(extra.out, "");
  EXPECT_TRUE(contains(extra.err, "'--version' takes no arguments, not 'path'"))
      << extra.err;
  EXPECT_TRUE(contains(run_cli({"--help"}).out, "--version")) << "overview";
  EXPECT_TRUE(
      contains(run_cli({"help", "all"}).out, "\n  astar-cli --version\n"))
      << "help all";
}

}  // namespace help_cli_test
}  // namespace astar::test
