#!/usr/bin/env python3
"""Throughput and latency of `astar-cli serve` under a live map.

Starts one `astar-cli serve` per algorithm on MAP, then runs CLIENTS
processes that each send one query per request (keep-alive, the problems of
SCEN in turn) while one more process sets a cell to wall and back again,
one `set` line per request, for SECONDS. Prints, per algorithm, the queries
answered a second and the request round trip's median and 99th percentile,
for queries and for updates, and the answers that were errors. The answers'
costs are not checked here (tests/cli/serve_cli_test does that under the
same load). Not a test: run it by hand on a Release build, e.g.

  tests/bench/serve_load.py build/release/app/cli/astar-cli \\
      ../shared/benchmarks/NewYork_0_1024.map \\
      ../shared/benchmarks/NewYork_0_1024.map.scen --seconds 20 \\
      --algos astar,subgoal

With --small SMALL it measures fairness instead (issue 53): one serve holds
SMALL and MAP; CLIENTS clients query SMALL alone, then as many query MAP at
the same time, then MAP alone. It prints each phase's queries a second and
round-trip median and 99th percentile per map, and the server's own queue
figures (time from a line's arrival to its search's start). --small-rate R
paces each small-map client to R queries a second (a game's ticks), so the
big map's throughput compares under the same offered load, and
--small-clients N sets their number apart from the big map's, e.g.

  tests/bench/serve_load.py build/release/app/cli/astar-cli \\
      tests/data/movingai/NewYork_0_1024.map \\
      tests/data/movingai/NewYork_0_1024.map.scen --small assets/demo.png \\
      --clients 4 --seconds 20
"""

import argparse
import http.client
import json
import multiprocessing
import os
import random
import statistics
import subprocess
import tempfile
import time


def problems(scen):
    with open(scen) as lines:
        rows = [line.split("\t") for line in lines if "\t" in line]
    return [((int(r[4]), int(r[5])), (int(r[6]), int(r[7]))) for r in rows]


def post(connection, line):
    began = time.perf_counter()
    connection.request("POST", "/query", body=line + "\n",
                       headers={"Content-Type": "application/x-ndjson"})
    answer = json.loads(connection.getresponse().read())
    return time.perf_counter() - began, answer


def query_client(port, queries, seconds, offset, out, kind="query",
                 map_name=None, rate=0):
    connection = http.client.HTTPConnection("127.0.0.1", port)
    times = []
    errors = 0
    end = time.perf_counter() + seconds
    due = time.perf_counter()
    i = offset
    while time.perf_counter() < end:
        if rate > 0:  # paced: a game's ticks, not as fast as answered
            due += 1 / rate
            time.sleep(max(0.0, due - time.perf_counter()))
        start, goal = queries[i % len(queries)]
        i += 7
        line = {"from": list(start), "to": list(goal), "output": "cost"}
        if map_name:
            line["map"] = map_name
        took, answer = post(connection, json.dumps(line))
        if "error" in answer:
            errors += 1
        times.append(took)
    out.put((kind, times, errors))


def update_client(port, cells, seconds, out):
    connection = http.client.HTTPConnection("127.0.0.1", port)
    times = []
    errors = 0
    end = time.perf_counter() + seconds
    rng = random.Random(7)
    while time.perf_counter() < end:
        x, y = rng.choice(cells)
        for value in (0, 255):
            took, answer = post(connection, json.dumps({"set": [[x, y, value]]}))
            if "updated" not in answer:
                errors += 1
            times.append(took)
    out.put(("update", times, errors))


def open_cells(map_path):
    with open(map_path) as lines:
        rows = [line.rstrip("\n") for line in lines]
    grid = rows[rows.index("map") + 1:]
    return [(x, y) for y, row in enumerate(grid) for x, c in enumerate(row)
            if c in ".G"]


