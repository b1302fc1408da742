// The C# binding's game features against astar-cli and the one-call Find:
// waypoints and smoothing, the sliced search, path buffers, PNG bytes,
// disposal in any order and maps changed under a sliced search.
// Run from AstarTest.Main, which counts the failures.

using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Text.RegularExpressions;
using Astar;

static class AstarGameTest {
  static Action<bool, string> check;

  public static void Run(string cli, string benchmarks, string demo,
                         Action<bool, string> checker) {
    check = checker;
    string den = Path.Combine(benchmarks, "den011d.map");
    using (GridMap grid = GridMap.Load(den)) {
      Waypoints(cli, den, grid, "waypoints");
      Waypoints(cli, den, grid, "smooth");
      Sliced(grid);
      Buffers(grid);
    }
    Png(demo);
    NulInAPath(demo);
    NoGarbagePerCall(demo);
    JobsAnswerAsFind(demo);
    JobPollAllocatesNothingAndCancelStops();
    BulkCells();
    DisposeUnderARunningSearch();
    DisposeInAnyOrder();
    DisposedObjectsThrow();
    foreach (string[] options in new[] {
      new[] {"algo", "astar"}, new[] {"algo", "jps"}, new[] {"algo", "theta"},
      new[] {"algo", "dijkstra"}, new[] {"algo", "astar", "size", "2"},
      new[] {"algo", "bi-astar"}}) {
      WallMidSearch(cli, options, options[1] == "jps" ? 20 : 2000);
    }
  }

  // C reads a name up to its first NUL: one in a path would load another
  // file under the longer name, so it is refused.
  static void NulInAPath(string demo) {
    try {
      GridMap.Load(demo + "\0.txt").Dispose();
      check(false, "a path holding a NUL throws");
    } catch (AstarException e) {
      check(e.Message.Contains("NUL"), "a NUL in a path: " + e.Message);
    }
  }

  // The calls a game makes every frame allocate nothing managed: bytes
  // allocated by this thread over 1,000 calls of each, after a warm-up.
  static void NoGarbagePerCall(string demo) {
    using (GridMap grid = GridMap.Load(demo))
    using (var search = new Search()) {
      int[] xy = new int[4096];
      var calls = new KeyValuePair<string, Action>[] {
        new KeyValuePair<string, Action>("FindInto", () => search.FindInto(grid, 1, 1, 62, 38, ref xy)),
        new KeyValuePair<string, Action>("FindCost", () => search.FindCost(grid, 1, 1, 62, 38)),
        new KeyValuePair<string, Action>("SetCell", () => grid.SetCell(30, 20, 255)),
        new KeyValuePair<string, Action>("GetCell", () => grid.GetCell(30, 20)),
        new KeyValuePair<string, Action>("Start+Advance+State", () => {
          search.Start(grid, 1, 1, 62, 38);
          search.Advance(100000);
          check(search.State == Status.Found, "a sliced query ends Found");
        }),
      };
      foreach (KeyValuePair<string, Action> call in calls) {
        for (int i = 0; i < 100; i++) call.Value();
        long before = GC.GetAllocatedBytesForCurrentThread();
        for (int i = 0; i < 1000; i++) call.Value();
        long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        check(allocated == 0, call.Key + ": " + allocated + " bytes allocated over 1,000 calls");
      }
      // A failing call still reads its message, in C#'s names.
      try {
        grid.SetCell(64, 0, 0);
        check(false, "SetCell off the map throws");
      } catch (AstarException e) {
        check(e.Message == "GridMap.SetCell: cell (64,0) is outside the 64x40 map",
              "SetCell off the map: " + e.Message);
      }
    }
  }

