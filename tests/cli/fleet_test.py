#!/usr/bin/env python3
"""A fleet of `astar-cli serve` replicas sharing their map changes through
a Redis stream, tested end to end on loopback (CONTRIBUTING.md; MANUAL.md,
"A fleet").

  fleet_test.py CLI SOURCE_DIR end-to-end   Debian's redis-server and
      haproxy with the manual's configuration, three replicas behind
      haproxy, writers and readers through it, one replica SIGKILLed and
      restarted mid-run; then every replica answers every query as a
      single serve without a stream that replayed the stream's entries.
  fleet_test.py CLI SOURCE_DIR errors       a bad URL, Redis unreachable at
      start, Redis stopped and started under a running replica: clear
      errors, no hang, and the replica carries on.

Every process it starts gets a process group of its own, and every group is
killed on the way out (finally, atexit, SIGTERM/SIGINT/SIGHUP), whether the
test passed or not. Every file it writes is in one temporary folder,
removed at the end.
"""

import atexit
import http.client
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

STREAM = "astar-fleet"
# The ports of the manual's configuration, replaced by free ones.
MANUAL_REDIS_PORT = 6379
MANUAL_FRONT_PORT = 8080
MANUAL_REPLICA_PORTS = [8081, 8082, 8083]


class Processes:
    """What the test started, each in its own process group."""

    def __init__(self):
        self.started = []

    def start(self, args, cwd, log_name):
        log = open(os.path.join(cwd, log_name), "ab")
        proc = subprocess.Popen(args, cwd=cwd, stdout=log,
                                stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL,
                                start_new_session=True)
        log.close()
        self.started.append(proc)
        return proc

    def kill(self, proc):
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        proc.wait()

    def stop_all(self):
        for proc in self.started:
            self.kill(proc)
        self.started = []


PROCESSES = Processes()
TEMP = {"dir": None}


def clean_up():
    PROCESSES.stop_all()
    if TEMP["dir"]:
        shutil.rmtree(TEMP["dir"], ignore_errors=True)
        TEMP["dir"] = None


def on_signal(number, _frame):
    clean_up()
    sys.exit(128 + number)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def manual_file(source, name):
    """The fenced block of app/cli/MANUAL.md that starts '# file: NAME'."""
    text = open(os.path.join(source, "app/cli/MANUAL.md"),
                encoding="utf-8").read()
    found = re.search(r"```[a-z]*\n# file: " + re.escape(name) +
                      r"\n(.*?)```", text, re.S)
    if not found:
        raise AssertionError(f"app/cli/MANUAL.md has no '# file: {name}'")
    return found.group(1)


def wait_port(port, proc, what, seconds=15):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"{what} exited with {proc.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    raise AssertionError(f"{what} did not listen on port {port}")


# --- Redis, spoken directly, to read the stream for the oracle ---------

def resp_command(port, *args):
    out = b"*%d\r\n" % len(args)
    for a in args:
        a = a.encode() if isinstance(a, str) else a
        out += b"$%d\r\n%s\r\n" % (len(a), a)
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(out)
        reader = s.makefile("rb")
        return resp_read(reader)


def resp_read(reader):
    head = reader.readline().rstrip(b"\r\n")
    kind, rest = head[:1], head[1:]
    if kind in (b"+", b"-"):
        return rest.decode()
    if kind == b":":
        return int(rest)
    if kind == b"$":
        n = int(rest)
        if n < 0:
            return None
        data = reader.read(n + 2)[:-2]
        return data.decode()
    if kind == b"*":
        n = int(rest)
        return None if n < 0 else [resp_read(reader) for _ in range(n)]
    raise AssertionError(f"not a Redis reply: {head!r}")


def stream_entries(redis_port):
    """Every entry of the stream: (seq, line)."""
    entries = []
    for entry_id, fields in resp_command(redis_port, "XRANGE", STREAM,
                                         "-", "+"):
        values = dict(zip(fields[::2], fields[1::2]))
        assert entry_id.startswith("0-"), entry_id
        entries.append((int(entry_id[2:]), values["line"]))
    return entries


