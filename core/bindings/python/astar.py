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
path to libastar.so), else beside this file (pip install), else in the
lib/ folder of the prefix this file was installed into by cmake --install
(<prefix>/share/astar/bindings/astar.py), else on the system's search path. A Grid may be shared between threads; a Search may not.
"""

import ctypes
import ctypes.util
import operator
import os
import sysconfig
import warnings

__all__ = ["Grid", "Path", "Search", "load_map", "find_path", "AstarError"]

_OK, _FOUND, _NO_PATH = 0, 1, 2
_BAD_ARGUMENT, _BAD_FILE, _IO_FAILURE, _UNSUPPORTED = -1, -2, -3, -4
_MESSAGE_SIZE = 512


class AstarError(RuntimeError):
    """A failure that is not the caller's input: out of memory, a bug."""


class _Error(ctypes.Structure):
    _fields_ = [("code", ctypes.c_int32), ("message", ctypes.c_char * _MESSAGE_SIZE)]


# Where the library sits relative to this file: beside it (pip install,
# or a copy in a project), else in the prefix of `cmake --install`, which
# puts this file in <prefix>/share/astar/bindings.
_LIBRARY_DIRS = (".", "../../../lib", "../../../lib64",
                 "../../../lib/" + (sysconfig.get_config_var("MULTIARCH") or "."))


def _library_path():
    explicit = os.environ.get("ASTAR_LIBRARY")
    if explicit:
        return explicit
    here = os.path.dirname(os.path.abspath(__file__))
    for folder in _LIBRARY_DIRS:
        for name in ("libastar.so", "libastar.dylib", "astar.dll"):
            candidate = os.path.normpath(os.path.join(here, folder, name))
            if os.path.exists(candidate):
                return candidate
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
        "astar_grid_new": (c_int, [c_i32, c_i32, p_void, c_size,
                                   ctypes.POINTER(p_void), p_err]),
        "astar_grid_load": (c_int, [ctypes.c_char_p, ctypes.POINTER(p_void), p_err]),
        "astar_grid_free": (None, [p_void]),
        "astar_grid_width": (c_i32, [p_void]),
        "astar_grid_height": (c_i32, [p_void]),
        "astar_grid_cells": (c_int, [p_void, ctypes.c_char_p, c_size, p_err]),
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


def _byte_view(name, data, allow_bool=False):
    """A flat memoryview of unsigned bytes over `data`'s own memory."""
    try:
        view = memoryview(data)
    except TypeError:
        raise ValueError("%s must be a bytes-like object (bytes, bytearray, "
                         "array, numpy array), got %s"
                         % (name, type(data).__name__)) from None
    if view.itemsize != 1 or not view.c_contiguous:
        raise ValueError("%s must be C-contiguous with one byte per cell, got "
                         "%d-byte items%s" % (name, view.itemsize,
                                              "" if view.c_contiguous else
                                              ", not contiguous"))
    if view.format == "?" and not allow_bool:
        raise ValueError("%s holds booleans: True would read as terrain of "
                         "weight 255; use Grid.from_mask for a walkable mask" % name)
    return view.cast("B") if view.format != "B" or view.ndim != 1 else view


def _address(view):
    """What ctypes passes as a pointer to `view`'s bytes, copying none when
    it can; the result must stay alive until the call returns."""
    if not view.readonly:
        return (ctypes.c_uint8 * len(view)).from_buffer(view)
    source = view.obj
    if isinstance(source, bytes) and len(source) == len(view):
        return source
    interface = getattr(source, "__array_interface__", None)  # numpy, read-only
    if interface is not None and interface.get("strides") is None:
        return ctypes.c_void_p(interface["data"][0])
    return view.tobytes()


# A walkable mask's byte to a cell: 0 stays a wall, anything else is open.
_OPEN_IF_NONZERO = bytes([0] + [255] * 255)


class Grid:
    """A map of width x height cells, one byte each, row-major."""

    def __init__(self, width, height, cells_bytes):
        """cells_bytes: any bytes-like object of width * height bytes (bytes,
        bytearray, memoryview, array("B"), a uint8 numpy array), passed to
        the library without a copy in Python. Bytes are the PNG's cells:
        0 wall, 255 open, v in 1..254 weight 256 - v; a walkable mask
        (1 = open) is Grid.from_mask."""
        view = _byte_view("cells_bytes", cells_bytes)
        handle = ctypes.c_void_p()
        error = _Error()
        pointer = _address(view)  # kept alive through the call
        _check(_lib.astar_grid_new(_int32("width", width), _int32("height", height),
                                   pointer, len(view), ctypes.byref(handle),
                                   ctypes.byref(error)), error)
        self._handle = handle

    @classmethod
    def from_mask(cls, mask, width, height):
        """A grid from a walkable mask, one item a cell, row-major: truthy
        (non-zero) is open ground of weight 1, falsy (0) a wall. mask is a
        bytes-like object (a bool or uint8 numpy array too) or any iterable
        of values."""
        try:
            memoryview(mask)
        except TypeError:
            return cls(width, height, bytes(255 if value else 0 for value in mask))
        view = _byte_view("mask", mask, allow_bool=True)
        return cls(width, height, view.tobytes().translate(_OPEN_IF_NONZERO))

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

    options: astar-cli's search flags without "--", "_" for "-", the same
    names as find_path's: Search(algo="dijkstra", connectivity=4,
    tie_break="fifo"), Search(size=2, terrain="10=wall") for a unit of
    2 x 2 cells.
    """

    def __init__(self, **options):
        handle = ctypes.c_void_p()
        error = _Error()
        _check(_lib.astar_search_new(ctypes.byref(handle), ctypes.byref(error)), error)
        self._handle = handle
        for name, value in _renamed_options(options).items():
            self.set(name, value)

    def set(self, name, value):
        """Sets one option ("tie_break" or "tie-break"); a bad name or value
        raises ValueError."""
        error = _Error()
        name = str(name).replace("_", "-")
        if isinstance(value, float):
            value = repr(value)
        _check(_lib.astar_search_set(self._handle, name.encode("utf-8"),
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


def _renamed_options(options):
    """options with the spelling of astar.py before 0.2 ("algorithm") renamed."""
    if "algorithm" not in options:
        return options
    warnings.warn('astar: the option "algorithm" is now "algo", as in Search '
                  "and astar-cli", DeprecationWarning, stacklevel=3)
    if "algo" in options:
        raise ValueError('give "algo" or "algorithm", not both')
    renamed = dict(options)
    renamed["algo"] = renamed.pop("algorithm")
    return renamed


def find_path(grid, start, goal, **options):
    """The Path from start to goal on grid, or None when there is none.

    options are Search's: algo (astar, dijkstra, greedy, bfs, weighted,
    jps, theta), weight, heuristic, connectivity, corners, costs,
    tie_break, size, terrain; unset ones keep astar-cli's defaults. None
    leaves an option unset.

    size K (1..32) finds a path for a unit of K x K cells: start, goal and
    every path cell are the top-left cells of its footprint, and entering a
    footprint costs the step cost times the largest weight under it.
    terrain is the unit's terrain table, "10=wall,5=2" (weight 10 barred,
    weight 5 costs 2). A unit that does not fit at start or goal raises
    ValueError naming the size and the cell.

    As on astar-cli: a weight alone selects algo "weighted", and "weighted"
    without a weight uses 2. heuristic unset is octile for 8-connected moves
    and manhattan for 4 (euclidean for "theta", whose path holds the
    vertices of its any-angle path).
    """
    options = {name: value for name, value in options.items() if value is not None}
    return Search(**_renamed_options(options)).find(grid, start, goal)
