/* A program linked against a shipped libastar.so by name (-lastar), as a C
 * user or a Unity native plugin links it: it must load at run time from the
 * folder it was linked against, by that same name. */
#include <stdio.h>

#include "astar.h"

int main(void) {
  printf("linked by name: astar %s\n", astar_version());
  return 0;
}
