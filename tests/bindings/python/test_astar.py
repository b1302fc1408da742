"""The Python binding (core/bindings/python/astar.py) against astar-cli.

Run by CTest with ASTAR_LIBRARY, PYTHONPATH, ASTAR_CLI, ASTAR_BENCHMARKS and
ASTAR_DEMO_MAP set (tests/bindings/CMakeLists.txt). A missing variable or
tool is a failure, never a skip.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

import astar


def env(name):
    value = os.environ.get(name)
    if not value:
        raise SystemExit("test_astar.py: the environment variable %s is not set" % name)
    return value


CLI = env("ASTAR_CLI")
BENCHMARKS = env("ASTAR_BENCHMARKS")
DEMO_MAP = env("ASTAR_DEMO_MAP")
ARENA = os.path.join(BENCHMARKS, "arena.map")


def cli_path(map_path, start, goal, *options):
    """astar-cli path --json for the same query."""
    run = subprocess.run(
        [CLI, "path", map_path, "--from", "%d,%d" % start, "--to", "%d,%d" % goal,
         "--json"] + list(options), capture_output=True, text=True, check=False)
    if run.returncode not in (0, 1):
        raise AssertionError("astar-cli failed: %s" % run.stderr)
    return json.loads(run.stdout)


def scenario_problems(path, every):
    """(start, goal, optimal length) of every `every`-th line of a .scen."""
    with open(path) as lines:
        rows = [line.split("\t") for line in lines if "\t" in line]
    return [((int(r[4]), int(r[5])), (int(r[6]), int(r[7])), float(r[8]))
            for r in rows[::every]]


class MovingAiTest(unittest.TestCase):
    def test_scenarios_match_the_cli_and_the_optimum(self):
        grid = astar.load_map(ARENA)
        self.assertEqual((grid.width, grid.height), (49, 49))
        search = astar.Search()
        for start, goal, optimal in scenario_problems(ARENA + ".scen", 16):
            path = search.find(grid, start, goal)
            expected = cli_path(ARENA, start, goal)
            self.assertIsNotNone(path, (start, goal))
            self.assertEqual(path.cost, expected["cost"])
            self.assertEqual(path.expanded, expected["expanded"])
            self.assertEqual([list(c) for c in path.cells], expected["path"])
            self.assertAlmostEqual(path.cost, optimal, delta=1e-4)

    def test_jump_point_search_matches_the_cli_and_the_optimum(self):
        grid = astar.load_map(ARENA)
        search = astar.Search(algo="jps")
        for start, goal, optimal in scenario_problems(ARENA + ".scen", 8):
            path = search.find(grid, start, goal)
            expected = cli_path(ARENA, start, goal, "--algo", "jps")
            self.assertEqual(path.cost, expected["cost"])
            self.assertEqual(path.expanded, expected["expanded"])
            self.assertEqual([list(c) for c in path.cells], expected["path"])
            self.assertAlmostEqual(path.cost, optimal, delta=1e-4)

    def test_jump_point_search_refuses_terrain(self):
        grid = astar.load_map(DEMO_MAP)  # terrain of weights 2 to 10
        with self.assertRaisesRegex(ValueError, "terrain"):
            astar.find_path(grid, (1, 1), (62, 38), algorithm="jps")

    def test_every_option_matches_the_cli(self):
        grid = astar.load_map(DEMO_MAP)
        cases = [
            ({"connectivity": 4, "costs": "10-14"},
             ["--connectivity", "4", "--costs", "10-14"]),
            ({"corners": "always", "heuristic": "euclidean"},
             ["--corners", "always", "--heuristic", "euclidean"]),
            ({"algorithm": "dijkstra", "tie_break": "fifo"},
             ["--algo", "dijkstra", "--tie-break", "fifo"]),
            ({"algorithm": "greedy", "corners": "no-squeeze"},
             ["--algo", "greedy", "--corners", "no-squeeze"]),
            ({"algorithm": "bfs"}, ["--algo", "bfs"]),
            ({"weight": 1.5}, ["--weight", "1.5"]),
            ({"algorithm": "weighted"}, ["--algo", "weighted"]),
            ({"algorithm": "weighted", "weight": 3}, ["--algo", "weighted", "--weight", "3"]),
        ]
        for kwargs, flags in cases:
            with self.subTest(kwargs=kwargs):
                path = astar.find_path(grid, (1, 1), (62, 38), **kwargs)
                expected = cli_path(DEMO_MAP, (1, 1), (62, 38), *flags)
                self.assertEqual(path.cost, expected["cost"])
                self.assertEqual(path.expanded, expected["expanded"])

    def test_units_match_the_cli(self):
        demo = astar.load_map(DEMO_MAP)
        arena = astar.load_map(ARENA)
        cases = [
            (demo, DEMO_MAP, (1, 1), (58, 35), {"size": 2}, ["--size", "2"]),
            (demo, DEMO_MAP, (1, 1), (58, 35), {"size": 2, "terrain": "10=1,3=wall"},
             ["--size", "2", "--terrain", "10=1,3=wall"]),
            (demo, DEMO_MAP, (1, 1), (58, 35), {"terrain": "5=2,2=9"},
             ["--terrain", "5=2,2=9"]),
            (arena, ARENA, (1, 11), (35, 42), {"size": 3}, ["--size", "3"]),
            (arena, ARENA, (1, 11), (35, 42), {"size": 3, "algorithm": "jps"},
             ["--size", "3", "--algo", "jps"]),
        ]
        for grid, map_path, start, goal, kwargs, flags in cases:
            with self.subTest(kwargs=kwargs):
                path = astar.find_path(grid, start, goal, **kwargs)
                expected = cli_path(map_path, start, goal, *flags)
                self.assertTrue(expected["found"])
                self.assertEqual(path.cost, expected["cost"])
                self.assertEqual(path.expanded, expected["expanded"])
                self.assertEqual([list(c) for c in path.cells], expected["path"])
        # The same through the Search class, reused for two units.
        search = astar.Search(size=3)
        self.assertEqual(search.find(arena, (1, 11), (35, 42)).cost,
                         cli_path(ARENA, (1, 11), (35, 42), "--size", "3")["cost"])
        search.set("size", 2)
        self.assertEqual(search.find(arena, (1, 11), (35, 42)).cost,
                         cli_path(ARENA, (1, 11), (35, 42), "--size", "2")["cost"])

    def test_a_grid_from_bytes_is_the_loaded_map(self):
        loaded = astar.load_map(DEMO_MAP)
        grid = astar.Grid(loaded.width, loaded.height, loaded.cells())
        self.assertEqual(grid.cells(), loaded.cells())
        path = astar.find_path(grid, (1, 1), (62, 38))
        self.assertEqual(path.cost, cli_path(DEMO_MAP, (1, 1), (62, 38))["cost"])

    def test_no_path_is_none(self):
        grid = astar.Grid(3, 1, bytes([255, 0, 255]))
        self.assertIsNone(astar.find_path(grid, (0, 0), (2, 0)))
        self.assertEqual(astar.find_path(grid, (0, 0), (0, 0)).cells, [(0, 0)])


class LiveMapTest(unittest.TestCase):
    def test_finds_after_set_cell_never_cross_the_new_wall(self):
        for options in ({"algo": "jps"}, {"algo": "astar"}, {"algo": "theta"},
                        {"size": 2}):
            with self.subTest(options=options):
                grid = astar.load_map(ARENA)
                search = astar.Search(**options)
                before = search.find(grid, (1, 11), (35, 42))
                # Wall up the middle of the grid path, and its neighbours.
                middle = astar.find_path(grid, (1, 11), (35, 42), size=options.get("size", 1))
                mx, my = middle.cells[len(middle.cells) // 2]
                walls = [(mx + dx, my + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
                for x, y in walls:
                    grid.set_cell(x, y, 0)
                self.assertEqual(grid[mx, my], 0)
                after = search.find(grid, (1, 11), (35, 42))
                self.assertIsNotNone(after)
                self.assertGreaterEqual(after.cost, before.cost)
                for cell in after.cells:
                    self.assertNotIn(cell, walls)
                # The same as a search on a grid made from the changed cells.
                fresh = astar.Grid(grid.width, grid.height, grid.cells())
                self.assertEqual(after.cost,
                                 astar.Search(**options).find(fresh, (1, 11), (35, 42)).cost)
                grid[mx, my] = 255
                self.assertEqual(grid.get_cell(mx, my), 255)

    def test_bad_cells(self):
        grid = astar.Grid(2, 2, bytes(4))
        with self.assertRaisesRegex(ValueError, r"cell \(2,0\) is outside the 2x2 map"):
            grid.set_cell(2, 0, 255)
        with self.assertRaisesRegex(ValueError, r"cell \(0,-1\) is outside"):
            grid.get_cell(0, -1)
        with self.assertRaisesRegex(ValueError, "value 256 is outside 0..255"):
            grid[0, 0] = 256
        with self.assertRaisesRegex(ValueError, "must be a pair"):
            grid[0] = 1


class BadInputTest(unittest.TestCase):
    def expect_value_error(self, mention, function, *args, **kwargs):
        with self.assertRaises(ValueError) as caught:
            function(*args, **kwargs)
        self.assertIn(mention, str(caught.exception))

    def test_bad_grids(self):
        self.expect_value_error("a 3x2 grid needs 6 cell bytes, got 5",
                                astar.Grid, 3, 2, bytes(5))
        self.expect_value_error("grid size 0x1", astar.Grid, 0, 1, b"")
        self.expect_value_error("cells_bytes must be bytes", astar.Grid, 1, 1, [255])
        self.expect_value_error("width must be a whole number", astar.Grid, 1.5, 1, b"\xff")
        self.expect_value_error("out of range", astar.Grid, 2**40, 1, b"\xff")

    def test_bad_files(self):
        with self.assertRaises(OSError) as caught:
            astar.load_map("/nonexistent/level.map")
        self.assertIn("/nonexistent/level.map", str(caught.exception))
        with tempfile.TemporaryDirectory() as folder:
            bad = os.path.join(folder, "bad.map")
            with open(bad, "w") as out:
                out.write("type octile\nheight 2\nwidth 2\nmap\n..\n")
            self.expect_value_error("bad.map", astar.load_map, bad)

    def test_bad_queries(self):
        grid = astar.Grid(2, 2, bytes([255, 0, 255, 255]))
        self.expect_value_error("goal (5,0) is outside the 2x2 map",
                                astar.find_path, grid, (0, 0), (5, 0))
        self.expect_value_error("start (1,0) is on a wall",
                                astar.find_path, grid, (1, 0), (0, 1))
        self.expect_value_error("start must be a pair", astar.find_path, grid, 3, (0, 1))
        self.expect_value_error("grid must be an astar.Grid",
                                astar.find_path, None, (0, 0), (0, 1))
        self.expect_value_error("--algo 'fast': expected one of astar",
                                astar.find_path, grid, (0, 0), (0, 1), algorithm="fast")
        self.expect_value_error("--connectivity '6'",
                                astar.find_path, grid, (0, 0), (0, 1), connectivity=6)
        self.expect_value_error("--weight '0.5'",
                                astar.find_path, grid, (0, 0), (0, 1), weight=0.5)
        self.expect_value_error("--weight applies only to --algo weighted",
                                astar.find_path, grid, (0, 0), (0, 1),
                                algorithm="dijkstra", weight=2)
        self.expect_value_error("'speed' is not a search option", astar.Search, speed=1)

    def test_bad_units(self):
        # A 3x3 room whose bottom-right corner is a wall.
        grid = astar.Grid(3, 3, bytes([255] * 8 + [0]))
        self.expect_value_error("start: a unit of size 2 does not fit at (1,1): (2,2) is a wall",
                                astar.find_path, grid, (1, 1), (0, 0), size=2)
        self.expect_value_error("--size '33'",
                                astar.find_path, grid, (0, 0), (1, 0), size=33)
        self.expect_value_error("--terrain",
                                astar.find_path, grid, (0, 0), (1, 0), terrain="10=lava")
        self.assertEqual(astar.find_path(grid, (0, 0), (1, 0), size=2).cost, 1.0)


class LibraryLookupTest(unittest.TestCase):
    def test_the_library_beside_the_module_is_found(self):
        with tempfile.TemporaryDirectory() as folder:
            shutil.copy(astar.__file__, folder)
            os.symlink(os.environ["ASTAR_LIBRARY"], os.path.join(folder, "libastar.so"))
            child_env = {k: v for k, v in os.environ.items()
                         if k not in ("ASTAR_LIBRARY", "PYTHONPATH")}
            run = subprocess.run(
                [sys.executable, "-c",
                 "import astar; print(astar.find_path(astar.Grid(2, 1, b'\\xff\\xff'),"
                 " (0, 0), (1, 0)).cost)"],
                cwd=folder, env=child_env, capture_output=True, text=True, check=False)
            self.assertEqual(run.returncode, 0, run.stderr)
            self.assertEqual(run.stdout.strip(), "1.0")

    def test_a_wrong_library_path_says_so(self):
        child_env = dict(os.environ, ASTAR_LIBRARY="/nonexistent/libastar.so")
        run = subprocess.run([sys.executable, "-c", "import astar"], env=child_env,
                             capture_output=True, text=True, check=False)
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("cannot load the C library '/nonexistent/libastar.so'", run.stderr)


if __name__ == "__main__":
    unittest.main(verbosity=2)
