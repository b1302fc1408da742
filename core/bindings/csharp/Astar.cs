// The astar grid search from C# (.NET, Mono, Unity), through the C library
// libastar.so (astar.dll on Windows) by P/Invoke. One file: copy it into
// your project and put the library where the runtime finds native plugins
// (LD_LIBRARY_PATH, beside the executable, or Unity's Plugins folder).
//
//   using (var grid = Astar.Grid.Load("level.map"))
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
// kind it is. A Grid may be shared between threads; a Search may not.

using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Astar {

/// <summary>What kind of failure an AstarException is (astar_status).</summary>
public enum Status {
  Ok = 0,
  Found = 1,
  NoPath = 2,
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

/// <summary>A path found: its cells from start to goal, cost, cells expanded.</summary>
public sealed class PathResult {
  public Cell[] Cells { get; private set; }
  public double Cost { get; private set; }
  public long Expanded { get; private set; }
  internal PathResult(Cell[] cells, double cost, long expanded) {
    Cells = cells;
    Cost = cost;
    Expanded = expanded;
  }
}

internal static class Native {
  const string Library = "astar";
  internal const int MessageSize = 512;

  [StructLayout(LayoutKind.Sequential)]
  internal struct Error {
    public int Code;
    [MarshalAs(UnmanagedType.ByValArray, SizeConst = MessageSize)]
    public byte[] Message;
  }

  [DllImport(Library)] internal static extern int astar_grid_new(
      int width, int height, byte[] cells, UIntPtr cellsSize, out IntPtr grid,
      out Error error);
  [DllImport(Library)] internal static extern int astar_grid_load(
      byte[] utf8Path, out IntPtr grid, out Error error);
  [DllImport(Library)] internal static extern void astar_grid_free(IntPtr grid);
  [DllImport(Library)] internal static extern int astar_grid_width(IntPtr grid);
  [DllImport(Library)] internal static extern int astar_grid_height(IntPtr grid);
  [DllImport(Library)] internal static extern int astar_grid_get_cell(
      IntPtr grid, int x, int y, out byte value, out Error error);
  [DllImport(Library)] internal static extern int astar_grid_set_cell(
      IntPtr grid, int x, int y, byte value, out Error error);
  [DllImport(Library)] internal static extern int astar_search_new(
      out IntPtr search, out Error error);
  [DllImport(Library)] internal static extern void astar_search_free(IntPtr search);
  [DllImport(Library)] internal static extern int astar_search_set(
      IntPtr search, byte[] utf8Name, byte[] utf8Value, out Error error);
  [DllImport(Library)] internal static extern int astar_search_find(
      IntPtr search, IntPtr grid, int sx, int sy, int gx, int gy, out Error error);
  [DllImport(Library)] internal static extern double astar_search_cost(IntPtr search);
  [DllImport(Library)] internal static extern long astar_search_expanded(IntPtr search);
  [DllImport(Library)] internal static extern UIntPtr astar_search_path_length(
      IntPtr search);
  [DllImport(Library)] internal static extern int astar_search_path(
      IntPtr search, int[] xy, UIntPtr capacity, out Error error);

  // Zero-terminated UTF-8, as astar.h expects every string.
  internal static byte[] Utf8(string text, string what) {
    if (text == null) throw new AstarException(Status.BadArgument, what + " is null");
    return Encoding.UTF8.GetBytes(text + "\0");
  }

  // Throws for a negative status, with the library's message.
  internal static int Check(int code, Error error) {
    if (code >= 0) return code;
    int length = 0;
    while (error.Message != null && length < error.Message.Length &&
           error.Message[length] != 0) {
      length++;
    }
    string message = error.Message == null
        ? "unknown error" : Encoding.UTF8.GetString(error.Message, 0, length);
    throw new AstarException((Status)code, message);
  }
}

/// <summary>A map of Width x Height cells, one byte each, row-major.</summary>
public sealed class Grid : IDisposable {
  internal IntPtr Handle;

  Grid(IntPtr handle) { Handle = handle; }

  /// <summary>A grid from the PNG cell bytes; cells.Length must be width * height.</summary>
  public Grid(int width, int height, byte[] cells) {
    if (cells == null) throw new AstarException(Status.BadArgument, "cells is null");
    Native.Error error;
    Native.Check(Native.astar_grid_new(width, height, cells,
                                       new UIntPtr((ulong)cells.Length),
                                       out Handle, out error), error);
  }

  /// <summary>Loads a .png, .bmp, .tga or Moving AI .map file.</summary>
  public static Grid Load(string path) {
    IntPtr handle;
    Native.Error error;
    Native.Check(Native.astar_grid_load(Native.Utf8(path, "path"), out handle,
                                        out error), error);
    return new Grid(handle);
  }

  public int Width { get { return Native.astar_grid_width(Handle); } }
  public int Height { get { return Native.astar_grid_height(Handle); } }

  /// <summary>The cell byte at (x, y): 0 wall, 255 open ground.</summary>
  public byte GetCell(int x, int y) {
    byte value;
    Native.Error error;
    Native.Check(Native.astar_grid_get_cell(Handle, x, y, out value, out error), error);
    return value;
  }

  /// <summary>Sets the cell byte at (x, y); every later Find sees it.</summary>
  public void SetCell(int x, int y, byte value) {
    Native.Error error;
    Native.Check(Native.astar_grid_set_cell(Handle, x, y, value, out error), error);
  }

  /// <summary>grid[x, y]: GetCell and SetCell.</summary>
  public byte this[int x, int y] {
    get { return GetCell(x, y); }
    set { SetCell(x, y, value); }
  }

  public void Dispose() {
    Native.astar_grid_free(Handle);
    Handle = IntPtr.Zero;
    GC.SuppressFinalize(this);
  }
  ~Grid() { Native.astar_grid_free(Handle); }
}

/// <summary>A reusable search: its buffers are kept between queries.</summary>
public sealed class Search : IDisposable {
  IntPtr handle;

  public Search() {
    Native.Error error;
    Native.Check(Native.astar_search_new(out handle, out error), error);
  }

  /// <summary>Sets one option by astar-cli's flag name without "--".</summary>
  public void Set(string name, string value) {
    Native.Error error;
    Native.Check(Native.astar_search_set(handle, Native.Utf8(name, "name"),
                                         Native.Utf8(value, "value"), out error),
                 error);
  }

  /// <summary>Searches for a unit of size x size cells (1..32) with a terrain
  /// table ("10=wall,5=2"; "" keeps the map's weights). Start, goal and path
  /// cells are then the top-left cells of its footprint, and a unit that
  /// does not fit at start or goal makes Find throw, naming the cell.</summary>
  public void SetUnit(int size, string terrain = "") {
    Set("size", size.ToString(System.Globalization.CultureInfo.InvariantCulture));
    Set("terrain", terrain);
  }

  /// <summary>The path from (sx, sy) to (gx, gy), or null when there is none.</summary>
  public PathResult Find(Grid grid, int sx, int sy, int gx, int gy) {
    if (grid == null) throw new AstarException(Status.BadArgument, "grid is null");
    Native.Error error;
    int status = Native.Check(
        Native.astar_search_find(handle, grid.Handle, sx, sy, gx, gy, out error), error);
    GC.KeepAlive(grid);
    if (status != (int)Status.Found) return null;
    int length = (int)Native.astar_search_path_length(handle);
    int[] xy = new int[2 * length];
    Native.Check(Native.astar_search_path(handle, xy, new UIntPtr((ulong)length),
                                          out error), error);
    Cell[] cells = new Cell[length];
    for (int i = 0; i < length; i++) cells[i] = new Cell(xy[2 * i], xy[2 * i + 1]);
    return new PathResult(cells, Native.astar_search_cost(handle),
                          Native.astar_search_expanded(handle));
  }

  public void Dispose() {
    Native.astar_search_free(handle);
    handle = IntPtr.Zero;
    GC.SuppressFinalize(this);
  }
  ~Search() { Native.astar_search_free(handle); }
}

}  // namespace Astar
