// The real astar-cli field (PNG and JSON) and batch's "field" lines,
// checked against astar-cli path on the same maps.

#include <gtest/gtest.h>
#include <zlib.h>

#include <cmath>
#include <fstream>
#include <iterator>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "run_cli.hpp"

namespace astar::test {
namespace field_cli_test {

// 9x6: two rooms joined by a door at (4,2), and two cells at the bottom
// left walled in.
const std::vector<std::string> kRows = {
    "....@....",  //
    "....@....",  //
    ".........",  //
    "....@..@.",  //
    "@@@.@..@.",  //
    "..@.@..@.",
};

std::string rooms_map() {
  std::string text = "type octile\nheight 6\nwidth 9\nmap\n";
  for (const std::string& row : kRows) text += row + "\n";
  return text;
}

double path_cost(const std::string& map, Point from, Point to,
                 const std::vector<std::string>& options = {}) {
  std::vector<std::string> args = {"path", map,    "--from", xy(from),
                                   "--to", xy(to), "--json"};
  args.insert(args.end(), options.begin(), options.end());
  const CliRun run = run_cli(args);
  if (run.exit_code == 1) return std::numeric_limits<double>::infinity();
  EXPECT_EQ(run.exit_code, 0) << run.err;
  return nlohmann::json::parse(run.out)["cost"].get<double>();
}

nlohmann::json field_json(const std::vector<std::string>& args) {
  std::vector<std::string> all = {"field"};
  all.insert(all.end(), args.begin(), args.end());
  all.insert(all.end(), {"--format", "json"});
  const CliRun run = run_cli(all);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  return nlohmann::json::parse(run.out);
}

double distance_at(const nlohmann::json& field, Point p) {
  const nlohmann::json& d = field["distance"][p.y][p.x];
  return d.is_null() ? std::numeric_limits<double>::infinity()
                     : d.get<double>();
}

bool near(double a, double b) {
  if (std::isinf(a) || std::isinf(b)) return a == b;
  return std::abs(a - b) <= 1e-9 * std::max(1.0, b);
}

// A 16-bit gray PNG read by hand (chunks, then zlib's inflate), so that the
// test does not read it through the code that wrote it.
struct Gray16 {
  int width = 0;
  int height = 0;
  std::vector<std::uint16_t> values;
  std::map<std::string, std::string> text;
};

std::uint32_t be32(const std::string& s, std::size_t at) {
  return static_cast<std::uint32_t>(static_cast<unsigned char>(s[at])) << 24 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 1]))
             << 16 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 2]))
             << 8 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 3]));
}

Gray16 read_gray16(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)),
                          std::istreambuf_iterator<char>());
  Gray16 image;
  std::string idat;
  for (std::size_t at = 8; at + 12 <= bytes.size();) {
    const std::uint32_t length = be32(bytes, at);
    const std::string type = bytes.substr(at + 4, 4);
    const std::string data = bytes.substr(at + 8, length);
    if (type == "IHDR") {
      image.width = static_cast<int>(be32(data, 0));
      image.height = static_cast<int>(be32(data, 4));
      EXPECT_EQ(data[8], 16);  // bit depth
      EXPECT_EQ(data[9], 0);   // gray
    } else if (type == "tEXt") {
      const std::size_t zero = data.find('\0');
      image.text[data.substr(0, zero)] = data.substr(zero + 1);
    } else if (type == "IDAT") {
      idat += data;
    }
    at += 12 + length;
  }
  const std::size_t row = 1 + 2 * static_cast<std::size_t>(image.width);
  std::string raw(row * image.height, '\0');
  uLongf size = raw.size();
  EXPECT_EQ(
      uncompress(reinterpret_cast<Bytef*>(raw.data()), &size,
                 reinterpret_cast<const Bytef*>(idat.data()), idat.size()),
      Z_OK);
  for (int y = 0; y < image.height; ++y) {
    EXPECT_EQ(raw[y * row], 0);  // filter: none
    for (int x = 0; x < image.width; ++x) {
      const std::size_t at = y * row + 1 + 2 * x;
      image.values.push_back(
          static_cast<std::uint16_t>(static_cast<unsigned char>(raw[at]) << 8 |
                                     static_cast<unsigned char>(raw[at + 1])));
    }
  }
  return image;
}

