/*
 * astar.h: the astar grid search from C (C99), and through it from C#,
 * Python or any language with a foreign-function interface.
 *
 * One call, start to end:
 *
 *   astar_error err;
 *   astar_grid* grid = NULL;
 *   astar_search* search = NULL;
 *   if (astar_grid_load("level.map", &grid, &err) != ASTAR_OK ||
 *       astar_search_new(&search, &err) != ASTAR_OK) {
 *     fprintf(stderr, "error: %s\n", err.message);
 *   }
 *   astar_search_set(search, "algo", "dijkstra", &err);   (optional)
 *   int found = astar_search_find(search, grid, 1, 1, 62, 38, &err);
 *   if (found == ASTAR_FOUND) {
 *     size_t n = astar_search_path_length(search);
 *     int32_t* xy = malloc(2 * n * sizeof *xy);       x0, y0, x1, y1, ...
 *     astar_search_path(search, xy, n, &err);
 *     printf("cost %f, %lld expanded\n", astar_search_cost(search),
 *            (long long)astar_search_expanded(search));
 *   } else if (found < 0) {
 *     fprintf(stderr, "error: %s\n", err.message);
 *   }
 *   astar_search_free(search);
 *   astar_grid_free(grid);
 *
 * Cells: one byte each, row-major (index = y * width + x), the grayscale
 * PNG's pixel: 0 is a wall, 255 open ground (weight 1), v in 1..254 terrain
 * of weight 256 - v. Moving into a cell costs the step cost times its weight.
 *
 * Search options: the names and values of astar-cli's search flags, without
 * the leading "--", with the same limits, messages and rules:
 *   algo          astar | dijkstra | greedy | bfs | weighted | jps | theta
 *                 | bi-astar | bi-dijkstra | bi-bfs
 *                 (astar; jps: 8-way, no-cut, no terrain; theta is
 *                 any-angle Theta*, 8-connected only; bi-*: from both
 *                 ends at once)
 *   weight        1 to 1000000; alone it selects weighted; weighted alone
 *                 uses 2; with another algo it is an error at find time
 *   heuristic     manhattan | euclidean | octile | chebyshev | zero
 *                 (octile for 8-connected, manhattan for 4, euclidean
 *                 for theta)
 *   connectivity  4 | 8                                       (8)
 *   corners       always | no-squeeze | no-cut                (no-cut)
 *   costs         exact | 10-14                               (exact)
 *   tie-break     low-h | high-h | fifo | lifo                (low-h)
 *   unit-size     1 to 32: a unit of K x K cells              (1)
 *                 ("size", its old name, still works)
 *   terrain       the unit's terrain table, "10=wall,5=2": weight 10
 *                 barred, weight 5 costs 2                    ("")
 * A unit of size K occupies the K x K cells whose top-left is its cell:
 * start, goal and every path cell are top-left corners, and entering a
 * footprint costs the step cost times the largest (table) weight under
 * it. A start or goal where the unit does not fit is an error naming the
 * size and the cell. Size 1 with no table is the plain search; any other
 * unit costs a pass over the map when a search finds for it first or after
 * the grid changed (the search keeps the unit's grid meanwhile).
 * The defaults are the Moving AI benchmark rules.
 *   origin        top-left | bottom-left                      (top-left)
 *                 how astar_search_find's start and goal and the path
 *                 count cells: from the map's top-left cell with y down,
 *                 or from its bottom-left cell with y up (Unity's Tilemap,
 *                 y' = height - 1 - y). Grid functions (astar_grid_cell,
 *                 astar_grid_cells) always count from the top-left.
 *
 * Errors: every function that can fail returns an astar_status below zero
 * and, when `error` is not NULL, fills it with the same code and a message
 * naming the problem ("goal (70,3) is outside the 64x40 map"). No exception
 * and no crash crosses this API: NULL handles, sizes that do not match the
 * bytes given, points off the map and unknown options are all errors.
 *
 * Memory: a search keeps its buffers between queries; reuse it. Its path
 * is a copy, so the grid may be freed after astar_search_find returns.
 *
 * Lifetimes: free grids and searches in any order, at any time. A grid is
 * reference counted: its caller holds it until astar_grid_free, and a
 * search holds the grid of its running query (from astar_search_start, or
 * for the duration of astar_search_find) until that query ends, is
 * cancelled, is started again or the search is freed. The grid is deleted
 * when the last holder lets go, so astar_grid_free under a running sliced
 * search only drops the caller's hold and the search finishes on it. The
 * caller must not use a handle after freeing it; while a search still
 * holds a freed grid, passing its handle is ASTAR_BAD_ARGUMENT ("the grid
 * was freed") and freeing it again does nothing, but once the last hold is
 * gone the pointer dangles, as after free(). The C# and Python bindings
 * turn any use after Dispose or close into an exception.
 *
 * Live maps and sliced searches: a sliced search records the grid's
 * revision when it starts. If the grid's cells changed when
 * astar_search_advance is next called (astar_grid_set_cell or
 * astar_grid_set_cells changed a byte; setting a cell to the value it
 * holds changes nothing), the query starts over from its start on the map
 * as it is now, within that call's budget, and astar_search_restarts
 * counts it. So no path ever crosses a cell changed mid-search, and a
 * path found is the one astar_search_find gives on the final map. Going on
 * would mix two maps; stopping with a "stale" status would hand every
 * caller the same restart to write (Detour's salts make its queries fail,
 * and every game then starts them again). The statuses stay those of
 * astar_search_advance, so a loop written for them needs no change. A
 * restart that finds the start or goal on a wall (or the unit no longer
 * fitting there) ends the query with ASTAR_NO_PATH; a map the query cannot
 * run on any more (terrain under jps) is an error and the search is idle.
 * A map changed before every advance keeps restarting the query: give an
 * advance the budget to finish between changes, or use astar_search_find.
 *
 * Threads: a grid may be shared by any number of threads that find on it;
 * use one search per thread. Changing its cells (astar_grid_set_cell) must
 * not overlap any other call on that grid: finish the finds first. Freeing
 * a grid or a search from another thread (a finaliser) is safe when no
 * other call uses that same handle at the time.
 */
