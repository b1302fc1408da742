"""The astar grid search from Python, through the C library libastar.so.

One file, standard library only (ctypes). Copy it into your project.

    import astar
    grid = astar.load_map("level.map")            # .png .bmp .tga or .map
    path = astar.find_path(grid, (1, 1), (62, 38))
    if path is not None:
        print(path.cost, path.expanded, path.cells[:3])

    grid = astar.Grid(3, 1, bytes([255, 254, 255]))   # the PNG cell bytes
    astar.find_path(grid, (0, 0), (2, 0), connectivity=4, costs="10-14")
    astar.find_path(grid, (1, 1), (62, 38), size=2, terrain="10=wall")

Cells are the grayscale PNG's bytes: 0 wall, 255 open ground, v in 1..254
terrain of weight 256 - v. The options are astar-cli's search flags, with
the same values, limits and messages. Bad input raises ValueError with the
library's message; a file that cannot be read raises OSError.

The library is found through the environment variable ASTAR_LIBRARY (a
path to libastar.so), else beside this file, else on the system's search
path. A Grid may be shared between threads; a Search may not.
"""

import ctypes
import ctypes.util
import operator
import os

__all__ = ["Grid", "Path", "Search", "load_map", "find_path", "AstarError"]

_OK, _FOUND, _NO_PATH = 0, 1, 2
_BAD_ARGUMENT, _BAD_FILE, _IO_FAILURE, _UNSUPPORTED = -1, -2, -3, -4
_MESSAGE_SIZE = 512


class AstarError(RuntimeError):
    """A failure that is not the caller's input: out of memory, a bug."""


class _Error(ctypes.Structure):
    _fields_ = [("code", ctypes.c_int32), ("message", ctypes.c_char * _MESSAGE_SIZE)]


def _library_path():
    explicit = os.environ.get("ASTAR_LIBRARY")
    if explicit:
        return explicit
    here = os.path.dirname(os.path.abspath(__file__))
    for name in ("libastar.so", "libastar.dylib", "astar.dll"):
        beside = os.path.join(here, name)
        if os.path.exists(beside):
            return beside
    found = ctypes.util.find_library("astar")
    return found or "libastar.so"


def _load_library():
    path = _library_path()
    try:
        lib = ctypes.CDLL(path)
    except OSError as e:
        raise ImportError(
            "astar: cannot load the C library %r (%s); set ASTAR_LIBRARY to "
            "the path of libastar.so" % (path, e)) from e
    c_int, c_i32, c_size = ctypes.c_int, ctypes.c_int32, ctypes.c_size_t
    p_void, p_err = ctypes.c_void_p, ctypes.POINTER(_Error)
    signatures = {
        "astar_version": (ctypes.c_char_p, []),
        "astar_grid_new": (c_int, [c_i32, c_i32, ctypes.c_char_p, c_size,
                                   ctypes.POINTER(p_void), p_err]),
        "astar_grid_load": (c_int, [ctypes.c_char_p, ctypes.POINTER(p_void), p_err]),
        "astar_grid_free": (None, [p_void]),
        "astar_grid_width": (c_i32, [p_void]),
        "astar_grid_height": (c_i32, [p_void]),
        "astar_grid_cells": (c_int, [p_void, ctypes.c_char_p, c_size, p_err]),
        "astar_grid_get_cell": (c_int, [p_void, c_i32, c_i32,
                                        ctypes.POINTER(ctypes.c_uint8), p_err]),
        "astar_grid_set_cell": (c_int, [p_void, c_i32, c_i32, ctypes.c_uint8, p_err]),
        "astar_search_new": (c_int, [ctypes.POINTER(p_void), p_err]),
        "astar_search_free": (None, [p_void]),
        "astar_search_set": (c_int, [p_void, ctypes.c_char_p, ctypes.c_char_p, p_err]),
        "astar_search_find": (c_int, [p_void, p_void, c_i32, c_i32, c_i32, c_i32, p_err]),
        "astar_search_cost": (ctypes.c_double, [p_void]),
        "astar_search_expanded": (ctypes.c_int64, [p_void]),
        "astar_search_path_length": (c_size, [p_void]),
        "astar_search_path": (c_int, [p_void, ctypes.POINTER(c_i32), c_size, p_err]),
    }
    for name, (restype, argtypes) in signatures.items():
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes
    return lib


