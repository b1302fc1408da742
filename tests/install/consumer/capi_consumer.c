/* The C API as a C99 program uses it: loads a Moving AI map and checks one
 * path's cost against the optimal length its .scen file gives, through the
 * installed astar.h and libastar.so only.
 *
 *   astar_c_consumer MAP START_X START_Y GOAL_X GOAL_Y OPTIMAL_LENGTH
 */
#include <astar.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char** argv) {
  astar_error error;
  astar_grid* grid = NULL;
  astar_search* search = NULL;
  int status = 1;
  if (argc != 7) {
    fprintf(stderr, "usage: %s MAP SX SY GX GY LENGTH\n", argv[0]);
    return 2;
  }
  if (astar_grid_load(argv[1], &grid, &error) != ASTAR_OK ||
      astar_search_new(&search, &error) != ASTAR_OK) {
    fprintf(stderr, "error (%d): %s\n", (int)error.code, error.message);
  } else if (astar_search_find(search, grid, atoi(argv[2]), atoi(argv[3]),
                               atoi(argv[4]), atoi(argv[5]),
                               &error) != ASTAR_FOUND) {
    fprintf(stderr, "error: no path (%s)\n", error.message);
  } else {
    const double cost = astar_search_cost(search);
    const double expected = strtod(argv[6], NULL);
    printf("C API %s: cost %.4f expected %s expanded %lld cells %lu\n",
           astar_version(), cost, argv[6],
           (long long)astar_search_expanded(search),
           (unsigned long)astar_search_path_length(search));
    /* .scen lengths have 5 significant digits or so. */
    status = fabs(cost - expected) <= 1e-3 ? 0 : 1;
  }
  astar_search_free(search);
  astar_grid_free(grid);
  return status;
}
