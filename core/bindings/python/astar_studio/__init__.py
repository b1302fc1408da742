"""The astar grid search from Python, through the C library libastar.so
(astar.dll on Windows).

A package of one module, standard library only (ctypes), with the library
beside it: pip install astar_studio-VERSION-py3-none-PLATFORM.whl, or copy
the folder astar_studio/ and the library into your project.

    import astar_studio as astar
    grid = astar.load_map("level.map")            # .png .map .tmx .ldtk .grid ...
    path = astar.find_path(grid, (1, 1), (62, 38))
    if path is not None:
        print(path.cost, path.expanded, path.cells[:3])

    grid = astar.Grid(3, 1, bytes([255, 254, 255]))   # the PNG cell bytes
    grid = astar.Grid.from_array(cells)           # a (height, width) uint8 array
    grid.fill(0, 0, 2, 1, 0); grid.set_cells([(2, 0)], 255)
    grid.to_array(); path.to_array()              # numpy arrays back
    astar.find_path(grid, (0, 0), (2, 0), connectivity=4, costs="10-14")
    astar.find_path(grid, (1, 1), (62, 38), size=2, terrain="10=wall")
    astar.find_path(grid, (1, 1), (62, 38), post="smooth").waypoints

    search = astar.Search(algo="jps")            # reuse it, one per thread
    search.find(grid, a, b, out=xy)              # path into an array("i")
    search.find_cost(grid, a, b)                 # cost only: the cheapest
    search.start(grid, a, b)                     # sliced, over frames:
    while search.advance(500, max_seconds=0.002) == "running": next_frame()
    path = search.result()

    plan = astar.Replanner(grid, (1, 1), (62, 38))  # re-planning by repair
    plan.plan(); grid.set_cell(30, 20, 0); plan.cells_changed(grid, 30, 20)
    plan.plan(); plan.move_start(plan.path.cells[1])

    crowd = astar.Crowd(grid, time_step=0.1)      # agents that steer around
    crowd.add_agent((3.5, 4.5), (40.5, 12.5))     # each other: centres in cells
    crowd.step(10); crowd.positions()             # an (n, 2) numpy array
    field = astar.FlowField(grid, [(62, 38)])    # every cell's way to goals
    field.distances(); field.next_cells()        # numpy arrays (height, width)
    field.next((1, 1)); grid.fill(30, 20, 4, 1, 0); field.update(grid, 30, 20, 4)

Cells are the grayscale PNG's bytes: 0 wall, 255 open ground, v in 1..254
terrain of weight 256 - v. The options are astar-cli's search flags, with
the same values, limits and messages. Bad input raises ValueError with the
library's message; a file that cannot be read raises OSError.

The library is found through the environment variable ASTAR_LIBRARY (a
path to libastar.so or astar.dll), else beside this file (the wheel puts
it there), else in the lib/ folder of the prefix this package was
installed into by cmake --install
(<prefix>/share/astar/bindings/astar_studio/), else on the system's search
path. __version__ is the library's astar_version(). A Grid may be shared
between threads; a Search may not.

Lifetimes: a Search holds the Grid of a running sliced query itself, so
the grid may be closed (or dropped) at any time; closing only frees it
once no query runs on it. Grid and Search free their memory when
collected, or at once with close() or a with block; using either after
close() raises ValueError ("this astar_studio.Grid is closed"). Do not
close an object while another thread is inside a call on it.

Live maps: a cell changed while a sliced query runs (between start() and
an advance()) makes that query start over on the map as it is now, so a
path found never crosses a changed cell; search.restarts counts it.
"""

import array
import concurrent.futures
import ctypes
import ctypes.util
import operator
import os
import re
import sysconfig
import threading
import warnings

__all__ = ["Grid", "Path", "Search", "Replanner", "Crowd", "FlowField", "JobQueue",
           "load_map",
           "find_path", "AstarError",
           "WorldFrame", "cell_to_world", "world_to_cell"]

_OK, _FOUND, _NO_PATH, _RUNNING, _CANCELLED = 0, 1, 2, 3, 4
_STATUS_NAMES = {_OK: "idle", _FOUND: "found", _NO_PATH: "no_path", _RUNNING: "running"}
_BAD_ARGUMENT, _BAD_FILE, _IO_FAILURE, _UNSUPPORTED = -1, -2, -3, -4
_MESSAGE_SIZE = 512


class AstarError(RuntimeError):
    """A failure that is not the caller's input: out of memory, a bug."""


class _Error(ctypes.Structure):
    _fields_ = [("code", ctypes.c_int32), ("message", ctypes.c_char * _MESSAGE_SIZE)]


class WorldFrame(ctypes.Structure):
    """Where cells sit in a world (astar_world_frame): cell (x, y) covers
    [origin + cell * cell_size, origin + (cell + 1) * cell_size) on each
    axis, x and y counted as the search's origin option says, so world y
    grows the way cell y does: down for "top-left", up for "bottom-left"
    (Unity; origin_x, origin_y then the map's bottom-left corner).
    cell_size is finite and above 0."""
    _fields_ = [("cell_size", ctypes.c_double), ("origin_x", ctypes.c_double),
                ("origin_y", ctypes.c_double)]

    def __init__(self, cell_size, origin_x=0.0, origin_y=0.0):
        super().__init__(float(cell_size), float(origin_x), float(origin_y))


# astar_job_done: called on a worker thread with (user, job id).
_JOB_DONE = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_uint64)


# Where the library sits relative to this package's folder: beside this
# file (the wheel, or a copy in a project), else in the prefix of `cmake
# --install`, which puts the package in <prefix>/share/astar/bindings.
_LIBRARY_DIRS = (".", "../../../../lib", "../../../../lib64",
                 "../../../../lib/" + (sysconfig.get_config_var("MULTIARCH") or "."))
# This platform's name first: a folder holding both finds the right one.
_LIBRARY_NAMES = (("astar.dll", "libastar.so") if os.name == "nt"
                  else ("libastar.so", "libastar.dylib", "astar.dll"))