_lib = _load_library()


def _check(code, error):
    """Raises for a negative status, with the library's message."""
    if code >= 0:
        return code
    message = error.message.decode("utf-8", "replace")
    if code == _BAD_ARGUMENT or code == _BAD_FILE or code == _UNSUPPORTED:
        raise ValueError(message)
    if code == _IO_FAILURE:
        raise OSError(message)
    raise AstarError(message)


def _int32(name, value):
    """A whole number that fits the C API's int32_t, or ValueError."""
    # operator.index takes any integer type (numpy's too), never a float.
    try:
        if isinstance(value, bool):
            raise TypeError
        value = operator.index(value)
    except TypeError:
        raise ValueError("%s must be a whole number, got %r" % (name, value)) from None
    if not -2**31 <= value < 2**31:
        raise ValueError("%s %d is out of range" % (name, value))
    return value


def _point(name, point):
    try:
        x, y = point
    except (TypeError, ValueError):
        raise ValueError("%s must be a pair (x, y), got %r" % (name, point)) from None
    return _int32(name + " x", x), _int32(name + " y", y)


class Grid:
    """A map of width x height cells, one byte each, row-major."""

    def __init__(self, width, height, cells_bytes):
        if not isinstance(cells_bytes, (bytes, bytearray, memoryview)):
            raise ValueError("cells_bytes must be bytes, got %s"
                             % type(cells_bytes).__name__)
        data = bytes(cells_bytes)
        handle = ctypes.c_void_p()
        error = _Error()
        _check(_lib.astar_grid_new(_int32("width", width), _int32("height", height),
                                   data, len(data), ctypes.byref(handle),
                                   ctypes.byref(error)), error)
        self._handle = handle

    @classmethod
    def _adopt(cls, handle):
        grid = cls.__new__(cls)
        grid._handle = handle
        return grid

    @property
    def width(self):
        return _lib.astar_grid_width(self._handle)

    @property
    def height(self):
        return _lib.astar_grid_height(self._handle)

    def cells(self):
        """All cells as bytes, row-major."""
        buffer = ctypes.create_string_buffer(self.width * self.height)
        error = _Error()
        _check(_lib.astar_grid_cells(self._handle, buffer, len(buffer),
                                     ctypes.byref(error)), error)
        return buffer.raw

    def get_cell(self, x, y):
        """The cell byte at (x, y): 0 wall, 255 open ground."""
        value = ctypes.c_uint8()
        error = _Error()
        _check(_lib.astar_grid_get_cell(self._handle, _int32("x", x), _int32("y", y),
                                        ctypes.byref(value), ctypes.byref(error)),
               error)
        return value.value

    def set_cell(self, x, y, value):
        """Sets the cell byte at (x, y) (0..255); later searches see it."""
        value = _int32("value", value)
        if not 0 <= value <= 255:
            raise ValueError("value %d is outside 0..255" % value)
        error = _Error()
        _check(_lib.astar_grid_set_cell(self._handle, _int32("x", x), _int32("y", y),
                                        value, ctypes.byref(error)), error)

    def __getitem__(self, point):
        """grid[x, y] is grid.get_cell(x, y)."""
        return self.get_cell(*_point("cell", point))

    def __setitem__(self, point, value):
        """grid[x, y] = value is grid.set_cell(x, y, value)."""
        self.set_cell(*_point("cell", point), value)

    def __del__(self):
        handle = getattr(self, "_handle", None)
        if handle:
            _lib.astar_grid_free(handle)
            self._handle = None