# --- HTTP -----------------------------------------------------------

def post(port, lines, timeout=30):
    body = ("\n".join(lines) + "\n").encode()
    request = urllib.request.Request(f"http://127.0.0.1:{port}/query",
                                     data=body, method="POST")
    with urllib.request.urlopen(request, timeout=timeout) as answer:
        return answer.read().decode().splitlines()


def get(port, path):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}",
                                timeout=10) as answer:
        return answer.read().decode()


def metric(port, name):
    for line in get(port, "/metrics").splitlines():
        if line.startswith(name + " "):
            return int(line.split()[1])
    raise AssertionError(f"/metrics of :{port} has no {name}")


# --- The fleet --------------------------------------------------------

class Fleet:
    """Redis, haproxy and the replicas, as the manual sets them up, on free
    ports in `work`."""

    def __init__(self, cli, source, work, replicas=3):
        self.cli, self.source, self.work = cli, source, work
        self.redis_port = free_port()
        self.front = free_port()
        self.ports = [free_port() for _ in range(replicas)]
        self.replicas = [None] * replicas
        self.redis = None
        shutil.copy(os.path.join(source, "assets/demo.png"),
                    os.path.join(work, "town.png"))
        self.write_configs()

    def write_configs(self):
        redis = manual_file(self.source, "redis-fleet.conf")
        redis = re.sub(rf"\b{MANUAL_REDIS_PORT}\b", str(self.redis_port), redis)
        haproxy = manual_file(self.source, "haproxy-fleet.cfg")
        # The manual's backend lists three replicas; a smaller fleet drops
        # the servers it does not start.
        haproxy = "\n".join(
            line for line in haproxy.splitlines()
            if not any(re.search(rf":{p}\b", line)
                       for p in MANUAL_REPLICA_PORTS[len(self.ports):]))
        haproxy = re.sub(rf"\b{MANUAL_FRONT_PORT}\b", str(self.front), haproxy)
        for manual, port in zip(MANUAL_REPLICA_PORTS, self.ports):
            haproxy = re.sub(rf"\b{manual}\b", str(port), haproxy)
        for name, text in (("redis-fleet.conf", redis),
                           ("haproxy-fleet.cfg", haproxy + "\n")):
            with open(os.path.join(self.work, name), "w") as f:
                f.write(text)

    def start_redis(self):
        self.redis = PROCESSES.start(["redis-server", "redis-fleet.conf"],
                                     self.work, "redis.log")
        wait_port(self.redis_port, self.redis, "redis-server")

    def start_haproxy(self):
        proxy = PROCESSES.start(["haproxy", "-db", "-f", "haproxy-fleet.cfg"],
                                self.work, "haproxy.log")
        wait_port(self.front, proxy, "haproxy")

    def url(self):
        return f"redis://127.0.0.1:{self.redis_port}/{STREAM}"

    def start_replica(self, i):
        self.replicas[i] = PROCESSES.start(
            [self.cli, "serve", "--map", "town=town.png", "--threads", "1",
             "--listen", f"127.0.0.1:{self.ports[i]}",
             "--updates", self.url()], self.work, f"replica{i}.log")
        wait_port(self.ports[i], self.replicas[i], f"replica {i}")

    def log(self, name):
        with open(os.path.join(self.work, name), errors="replace") as f:
            return f.read()


# --- The load: writers, a read-your-writes probe, readers ---------------

WIDTH, HEIGHT = 64, 40
PROBE, PROBE_NEXT = (1, 38), (2, 38)  # the random changes stay above row 36
CHANGE_ROWS = 36


def random_change(rng, tag):
    r = rng.random()
    value = rng.choice([0, 0, 255, 255, 128, 200])
    if r < 0.5:
        cells = [[rng.randrange(WIDTH), rng.randrange(CHANGE_ROWS),
                  rng.choice([0, 255, 128])] for _ in range(rng.randint(1, 4))]
        return json.dumps({"map": "town", "set": cells, "id": tag})
    x, y = rng.randrange(WIDTH - 6), rng.randrange(CHANGE_ROWS - 6)
    return json.dumps({"map": "town", "id": tag, "fill": [
        x, y, x + rng.randint(0, 5), y + rng.randint(0, 5), value]})


