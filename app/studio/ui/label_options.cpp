#include "ui/label_options.hpp"

#include <cmath>
#include <cstdio>

#include "astar/teach/algorithm_text.hpp"

namespace astar::studio {

std::string_view to_string(CellNumbers numbers) {
  switch (numbers) {
    case CellNumbers::All:
      return "fgh";
    case CellNumbers::FOnly:
      return "f";
    case CellNumbers::None:
      return "none";
  }
  return "fgh";
}

std::optional<CellNumbers> parse_cell_numbers(std::string_view text) {
  for (CellNumbers numbers :
       {CellNumbers::All, CellNumbers::FOnly, CellNumbers::None}) {
    if (text == to_string(numbers)) return numbers;
  }
  return std::nullopt;
}

CellNumbers next(CellNumbers numbers) {
  switch (numbers) {
    case CellNumbers::All:
      return CellNumbers::FOnly;
    case CellNumbers::FOnly:
      return CellNumbers::None;
    case CellNumbers::None:
      return CellNumbers::All;
  }
  return CellNumbers::All;
}

const char* menu_label(CellNumbers numbers) {
  switch (numbers) {
    case CellNumbers::All:
      return "Cell numbers: f, g and h";
    case CellNumbers::FOnly:
      return "Cell numbers: f only";
    case CellNumbers::None:
      return "Cell numbers: none";
  }
  return "";
}

bool uses_heuristic(Algorithm algorithm) {
  return algorithm_info(algorithm).uses_heuristic;
}

std::string middle_number_meaning(Algorithm algorithm, double weight) {
  const AlgorithmInfo& info = algorithm_info(algorithm);
  if (info.key != KeyTerms::GPlusWeightedH) {
    return std::string(algorithm_text(algorithm).key_meaning);
  }
  // The w the search runs with, not the letter.
  char text[48];
  std::snprintf(text, sizeof text, "f = g + %g\u00b7h", weight);
  return text;
}

std::string format_cell_number(double value, bool whole) {
  if (!std::isfinite(value)) return "";
  char text[32];
  if (whole) {
    std::snprintf(text, sizeof text, "%.0f", std::round(value));
  } else {
    std::snprintf(text, sizeof text, "%.1f", value);
  }
  return text;
}

std::string number_text(double value) {
  if (std::isinf(value)) return "inf";
  if (std::isnan(value)) return "-";
  char text[48];
  std::snprintf(text, sizeof text, "%.3f", value);
  std::string out = text;
  out.erase(out.find_last_not_of('0') + 1);
  if (out.back() == '.') out.pop_back();
  return out == "-0" ? "0" : out;
}

}  // namespace astar::studio
