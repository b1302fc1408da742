// The Moving AI .scen parser: a scenario that parses writes back to text
// that parses to the same problems, and every length has a sane tolerance.
#include <cmath>
#include <cstdint>

#include "astar/io/movingai_io.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  astar::Result<astar::Scenario> scenario =
      astar::parse_scenario(astar::fuzz::as_text(data, size), "fuzz.scen");
  if (!scenario) {
    astar::fuzz::check_error_message(scenario.error());
    return 0;
  }
  for (const astar::ScenarioProblem& p : scenario.value().problems) {
    const double tolerance =
        astar::length_tolerance(p.optimal_text, p.optimal_length);
    FUZZ_CHECK(std::isfinite(tolerance) && tolerance > 0);
    FUZZ_CHECK(p.start.x < p.width && p.start.y < p.height);
    FUZZ_CHECK(p.goal.x < p.width && p.goal.y < p.height);
  }
  astar::Result<astar::Scenario> back = astar::parse_scenario(
      astar::format_scenario(scenario.value()), "back.scen");
  FUZZ_CHECK(back.ok());
  const auto& a = scenario.value().problems;
  const auto& b = back.value().problems;
  FUZZ_CHECK(a.size() == b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    FUZZ_CHECK(a[i].bucket == b[i].bucket && a[i].map == b[i].map &&
               a[i].width == b[i].width && a[i].height == b[i].height &&
               a[i].start == b[i].start && a[i].goal == b[i].goal &&
               a[i].optimal_text == b[i].optimal_text);
  }
  return 0;
}
