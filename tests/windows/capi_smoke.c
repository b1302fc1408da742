/* A C program against astar.h and astar.dll, as a Windows user builds one:
   finds a path on MAP from (SX,SY) to (GX,GY), walls the path's middle
   cell, finds again, and prints both answers on one line each:
     found COST LENGTH
   Usage: capi_smoke.exe MAP SX SY GX GY. Exit 1 with the library's
   message on any error. */
#include <stdio.h>
#include <stdlib.h>

#include "astar.h"

static int fail(const char* what, const astar_error* error) {
  fprintf(stderr, "capi_smoke: %s: %s\n", what, error->message);
  return 1;
}

static void report(const astar_search* search, int status) {
  printf("%s %.17g %zu\n", status == ASTAR_FOUND ? "found" : "no-path",
         astar_search_cost(search), astar_search_path_length(search));
}

int main(int argc, char** argv) {
  astar_error error = {0};
  astar_grid* grid = NULL;
  astar_search* search = NULL;
  if (argc != 6) {
    fprintf(stderr, "usage: capi_smoke MAP SX SY GX GY\n");
    return 2;
  }
  const int sx = atoi(argv[2]), sy = atoi(argv[3]);
  const int gx = atoi(argv[4]), gy = atoi(argv[5]);
  printf("version %s\n", astar_version());
  if (astar_grid_load(argv[1], &grid, &error) != ASTAR_OK)
    return fail("load", &error);
  if (astar_search_new(&search, &error) != ASTAR_OK)
    return fail("search", &error);
  int status = astar_search_find(search, grid, sx, sy, gx, gy, &error);
  if (status < 0) return fail("find", &error);
  report(search, status);

  const size_t length = astar_search_path_length(search);
  int32_t* xy = malloc(2 * length * sizeof *xy);
  if (xy == NULL || astar_search_path(search, xy, length, &error) < 0)
    return fail("path", &error);
  const size_t middle = length / 2;
  if (astar_grid_set_cell(grid, xy[2 * middle], xy[2 * middle + 1], 0,
                          &error) != ASTAR_OK)
    return fail("set_cell", &error);
  free(xy);
  status = astar_search_find(search, grid, sx, sy, gx, gy, &error);
  if (status < 0) return fail("find again", &error);
  report(search, status);
  astar_search_free(search);
  astar_grid_free(grid);
  return 0;
}
