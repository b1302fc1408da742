// The C API's flow field: astar::FlowField (astar/field/flow_field.hpp)
// behind a handle, with a search's options as its movement rules and unit.

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "astar/field/flow_field.hpp"
#include "capi_support.hpp"

using astar::Result;
using astar::capi::bad_argument;
using astar::capi::check_grid;
using astar::capi::field_settings;
using astar::capi::guarded;
using astar::capi::null_argument;

namespace {

// The options a field reads; the others choose a search it does not run.
constexpr std::string_view kFieldOptions[] = {
    "connectivity", "corners", "costs", "unit-size", "size", "terrain"};

}  // namespace

namespace astar::capi {

Result<astar::SearchSettings> field_settings(std::string_view function,
                                             const astar_search* options) {
  if (options == nullptr) return astar::SearchSettings{};
  for (const auto& [name, value] : options->options) {
    if (std::find(std::begin(kFieldOptions), std::end(kFieldOptions), name) ==
        std::end(kFieldOptions)) {
      return bad_argument(
          std::string(function) + ": the option '" + name +
          "' does not apply; a field reads only connectivity, corners, "
          "costs, unit-size and terrain");
    }
  }
  if (!options->settings) return options->settings.failure();
  return options->settings.value();
}

}  // namespace astar::capi

namespace {

// The width x height rectangle at (x, y) as a CellArea, kept in int range.
Result<astar::CellArea> area_of(std::string_view function, int32_t x, int32_t y,
                                int32_t width, int32_t height) {
  if (width < 1 || height < 1) {
    return bad_argument(std::string(function) + ": an area of " +
                        std::to_string(width) + "x" + std::to_string(height) +
                        " cells is empty");
  }
  return astar::CellArea{x, y,
                         static_cast<int>(std::min<std::int64_t>(
                             INT32_MAX, std::int64_t{x} + width)),
                         static_cast<int>(std::min<std::int64_t>(
                             INT32_MAX, std::int64_t{y} + height))};
}

// The cell (x, y) of the field, or an error naming it.
Result<int> cell_of(std::string_view function, const astar_field* field,
                    int32_t x, int32_t y) {
  if (field == nullptr) return null_argument(function, "field");
  const astar::FlowField& f = field->field;
  if (x < 0 || y < 0 || x >= f.width() || y >= f.height()) {
    return bad_argument(std::string(function) + ": cell (" + std::to_string(x) +
                        ", " + std::to_string(y) + ") is outside the " +
                        std::to_string(f.width()) + "x" +
                        std::to_string(f.height()) + " map");
  }
  return y * f.width() + x;
}

// Checks a caller's buffer of `capacity` values for a whole field.
Result<int> check_buffer(std::string_view function, const astar_field* field,
                         const void* out, std::size_t capacity) {
  if (field == nullptr) return null_argument(function, "field");
  if (out == nullptr) return null_argument(function, "out");
  const auto cells = static_cast<std::size_t>(field->field.cell_count());
  if (capacity < cells) {
    return bad_argument(std::string(function) + ": the buffer holds " +
                        std::to_string(capacity) + " values, the field has " +
                        std::to_string(cells) + " cells");
  }
  return ASTAR_OK;
}

// The next cell as the C API reports it: a goal's is itself.
int next_cell(const astar::FlowField& field, int cell) {
  return field.is_goal(cell) ? cell : field.next(cell);
}

Result<int> made(Result<astar::FlowField> field, astar_field** out) {
  if (!field) return field.failure();
  *out = new astar_field(std::move(field).value());
  return ASTAR_OK;
}

}  // namespace

extern "C" {

int astar_field_new(const astar_grid* grid, const int32_t* goals_xy,
                    size_t goal_count, const astar_search* options,
                    astar_field** out, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_field_new";
    if (out == nullptr) return null_argument(kName, "out");
    *out = nullptr;
    if (Result<int> ok = check_grid(kName, grid); !ok) return ok;
    if (goals_xy == nullptr && goal_count > 0)
      return null_argument(kName, "goals_xy");
    Result<astar::SearchSettings> settings = field_settings(kName, options);
    if (!settings) return settings.failure();
    std::vector<astar::Point> goals;
    for (size_t i = 0; i < goal_count; ++i)
      goals.push_back({goals_xy[2 * i], goals_xy[2 * i + 1]});
    Result<astar::FlowField> field = astar::FlowField::compute(
        grid->grid, goals, settings.value().rules, settings.value().unit);
    if (!field) return field.failure().prefixed(std::string(kName) + ": ");
    return made(std::move(field), out);
  });
}

