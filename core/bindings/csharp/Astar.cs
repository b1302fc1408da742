// The astar grid search from C# (.NET, Mono, Unity), through the C library
// libastar.so (astar.dll on Windows) by P/Invoke. One file: copy it into
// your project and put the library where the runtime finds native plugins
// (LD_LIBRARY_PATH, beside the executable, or Unity's Plugins folder).
//
//   using (var grid = Astar.GridMap.Load("level.map"))
//   using (var search = new Astar.Search()) {
//     search.Set("algo", "dijkstra");               // optional: astar-cli's flags
//     Astar.PathResult path = search.Find(grid, 1, 1, 62, 38);
//     if (path != null) Console.WriteLine(path.Cost + " " + path.Cells.Length);
//   }
//
// Cells are the grayscale PNG's bytes: 0 wall, 255 open ground, v in 1..254
// terrain of weight 256 - v. Options are astar-cli's search flags without
// "--" (algo, weight, heuristic, connectivity, corners, costs, tie-break,
// size, terrain),
// with the same values, limits and messages. Every failure throws an
// AstarException whose Message is the library's and whose Status says what
// kind it is. A GridMap may be shared between threads; a Search may not.
// The map type is GridMap, not Grid, so that `using UnityEngine; using
// Astar;` leaves no name ambiguous (UnityEngine has a Grid).
//
// Lifetimes: dispose GridMaps and Searches in any order, or let the
// collector take them: a Search running a sliced query holds its grid in
// the library until the query ends, so disposing the GridMap (a Unity
// OnDestroy) never pulls the map from under it. Using an object after
// Dispose throws ObjectDisposedException naming it.
//
// Live maps: a cell changed while a sliced query runs (SetCell between
// Start and an Advance) makes the query start over on the map as it is at
// that Advance, so a path found never crosses a changed cell; Restarts
// counts it.

using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;
using System.Text;
using System.Threading.Tasks;

namespace Astar {

/// <summary>What kind of failure an AstarException is (astar_status).</summary>
public enum Status {
  Ok = 0,
  Found = 1,
  NoPath = 2,
  Running = 3,
  /// <summary>A job was cancelled before it had an answer.</summary>
  Cancelled = 4,
  BadArgument = -1,
  BadFile = -2,
  IoFailure = -3,
  Unsupported = -4,
  OutOfMemory = -5,
  InternalError = -6,
}

/// <summary>A failure reported by the library, with its message.</summary>
public sealed class AstarException : Exception {
  public Status Status { get; private set; }
  public AstarException(Status status, string message) : base(message) {
    Status = status;
  }
}

/// <summary>A cell on a path.</summary>
public struct Cell {
  public int X;
  public int Y;
  public Cell(int x, int y) { X = x; Y = y; }
  public override string ToString() { return "(" + X + "," + Y + ")"; }
}

/// <summary>A path found: its cells from start to goal, cost, cells expanded.
/// Cost is the search's: the step cost times the weight of each cell entered,
/// or for theta the integral of the weight along its segments.</summary>
public sealed class PathResult {
  public Cell[] Cells { get; private set; }
  public double Cost { get; private set; }
  public long Expanded { get; private set; }
  /// <summary>With the option "post" (waypoints or smooth): the start,
  /// the turns and the goal, joined by clear straight segments; else null.</summary>
  public Cell[] Waypoints { get; internal set; }
  /// <summary>The cost of walking the waypoints; 0 without them.</summary>
  public double WaypointsCost { get; internal set; }
  internal PathResult(Cell[] cells, double cost, long expanded) {
    Cells = cells;
    Cost = cost;
    Expanded = expanded;
  }
}

/// <summary>The library's grid handle (astar_grid*): freed once, by
/// GridMap.Dispose or the finaliser, and kept from being freed while a call
/// uses it. A search running on the grid holds it natively beyond that.</summary>
internal sealed class GridHandle : SafeHandle {
  GridHandle() : base(IntPtr.Zero, true) {}
  public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
  protected override bool ReleaseHandle() {
    Native.astar_grid_free(handle);
    return true;
  }
}

/// <summary>The library's search handle (astar_search*), as GridHandle.</summary>
internal sealed class SearchHandle : SafeHandle {
  SearchHandle() : base(IntPtr.Zero, true) {}
  public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
  protected override bool ReleaseHandle() {
    Native.astar_search_free(handle);
    return true;
  }
}

/// <summary>The library's replanner handle (astar_replanner*), as GridHandle.</summary>
internal sealed class ReplannerHandle : SafeHandle {
  ReplannerHandle() : base(IntPtr.Zero, true) {}
  public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
  protected override bool ReleaseHandle() {
    Native.astar_replanner_free(handle);
    return true;
  }
}

/// <summary>The library's crowd handle (astar_crowd*), as GridHandle.</summary>
internal sealed class CrowdHandle : SafeHandle {
  CrowdHandle() : base(IntPtr.Zero, true) {}
  public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
  protected override bool ReleaseHandle() {
    Native.astar_crowd_free(handle);
    return true;
  }
}

/// <summary>The library's job queue handle (astar_jobs*), as GridHandle.</summary>
internal sealed class JobsHandle : SafeHandle {
  JobsHandle() : base(IntPtr.Zero, true) {}
  public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
  protected override bool ReleaseHandle() {
    Native.astar_jobs_free(handle);
    return true;
  }
}

/// <summary>The library's job handle (astar_job*), as GridHandle.</summary>
internal sealed class JobHandle : SafeHandle {
  JobHandle() : base(IntPtr.Zero, true) {}
  public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
  protected override bool ReleaseHandle() {
    Native.astar_jobs_release(handle);
    return true;
  }
}

/// <summary>IL2CPP (Unity) calls back into C# only through static methods
/// marked by an attribute of this name; Mono and .NET ignore it.</summary>
[AttributeUsage(AttributeTargets.Method)]
internal sealed class MonoPInvokeCallbackAttribute : Attribute {
  public MonoPInvokeCallbackAttribute(Type type) { Type = type; }
  public Type Type { get; private set; }
}

/// <summary>The library's flow field handle (astar_field*), as GridHandle.</summary>
internal sealed class FieldHandle : SafeHandle {
  FieldHandle() : base(IntPtr.Zero, true) {}
  public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
  protected override bool ReleaseHandle() {
    Native.astar_field_free(handle);
    return true;
  }
}

internal static class Native {
  // Unity's WebGL and iOS players link the plugin's C++ sources into the
  // player itself (Plugins/Source in the Unity package), found as
  // "__Internal"; everywhere else the shared library astar.dll/libastar.so.
#if (UNITY_WEBGL || UNITY_IOS) && !UNITY_EDITOR
  const string Library = "__Internal";
#else
  const string Library = "astar";
#endif
  // astar_error: an int32 code, then a 512-byte zero-terminated message.
  const int MessageOffset = 4;
  const int MessageSize = 512;

  // Each thread's astar_error, in native memory: passing its address
  // allocates nothing, so the calls a game makes every frame make no
  // garbage; the message is read only when a call failed. Freed by the
  // collector after its thread ends.
  sealed class ErrorBlock {
    [ThreadStatic] static ErrorBlock current;
    readonly IntPtr address = Marshal.AllocHGlobal(MessageOffset + MessageSize);
    ~ErrorBlock() { Marshal.FreeHGlobal(address); }

    internal static IntPtr Address {
      get {
        if (current == null) current = new ErrorBlock();
        return current.address;
      }
    }
  }

  /// <summary>Where the library writes this thread's error.</summary>
  internal static IntPtr Error { get { return ErrorBlock.Address; } }