TEST(FieldCli, JsonDistancesAreThePathCostsFromEveryCell) {
  ScratchFolder folder;
  const std::string map = folder.write("rooms.map", rooms_map());
  const Point goal{8, 5};
  for (const std::vector<std::string>& rules :
       {std::vector<std::string>{},
        {"--connectivity", "4"},
        {"--corners", "always", "--costs", "10-14"}}) {
    std::vector<std::string> args = {map, "-", "--to", xy(goal)};
    args.insert(args.end(), rules.begin(), rules.end());
    const nlohmann::json field = field_json(args);
    ASSERT_EQ(field["width"], 9);
    for (int y = 0; y < 6; ++y) {
      for (int x = 0; x < 9; ++x) {
        if (kRows[y][x] == '@') {
          EXPECT_EQ(field["step"][y][x], "none");
          continue;
        }
        EXPECT_TRUE(near(distance_at(field, {x, y}),
                         path_cost(map, {x, y}, goal, rules)))
            << "cell " << x << "," << y;
      }
    }
    EXPECT_EQ(field["step"][5][8], "goal");
    EXPECT_EQ(field["step"][5][0], "none");  // walled in
    EXPECT_TRUE(field["distance"][5][1].is_null());
  }
}

TEST(FieldCli, PngGraysAreTheDistancesOverTheStatedScale) {
  ScratchFolder folder;
  const std::string map = folder.write("rooms.map", rooms_map());
  const std::string png = folder.file("field.png");
  const CliRun run = run_cli({"field", map, png, "--to", "8,5", "--to", "0,0"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const nlohmann::json field =
      field_json({map, "-", "--to", "8,5", "--to", "0,0"});
  const Gray16 image = read_gray16(png);
  ASSERT_EQ(image.width, 9);
  ASSERT_EQ(image.height, 6);
  const double scale = std::stod(image.text.at("astar-field-scale"));
  EXPECT_TRUE(contains(
      run.out, "distance = gray * " + image.text.at("astar-field-scale")))
      << run.out;
  EXPECT_EQ(image.text.at("astar-field-unreachable"), "65535");
  EXPECT_NEAR(scale * 65534, field["max_distance"].get<double>(), 1e-9);
  for (int y = 0; y < 6; ++y) {
    for (int x = 0; x < 9; ++x) {
      const std::uint16_t gray = image.values[y * 9 + x];
      const double d = distance_at(field, {x, y});
      if (std::isinf(d)) {
        EXPECT_EQ(gray, 65535) << x << "," << y;
      } else {
        EXPECT_NEAR(gray * scale, d, scale / 2 + 1e-9) << x << "," << y;
        // Two goals: the nearer one's cost.
        EXPECT_TRUE(near(d, std::min(path_cost(map, {x, y}, {8, 5}),
                                     path_cost(map, {x, y}, {0, 0}))));
      }
    }
  }
  EXPECT_EQ(image.values[5 * 9 + 8], 0);
}

TEST(FieldCli, AnAreaIsEveryOpenCellInIt) {
  ScratchFolder folder;
  const std::string map = folder.write("rooms.map", rooms_map());
  const nlohmann::json area = field_json({map, "-", "--area", "3,3,5,4"});
  const nlohmann::json listed = field_json(
      {map, "-", "--to", "3,3", "--to", "3,4", "--to", "5,3", "--to", "5,4"});
  EXPECT_EQ(area["distance"], listed["distance"]);
  EXPECT_EQ(area["step"], listed["step"]);
  EXPECT_EQ(area["goals"].size(), 4u);
}

TEST(FieldCli, BadGoalsAndOptionsAreUsageErrors) {
  ScratchFolder folder;
  const std::string map = folder.write("rooms.map", rooms_map());
  const std::string out = folder.file("out.png");
  expect_usage_error({"field", map, out, "--to", "4,0"}, "--to 4,0 is a wall");
  expect_usage_error({"field", map, out, "--to", "9,0"}, "outside");
  expect_usage_error({"field", map, out, "--to", "1,1", "--format", "gif"},
                     "--format 'gif'");
  expect_usage_error({"field", map, out}, "either --to X,Y");
  expect_usage_error({"field", map, out, "--to", "1,1", "--area", "0,0,1,1"},
                     "either --to X,Y");
  expect_usage_error({"field", map, out, "--area", "0,0,1"}, "X0,Y0,X1,Y1");
  expect_usage_error({"field", map, out, "--area", "4,0,4,1"},
                     "no cell where the unit can stand");
  expect_usage_error({"field", map, out, "--to", "1,1", "--algo", "astar"},
                     "--algo does not apply to 'field'");
  expect_usage_error({"field", folder.file("missing.map"), out, "--to", "1,1"},
                     "missing.map");
  std::ifstream written(out);
  EXPECT_FALSE(written.good());  // nothing written on an error
}

TEST(FieldCli, BatchFieldLinesStepAndFollowChanges) {
  ScratchFolder folder;
  const std::string map = folder.write("rooms.map", rooms_map());
  const std::string lines =
      "{\"from\":[0,0],\"to\":[8,5],\"field\":true,\"id\":1}\n"
      "{\"from\":[8,5],\"to\":[8,5],\"field\":true}\n"
      "{\"from\":[0,5],\"to\":[8,5],\"field\":true}\n"
      "{\"set\":[[4,2,0]]}\n"
      "{\"from\":[0,0],\"to\":[8,5],\"field\":true}\n"
      "{\"fill\":[4,2,4,2,255]}\n"
      "{\"from\":[0,0],\"to\":[8,5],\"field\":true}\n"
      "{\"from\":[0,0],\"to\":[4,0],\"field\":true}\n"
      "{\"from\":[0,0],\"to\":[8,5],\"field\":\"yes\"}\n";
  const CliRun run = run_cli_with_input({"batch", map}, lines);
  const std::vector<std::string> answers = lines_of(run.out);
  ASSERT_EQ(answers.size(), 9u) << run.out << run.err;
  const nlohmann::json first = nlohmann::json::parse(answers[0]);
  EXPECT_EQ(first["id"], 1);
  EXPECT_TRUE(
      near(first["distance"].get<double>(), path_cost(map, {0, 0}, {8, 5})));
  // E and SE both start a cheapest path; the field takes the first.
  EXPECT_EQ(first["step"], "E");
  EXPECT_EQ(first["next"], nlohmann::json::parse("[1,0]"));
  EXPECT_EQ(answers[1],
            "{\"reachable\":true,\"distance\":0,\"step\":\"goal\","
            "\"next\":null}");
  EXPECT_EQ(answers[2],
            "{\"reachable\":false,\"distance\":null,\"step\":\"none\","
            "\"next\":null}");
  // The door walled: no way round, until the fill opens it again.
  EXPECT_EQ(nlohmann::json::parse(answers[4])["reachable"], false);
  EXPECT_EQ("{\"id\":1," + answers[6].substr(1), answers[0]);
  EXPECT_TRUE(contains(answers[7], "is on a wall")) << answers[7];
  EXPECT_TRUE(contains(nlohmann::json::parse(answers[8])["error"],
                       "\"field\" must be true or false"))
      << answers[8];
}

// --max-ms bounds a "field" line's computation as it bounds a search: a
// 2048 x 2048 field (tenths of a second) stops at 1 ms, is not kept, and
// the lines after it are answered.
TEST(FieldCli, BatchFieldLinesStopAtTheTimeBudget) {
  ScratchFolder folder;
  std::string text = "type octile\nheight 2048\nwidth 2048\nmap\n";
  for (int y = 0; y < 2048; ++y) text += std::string(2048, '.') + "\n";
  const std::string map = folder.write("open.map", text);
  const std::string field =
      "{\"from\":[0,0],\"to\":[1024,1024],\"field\":true}\n";
  const CliRun run =
      run_cli_with_input({"batch", map, "--max-ms", "1"},
                         field + "{\"from\":[0,0],\"to\":[3,3]}\n" + field);
  const std::vector<std::string> answers = lines_of(run.out);
  ASSERT_EQ(answers.size(), 3u) << run.out << run.err;
  const std::string stopped =
      "{\"error\":\"line 1: stopped after 1 ms, the query's time budget; the "
      "flow field was not finished\"}";
  EXPECT_EQ(answers[0], stopped);
  EXPECT_TRUE(contains(answers[1], "\"found\":true")) << answers[1];
  EXPECT_EQ(answers[2], "{\"error\":\"line 3" + stopped.substr(16));
}

}  // namespace field_cli_test
}  // namespace astar::test