#ifndef ASTAR_H
#define ASTAR_H

#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32)
#if defined(ASTAR_BUILDING_LIBRARY)
#define ASTAR_API __declspec(dllexport)
#else
#define ASTAR_API __declspec(dllimport)
#endif
#else
#define ASTAR_API __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Raised when a function's signature or meaning changes. */
#define ASTAR_API_VERSION 1

typedef enum astar_status {
  ASTAR_OK = 0,             /* success */
  ASTAR_FOUND = 1,          /* astar_search_find: a path was found */
  ASTAR_NO_PATH = 2,        /* astar_search_find: no path exists */
  ASTAR_RUNNING = 3,        /* astar_search_advance: more to do */
  ASTAR_CANCELLED = 4,      /* a job was cancelled before it had an answer */
  ASTAR_BAD_ARGUMENT = -1,  /* a parameter is NULL, malformed or out of range */
  ASTAR_BAD_FILE = -2,      /* a file was read but is malformed */
  ASTAR_IO_FAILURE = -3,    /* the system refused: no such file, read error */
  ASTAR_UNSUPPORTED = -4,   /* well-formed input this build refuses */
  ASTAR_OUT_OF_MEMORY = -5, /* an allocation failed */
  ASTAR_INTERNAL_ERROR = -6 /* a bug: please report it with the message */
} astar_status;

/* Longest message kept, with its terminating zero; longer ones are cut. */
#define ASTAR_MESSAGE_SIZE 512

/* What went wrong: the code returned, and a zero-terminated UTF-8 message
 * (empty on success). Owned by the caller, e.g. on the stack. */
typedef struct astar_error {
  int32_t code;
  char message[ASTAR_MESSAGE_SIZE];
} astar_error;

typedef struct astar_grid astar_grid;     /* a map: width x height cells */
typedef struct astar_search astar_search; /* a search and its options */

/* The version this library was built as, e.g. "0.1.0". */
ASTAR_API const char* astar_version(void);

/* --- grids ------------------------------------------------------------ */

/* A width x height grid (each 1..8192) from `cells`, which holds exactly
 * `cells_size` == width * height bytes; the bytes are copied. */
ASTAR_API int astar_grid_new(int32_t width, int32_t height,
                             const uint8_t* cells, size_t cells_size,
                             astar_grid** out, astar_error* error);
/* Loads a map by extension, as the core's table of formats reads them:
 * .png .bmp .tga (grayscale by luminance), Moving AI .map, Tiled .tmx
 * .tmj .json, LDtk .ldtk (the default layer, level and value rules, as
 * astar-cli without --layer, --level and --values) or the plain text
 * .grid. `path` is zero-terminated UTF-8. */
ASTAR_API int astar_grid_load(const char* path, astar_grid** out,
                              astar_error* error);
/* A grid from an image held in memory, e.g. a game's asset: PNG (BMP and
 * TGA too, recognised by their magic bytes), as astar_grid_load reads it.
 * Sizes are checked before any pixel is decoded; malformed or hostile
 * bytes give ASTAR_BAD_FILE or ASTAR_UNSUPPORTED and a message. */
ASTAR_API int astar_grid_load_png_memory(const uint8_t* bytes, size_t size,
                                         astar_grid** out, astar_error* error);
/* Drops the caller's hold on a grid; NULL is allowed. The grid is deleted
 * now unless a sliced search still runs on it: then when that query ends
 * (see Lifetimes above). */
ASTAR_API void astar_grid_free(astar_grid* grid);

/* Width and height; 0 for NULL. */
ASTAR_API int32_t astar_grid_width(const astar_grid* grid);
ASTAR_API int32_t astar_grid_height(const astar_grid* grid);
/* The cell byte at (x, y) in *value. */
ASTAR_API int astar_grid_cell(const astar_grid* grid, int32_t x, int32_t y,
                              uint8_t* value, astar_error* error);