  // SetCells, Fill and CopyCells against cell-by-cell reads; all or nothing.
  static void BulkCells() {
    using (var grid = new GridMap(5, 4, new byte[20]))
    using (var search = new Search()) {
      grid.Fill(0, 0, 5, 4, 255);
      grid.Fill(1, 1, 3, 2, 0);
      grid.SetCells(new[] {2, 1, 4, 3}, new byte[] {200, 7});
      byte[] cells = grid.GetCells();
      bool same = cells.Length == 20;
      for (int y = 0; y < 4 && same; y++) {
        for (int x = 0; x < 5 && same; x++) same = cells[y * 5 + x] == grid[x, y];
      }
      check(same, "GetCells is GetCell at every cell");
      check(grid[0, 0] == 255 && grid[1, 1] == 0 && grid[3, 2] == 0 && grid[4, 2] == 255 &&
                grid[2, 1] == 200 && grid[4, 3] == 7, "Fill and SetCells set their cells");
      check(search.FindCost(grid, 0, 0, 4, 0) == 4.0, "a path above the filled walls");
      byte[] before = grid.GetCells();
      try {
        grid.Fill(3, 2, 3, 1, 0);
        check(false, "a rectangle off the map throws");
      } catch (AstarException e) {
        check(e.Message == "GridMap.Fill: the rectangle at (3,2) of 3x1 cells is not " +
                               "inside the 5x4 map", "Fill off the map: " + e.Message);
      }
      try {
        grid.SetCells(new[] {0, 0, 9, 9}, new byte[] {0, 0});
        check(false, "a point off the map throws");
      } catch (AstarException e) {
        check(e.Message.StartsWith("GridMap.SetCells (entry 1): cell (9,9) is outside"),
              "SetCells off the map: " + e.Message);
      }
      check(Convert.ToBase64String(grid.GetCells()) == Convert.ToBase64String(before),
            "a refused Fill or SetCells changes no cell");
      byte[] small = new byte[19];
      try {
        grid.CopyCells(small);
        check(false, "CopyCells into a short array throws");
      } catch (AstarException e) {
        check(e.Message.Contains("20 cells"), "CopyCells short: " + e.Message);
      }
    }
  }

  static string CliJson(string cli, string arguments) {
    var info = new ProcessStartInfo(cli, arguments);
    info.UseShellExecute = false;
    info.RedirectStandardOutput = true;
    using (Process process = Process.Start(info)) {
      string json = process.StandardOutput.ReadToEnd();
      process.WaitForExit();
      return json;
    }
  }

  static string Points(Cell[] cells) {
    var text = new System.Text.StringBuilder();
    foreach (Cell c in cells) text.Append(text.Length == 0 ? "" : ",").Append(
        "[" + c.X + "," + c.Y + "]");
    return "[" + text + "]";
  }

  static void Waypoints(string cli, string den, GridMap grid, string post) {
    using (var search = new Search()) {
      search.Set("post", post);
      PathResult path = search.Find(grid, 8, 123, 221, 4);
      string json = CliJson(cli, "path \"" + den + "\" --from 8,123 --to 221,4 --json" +
                                     " --post " + post);
      Match waypoints = Regex.Match(json, "\"waypoints\":(\\[[-0-9,\\[\\]]*\\]\\])");
      Match cost = Regex.Match(json, "\"waypoints_cost\":([-0-9.eE+]+)");
      check(waypoints.Success && cost.Success, post + ": astar-cli gives waypoints");
      check(path.Waypoints != null && Points(path.Waypoints) == waypoints.Groups[1].Value,
            post + ": the waypoints are astar-cli's");
      check(path.WaypointsCost == double.Parse(cost.Groups[1].Value,
                                               CultureInfo.InvariantCulture),
            post + ": waypoints cost " + path.WaypointsCost.ToString("R"));
      search.Set("post", "none");
      check(search.Find(grid, 8, 123, 221, 4).Waypoints == null, "post none: no waypoints");
    }
  }

