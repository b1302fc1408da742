#!/usr/bin/env python3
"""The round trip of one query to a long-running `astar-cli batch` over pipes.

Keeps one batch process open on a map, as a game server would, writes one
query line, waits for its answer line, and repeats; prints the median and
the 10th and 90th percentiles of the wall-clock round trip. Every other
round sets a cell first (and waits for {"updated":1}), so the figures also
cover a query right after a change. Not a test: run it by hand on a Release
build, e.g.

  taskset -c 1 tests/bench/batch_round_trip.py build/release/app/cli/astar-cli \
      tests/data/movingai/den011d.map tests/data/movingai/den011d.map.scen
"""

import json
import statistics
import subprocess
import sys
import time


def problems(scen, limit):
    with open(scen) as lines:
        rows = [line.split("\t") for line in lines if "\t" in line]
    return [((int(r[4]), int(r[5])), (int(r[6]), int(r[7]))) for r in rows[:limit]]


def main():
    if len(sys.argv) < 4:
        raise SystemExit("usage: batch_round_trip.py ASTAR_CLI MAP SCEN [ROUNDS] [OPTIONS...]")
    cli, map_path, scen = sys.argv[1:4]
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 1000
    options = sys.argv[5:] or ["--output", "cost", "--algo", "jps"]
    batch = subprocess.Popen([cli, "batch", map_path, "--threads", "1"] + options,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True, bufsize=1)
    queries = problems(scen, rounds)
    times = []
    after_set = []
    for i in range(rounds):
        start, goal = queries[i % len(queries)]
        if i % 2 == 1:
            # The goal's cell is set to open ground: a change every query sees.
            batch.stdin.write(json.dumps({"set": [[goal[0], goal[1], 255]]}) + "\n")
            if json.loads(batch.stdout.readline()) != {"updated": 1}:
                raise SystemExit("the set line was not answered {\"updated\":1}")
        line = json.dumps({"from": list(start), "to": list(goal)}) + "\n"
        began = time.perf_counter()
        batch.stdin.write(line)
        answer = json.loads(batch.stdout.readline())
        elapsed = time.perf_counter() - began
        if "error" in answer:
            raise SystemExit("batch answered an error: %s" % answer["error"])
        (after_set if i % 2 == 1 else times).append(elapsed * 1e6)
    batch.stdin.close()
    batch.wait()
    for name, sample in (("query", times), ("query after a set", after_set)):
        deciles = statistics.quantiles(sample, n=10)
        print("%s: rounds %d median_us %.1f p10_us %.1f p90_us %.1f"
              % (name, len(sample), statistics.median(sample), deciles[0], deciles[-1]))


if __name__ == "__main__":
    main()