/* Copies all width * height cells, row-major, into `cells`, which holds
 * `cells_size` bytes (at least width * height). */
ASTAR_API int astar_grid_cells(const astar_grid* grid, uint8_t* cells,
                               size_t cells_size, astar_error* error);

/* Live maps: a door closes, a wall is built. Every find after a change sees
 * it, whatever the algorithm or unit (jump maps and unit grids follow the
 * grid's cells by themselves). A point off the map is an error. */
/* The cell byte at (x, y) in *value (the same as astar_grid_cell). */
ASTAR_API int astar_grid_get_cell(const astar_grid* grid, int32_t x, int32_t y,
                                  uint8_t* value, astar_error* error);
/* Sets the cell byte at (x, y) to `value` (0 wall, 255 open ground). */
ASTAR_API int astar_grid_set_cell(astar_grid* grid, int32_t x, int32_t y,
                                  uint8_t value, astar_error* error);
/* Sets `count` cells: cell i is (xy[2i], xy[2i+1]), its byte values[i].
 * All or nothing: a point off the map is an error naming it (its index
 * too) and changes no cell. */
ASTAR_API int astar_grid_set_cells(astar_grid* grid, const int32_t* xy,
                                   const uint8_t* values, size_t count,
                                   astar_error* error);
/* Sets every cell of the rectangle of width x height cells whose top-left
 * cell is (x, y) to `value`: a room cleared, a gate closed. All or nothing:
 * a rectangle that is empty or reaches off the map is an error naming it
 * and changes no cell. */
ASTAR_API int astar_grid_fill(astar_grid* grid, int32_t x, int32_t y,
                              int32_t width, int32_t height, uint8_t value,
                              astar_error* error);

/* --- searches --------------------------------------------------------- */

/* A search with the default options. */
ASTAR_API int astar_search_new(astar_search** out, astar_error* error);
/* Frees a search; NULL is allowed. */
ASTAR_API void astar_search_free(astar_search* search);

/* Sets one option by name and value (see the table at the top), checked
 * at once: a bad value is an error and leaves the options unchanged.
 * Setting an option again replaces its value. */
ASTAR_API int astar_search_set(astar_search* search, const char* name,
                               const char* value, astar_error* error);
/* Back to the default options. */
ASTAR_API int astar_search_reset_options(astar_search* search,
                                         astar_error* error);

/* Runs the search from (sx, sy) to (gx, gy) to the end. Returns ASTAR_FOUND
 * or ASTAR_NO_PATH, or an error (start or goal outside the map or on a
 * wall, options that do not go together). */
ASTAR_API int astar_search_find(astar_search* search, const astar_grid* grid,
                                int32_t sx, int32_t sy, int32_t gx, int32_t gy,
                                astar_error* error);

/* The last find's results. Without a path: cost 0 and length 0. The cost
 * is the search's: for the grid algorithms the step cost times the weight
 * of each cell entered; for theta the line price, the integral of the
 * weight along its segments (length inside each cell times its weight). */
ASTAR_API double astar_search_cost(const astar_search* search);
ASTAR_API int64_t astar_search_expanded(const astar_search* search);
/* Cells on the path, start and goal included. For theta, the path's
 * vertices: consecutive ones are joined by clear straight segments. */
ASTAR_API size_t astar_search_path_length(const astar_search* search);
/* Copies the path into `xy` as x0, y0, x1, y1, ...; `capacity` counts
 * points (xy holds 2 * capacity int32_t) and must be at least the path
 * length. */
ASTAR_API int astar_search_path(const astar_search* search, int32_t* xy,
                                size_t capacity, astar_error* error);

/* --- world positions -------------------------------------------------- */

/* Where cells sit in a world. Cell (x, y) covers
 * [origin_x + x * cell_size, origin_x + (x + 1) * cell_size) across and the
 * same from origin_y along y, with x and y counted as the search's
 * "origin" option says. World y therefore grows the way cell y does: down
 * with "top-left" (a y-down world: screens, Godot), up with "bottom-left"
 * (a y-up world: Unity, with origin_x, origin_y the map's bottom-left
 * corner). cell_size is finite and above 0; the offsets are finite. */
typedef struct astar_world_frame {
  double cell_size; /* world units per cell */
  double origin_x;  /* world position of cell (0,0)'s outer corner */
  double origin_y;
} astar_world_frame;

/* The centre of cell (x, y): origin + (cell + 0.5) * cell_size on each
 * axis, in *wx, *wy. Any cell, on a map or not. */
ASTAR_API int astar_cell_to_world(const astar_world_frame* frame, int32_t x,
                                  int32_t y, double* wx, double* wy,
                                  astar_error* error);