  [DllImport(Library)] internal static extern int astar_grid_new(
      int width, int height, byte[] cells, UIntPtr cellsSize, out GridHandle grid,
      IntPtr error);
  [DllImport(Library)] internal static extern int astar_grid_load(
      byte[] utf8Path, out GridHandle grid, IntPtr error);
  [DllImport(Library)] internal static extern void astar_grid_free(IntPtr grid);
  [DllImport(Library)] internal static extern int astar_grid_width(GridHandle grid);
  [DllImport(Library)] internal static extern int astar_grid_height(GridHandle grid);
  [DllImport(Library)] internal static extern int astar_grid_get_cell(
      GridHandle grid, int x, int y, out byte value, IntPtr error);
  [DllImport(Library)] internal static extern int astar_grid_set_cell(
      GridHandle grid, int x, int y, byte value, IntPtr error);
  [DllImport(Library)] internal static extern int astar_grid_set_cells(
      GridHandle grid, int[] xy, byte[] values, UIntPtr count, IntPtr error);
  [DllImport(Library)] internal static extern int astar_grid_fill(
      GridHandle grid, int x, int y, int width, int height, byte value, IntPtr error);
  [DllImport(Library)] internal static extern int astar_grid_cells(
      GridHandle grid, byte[] cells, UIntPtr cellsSize, IntPtr error);
  [DllImport(Library)] internal static extern int astar_search_new(
      out SearchHandle search, IntPtr error);
  [DllImport(Library)] internal static extern void astar_search_free(IntPtr search);
  [DllImport(Library)] internal static extern int astar_search_set(
      SearchHandle search, byte[] utf8Name, byte[] utf8Value, IntPtr error);
  [DllImport(Library)] internal static extern int astar_search_find(
      SearchHandle search, GridHandle grid, int sx, int sy, int gx, int gy, IntPtr error);
  [DllImport(Library)] internal static extern double astar_search_cost(SearchHandle search);
  [DllImport(Library)] internal static extern long astar_search_expanded(SearchHandle search);
  [DllImport(Library)] internal static extern UIntPtr astar_search_path_length(
      SearchHandle search);
  [DllImport(Library)] internal static extern int astar_search_path(
      SearchHandle search, int[] xy, UIntPtr capacity, IntPtr error);
  [DllImport(Library)] internal static extern int astar_cell_to_world(
      ref WorldFrame frame, int x, int y, out double wx, out double wy,
      IntPtr error);
  [DllImport(Library)] internal static extern int astar_world_to_cell(
      ref WorldFrame frame, double wx, double wy, out int x, out int y,
      IntPtr error);

  [DllImport(Library)] internal static extern int astar_grid_load_png_memory(
      byte[] bytes, UIntPtr size, out GridHandle grid, IntPtr error);
  [DllImport(Library)] internal static extern UIntPtr astar_search_waypoints_length(
      SearchHandle search);
  [DllImport(Library)] internal static extern int astar_search_waypoints(
      SearchHandle search, int[] xy, UIntPtr capacity, IntPtr error);
  [DllImport(Library)] internal static extern double astar_search_waypoints_cost(
      SearchHandle search);
  [DllImport(Library)] internal static extern int astar_search_start(
      SearchHandle search, GridHandle grid, int sx, int sy, int gx, int gy, IntPtr error);
  [DllImport(Library)] internal static extern int astar_search_advance(
      SearchHandle search, long maxExpansions, double maxSeconds, IntPtr error);
  [DllImport(Library)] internal static extern int astar_search_status(SearchHandle search);
  [DllImport(Library)] internal static extern void astar_search_cancel(SearchHandle search);
  [DllImport(Library)] internal static extern long astar_search_restarts(SearchHandle search);

  [DllImport(Library)] internal static extern int astar_replanner_new(
      GridHandle grid, int sx, int sy, int gx, int gy, SearchHandle options,
      out ReplannerHandle replanner, IntPtr error);
  [DllImport(Library)] internal static extern void astar_replanner_free(IntPtr replanner);
  [DllImport(Library)] internal static extern int astar_replanner_plan(
      ReplannerHandle replanner, IntPtr error);
  [DllImport(Library)] internal static extern int astar_replanner_cells_changed(
      ReplannerHandle replanner, GridHandle grid, int x, int y, int width, int height,
      IntPtr error);
  [DllImport(Library)] internal static extern int astar_replanner_move_start(
      ReplannerHandle replanner, int x, int y, IntPtr error);
  [DllImport(Library)] internal static extern double astar_replanner_cost(
      ReplannerHandle replanner);
  [DllImport(Library)] internal static extern UIntPtr astar_replanner_path_length(
      ReplannerHandle replanner);
  [DllImport(Library)] internal static extern int astar_replanner_path(
      ReplannerHandle replanner, int[] xy, UIntPtr capacity, IntPtr error);
  [DllImport(Library)] internal static extern long astar_replanner_expanded(
      ReplannerHandle replanner);
  [DllImport(Library)] internal static extern long astar_replanner_touched(
      ReplannerHandle replanner);

  [DllImport(Library)] internal static extern int astar_crowd_new(
      GridHandle grid, double timeStep, int avoidAgents, out CrowdHandle crowd,
      IntPtr error);
  [DllImport(Library)] internal static extern void astar_crowd_free(IntPtr crowd);
  [DllImport(Library)] internal static extern int astar_crowd_add_agent(
      CrowdHandle crowd, double x, double y, double goalX, double goalY, double radius,
      double maxSpeed, out int id, IntPtr error);
  [DllImport(Library)] internal static extern int astar_crowd_set_goal(
      CrowdHandle crowd, int id, double goalX, double goalY, IntPtr error);
  [DllImport(Library)] internal static extern int astar_crowd_step(
      CrowdHandle crowd, int steps, IntPtr error);
  [DllImport(Library)] internal static extern int astar_crowd_follow_field(
      CrowdHandle crowd, FieldHandle field, IntPtr error);
  [DllImport(Library, EntryPoint = "astar_crowd_follow_field")]
  internal static extern int astar_crowd_follow_paths(CrowdHandle crowd, IntPtr noField,
                                                      IntPtr error);
  [DllImport(Library)] internal static extern int astar_crowd_size(CrowdHandle crowd);
  [DllImport(Library)] internal static extern int astar_crowd_arrived_count(
      CrowdHandle crowd);
  [DllImport(Library)] internal static extern long astar_crowd_steps(CrowdHandle crowd);
  [DllImport(Library)] internal static extern double astar_crowd_time(CrowdHandle crowd);
  [DllImport(Library)] internal static extern int astar_crowd_positions(
      CrowdHandle crowd, double[] xy, UIntPtr capacity, IntPtr error);
  [DllImport(Library)] internal static extern int astar_crowd_velocities(
      CrowdHandle crowd, double[] xy, UIntPtr capacity, IntPtr error);
  [DllImport(Library)] internal static extern int astar_crowd_arrived(
      CrowdHandle crowd, byte[] flags, UIntPtr capacity, IntPtr error);
  [DllImport(Library)] internal static extern int astar_field_new(
      GridHandle grid, int[] goalsXy, UIntPtr goalCount, SearchHandle options,
      out FieldHandle field, IntPtr error);
  [DllImport(Library)] internal static extern int astar_field_new_area(
      GridHandle grid, int x, int y, int width, int height, SearchHandle options,
      out FieldHandle field, IntPtr error);
  [DllImport(Library)] internal static extern void astar_field_free(IntPtr field);
  [DllImport(Library)] internal static extern int astar_field_update(
      FieldHandle field, GridHandle grid, int x, int y, int width, int height,
      IntPtr error);
  [DllImport(Library)] internal static extern int astar_field_width(FieldHandle field);
  [DllImport(Library)] internal static extern int astar_field_height(FieldHandle field);
  [DllImport(Library)] internal static extern int astar_field_follows(
      FieldHandle field, GridHandle grid);
  [DllImport(Library)] internal static extern double astar_field_distance(
      FieldHandle field, int x, int y);
  [DllImport(Library)] internal static extern int astar_field_reachable(
      FieldHandle field, int x, int y);
  [DllImport(Library)] internal static extern int astar_field_next(
      FieldHandle field, int x, int y, out int nextX, out int nextY, IntPtr error);
  [DllImport(Library)] internal static extern int astar_field_distances(
      FieldHandle field, double[] values, UIntPtr capacity, IntPtr error);
  [DllImport(Library)] internal static extern int astar_field_next_cells(
      FieldHandle field, int[] cells, UIntPtr capacity, IntPtr error);
  [DllImport(Library)] internal static extern long astar_field_touched(FieldHandle field);

