#!/usr/bin/env python3
"""Prints the batch queries that the Windows build must answer exactly as
the Linux one (tests/windows/run): 300 lines on the cells both of its maps
have (den011d.map is 247x167, the demo 64x40), each algorithm, smoothing,
a 2x2 unit and terrain weights, and a set line part-way. Fixed seed: the
same lines every run. Lines whose cells are walls get error answers, which
must match too."""
import json
import random

OPTIONS = [
    {},
    {"algo": "jps"},
    {"algo": "theta"},
    {"algo": "dijkstra"},
    {"algo": "bi-astar"},
    {"post": "smooth"},
    {"post": "waypoints"},
    {"size": "2"},
    {"algo": "jps", "post": "smooth"},
]


def main():
    rng = random.Random(32)
    for i in range(300):
        if i == 150:
            print(json.dumps({"id": i, "set": [[10, 10, 0], [11, 10, 0], [12, 10, 128]]}))
            continue
        line = {"id": i,
                "from": [rng.randrange(64), rng.randrange(40)],
                "to": [rng.randrange(64), rng.randrange(40)]}
        line.update(OPTIONS[i % len(OPTIONS)])
        print(json.dumps(line))


if __name__ == "__main__":
    main()