def _library_path():
    explicit = os.environ.get("ASTAR_LIBRARY")
    if explicit:
        return explicit
    here = os.path.dirname(os.path.abspath(__file__))
    for folder in _LIBRARY_DIRS:
        for name in _LIBRARY_NAMES:
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
            "astar_studio: cannot load the C library %r (%s); set ASTAR_LIBRARY "
            "to the path of libastar.so (astar.dll on Windows)" % (path, e)) from e
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
        "astar_grid_cells": (c_int, [p_void, p_void, c_size, p_err]),
        "astar_grid_get_cell": (c_int, [p_void, c_i32, c_i32,
                                        ctypes.POINTER(ctypes.c_uint8), p_err]),
        "astar_grid_set_cell": (c_int, [p_void, c_i32, c_i32, ctypes.c_uint8, p_err]),
        "astar_grid_set_cells": (c_int, [p_void, p_void, p_void, c_size, p_err]),
        "astar_grid_fill": (c_int, [p_void, c_i32, c_i32, c_i32, c_i32, ctypes.c_uint8,
                                    p_err]),
        "astar_search_new": (c_int, [ctypes.POINTER(p_void), p_err]),
        "astar_search_free": (None, [p_void]),
        "astar_search_set": (c_int, [p_void, ctypes.c_char_p, ctypes.c_char_p, p_err]),
        "astar_search_find": (c_int, [p_void, p_void, c_i32, c_i32, c_i32, c_i32, p_err]),
        "astar_search_cost": (ctypes.c_double, [p_void]),
        "astar_search_expanded": (ctypes.c_int64, [p_void]),
        "astar_search_path_length": (c_size, [p_void]),
        "astar_cell_to_world": (c_int, [ctypes.POINTER(WorldFrame), c_i32, c_i32,
                                        ctypes.POINTER(ctypes.c_double),
                                        ctypes.POINTER(ctypes.c_double), p_err]),
        "astar_world_to_cell": (c_int, [ctypes.POINTER(WorldFrame), ctypes.c_double,
                                        ctypes.c_double, ctypes.POINTER(c_i32),
                                        ctypes.POINTER(c_i32), p_err]),
        # The path buffers are passed as addresses (see _copy_points).
        "astar_search_path": (c_int, [p_void, p_void, c_size, p_err]),
        "astar_grid_load_png_memory": (c_int, [p_void, c_size, ctypes.POINTER(p_void),
                                               p_err]),
        "astar_search_waypoints_length": (c_size, [p_void]),
        "astar_search_waypoints": (c_int, [p_void, p_void, c_size, p_err]),
        "astar_search_waypoints_cost": (ctypes.c_double, [p_void]),
        "astar_search_start": (c_int, [p_void, p_void, c_i32, c_i32, c_i32, c_i32, p_err]),
        "astar_search_advance": (c_int, [p_void, ctypes.c_int64, ctypes.c_double, p_err]),
        "astar_search_status": (c_int, [p_void]),
        "astar_search_cancel": (None, [p_void]),
        "astar_search_restarts": (ctypes.c_int64, [p_void]),
        "astar_replanner_new": (c_int, [p_void, c_i32, c_i32, c_i32, c_i32, p_void,
                                        ctypes.POINTER(p_void), p_err]),
        "astar_replanner_free": (None, [p_void]),
        "astar_replanner_plan": (c_int, [p_void, p_err]),
        "astar_replanner_cells_changed": (c_int, [p_void, p_void, c_i32, c_i32, c_i32,
                                                  c_i32, p_err]),
        "astar_replanner_move_start": (c_int, [p_void, c_i32, c_i32, p_err]),
        "astar_replanner_cost": (ctypes.c_double, [p_void]),
        "astar_replanner_path_length": (c_size, [p_void]),
        "astar_replanner_path": (c_int, [p_void, p_void, c_size, p_err]),
        "astar_replanner_expanded": (ctypes.c_int64, [p_void]),
        "astar_replanner_touched": (ctypes.c_int64, [p_void]),
        "astar_crowd_new": (c_int, [p_void, ctypes.c_double, c_i32,
                                    ctypes.POINTER(p_void), p_err]),
        "astar_crowd_free": (None, [p_void]),
        "astar_crowd_add_agent": (c_int, [p_void] + [ctypes.c_double] * 6 +
                                  [ctypes.POINTER(c_i32), p_err]),
        "astar_crowd_set_goal": (c_int, [p_void, c_i32, ctypes.c_double,
                                         ctypes.c_double, p_err]),
        "astar_crowd_step": (c_int, [p_void, c_i32, p_err]),
        "astar_crowd_size": (c_i32, [p_void]),
        "astar_crowd_arrived_count": (c_i32, [p_void]),
        "astar_crowd_steps": (ctypes.c_int64, [p_void]),
        "astar_crowd_time": (ctypes.c_double, [p_void]),
        # The buffers are numpy arrays' addresses (see Crowd._fill).
        "astar_crowd_positions": (c_int, [p_void, p_void, c_size, p_err]),
        "astar_crowd_velocities": (c_int, [p_void, p_void, c_size, p_err]),
        "astar_crowd_arrived": (c_int, [p_void, p_void, c_size, p_err]),
        "astar_crowd_follow_field": (c_int, [p_void, p_void, p_err]),
        "astar_field_new": (c_int, [p_void, p_void, c_size, p_void,
                                    ctypes.POINTER(p_void), p_err]),
        "astar_field_new_area": (c_int, [p_void, c_i32, c_i32, c_i32, c_i32, p_void,
                                         ctypes.POINTER(p_void), p_err]),
        "astar_field_free": (None, [p_void]),
        "astar_field_update": (c_int, [p_void, p_void, c_i32, c_i32, c_i32, c_i32,
                                       p_err]),
        "astar_field_width": (c_i32, [p_void]),
        "astar_field_height": (c_i32, [p_void]),
        "astar_field_follows": (c_int, [p_void, p_void]),
        "astar_field_distance": (ctypes.c_double, [p_void, c_i32, c_i32]),
        "astar_field_reachable": (c_int, [p_void, c_i32, c_i32]),
        "astar_field_next": (c_int, [p_void, c_i32, c_i32, ctypes.POINTER(c_i32),
                                     ctypes.POINTER(c_i32), p_err]),
        # The whole-field buffers are passed as addresses (numpy's data).
        "astar_field_distances": (c_int, [p_void, p_void, c_size, p_err]),
        "astar_field_next_cells": (c_int, [p_void, p_void, c_size, p_err]),
        "astar_field_touched": (ctypes.c_int64, [p_void]),
        "astar_jobs_new": (c_int, [p_void, c_i32, _JOB_DONE, p_void,
                                   ctypes.POINTER(p_void), p_err]),
        "astar_jobs_free": (None, [p_void]),
        "astar_jobs_submit_path": (c_int, [p_void, p_void, c_i32, c_i32, c_i32, c_i32,
                                           ctypes.POINTER(p_void), p_err]),
        "astar_jobs_submit_field": (c_int, [p_void, p_void, c_size, p_void,
                                            ctypes.POINTER(p_void), p_err]),
        "astar_jobs_poll": (c_int, [p_void]),
        "astar_jobs_wait": (c_int, [p_void, ctypes.c_double, p_err]),
        "astar_jobs_cancel": (None, [p_void]),
        "astar_jobs_release": (None, [p_void]),
        "astar_jobs_id": (ctypes.c_uint64, [p_void]),
        "astar_jobs_revision": (ctypes.c_uint64, [p_void]),
        "astar_jobs_cost": (ctypes.c_double, [p_void]),
        "astar_jobs_expanded": (ctypes.c_int64, [p_void]),
        "astar_jobs_path": (c_int, [p_void, ctypes.POINTER(ctypes.POINTER(c_i32)),
                                    ctypes.POINTER(c_size), p_err]),
        "astar_jobs_error": (c_int, [p_void, p_err]),
        "astar_jobs_take_field": (c_int, [p_void, ctypes.POINTER(p_void), p_err]),
        "astar_jobs_set_cell": (c_int, [p_void, c_i32, c_i32, ctypes.c_uint8,
                                        ctypes.POINTER(ctypes.c_uint64), p_err]),
        "astar_jobs_fill": (c_int, [p_void, c_i32, c_i32, c_i32, c_i32, ctypes.c_uint8,
                                    ctypes.POINTER(ctypes.c_uint64), p_err]),
        "astar_jobs_map_revision": (ctypes.c_uint64, [p_void]),
    }
    for name, (restype, argtypes) in signatures.items():
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes
    return lib


_lib = _load_library()
# The library's version, which is the package's: one number for both.
__version__ = _lib.astar_version().decode("ascii")