  static void Sliced(GridMap grid) {
    using (var whole = new Search())
    using (var sliced = new Search()) {
      whole.Set("algo", "jps");
      sliced.Set("algo", "jps");
      PathResult expected = whole.Find(grid, 8, 123, 221, 4);
      check(sliced.State == Status.Ok, "a new search is idle");
      sliced.Start(grid, 8, 123, 221, 4);
      check(sliced.State == Status.Running && sliced.Result() == null, "started: running");
      int slices = 0;
      Status status = Status.Running;
      while (status == Status.Running) {
        long before = sliced.Expanded;
        status = sliced.Advance(5);
        check(sliced.Expanded - before <= 5, "a slice of 5 expands at most 5");
        slices++;
      }
      PathResult path = sliced.Result();
      check(status == Status.Found && path != null, "the sliced search finds the path");
      check(slices >= expected.Expanded / 5, "slices: " + slices);
      check(path.Cost == expected.Cost && path.Expanded == expected.Expanded &&
                Points(path.Cells) == Points(expected.Cells),
            "the sliced search ends as Find");
      sliced.Start(grid, 8, 123, 221, 4);
      check(sliced.Advance(1000000, 1e-12) == Status.Running && sliced.Expanded == 1,
            "a spent time budget expands one cell");
      ExpectError(() => sliced.Advance(0), "max_expansions 0 is not >= 1");
      sliced.Cancel();
      check(sliced.State == Status.Ok, "cancelled: idle");
      ExpectError(() => sliced.Advance(5), "no query is running");
    }
  }

  static void Buffers(GridMap grid) {
    using (var search = new Search()) {
      int[] xy = new int[4];
      int[] first = null;
      int points = search.FindInto(grid, 8, 123, 221, 4, ref xy);
      PathResult path = search.Find(grid, 8, 123, 221, 4);
      check(points == path.Cells.Length && xy[2 * points - 2] == 221 &&
                xy[2 * points - 1] == 4, "FindInto gives the path's points");
      first = xy;
      int shorter = search.FindInto(grid, 8, 123, 20, 110, ref xy);
      check(shorter > 0 && shorter < points && ReferenceEquals(xy, first),
            "a shorter path reuses the buffer");
      check(search.FindCost(grid, 8, 123, 221, 4) == path.Cost, "FindCost is the cost");
    }
    using (var walled = new GridMap(3, 1, new byte[] {255, 0, 255}))
    using (var search = new Search()) {
      int[] xy = null;
      check(search.FindInto(walled, 0, 0, 2, 0, ref xy) == 0 &&
                search.FindCost(walled, 0, 0, 2, 0) == null, "no path: 0 points, null cost");
    }
  }

  static void Png(string demo) {
    byte[] png = File.ReadAllBytes(demo);
    using (GridMap loaded = GridMap.Load(demo))
    using (GridMap fromBytes = GridMap.FromPng(png))
    using (var search = new Search()) {
      check(fromBytes.Width == loaded.Width && fromBytes.Height == loaded.Height,
            "FromPng: the file's size");
      check(search.Find(fromBytes, 1, 1, 62, 38).Cost == search.Find(loaded, 1, 1, 62, 38).Cost,
            "FromPng: the file's cells");
    }
    ExpectError(() => GridMap.FromPng(new byte[] {1, 2, 3}), "image in memory (3 bytes)");
    byte[] half = new byte[png.Length / 2];
    Array.Copy(png, half, half.Length);
    ExpectError(() => GridMap.FromPng(half), "image in memory");
    ExpectError(() => GridMap.FromPng(null), "bytes is null");
  }

  // --- lifetimes -------------------------------------------------------

  static GridMap OpenMap(int side) {
    var cells = new byte[side * side];
    for (int i = 0; i < cells.Length; i++) cells[i] = 255;
    return new GridMap(side, side, cells);
  }

  // The issue's sequence: it aborted the process with SIGSEGV.
  static void DisposeUnderARunningSearch() {
    using (var s = new Search()) {
      var g = OpenMap(256);
      s.Start(g, 0, 0, 255, 255);
      s.Advance(10);
      g.Dispose();
      check(s.Advance(1000000) == Status.Found && s.Result().Cells.Length == 256,
            "a grid disposed under a running search: the search finishes on it");
      // The collector's way: a map nobody references any more.
      s.Start(OpenMap(256), 0, 0, 255, 255);
      s.Advance(10);
      GC.Collect();
      GC.WaitForPendingFinalizers();
      check(s.Advance(1000000) == Status.Found,
            "a grid collected under a running search: the search finishes on it");
    }
  }