/* The cell holding world position (wx, wy): floor((w - origin) /
 * cell_size) on each axis, in *x, *y. A position on the edge between two
 * cells belongs to the one with the larger coordinate; positions before
 * the origin give negative cells; whether the cell is on a map is the
 * caller's check. A position that is not finite, or whose cell does not
 * fit in an int32_t, is ASTAR_BAD_ARGUMENT. */
ASTAR_API int astar_world_to_cell(const astar_world_frame* frame, double wx,
                                  double wy, int32_t* x, int32_t* y,
                                  astar_error* error);

/* --- post-processing ------------------------------------------------- */

/* The option "post" (astar_search_set(search, "post", "smooth", &err)):
 *   none        no waypoints                                   (none)
 *   waypoints   the start, every turn and the goal: the same path
 *   smooth      line-of-sight smoothing: corners cut where clear and no
 *               dearer
 * Consecutive waypoints are joined by clear straight segments. For theta
 * the waypoints are the path's vertices, whatever "post" says (other than
 * none). After a find that found a path: */
ASTAR_API size_t astar_search_waypoints_length(const astar_search* search);
/* Copies the waypoints into `xy` as astar_search_path does. */
ASTAR_API int astar_search_waypoints(const astar_search* search, int32_t* xy,
                                     size_t capacity, astar_error* error);
/* The cost of walking the waypoints' segments; 0 without waypoints. */
ASTAR_API double astar_search_waypoints_cost(const astar_search* search);

/* --- sliced search: a long query spread over frames ------------------- */

/* Starts a query as astar_search_find does (same checks and errors) but
 * expands nothing: returns ASTAR_RUNNING. The search holds `grid` until
 * the query ends (ASTAR_FOUND or ASTAR_NO_PATH), is cancelled, is started
 * again or the search is freed, so the caller may free the grid at any
 * time; a change of its cells meanwhile restarts the query at the next
 * advance (see Live maps and sliced searches above). */
ASTAR_API int astar_search_start(astar_search* search, const astar_grid* grid,
                                 int32_t sx, int32_t sy, int32_t gx, int32_t gy,
                                 astar_error* error);
/* Expands at most `max_expansions` cells (>= 1) and stops once
 * `max_seconds` have passed (0: no time budget; the clock is read every
 * 256 expansions, and at least one cell is expanded). Returns
 * ASTAR_RUNNING, or ASTAR_FOUND or ASTAR_NO_PATH once the search has
 * ended: then the results above are set, as after astar_search_find, and
 * the grid is no longer held. When the grid's cells changed since the
 * query started, it first starts over on them (astar_search_restarts).
 * Advancing a search that is not running is an error. */
ASTAR_API int astar_search_advance(astar_search* search, int64_t max_expansions,
                                   double max_seconds, astar_error* error);
/* ASTAR_OK before any query or after a cancel, ASTAR_RUNNING, ASTAR_FOUND
 * or ASTAR_NO_PATH. astar_search_expanded counts cells so far (since the
 * last restart). */
ASTAR_API int astar_search_status(const astar_search* search);
/* How many times the current or last query started over because its
 * grid's cells changed between its start and an advance; 0 for NULL, and
 * 0 again at the next start or cancel. */
ASTAR_API int64_t astar_search_restarts(const astar_search* search);
/* Abandons a running query (the grid is no longer used); NULL is allowed. */
ASTAR_API void astar_search_cancel(astar_search* search);

/* --- re-planning: one unit's path repaired as the map changes --------- */

/* A replanner keeps one unit's path from a start to a goal optimal while
 * cells change and the unit walks, by repairing its last search (D* Lite)
 * instead of searching again: after an edit it re-settles only the cells
 * whose cost to the goal the edit can change and the path needs, and a
 * step along the path costs nothing. Its costs are a fresh find's.
 *
 *   astar_replanner* r = NULL;
 *   astar_replanner_new(grid, 1, 1, 62, 38, NULL, &r, &err);
 *   astar_replanner_plan(r, &err);                    ASTAR_FOUND
 *   astar_grid_set_cell(grid, 30, 20, 0, &err);       a wall falls
 *   astar_replanner_cells_changed(r, grid, 30, 20, 1, 1, &err);
 *   astar_replanner_plan(r, &err);                    repaired
 *   astar_replanner_move_start(r, x1, y1, &err);      the unit stepped
 *   astar_replanner_free(r);
 *
 * It copies the cells it plans on, so it holds no grid: tell it of every
 * change with astar_replanner_cells_changed (an area that holds the
 * changed cells; cells in it that did not change cost nothing). Cells
 * count from the top-left. */
typedef struct astar_replanner astar_replanner;

/* A replanner from (sx, sy) to (gx, gy) on `grid` as it is now. `options`
 * (NULL: the defaults) lends a search's connectivity, corners, costs,
 * unit-size and terrain; any other option set on it is an error. Errors:
 * start or goal outside the map, on a wall, or where the unit does not fit. */
ASTAR_API int astar_replanner_new(const astar_grid* grid, int32_t sx,
                                  int32_t sy, int32_t gx, int32_t gy,
                                  const astar_search* options,
                                  astar_replanner** out, astar_error* error);