def random_query(rng, extra=None):
    line = {"map": "town", "output": "path",
            "from": [rng.randrange(WIDTH), rng.randrange(HEIGHT)],
            "to": [rng.randrange(WIDTH), rng.randrange(HEIGHT)]}
    line.update(extra or {})
    return json.dumps(line)


class Load:
    def __init__(self, front):
        self.front = front
        self.stop = threading.Event()
        # Reloads only early on: a reload puts the whole map back, so the
        # changes after the last one are what the replicas are compared on.
        self.reloading = threading.Event()
        self.reloading.set()
        self.lock = threading.Lock()
        self.failures = []
        self.written = {}  # seq -> the writer's answer without "seq"
        self.latest = 0    # the highest seq a writer was answered with
        self.counts = {"writes": 0, "unsent": 0, "probes": 0, "reads": 0}

    def fail(self, message):
        with self.lock:
            self.failures.append(message)

    def count(self, what):
        with self.lock:
            self.counts[what] += 1

    def send(self, lines):
        """The answers, or None when haproxy or a dying replica refused."""
        try:
            return post(self.front, lines)
        except (urllib.error.URLError, http.client.HTTPException, OSError):
            # A replica killed while it answered: the request may or may
            # not have reached the stream; the oracle replays the stream.
            self.count("unsent")
            return None

    def record_writes(self, answers):
        for text in answers:
            answer = json.loads(text)
            if "seq" not in answer:
                self.fail(f"a change answered without a seq: {text}")
                continue
            seq = answer.pop("seq")
            with self.lock:
                self.written[seq] = answer
                self.latest = max(self.latest, seq)
                self.counts["writes"] += 1

    def writer(self, k):
        rng = random.Random(k)
        n = 0
        while not self.stop.is_set():
            lines = []
            for _ in range(rng.randint(1, 3)):
                n += 1
                lines.append(random_change(rng, f"w{k}-{n}"))
            answers = self.send(lines)
            if answers is not None:
                self.record_writes(answers)

    def probe(self):
        """Read-your-writes through the balancer: the probe cell shut or
        opened, then a query from its neighbour with "min_seq", which the
        balancer sends to any replica."""
        shut = False
        rounds = 0
        while not self.stop.is_set():
            rounds += 1
            shut = rounds % 2 == 1
            # The reloads come from here, between probes: a reload opens
            # the probe cell again, as the file has it.
            changes = [json.dumps({"reload": "town", "id": f"r{rounds}"})] \
                if rounds % 8 == 0 and self.reloading.is_set() else []
            changes.append(json.dumps(
                {"map": "town", "set": [[*PROBE, 0 if shut else 255]]}))
            answers = self.send(changes)
            if answers is None:
                continue
            self.record_writes(answers)
            seq = json.loads(answers[-1]).get("seq")
            query = json.dumps({"map": "town", "from": list(PROBE_NEXT),
                                "to": list(PROBE), "output": "cost",
                                "min_seq": seq})
            got = self.send([query])
            if got is None:
                continue
            answer = json.loads(got[0])
            if (shut and "on a wall" not in answer.get("error", "")) or \
                    (not shut and answer.get("found") is not True):
                self.fail(f"read-your-writes: after seq {seq} (probe "
                          f"{'shut' if shut else 'open'}) got {got[0]}")
            self.count("probes")

    def reader(self, k):
        rng = random.Random(1000 + k)
        while not self.stop.is_set():
            with self.lock:
                latest = self.latest
            got = self.send([random_query(rng, {"min_seq": latest})
                             for _ in range(4)])
            if got is None:
                continue
            for text in got:
                answer = json.loads(text)
                if "found" not in answer and \
                        "on a wall" not in answer.get("error", ""):
                    self.fail(f"a query answered with an error: {text}")
            self.count("reads")

    def guarded(self, work, *args):
        """`work` on a thread; what it raises fails the test."""
        def run():
            try:
                work(*args)
            except Exception as error:  # noqa: BLE001, reported as a failure
                self.fail(f"{work.__name__}: {error!r}")
        return threading.Thread(target=run, daemon=True)

    def run(self, during):
        threads = [self.guarded(self.writer, k) for k in range(2)]
        threads += [self.guarded(self.reader, k) for k in range(2)]
        threads.append(self.guarded(self.probe))
        for t in threads:
            t.start()
        try:
            during()
        finally:
            self.stop.set()
            for t in threads:
                t.join()


