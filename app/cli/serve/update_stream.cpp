#include "update_stream.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <random>
#include <system_error>
#include <vector>

namespace astar::cli {
namespace {

/// Entries read by one XREAD: enough to catch up fast, few enough that a
/// reply stays small.
constexpr int kEntriesPerRead = 256;
/// How long the stream's thread blocks in XREAD: how soon it sees that the
/// server stops, and how stale the lag may be.
constexpr int kBlockMs = 500;
/// A reply's time beyond the block: Redis on another machine, busy.
constexpr int kReplyMs = 5000;
constexpr int kConnectMs = 2000;
/// Answers to this process's writes whose writer gave up are dropped once
/// this many newer entries are applied.
constexpr std::uint64_t kAnswersKept = 4096;

/// "0-N" -> N; entries serve writes have ids 0-1, 0-2, ...
std::optional<std::uint64_t> entry_seq(std::string_view id) {
  if (!id.starts_with("0-")) return std::nullopt;
  std::uint64_t seq = 0;
  const char* end = id.data() + id.size();
  const auto [stop, error] = std::from_chars(id.data() + 2, end, seq);
  if (error != std::errc() || stop != end || seq == 0) return std::nullopt;
  return seq;
}

/// A random mark, so this process knows its own entries in the stream.
std::string random_origin() {
  std::random_device device;
  const std::uint64_t mark =
      (std::uint64_t{device()} << 32) ^ std::uint64_t{device()};
  char text[17];
  std::snprintf(text, sizeof text, "%016llx",
                static_cast<unsigned long long>(mark));
  return text;
}

/// The value of `name` in an entry's flat [field, value, ...] list.
const std::string* entry_field(const RedisReply& fields,
                               std::string_view name) {
  for (std::size_t i = 0; i + 1 < fields.items.size(); i += 2) {
    if (fields.items[i].text == name) return &fields.items[i + 1].text;
  }
  return nullptr;
}

/// XREAD's reply for one stream: [[stream, [entry, ...]]] -> the entries.
const std::vector<RedisReply>* xread_entries(const RedisReply& reply) {
  if (reply.items.size() != 1 || reply.items[0].items.size() != 2)
    return nullptr;
  return &reply.items[0].items[1].items;
}

}  // namespace

UpdateStream::UpdateStream(RedisUrl url, Apply apply)
    : url_(std::move(url)),
      apply_(std::move(apply)),
      origin_(random_origin()) {}

UpdateStream::~UpdateStream() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
  if (thread_.joinable()) thread_.join();
}

std::string UpdateStream::where() const { return "--updates " + url_.text; }

Status UpdateStream::start() {
  Result<RedisConnection> redis = RedisConnection::open(url_, kConnectMs);
  if (!redis) return redis.failure().prefixed(where() + ": ");
  for (;;) {
    Result<std::size_t> got = read_entries(redis.value(), -1);
    if (!got) return got.failure().prefixed(where() + ": ");
    if (got.value() == 0) break;
  }
  note_head(redis.value());
  reader_.emplace(std::move(redis).value());
  connected_ = true;
  thread_ = std::thread([this] { run(); });
  return {};
}

Result<std::size_t> UpdateStream::read_entries(RedisConnection& redis,
                                               int block_ms) {
  std::vector<std::string> args{"XREAD", "COUNT",
                                std::to_string(kEntriesPerRead)};
  if (block_ms >= 0) {
    args.emplace_back("BLOCK");
    args.push_back(std::to_string(block_ms));
  }
  args.insert(args.end(), {"STREAMS", url_.stream, last_id_});
  Result<RedisReply> reply =
      redis.command(args, std::max(block_ms, 0) + kReplyMs);
  if (!reply) return reply.failure();
  if (reply.value().type == RedisReply::Type::Error)
    return fail(ErrorKind::IoFailure, reply.value().text);
  if (reply.value().type == RedisReply::Type::Nil) return std::size_t{0};
  const std::vector<RedisReply>* entries = xread_entries(reply.value());
  if (entries == nullptr)
    return fail(ErrorKind::IoFailure, "XREAD's reply is not a stream's");
  for (const RedisReply& entry : *entries) {
    if (Status ok = apply_entry(entry); !ok) return ok.failure();
  }
  return entries->size();
}

Status UpdateStream::apply_entry(const RedisReply& entry) {
  if (entry.items.size() != 2)
    return fail(ErrorKind::IoFailure, "XREAD's reply is not a stream's");
  const std::string& id = entry.items[0].text;
  const std::optional<std::uint64_t> seq = entry_seq(id);
  const std::string* line = entry_field(entry.items[1], "line");
  const std::string* number = entry_field(entry.items[1], "number");
  if (!seq || line == nullptr || number == nullptr) {
    // Not serve's: every replica passes over it alike, and says so.
    std::fprintf(stderr,
                 "astar-cli serve: %s: entry %s is not a change serve wrote "
                 "(id 0-N, fields line and number); passed over\n",
                 where().c_str(), id.c_str());
    last_id_ = id;
    return {};
  }
  std::int64_t line_number = 0;
  std::from_chars(number->data(), number->data() + number->size(), line_number);
  std::string answer = apply_(*line, line_number);
  const std::string* origin = entry_field(entry.items[1], "origin");
  last_id_ = id;
  {
    const std::lock_guard lock(mutex_);
    applied_ = *seq;
    head_ = std::max(head_, *seq);
    if (origin != nullptr && *origin == origin_)
      answers_[*seq] = std::move(answer);
    if (*seq > kAnswersKept)
      answers_.erase(answers_.begin(),
                     answers_.lower_bound(*seq - kAnswersKept));
  }
  changed_.notify_all();
  return {};
}