  [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
  internal delegate void JobDone(IntPtr user, ulong jobId);
  [DllImport(Library)] internal static extern int astar_jobs_new(
      GridHandle grid, int workers, JobDone done, IntPtr user, out JobsHandle jobs,
      IntPtr error);
  [DllImport(Library)] internal static extern void astar_jobs_free(IntPtr jobs);
  [DllImport(Library)] internal static extern int astar_jobs_submit_path(
      JobsHandle jobs, SearchHandle options, int sx, int sy, int gx, int gy,
      out JobHandle job, IntPtr error);
  [DllImport(Library)] internal static extern int astar_jobs_submit_field(
      JobsHandle jobs, int[] goalsXy, UIntPtr goalCount, SearchHandle options,
      out JobHandle job, IntPtr error);
  [DllImport(Library)] internal static extern int astar_jobs_poll(JobHandle job);
  [DllImport(Library)] internal static extern int astar_jobs_wait(
      JobHandle job, double timeoutSeconds, IntPtr error);
  [DllImport(Library)] internal static extern void astar_jobs_cancel(JobHandle job);
  [DllImport(Library)] internal static extern void astar_jobs_release(IntPtr job);
  [DllImport(Library)] internal static extern ulong astar_jobs_id(JobHandle job);
  [DllImport(Library)] internal static extern ulong astar_jobs_revision(JobHandle job);
  [DllImport(Library)] internal static extern double astar_jobs_cost(JobHandle job);
  [DllImport(Library)] internal static extern long astar_jobs_expanded(JobHandle job);
  [DllImport(Library)] internal static extern int astar_jobs_path(
      JobHandle job, out IntPtr xy, out UIntPtr length, IntPtr error);
  [DllImport(Library)] internal static extern int astar_jobs_error(JobHandle job, IntPtr error);
  [DllImport(Library)] internal static extern int astar_jobs_take_field(
      JobHandle job, out FieldHandle field, IntPtr error);
  [DllImport(Library)] internal static extern int astar_jobs_set_cell(
      JobsHandle jobs, int x, int y, byte value, out ulong revision, IntPtr error);
  [DllImport(Library)] internal static extern int astar_jobs_fill(
      JobsHandle jobs, int x, int y, int width, int height, byte value,
      out ulong revision, IntPtr error);
  [DllImport(Library)] internal static extern ulong astar_jobs_map_revision(JobsHandle jobs);

  [DllImport(Library)] static extern IntPtr astar_version();

  // The first call into the library of each grid or search: a missing
  // library is named with where to put it, not as a bare "astar".
  internal static void RequireLibrary() {
    try {
      astar_version();
    } catch (DllNotFoundException e) {
      throw new DllNotFoundException(
          "astar: cannot load the native library 'astar' (libastar.so on Linux, " +
          "astar.dll on Windows, libastar.dylib on macOS). Put it where the runtime " +
          "finds native plugins: in Unity, the package's Plugins/Linux/x86_64/ " +
          "or Plugins/Windows/x86_64/ (or the same under Assets/Plugins/); " +
          "elsewhere beside the program or on LD_LIBRARY_PATH. (" + e.Message + ")", e);
    }
  }

  // Zero-terminated UTF-8, as astar.h expects every string.
  internal static byte[] Utf8(string text, string what) {
    if (text == null) throw new AstarException(Status.BadArgument, what + " is null");
    // C reads up to the first NUL: a name holding one would name another file.
    if (text.IndexOf('\0') >= 0)
      throw new AstarException(Status.BadArgument, what + " holds a NUL character");
    return Encoding.UTF8.GetBytes(text + "\0");
  }

  // Throws for a negative status, with the library's message (the one
  // this thread's last failed call wrote) in C#'s names.
  internal static int Check(int code) {
    if (code >= 0) return code;
    throw new AstarException((Status)code, InCSharp(LastMessage()));
  }

  internal static string LastMessage() {
    IntPtr message = Error + MessageOffset;
    int length = 0;
    while (length < MessageSize - 1 && Marshal.ReadByte(message, length) != 0) length++;
    var bytes = new byte[length];
    Marshal.Copy(message, bytes, 0, length);
    return Encoding.UTF8.GetString(bytes);
  }

  // The C library names its own functions in messages; a C# caller reads
  // the methods it called.
  static readonly string[,] CSharpNames = {
    {"astar_grid_load_png_memory", "GridMap.FromPng"}, {"astar_grid_new", "new GridMap"},
    {"astar_grid_load", "GridMap.Load"}, {"astar_grid_cells", "GridMap.CopyCells"},
    {"astar_grid_get_cell", "GridMap.GetCell"}, {"astar_grid_set_cells", "GridMap.SetCells"},
    {"astar_grid_set_cell", "GridMap.SetCell"}, {"astar_grid_cell", "GridMap.GetCell"},
    {"astar_grid_fill", "GridMap.Fill"}, {"astar_search_new", "new Search"},
    {"astar_search_set", "Search.Set"}, {"astar_search_find", "Search.Find"},
    {"astar_search_start", "Search.Start"}, {"astar_search_advance", "Search.Advance"},
    {"astar_search_waypoints", "Search.Find"}, {"astar_search_path", "Search.Find"},
    {"astar_cell_to_world", "WorldFrame.CellToWorld"},
    {"astar_world_to_cell", "WorldFrame.WorldToCell"},
    {"astar_replanner_new", "new Replanner"}, {"astar_replanner_plan", "Replanner.Plan"},
    {"astar_replanner_cells_changed", "Replanner.CellsChanged"},
    {"astar_replanner_move_start", "Replanner.MoveStart"},
    {"astar_replanner_path", "Replanner.Path"},
    {"astar_jobs_submit_path", "JobQueue.SubmitPath"},
    {"astar_jobs_submit_field", "JobQueue.SubmitField"}, {"astar_jobs_new", "new JobQueue"},
    {"astar_jobs_set_cell", "JobQueue.SetCell"}, {"astar_jobs_fill", "JobQueue.Fill"},
    {"astar_jobs_take_field", "Job.TakeField"}, {"astar_jobs_wait", "Job.Wait"},
    {"astar_crowd_new", "new Crowd"}, {"astar_crowd_add_agent", "Crowd.AddAgent"},
    {"astar_crowd_set_goal", "Crowd.SetGoal"}, {"astar_crowd_step", "Crowd.Step"},
    {"astar_crowd_positions", "Crowd.CopyPositions"},
    {"astar_crowd_velocities", "Crowd.CopyVelocities"},
    {"astar_crowd_arrived", "Crowd.CopyArrived"},
    {"astar_crowd_follow_field", "Crowd.FollowField"},
    {"astar_field_new", "new FlowField"}, {"astar_field_new_area", "FlowField.Area"},
    {"astar_field_update", "FlowField.Update"}, {"astar_field_next", "FlowField.Next"},
    {"astar_field_distances", "FlowField.Distances"},
    {"astar_field_next_cells", "FlowField.NextCells"},
  };

  // Longer names first in the table, so a name's prefix never replaces it.
  internal static string InCSharp(string message) {
    if (message.IndexOf("astar_", StringComparison.Ordinal) < 0) return message;
    for (int i = 0; i < CSharpNames.GetLength(0); i++) {
      message = message.Replace(CSharpNames[i, 0], CSharpNames[i, 1]);
    }
    return message;
  }
}

/// <summary>A map of Width x Height cells, one byte each, row-major.
/// Dispose it at any time: a Search running a sliced query on it keeps the
/// map until the query ends.</summary>
public sealed class GridMap : IDisposable {
  GridHandle handle;