  // Every order of disposing the grid and the search, cancelling, finishing,
  // starting again and collecting: none may crash.
  static void DisposeInAnyOrder() {
    string[][] orders = {
      new[] {"grid", "search"}, new[] {"search", "grid"},
      new[] {"grid", "cancel", "search"}, new[] {"grid", "restart", "search"},
      new[] {"grid", "finish", "search"}, new[] {"cancel", "grid", "search"},
      new[] {"grid", "collect", "finish", "search"},
      new[] {"search", "collect", "grid"}, new[] {"collect", "grid", "search"}};
    foreach (string[] order in orders) {
      var grid = OpenMap(256);
      var spare = OpenMap(256);
      var search = new Search();
      search.Start(grid, 0, 0, 255, 255);
      search.Advance(10);
      var steps = new Dictionary<string, Action> {
        {"grid", grid.Dispose}, {"search", search.Dispose}, {"cancel", search.Cancel},
        {"restart", () => search.Start(spare, 0, 0, 255, 255)},
        {"finish", () => check(search.Advance(1000000) == Status.Found,
                               string.Join(",", order) + ": found")},
        {"collect", () => { GC.Collect(); GC.WaitForPendingFinalizers(); }}};
      foreach (string step in order) steps[step]();
      spare.Dispose();
    }
    check(true, "disposal in any order");
  }

  static void ExpectDisposed(Action action, string name) {
    try {
      action();
      check(false, "a disposed " + name + " was used without an exception");
    } catch (ObjectDisposedException e) {
      check(e.ObjectName == name && e.Message.Contains("this " + name + " was disposed"),
            "expected the disposed " + name + ", got " + e.Message);
    }
  }

  static void DisposedObjectsThrow() {
    var grid = OpenMap(8);
    var search = new Search();
    search.Start(grid, 0, 0, 7, 7);
    grid.Dispose();
    grid.Dispose();  // twice is fine
    ExpectDisposed(() => grid.Width.ToString(), "GridMap");
    ExpectDisposed(() => grid.SetCell(1, 1, 0), "GridMap");
    ExpectDisposed(() => grid[1, 1].ToString(), "GridMap");
    ExpectDisposed(() => search.Find(grid, 0, 0, 7, 7), "GridMap");
    ExpectDisposed(() => search.Start(grid, 0, 0, 7, 7), "GridMap");
    check(search.Advance(1000) == Status.Found, "the search still finishes");
    search.Dispose();
    search.Dispose();
    using (var other = OpenMap(8)) {
      ExpectDisposed(() => search.Advance(1), "Search");
      ExpectDisposed(() => search.State.ToString(), "Search");
      ExpectDisposed(() => search.Cost.ToString(), "Search");
      ExpectDisposed(() => search.Find(other, 0, 0, 7, 7), "Search");
      ExpectDisposed(() => search.Set("algo", "jps"), "Search");
    }
  }

  // --- a map changed under a sliced search -----------------------------

  // 64 x 48: a wall down x = 32 from the top to y = 44 and pillars every 4
  // cells above y = 40: from (4,4) to (60,4) the path detours below it.
  static byte[] DetourCells() {
    var cells = new byte[64 * 48];
    for (int i = 0; i < cells.Length; i++) cells[i] = 255;
    for (int y = 2; y < 40; y += 4)
      for (int x = 2; x < 64; x += 4) cells[y * 64 + x] = 0;
    for (int y = 0; y <= 44; y++) cells[y * 64 + 32] = 0;
    return cells;
  }

  // The cells a path covers, each once: a unit's footprint at every cell;
  // for theta, every cell whose inside a segment (centre to centre) crosses.
  static List<Cell> Covered(Cell[] path, bool anyAngle, int size) {
    var cells = new List<Cell>();
    Action<int, int> add = (x, y) => {
      if (!cells.Exists(c => c.X == x && c.Y == y)) cells.Add(new Cell(x, y));
    };
    for (int i = 0; i < path.Length; i++) {
      if (!anyAngle || i == 0) {
        for (int dy = 0; dy < size; dy++)
          for (int dx = 0; dx < size; dx++) add(path[i].X + dx, path[i].Y + dy);
        continue;
      }
      double x0 = path[i - 1].X + 0.5, y0 = path[i - 1].Y + 0.5;
      double x1 = path[i].X + 0.5, y1 = path[i].Y + 0.5;
      int samples = 200 * ((int)Math.Sqrt((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)) + 2);
      for (int s = 0; s <= samples; s++) {
        double x = x0 + (x1 - x0) * s / samples, y = y0 + (y1 - y0) * s / samples;
        double fx = x - Math.Floor(x), fy = y - Math.Floor(y);
        if (fx < 1e-6 || fx > 1 - 1e-6 || fy < 1e-6 || fy > 1 - 1e-6) continue;
        add((int)Math.Floor(x), (int)Math.Floor(y));
      }
    }
    return cells;
  }