/* Frees a replanner; NULL is allowed. */
ASTAR_API void astar_replanner_free(astar_replanner* replanner);
/* Searches (the first time) or repairs. ASTAR_FOUND or ASTAR_NO_PATH. */
ASTAR_API int astar_replanner_plan(astar_replanner* replanner,
                                   astar_error* error);
/* The cells of the width x height rectangle whose top-left cell is (x, y)
 * (clipped to the map) may have changed on `grid`, the grid the replanner
 * was made on, edited. The next plan repairs. */
ASTAR_API int astar_replanner_cells_changed(astar_replanner* replanner,
                                            const astar_grid* grid, int32_t x,
                                            int32_t y, int32_t width,
                                            int32_t height, astar_error* error);
/* The unit now stands at (x, y), usually the next cell of its path. An
 * error, changing nothing, when the cell is off the map or the unit
 * cannot stand there. */
ASTAR_API int astar_replanner_move_start(astar_replanner* replanner, int32_t x,
                                         int32_t y, astar_error* error);
/* The last plan's cost (0 without a path), path (as astar_search_path),
 * the vertices it expanded and the distinct cells it touched (expanded or
 * updated, counting the changes reported since the plan before). */
ASTAR_API double astar_replanner_cost(const astar_replanner* replanner);
ASTAR_API size_t astar_replanner_path_length(const astar_replanner* replanner);
ASTAR_API int astar_replanner_path(const astar_replanner* replanner,
                                   int32_t* xy, size_t capacity,
                                   astar_error* error);
ASTAR_API int64_t astar_replanner_expanded(const astar_replanner* replanner);
ASTAR_API int64_t astar_replanner_touched(const astar_replanner* replanner);

/* --- crowds: many agents walking to their goals, clear of each other -- */

/* A crowd walks agents (discs with a centre in cells, a radius, a maximum
 * speed and a goal) over a grid, a fixed time step at a time: each follows
 * a path of the core's A* (smoothed for its disc, planned again when its
 * goal or the grid changes) and steers around the others and the walls
 * (ORCA, reciprocal velocity obstacles). No agent ever enters a wall.
 * Deterministic: the same grid, agents (added in the same order) and steps
 * give bit-equal positions.
 *
 *   astar_crowd* crowd = NULL;
 *   astar_crowd_new(grid, 0.1, 1, &crowd, &err);      0.1 s steps, avoiding
 *   int32_t id;
 *   astar_crowd_add_agent(crowd, 3.5, 4.5, 40.5, 12.5, 0.35, 2.0, &id, &err);
 *   astar_crowd_step(crowd, 10, &err);                 one second
 *   double* xy = malloc(2 * astar_crowd_size(crowd) * sizeof *xy);
 *   astar_crowd_positions(crowd, xy, astar_crowd_size(crowd), &err);
 *   astar_crowd_free(crowd);
 *
 * Positions are in cells, continuous: x grows to the right and y down from
 * the map's top-left corner, and cell (x, y) is the square [x, x+1) x
 * [y, y+1), so its centre is (x + 0.5, y + 0.5). Velocities are in cells a
 * second. Walls are the grid's blocked cells and everything outside the
 * map; terrain weights count only for the paths.
 *
 * The grid: the crowd holds it (as a running sliced search does), so the
 * caller may free the grid first and the crowd goes on over it. It walks
 * the grid as it is now: a cell changed (astar_grid_set_cell, _set_cells,
 * _fill) is seen by the next step, which plans the agents' paths again; an
 * agent a wall was set over moves out of it however it can. Changes must
 * not overlap a step. One crowd per thread. */
typedef struct astar_crowd astar_crowd;

/* A crowd over `grid` whose steps are `time_step` seconds (> 0, e.g. 0.1),
 * whose agents steer around each other when `avoid_agents` is not 0 (0:
 * they ignore each other, but still keep out of the walls). */
ASTAR_API int astar_crowd_new(const astar_grid* grid, double time_step,
                              int32_t avoid_agents, astar_crowd** out,
                              astar_error* error);
/* Frees a crowd (and its hold on its grid); NULL is allowed. */
ASTAR_API void astar_crowd_free(astar_crowd* crowd);
/* Adds an agent with its centre at (x, y), walking to (goal_x, goal_y) (a
 * cell's centre to stop in its middle), of `radius` cells (0 < radius <=
 * 0.5) and at most `max_speed` cells a second (> 0, at most one cell a
 * step). Its id, 0 for the first agent, 1 for the next and so on, goes to
 * *id (NULL is allowed). Errors name the value: a radius or speed out of
 * range, a number that is not finite, a goal outside the map or in a wall,
 * a disc at (x, y) that would overlap a wall or the map's edge. */
ASTAR_API int astar_crowd_add_agent(astar_crowd* crowd, double x, double y,
                                    double goal_x, double goal_y,
                                    double radius, double max_speed,
                                    int32_t* id, astar_error* error);