  GridMap(GridHandle handle) { this.handle = handle; }

  // The handle for a call, or ObjectDisposedException once disposed.
  internal GridHandle Handle {
    get {
      if (handle.IsClosed) {
        throw new ObjectDisposedException("GridMap", "this GridMap was disposed");
      }
      return handle;
    }
  }

  /// <summary>A grid from the PNG cell bytes; cells.Length must be width * height.</summary>
  public GridMap(int width, int height, byte[] cells) {
    if (cells == null) throw new AstarException(Status.BadArgument, "cells is null");
    Native.RequireLibrary();
    Native.Check(Native.astar_grid_new(width, height, cells,
                                       new UIntPtr((ulong)cells.Length),
                                       out handle, Native.Error));
  }

  /// <summary>Loads a .png, .bmp, .tga or Moving AI .map file.</summary>
  public static GridMap Load(string path) {
    Native.RequireLibrary();
    GridHandle handle;
    Native.Check(Native.astar_grid_load(Native.Utf8(path, "path"), out handle,
                                        Native.Error));
    return new GridMap(handle);
  }

  /// <summary>A grid from a PNG file's bytes (BMP and TGA too), e.g. an asset
  /// read from a package, as Load reads the file; malformed or hostile bytes
  /// throw with Status.BadFile or Unsupported.</summary>
  public static GridMap FromPng(byte[] bytes) {
    if (bytes == null) throw new AstarException(Status.BadArgument, "bytes is null");
    Native.RequireLibrary();
    GridHandle handle;
    Native.Check(Native.astar_grid_load_png_memory(
        bytes, new UIntPtr((ulong)bytes.Length), out handle, Native.Error));
    return new GridMap(handle);
  }

  public int Width { get { return Native.astar_grid_width(Handle); } }
  public int Height { get { return Native.astar_grid_height(Handle); } }

  /// <summary>The cell byte at (x, y): 0 wall, 255 open ground.</summary>
  public byte GetCell(int x, int y) {
    byte value;
    Native.Check(Native.astar_grid_get_cell(Handle, x, y, out value, Native.Error));
    return value;
  }

  /// <summary>Sets the cell byte at (x, y); every later Find sees it.</summary>
  public void SetCell(int x, int y, byte value) {
    Native.Check(Native.astar_grid_set_cell(Handle, x, y, value, Native.Error));
  }

  /// <summary>Sets many cells in one call, all or nothing: point i is
  /// (xy[2i], xy[2i+1]) and gets values[i]. A point off the map throws,
  /// naming it and its index, and changes no cell.</summary>
  public void SetCells(int[] xy, byte[] values) {
    if (xy == null) throw new AstarException(Status.BadArgument, "xy is null");
    if (values == null) throw new AstarException(Status.BadArgument, "values is null");
    if (xy.Length != 2 * values.Length) {
      throw new AstarException(Status.BadArgument, "SetCells: " + xy.Length +
          " coordinates for " + values.Length + " values (xy holds x, y per value)");
    }
    Native.Check(Native.astar_grid_set_cells(Handle, xy, values,
                                             new UIntPtr((ulong)values.Length), Native.Error));
  }

  /// <summary>Sets every cell of the width x height rectangle whose top-left
  /// cell is (x, y) to value: a room cleared, a gate closed. A rectangle
  /// that reaches off the map throws and changes no cell.</summary>
  public void Fill(int x, int y, int width, int height, byte value) {
    Native.Check(Native.astar_grid_fill(Handle, x, y, width, height, value, Native.Error));
  }

  /// <summary>Copies all Width * Height cells, row-major (cell (x, y) at
  /// y * Width + x), into cells, which holds at least that many bytes:
  /// reuse one array and nothing is allocated.</summary>
  public void CopyCells(byte[] cells) {
    if (cells == null) throw new AstarException(Status.BadArgument, "cells is null");
    Native.Check(Native.astar_grid_cells(Handle, cells, new UIntPtr((ulong)cells.Length),
                                         Native.Error));
  }

  /// <summary>All cells in a new array, row-major.</summary>
  public byte[] GetCells() {
    var cells = new byte[Width * Height];
    CopyCells(cells);
    return cells;
  }

  /// <summary>grid[x, y]: GetCell and SetCell.</summary>
  public byte this[int x, int y] {
    get { return GetCell(x, y); }
    set { SetCell(x, y, value); }
  }

  /// <summary>Drops the map; a sliced query running on it keeps it until
  /// the query ends. Disposing again does nothing.</summary>
  public void Dispose() {
    // Null when a constructor threw (no library); the SafeHandle's own
    // finaliser frees the map when Dispose is never called.
    if (handle != null) handle.Dispose();
  }
}

/// <summary>A reusable search: its buffers are kept between queries.</summary>
public sealed class Search : IDisposable {
  SearchHandle handle;

  // The handle for a call, or ObjectDisposedException once disposed.
  internal SearchHandle Handle {
    get {
      if (handle.IsClosed) {
        throw new ObjectDisposedException("Search", "this Search was disposed");
      }
      return handle;
    }
  }

  public Search() {
    Native.RequireLibrary();
    Native.Check(Native.astar_search_new(out handle, Native.Error));
  }

  /// <summary>Sets one option by astar-cli's flag name without "--". A bad
  /// name or value throws, naming the call: Set("algo", "nope"): ...</summary>
  public void Set(string name, string value) {
    int code = Native.astar_search_set(Handle, Native.Utf8(name, "name"),
                                       Native.Utf8(value, "value"), Native.Error);
    if (code < 0) {
      throw new AstarException((Status)code, OptionMessage(name, value, Native.LastMessage()));
    }
  }

  // The library's complaint about an option, as the Set call that made it.
  static string OptionMessage(string name, string value, string message) {
    const string prefix = "astar_search_set: ";
    if (message.StartsWith(prefix, StringComparison.Ordinal)) {
      message = message.Substring(prefix.Length);
    }
    string call = "Set(\"" + name + "\", \"" + value + "\")";
    string unknown = "'" + name + "' is not a search option";
    if (message.StartsWith(unknown, StringComparison.Ordinal)) {
      return call + ": \"" + name + "\" is not a search option" +
             message.Substring(unknown.Length);
    }
    string quoted = name + " '" + value + "'";
    if (message.StartsWith(quoted, StringComparison.Ordinal)) {
      return call + message.Substring(quoted.Length);
    }
    return Native.InCSharp(message);
  }

  /// <summary>Searches for a unit of size x size cells (1..32) with a terrain
  /// table ("10=wall,5=2"; "" keeps the map's weights). Start, goal and path
  /// cells are then the top-left cells of its footprint, and a unit that
  /// does not fit at start or goal makes Find throw, naming the cell.</summary>
  public void SetUnit(int size, string terrain = "") {
    Set("size", size.ToString(System.Globalization.CultureInfo.InvariantCulture));
    Set("terrain", terrain);
  }

  /// <summary>How Find's start and goal and the path count cells: from the
  /// top-left with y down (the default), or from the bottom-left with y up
  /// (Unity's Tilemap: y' = height - 1 - y). The "origin" option.</summary>
  public void SetOrigin(CellOrigin origin) {
    Set("origin", origin == CellOrigin.BottomLeft ? "bottom-left" : "top-left");
  }

