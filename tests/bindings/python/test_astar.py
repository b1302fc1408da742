"""The Python binding (core/bindings/python/astar_studio) against astar-cli.

Run by CTest with ASTAR_LIBRARY, PYTHONPATH, ASTAR_CLI, ASTAR_BENCHMARKS,
ASTAR_DEMO_MAP and ASTAR_EXPECTED_VERSION set (tests/bindings/CMakeLists.txt). A missing variable or
tool is a failure, never a skip.
"""

import array
import gc
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

import astar_studio as astar


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

    def test_bidirectional_searches_match_the_cli_and_the_optimum(self):
        grid = astar.load_map(ARENA)
        for algo in ("bi-astar", "bi-dijkstra"):
            search = astar.Search(algo=algo)
            for start, goal, optimal in scenario_problems(ARENA + ".scen", 8):
                path = search.find(grid, start, goal)
                expected = cli_path(ARENA, start, goal, "--algo", algo)
                self.assertEqual(path.cost, expected["cost"])
                self.assertEqual(path.expanded, expected["expanded"])
                self.assertEqual([list(c) for c in path.cells], expected["path"])
                self.assertAlmostEqual(path.cost, optimal, delta=1e-4)

    def test_a_path_with_a_nul_byte_is_refused_not_cut_short(self):
        # C would read "demo.png" and load it under the longer name.
        with self.assertRaisesRegex(ValueError, "NUL"):
            astar.load_map(DEMO_MAP + "\x00.txt")

    def test_jump_point_search_refuses_terrain(self):
        grid = astar.load_map(DEMO_MAP)  # terrain of weights 2 to 10
        with self.assertRaisesRegex(ValueError, "terrain"):
            astar.find_path(grid, (1, 1), (62, 38), algo="jps")

    def test_every_option_matches_the_cli(self):
        grid = astar.load_map(DEMO_MAP)
        cases = [
            ({"connectivity": 4, "costs": "10-14"},
             ["--connectivity", "4", "--costs", "10-14"]),
            ({"corners": "always", "heuristic": "euclidean"},
             ["--corners", "always", "--heuristic", "euclidean"]),
            ({"algo": "dijkstra", "tie_break": "fifo"},
             ["--algo", "dijkstra", "--tie-break", "fifo"]),
            ({"algo": "greedy", "corners": "no-squeeze"},
             ["--algo", "greedy", "--corners", "no-squeeze"]),
            ({"algo": "bfs"}, ["--algo", "bfs"]),
            ({"weight": 1.5}, ["--weight", "1.5"]),
            ({"algo": "weighted"}, ["--algo", "weighted"]),
            ({"algo": "weighted", "weight": 3}, ["--algo", "weighted", "--weight", "3"]),
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
            (arena, ARENA, (1, 11), (35, 42), {"size": 3, "algo": "jps"},
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


def numpy_or_fail():
    """numpy (python3-numpy from app/install-deps): a missing one fails."""
    try:
        import numpy
    except ImportError:
        raise AssertionError("numpy is not installed for %s; run app/install-deps "
                             "(python3-numpy)" % sys.executable) from None
    return numpy


class GridSourcesTest(unittest.TestCase):
    """Grids from any bytes-like object, and from walkable masks."""

    def setUp(self):
        self.loaded = astar.load_map(DEMO_MAP)
        self.size = (self.loaded.width, self.loaded.height)
        self.cells = self.loaded.cells()

    def test_every_bytes_like_object_gives_the_same_grid(self):
        import array
        numpy = numpy_or_fail()
        as_numpy = numpy.frombuffer(self.cells, dtype=numpy.uint8).reshape(
            self.size[1], self.size[0]).copy()
        read_only = as_numpy.copy()
        read_only.flags.writeable = False
        sources = {"bytearray": bytearray(self.cells), "memoryview": memoryview(self.cells),
                   "array": array.array("B", self.cells), "numpy 2-D": as_numpy,
                   "numpy read-only": read_only, "numpy int8": as_numpy.view(numpy.int8)}
        expected = astar.find_path(self.loaded, (1, 1), (62, 38)).cost
        for name, source in sources.items():
            with self.subTest(source=name):
                grid = astar.Grid(self.size[0], self.size[1], source)
                self.assertEqual(grid.cells(), self.cells)
                self.assertEqual(astar.find_path(grid, (1, 1), (62, 38)).cost, expected)

    def test_numpy_cells_are_passed_without_a_python_copy(self):
        numpy = numpy_or_fail()
        cells = numpy.full((2, 3), 255, dtype=numpy.uint8)
        for writeable in (True, False):
            cells.flags.writeable = writeable
            pointer = astar._address(astar._byte_view("cells", cells))
            address = ctypes_address(pointer)
            self.assertEqual(address, cells.__array_interface__["data"][0])

    def test_bad_arrays_name_the_problem(self):
        numpy = numpy_or_fail()
        wide = numpy.full((2, 4), 255, dtype=numpy.int32)
        self.expect_error("4-byte items", astar.Grid, 4, 2, wide)
        strided = numpy.full((4, 4), 255, dtype=numpy.uint8)[:, ::2]
        self.expect_error("not contiguous", astar.Grid, 2, 4, strided)
        self.expect_error("use Grid.from_mask", astar.Grid, 2, 1,
                          numpy.array([True, False]))
        self.expect_error("a 2x2 grid needs 4 cell bytes, got 3",
                          astar.Grid.from_mask, [1, 1, 1], 2, 2)

    def test_a_mask_is_open_where_truthy(self):
        numpy = numpy_or_fail()
        walkable = [0 if c == 0 else 1 for c in self.cells]  # 1 = open, weight 1
        flat_map = bytes(0 if c == 0 else 255 for c in self.cells)
        expected = astar.find_path(astar.Grid(*self.size, flat_map), (1, 1), (62, 38))
        as_bool = numpy.array(walkable, dtype=bool).reshape(self.size[1], self.size[0])
        for name, mask in {"list": walkable, "bytes": bytes(walkable),
                           "numpy bool": as_bool, "numpy uint8": as_bool.astype(numpy.uint8) * 7}.items():
            with self.subTest(mask=name):
                grid = astar.Grid.from_mask(mask, *self.size)
                self.assertEqual(grid.cells(), flat_map)
                self.assertEqual(astar.find_path(grid, (1, 1), (62, 38)).cost, expected.cost)
        # The trap from_mask avoids: the same 0/1 bytes as cells are terrain.
        heavy = astar.find_path(astar.Grid(*self.size, bytes(walkable)), (1, 1), (62, 38))
        self.assertGreater(heavy.cost, 100 * expected.cost)

    def expect_error(self, mention, function, *args):
        with self.assertRaises(ValueError) as caught:
            function(*args)
        self.assertIn(mention, str(caught.exception))


class NumpyTest(unittest.TestCase):
    """Grids from and to 2-D arrays, paths as (N, 2) arrays, bulk updates."""

    def setUp(self):
        self.numpy = numpy_or_fail()
        self.loaded = astar.load_map(DEMO_MAP)

    def test_from_array_takes_the_shape_and_to_array_gives_it_back(self):
        numpy = self.numpy
        cells = self.loaded.to_array()
        self.assertEqual((cells.shape, cells.dtype), ((40, 64), numpy.uint8))
        self.assertEqual(cells.tobytes(), self.loaded.cells())
        self.assertEqual(int(cells[38, 62]), self.loaded.get_cell(62, 38))
        grid = astar.Grid.from_array(cells)
        self.assertEqual((grid.width, grid.height), (64, 40))
        self.assertEqual(astar.find_path(grid, (1, 1), (62, 38)).cost,
                         astar.find_path(self.loaded, (1, 1), (62, 38)).cost)
        cells[1, 2] = 0  # the grid holds its own copy
        self.assertEqual(grid.get_cell(2, 1), self.loaded.get_cell(2, 1))
        # A slice (strided) and its transpose are read as they look.
        strided = astar.Grid.from_array(cells[::2, ::3])
        self.assertEqual(strided.to_array().tolist(), cells[::2, ::3].tolist())
        transposed = astar.Grid.from_array(cells.T)
        self.assertEqual((transposed.width, transposed.height), (40, 64))
        self.assertEqual(transposed.get_cell(38, 62), int(cells[38, 62]))

    def test_wrong_shapes_and_dtypes_are_named(self):
        numpy = self.numpy
        cells = self.loaded.to_array()
        expect = GridSourcesTest.expect_error
        expect(self, "cells must be uint8, got int32",
               astar.Grid.from_array, cells.astype(numpy.int32))
        expect(self, "got bool; use Grid.from_mask",
               astar.Grid.from_array, cells > 0)
        expect(self, "cells must be 2-D, shape (height, width), got shape (2560,)",
               astar.Grid.from_array, cells.ravel())
        expect(self, "got shape (2, 40, 32)",
               astar.Grid.from_array, cells.reshape(2, 40, 32))
        expect(self, "cells must be a 2-D uint8 array, got list",
               astar.Grid.from_array, [[255]])
        # An empty array: a ValueError naming the shape, not memoryview's
        # TypeError about zeros in the shape (issue 54).
        for shape in ((0, 5), (5, 0), (0, 0)):
            expect(self, "cells has shape %s; a grid needs at least one row and "
                   "one column" % (shape,), astar.Grid.from_array,
                   numpy.zeros(shape, numpy.uint8))
        # The trap the issue met: a 64x40 array given as a 40-wide grid.
        expect(self, "cells_bytes has shape (40, 64); a 40x64 grid needs shape "
               "(height, width) = (64, 40)", astar.Grid, 40, 64, cells)

    def test_a_path_as_an_n_by_2_array(self):
        numpy = self.numpy
        path = astar.find_path(self.loaded, (1, 1), (62, 38))
        xy = path.to_array()
        self.assertEqual((xy.shape, xy.dtype), ((len(path.cells), 2), numpy.int32))
        self.assertEqual([tuple(row) for row in xy.tolist()], path.cells)
        out = array.array("i")
        search = astar.Search()
        first = search.find(self.loaded, (1, 1), (62, 38), out=out).to_array()
        search.find(self.loaded, (1, 1), (3, 1), out=out)  # out resized: no view pins it
        self.assertEqual(first.tolist(), xy.tolist())

    def test_set_cells_and_fill_match_cell_by_cell(self):
        numpy = self.numpy
        grid = astar.Grid(5, 4, bytes([255] * 20))
        grid.fill(1, 1, 3, 2, 0)
        grid.set_cells([(2, 1), (4, 3)], [200, 7])
        grid.set_cells(numpy.array([[0, 3], [1, 3]], dtype=numpy.int64), 9)
        grid.set_cells(numpy.array([[3, 0]]), numpy.array([1], dtype=numpy.uint8))
        expected = numpy.full((4, 5), 255, dtype=numpy.uint8)
        expected[1:3, 1:4] = 0
        expected[1, 2], expected[3, 4], expected[3, 0], expected[3, 1] = 200, 7, 9, 9
        expected[0, 3] = 1
        self.assertEqual(grid.to_array().tolist(), expected.tolist())
        before = grid.cells()
        expect = GridSourcesTest.expect_error
        expect(self, "Grid.fill: the rectangle at (3,2) of 3x1 cells is not inside "
               "the 5x4 map", grid.fill, 3, 2, 3, 1, 0)
        expect(self, "Grid.set_cells (entry 1): cell (9,9) is outside the 5x4 map",
               grid.set_cells, [(0, 0), (9, 9)], 0)
        expect(self, "2 points but 3 values", grid.set_cells, [(0, 0), (1, 0)], [0, 0, 0])
        expect(self, "points must be an (N, 2) integer array",
               grid.set_cells, numpy.zeros((2, 3), dtype=numpy.int32), 0)
        expect(self, "out of the int32 range",
               grid.set_cells, numpy.array([[2**40, 0]]), 0)
        expect(self, "value 300 is outside 0..255", grid.fill, 0, 0, 1, 1, 300)
        self.assertEqual(grid.cells(), before)


def ctypes_address(pointer):
    import ctypes
    if isinstance(pointer, ctypes.c_void_p):
        return pointer.value
    return ctypes.addressof(pointer)


class OptionSpellingTest(unittest.TestCase):
    def test_find_path_and_search_take_the_same_names(self):
        grid = astar.load_map(DEMO_MAP)
        options = {"algo": "dijkstra", "tie_break": "fifo", "connectivity": 4,
                   "costs": "10-14", "corners": "always"}
        by_function = astar.find_path(grid, (1, 1), (62, 38), **options)
        by_search = astar.Search(**options).find(grid, (1, 1), (62, 38))
        expected = cli_path(DEMO_MAP, (1, 1), (62, 38), "--algo", "dijkstra",
                            "--tie-break", "fifo", "--connectivity", "4",
                            "--costs", "10-14", "--corners", "always")
        for path in (by_function, by_search):
            self.assertEqual((path.cost, path.expanded),
                             (expected["cost"], expected["expanded"]))

    def test_the_old_algorithm_name_still_works_with_a_warning(self):
        grid = astar.load_map(ARENA)
        with self.assertWarnsRegex(DeprecationWarning, '"algorithm" is now "algo"'):
            old = astar.find_path(grid, (1, 7), (47, 46), algorithm="jps")
        self.assertEqual(old.cost, astar.find_path(grid, (1, 7), (47, 46), algo="jps").cost)
        with self.assertWarns(DeprecationWarning), self.assertRaises(ValueError):
            astar.find_path(grid, (1, 7), (47, 46), algorithm="jps", algo="astar")


DEN = os.path.join(BENCHMARKS, "den011d.map")


class GameFeaturesTest(unittest.TestCase):
    """Post-processing, sliced search, path buffers and PNG bytes."""

    def test_waypoints_and_smoothing_match_the_cli(self):
        grid = astar.load_map(DEN)
        for post in ("waypoints", "smooth"):
            with self.subTest(post=post):
                path = astar.find_path(grid, (8, 123), (221, 4), post=post)
                expected = cli_path(DEN, (8, 123), (221, 4), "--post", post)
                self.assertEqual([list(c) for c in path.waypoints], expected["waypoints"])
                self.assertEqual(path.waypoints_cost, expected["waypoints_cost"])
                self.assertEqual([list(c) for c in path.cells], expected["path"])
        plain = astar.find_path(grid, (8, 123), (221, 4))
        self.assertIsNone(plain.waypoints)
        self.assertIsNone(plain.waypoints_cost)
        with self.assertRaisesRegex(ValueError, "post='curvy': expected one of none"):
            astar.Search(post="curvy")

    def test_a_sliced_search_ends_as_find(self):
        grid = astar.load_map(DEN)
        whole = astar.Search(algo="jps", post="smooth").find(grid, (8, 123), (221, 4))
        search = astar.Search(algo="jps", post="smooth")
        self.assertEqual(search.status, "idle")
        search.start(astar.load_map(DEN), (8, 123), (221, 4))  # kept alive by search
        self.assertEqual(search.status, "running")
        self.assertIsNone(search.result())
        slices, status = 0, "running"
        while status == "running":
            before = search.expanded
            status = search.advance(max_expansions=5)
            self.assertLessEqual(search.expanded - before, 5)
            slices += 1
        self.assertEqual(status, "found")
        self.assertGreaterEqual(slices, whole.expanded // 5)
        path = search.result()
        self.assertEqual((path.cost, path.expanded, path.cells, path.waypoints),
                         (whole.cost, whole.expanded, whole.cells, whole.waypoints))

    def test_a_time_budget_and_misuse(self):
        search = astar.Search()
        with self.assertRaisesRegex(ValueError, "no query is running"):
            search.advance(10)
        search.start(astar.load_map(DEN), (8, 123), (221, 4))
        self.assertEqual(search.advance(10**9, max_seconds=1e-12), "running")
        self.assertEqual(search.expanded, 1)
        with self.assertRaisesRegex(ValueError, "max_expansions 0 is not >= 1"):
            search.advance(0)
        with self.assertRaisesRegex(ValueError, "max_seconds"):
            search.advance(5, max_seconds=-1)
        search.cancel()
        self.assertEqual(search.status, "idle")
        with self.assertRaisesRegex(ValueError, "no query is running"):
            search.advance(10)

    def test_path_buffers_are_reused_and_cost_only_queries(self):
        import array
        grid = astar.load_map(ARENA)
        search = astar.Search(algo="jps")
        out = array.array("i")
        for start, goal, optimal in scenario_problems(ARENA + ".scen", 20):
            path = search.find(grid, start, goal, out=out)
            self.assertIs(path.xy, out)
            expected = cli_path(ARENA, start, goal, "--algo", "jps")
            self.assertEqual(list(out), [v for xy in expected["path"] for v in xy])
            self.assertEqual(search.find_cost(grid, start, goal), expected["cost"])
        walled = astar.Grid(3, 1, bytes([255, 0, 255]))
        self.assertIsNone(search.find_cost(walled, (0, 0), (2, 0)))
        with self.assertRaisesRegex(ValueError, "out must be an array"):
            search.find(grid, (1, 7), (47, 46), out=[])

    def test_a_png_in_memory_is_the_file(self):
        with open(DEMO_MAP, "rb") as f:
            png = f.read()
        loaded = astar.load_map(DEMO_MAP)
        for data in (png, bytearray(png), memoryview(png)):
            self.assertEqual(astar.Grid.from_png(data).cells(), loaded.cells())
        with self.assertRaisesRegex(ValueError, r"image in memory \(19 bytes\): not a PNG"):
            astar.Grid.from_png(b"not an image at all")
        with self.assertRaisesRegex(ValueError, "image in memory"):
            astar.Grid.from_png(png[:len(png) // 2])
class LiveMapTest(unittest.TestCase):
    def test_finds_after_set_cell_never_cross_the_new_wall(self):
        for options in ({"algo": "jps"}, {"algo": "astar"}, {"algo": "theta"},
                        {"algo": "subgoal"}, {"size": 2},
                        {"algo": "subgoal", "size": 2}):
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
        # Python's words: no C function name, no command-line "--flag".
        self.assertNotRegex(str(caught.exception), r"\bastar_(grid|search|cell|world)")
        self.assertNotIn("--", str(caught.exception))

    def test_bad_grids(self):
        self.expect_value_error("a 3x2 grid needs 6 cell bytes, got 5",
                                astar.Grid, 3, 2, bytes(5))
        self.expect_value_error("grid size 0x1", astar.Grid, 0, 1, b"")
        self.expect_value_error("cells_bytes must be a bytes-like object", astar.Grid, 1, 1, [255])
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
        self.expect_value_error("grid must be an astar_studio.Grid",
                                astar.find_path, None, (0, 0), (0, 1))
        self.expect_value_error("algo='fast': expected one of astar",
                                astar.find_path, grid, (0, 0), (0, 1), algo="fast")
        self.expect_value_error("connectivity=6: expected one of 4, 8",
                                astar.find_path, grid, (0, 0), (0, 1), connectivity=6)
        self.expect_value_error("weight=0.5: expected a number",
                                astar.find_path, grid, (0, 0), (0, 1), weight=0.5)
        self.expect_value_error("tie_break='sideways': expected one of",
                                astar.Search, tie_break="sideways")
        self.expect_value_error("post='curvy': expected one of none, waypoints, smooth",
                                astar.Search, post="curvy")
        self.expect_value_error("weight applies only to algo weighted",
                                astar.find_path, grid, (0, 0), (0, 1),
                                algo="dijkstra", weight=2)
        self.expect_value_error("'speed' is not a search option; expected one of algo, "
                                "weight, heuristic, connectivity, corners, costs, "
                                "tie_break, unit_size, terrain, post, origin",
                                astar.Search, speed=1)
        self.expect_value_error("Search.advance: no query is running (start one "
                                "with Search.start)", astar.Search().advance, 5)
        self.expect_value_error("Grid.set_cell: cell (5,0) is outside the 2x2 map",
                                grid.set_cell, 5, 0, 0)

    def test_bad_units(self):
        # A 3x3 room whose bottom-right corner is a wall.
        grid = astar.Grid(3, 3, bytes([255] * 8 + [0]))
        self.expect_value_error("start: a unit of size 2 does not fit at (1,1): (2,2) is a wall",
                                astar.find_path, grid, (1, 1), (0, 0), size=2)
        self.expect_value_error("size=33: expected",
                                astar.find_path, grid, (0, 0), (1, 0), size=33)
        self.expect_value_error("terrain='10=lava': ",
                                astar.find_path, grid, (0, 0), (1, 0), terrain="10=lava")
        self.assertEqual(astar.find_path(grid, (0, 0), (1, 0), size=2).cost, 1.0)


class CoordinatesTest(unittest.TestCase):
    """origin="bottom-left" and the world helpers, against astar-cli."""

    def test_bottom_left_gives_the_same_cost_and_flipped_cells(self):
        grid = astar.load_map(DEMO_MAP)
        height = grid.height
        top = astar.find_path(grid, (1, 1), (62, 38))
        start, goal = (1, height - 2), (62, height - 39)
        expected = cli_path(DEMO_MAP, start, goal, "--origin", "bottom-left")
        for path in (astar.find_path(grid, start, goal, origin="bottom-left"),
                     astar.Search(origin="bottom-left").find(grid, start, goal)):
            self.assertEqual(path.cost, top.cost)
            self.assertEqual(path.cost, expected["cost"])
            self.assertEqual(path.cells, [(x, height - 1 - y) for x, y in top.cells])
            self.assertEqual([list(c) for c in path.cells], expected["path"])
        with self.assertRaisesRegex(ValueError, "origin='up': expected top-left"):
            astar.find_path(grid, start, goal, origin="up")
        with self.assertRaisesRegex(ValueError, r"start \(1,39\) is on a wall "
                                                r"\(origin bottom-left\)"):
            astar.find_path(grid, (1, 39), goal, origin="bottom-left")

    def test_bottom_left_waypoints_are_flipped_as_the_cli_prints_them(self):
        grid = astar.load_map(DEMO_MAP)
        height = grid.height
        top = astar.find_path(grid, (1, 1), (62, 38), post="smooth")
        start, goal = (1, height - 2), (62, height - 39)
        expected = cli_path(DEMO_MAP, start, goal, "--origin", "bottom-left",
                            "--post", "smooth")
        path = astar.find_path(grid, start, goal, origin="bottom-left",
                               post="smooth")
        self.assertEqual(path.waypoints,
                         [(x, height - 1 - y) for x, y in top.waypoints])
        self.assertEqual([list(c) for c in path.waypoints], expected["waypoints"])
        self.assertEqual(path.waypoints_cost, expected["waypoints_cost"])

    def test_world_positions_match_the_cli(self):
        grid = astar.load_map(DEMO_MAP)
        start, goal = (1, grid.height - 2), (62, 1)
        expected = cli_path(DEMO_MAP, start, goal, "--origin", "bottom-left",
                            "--world", "0.3,-1.25,7.1")
        frame = astar.WorldFrame(0.3, -1.25, 7.1)
        path = astar.find_path(grid, start, goal, origin="bottom-left")
        world = [astar.cell_to_world(frame, cell) for cell in path.cells]
        self.assertEqual([list(w) for w in world], expected["world_path"])
        for cell, position in zip(path.cells, world):
            self.assertEqual(position, (-1.25 + (cell[0] + 0.5) * 0.3,
                                        7.1 + (cell[1] + 0.5) * 0.3))
            self.assertEqual(astar.world_to_cell(frame, position), cell)

    def test_world_to_cell_floors_and_checks(self):
        frame = astar.WorldFrame(2, 10, 20)
        self.assertEqual(astar.world_to_cell(frame, (12, 19.999)), (1, -1))
        self.assertEqual(astar.world_to_cell(frame, (11.999, 20)), (0, 0))
        for bad in (0, -1, float("nan"), float("inf")):
            with self.assertRaisesRegex(ValueError, "the cell size"):
                astar.cell_to_world(astar.WorldFrame(bad), (0, 0))
        with self.assertRaisesRegex(ValueError, "must be finite"):
            astar.world_to_cell(frame, (float("inf"), 0))
        with self.assertRaisesRegex(ValueError, "too far"):
            astar.world_to_cell(frame, (1e300, 0))
        with self.assertRaisesRegex(ValueError, "pair of numbers"):
            astar.world_to_cell(frame, "xy")


# 64 x 48: a wall down x = 32 from the top to y = 44 and pillars every 4
# cells above y = 40, so that a query from (4, 4) to (60, 4) detours below
# the wall: over a thousand expansions for A*, some 270 for JPS.
DETOUR_SIZE = (64, 48)
DETOUR_START, DETOUR_GOAL = (4, 4), (60, 4)


def detour_cells():
    width, height = DETOUR_SIZE
    cells = bytearray([255] * (width * height))
    for y in range(2, 40, 4):
        for x in range(2, width, 4):
            cells[y * width + x] = 0
    for y in range(45):
        cells[y * width + 32] = 0
    return cells


def cells_covered(cells_xy, any_angle, size):
    """The cells a path covers, in order, each once: a unit's footprint at
    every path cell; for theta, every cell whose inside one of its
    segments (centre to centre) passes through, sampled finely."""
    covered = []

    def add(cell):
        if cell not in covered:
            covered.append(cell)
    for i, (x, y) in enumerate(cells_xy):
        if not any_angle or i == 0:
            for dy in range(size):
                for dx in range(size):
                    add((x + dx, y + dy))
            continue
        (x0, y0), (x1, y1) = [(px + 0.5, py + 0.5) for px, py in cells_xy[i - 1:i + 1]]
        samples = 200 * (int(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5) + 2)
        for s in range(samples + 1):
            px, py = x0 + (x1 - x0) * s / samples, y0 + (y1 - y0) * s / samples
            fx, fy = px % 1.0, py % 1.0
            if 1e-6 < fx < 1 - 1e-6 and 1e-6 < fy < 1 - 1e-6:  # not a mere graze
                add((int(px), int(py)))
    return covered


def write_moving_ai(cells, width, height, path):
    with open(path, "w") as out:
        out.write("type octile\nheight %d\nwidth %d\nmap\n" % (height, width))
        for y in range(height):
            out.write("".join("." if cells[y * width + x] else "@"
                              for x in range(width)) + "\n")


class MidSearchChangeTest(unittest.TestCase):
    """A cell changed while a sliced search runs: the search starts over
    on the new map, and no path crosses the changed cell."""

    CASES = [({"algo": "astar"}, 2000), ({"algo": "jps"}, 20),
             ({"algo": "theta"}, 2000), ({"algo": "dijkstra"}, 2000),
             ({"algo": "astar", "size": 2}, 2000), ({"algo": "bi-astar"}, 2000)]

    def test_no_path_crosses_a_wall_built_mid_search(self):
        for options, expansions in self.CASES:
            with self.subTest(**options):
                self.check_wall_mid_search(options, expansions)

    def check_wall_mid_search(self, options, expansions):
        theta, size = options["algo"] == "theta", options.get("size", 1)
        cells = detour_cells()
        grid = astar.Grid(*DETOUR_SIZE, cells)
        optimal = astar.Search(**options).find(grid, DETOUR_START, DETOUR_GOAL)
        # The 4th cell of the path (a unit's top-left; for theta, of the
        # cells its first segment crosses).
        wall = cells_covered(optimal.cells, True, 1)[3] if theta else optimal.cells[3]
        sliced = astar.Search(**options)
        sliced.start(grid, DETOUR_START, DETOUR_GOAL)
        self.assertEqual(sliced.advance(min(expansions, optimal.expanded // 2)),
                         "running")
        grid.set_cell(*wall, 0)
        cells[wall[1] * DETOUR_SIZE[0] + wall[0]] = 0
        while sliced.advance(97) == "running":
            pass
        self.assertEqual(sliced.status, "found")
        path = sliced.result()
        crossed = [c for c in cells_covered(path.cells, theta, size) if grid[c] == 0]
        self.assertEqual(crossed, [], "the path crosses the wall at %r" % (wall,))
        self.assertEqual(sliced.restarts, 1)
        fresh = astar.Search(**options).find(grid, DETOUR_START, DETOUR_GOAL)
        self.assertEqual((path.cells, path.cost, path.expanded),
                         (fresh.cells, fresh.cost, fresh.expanded))
        with tempfile.TemporaryDirectory() as folder:
            map_path = os.path.join(folder, "changed.map")
            write_moving_ai(cells, *DETOUR_SIZE, map_path)
            flags = [text for name, value in options.items()
                     for text in ("--" + name, str(value))]
            expected = cli_path(map_path, DETOUR_START, DETOUR_GOAL, *flags)
        self.assertAlmostEqual(path.cost, expected["cost"], places=9)

    def test_same_values_change_nothing_and_a_walled_goal_is_no_path(self):
        grid = astar.Grid(*DETOUR_SIZE, detour_cells())
        search = astar.Search()
        search.start(grid, DETOUR_START, DETOUR_GOAL)
        search.advance(100)
        grid[32, 4] = 0  # a wall already
        self.assertEqual(search.advance(100), "running")
        self.assertEqual((search.restarts, search.expanded), (0, 200))
        grid[DETOUR_GOAL] = 0
        self.assertEqual(search.advance(100), "no_path")
        self.assertEqual((search.restarts, search.result()), (1, None))


class LifetimeTest(unittest.TestCase):
    """Grids and searches closed or collected in any order: never a crash,
    and a closed object says so."""

    def reference(self):
        grid = astar.Grid(*DETOUR_SIZE, detour_cells())
        return astar.Search().find(grid, DETOUR_START, DETOUR_GOAL)

    def test_a_grid_closed_or_dropped_under_a_running_search(self):
        expected = self.reference()
        for drop in ("close", "del"):
            with self.subTest(drop=drop):
                grid = astar.Grid(*DETOUR_SIZE, detour_cells())
                search = astar.Search()
                search.start(grid, DETOUR_START, DETOUR_GOAL)
                search.advance(10)
                if drop == "close":
                    grid.close()
                else:
                    del grid
                    gc.collect()
                self.assertEqual(search.advance(1000000), "found")
                self.assertEqual(search.result().cells, expected.cells)

    def test_every_order_of_closing_cancelling_and_finishing(self):
        steps = {
            "grid": lambda grid, search, spare: grid.close(),
            "search": lambda grid, search, spare: search.close(),
            "cancel": lambda grid, search, spare: search.cancel(),
            "restart": lambda grid, search, spare: search.start(
                spare, DETOUR_START, DETOUR_GOAL),
            "finish": lambda grid, search, spare: search.advance(1000000),
        }
        orders = [("grid", "search"), ("search", "grid"), ("grid", "cancel", "search"),
                  ("grid", "restart", "search"), ("grid", "finish", "search"),
                  ("cancel", "grid", "search"), ("grid", "finish", "restart", "grid")]
        for order in orders:
            with self.subTest(order=order):
                grid = astar.Grid(*DETOUR_SIZE, detour_cells())
                spare = astar.Grid(*DETOUR_SIZE, detour_cells())
                search = astar.Search()
                search.start(grid, DETOUR_START, DETOUR_GOAL)
                search.advance(10)
                for step in order:
                    steps[step](grid, search, spare)
                del grid, search, spare
                gc.collect()

    def test_a_closed_grid_or_search_raises_value_error_naming_it(self):
        grid = astar.Grid(*DETOUR_SIZE, detour_cells())
        search = astar.Search()
        search.start(grid, DETOUR_START, DETOUR_GOAL)
        grid.close()
        grid.close()  # twice is fine
        self.assertTrue(grid.closed)
        for use in (lambda: grid.width, lambda: grid[1, 1], lambda: grid.cells(),
                    lambda: grid.set_cell(1, 1, 0),
                    lambda: search.find(grid, DETOUR_START, DETOUR_GOAL),
                    lambda: search.start(grid, DETOUR_START, DETOUR_GOAL)):
            with self.assertRaisesRegex(ValueError, r"^this astar_studio\.Grid is closed$"):
                use()
        self.assertEqual(search.advance(1000000), "found")
        with astar.Search() as other:
            pass
        for use in (lambda: other.status, lambda: other.advance(1),
                    lambda: other.find(astar.Grid(1, 1, b"\xff"), (0, 0), (0, 0)),
                    lambda: other.set("algo", "jps")):
            with self.assertRaisesRegex(ValueError, r"^this astar_studio\.Search is closed$"):
                use()


class LibraryLookupTest(unittest.TestCase):
    def test_the_library_beside_the_module_is_found(self):
        with tempfile.TemporaryDirectory() as folder:
            package = os.path.join(folder, "astar_studio")
            shutil.copytree(os.path.dirname(astar.__file__), package)
            os.symlink(os.environ["ASTAR_LIBRARY"], os.path.join(package, "libastar.so"))
            child_env = {k: v for k, v in os.environ.items()
                         if k not in ("ASTAR_LIBRARY", "PYTHONPATH")}
            run = subprocess.run(
                [sys.executable, "-c",
                 "import astar_studio as a; print(a.find_path(a.Grid(2, 1, b'\\xff\\xff'),"
                 " (0, 0), (1, 0)).cost)"],
                cwd=folder, env=child_env, capture_output=True, text=True, check=False)
            self.assertEqual(run.returncode, 0, run.stderr)
            self.assertEqual(run.stdout.strip(), "1.0")

    def test_the_version_is_the_library_s_and_the_project_s(self):
        self.assertEqual(astar.__version__, env("ASTAR_EXPECTED_VERSION"))
        self.assertEqual(astar.__version__,
                         astar._lib.astar_version().decode("ascii"))

    def test_a_wrong_library_path_says_so(self):
        child_env = dict(os.environ, ASTAR_LIBRARY="/nonexistent/libastar.so")
        run = subprocess.run([sys.executable, "-c", "import astar_studio"], env=child_env,
                             capture_output=True, text=True, check=False)
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("cannot load the C library '/nonexistent/libastar.so'", run.stderr)


class ReplannerTest(unittest.TestCase):
    """Re-planning by repair through the binding: every re-plan's cost is
    astar-cli's fresh path on the edited map (written to a file)."""

    def cli_cost(self, grid, start, goal):
        with tempfile.TemporaryDirectory() as folder:
            name = os.path.join(folder, "edited.map")
            cells = grid.cells()
            lines = ["type octile", "height %d" % grid.height, "width %d" % grid.width, "map"]
            for y in range(grid.height):
                row = cells[y * grid.width:(y + 1) * grid.width]
                lines.append("".join("." if c else "@" for c in row))
            with open(name, "w") as out:
                out.write("\n".join(lines) + "\n")
            answer = cli_path(name, start, goal)
            return answer["cost"] if answer.get("found") else None

    def test_walls_dropped_on_the_route_are_repaired_to_the_cli_cost(self):
        grid = astar.load_map(ARENA)
        start, goal = (4, 4), (44, 44)
        while not (grid.get_cell(*start) and grid.get_cell(*goal)):
            start, goal = (start[0] + 1, start[1]), (goal[0] - 1, goal[1])
        with astar.Replanner(grid, start, goal) as plan:
            self.assertTrue(plan.plan())
            self.assertAlmostEqual(plan.cost, self.cli_cost(grid, start, goal), places=9)
            self.assertGreater(plan.expanded, 0)
            here = start
            for step in range(12):
                cells = plan.path.cells
                x, y = cells[len(cells) // 2]
                grid.set_cell(x, y, 0)
                plan.cells_changed(grid, x, y)
                if step % 4 == 3:
                    here = cells[1]
                    plan.move_start(here)
                found = plan.plan()
                expected = self.cli_cost(grid, here, goal)
                if expected is None:
                    self.assertFalse(found)
                    break
                self.assertTrue(found)
                self.assertEqual(plan.path.cells[0], here)
                self.assertAlmostEqual(plan.cost, expected, places=9)
                self.assertGreater(plan.touched, 0)

    def test_a_closed_door_then_an_open_one(self):
        grid = astar.Grid(5, 3, bytes([255] * 5 + [0, 0, 0, 0, 255] + [255] * 5))
        plan = astar.Replanner(grid, (0, 0), (0, 2), connectivity=4)
        self.assertTrue(plan.plan())
        self.assertEqual(plan.cost, 10.0)
        grid.set_cell(4, 1, 0)
        plan.cells_changed(grid, 0, 0, 5, 3)
        self.assertFalse(plan.plan())
        self.assertIsNone(plan.cost)
        self.assertIsNone(plan.path)
        grid.set_cell(4, 1, 255)
        plan.cells_changed(grid, 4, 1)
        self.assertTrue(plan.plan())
        self.assertEqual(plan.path.cells[0], (0, 0))
        self.assertEqual(len(plan.path.cells), 11)
        plan.close()
        with self.assertRaisesRegex(ValueError, "Replanner is closed"):
            plan.plan()

    def test_bad_input_is_named(self):
        grid = astar.Grid(3, 1, bytes([255, 0, 255]))
        with self.assertRaisesRegex(ValueError, r"start \(1,0\) is on a wall"):
            astar.Replanner(grid, (1, 0), (2, 0))
        with self.assertRaisesRegex(ValueError, "'algo' does not apply"):
            astar.Replanner(grid, (0, 0), (2, 0), algo="dijkstra")
        plan = astar.Replanner(grid, (0, 0), (2, 0))
        with self.assertRaisesRegex(ValueError, r"new start \(1,0\) is on a wall"):
            plan.move_start((1, 0))
        with self.assertRaisesRegex(ValueError, "Replanner.cells_changed: an area"):
            plan.cells_changed(grid, 0, 0, 0, 1)


class CrowdTest(unittest.TestCase):
    """A crowd through the binding, its positions as numpy arrays: a head-on
    swap without overlap, astar-cli crowd's positions on the demo map, a
    wall set mid-run walked around, bad values named."""

    def setUp(self):
        self.numpy = numpy_or_fail()

    def head_on(self, avoidance):
        """The two agents' least distance over 150 steps, and the crowd."""
        crowd = astar.Crowd(astar.Grid(20, 7, bytes([255] * 140)), avoidance=avoidance)
        self.assertEqual(crowd.add_agent((2.5, 3.5), (17.5, 3.5)), 0)
        self.assertEqual(crowd.add_agent(self.numpy.array([17.5, 3.5]), (2.5, 3.5)), 1)
        closest = float("inf")
        xy = self.numpy.zeros((2, 2))
        for _ in range(150):
            crowd.step()
            crowd.positions(out=xy)
            closest = min(closest, float(self.numpy.linalg.norm(xy[0] - xy[1])))
        return closest, crowd

    def test_two_agents_head_on_swap_sides_without_overlapping(self):
        numpy = self.numpy
        closest, crowd = self.head_on(avoidance=True)
        self.assertGreaterEqual(closest, 0.7 - 0.035)  # 10% of a radius at most
        xy = crowd.positions()
        self.assertEqual((xy.shape, xy.dtype), ((2, 2), numpy.float64))
        numpy.testing.assert_allclose(xy, [[17.5, 3.5], [2.5, 3.5]], atol=0.25)
        arrived = crowd.arrived()
        self.assertEqual((arrived.shape, arrived.dtype), ((2,), numpy.bool_))
        self.assertTrue(arrived.all())
        self.assertEqual((len(crowd), crowd.arrived_count, crowd.steps), (2, 2, 150))
        self.assertAlmostEqual(crowd.time, 15.0)
        self.assertEqual(crowd.velocities().shape, (2, 2))
        closest, _ = self.head_on(avoidance=False)
        self.assertLess(closest, 0.35)  # they walk through each other

    def test_positions_are_astar_clis_on_the_demo_map(self):
        agents = [(2.5, 2.5, 58.5, 38.5), (58.5, 38.5, 2.5, 2.5),
                  (5.5, 20.5, 55.5, 5.5), (10.5, 35.5, 50.5, 15.5)]
        with tempfile.TemporaryDirectory() as folder:
            name = os.path.join(folder, "agents.txt")
            with open(name, "w") as out:
                out.write("".join("%s %s %s %s\n" % a for a in agents))
            run = subprocess.run([CLI, "crowd", DEMO_MAP, "--agents", name, "--steps",
                                  "600", "--every", "600"], capture_output=True,
                                 text=True, check=True)
        rows = [line.split(",") for line in run.stdout.splitlines()[1:]]
        final = [row for row in rows if row[0] == "600"]
        crowd = astar.Crowd(astar.load_map(DEMO_MAP))
        for x, y, gx, gy in agents:
            crowd.add_agent((x, y), (gx, gy))
        crowd.step(600)
        xy, arrived = crowd.positions(), crowd.arrived()
        self.assertEqual([[r[2], r[3], r[4]] for r in final],
                         [["%.4f" % p[0], "%.4f" % p[1], str(int(a))]
                          for p, a in zip(xy, arrived)])
        goals = self.numpy.array([a[2:] for a in agents])
        self.assertTrue((self.numpy.linalg.norm(xy - goals, axis=1) <= 0.25).all())
        self.assertTrue(arrived.all())

    def test_a_wall_set_mid_run_is_walked_around_and_the_grid_may_close(self):
        grid = astar.Grid(21, 15, bytes([255] * 21 * 15))
        grid.fill(10, 0, 1, 15, 0)
        grid.set_cells([(10, 2), (10, 12)], 255)  # two doors
        crowd = astar.Crowd(grid)
        crowd.add_agent((3.5, 2.5), (17.5, 2.5))
        crowd.step(10)
        grid.set_cell(10, 2, 0)  # the near door closes
        walls = grid.to_array() == 0
        grid.close()  # the crowd holds the grid
        lowest = 0.0
        for _ in range(400):
            crowd.step()
            x, y = crowd.positions()[0]
            lowest = max(lowest, y)
            for cy in range(math.floor(y - 0.35), math.floor(y + 0.35) + 1):
                for cx in range(math.floor(x - 0.35), math.floor(x + 0.35) + 1):
                    near_x = min(max(x, cx), cx + 1.0)
                    near_y = min(max(y, cy), cy + 1.0)
                    if walls[cy, cx] and (near_x - x) ** 2 + (near_y - y) ** 2 < 0.35 ** 2:
                        self.fail("the agent at (%f, %f) entered wall (%d, %d)"
                                  % (x, y, cx, cy))
            if crowd.arrived_count:
                break
        self.assertTrue(crowd.arrived().all())
        self.assertGreater(lowest, 11.0)  # through the far door

    def test_a_crowd_follows_one_field_held_past_its_close(self):
        grid = astar.Grid(20, 9, bytes([255] * 180))
        grid.fill(10, 0, 1, 8, 0)  # a wall with a gap at its bottom
        crowd = astar.Crowd(grid)
        for i in range(4):
            crowd.add_agent((2.5 + i, 2.5), (17.5, 3.5))
        field = astar.FlowField(grid, [(17, 3)])
        crowd.follow_field(field)
        field.close()  # the crowd holds it
        for _ in range(500):
            crowd.step()
            xy = crowd.positions()
            # Past the wall's line only through the gap at its bottom.
            crossing = abs(xy[:, 0] - 10.5) < 0.6
            self.assertTrue((xy[crossing, 1] > 7.5).all(), xy)
        self.assertTrue(crowd.arrived().all())
        small = astar.Grid(4, 4, bytes([255] * 16))
        with self.assertRaisesRegex(ValueError, "Crowd.follow_field: the field is 4x4, "
                                                "the crowd's grid 20x9"):
            crowd.follow_field(astar.FlowField(small, [(0, 0)]))
        with self.assertRaisesRegex(ValueError, "must be an astar_studio.FlowField"):
            crowd.follow_field(small)
        crowd.follow_field(None)
        crowd.step()
        self.assertTrue(crowd.arrived().all())

    def test_bad_values_are_named(self):
        grid = astar.Grid(5, 2, bytes([255, 255, 255, 0, 255] * 2))
        with self.assertRaisesRegex(ValueError, "Crowd: time step 0 is not above 0"):
            astar.Crowd(grid, time_step=0)
        crowd = astar.Crowd(grid)
        for position, goal, radius, message in [
                ((3.5, 0.5), (0.5, 0.5), 0.35,
                 r"Crowd.add_agent: an agent of radius 0.35 at \(3.5,0.5\) would "
                 r"overlap a wall"),
                ((7.5, 0.5), (0.5, 0.5), 0.35, r"at \(7.5,0.5\) would overlap"),
                ((0.5, 0.5), (0.5, 0.5), 0, r"agent radius 0 is outside \(0, 0.5\]"),
                ((0.5, 0.5), (0.5, 0.5), -0.2, r"agent radius -0.2 is outside"),
                ((0.5, 0.5), (3.5, 1.5), 0.35, r"goal \(3.5,1.5\) is in a wall"),
                ((0.5, 0.5), (9.5, 1.5), 0.35, r"goal \(9.5,1.5\) is outside the 5x2 map"),
                ((0.5,), (0.5, 0.5), 0.35, r"position must be a pair"),
                ((0.5, "a"), (0.5, 0.5), 0.35, r"position y must be a number")]:
            with self.assertRaisesRegex(ValueError, message):
                crowd.add_agent(position, goal, radius=radius)
        self.assertEqual(len(crowd), 0)
        self.assertEqual(crowd.positions().shape, (0, 2))
        crowd.add_agent((0.5, 0.5), (2.5, 1.5))
        with self.assertRaisesRegex(ValueError, r"Crowd.set_goal: no agent 4 \(the crowd has 1\)"):
            crowd.set_goal(4, (0.5, 0.5))
        with self.assertRaisesRegex(ValueError, "Crowd.step: steps -2 is below 0"):
            crowd.step(-2)
        with self.assertRaisesRegex(ValueError, r"out must be a writeable C-contiguous "
                                                r"float64 numpy array of shape \(1, 2\)"):
            crowd.positions(out=self.numpy.zeros((1, 2), dtype=self.numpy.float32))
        crowd.close()
        with self.assertRaisesRegex(ValueError, "Crowd is closed"):
            crowd.step()
class FlowFieldTest(unittest.TestCase):
    """A flow field through the binding: numpy arrays of every cell's
    distance and next cell; following next from a cell walks moves whose
    costs sum to its distance, the fresh find's cost; a fill is followed."""

    def setUp(self):
        self.numpy = numpy_or_fail()

    def walk(self, field, cells_next, distances, start):
        """The cost of the moves from start along next_cells to a goal."""
        width, cost, here = field.width, 0.0, start
        for _ in range(field.width * field.height):
            x, y = here
            following = int(cells_next[y, x])
            if following == y * width + x:
                return cost
            ny, nx = divmod(following, width)
            self.assertEqual(field.next(here), (nx, ny))
            cost += math.hypot(nx - x, ny - y)
            here = (nx, ny)
        self.fail("next_cells from %s never reaches a goal" % (start,))

    def expect_fresh(self, grid, field, goal):
        numpy = self.numpy
        distances, cells_next = field.distances(), field.next_cells()
        self.assertEqual((distances.shape, distances.dtype),
                         ((grid.height, grid.width), numpy.float64))
        self.assertEqual((cells_next.shape, cells_next.dtype),
                         ((grid.height, grid.width), numpy.int32))
        self.assertEqual(distances[goal[1], goal[0]], 0.0)
        walls = grid.to_array() == 0
        self.assertTrue((distances[walls] == -1).all())
        self.assertTrue((cells_next[walls] == -1).all())
        checked = 0
        for y in range(0, grid.height, 5):
            for x in range(0, grid.width, 3):
                if walls[y, x]:
                    continue
                path = astar.find_path(grid, (x, y), goal)
                if path is None:
                    self.assertEqual(distances[y, x], -1)
                    self.assertIsNone(field.distance((x, y)))
                    continue
                checked += 1
                self.assertAlmostEqual(distances[y, x], path.cost, places=9)
                self.assertEqual(field.distance((x, y)), distances[y, x])
                self.assertAlmostEqual(self.walk(field, cells_next, distances, (x, y)),
                                       path.cost, places=9)
        self.assertGreater(checked, 50)

    def test_numpy_distances_and_steps_are_fresh_finds_and_follow_a_fill(self):
        grid = astar.load_map(ARENA)
        goal = (24, 24)
        while not grid.get_cell(*goal):
            goal = (goal[0] + 1, goal[1])
        with astar.FlowField(grid, [goal]) as field:
            self.expect_fresh(grid, field, goal)
            grid.fill(goal[0] - 6, goal[1] - 3, 13, 1, 0)
            self.assertFalse(field.follows(grid))
            field.update(grid, goal[0] - 6, goal[1] - 3, 13, 1)
            self.assertTrue(field.follows(grid))
            self.assertGreater(field.touched, 0)
            self.expect_fresh(grid, field, goal)

    def test_several_goals_and_an_area(self):
        grid = astar.Grid(5, 1, bytes([255, 255, 0, 255, 255]))
        field = astar.FlowField(grid, self.numpy.array([[0, 0], [4, 0]]))
        self.assertEqual(field.distances().tolist(), [[0, 1, -1, 1, 0]])
        self.assertEqual(field.next_cells().tolist(), [[0, 0, -1, 4, 4]])
        area = astar.FlowField.area(grid, 3, 0, 2, 1, connectivity=4)
        self.assertEqual(area.distances().tolist(), [[-1, -1, -1, 0, 0]])
        self.assertIsNone(area.next((0, 0)))
        area.close()
        with self.assertRaisesRegex(ValueError, "FlowField is closed"):
            area.distances()

    def test_bad_input_is_named(self):
        grid = astar.Grid(3, 1, bytes([255, 0, 255]))
        with self.assertRaisesRegex(ValueError, r"FlowField: goal \(1,0\) is on a wall"):
            astar.FlowField(grid, [(1, 0)])
        with self.assertRaisesRegex(ValueError, r"goal \(3,0\) is outside the 3x1 map"):
            astar.FlowField(grid, [(0, 0), (3, 0)])
        with self.assertRaisesRegex(ValueError, "'algo' does not apply"):
            astar.FlowField(grid, [(0, 0)], algo="dijkstra")
        field = astar.FlowField(grid, [(2, 0)])
        with self.assertRaisesRegex(ValueError, r"FlowField.next: cell \(5, 0\) is outside"):
            field.next((5, 0))
        with self.assertRaisesRegex(ValueError, "FlowField.update: an area"):
            field.update(grid, 0, 0, 0, 1)


class JobQueueTest(unittest.TestCase):
    """The job queue through the binding: each answer a
    concurrent.futures.Future equal to find_path's on the revision it saw,
    cancel stopping a long search and a field, a timeout, a field, errors."""

    def test_futures_answer_as_find_path_on_their_revision(self):
        import concurrent.futures
        cells = bytearray([255]) * (20 * 12)
        for y in range(10):
            cells[y * 20 + 10] = 0
        grid = astar.Grid(20, 12, bytes(cells))
        with astar.JobQueue(grid, workers=2) as queue:
            before = queue.submit_path((1, 2), (18, 3))
            self.assertIsInstance(before, concurrent.futures.Future)
            self.assertEqual(queue.fill(10, 10, 1, 2, 0), 1)
            after = queue.submit_path((1, 2), (18, 3), algo="subgoal")
            path = before.result(timeout=10)
            self.assertEqual(before.revision, 0)
            self.assertEqual(path.cells, astar.find_path(grid, (1, 2), (18, 3)).cells)
            self.assertIsNone(after.result(timeout=10))  # the wall is closed
            self.assertEqual(after.revision, 1)
            grid.fill(10, 10, 1, 2, 0)
            self.assertIsNone(astar.find_path(grid, (1, 2), (18, 3)))
            self.assertEqual(queue.revision, 1)

    def test_cancel_and_timeout(self):
        import concurrent.futures
        grid = astar.Grid(2048, 2048, bytes([255]) * (2048 * 2048))
        with astar.JobQueue(grid, workers=1) as queue:
            slow = queue.submit_path((0, 0), (2047, 2047), algo="dijkstra")
            waiting = queue.submit_path((0, 0), (3, 3))
            with self.assertRaises(concurrent.futures.TimeoutError):
                slow.result(timeout=0.001)
            self.assertTrue(waiting.cancel())
            self.assertTrue(waiting.cancelled())
            started = time.monotonic()
            self.assertTrue(slow.cancel())
            # Less than the search to the end; the search's start (clearing
            # 4M records) may be in it.
            self.assertLess(time.monotonic() - started, 2.0)
            with self.assertRaises(concurrent.futures.CancelledError):
                slow.result()

    def test_cancel_stops_a_running_field(self):
        import concurrent.futures
        grid = astar.Grid(2048, 2048, bytes([255]) * (2048 * 2048))
        with astar.JobQueue(grid, workers=1) as queue:
            field = queue.submit_field([(1024, 1024)])
            # A 2048x2048 field takes tenths of a second: running by now.
            with self.assertRaises(concurrent.futures.TimeoutError):
                field.result(timeout=0.02)
            self.assertTrue(field.cancel())
            with self.assertRaises(concurrent.futures.CancelledError):
                field.result()

    def test_field_and_errors(self):
        grid = astar.Grid(8, 8, bytes([255]) * 64)
        with astar.JobQueue(grid, workers=1) as queue:
            field = queue.submit_field([(7, 7)]).result(timeout=10)
            self.assertEqual(field.distance((0, 7)), 7.0)
            field.close()
            queue.set_cell(2, 2, 0)
            failed = queue.submit_path((2, 2), (5, 5))
            with self.assertRaisesRegex(ValueError, r"\(2,2\)"):
                failed.result(timeout=10)
            with self.assertRaisesRegex(ValueError, "outside the 8x8 map"):
                queue.submit_path((9, 0), (1, 1))
            with self.assertRaisesRegex(ValueError, "JobQueue.fill"):
                queue.fill(7, 7, 2, 2, 0)
        with self.assertRaisesRegex(ValueError, "workers 0"):
            astar.JobQueue(grid, workers=0)


if __name__ == "__main__":
    unittest.main(verbosity=2)