def wait_until(check, seconds, what):
    deadline = time.time() + seconds
    while True:
        try:
            if check():
                return
        except (urllib.error.URLError, ConnectionError, OSError):
            pass
        if time.time() > deadline:
            raise AssertionError(f"not within {seconds} s: {what}")
        time.sleep(0.1)


def start_oracle(cli, work):
    """A single serve with no stream, on the same map file."""
    port = free_port()
    proc = PROCESSES.start([cli, "serve", "--map", "town=town.png",
                            "--threads", "1", "--listen",
                            f"127.0.0.1:{port}"], work, "oracle.log")
    wait_port(port, proc, "the oracle")
    return port


def check_replicas_match_oracle(cli, fleet, load):
    entries = stream_entries(fleet.redis_port)
    seqs = [seq for seq, _ in entries]
    assert seqs == list(range(1, len(seqs) + 1)), "the stream has gaps"
    head = seqs[-1]
    for port in fleet.ports:
        wait_until(lambda: metric(port, "astar_serve_stream_applied") == head
                   and metric(port, "astar_serve_stream_lag") == 0, 10,
                   f"replica :{port} applies all {head} entries")
    oracle = start_oracle(cli, fleet.work)
    replayed = post(oracle, [line for _, line in entries], timeout=60)
    for (seq, line), answer in zip(entries, replayed):
        if seq in load.written and load.written[seq] != json.loads(answer):
            raise AssertionError(f"entry {seq} {line}: the writer got "
                                 f"{load.written[seq]}, the oracle {answer}")
    rng = random.Random(7)
    queries = [random_query(rng) for _ in range(300)]
    expected = post(oracle, queries)
    found = sum('"found":true' in a for a in expected)
    assert 30 < found < 300, f"{found} of 300 queries found a path"
    oracle_maps = json.loads(get(oracle, "/maps"))
    for port in fleet.ports:
        got = post(port, queries)
        for query, want, have in zip(queries, expected, got):
            if want != have:
                raise AssertionError(f"replica :{port} answers {query}\n"
                                     f"  with {have}\n  the oracle {want}")
        maps = json.loads(get(port, "/maps"))
        assert maps == oracle_maps, (
            f"replica :{port} applied changes {maps}, the oracle {oracle_maps}")
    return head, found


def end_to_end(cli, source, work):
    fleet = Fleet(cli, source, work)
    fleet.start_redis()
    for i in range(len(fleet.ports)):
        fleet.start_replica(i)
    fleet.start_haproxy()
    wait_until(lambda: get(fleet.front, "/health") == "ok\n", 10,
               "haproxy passes requests on")
    started = time.time()
    load = Load(fleet.front)

    def kill_and_restart():
        time.sleep(1.5)
        load.reloading.clear()
        time.sleep(1)
        PROCESSES.kill(fleet.replicas[1])  # SIGKILL, in the middle of writes
        time.sleep(1.5)
        fleet.start_replica(1)
        time.sleep(2.5)

    load.run(kill_and_restart)
    if load.failures:
        raise AssertionError(f"{len(load.failures)} failures, the first: " +
                             "\n".join(load.failures[:5]))
    counts = load.counts
    assert counts["writes"] > 50 and counts["probes"] > 20 and \
        counts["reads"] > 20, f"too little load: {counts}"
    caught_up = re.findall(r"\((\d+) applied\)", fleet.log("replica1.log"))
    assert len(caught_up) == 2 and int(caught_up[1]) > 0, (
        "the restarted replica did not replay the stream: " + str(caught_up))
    head, found = check_replicas_match_oracle(cli, fleet, load)
    print(f"{head} stream entries ({counts['writes']} answered, "
          f"{counts['unsent']} requests refused during the restart), "
          f"{counts['probes']} read-your-writes probes, {counts['reads']} "
          f"read requests in {time.time() - started:.1f} s; the restarted "
          f"replica replayed {caught_up[1]} before it listened; 3 replicas "
          f"and the oracle agree on 300 queries ({found} found)")