  static double CliCost(string cli, byte[] cells, string[] options) {
    string map = Path.Combine(Path.GetTempPath(),
                              "astar_wall_" + Process.GetCurrentProcess().Id + ".map");
    var text = new System.Text.StringBuilder("type octile\nheight 48\nwidth 64\nmap\n");
    for (int y = 0; y < 48; y++) {
      for (int x = 0; x < 64; x++) text.Append(cells[y * 64 + x] == 0 ? '@' : '.');
      text.Append('\n');
    }
    File.WriteAllText(map, text.ToString());
    string flags = "";
    for (int i = 0; i + 1 < options.Length; i += 2)
      flags += " --" + options[i] + " " + options[i + 1];
    string json = CliJson(cli, "path \"" + map + "\" --from 4,4 --to 60,4 --json" + flags);
    File.Delete(map);
    Match cost = Regex.Match(json, "\"cost\":([-0-9.eE+]+)");
    return cost.Success ? double.Parse(cost.Groups[1].Value, CultureInfo.InvariantCulture)
                        : double.NaN;
  }

  // Advances part of the way, walls the 4th cell the optimal path covers,
  // finishes: the path avoids the wall and is Find's on the new map.
  static void WallMidSearch(string cli, string[] options, long expansions) {
    string what = string.Join(" ", options) + ": ";
    bool theta = options[1] == "theta";
    int size = options.Length > 2 ? int.Parse(options[3]) : 1;
    byte[] cells = DetourCells();
    using (var grid = new GridMap(64, 48, cells))
    using (var whole = new Search())
    using (var sliced = new Search()) {
      for (int i = 0; i + 1 < options.Length; i += 2) {
        whole.Set(options[i], options[i + 1]);
        sliced.Set(options[i], options[i + 1]);
      }
      PathResult optimal = whole.Find(grid, 4, 4, 60, 4);
      Cell wall = theta ? Covered(optimal.Cells, true, 1)[3] : optimal.Cells[3];
      sliced.Start(grid, 4, 4, 60, 4);
      check(sliced.Advance(Math.Min(expansions, optimal.Expanded / 2)) == Status.Running,
            what + "running when the wall goes up");
      grid.SetCell(wall.X, wall.Y, 0);
      cells[wall.Y * 64 + wall.X] = 0;
      while (sliced.Advance(97) == Status.Running) {}
      PathResult path = sliced.Result();
      check(path != null, what + "found after the wall");
      if (path == null) return;
      bool crosses = Covered(path.Cells, theta, size).Exists(c => grid[c.X, c.Y] == 0);
      check(!crosses, what + "the path crosses the wall at " + wall);
      check(sliced.Restarts == 1, what + "one restart, not " + sliced.Restarts);
      PathResult fresh = whole.Find(grid, 4, 4, 60, 4);
      check(Points(path.Cells) == Points(fresh.Cells) && path.Cost == fresh.Cost &&
                path.Expanded == fresh.Expanded, what + "the path is Find's on the new map");
      double expected = CliCost(cli, cells, options);
      check(Math.Abs(path.Cost - expected) < 1e-9,
            what + "cost " + path.Cost.ToString("R") + ", astar-cli " + expected.ToString("R"));
    }
  }

  static void ExpectError(Action action, string mention) {
    try {
      action();
      check(false, "expected an error naming '" + mention + "'");
    } catch (AstarException e) {
      check(e.Message.Contains(mention), "expected '" + mention + "', got " + e.Message);
    }
  }