/* A new goal for agent `id`; it walks again if it had arrived. */
ASTAR_API int astar_crowd_set_goal(astar_crowd* crowd, int32_t id,
                                   double goal_x, double goal_y,
                                   astar_error* error);
/* Moves every agent by `steps` time steps (>= 0). */
ASTAR_API int astar_crowd_step(astar_crowd* crowd, int32_t steps,
                               astar_error* error);
/* Agents in the crowd, how many have arrived (come within 0.25 cells of
 * their goal; they stand there but still give way), steps taken and the
 * seconds they make; 0 for NULL. */
ASTAR_API int32_t astar_crowd_size(const astar_crowd* crowd);
ASTAR_API int32_t astar_crowd_arrived_count(const astar_crowd* crowd);
ASTAR_API int64_t astar_crowd_steps(const astar_crowd* crowd);
ASTAR_API double astar_crowd_time(const astar_crowd* crowd);
/* Every agent's centre, or its velocity in the last step (before any push
 * apart), into `xy` as x0, y0, x1, y1, ... in the order of their ids;
 * `capacity` counts agents (xy holds 2 * capacity doubles) and must be at
 * least astar_crowd_size. */
ASTAR_API int astar_crowd_positions(const astar_crowd* crowd, double* xy,
                                    size_t capacity, astar_error* error);
ASTAR_API int astar_crowd_velocities(const astar_crowd* crowd, double* xy,
                                     size_t capacity, astar_error* error);
/* Whether each agent has arrived, 1 or 0, into `flags` (`capacity` bytes,
 * at least astar_crowd_size). */
ASTAR_API int astar_crowd_arrived(const astar_crowd* crowd, uint8_t* flags,
                                  size_t capacity, astar_error* error);
/* --- flow fields: every cell's way to one or several goals ------------- */

/* A flow field (a "Dijkstra map") holds, for one goal, several goals or a
 * goal area, every cell's exact cost to the nearest goal under the map's
 * movement rules, terrain and unit, and the next cell on a cheapest path
 * there. Many units walking to one place read it instead of each running a
 * search: a unit follows astar_field_next from cell to cell and reaches a
 * goal by a path of exactly astar_field_distance cost, the cost
 * astar_search_find reports from that cell (with the default A*).
 *
 *   const int32_t goals[] = {62, 38};
 *   astar_field* f = NULL;
 *   astar_field_new(grid, goals, 1, NULL, &f, &err);
 *   astar_field_next(f, x, y, &nx, &ny, &err);        ASTAR_FOUND: go there
 *   astar_grid_fill(grid, 30, 20, 4, 1, 0, &err);     a wall rises
 *   astar_field_update(f, grid, 30, 20, 4, 1, &err);  only what hung on it
 *   astar_field_free(f);
 *
 * It holds no grid: after changing cells, tell it with astar_field_update
 * (an area that holds the changed cells; cells in it that did not change
 * cost nothing); astar_field_follows says whether it is up to date.
 * Reading one field from many threads is safe; astar_field_update is not.
 * Cells count from the top-left; a unit of size K walks its top-left cell. */
typedef struct astar_field astar_field;

/* The field of `grid` as it is now towards `goal_count` (>= 1) goals,
 * `goals_xy` = x0, y0, x1, y1, ... `options` (NULL: the defaults) lends a
 * search's connectivity, corners, costs, unit-size and terrain; any other
 * option set on it is an error naming it. A goal outside the map, on a
 * wall or where the unit does not fit is an error naming the goal. */
ASTAR_API int astar_field_new(const astar_grid* grid, const int32_t* goals_xy,
                              size_t goal_count, const astar_search* options,
                              astar_field** out, astar_error* error);
/* The field towards every cell of the width x height rectangle whose
 * top-left cell is (x, y) where the unit can stand; the rectangle must lie
 * inside the map and hold one such cell. */
ASTAR_API int astar_field_new_area(const astar_grid* grid, int32_t x,
                                   int32_t y, int32_t width, int32_t height,
                                   const astar_search* options,
                                   astar_field** out, astar_error* error);
/* Frees a field; NULL is allowed. */
ASTAR_API void astar_field_free(astar_field* field);
/* The cells of the width x height rectangle at (x, y) (clipped to the map)
 * changed on `grid`, the grid the field was made on, and no other cell did
 * since the field last followed it: the field repairs what depended on
 * them (a goal that became a wall stays a goal, unreached until it opens).
 * An error, changing nothing, on a grid of another size. */
ASTAR_API int astar_field_update(astar_field* field, const astar_grid* grid,
                                 int32_t x, int32_t y, int32_t width,
                                 int32_t height, astar_error* error);
/* The field's size in cells (the grid's); 0 for NULL. */
ASTAR_API int32_t astar_field_width(const astar_field* field);
ASTAR_API int32_t astar_field_height(const astar_field* field);
/* 1 when the field was made or updated from `grid` as it is now, else 0. */
ASTAR_API int astar_field_follows(const astar_field* field,
                                  const astar_grid* grid);