  /// <summary>The path from (sx, sy) to (gx, gy), or null when there is none.
  /// With Set("post", "waypoints" or "smooth"), its Waypoints too.</summary>
  public PathResult Find(GridMap grid, int sx, int sy, int gx, int gy) {
    if (FindStatus(grid, sx, sy, gx, gy) != Status.Found) return null;
    return LastPath();
  }

  /// <summary>The path into `xy` as x0, y0, x1, y1, ...: reused from query to
  /// query, and replaced by a larger array only when too small. Returns the
  /// number of points (0: no path); read Cost for its cost.</summary>
  public int FindInto(GridMap grid, int sx, int sy, int gx, int gy, ref int[] xy) {
    if (FindStatus(grid, sx, sy, gx, gy) != Status.Found) return 0;
    return CopyPoints(false, ref xy);
  }

  /// <summary>The cost of the path, or null when there is none: the
  /// cheapest query, nothing is copied.</summary>
  public double? FindCost(GridMap grid, int sx, int sy, int gx, int gy) {
    if (FindStatus(grid, sx, sy, gx, gy) != Status.Found) return null;
    return Cost;
  }

  /// <summary>The last query's cost (0 without a path).</summary>
  public double Cost { get { return Native.astar_search_cost(Handle); } }
  /// <summary>Cells expanded by the current or last query.</summary>
  public long Expanded { get { return Native.astar_search_expanded(Handle); } }

  // --- sliced: a long query spread over frames -------------------------

  /// <summary>Starts a query to be advanced by Advance; expands nothing. The
  /// search holds the grid until the query ends, is cancelled or started
  /// again, so the GridMap may be disposed meanwhile.</summary>
  public void Start(GridMap grid, int sx, int sy, int gx, int gy) {
    if (grid == null) throw new AstarException(Status.BadArgument, "grid is null");
    Native.Check(Native.astar_search_start(Handle, grid.Handle, sx, sy, gx, gy,
                                           Native.Error));
  }

  /// <summary>Expands at most maxExpansions cells (>= 1), stopping once
  /// maxSeconds have passed (0: no time budget; at least one cell is
  /// expanded). Returns Running, Found or NoPath. When the grid's cells
  /// changed since Start, the query first starts over on them (Restarts
  /// counts it), so the path never crosses a changed cell; it ends NoPath
  /// when the start or goal is now a wall.</summary>
  public Status Advance(long maxExpansions, double maxSeconds = 0) {
    return (Status)Native.Check(
        Native.astar_search_advance(Handle, maxExpansions, maxSeconds, Native.Error));
  }

  /// <summary>How many times the current or last sliced query started over
  /// because its grid changed; 0 again at the next Start.</summary>
  public long Restarts { get { return Native.astar_search_restarts(Handle); } }

  /// <summary>Ok (idle), Running, Found or NoPath.</summary>
  public Status State { get { return (Status)Native.astar_search_status(Handle); } }

  /// <summary>The path of a query that ended with Found, else null.</summary>
  public PathResult Result() {
    return State == Status.Found ? LastPath() : null;
  }

  /// <summary>Abandons a running query.</summary>
  public void Cancel() { Native.astar_search_cancel(Handle); }

  Status FindStatus(GridMap grid, int sx, int sy, int gx, int gy) {
    if (grid == null) throw new AstarException(Status.BadArgument, "grid is null");
    return (Status)Native.Check(
        Native.astar_search_find(Handle, grid.Handle, sx, sy, gx, gy, Native.Error));
  }

  PathResult LastPath() {
    int[] xy = null;
    int length = CopyPoints(false, ref xy);
    var path = new PathResult(ToCells(xy, length), Cost, Expanded);
    int waypoints = CopyPoints(true, ref xy);
    if (waypoints > 0) {
      path.Waypoints = ToCells(xy, waypoints);
      path.WaypointsCost = Native.astar_search_waypoints_cost(Handle);
    }
    return path;
  }

  // The path's (or the waypoints') points into xy, grown when too small.
  int CopyPoints(bool waypoints, ref int[] xy) {
    int length = (int)(waypoints ? Native.astar_search_waypoints_length(Handle)
                                 : Native.astar_search_path_length(Handle));
    if (xy == null || xy.Length < 2 * length) xy = new int[2 * length];
    var capacity = new UIntPtr((ulong)(xy.Length / 2));
    Native.Check(waypoints
                     ? Native.astar_search_waypoints(Handle, xy, capacity, Native.Error)
                     : Native.astar_search_path(Handle, xy, capacity, Native.Error));
    return length;
  }

  static Cell[] ToCells(int[] xy, int length) {
    var cells = new Cell[length];
    for (int i = 0; i < length; i++) cells[i] = new Cell(xy[2 * i], xy[2 * i + 1]);
    return cells;
  }

  /// <summary>Frees the search (and its hold on a sliced query's grid).
  /// Disposing again does nothing.</summary>
  public void Dispose() {
    if (handle != null) handle.Dispose();
  }
}

/// <summary>One unit's path kept optimal while cells change and the unit
/// walks, by repairing its last search (D* Lite) instead of searching again:
/// a changed cell re-settles only what the path needs, and a step along the
/// path costs nothing. Its costs are a fresh Find's. It copies the cells it
/// plans on: report every change with CellsChanged. Cells count from the
/// top-left.</summary>
public sealed class Replanner : IDisposable {
  ReplannerHandle handle;

  ReplannerHandle Handle {
    get {
      if (handle.IsClosed) {
        throw new ObjectDisposedException("Replanner", "this Replanner was disposed");
      }
      return handle;
    }
  }

  /// <summary>A replanner from (sx, sy) to (gx, gy) on the grid as it is
  /// now. `options` (null: the defaults) lends a Search's connectivity,
  /// corners, costs, unit size and terrain; any other option set on it
  /// throws.</summary>
  public Replanner(GridMap grid, int sx, int sy, int gx, int gy, Search options = null) {
    if (grid == null) throw new AstarException(Status.BadArgument, "grid is null");
    Native.RequireLibrary();
    Search defaults = options == null ? new Search() : null;
    try {
      Native.Check(Native.astar_replanner_new(grid.Handle, sx, sy, gx, gy,
                                              (options ?? defaults).Handle, out handle,
                                              Native.Error));
    } finally {
      if (defaults != null) defaults.Dispose();
    }
  }

  /// <summary>Searches the first time, repairs after: true when a path exists.</summary>
  public bool Plan() {
    return (Status)Native.Check(Native.astar_replanner_plan(Handle, Native.Error)) ==
           Status.Found;
  }

  /// <summary>The cells of the width x height rectangle at (x, y) may have
  /// changed on the grid (the one it was made on, edited).</summary>
  public void CellsChanged(GridMap grid, int x, int y, int width = 1, int height = 1) {
    if (grid == null) throw new AstarException(Status.BadArgument, "grid is null");
    Native.Check(Native.astar_replanner_cells_changed(Handle, grid.Handle, x, y, width,
                                                      height, Native.Error));
  }

  /// <summary>The unit now stands at (x, y), usually the next cell of its path.</summary>
  public void MoveStart(int x, int y) {
    Native.Check(Native.astar_replanner_move_start(Handle, x, y, Native.Error));
  }

  /// <summary>The last plan's cost, or null without a path.</summary>
  public double? Cost {
    get {
      if (Native.astar_replanner_path_length(Handle) == UIntPtr.Zero) return null;
      return Native.astar_replanner_cost(Handle);
    }
  }

