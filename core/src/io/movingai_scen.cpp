#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

#include "astar/io/file_io.hpp"
#include "astar/io/movingai_io.hpp"
#include "astar/std_compat.hpp"
#include "platform/file_system.hpp"
#include "text_lines.hpp"

namespace astar {
namespace {

using detail::Field;
using detail::LineReader;
using detail::location;

constexpr int kScenarioFields = 9;
constexpr const char* kFieldNames[kScenarioFields] = {
    "bucket",  "map",    "width",  "height",        "start x",
    "start y", "goal x", "goal y", "optimal length"};

Status parse_version(LineReader& lines, const std::string& name,
                     std::string& version) {
  std::string_view line;
  while (lines.next(line)) {
    if (detail::is_blank_line(line)) continue;
    const std::vector<Field> fields = detail::split_fields(line);
    const auto at = [&](int column) {
      return location(name, lines.number(), column);
    };
    if (fields[0].text != "version") {
      return fail(
          ErrorKind::BadFile,
          at(fields[0].column) + "expected the header line 'version 1'");
    }
    if (fields.size() != 2) {
      return fail(
          ErrorKind::BadFile,
          at(fields[0].column) + "expected 'version 1' or 'version 1.0'");
    }
    if (fields[1].text != "1" && fields[1].text != "1.0") {
      return fail(ErrorKind::Unsupported,
                  at(fields[1].column) + "unsupported scenario version '" +
                      detail::excerpt(fields[1].text) + "'; expected 1 or 1.0");
    }
    version = std::string(fields[1].text);
    return {};
  }
  return fail(ErrorKind::BadFile, name + ": the file is empty");
}

/// The whole-number fields of a problem line, by field index; the map name
/// (1) and the optimal length (8) stay 0.
using ProblemNumbers = std::array<long long, kScenarioFields>;

Status check_field_count(std::string_view text,
                         const std::vector<Field>& fields, int line,
                         const std::string& name) {
  if (fields.size() < kScenarioFields) {
    return fail(ErrorKind::BadFile,
                location(name, line, static_cast<int>(text.size()) + 1) +
                    "expected 9 fields (bucket, map, width, height, start x, "
                    "start y, goal x, goal y, optimal length), found " +
                    std::to_string(fields.size()) + "; the " +
                    kFieldNames[fields.size()] + " is missing");
  }
  if (fields.size() > kScenarioFields) {
    return fail(ErrorKind::BadFile,
                location(name, line, fields[kScenarioFields].column) +
                    "unexpected text after the 9 fields: '" +
                    detail::excerpt(fields[kScenarioFields].text) + "'");
  }
  return {};
}

Result<ProblemNumbers> parse_whole_numbers(const std::vector<Field>& fields,
                                           int line, const std::string& name) {
  ProblemNumbers numbers = {};
  for (int i : {0, 2, 3, 4, 5, 6, 7}) {
    if (!detail::parse_count(fields[i].text,
                             std::numeric_limits<long long>::max(),
                             numbers[i]) ||
        numbers[i] > std::numeric_limits<int>::max()) {
      return fail(ErrorKind::BadFile, location(name, line, fields[i].column) +
                                          "bad " + kFieldNames[i] + " '" +
                                          detail::excerpt(fields[i].text) +
                                          "': expected a whole number");
    }
  }
  return numbers;
}

/// The map's size must be one this build loads, and both points must lie
/// inside it.
Status check_size_and_points(const ProblemNumbers& numbers,
                             const std::vector<Field>& fields, int line,
                             const std::string& name) {
  for (int i : {2, 3}) {
    if (numbers[i] < 1 || numbers[i] > kMaxGridSide) {
      return fail(numbers[i] < 1 ? ErrorKind::BadFile : ErrorKind::Unsupported,
                  location(name, line, fields[i].column) + kFieldNames[i] +
                      " " + std::to_string(numbers[i]) + " is outside 1.." +
                      std::to_string(kMaxGridSide));
    }
  }
  for (int i : {4, 5, 6, 7}) {
    const bool is_x = i % 2 == 0;
    const long long limit = is_x ? numbers[2] : numbers[3];
    if (numbers[i] >= limit) {
      return fail(ErrorKind::BadFile,
                  location(name, line, fields[i].column) + kFieldNames[i] +
                      " " + std::to_string(numbers[i]) +
                      " is outside the map " + (is_x ? "width " : "height ") +
                      std::to_string(limit));
    }
  }
  return {};
}

Result<double> parse_optimal_length(const Field& field, int line,
                                    const std::string& name) {
  const std::string_view text = field.text;
  double length = 0;
  const auto [end, error] =
      from_chars(text.data(), text.data() + text.size(), length);
  if (error != std::errc() || end != text.data() + text.size() ||
      !std::isfinite(length) || length < 0) {
    return fail(ErrorKind::BadFile, location(name, line, field.column) +
                                        "bad optimal length '" +
                                        detail::excerpt(text) +
                                        "': expected a number of 0 or more");
  }
  return length;
}

/// Parses one problem line; `line` is its 1-based number.
Result<ScenarioProblem> parse_problem(std::string_view text, int line,
                                      const std::string& name) {
  const std::vector<Field> fields = detail::split_fields(text);
  if (Status count = check_field_count(text, fields, line, name); !count) {
    return count.failure();
  }
  const Result<ProblemNumbers> parsed = parse_whole_numbers(fields, line, name);
  if (!parsed) return parsed.failure();
  const ProblemNumbers& numbers = parsed.value();
  if (Status inside = check_size_and_points(numbers, fields, line, name);
      !inside) {
    return inside.failure();
  }
  const Result<double> length = parse_optimal_length(fields[8], line, name);
  if (!length) return length.failure();
  ScenarioProblem problem;
  problem.bucket = static_cast<int>(numbers[0]);
  problem.map = std::string(fields[1].text);
  problem.width = static_cast<int>(numbers[2]);
  problem.height = static_cast<int>(numbers[3]);
  problem.start = {static_cast<int>(numbers[4]), static_cast<int>(numbers[5])};
  problem.goal = {static_cast<int>(numbers[6]), static_cast<int>(numbers[7])};
  problem.optimal_length = length.value();
  problem.optimal_text = std::string(fields[8].text);
  problem.line = line;
  return problem;
}

}  // namespace

Result<Scenario> parse_scenario(std::string_view text,
                                const std::string& name) {
  LineReader lines(text);
  Scenario scenario;
  if (Status version = parse_version(lines, name, scenario.version); !version) {
    return version.failure();
  }
  std::string_view line;
  while (lines.next(line)) {
    if (detail::is_blank_line(line)) continue;
    Result<ScenarioProblem> problem = parse_problem(line, lines.number(), name);
    if (!problem) return problem.failure();
    scenario.problems.push_back(std::move(problem).value());
  }
  return scenario;
}

Result<Scenario> read_scenario(const std::string& path) {
  Result<std::string> text = read_file(path, kMaxTextFileBytes);
  if (!text) return text.failure();
  return parse_scenario(text.value(), path);
}

std::string format_scenario(const Scenario& scenario) {
  std::string out =
      "version " +
      (scenario.version.empty() ? std::string("1") : scenario.version) + "\n";
  for (const ScenarioProblem& p : scenario.problems) {
    std::string length = p.optimal_text;
    if (length.empty()) {
      char buffer[64];
      std::snprintf(buffer, sizeof buffer, "%.8f", p.optimal_length);
      length = buffer;
    }
    for (const std::string& field :
         {std::to_string(p.bucket), p.map, std::to_string(p.width),
          std::to_string(p.height), std::to_string(p.start.x),
          std::to_string(p.start.y), std::to_string(p.goal.x),
          std::to_string(p.goal.y)}) {
      out += field;
      out += '\t';
    }
    out += length;
    out += '\n';
  }
  return out;
}

double length_tolerance(std::string_view text, double length) {
  double tolerance = std::max(1e-4, 5e-6 * length);
  const std::size_t exponent_at = text.find_first_of("eE");
  const std::string_view mantissa = text.substr(0, exponent_at);
  const std::size_t dot = mantissa.find('.');
  if (dot == std::string_view::npos) return tolerance;
  const int decimals = static_cast<int>(mantissa.size() - dot - 1);
  int exponent = 0;
  if (exponent_at != std::string_view::npos) {
    std::string_view digits = text.substr(exponent_at + 1);
    if (!digits.empty() && digits[0] == '+') digits.remove_prefix(1);
    std::from_chars(digits.data(), digits.data() + digits.size(), exponent);
  }
  if (decimals > 0) {
    // The place of the last decimal, kept where 10^place is a finite double
    // (a text like ".0e1683433217" is a finite length, 0), and computed
    // wide so that an exponent near INT_MIN cannot overflow.
    const long long place =
        std::clamp(static_cast<long long>(exponent) - decimals, -400LL, 300LL);
    tolerance =
        std::max(tolerance, 0.5 * std::pow(10.0, static_cast<double>(place)));
  }
  return tolerance;
}

std::string_view map_basename(std::string_view map_column) {
  const std::size_t slash = map_column.find_last_of("/\\");
  return slash == std::string_view::npos ? map_column
                                         : map_column.substr(slash + 1);
}

Result<std::string> find_scenario_map(const std::string& folder,
                                      std::string_view map_column) {
  const std::string_view base = map_basename(map_column);
  if (base.empty()) {
    return fail(ErrorKind::BadFile, "the map column '" +
                                        detail::excerpt(map_column, 120) +
                                        "' has no file name");
  }
  std::string path = (folder.empty() ? std::string(".") : folder);
  if (path.back() != '/') path += '/';
  path += base;
  if (platform::file_status(path).kind != platform::FileKind::Regular) {
    return fail(ErrorKind::IoFailure,
                "map '" + detail::excerpt(base, 120) +
                    "' not found in folder '" +
                    (folder.empty() ? std::string(".") : folder) + "'");
  }
  return path;
}

}  // namespace astar