/* The cost from (x, y) to the nearest goal (0 at a goal); -1 when no goal
 * is reachable from it, it is off the map or `field` is NULL. */
ASTAR_API double astar_field_distance(const astar_field* field, int32_t x,
                                      int32_t y);
/* 1 when a goal is reachable from (x, y), else 0 (also off the map). */
ASTAR_API int astar_field_reachable(const astar_field* field, int32_t x,
                                    int32_t y);
/* The next cell from (x, y) on a cheapest path to a goal, into *next_x,
 * *next_y: ASTAR_FOUND (a goal's next cell is itself), or ASTAR_NO_PATH
 * and -1, -1 when no goal is reachable from it. Off the map is an error
 * naming the cell. */
ASTAR_API int astar_field_next(const astar_field* field, int32_t x, int32_t y,
                               int32_t* next_x, int32_t* next_y,
                               astar_error* error);
/* Copies every cell's distance, row-major (index y * width + x), into
 * `out` of `capacity` >= width * height values: -1 where no goal is
 * reachable. */
ASTAR_API int astar_field_distances(const astar_field* field, double* out,
                                    size_t capacity, astar_error* error);
/* Copies every cell's next cell as an index y * width + x, row-major, into
 * `out` of `capacity` >= width * height values: a goal's is its own index,
 * -1 where no goal is reachable. */
ASTAR_API int astar_field_next_cells(const astar_field* field, int32_t* out,
                                     size_t capacity, astar_error* error);
/* How many cells the last astar_field_update rewrote; 0 before one. */
ASTAR_API int64_t astar_field_touched(const astar_field* field);

/* The crowd's agents walk by `field` (each towards its cell's next cell)
 * instead of each planning a path: many agents, one field. The crowd holds
 * the field from then on, so astar_field_free may come first; the field's
 * updates (astar_field_update) are what it follows. An agent stops where
 * no goal can be reached; its goal (astar_crowd_set_goal) still says where
 * it stops, so give each agent its nearest goal's centre. NULL: back to a
 * path each. A field of another size than the crowd's grid is refused. */
ASTAR_API int astar_crowd_follow_field(astar_crowd* crowd,
                                       const astar_field* field,
                                       astar_error* error);

/* --- job queues: queries on worker threads ----------------------------- */

/* A job queue owns worker threads and its own copy of a map. A game's main
 * thread submits a query, gets a job at once, and polls it each frame (or
 * waits for it, with a timeout), never blocking on the search:
 *
 *   astar_jobs* q = NULL;
 *   astar_jobs_new(grid, 4, NULL, NULL, &q, &err);    4 workers
 *   astar_job* job = NULL;
 *   astar_jobs_submit_path(q, NULL, 1, 1, 62, 38, &job, &err);
 *   ...                                               frames go by
 *   if (astar_jobs_poll(job) == ASTAR_FOUND) {
 *     const int32_t* xy; size_t n;
 *     astar_jobs_path(job, &xy, &n, &err);            no copy: valid
 *   }                                                 until the release
 *   astar_jobs_fill(q, 30, 20, 4, 1, 0, NULL, &err);  a gate closes
 *   astar_jobs_release(job);
 *   astar_jobs_free(q);
 *
 * The map: the queue copies the grid's cells when it is made (the grid may
 * be freed then) and is changed only through it: astar_jobs_set_cell,
 * _set_cells and _fill. Each edit that changes a cell makes the next
 * revision (0 is the map the queue was made with). Each job searches the
 * revision that was current when it was submitted, all through: an edit
 * never changes a map a queued or running job holds (it copies the map
 * when one does), and a job submitted after an edit returned sees it.
 * astar_jobs_revision says which revision a job searched.
 *
 * Jobs: a path query under a search's options (as astar_search_find: any
 * algorithm; "subgoal" searches the revision's prepared map, prepared once
 * per revision and shared), or a flow field (as astar_field_new). Jobs
 * start in the order submitted, one per worker at a time.
 *
 * Statuses (astar_jobs_poll, astar_jobs_wait): ASTAR_RUNNING while queued
 * or running; then ASTAR_FOUND or ASTAR_NO_PATH (a path job), ASTAR_OK (a
 * field job), ASTAR_CANCELLED, or the negative code of the error that
 * stopped it (a start on a wall of its revision, rules the map refuses):
 * astar_jobs_error gives its message.
 *
 * Cancel: a queued job is cancelled at once; a running search stops within
 * 4096 expansions (a few milliseconds at most), a running field within 4096
 * settled cells; a prepared map being made is finished first. A job that
 * had its answer before the cancel came keeps it.
 *
 * Threads: every function may be called from any thread, and jobs of one
 * queue from several at once; one job handle is used by one thread at a
 * time. `done`, when not NULL, is called once per job with `user` and the
 * job's id, on the thread that finished it (a worker, or the one that
 * cancelled it while queued), after its results can be read: it must
 * return quickly and must not free the queue. The WebGL build has no
 * threads: astar_jobs_new fails there with ASTAR_UNSUPPORTED. */