int astar_field_new_area(const astar_grid* grid, int32_t x, int32_t y,
                         int32_t width, int32_t height,
                         const astar_search* options, astar_field** out,
                         astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_field_new_area";
    if (out == nullptr) return null_argument(kName, "out");
    *out = nullptr;
    if (Result<int> ok = check_grid(kName, grid); !ok) return ok;
    Result<astar::SearchSettings> settings = field_settings(kName, options);
    if (!settings) return settings.failure();
    Result<astar::CellArea> area = area_of(kName, x, y, width, height);
    if (!area) return area.failure();
    Result<astar::FlowField> field = astar::FlowField::compute_area(
        grid->grid, area.value(), settings.value().rules,
        settings.value().unit);
    if (!field) return field.failure().prefixed(std::string(kName) + ": ");
    return made(std::move(field), out);
  });
}

void astar_field_free(astar_field* field) { delete field; }

int astar_field_update(astar_field* field, const astar_grid* grid, int32_t x,
                       int32_t y, int32_t width, int32_t height,
                       astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_field_update";
    if (field == nullptr) return null_argument(kName, "field");
    if (Result<int> ok = check_grid(kName, grid); !ok) return ok;
    Result<astar::CellArea> area = area_of(kName, x, y, width, height);
    if (!area) return area.failure();
    if (astar::Status s = field->field.update(grid->grid, area.value()); !s)
      return s.failure().prefixed(std::string(kName) + ": ");
    return ASTAR_OK;
  });
}

int32_t astar_field_width(const astar_field* field) {
  return field == nullptr ? 0 : field->field.width();
}

int32_t astar_field_height(const astar_field* field) {
  return field == nullptr ? 0 : field->field.height();
}

int astar_field_follows(const astar_field* field, const astar_grid* grid) {
  return field != nullptr && grid != nullptr &&
         field->field.follows(grid->grid);
}

double astar_field_distance(const astar_field* field, int32_t x, int32_t y) {
  Result<int> cell = cell_of("astar_field_distance", field, x, y);
  if (!cell || !field->field.reachable(cell.value())) return -1;
  return field->field.distance(cell.value());
}

int astar_field_reachable(const astar_field* field, int32_t x, int32_t y) {
  Result<int> cell = cell_of("astar_field_reachable", field, x, y);
  return cell && field->field.reachable(cell.value()) ? 1 : 0;
}

int astar_field_next(const astar_field* field, int32_t x, int32_t y,
                     int32_t* next_x, int32_t* next_y, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_field_next";
    if (next_x == nullptr) return null_argument(kName, "next_x");
    if (next_y == nullptr) return null_argument(kName, "next_y");
    *next_x = *next_y = -1;
    Result<int> cell = cell_of(kName, field, x, y);
    if (!cell) return cell;
    const int next = next_cell(field->field, cell.value());
    if (next < 0) return ASTAR_NO_PATH;
    *next_x = next % field->field.width();
    *next_y = next / field->field.width();
    return ASTAR_FOUND;
  });
}

int astar_field_distances(const astar_field* field, double* out,
                          size_t capacity, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    Result<int> ok =
        check_buffer("astar_field_distances", field, out, capacity);
    if (!ok) return ok;
    const std::span<double> all(out, field->field.cell_count());
    field->field.distances(all);
    std::replace_if(
        all.begin(), all.end(), [](double d) { return std::isinf(d); }, -1.0);
    return ASTAR_OK;
  });
}

int astar_field_next_cells(const astar_field* field, int32_t* out,
                           size_t capacity, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    Result<int> ok =
        check_buffer("astar_field_next_cells", field, out, capacity);
    if (!ok) return ok;
    for (int cell = 0; cell < field->field.cell_count(); ++cell)
      out[cell] = next_cell(field->field, cell);
    return ASTAR_OK;
  });
}

int64_t astar_field_touched(const astar_field* field) {
  return field == nullptr
             ? 0
             : static_cast<int64_t>(field->field.last_repair().touched.size());
}

}  // extern "C"