def load_map(path):
    """Loads a .png, .bmp, .tga or Moving AI .map file as a Grid."""
    handle = ctypes.c_void_p()
    error = _Error()
    encoded = os.fsencode(path)
    _check(_lib.astar_grid_load(encoded, ctypes.byref(handle),
                                ctypes.byref(error)), error)
    return Grid._adopt(handle)


class Path:
    """A path found: cells from start to goal, its cost, cells expanded."""

    def __init__(self, cells, cost, expanded):
        self.cells = cells
        self.cost = cost
        self.expanded = expanded

    def __repr__(self):
        return "Path(cost=%r, expanded=%d, %d cells)" % (
            self.cost, self.expanded, len(self.cells))


class Search:
    """A reusable search: its buffers are kept between queries.

    options: astar-cli's search flags without "--", e.g.
    Search(algo="dijkstra", connectivity="4", **{"tie-break": "fifo"}),
    Search(size=2, terrain="10=wall") for a unit of 2 x 2 cells.
    """

    def __init__(self, **options):
        handle = ctypes.c_void_p()
        error = _Error()
        _check(_lib.astar_search_new(ctypes.byref(handle), ctypes.byref(error)), error)
        self._handle = handle
        for name, value in options.items():
            self.set(name, value)

    def set(self, name, value):
        """Sets one option; a bad name or value raises ValueError."""
        error = _Error()
        _check(_lib.astar_search_set(self._handle, str(name).encode("utf-8"),
                                     str(value).encode("utf-8"),
                                     ctypes.byref(error)), error)

    def find(self, grid, start, goal):
        """The Path from start to goal, or None when there is none."""
        if not isinstance(grid, Grid):
            raise ValueError("grid must be an astar.Grid, got %s" % type(grid).__name__)
        sx, sy = _point("start", start)
        gx, gy = _point("goal", goal)
        error = _Error()
        status = _check(_lib.astar_search_find(self._handle, grid._handle, sx, sy,
                                               gx, gy, ctypes.byref(error)), error)
        if status != _FOUND:
            return None
        length = _lib.astar_search_path_length(self._handle)
        xy = (ctypes.c_int32 * (2 * length))()
        _check(_lib.astar_search_path(self._handle, xy, length,
                                      ctypes.byref(error)), error)
        cells = [(xy[2 * i], xy[2 * i + 1]) for i in range(length)]
        return Path(cells, _lib.astar_search_cost(self._handle),
                    _lib.astar_search_expanded(self._handle))

    def __del__(self):
        handle = getattr(self, "_handle", None)
        if handle:
            _lib.astar_search_free(handle)
            self._handle = None


def find_path(grid, start, goal, algorithm="astar", connectivity=8,
              corners="no-cut", costs="exact", heuristic=None, weight=1.0,
              tie_break="low-h", size=1, terrain=""):
    """The Path from start to goal on grid, or None when there is none.

    size K (1..32) finds a path for a unit of K x K cells: start, goal and
    every path cell are the top-left cells of its footprint, and entering a
    footprint costs the step cost times the largest weight under it.
    terrain is the unit's terrain table, "10=wall,5=2" (weight 10 barred,
    weight 5 costs 2). A unit that does not fit at start or goal raises
    ValueError naming the size and the cell.

    As on astar-cli: a weight other than 1 alone selects algorithm
    "weighted", and "weighted" without a weight uses 2. heuristic None is
    octile for 8-connected moves and manhattan for 4 (euclidean for
    "theta", whose path holds the vertices of its any-angle path).
    """
    options = {"connectivity": connectivity, "corners": corners,
               "costs": costs, "tie-break": tie_break}
    # Only what differs from astar-cli's defaults, so its rules that link
    # algo and weight apply exactly as on the command line.
    if algorithm != "astar":
        options["algo"] = algorithm
    if weight != 1.0:
        options["weight"] = repr(float(weight)) if isinstance(weight, (int, float)) else weight
    if heuristic is not None:
        options["heuristic"] = heuristic
    if size != 1:
        options["size"] = size
    if terrain:
        options["terrain"] = terrain
    return Search(**options).find(grid, start, goal)