  // A JobQueue's Task and Job answer as Search.Find on the map they were
  // submitted against; an edit is seen by jobs submitted after it; a
  // field comes over whole; errors name C#'s methods.
  static void JobsAnswerAsFind(string demo) {
    using (GridMap grid = GridMap.Load(demo))
    using (var search = new Search())
    using (var queue = new JobQueue(grid, 2)) {
      PathResult expected = search.Find(grid, 1, 1, 62, 38);
      System.Threading.Tasks.Task<PathResult> task = queue.FindPathAsync(1, 1, 62, 38);
      check(task.Wait(10000), "FindPathAsync completes");
      PathResult found = task.Result;
      check(found != null && found.Cost == expected.Cost &&
            found.Cells.Length == expected.Cells.Length, "FindPathAsync is Find's path");
      ulong revision = queue.Fill(0, 20, 64, 1, 0);
      check(revision == 1 && queue.Revision == 1, "Fill makes revision 1: " + revision);
      using (Job walled = queue.SubmitPath(1, 1, 62, 38)) {
        check(walled.Wait(10) == Status.NoPath && walled.Revision == 1,
              "a job after the wall sees it: " + walled.Poll());
        check(walled.Task.Result == null, "its Task gives null");
      }
      grid.Fill(0, 20, 64, 1, 0);  // the queue's map, on the grid too
      using (Job fieldJob = queue.SubmitField(new[] {62, 10}))
      using (FlowField field = (fieldJob.Wait(10) == Status.Ok ? fieldJob.TakeField() : null)) {
        check(field != null && field.Distance(1, 1) == search.Find(grid, 1, 1, 62, 10).Cost,
              "a field job's field is the fresh one's");
      }
      ExpectError(() => queue.SubmitPath(64, 0, 1, 1), "JobQueue.SubmitPath: start (64,0)");
      ExpectError(() => queue.Fill(60, 0, 8, 1, 0), "JobQueue.Fill");
    }
  }

  // A frame's poll of a running job allocates nothing (bytes this thread
  // allocated over 1,000 polls, after a warm-up), and Cancel stops a long
  // search at once; the Task of a cancelled job is cancelled.
  static void JobPollAllocatesNothingAndCancelStops() {
    var open = new byte[2048 * 2048];
    for (int i = 0; i < open.Length; i++) open[i] = 255;
    using (var grid = new GridMap(2048, 2048, open))
    using (var options = new Search())
    using (var queue = new JobQueue(grid, 1)) {
      options.Set("algo", "dijkstra");
      Job slow = queue.SubmitPath(0, 0, 2047, 2047, options);
      int[] xy = new int[16];
      bool done = false;
      for (int i = 0; i < 100; i++) done |= slow.IsDone;
      long before = GC.GetAllocatedBytesForCurrentThread();
      for (int i = 0; i < 1000; i++) done |= slow.IsDone || slow.Poll() == Status.Found;
      long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
      check(allocated == 0, "Job.Poll: " + allocated + " bytes allocated over 1,000 polls");
      check(!done && slow.Wait(0.001) == Status.Running, "Wait times out on a long search");
      // Past the search's start (which clears 4M records): the first slice.
      while (slow.Expanded == 0) System.Threading.Thread.Yield();
      var watch = Stopwatch.StartNew();
      slow.Cancel();
      check(slow.Wait(5) == Status.Cancelled && watch.ElapsedMilliseconds < 500,
            "Cancel stops the search: " + watch.ElapsedMilliseconds + " ms");
      try {
        slow.Task.Wait(5000);
      } catch (AggregateException) {
        // a cancelled Task throws from Wait
      }
      check(slow.Task.IsCanceled, "the cancelled job's Task is cancelled");
      using (Job quick = queue.SubmitPath(0, 0, 3, 0)) {
        quick.Wait();
        before = GC.GetAllocatedBytesForCurrentThread();
        int n = 0;
        for (int i = 0; i < 1000; i++) n = quick.CopyPath(xy);
        allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        check(n == 4 && xy[6] == 3 && allocated == 0,
              "Job.CopyPath into a kept buffer: " + allocated + " bytes");
      }
      slow.Dispose();
    }
  }
}