void UpdateStream::note_head(RedisConnection& redis) {
  Result<RedisReply> reply = redis.command(
      {"XREVRANGE", url_.stream, "+", "-", "COUNT", "1"}, kReplyMs);
  if (!reply || reply.value().items.size() != 1 ||
      reply.value().items[0].items.empty())
    return;
  const std::optional<std::uint64_t> seq =
      entry_seq(reply.value().items[0].items[0].text);
  const std::lock_guard lock(mutex_);
  if (seq) head_ = std::max(head_, *seq);
}

void UpdateStream::lost(const std::string& why) {
  std::unique_lock lock(mutex_);
  connected_ = false;
  if (!reported_) {
    std::fprintf(stderr, "astar-cli serve: %s: %s; trying again\n",
                 where().c_str(), why.c_str());
    reported_ = true;
  }
  changed_.wait_for(lock, std::chrono::milliseconds(kBlockMs),
                    [this] { return stopping_; });
}

void UpdateStream::run() {
  for (;;) {
    {
      const std::lock_guard lock(mutex_);
      if (stopping_) return;
    }
    if (!reader_) {
      Result<RedisConnection> redis = RedisConnection::open(url_, kConnectMs);
      if (!redis) {
        lost(redis.error());
        continue;
      }
      reader_.emplace(std::move(redis).value());
      const std::lock_guard lock(mutex_);
      if (reported_)
        std::fprintf(stderr, "astar-cli serve: %s: back\n", where().c_str());
      connected_ = true;
      reported_ = false;
    }
    Result<std::size_t> got = read_entries(*reader_, kBlockMs);
    if (!got) {
      reader_.reset();
      lost(got.error());
      continue;
    }
    note_head(*reader_);
  }
}

Result<StreamWrite> UpdateStream::write(std::string_view text,
                                        std::int64_t number) {
  std::uint64_t seq = 0;
  {
    const std::lock_guard lock(writer_mutex_);
    if (!writer_) {
      Result<RedisConnection> redis = RedisConnection::open(url_, kConnectMs);
      if (!redis)
        return redis.failure().prefixed("not written to the update stream: ");
      writer_.emplace(std::move(redis).value());
    }
    Result<RedisReply> reply =
        writer_->command({"XADD", url_.stream, "0-*", "line", std::string(text),
                          "number", std::to_string(number), "origin", origin_},
                         kReplyMs);
    if (!reply) {
      writer_.reset();
      return reply.failure().prefixed(
          "perhaps not written to the update stream: ");
    }
    const std::optional<std::uint64_t> added = entry_seq(reply.value().text);
    if (reply.value().type != RedisReply::Type::String || !added)
      return fail(ErrorKind::IoFailure,
                  "not written to the update stream: " + reply.value().text);
    seq = *added;
  }
  {
    const std::lock_guard lock(mutex_);
    head_ = std::max(head_, seq);
  }
  if (Status ok = wait_applied(seq); !ok)
    return ok.failure().prefixed("written to the update stream, but ");
  const std::lock_guard lock(mutex_);
  const auto found = answers_.find(seq);
  if (found == answers_.end())
    return fail(ErrorKind::IoFailure,
                "entry " + std::to_string(seq) + " applied, its answer lost");
  StreamWrite written{seq, std::move(found->second)};
  answers_.erase(found);
  return written;
}

Status UpdateStream::wait_applied(std::uint64_t seq) {
  std::unique_lock lock(mutex_);
  if (changed_.wait_for(lock, std::chrono::milliseconds(kWaitMs),
                        [&] { return applied_ >= seq || stopping_; }) &&
      applied_ >= seq)
    return {};
  return fail(ErrorKind::IoFailure,
              "update " + std::to_string(seq) + " not applied here within " +
                  std::to_string(kWaitMs) +
                  " ms (applied: " + std::to_string(applied_) +
                  (connected_ ? "" : ", " + where() + " unreachable") + ")");
}

std::uint64_t UpdateStream::applied() {
  const std::lock_guard lock(mutex_);
  return applied_;
}

std::string UpdateStream::metrics_text() {
  const std::lock_guard lock(mutex_);
  return "# HELP astar_serve_stream_applied The last update stream entry "
         "applied here.\n# TYPE astar_serve_stream_applied gauge\n"
         "astar_serve_stream_applied " +
         std::to_string(applied_) +
         "\n# HELP astar_serve_stream_lag Entries in the update stream not "
         "applied here yet.\n# TYPE astar_serve_stream_lag gauge\n"
         "astar_serve_stream_lag " +
         std::to_string(head_ - applied_) +
         "\n# HELP astar_serve_stream_connected 1 while the update stream's "
         "Redis answers.\n# TYPE astar_serve_stream_connected gauge\n"
         "astar_serve_stream_connected " +
         (connected_ ? "1" : "0") + "\n";
}

}  // namespace astar::cli
