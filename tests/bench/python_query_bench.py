"""Per-query time through the Python binding over a Moving AI scenario, the
same problems and rounds as capi_query_bench (see binding_overhead.sh).

    python3 python_query_bench.py MAP.scen MAP [ROUNDS]

For astar and jps, each form of answer: "cells" (a list of (x, y)),
"xy" (a flat array('i') reused between queries), "cost" (no path).
"""

import sys
import time
from array import array

import astar_studio as astar


def read_problems(path):
    with open(path) as lines:
        rows = [line.split() for line in lines if "\t" in line]
    return [((int(r[4]), int(r[5])), (int(r[6]), int(r[7]))) for r in rows]


def run(search, grid, problems, rounds, form):
    """Microseconds per query of the fastest of `rounds` passes."""
    out = array("i") if form == "xy" else None
    best = float("inf")
    for _ in range(rounds):
        begin = time.perf_counter()
        for start, goal in problems:
            if form == "cells":
                search.find(grid, start, goal).cells
            elif form == "xy":
                search.find(grid, start, goal, out=out)
            else:
                search.find_cost(grid, start, goal)
        best = min(best, (time.perf_counter() - begin) * 1e6 / len(problems))
    return best


def main():
    problems = read_problems(sys.argv[1])
    grid = astar.load_map(sys.argv[2])
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    for algo in ("astar", "jps"):
        search = astar.Search(algo=algo)
        for form in ("cells", "xy", "cost"):
            run(search, grid, problems, 1, form)  # warm-up
            us = run(search, grid, problems, rounds, form)
            print("python %s %s us_per_query %.2f (best of %d x %d queries)"
                  % (algo, form, us, rounds, len(problems)))


if __name__ == "__main__":
    main()
