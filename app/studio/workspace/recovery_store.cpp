#include "workspace/recovery_store.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <fstream>
#include <nlohmann/json.hpp>

#include "astar/io/file_io.hpp"
#include "astar/platform/utf8_path.hpp"
#include "shell/system.hpp"

namespace astar::studio {
namespace fs = std::filesystem;
namespace {

using Json = nlohmann::ordered_json;

constexpr std::string_view kPrefix = "recovery-";
constexpr std::string_view kSuffix = ".astar.json";

// Adds the "recovery" object to session JSON text.
Result<std::string> with_origin(const std::string& session_text,
                                const RecoveryOrigin& origin, int pid,
                                std::int64_t saved_at) {
  Json root;
  try {
    root = Json::parse(session_text);
  } catch (const Json::exception& e) {
    return fail(ErrorKind::IoFailure,
                std::string("cannot add recovery details: ") + e.what());
  }
  auto dump_with = [&](const RecoveryOrigin& o) {
    root["recovery"] = {{"document", o.document_path},
                        {"map_path", o.session_map_path},
                        {"pid", pid},
                        {"saved_at", saved_at}};
    return root.dump(2) + "\n";
  };
  try {
    return dump_with(origin);
  } catch (const Json::type_error&) {
    // A path that is not UTF-8 cannot go into JSON. The work itself matters
    // more: keep it, as an untitled document (Save asks where to).
    return dump_with(RecoveryOrigin{});
  }
}

}  // namespace

std::optional<std::string> recovery_folder() {
  const std::optional<fs::path> base = user_state_base();
  if (!base) return std::nullopt;
  return platform::utf8_string(*base / "astar-studio" / "recovery");
}

bool is_running_studio(int pid) { return is_running_studio_process(pid); }

std::optional<int> recovery_file_pid(const std::string& file_name) {
  if (file_name.size() <= kPrefix.size() + kSuffix.size() ||
      !file_name.starts_with(kPrefix) || !file_name.ends_with(kSuffix)) {
    return std::nullopt;
  }
  const std::string_view digits(
      file_name.data() + kPrefix.size(),
      file_name.size() - kPrefix.size() - kSuffix.size());
  int pid = 0;
  const auto [end, error] =
      std::from_chars(digits.data(), digits.data() + digits.size(), pid);
  if (error != std::errc() || end != digits.data() + digits.size() ||
      pid <= 0) {
    return std::nullopt;
  }
  return pid;
}

RecoveryStore::RecoveryStore(std::string folder, int pid)
    : folder_(std::move(folder)),
      pid_(pid),
      own_path_(
          platform::utf8_string(platform::utf8_path(folder_) /
                                (std::string(kPrefix) + std::to_string(pid) +
                                 std::string(kSuffix)))) {}

Status RecoveryStore::write(Session session, const RecoveryOrigin& origin,
                            std::int64_t saved_at) const {
  std::error_code error;
  fs::create_directories(platform::utf8_path(folder_), error);
  if (error) {
    return fail(ErrorKind::IoFailure,
                folder_ + ": cannot create the recovery folder (" +
                    error.message() + ")");
  }
  session.storage = MapStorage::Inline;
  session.map_path.clear();
  Result<std::string> text = format_session(session);
  if (!text) return text.failure().prefixed(own_path_ + ": ");
  Result<std::string> full = with_origin(text.value(), origin, pid_, saved_at);
  if (!full) return full.failure().prefixed(own_path_ + ": ");
  return write_file_atomic(own_path_, full.value());
}

void RecoveryStore::remove_own() const {
  std::error_code ignored;
  fs::remove(platform::utf8_path(own_path_), ignored);
}

std::vector<RecoveryCandidate> RecoveryStore::orphans(
    const std::function<bool(int)>& running) const {
  std::vector<RecoveryCandidate> found;
  std::error_code error;
  fs::directory_iterator it(platform::utf8_path(folder_), error);
  if (error) return found;  // no folder yet: nothing to recover
  // A folder full of junk is read only in part.
  constexpr std::size_t kMaxEntries = 10000;
  std::size_t seen = 0;
  for (; it != fs::directory_iterator() && seen < kMaxEntries;
       it.increment(error), ++seen) {
    if (error) break;
    const auto pid =
        recovery_file_pid(platform::utf8_string(it->path().filename()));
    if (!pid || *pid == pid_ || running(*pid)) continue;
    std::error_code ignored;
    if (!it->is_regular_file(ignored)) continue;
    RecoveryCandidate candidate;
    candidate.path = platform::utf8_string(it->path());
    candidate.pid = *pid;
    candidate.written = it->last_write_time(ignored);
    found.push_back(std::move(candidate));
  }
  std::sort(found.begin(), found.end(),
            [](const RecoveryCandidate& a, const RecoveryCandidate& b) {
              if (a.written != b.written) return a.written > b.written;
              return a.path < b.path;
            });
  return found;
}

Result<RecoveredWork> load_recovery_file(const std::string& path) {
  Result<std::string> text = read_file(path, kMaxSessionFileBytes);
  if (!text) return text.failure();
  const std::string folder =
      platform::utf8_string(platform::utf8_path(path).parent_path());
  Result<Session> session = parse_session(text.value(), path, folder);
  if (!session) return session.failure();
  RecoveredWork work;
  work.session = std::move(session).value();
  // The session parsed, so this JSON does too, nesting and numbers checked.
  // std::map objects (not ordered_json) keep many keys linear; no
  // exceptions, since a malformed file must never end the app.
  const nlohmann::json root =
      nlohmann::json::parse(text.value(), nullptr, /*allow_exceptions=*/false);
  if (!root.is_object()) {
    return fail(ErrorKind::BadFile, path + ": not a recovery file");
  }
  const auto details = root.find("recovery");
  if (details == root.end()) return work;
  if (!details->is_object()) {
    return fail(ErrorKind::BadFile,
                path + ": field \"recovery\": expected an object");
  }
  auto text_field = [&](const char* key, std::string& out) -> Status {
    const auto it = details->find(key);
    if (it == details->end() || it->is_null()) return {};
    if (!it->is_string()) {
      return fail(ErrorKind::BadFile,
                  path + ": field \"recovery." + key + "\": expected a string");
    }
    out = it->get<std::string>();
    return {};
  };
  if (Status s = text_field("document", work.origin.document_path); !s) {
    return s.failure();
  }
  if (Status s = text_field("map_path", work.origin.session_map_path); !s) {
    return s.failure();
  }
  if (const auto it = details->find("saved_at");
      it != details->end() && it->is_number_integer() &&
      !(it->is_number_unsigned() &&
        it->get<std::uint64_t>() > std::uint64_t{INT64_MAX})) {
    work.saved_at = it->get<std::int64_t>();
  }
  return work;
}

Status remove_recovery_file(const std::string& path) {
  std::error_code error;
  fs::remove(platform::utf8_path(path), error);
  if (error) {
    return fail(
        ErrorKind::IoFailure,
        path + ": cannot remove the recovery file (" + error.message() + ")");
  }
  return {};
}

}  // namespace astar::studio