# The C library names its own functions in messages; a Python caller reads
# the names it called.
_PYTHON_NAMES = {
    "astar_grid_new": "Grid", "astar_grid_load": "load_map",
    "astar_grid_load_png_memory": "Grid.from_png", "astar_grid_cells": "Grid.cells",
    "astar_grid_cell": "Grid.get_cell", "astar_grid_get_cell": "Grid.get_cell",
    "astar_grid_set_cell": "Grid.set_cell", "astar_grid_set_cells": "Grid.set_cells",
    "astar_grid_fill": "Grid.fill", "astar_search_new": "Search",
    "astar_search_set": "Search.set", "astar_search_find": "Search.find",
    "astar_search_start": "Search.start", "astar_search_advance": "Search.advance",
    "astar_search_path": "Search.find", "astar_search_waypoints": "Search.find",
    "astar_cell_to_world": "cell_to_world", "astar_world_to_cell": "world_to_cell",
    "astar_replanner_new": "Replanner", "astar_replanner_plan": "Replanner.plan",
    "astar_replanner_cells_changed": "Replanner.cells_changed",
    "astar_replanner_move_start": "Replanner.move_start",
    "astar_replanner_path": "Replanner.path",
    "astar_crowd_new": "Crowd", "astar_crowd_add_agent": "Crowd.add_agent",
    "astar_crowd_set_goal": "Crowd.set_goal", "astar_crowd_step": "Crowd.step",
    "astar_crowd_positions": "Crowd.positions",
    "astar_crowd_velocities": "Crowd.velocities",
    "astar_crowd_arrived": "Crowd.arrived",
    "astar_crowd_follow_field": "Crowd.follow_field",
    "astar_field_new": "FlowField", "astar_field_new_area": "FlowField.area",
    "astar_field_update": "FlowField.update", "astar_field_next": "FlowField.next",
    "astar_field_distances": "FlowField.distances",
    "astar_field_next_cells": "FlowField.next_cells",
    "astar_jobs_new": "JobQueue", "astar_jobs_submit_path": "JobQueue.submit_path",
    "astar_jobs_submit_field": "JobQueue.submit_field",
    "astar_jobs_set_cell": "JobQueue.set_cell", "astar_jobs_fill": "JobQueue.fill",
}
_C_NAME = re.compile(r"\bastar_[a-z_]+")


def _in_python(message):
    return _C_NAME.sub(lambda m: _PYTHON_NAMES.get(m.group(0), m.group(0)), message)


def _check(code, error, message=None):
    """Raises for a negative status, with the library's message in Python's
    words (or `message`)."""
    if code >= 0:
        return code
    if message is None:
        message = _in_python(error.message.decode("utf-8", "replace"))
    if code == _BAD_ARGUMENT or code == _BAD_FILE or code == _UNSUPPORTED:
        raise ValueError(message)
    if code == _IO_FAILURE:
        raise OSError(message)
    raise AstarError(message)


def _int32(name, value, bits=32):
    """A whole number that fits the C API's int32_t (or int<bits>_t), or
    ValueError."""
    # operator.index takes any integer type (numpy's too), never a float.
    try:
        if isinstance(value, bool):
            raise TypeError
        value = operator.index(value)
    except TypeError:
        raise ValueError("%s must be a whole number, got %r" % (name, value)) from None
    if not -2**(bits - 1) <= value < 2**(bits - 1):
        raise ValueError("%s %d is out of range" % (name, value))
    return value


def _point(name, point):
    # The common case first: it is most of a small query's time in Python.
    if type(point) is tuple and len(point) == 2:
        x, y = point
        if type(x) is int and type(y) is int and -2**31 <= x < 2**31 \
                and -2**31 <= y < 2**31:
            return point
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


def _closed(obj):
    return ValueError("this astar_studio.%s is closed" % type(obj).__name__)


class _Closable:
    """A library handle in _h, freed by close(), a with block or the
    collector; _handle raises ValueError once it is closed."""

    _h = None  # the class's: an object whose constructor raised has none

    @property
    def _handle(self):
        handle = self._h
        if handle is None:
            raise _closed(self)
        return handle

    @property
    def closed(self):
        """Whether close() was called."""
        return self._h is None

    def close(self):
        """Frees the object now; closing it again does nothing."""
        handle, self._h = self._h, None
        if handle is not None:
            self._free(handle)

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()

    def __del__(self):
        # At interpreter exit the module's globals may already be gone.
        if self._h is not None and _lib is not None:
            self.close()


class Grid(_Closable):
    """A map of width x height cells, one byte each, row-major.

    close() drops the grid; a sliced query running on it keeps it until the
    query ends, and the Search goes on as if nothing happened."""

    def __init__(self, width, height, cells_bytes):
        """cells_bytes: any bytes-like object of width * height bytes (bytes,
        bytearray, memoryview, array("B"), a uint8 numpy array), passed to
        the library without a copy in Python. Bytes are the PNG's cells:
        0 wall, 255 open, v in 1..254 weight 256 - v; a walkable mask
        (1 = open) is Grid.from_mask."""
        view = _byte_view("cells_bytes", cells_bytes)
        _check_shape(cells_bytes, width, height)
        handle = ctypes.c_void_p()
        error = _Error()
        pointer = _address(view)  # kept alive through the call
        _check(_lib.astar_grid_new(_int32("width", width), _int32("height", height),
                                   pointer, len(view), ctypes.byref(handle),
                                   ctypes.byref(error)), error)
        self._h = handle

    @classmethod
    def from_array(cls, cells):
        """A grid from a 2-D uint8 array of shape (height, width), read as
        numpy and images lay cells out: cells[y, x]. Any 2-D buffer of bytes
        works (a numpy array, a memoryview). The library keeps its own copy:
        later changes to the array do not reach the grid (set_cell does). A
        wrong shape or dtype raises ValueError naming it."""
        try:
            view = memoryview(cells)
        except TypeError:
            raise ValueError("cells must be a 2-D uint8 array, got %s"
                             % type(cells).__name__) from None
        if view.ndim != 2:
            raise ValueError("cells must be 2-D, shape (height, width), got shape %s"
                             % (tuple(view.shape),))
        if view.format != "B":
            dtype = getattr(cells, "dtype", "items of format %r" % view.format)
            hint = "; use Grid.from_mask for a walkable mask" if view.format == "?" else ""
            raise ValueError("cells must be uint8, got %s%s" % (dtype, hint))
        height, width = view.shape
        if height == 0 or width == 0:
            # Checked here: memoryview cannot flatten an empty 2-D view.
            raise ValueError("cells has shape %s; a grid needs at least one row "
                             "and one column" % (tuple(view.shape),))
        return cls(width, height, cells if view.c_contiguous else view.tobytes())

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
    def from_png(cls, data):
        """A grid from a PNG file's bytes (BMP and TGA too), e.g. an asset
        read from a package: as load_map reads the file. Malformed or hostile
        bytes raise ValueError."""
        view = _byte_view("data", data)
        handle = ctypes.c_void_p()
        error = _Error()
        pointer = _address(view)  # kept alive through the call
        _check(_lib.astar_grid_load_png_memory(pointer, len(view), ctypes.byref(handle),
                                               ctypes.byref(error)), error)
        return cls._adopt(handle)

    @classmethod
    def _adopt(cls, handle):
        grid = cls.__new__(cls)
        grid._h = handle
        return grid

    @staticmethod
    def _free(handle):
        _lib.astar_grid_free(handle)

    @property
    def width(self):
        return _lib.astar_grid_width(self._handle)

    @property
    def height(self):
        return _lib.astar_grid_height(self._handle)

    def cells(self):
        """All cells as bytes, row-major."""
        buffer = ctypes.create_string_buffer(self.width * self.height)
        self._copy_cells(buffer, len(buffer))
        return buffer.raw

    def to_array(self):
        """The cells as a new numpy array of shape (height, width), dtype
        uint8: cells[y, x] (needs numpy)."""
        cells = _numpy("Grid.to_array").empty((self.height, self.width), dtype="uint8")
        self._copy_cells(cells.ctypes.data, cells.size)
        return cells

    def _copy_cells(self, address, size):
        error = _Error()
        _check(_lib.astar_grid_cells(self._handle, address, size,
                                     ctypes.byref(error)), error)

    def set_cells(self, points, values):
        """Sets many cells in one call, all or nothing. points: (x, y) pairs,
        or an (N, 2) integer numpy array; values: one byte for every point,
        or one per point (a sequence, bytes, or a uint8 array). A point off
        the map raises ValueError naming it and its index, and changes no
        cell."""
        xy = _points_array(points)
        count = len(xy) // 2
        if not hasattr(values, "__len__"):  # one value, a numpy scalar too
            value = _int32("value", values)
            if not 0 <= value <= 255:
                raise ValueError("value %d is outside 0..255" % value)
            values = bytes([value]) * count
        else:
            values = _bytes_of("values", values)
        if len(values) != count:
            raise ValueError("%d points but %d values" % (count, len(values)))
        error = _Error()
        _check(_lib.astar_grid_set_cells(self._handle, xy.buffer_info()[0], values,
                                         count, ctypes.byref(error)), error)

    def fill(self, x, y, width, height, value):
        """Sets every cell of the width x height rectangle whose top-left
        cell is (x, y) to value: a room cleared, a gate closed. A rectangle
        that reaches off the map raises ValueError and changes no cell."""
        value = _int32("value", value)
        if not 0 <= value <= 255:
            raise ValueError("value %d is outside 0..255" % value)
        error = _Error()
        _check(_lib.astar_grid_fill(self._handle, _int32("x", x), _int32("y", y),
                                    _int32("width", width), _int32("height", height),
                                    value, ctypes.byref(error)), error)

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


