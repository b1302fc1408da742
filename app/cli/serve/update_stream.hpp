#pragma once
// `serve --updates redis://HOST:PORT/STREAM`: the replicas of a fleet
// share their map changes through one Redis stream. A set, fill or reload
// sent to any replica is appended to the stream (XADD, with the id 0-*,
// so entries are numbered 1, 2, 3...), and every replica applies the
// stream's entries in order on one thread of its own (XREAD BLOCK from the
// last it applied), its own writes included: all replicas apply the same
// changes in the same order. A replica that starts replays the stream from
// its first entry before it listens, so a restart loses nothing and
// applies nothing twice.

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "astar/result.hpp"
#include "redis_client.hpp"

namespace astar::cli {

/// A change written to the stream and applied here: its answer, with the
/// entry's sequence number.
struct StreamWrite {
  std::uint64_t seq = 0;
  std::string answer;
};

class UpdateStream {
 public:
  /// Applies one change line (its text and its line number in the request
  /// that sent it) to the maps; returns its answer. Called on the stream's
  /// thread only.
  using Apply =
      std::function<std::string(std::string_view text, std::int64_t number)>;

  UpdateStream(RedisUrl url, Apply apply);
  ~UpdateStream();
  UpdateStream(const UpdateStream&) = delete;
  UpdateStream& operator=(const UpdateStream&) = delete;

  /// Connects and applies every entry already in the stream; then starts
  /// the thread that applies the entries to come. Fails when Redis cannot
  /// be reached or the stream is not one serve wrote.
  Status start();

  /// Appends a change line to the stream and waits until it is applied
  /// here; its answer carries "seq".
  Result<StreamWrite> write(std::string_view text, std::int64_t number);

  /// Waits until entry `seq` is applied here, up to kWaitMs.
  Status wait_applied(std::uint64_t seq);

  /// The applied sequence number, the lag and the connection's state, in
  /// Prometheus' text format.
  std::string metrics_text();

  const RedisUrl& url() const { return url_; }
  std::uint64_t applied();

  /// How long a write or a query's "min_seq" waits for an entry.
  static constexpr int kWaitMs = 5000;

 private:
  Result<std::size_t> read_entries(RedisConnection& redis, int block_ms);
  Status apply_entry(const RedisReply& entry);
  void note_head(RedisConnection& redis);
  void run();
  void lost(const std::string& why);
  std::string where() const;

  RedisUrl url_;
  Apply apply_;
  std::string origin_;  // this process's mark on the entries it writes

  std::mutex mutex_;  // guards what follows, up to the thread's own
  std::condition_variable changed_;
  std::uint64_t applied_ = 0;  // the last entry applied
  std::uint64_t head_ = 0;     // the last entry known to be in the stream
  std::map<std::uint64_t, std::string> answers_;  // to this process's writes
  bool connected_ = false;
  bool stopping_ = false;
  bool reported_ = false;  // an outage is reported once

  // The thread's alone (and start()'s, before the thread).
  std::optional<RedisConnection> reader_;
  std::string last_id_ = "0-0";  // the last entry read

  std::mutex writer_mutex_;  // guards writer_
  std::optional<RedisConnection> writer_;

  std::thread thread_;
};

}  // namespace astar::cli