  /// <summary>The last plan's path (Expanded: the vertices it expanded), or null.</summary>
  public PathResult Path {
    get {
      int length = (int)Native.astar_replanner_path_length(Handle);
      if (length == 0) return null;
      var xy = new int[2 * length];
      Native.Check(Native.astar_replanner_path(Handle, xy, new UIntPtr((ulong)length),
                                               Native.Error));
      var cells = new Cell[length];
      for (int i = 0; i < length; i++) cells[i] = new Cell(xy[2 * i], xy[2 * i + 1]);
      return new PathResult(cells, Native.astar_replanner_cost(Handle), Expanded);
    }
  }

  /// <summary>Vertices the last plan took off its heap.</summary>
  public long Expanded { get { return Native.astar_replanner_expanded(Handle); } }
  /// <summary>Distinct cells the last plan expanded or updated, counting the
  /// changes reported since the plan before.</summary>
  public long Touched { get { return Native.astar_replanner_touched(Handle); } }

  /// <summary>Frees the replanner. Disposing again does nothing.</summary>
  public void Dispose() {
    if (handle != null) handle.Dispose();
  }
}

/// <summary>Agents walking to their goals over a grid, a fixed time step at
/// a time, steering around each other and around walls (ORCA, reciprocal
/// velocity obstacles); each follows a path of the library's A*, planned
/// again when its goal or the grid changes. No agent enters a wall.
/// Positions are in cells from the map's top-left corner, x right and y
/// down: cell (x, y) is the square [x, x+1) x [y, y+1), its centre
/// (x + 0.5, y + 0.5). The crowd holds its grid (dispose the GridMap
/// first if you like) and walks it as it is: a cell set is seen by the next
/// Step. Deterministic: the same agents and steps give the same
/// positions.</summary>
public sealed class Crowd : IDisposable {
  CrowdHandle handle;

  CrowdHandle Handle {
    get {
      if (handle.IsClosed) {
        throw new ObjectDisposedException("Crowd", "this Crowd was disposed");
      }
      return handle;
    }
  }

  /// <summary>A crowd on the grid whose steps are timeStep seconds; with
  /// avoidance off the agents walk through each other (they still keep out
  /// of walls).</summary>
  public Crowd(GridMap grid, double timeStep = 0.1, bool avoidance = true) {
    if (grid == null) throw new AstarException(Status.BadArgument, "grid is null");
    Native.RequireLibrary();
    Native.Check(Native.astar_crowd_new(grid.Handle, timeStep, avoidance ? 1 : 0,
                                        out handle, Native.Error));
  }

  /// <summary>Adds an agent with its centre at (x, y), walking to (goalX,
  /// goalY), of radius (0, 0.5] cells and at most maxSpeed cells a second;
  /// returns its id (0, 1, ...). Throws, naming the value, when it does not
  /// fit there (a wall, the map's edge), the goal is outside the map or in
  /// a wall, or the radius or speed is out of range.</summary>
  public int AddAgent(double x, double y, double goalX, double goalY,
                      double radius = 0.35, double maxSpeed = 2.0) {
    int id;
    Native.Check(Native.astar_crowd_add_agent(Handle, x, y, goalX, goalY, radius,
                                              maxSpeed, out id, Native.Error));
    return id;
  }

  /// <summary>A new goal for an agent; it walks again if it had arrived.</summary>
  public void SetGoal(int agent, double goalX, double goalY) {
    Native.Check(Native.astar_crowd_set_goal(Handle, agent, goalX, goalY, Native.Error));
  }

  /// <summary>Every agent walks by the field (of this grid's size) instead
  /// of planning a path of its own: many agents, one field. The crowd holds
  /// the field (disposing it first is safe) and follows its Updates. An
  /// agent's goal still says where it stops: give each its nearest goal's
  /// centre. null: back to a path each.</summary>
  public void FollowField(FlowField field) {
    Native.Check(field == null
                     ? Native.astar_crowd_follow_paths(Handle, IntPtr.Zero, Native.Error)
                     : Native.astar_crowd_follow_field(Handle, field.Handle, Native.Error));
  }

  /// <summary>Moves every agent by `steps` time steps.</summary>
  public void Step(int steps = 1) {
    Native.Check(Native.astar_crowd_step(Handle, steps, Native.Error));
  }

  /// <summary>Agents in the crowd.</summary>
  public int Count { get { return Native.astar_crowd_size(Handle); } }
  /// <summary>Agents that came within 0.25 cells of their goal.</summary>
  public int ArrivedCount { get { return Native.astar_crowd_arrived_count(Handle); } }
  /// <summary>Steps taken, and the simulated seconds they make.</summary>
  public long Steps { get { return Native.astar_crowd_steps(Handle); } }
  public double Time { get { return Native.astar_crowd_time(Handle); } }

  /// <summary>Every agent's centre into xy as x0, y0, x1, y1, ... in the
  /// order of their ids; xy holds at least 2 * Count doubles: reuse one
  /// array and nothing is allocated.</summary>
  public void CopyPositions(double[] xy) {
    if (xy == null) throw new AstarException(Status.BadArgument, "xy is null");
    Native.Check(Native.astar_crowd_positions(Handle, xy, new UIntPtr((ulong)xy.Length / 2),
                                              Native.Error));
  }

  /// <summary>Every agent's velocity in the last step, in cells a second,
  /// as CopyPositions copies the centres.</summary>
  public void CopyVelocities(double[] xy) {
    if (xy == null) throw new AstarException(Status.BadArgument, "xy is null");
    Native.Check(Native.astar_crowd_velocities(Handle, xy,
                                               new UIntPtr((ulong)xy.Length / 2),
                                               Native.Error));
  }

  /// <summary>Whether each agent has arrived, 1 or 0, into flags (at least
  /// Count bytes).</summary>
  public void CopyArrived(byte[] flags) {
    if (flags == null) throw new AstarException(Status.BadArgument, "flags is null");
    Native.Check(Native.astar_crowd_arrived(Handle, flags, new UIntPtr((ulong)flags.Length),
                                            Native.Error));
  }

  /// <summary>The centres in a new array, x0, y0, x1, y1, ...</summary>
  public double[] GetPositions() {
    var xy = new double[2 * Count];
    CopyPositions(xy);
    return xy;
  }

  /// <summary>Frees the crowd (and its hold on the grid). Disposing again
  /// does nothing.</summary>
  public void Dispose() {
    if (handle != null) handle.Dispose();
  }
}

/// <summary>A flow field (a "Dijkstra map"): every cell's exact cost to the
/// nearest of one or several goals, and the next cell on a cheapest path
/// there. Many units walking to one place read it instead of each
/// searching: following Next from a cell reaches a goal by a path of
/// exactly Distance cost, a fresh Find's cost from that cell. It holds no
/// grid: report every change with Update. Cells count from the
/// top-left.</summary>
public sealed class FlowField : IDisposable {
  FieldHandle handle;

  internal FieldHandle Handle {
    get {
      if (handle.IsClosed) {
        throw new ObjectDisposedException("FlowField", "this FlowField was disposed");
      }
      return handle;
    }
  }

  FlowField() {}
  internal FlowField(FieldHandle taken) { handle = taken; }

  /// <summary>The field of the grid as it is now towards the goals
  /// `goalsXy` = x0, y0, x1, y1, ... `options` (null: the defaults) lends
  /// a Search's connectivity, corners, costs, unit size and terrain; any
  /// other option set on it throws, as does a goal off the map, on a wall
  /// or where the unit does not fit.</summary>
  public FlowField(GridMap grid, int[] goalsXy, Search options = null) {
    if (goalsXy == null) throw new AstarException(Status.BadArgument, "goalsXy is null");
    if (goalsXy.Length % 2 != 0) {
      throw new AstarException(Status.BadArgument,
                               "goalsXy holds " + goalsXy.Length + " values, not x, y pairs");
    }
    Made(grid, options, search => Native.astar_field_new(
        grid.Handle, goalsXy, new UIntPtr((ulong)(goalsXy.Length / 2)), search,
        out handle, Native.Error));
  }