def _check_shape(cells, width, height):
    """A 2-D array must be (height, width): a transposed one is refused, not
    read as another map."""
    shape = memoryview(cells).shape
    if len(shape) > 1 and tuple(shape) != (height, width):
        raise ValueError("cells_bytes has shape %s; a %dx%d grid needs shape "
                         "(height, width) = (%d, %d) (Grid.from_array takes the "
                         "shape from the array)" % (tuple(shape), width, height,
                                                   height, width))


def _numpy(caller):
    try:
        import numpy
    except ImportError:
        raise ImportError("astar_studio: %s needs numpy (python3-numpy, or pip "
                          "install numpy)" % caller) from None
    return numpy


def _points_array(points):
    """x0, y0, x1, y1, ... as an array("i") from (x, y) pairs or an (N, 2)
    integer array, every value checked to fit an int32."""
    interface = getattr(points, "__array_interface__", None)
    if interface is not None:
        numpy = _numpy("set_cells")
        pairs = numpy.asarray(points)
        if pairs.ndim != 2 or pairs.shape[1] != 2 or pairs.dtype.kind not in "iu":
            raise ValueError("points must be an (N, 2) integer array, got shape %s "
                             "and dtype %s" % (pairs.shape, pairs.dtype))
        if pairs.size and (pairs.min() < -2**31 or pairs.max() >= 2**31):
            raise ValueError("points hold a value out of the int32 range")
        xy = array.array("i")
        xy.frombytes(pairs.astype(numpy.int32).tobytes())
        return xy
    xy = array.array("i")
    for index, point in enumerate(points):
        xy.extend(_point("point %d" % index, point))
    return xy


def _bytes_of(name, values):
    """One byte per value, from bytes-like data or a sequence of 0..255."""
    try:
        memoryview(values)
    except TypeError:
        try:
            return bytes(values)
        except (TypeError, ValueError):
            raise ValueError("%s must be bytes or whole numbers in 0..255, got %r"
                             % (name, values)) from None
    return _byte_view(name, values).tobytes()


def load_map(path):
    """Loads a map file as a Grid, by extension: .png .bmp .tga, Moving AI
    .map, Tiled .tmx .tmj .json, LDtk .ldtk or a plain text .grid."""
    handle = ctypes.c_void_p()
    error = _Error()
    encoded = os.fsencode(path)
    if b"\0" in encoded:
        # C would read the name only up to the NUL and open another file;
        # Python's own open() refuses such a name the same way.
        raise ValueError("load_map: the path holds a NUL byte: %r" % (path,))
    _check(_lib.astar_grid_load(encoded, ctypes.byref(handle),
                                ctypes.byref(error)), error)
    return Grid._adopt(handle)


def _pairs(xy):
    """[(x0, y0), (x1, y1), ...] from x0, y0, x1, y1, ..."""
    values = iter(xy)
    return list(zip(values, values))  # one iterator: no slices copied