typedef struct astar_jobs astar_jobs; /* the queue, its workers and map */
typedef struct astar_job astar_job;   /* one submitted query */
typedef void (*astar_job_done)(void* user, uint64_t job_id);

/* A queue over a copy of `grid`'s cells with `workers` threads (1..256). */
ASTAR_API int astar_jobs_new(const astar_grid* grid, int32_t workers,
                             astar_job_done done, void* user,
                             astar_jobs** out, astar_error* error);
/* Cancels every job left, waits for the workers and frees the queue; NULL
 * is allowed. Jobs not yet released stay readable (cancelled). */
ASTAR_API void astar_jobs_free(astar_jobs* jobs);
/* Queues a path query from (sx, sy) to (gx, gy) on the map as it is now,
 * under `options` (NULL: the defaults; "post" does not apply). A start or
 * goal off the map is an error now; one on a wall of the job's revision
 * makes the job fail. */
ASTAR_API int astar_jobs_submit_path(astar_jobs* jobs,
                                     const astar_search* options, int32_t sx,
                                     int32_t sy, int32_t gx, int32_t gy,
                                     astar_job** out, astar_error* error);
/* Queues a flow field towards `goal_count` goals (x0, y0, x1, y1, ...),
 * with the options astar_field_new reads. */
ASTAR_API int astar_jobs_submit_field(astar_jobs* jobs, const int32_t* goals_xy,
                                      size_t goal_count,
                                      const astar_search* options,
                                      astar_job** out, astar_error* error);
/* The job's status now (see Statuses above); never blocks. */
ASTAR_API int astar_jobs_poll(const astar_job* job);
/* Waits until the job has finished or `timeout_seconds` have passed (< 0:
 * no limit) and returns its status: ASTAR_RUNNING when the time ran out. */
ASTAR_API int astar_jobs_wait(const astar_job* job, double timeout_seconds,
                              astar_error* error);
/* Asks the job to stop (see Cancel above); NULL is allowed. */
ASTAR_API void astar_jobs_cancel(astar_job* job);
/* Frees the handle (cancelling the job if it has not finished) and what
 * its results point to; NULL is allowed. */
ASTAR_API void astar_jobs_release(astar_job* job);
/* The id `done` is called with (1, 2, ... in the order submitted), and the
 * map revision the job searches; 0 for NULL. */
ASTAR_API uint64_t astar_jobs_id(const astar_job* job);
ASTAR_API uint64_t astar_jobs_revision(const astar_job* job);
/* A finished path job's cost (0 otherwise), and the cells its search has
 * expanded so far (counted every 4096 while it runs). */
ASTAR_API double astar_jobs_cost(const astar_job* job);
ASTAR_API int64_t astar_jobs_expanded(const astar_job* job);
/* A finished path job's path, without a copy: *xy points to x0, y0, x1,
 * y1, ... (in the options' origin) and *length counts points; valid until
 * astar_jobs_release. Empty (NULL, 0) without a path. An error when the
 * job has not finished. */
ASTAR_API int astar_jobs_path(const astar_job* job, const int32_t** xy,
                              size_t* length, astar_error* error);
/* A failed job's error: fills `error` and returns its code; ASTAR_OK when
 * the job has not failed. */
ASTAR_API int astar_jobs_error(const astar_job* job, astar_error* error);
/* Moves a finished field job's field into a new astar_field (no copy),
 * which the caller frees with astar_field_free; it may be taken once. */
ASTAR_API int astar_jobs_take_field(astar_job* job, astar_field** out,
                                    astar_error* error);
/* Edits of the queue's map, as astar_grid_set_cell, _set_cells and _fill:
 * all or nothing. *revision (NULL is allowed) gets the revision current
 * after the edit; jobs submitted from then on see it. */
ASTAR_API int astar_jobs_set_cell(astar_jobs* jobs, int32_t x, int32_t y,
                                  uint8_t value, uint64_t* revision,
                                  astar_error* error);
ASTAR_API int astar_jobs_set_cells(astar_jobs* jobs, const int32_t* xy,
                                   const uint8_t* values, size_t count,
                                   uint64_t* revision, astar_error* error);
ASTAR_API int astar_jobs_fill(astar_jobs* jobs, int32_t x, int32_t y,
                              int32_t width, int32_t height, uint8_t value,
                              uint64_t* revision, astar_error* error);
/* The revision current now; 0 for NULL. */
ASTAR_API uint64_t astar_jobs_map_revision(const astar_jobs* jobs);
/* Copies the current revision's cells, row-major, into `cells` of
 * `cells_size` >= width * height bytes (as astar_grid_cells). */
ASTAR_API int astar_jobs_map_cells(const astar_jobs* jobs, uint8_t* cells,
                                   size_t cells_size, astar_error* error);

#ifdef __cplusplus
}
#endif

#endif /* ASTAR_H */