  /// <summary>The field towards every cell of the width x height rectangle
  /// at (x, y) where the unit can stand.</summary>
  public static FlowField Area(GridMap grid, int x, int y, int width, int height,
                               Search options = null) {
    var field = new FlowField();
    field.Made(grid, options, search => Native.astar_field_new_area(
        grid.Handle, x, y, width, height, search, out field.handle, Native.Error));
    return field;
  }

  void Made(GridMap grid, Search options, Func<SearchHandle, int> make) {
    if (grid == null) throw new AstarException(Status.BadArgument, "grid is null");
    Native.RequireLibrary();
    Search defaults = options == null ? new Search() : null;
    try {
      Native.Check(make((options ?? defaults).Handle));
    } finally {
      if (defaults != null) defaults.Dispose();
    }
  }

  /// <summary>The cells of the width x height rectangle at (x, y) changed
  /// on the grid (the one it was made on, edited): repairs what depended
  /// on them.</summary>
  public void Update(GridMap grid, int x, int y, int width = 1, int height = 1) {
    if (grid == null) throw new AstarException(Status.BadArgument, "grid is null");
    Native.Check(Native.astar_field_update(Handle, grid.Handle, x, y, width, height,
                                           Native.Error));
  }

  /// <summary>Whether it was made or updated from the grid as it is now.</summary>
  public bool Follows(GridMap grid) {
    if (grid == null) throw new AstarException(Status.BadArgument, "grid is null");
    return Native.astar_field_follows(Handle, grid.Handle) != 0;
  }

  public int Width { get { return Native.astar_field_width(Handle); } }
  public int Height { get { return Native.astar_field_height(Handle); } }

  /// <summary>The cost from (x, y) to the nearest goal (0 at a goal); -1
  /// when no goal is reachable from it or it is off the map.</summary>
  public double Distance(int x, int y) { return Native.astar_field_distance(Handle, x, y); }

  /// <summary>Whether a goal is reachable from (x, y).</summary>
  public bool Reachable(int x, int y) { return Native.astar_field_reachable(Handle, x, y) != 0; }

  /// <summary>The next cell from (x, y) on a cheapest path to a goal (a
  /// goal's is itself), or null when none is reachable; off the map
  /// throws.</summary>
  public Cell? Next(int x, int y) {
    int nx, ny;
    int found = Native.Check(Native.astar_field_next(Handle, x, y, out nx, out ny,
                                                     Native.Error));
    return (Status)found == Status.Found ? new Cell(nx, ny) : (Cell?)null;
  }

  /// <summary>Every cell's distance, row-major (y * Width + x); -1 where
  /// no goal is reachable. `into` (reused when it holds Width * Height
  /// values) saves an allocation a frame.</summary>
  public double[] Distances(double[] into = null) {
    int cells = Width * Height;
    double[] values = into != null && into.Length >= cells ? into : new double[cells];
    Native.Check(Native.astar_field_distances(Handle, values, new UIntPtr((ulong)values.Length),
                                              Native.Error));
    return values;
  }

  /// <summary>Every cell's next cell as an index y * Width + x, row-major;
  /// a goal's is its own, -1 where no goal is reachable.</summary>
  public int[] NextCells(int[] into = null) {
    int cells = Width * Height;
    int[] values = into != null && into.Length >= cells ? into : new int[cells];
    Native.Check(Native.astar_field_next_cells(Handle, values,
                                               new UIntPtr((ulong)values.Length), Native.Error));
    return values;
  }

  /// <summary>Cells the last Update rewrote; 0 before one.</summary>
  public long Touched { get { return Native.astar_field_touched(Handle); } }

  /// <summary>Frees the field. Disposing again does nothing.</summary>
  public void Dispose() {
    if (handle != null) handle.Dispose();
  }
}

/// <summary>The corner cell (0,0) is counted from.</summary>
public enum CellOrigin {
  TopLeft,    // y grows downwards: the map's rows, as stored
  BottomLeft  // y grows upwards: y' = height - 1 - y
}

/// <summary>Where cells sit in a world (astar_world_frame): cell (x, y)
/// covers [Origin + cell * CellSize, Origin + (cell + 1) * CellSize) on each
/// axis, counted from the search's origin, so world y grows the way cell y
/// does: up with CellOrigin.BottomLeft (Unity; OriginX, OriginY are then
/// the map's bottom-left corner). CellSize is finite and above 0.</summary>
[StructLayout(LayoutKind.Sequential)]
public struct WorldFrame {
  public double CellSize;
  public double OriginX;
  public double OriginY;
  public WorldFrame(double cellSize, double originX = 0, double originY = 0) {
    CellSize = cellSize;
    OriginX = originX;
    OriginY = originY;
  }

  /// <summary>The centre of cell (x, y): Origin + (cell + 0.5) * CellSize.</summary>
  public WorldPoint CellToWorld(int x, int y) {
    double wx, wy;
    Native.Check(Native.astar_cell_to_world(ref this, x, y, out wx, out wy,
                                            Native.Error));
    return new WorldPoint(wx, wy);
  }

  /// <summary>The cell holding (wx, wy): floor((w - Origin) / CellSize) on
  /// each axis, so an edge belongs to the cell after it and a position
  /// before the origin gives a negative cell. Whether it is on the map is
  /// the caller's check; a position that is not finite or too far for an
  /// int throws.</summary>
  public Cell WorldToCell(double wx, double wy) {
    int x, y;
    Native.Check(Native.astar_world_to_cell(ref this, wx, wy, out x, out y,
                                            Native.Error));
    return new Cell(x, y);
  }
}

/// <summary>A position in the world.</summary>
public struct WorldPoint {
  public double X;
  public double Y;
  public WorldPoint(double x, double y) { X = x; Y = y; }
  public override string ToString() {
    return "(" + X.ToString("R", System.Globalization.CultureInfo.InvariantCulture) +
           "," + Y.ToString("R", System.Globalization.CultureInfo.InvariantCulture) + ")";
  }
}

/// <summary>One query handed to a JobQueue. Poll it each frame (Poll and
/// IsDone allocate nothing), Wait for it, or await its Task; read the
/// answer once it is done; Dispose frees it (cancelling it if it has not
/// finished).</summary>
public sealed class Job : IDisposable {
  internal readonly JobHandle Handle;
  readonly bool field;
  TaskCompletionSource<PathResult> completion;

  internal Job(JobHandle handle, bool field) {
    Handle = handle;
    this.field = field;
    Id = Native.astar_jobs_id(handle);
    Revision = Native.astar_jobs_revision(handle);
  }

  /// <summary>1, 2, ... in the order submitted.</summary>
  public ulong Id { get; private set; }
  /// <summary>The map revision the job searches: the queue's when it was
  /// submitted.</summary>
  public ulong Revision { get; private set; }

  /// <summary>Running while queued or running; then Found or NoPath (a
  /// path job), Ok (a field job), Cancelled, or the error that stopped
  /// it (Error gives its message). Never blocks, allocates nothing.</summary>
  public Status Poll() { return (Status)Native.astar_jobs_poll(Handle); }
  public bool IsDone { get { return Poll() != Status.Running; } }

  /// <summary>Waits until the job is done or `timeoutSeconds` have passed
  /// (below 0: no limit); Running when the time ran out.</summary>
  public Status Wait(double timeoutSeconds = -1) {
    return (Status)Native.Check(Native.astar_jobs_wait(Handle, timeoutSeconds, Native.Error));
  }