class Path:
    """A path found: its cells from start to goal, its cost, cells expanded.

    xy is the path as one flat array("i"): x0, y0, x1, y1, ...; cells the
    same as a list of (x, y), built when first read. With the option
    post="waypoints" or "smooth", waypoints (a list of (x, y)) and
    waypoints_cost; None otherwise.

    cost is the search's: the step cost times the weight of each cell
    entered, or for "theta" the integral of the weight along its segments.
    """

    def __init__(self, xy, cost, expanded, waypoints=None, waypoints_cost=None):
        self.xy = xy
        self.cost = cost
        self.expanded = expanded
        self.waypoints = waypoints
        self.waypoints_cost = waypoints_cost
        self._cells = None

    @property
    def cells(self):
        if self._cells is None:
            self._cells = _pairs(self.xy)
        return self._cells

    def to_array(self):
        """The path's cells as a new numpy array of shape (N, 2), int32, one
        [x, y] row per cell (needs numpy)."""
        numpy = _numpy("Path.to_array")
        return numpy.array(self.xy, dtype=numpy.int32).reshape(-1, 2)

    def __repr__(self):
        return "Path(cost=%r, expanded=%d, %d cells)" % (
            self.cost, self.expanded, len(self.xy) // 2)


class Search(_Closable):
    """A reusable search: its buffers are kept between queries.

    options: astar-cli's search flags without "--", "_" for "-", the same
    names as find_path's: Search(algo="dijkstra", connectivity=4,
    tie_break="fifo"), Search(size=2, terrain="10=wall") for a unit of
    2 x 2 cells, Search(origin="bottom-left") to count cells from the
    bottom-left, y up.
    """

    def __init__(self, **options):
        handle = ctypes.c_void_p()
        error = _Error()
        _check(_lib.astar_search_new(ctypes.byref(handle), ctypes.byref(error)), error)
        self._h = handle
        self._post = False  # whether the option post asks for waypoints
        # One error block for the queries, reused: a Search is one thread's.
        self._error = _Error()
        self._error_ref = ctypes.byref(self._error)
        for name, value in _renamed_options(options).items():
            self.set(name, value)

    def set(self, name, value):
        """Sets one option ("tie_break" or "tie-break"); a bad name or value
        raises ValueError in the keyword's spelling: "algo='nope': ..."."""
        error = _Error()
        name = str(name).replace("_", "-")
        text = repr(value) if isinstance(value, float) else str(value)
        code = _lib.astar_search_set(self._handle, name.encode("utf-8"),
                                     text.encode("utf-8"), ctypes.byref(error))
        if code < 0:
            _check(code, error, _option_message(name, value, text, error))
        if name == "post":
            self._post = str(value) != "none"

    def find(self, grid, start, goal, out=None):
        """The Path from start to goal, or None when there is none.

        out: an array("i") to hold the path's xy, resized and reused from
        query to query (no list of cells is built unless read)."""
        if self._find(grid, start, goal) != _FOUND:
            return None
        return self._path(out)

    def find_cost(self, grid, start, goal):
        """The cost of the path from start to goal, or None when there is
        none: the cheapest query, nothing is copied."""
        if self._find(grid, start, goal) != _FOUND:
            return None
        return _lib.astar_search_cost(self._h)

    @staticmethod
    def _free(handle):
        _lib.astar_search_free(handle)

    def _find(self, grid, start, goal):
        sx, sy, gx, gy = _endpoints(grid, start, goal)
        # The handles read once, without the properties: this is the
        # cheapest query's path.
        handle, grid_handle = self._h, grid._h
        if handle is None or grid_handle is None:
            raise _closed(self if handle is None else grid)
        status = _lib.astar_search_find(handle, grid_handle, sx, sy, gx, gy,
                                        self._error_ref)
        return status if status >= 0 else _check(status, self._error)

    def _path(self, out):
        """The last path found, as a Path, its xy in `out` when given."""
        xy = _copy_points(self._handle, _lib.astar_search_path_length,
                          _lib.astar_search_path, out)
        waypoints = waypoints_cost = None
        if self._post and _lib.astar_search_waypoints_length(self._handle):
            waypoints = _pairs(_copy_points(self._handle,
                                            _lib.astar_search_waypoints_length,
                                            _lib.astar_search_waypoints, None))
            waypoints_cost = _lib.astar_search_waypoints_cost(self._handle)
        return Path(xy, _lib.astar_search_cost(self._handle),
                    _lib.astar_search_expanded(self._handle), waypoints,
                    waypoints_cost)

    # --- sliced: a long query spread over frames -------------------------

    def start(self, grid, start, goal):
        """Starts a query to be advanced by advance(); expands nothing. The
        Search holds grid until the query ends, is cancelled or restarted,
        so the grid may be closed meanwhile."""
        sx, sy, gx, gy = _endpoints(grid, start, goal)
        error = _Error()
        _check(_lib.astar_search_start(self._handle, grid._handle, sx, sy, gx, gy,
                                       ctypes.byref(error)), error)

    def advance(self, max_expansions=1000, max_seconds=0.0):
        """Expands at most max_expansions cells (>= 1), stopping once
        max_seconds have passed (0: no time budget; at least one cell is
        expanded). Returns the status: "running", "found" or "no_path".

        When the grid's cells changed since start(), the query first starts
        over on the map as it is (restarts counts it): the path found never
        crosses a changed cell. It ends "no_path" when the start or goal
        is now a wall."""
        error = _Error()
        status = _check(_lib.astar_search_advance(
            self._handle, _int64("max_expansions", max_expansions),
            float(max_seconds), ctypes.byref(error)), error)
        return _STATUS_NAMES[status]

    @property
    def status(self):
        """"idle", "running", "found" or "no_path"."""
        return _STATUS_NAMES[_lib.astar_search_status(self._handle)]

    @property
    def expanded(self):
        """Cells expanded so far by the current or last query (since its
        last restart)."""
        return _lib.astar_search_expanded(self._handle)

    @property
    def restarts(self):
        """How many times the current or last sliced query started over
        because its grid changed; 0 again at the next start."""
        return _lib.astar_search_restarts(self._handle)

    def result(self, out=None):
        """The Path of the last query once it ended, or None (no path, or
        still running: see status)."""
        if _lib.astar_search_status(self._handle) != _FOUND:
            return None
        return self._path(out)

    def cancel(self):
        """Abandons a running query."""
        _lib.astar_search_cancel(self._handle)


class Replanner(_Closable):
    """One unit's path kept optimal while cells change and the unit walks,
    by repairing its last search (D* Lite) instead of searching again: a
    changed cell re-settles only what the path needs, and a step along the
    path costs nothing. Its costs are a fresh find's.

        plan = Replanner(grid, (1, 1), (62, 38), connectivity=4)
        plan.plan()                       # True when the goal is reachable
        grid.set_cell(30, 20, 0)          # a wall falls
        plan.cells_changed(grid, 30, 20)  # or x, y, width, height
        plan.plan()                       # repaired: plan.touched cells
        plan.move_start(plan.path.cells[1])

    options: connectivity, corners, costs, unit_size (size) and terrain,
    as Search's; the others choose a search it does not run and raise
    ValueError. It copies the cells it plans on: tell it of every change
    with cells_changed. Cells count from the top-left.
    """

    def __init__(self, grid, start, goal, **options):
        sx, sy, gx, gy = _endpoints(grid, start, goal)
        handle = ctypes.c_void_p()
        error = _Error()
        with Search(**options) as settings:
            _check(_lib.astar_replanner_new(grid._handle, sx, sy, gx, gy,
                                            settings._handle, ctypes.byref(handle),
                                            ctypes.byref(error)), error)
        self._h = handle

    @staticmethod
    def _free(handle):
        _lib.astar_replanner_free(handle)

    def plan(self):
        """Searches the first time, repairs after: True when a path exists."""
        error = _Error()
        return _check(_lib.astar_replanner_plan(self._handle, ctypes.byref(error)),
                      error) == _FOUND

    def cells_changed(self, grid, x, y, width=1, height=1):
        """The cells of the width x height rectangle at (x, y) may have
        changed on grid (the grid it was made on, edited)."""
        if not isinstance(grid, Grid):
            raise ValueError("grid must be an astar_studio.Grid, got %s"
                             % type(grid).__name__)
        error = _Error()
        _check(_lib.astar_replanner_cells_changed(
            self._handle, grid._handle, _int32("x", x), _int32("y", y),
            _int32("width", width), _int32("height", height),
            ctypes.byref(error)), error)

    def move_start(self, cell):
        """The unit now stands at cell (x, y), usually the next of its path."""
        x, y = _point("cell", cell)
        error = _Error()
        _check(_lib.astar_replanner_move_start(self._handle, x, y,
                                               ctypes.byref(error)), error)

    @property
    def path(self):
        """The last plan's Path (start first), or None without one; its
        expanded counts the vertices the last plan expanded."""
        if not _lib.astar_replanner_path_length(self._handle):
            return None
        xy = _copy_points(self._handle, _lib.astar_replanner_path_length,
                          _lib.astar_replanner_path, None)
        return Path(xy, _lib.astar_replanner_cost(self._handle), self.expanded)

    @property
    def cost(self):
        """The last plan's cost, or None without a path."""
        if not _lib.astar_replanner_path_length(self._handle):
            return None
        return _lib.astar_replanner_cost(self._handle)

    @property
    def expanded(self):
        """Vertices the last plan took off its heap."""
        return _lib.astar_replanner_expanded(self._handle)

    @property
    def touched(self):
        """Distinct cells the last plan expanded or updated, counting the
        changes reported since the plan before."""
        return _lib.astar_replanner_touched(self._handle)


class Crowd(_Closable):
    """Agents walking to their goals over a grid, a fixed time step at a
    time, steering around each other and around walls (ORCA, reciprocal
    velocity obstacles); each follows a path of the library's A*, planned
    again when its goal or the grid changes. No agent enters a wall.

        crowd = Crowd(grid, time_step=0.1, avoidance=True)
        a = crowd.add_agent((2.5, 3.5), (17.5, 3.5))       # ids 0, 1, ...
        b = crowd.add_agent((17.5, 3.5), (2.5, 3.5), radius=0.3, max_speed=1.5)
        crowd.step(150)                                     # 15 seconds
        crowd.follow_field(FlowField(grid, [(17, 3)]))      # one field for all
        crowd.positions()     # numpy float64 (n, 2): [x, y] centres in cells
        crowd.velocities()    # numpy float64 (n, 2): cells a second
        crowd.arrived()       # numpy bool (n,)

    Positions count cells from the map's top-left corner, x right and y
    down; cell (x, y) is the square [x, x+1) x [y, y+1), its centre
    (x + 0.5, y + 0.5). A radius is in (0, 0.5] cells; a speed in cells a
    second, at most one cell a step. avoidance=False lets agents walk
    through each other (they still keep out of walls).

    The crowd holds its grid: closing the Grid first is safe. It walks the
    grid as it is: a cell set (set_cell, set_cells, fill) is seen by the
    next step. Deterministic: the same agents and steps give the same
    positions. Reading the arrays needs numpy; pass out= (an array of the
    right shape and dtype) to fill one without allocating.
    """

    def __init__(self, grid, time_step=0.1, avoidance=True):
        if not isinstance(grid, Grid):
            raise ValueError("grid must be an astar_studio.Grid, got %s"
                             % type(grid).__name__)
        handle = ctypes.c_void_p()
        error = _Error()
        _check(_lib.astar_crowd_new(grid._handle, _number("time_step", time_step),
                                    1 if avoidance else 0, ctypes.byref(handle),
                                    ctypes.byref(error)), error)
        self._h = handle

    @staticmethod
    def _free(handle):
        _lib.astar_crowd_free(handle)

    def add_agent(self, position, goal, radius=0.35, max_speed=2.0):
        """Adds an agent with its centre at position (x, y), walking to goal
        (x, y), and returns its id. Raises ValueError naming the value when
        it does not fit there (a wall, the map's edge), the goal is outside
        the map or in a wall, or the radius or speed is out of range."""
        x, y = _xy("position", position)
        gx, gy = _xy("goal", goal)
        agent, error = ctypes.c_int32(), _Error()
        _check(_lib.astar_crowd_add_agent(
            self._handle, x, y, gx, gy, _number("radius", radius),
            _number("max_speed", max_speed), ctypes.byref(agent),
            ctypes.byref(error)), error)
        return agent.value

    def set_goal(self, agent, goal):
        """A new goal (x, y) for agent id `agent`; it walks again if it had
        arrived."""
        gx, gy = _xy("goal", goal)
        error = _Error()
        _check(_lib.astar_crowd_set_goal(self._handle, _int32("agent", agent), gx, gy,
                                         ctypes.byref(error)), error)

    def follow_field(self, field):
        """Every agent walks by `field` (a FlowField of this grid's size)
        instead of planning a path of its own: many agents, one field. The
        crowd holds the field (closing it first is safe) and follows its
        update()s. An agent's goal still says where it stops: give each its
        nearest goal's centre. None: back to a path each."""
        if field is not None and not isinstance(field, FlowField):
            raise ValueError("field must be an astar_studio.FlowField or None, "
                             "got %s" % type(field).__name__)
        error = _Error()
        _check(_lib.astar_crowd_follow_field(
            self._handle, None if field is None else field._handle,
            ctypes.byref(error)), error)

    def step(self, steps=1):
        """Moves every agent by `steps` time steps."""
        error = _Error()
        _check(_lib.astar_crowd_step(self._handle, _int32("steps", steps),
                                     ctypes.byref(error)), error)

    def __len__(self):
        return _lib.astar_crowd_size(self._handle)

    @property
    def arrived_count(self):
        """How many agents have come within 0.25 cells of their goal."""
        return _lib.astar_crowd_arrived_count(self._handle)

    @property
    def steps(self):
        """Steps taken."""
        return _lib.astar_crowd_steps(self._handle)

    @property
    def time(self):
        """The simulated seconds the steps make."""
        return _lib.astar_crowd_time(self._handle)

    def positions(self, out=None):
        """Every agent's centre as a float64 numpy array of shape (n, 2), one
        [x, y] row per agent in the order of their ids."""
        return self._fill(_lib.astar_crowd_positions, out, (2,), "float64")

    def velocities(self, out=None):
        """Every agent's velocity in the last step, in cells a second, as
        positions() gives the centres."""
        return self._fill(_lib.astar_crowd_velocities, out, (2,), "float64")

    def arrived(self, out=None):
        """Whether each agent has arrived, a bool numpy array of shape (n,)."""
        return self._fill(_lib.astar_crowd_arrived, out, (), "bool")

    def _fill(self, copy, out, row, dtype):
        numpy = _numpy("Crowd.%s" % copy.__name__[len("astar_crowd_"):])
        count = len(self)
        shape = (count,) + row
        if out is None:
            out = numpy.empty(shape, dtype=dtype)
        elif not (isinstance(out, numpy.ndarray) and out.shape == shape
                  and out.dtype == numpy.dtype(dtype) and out.flags.c_contiguous
                  and out.flags.writeable):
            raise ValueError("out must be a writeable C-contiguous %s numpy array of "
                             "shape %r, got %r" % (dtype, shape, out))
        if count:
            error = _Error()
            _check(copy(self._handle, out.ctypes.data, count, ctypes.byref(error)),
                   error)
        return out


def _number(name, value):
    """A float from a real number (numpy's too), or ValueError naming it."""
    if isinstance(value, (str, bytes, bool)):
        raise ValueError("%s must be a number, got %r" % (name, value))
    try:
        return float(value)
    except (TypeError, ValueError):
        raise ValueError("%s must be a number, got %r" % (name, value)) from None


def _xy(name, point):
    try:
        x, y = point
    except (TypeError, ValueError):
        raise ValueError("%s must be a pair (x, y), got %r" % (name, point)) from None
    return _number(name + " x", x), _number(name + " y", y)
class FlowField(_Closable):
    """A flow field (a "Dijkstra map"): every cell's exact cost to the
    nearest of one or several goals, and the next cell on a cheapest path
    there. Many units walking to one place read it instead of each
    searching: following next() from a cell reaches a goal by a path of
    exactly distance() cost, a fresh find's cost from that cell.

        field = FlowField(grid, [(62, 38), (3, 3)], connectivity=4)
        field = FlowField.area(grid, 60, 36, 4, 4)  # every cell of an area
        field.distance((1, 1)); field.next((1, 1))  # None: unreachable
        d = field.distances()      # float64 (height, width), -1 unreachable
        n = field.next_cells()     # int32 (height, width): y * width + x
        grid.fill(30, 20, 4, 1, 0)
        field.update(grid, 30, 20, 4, 1)            # repairs what hung on it

    options: connectivity, corners, costs, unit_size (size) and terrain,
    as Search's; the others raise ValueError. It holds no grid: tell it of
    every change with update() (field.follows(grid) says whether it is up
    to date). Cells count from the top-left.
    """

    def __init__(self, grid, goals, **options):
        _check_grid(grid)
        xy = _points_array(goals)
        address = xy.buffer_info()[0] if len(xy) else None
        self._made(lambda settings, handle, error: _lib.astar_field_new(
            grid._handle, address, len(xy) // 2, settings, handle, error), options)

    @classmethod
    def area(cls, grid, x, y, width, height, **options):
        """The field towards every cell of the width x height rectangle at
        (x, y) where the unit can stand."""
        _check_grid(grid)
        x, y = _int32("x", x), _int32("y", y)
        width, height = _int32("width", width), _int32("height", height)
        field = cls.__new__(cls)
        field._made(lambda settings, handle, error: _lib.astar_field_new_area(
            grid._handle, x, y, width, height, settings, handle, error), options)
        return field

    def _made(self, new, options):
        handle = ctypes.c_void_p()
        error = _Error()
        with Search(**options) as settings:
            _check(new(settings._handle, ctypes.byref(handle), ctypes.byref(error)),
                   error)
        self._h = handle

    @staticmethod
    def _free(handle):
        _lib.astar_field_free(handle)

    def update(self, grid, x, y, width=1, height=1):
        """The cells of the width x height rectangle at (x, y) changed on
        grid (the grid it was made on, edited): repairs what depended on
        them."""
        _check_grid(grid)
        error = _Error()
        _check(_lib.astar_field_update(
            self._handle, grid._handle, _int32("x", x), _int32("y", y),
            _int32("width", width), _int32("height", height),
            ctypes.byref(error)), error)

    def follows(self, grid):
        """Whether it was made or updated from grid as it is now."""
        _check_grid(grid)
        return bool(_lib.astar_field_follows(self._handle, grid._handle))

    @property
    def width(self):
        return _lib.astar_field_width(self._handle)

    @property
    def height(self):
        return _lib.astar_field_height(self._handle)

    def distance(self, cell):
        """The cost from cell (x, y) to the nearest goal (0 at a goal), or
        None when no goal is reachable from it or it is off the map."""
        x, y = _point("cell", cell)
        cost = _lib.astar_field_distance(self._handle, x, y)
        return None if cost < 0 else cost

    def reachable(self, cell):
        """Whether a goal is reachable from cell (x, y)."""
        x, y = _point("cell", cell)
        return bool(_lib.astar_field_reachable(self._handle, x, y))

    def next(self, cell):
        """The next cell (x, y) from cell on a cheapest path to a goal (a
        goal's is itself), or None when no goal is reachable; a cell off
        the map raises ValueError."""
        x, y = _point("cell", cell)
        nx, ny, error = ctypes.c_int32(), ctypes.c_int32(), _Error()
        found = _check(_lib.astar_field_next(self._handle, x, y, ctypes.byref(nx),
                                             ctypes.byref(ny), ctypes.byref(error)),
                       error)
        return (nx.value, ny.value) if found == _FOUND else None

    def distances(self):
        """Every cell's distance as a new numpy float64 array of shape
        (height, width), [y, x]; -1 where no goal is reachable (needs
        numpy)."""
        numpy = _numpy("FlowField.distances")
        out = numpy.empty((self.height, self.width), dtype=numpy.float64)
        self._copy(_lib.astar_field_distances, out)
        return out

    def next_cells(self):
        """Every cell's next cell as a new numpy int32 array of shape
        (height, width) of indices y * width + x (divmod(i, width) gives
        (y, x)); a goal's is its own, -1 where no goal is reachable (needs
        numpy)."""
        numpy = _numpy("FlowField.next_cells")
        out = numpy.empty((self.height, self.width), dtype=numpy.int32)
        self._copy(_lib.astar_field_next_cells, out)
        return out

    def _copy(self, copy, out):
        error = _Error()
        _check(copy(self._handle, out.ctypes.data, out.size, ctypes.byref(error)),
               error)

    @property
    def touched(self):
        """Cells the last update() rewrote; 0 before one."""
        return _lib.astar_field_touched(self._handle)


def _check_grid(grid):
    if not isinstance(grid, Grid):
        raise ValueError("grid must be an astar_studio.Grid, got %s"
                         % type(grid).__name__)


def cell_to_world(frame, cell):
    """The centre (wx, wy) of cell (x, y) in frame: origin + (cell + 0.5)
    * cell_size on each axis (astar_cell_to_world)."""
    x, y = _point("cell", cell)
    wx, wy, error = ctypes.c_double(), ctypes.c_double(), _Error()
    _check(_lib.astar_cell_to_world(ctypes.byref(frame), x, y, ctypes.byref(wx),
                                    ctypes.byref(wy), ctypes.byref(error)), error)
    return wx.value, wy.value


def world_to_cell(frame, position):
    """The cell (x, y) holding world position (wx, wy): floor((w - origin)
    / cell_size) on each axis, so an edge belongs to the cell after it and
    a position before the origin gives a negative cell; whether it is on
    the map is the caller's check. A position that is not finite, or too
    far for an int32 cell, raises ValueError (astar_world_to_cell)."""
    try:
        wx, wy = (float(v) for v in position)
    except (TypeError, ValueError):
        raise ValueError("position must be a pair of numbers, got %r"
                         % (position,)) from None
    x, y, error = ctypes.c_int32(), ctypes.c_int32(), _Error()
    _check(_lib.astar_world_to_cell(ctypes.byref(frame), wx, wy, ctypes.byref(x),
                                    ctypes.byref(y), ctypes.byref(error)), error)
    return x.value, y.value


def _option_message(name, value, text, error):
    """astar_search_set's complaint about option `name`, as a keyword
    argument: "algo='nope': expected ...", "'speed' is not a search option;
    expected one of algo, ..., tie_break, ...". """
    message = error.message.decode("utf-8", "replace")
    message = message.replace("astar_search_set: ", "", 1)
    keyword = name.replace("-", "_")
    unknown = "'%s' is not a search option; expected one of " % name
    if message.startswith(unknown):
        names = message[len(unknown):].replace("-", "_")
        return "%r is not a search option; expected one of %s" % (keyword, names)
    quoted = "%s '%s'" % (name, text)
    if message.startswith(quoted):
        return "%s=%r%s" % (keyword, value, message[len(quoted):])
    return _in_python(message)


def _renamed_options(options):
    """options with find_path's old spelling ("algorithm") renamed."""
    if "algorithm" not in options:
        return options
    warnings.warn('astar_studio: the option "algorithm" is now "algo", as in '
                  "Search and astar-cli", DeprecationWarning, stacklevel=3)
    if "algo" in options:
        raise ValueError('give "algo" or "algorithm", not both')
    renamed = dict(options)
    renamed["algo"] = renamed.pop("algorithm")
    return renamed


def _endpoints(grid, start, goal):
    """(sx, sy, gx, gy), once grid is known to be a Grid."""
    if not isinstance(grid, Grid):
        raise ValueError("grid must be an astar_studio.Grid, got %s"
                         % type(grid).__name__)
    return _point("start", start) + _point("goal", goal)


def _int64(name, value):
    return _int32(name, value, bits=64)


def _copy_points(handle, length_of, copy, out):
    """The points length_of(handle) and copy(...) give, in array("i") `out`
    (resized) or a new one."""
    if out is not None and not (isinstance(out, array.array) and out.typecode == "i"):
        raise ValueError("out must be an array('i'), got %r" % (out,))
    length = length_of(handle)
    xy = out if out is not None else array.array("i")
    if len(xy) < 2 * length:
        xy.frombytes(bytes(4 * (2 * length - len(xy))))
    elif len(xy) > 2 * length:
        del xy[2 * length:]
    if length:
        # The array's address, valid until it is resized: cheaper than a
        # ctypes array over it (a type per length, and an export).
        error = _Error()
        _check(copy(handle, xy.buffer_info()[0], length, ctypes.byref(error)), error)
    return xy


def find_path(grid, start, goal, **options):
    """The Path from start to goal on grid, or None when there is none.

    options are Search's: algo (astar, dijkstra, greedy, bfs, weighted,
    jps, theta, bi-astar, bi-dijkstra, bi-bfs), weight, heuristic,
    connectivity, corners, costs, tie_break, unit_size (or size, its old
    name), terrain, post, origin;
    unset ones keep astar-cli's defaults. None leaves an option unset.

    size K (1..32) finds a path for a unit of K x K cells: start, goal and
    every path cell are the top-left cells of its footprint, and entering a
    footprint costs the step cost times the largest weight under it.
    terrain is the unit's terrain table, "10=wall,5=2" (weight 10 barred,
    weight 5 costs 2). A unit that does not fit at start or goal raises
    ValueError naming the size and the cell.

    origin "bottom-left" counts start, goal and the path's cells from the
    map's bottom-left cell with y up (y' = height - 1 - y), as Unity does;
    "top-left" (the default) counts from the top-left with y down.

    As on astar-cli: a weight alone selects algo "weighted", and "weighted"
    without a weight uses 2. heuristic unset is octile for 8-connected moves
    and manhattan for 4 (euclidean for "theta", whose path holds the
    vertices of its any-angle path).
    """
    options = {name: value for name, value in options.items() if value is not None}
    return Search(**_renamed_options(options)).find(grid, start, goal)


def _byte(name, value):
    value = _int32(name, value)
    if not 0 <= value <= 255:
        raise ValueError("%s %d is outside 0..255" % (name, value))
    return value


class _JobFuture(concurrent.futures.Future):
    """A job's Future: cancel() asks the library to stop the job (a queued
    one at once, a running search or field within a few thousand
    expansions or cells) and waits for it to stop. revision is the map revision the job searches."""

    def __init__(self, queue, handle, kind):
        super().__init__()
        self._queue = queue
        self._job = handle
        self._kind = kind
        self._busy = False
        self.revision = _lib.astar_jobs_revision(handle)

    def cancel(self):
        queue = self._queue
        # Under the queue's lock, and marked busy: the job's callback (on
        # this thread for a queued job, else on its worker) must not free
        # the handle while it is used here.
        with queue._lock:
            handle = self._job
            if handle is None:
                return self.cancelled()
            self._busy = True
            try:
                _lib.astar_jobs_cancel(handle)
                _lib.astar_jobs_wait(handle, -1.0, None)
            finally:
                self._busy = False
            queue._resolve(self)
        return self.cancelled()

    def _settle(self):
        """Reads the finished job into the Future, then frees the handle."""
        handle, self._job = self._job, None
        status = _lib.astar_jobs_poll(handle)
        try:
            if status == _CANCELLED:
                concurrent.futures.Future.cancel(self)
            elif status < 0:
                error = _Error()
                _lib.astar_jobs_error(handle, ctypes.byref(error))
                try:
                    _check(status, error)
                except Exception as e:  # the exception is the Future's result
                    self.set_exception(e)
            elif self._kind == "field":
                field = FlowField.__new__(FlowField)
                taken, error = ctypes.c_void_p(), _Error()
                _check(_lib.astar_jobs_take_field(handle, ctypes.byref(taken),
                                                  ctypes.byref(error)), error)
                field._h = taken
                self.set_result(field)
            else:
                self.set_result(self._path(handle, status))
        finally:
            _lib.astar_jobs_release(handle)

    @staticmethod
    def _path(handle, status):
        if status != _FOUND:
            return None
        xy, length = ctypes.POINTER(ctypes.c_int32)(), ctypes.c_size_t()
        _check(_lib.astar_jobs_path(handle, ctypes.byref(xy), ctypes.byref(length),
                                    None), _Error())
        # One copy, out of the job's storage, which is freed with the job.
        points = array.array("i", bytes(8 * length.value))
        ctypes.memmove(points.buffer_info()[0], xy, 8 * length.value)
        return Path(points, _lib.astar_jobs_cost(handle),
                    _lib.astar_jobs_expanded(handle))


class JobQueue(_Closable):
    """Worker threads that run queries on their own copy of a map, each
    answer a concurrent.futures.Future: submit from a game loop, poll
    future.done() each frame, or wait with future.result(timeout).

        queue = astar.JobQueue(grid, workers=4)
        future = queue.submit_path((1, 1), (62, 38), algo="subgoal")
        path = future.result(timeout=1.0)        # a Path, or None
        queue.fill(30, 20, 4, 1, 0)              # jobs from now on see it
        field = queue.submit_field([(62, 38)]).result()   # a FlowField

    The queue copies the grid's cells when it is made; edit its map with
    set_cell and fill (each returns the revision it made). Each job
    searches the map as it was when it was submitted (future.revision).
    close() (or the collector) cancels what is left and stops the workers.
    """

    def __init__(self, grid, workers=2):
        _check_grid(grid)
        self._futures = {}
        # Reentrant: a job cancelled while queued calls back on the
        # cancelling thread, which may hold it.
        self._lock = threading.RLock()
        self._done = _JOB_DONE(self._on_done)  # kept alive with the queue
        handle, error = ctypes.c_void_p(), _Error()
        _check(_lib.astar_jobs_new(grid._handle, _int32("workers", workers),
                                   self._done, None, ctypes.byref(handle),
                                   ctypes.byref(error)), error)
        self._h = handle

    @staticmethod
    def _free(handle):
        _lib.astar_jobs_free(handle)

    def _on_done(self, _user, job_id):
        with self._lock:
            future = self._futures.get(job_id)
        if future is not None:
            self._resolve(future)

    def _resolve(self, future):
        with self._lock:
            if future._job is None or future._busy:
                return
            self._futures.pop(_lib.astar_jobs_id(future._job), None)
            future._settle()

    def _submit(self, kind, submit):
        handle, error = ctypes.c_void_p(), _Error()
        # Under the lock, a worker that finishes the job waits for its entry.
        with self._lock:
            _check(submit(ctypes.byref(handle), ctypes.byref(error)), error)
            future = _JobFuture(self, handle, kind)
            self._futures[_lib.astar_jobs_id(handle)] = future
            if _lib.astar_jobs_poll(handle) != _RUNNING:
                self._resolve(future)  # cancelled in the call: a closing queue
        return future

    def submit_path(self, start, goal, **options):
        """A Future of the Path from start to goal (None when there is
        none), under Search's options (but post)."""
        sx, sy = _point("start", start)
        gx, gy = _point("goal", goal)
        queue = self._handle
        with Search(**_renamed_options(options)) as settings:
            return self._submit("path", lambda out, error: _lib.astar_jobs_submit_path(
                queue, settings._handle, sx, sy, gx, gy, out, error))

    def submit_field(self, goals, **options):
        """A Future of the FlowField towards goals, under FlowField's
        options."""
        xy = _points_array(goals)
        queue = self._handle
        with Search(**options) as settings:
            return self._submit("field", lambda out, error: _lib.astar_jobs_submit_field(
                queue, xy.buffer_info()[0], len(xy) // 2, settings._handle, out,
                error))

    def set_cell(self, x, y, value):
        """Sets one cell of the queue's map; returns the revision after."""
        revision, error = ctypes.c_uint64(), _Error()
        _check(_lib.astar_jobs_set_cell(self._handle, _int32("x", x), _int32("y", y),
                                        _byte("value", value), ctypes.byref(revision),
                                        ctypes.byref(error)), error)
        return revision.value

    def fill(self, x, y, width, height, value):
        """Sets a rectangle of the queue's map; returns the revision after."""
        revision, error = ctypes.c_uint64(), _Error()
        _check(_lib.astar_jobs_fill(self._handle, _int32("x", x), _int32("y", y),
                                    _int32("width", width), _int32("height", height),
                                    _byte("value", value), ctypes.byref(revision),
                                    ctypes.byref(error)), error)
        return revision.value

    @property
    def revision(self):
        """The map's revision now: 0, then one more per edit that changed a
        cell."""
        return _lib.astar_jobs_map_revision(self._handle)