def serve(cli, map_path, algo):
    process = subprocess.Popen(
        [cli, "serve", "--map", "m=" + map_path, "--listen", "127.0.0.1:0",
         "--algo", algo, "--threads", "2"],
        stdout=subprocess.PIPE, text=True)
    first = process.stdout.readline()
    port = int(first.rsplit(":", 1)[1].strip().rstrip("/"))
    return process, port


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def run(cli, map_path, queries, cells, algo, args):
    process, port = serve(cli, map_path, algo)
    try:
        # One query first: the prepared map is made before the clock starts.
        post(http.client.HTTPConnection("127.0.0.1", port),
             json.dumps({"from": list(queries[0][0]),
                         "to": list(queries[0][1])}))
        out = multiprocessing.Queue()
        workers = [multiprocessing.Process(
            target=query_client,
            args=(port, queries, args.seconds, c, out))
            for c in range(args.clients)]
        workers.append(multiprocessing.Process(
            target=update_client, args=(port, cells, args.seconds, out)))
        for worker in workers:
            worker.start()
        results = [out.get() for _ in workers]
        for worker in workers:
            worker.join()
    finally:
        process.terminate()
        process.wait()
    report(algo, results, args.seconds)


def report(algo, results, seconds, kinds=("query", "update")):
    for kind in kinds:
        times = [t for k, ts, _ in results if k == kind for t in ts]
        errors = sum(e for k, _, e in results if k == kind)
        print(f"{algo:8} {kind:6} per_s {len(times) / seconds:9.1f} "
              f"p50_ms {1000 * statistics.median(times):8.3f} "
              f"p99_ms {1000 * percentile(times, 0.99):8.3f} "
              f"errors {errors}")


def random_pairs(cells, count, seed):
    rng = random.Random(seed)
    return [(rng.choice(cells), rng.choice(cells)) for _ in range(count)]


def fair_phase(port, loads, seconds):
    """Runs each (kind, map, queries, clients) of `loads` at once."""
    out = multiprocessing.Queue()
    workers = [multiprocessing.Process(
        target=query_client,
        args=(port, queries, seconds, c * 13, out, kind, name, rate))
        for kind, name, queries, clients, rate in loads
        for c in range(clients)]
    for worker in workers:
        worker.start()
    results = [out.get() for _ in workers]
    for worker in workers:
        worker.join()
    return results


def queue_figures(port):
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request("GET", "/metrics")
    text = connection.getresponse().read().decode()
    return [line for line in text.splitlines()
            if line.startswith("astar_serve_wait_seconds{")
            and "quantile" in line]


def fair(args, big_queries):
    with tempfile.TemporaryDirectory() as scratch:
        small_map = os.path.join(scratch, "small.map")
        subprocess.run([args.cli, "convert", args.small, small_map], check=True,
                       stdout=subprocess.DEVNULL)
        small_queries = random_pairs(open_cells(small_map), 1000, 5)
    process = subprocess.Popen(
        [args.cli, "serve", "--map", "small=" + args.small, "--map",
         "big=" + args.map, "--listen", "127.0.0.1:0", "--threads",
         str(args.threads)], stdout=subprocess.PIPE, text=True)
    port = int(process.stdout.readline().rsplit(":", 1)[1].strip())
    small_clients = args.small_clients or args.clients
    small = ("small", "small", small_queries, small_clients, args.small_rate)
    big = ("big", "big", big_queries, args.clients, 0)
    try:
        for name, loads in (("small alone", [small]), ("both", [small, big]),
                            ("big alone", [big])):
            results = fair_phase(port, loads, args.seconds)
            print(f"-- {name}: {small_clients} clients on the small map, "
                  f"{args.clients} on the big, {args.seconds:g} s, "
                  f"load {os.getloadavg()[0]:.2f}")
            for kind in {k for k, _, _ in results}:
                report(kind, [("query", t, e) for k, t, e in results
                              if k == kind], args.seconds, ("query",))
        for line in queue_figures(port):
            print(line)
    finally:
        process.terminate()
        process.wait()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("map")
    parser.add_argument("scen")
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--algos", default="astar,subgoal")
    parser.add_argument("--small", help="a second, small map: measure "
                        "fairness between the two instead")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--small-rate", type=float, default=0,
                        help="queries a second each small-map client "
                        "sends (0: as fast as answered)")
    parser.add_argument("--small-clients", type=int, default=0,
                        help="clients on the small map (0: --clients)")
    args = parser.parse_args()
    queries = problems(args.scen)
    random.Random(3).shuffle(queries)
    if args.small:
        fair(args, queries)
        return
    cells = open_cells(args.map)
    for algo in args.algos.split(","):
        run(args.cli, args.map, queries, cells, algo, args)


if __name__ == "__main__":
    main()