  /// <summary>Asks the job to stop: a queued one at once, a running
  /// search or field within a few thousand expansions or cells.</summary>
  public void Cancel() { Native.astar_jobs_cancel(Handle); }

  public double Cost { get { return Native.astar_jobs_cost(Handle); } }
  public long Expanded { get { return Native.astar_jobs_expanded(Handle); } }

  /// <summary>A failed job's error as an exception; null otherwise.</summary>
  public AstarException Error {
    get {
      int code = Native.astar_jobs_error(Handle, Native.Error);
      return code < 0 ? new AstarException((Status)code, Native.InCSharp(Native.LastMessage()))
                      : null;
    }
  }

  /// <summary>The path's point count, and the points as x0, y0, x1, y1, ...
  /// copied into `xy` (2 * PathLength ints at least): a buffer kept from
  /// frame to frame, so reading allocates nothing. Throws until done.</summary>
  public int PathLength {
    get {
      IntPtr xy;
      UIntPtr length;
      Native.Check(Native.astar_jobs_path(Handle, out xy, out length, Native.Error));
      return (int)length.ToUInt64();
    }
  }
  public int CopyPath(int[] xy) {
    IntPtr points;
    UIntPtr length;
    Native.Check(Native.astar_jobs_path(Handle, out points, out length, Native.Error));
    int n = (int)length.ToUInt64();
    if (xy == null || xy.Length < 2 * n) {
      throw new AstarException(Status.BadArgument, "xy holds " + (xy == null ? 0 : xy.Length) +
                               " ints, the path needs " + 2 * n);
    }
    if (n > 0) Marshal.Copy(points, xy, 0, 2 * n);
    return n;
  }

  /// <summary>The answer of a finished path job: its path, or null.</summary>
  public PathResult Result() {
    Status status = Poll();
    if (status == Status.Running) {
      throw new AstarException(Status.BadArgument, "the job has not finished (Poll or Wait first)");
    }
    if (status < 0) throw Error;
    if (status == Status.Cancelled) throw new TaskCanceledException("the job was cancelled");
    if (status != Status.Found) return null;
    var xy = new int[2 * PathLength];
    CopyPath(xy);
    var cells = new Cell[xy.Length / 2];
    for (int i = 0; i < cells.Length; i++) cells[i] = new Cell(xy[2 * i], xy[2 * i + 1]);
    return new PathResult(cells, Cost, Expanded);
  }

  /// <summary>A finished field job's field, handed over without a copy;
  /// once.</summary>
  public FlowField TakeField() {
    FieldHandle taken;
    Native.Check(Native.astar_jobs_take_field(Handle, out taken, Native.Error));
    return new FlowField(taken);
  }

  /// <summary>A Task of the path (null when there is none), completed on
  /// the worker that finished the job; cancelled with the job.</summary>
  public Task<PathResult> Task {
    get {
      if (field) throw new InvalidOperationException("a field job has no path Task");
      return completion.Task;
    }
  }

  internal void Watch() {
    completion = new TaskCompletionSource<PathResult>();
  }

  // On the thread that finished the job.
  internal void Complete() {
    if (completion == null) return;
    try {
      completion.TrySetResult(Result());
    } catch (TaskCanceledException) {
      completion.TrySetCanceled();
    } catch (Exception e) {
      completion.TrySetException(e);
    }
  }

  public void Dispose() { Handle.Dispose(); }
}

/// <summary>Worker threads that run path queries and flow fields on the
/// queue's own copy of a map; a game's main thread submits and never
/// blocks. Each job searches the map as it was when it was submitted
/// (Job.Revision); edit the queue's map with SetCell and Fill.</summary>
public sealed class JobQueue : IDisposable {
  JobsHandle handle;
  // The jobs whose Task someone waits for, by id, until they finish.
  readonly Dictionary<ulong, Job> watched = new Dictionary<ulong, Job>();
  GCHandle self;
  static readonly Native.JobDone Done = OnDone;

  JobsHandle Handle {
    get {
      if (handle.IsClosed) {
        throw new ObjectDisposedException("JobQueue", "this JobQueue was disposed");
      }
      return handle;
    }
  }

  public JobQueue(GridMap grid, int workers = 2) {
    if (grid == null) throw new AstarException(Status.BadArgument, "grid is null");
    Native.RequireLibrary();
    self = GCHandle.Alloc(this, GCHandleType.Weak);
    Native.Check(Native.astar_jobs_new(grid.Handle, workers, Done, GCHandle.ToIntPtr(self),
                                       out handle, Native.Error));
  }

  [MonoPInvokeCallback(typeof(Native.JobDone))]
  static void OnDone(IntPtr user, ulong id) {
    var queue = GCHandle.FromIntPtr(user).Target as JobQueue;
    if (queue == null) return;
    Job job;
    lock (queue.watched) {
      if (!queue.watched.TryGetValue(id, out job)) return;
      queue.watched.Remove(id);
    }
    job.Complete();
  }

  /// <summary>Queues a path query under `options` (null: the defaults;
  /// "post" does not apply) on the map as it is now.</summary>
  public Job SubmitPath(int sx, int sy, int gx, int gy, Search options = null) {
    return Submit(false, options, (SearchHandle search, out JobHandle job) => Native.astar_jobs_submit_path(
        Handle, search, sx, sy, gx, gy, out job, Native.Error));
  }

  /// <summary>SubmitPath as a Task of the path (null when there is none).</summary>
  public Task<PathResult> FindPathAsync(int sx, int sy, int gx, int gy, Search options = null) {
    return SubmitPath(sx, sy, gx, gy, options).Task;
  }

  /// <summary>Queues a flow field towards `goalsXy` (x0, y0, ...) with
  /// FlowField's options; take it with Job.TakeField once done.</summary>
  public Job SubmitField(int[] goalsXy, Search options = null) {
    if (goalsXy == null || goalsXy.Length % 2 != 0) {
      throw new AstarException(Status.BadArgument, "goalsXy must hold x, y pairs");
    }
    return Submit(true, options, (SearchHandle search, out JobHandle job) => Native.astar_jobs_submit_field(
        Handle, goalsXy, new UIntPtr((ulong)(goalsXy.Length / 2)), search, out job,
        Native.Error));
  }

  delegate int SubmitCall(SearchHandle options, out JobHandle job);

  Job Submit(bool field, Search options, SubmitCall submit) {
    Search defaults = options == null ? new Search() : null;
    try {
      // Under the lock: a job that finishes at once waits for its entry.
      lock (watched) {
        JobHandle made;
        Native.Check(submit((options ?? defaults).Handle, out made));
        var job = new Job(made, field);
        if (!field) {
          job.Watch();
          watched[job.Id] = job;
        }
        if (!field && job.IsDone) {
          watched.Remove(job.Id);
          job.Complete();
        }
        return job;
      }
    } finally {
      if (defaults != null) defaults.Dispose();
    }
  }

  /// <summary>Sets a cell of the queue's map; the revision after.</summary>
  public ulong SetCell(int x, int y, byte value) {
    ulong revision;
    Native.Check(Native.astar_jobs_set_cell(Handle, x, y, value, out revision, Native.Error));
    return revision;
  }

  /// <summary>Sets a rectangle of the queue's map; the revision after.</summary>
  public ulong Fill(int x, int y, int width, int height, byte value) {
    ulong revision;
    Native.Check(Native.astar_jobs_fill(Handle, x, y, width, height, value, out revision,
                                        Native.Error));
    return revision;
  }

  /// <summary>0, then one more per edit that changed a cell.</summary>
  public ulong Revision { get { return Native.astar_jobs_map_revision(Handle); } }

  /// <summary>Cancels what is left and stops the workers.</summary>
  public void Dispose() {
    if (handle != null) handle.Dispose();
    if (self.IsAllocated) self.Free();
  }
}

}  // namespace Astar
