#pragma once
// The real `astar-cli serve` as a child process, for the tests that talk to
// it over HTTP: started on a free loopback port, stopped when it goes away.

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

extern char** environ;

namespace astar::test {

/// `astar-cli serve ARGS --listen 127.0.0.1:0`, stopped when it goes away.
class Server {
 public:
  explicit Server(std::vector<std::string> args) {
    args.insert(args.begin(), {ASTAR_CLI_PATH, "serve"});
    args.insert(args.end(), {"--listen", "127.0.0.1:0"});
    int out[2];
    if (pipe(out) != 0) throw std::runtime_error("pipe");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    std::vector<char*> argv;
    for (std::string& arg : args) argv.push_back(arg.data());
    argv.push_back(nullptr);
    if (posix_spawn(&pid_, ASTAR_CLI_PATH, &actions, nullptr, argv.data(),
                    environ) != 0) {
      throw std::runtime_error("cannot start " ASTAR_CLI_PATH);
    }
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    // The first line names the URL: "... listening on http://HOST:PORT".
    std::string line;
    char c = 0;
    while (read(out[0], &c, 1) == 1 && c != '\n') line += c;
    close(out[0]);
    first_line_ = line;
    const std::size_t colon = line.rfind(':');
    if (colon != std::string::npos) port_ = std::atoi(line.c_str() + colon + 1);
  }
  ~Server() {
    kill(pid_, SIGTERM);
    int status = 0;
    waitpid(pid_, &status, 0);
  }
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  int port() const { return port_; }
  const std::string& first_line() const { return first_line_; }
  /// True while the process runs.
  bool alive() const { return waitpid(pid_, nullptr, WNOHANG) == 0; }
  pid_t pid() const { return pid_; }

 private:
  pid_t pid_ = -1;
  int port_ = 0;
  std::string first_line_;
};

}  // namespace astar::test