def refused_at_start(cli, work, url, expected):
    """serve with this --updates exits at once with an error naming it."""
    started = time.time()
    run = subprocess.run([cli, "serve", "--map", "town=town.png",
                          "--listen", "127.0.0.1:0", "--updates", url],
                         cwd=work, capture_output=True, text=True, timeout=20,
                         start_new_session=True)
    took = time.time() - started
    assert run.returncode != 0, f"{url}: serve started: {run.stdout}"
    assert expected in run.stderr and url in run.stderr, (
        f"{url}: expected '{expected}' in: {run.stderr}")
    assert took < 5, f"{url}: refused after {took:.1f} s"
    return run.stderr.strip()


def errors(cli, source, work):
    fleet = Fleet(cli, source, work, replicas=1)
    for url, expected in (
            ("http://127.0.0.1:6379/s", "not a redis:// URL"),
            ("redis://127.0.0.1:6379", "no stream named"),
            ("redis://127.0.0.1:70000/s", "the port must be 1..65535"),
            (fleet.url(), "cannot connect to 127.0.0.1")):
        print(refused_at_start(cli, work, url, expected))
    alone = start_oracle(cli, work)  # no --updates: no sequence to wait for
    refused = json.loads(
        post(alone, ['{"from":[2,2],"to":[5,5],"min_seq":1}'])[0])
    assert '"min_seq" needs serve --updates' in refused["error"], refused
    fleet.start_redis()
    fleet.start_replica(0)
    port = fleet.ports[0]
    first = json.loads(post(port, ['{"set":[[1,1,0]],"id":1}'])[0])
    assert first == {"id": 1, "updated": 1, "seq": 1}, first
    PROCESSES.kill(fleet.redis)
    started = time.time()
    down = json.loads(post(port, ['{"set":[[1,1,255]],"id":2}'])[0])
    assert "written to the update stream" in down.get("error", ""), down
    assert time.time() - started < 8, "a write waited for Redis"
    wait_until(lambda: metric(port, "astar_serve_stream_connected") == 0, 5,
               "/metrics says the stream is down")
    assert get(port, "/health") == "ok\n"
    seen = post(port, ['{"from":[2,2],"to":[5,5],"output":"cost","min_seq":1}',
                       '{"from":[2,2],"to":[5,5],"output":"cost","min_seq":2}'])
    assert '"found":true' in seen[0], seen
    assert "update 2 not applied here within 5000 ms" in seen[1], seen
    print(down["error"], "|", json.loads(seen[1])["error"])
    fleet.start_redis()  # its append-only file kept entry 1
    wait_until(lambda: metric(port, "astar_serve_stream_connected") == 1, 5,
               "the replica reconnects")
    again = json.loads(post(port, ['{"set":[[1,1,255]],"id":3}'])[0])
    assert again == {"id": 3, "updated": 1, "seq": 2}, again
    log = fleet.log("replica0.log")
    assert "trying again" in log and "back" in log, log


def main():
    cli, source, which = sys.argv[1], sys.argv[2], sys.argv[3]
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(number, on_signal)
    atexit.register(clean_up)
    TEMP["dir"] = tempfile.mkdtemp(prefix="astar-fleet-")
    test = {"end-to-end": end_to_end, "errors": errors}[which]
    try:
        test(os.path.abspath(cli), os.path.abspath(source), TEMP["dir"])
    except AssertionError as failure:
        print(f"FAILED: {failure}")
        for name in sorted(os.listdir(TEMP["dir"])):
            if name.endswith(".log"):
                with open(os.path.join(TEMP["dir"], name),
                          errors="replace") as f:
                    print(f"--- {name} (its end)\n{f.read()[-2000:]}")
        return 1
    finally:
        clean_up()
    print("passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
