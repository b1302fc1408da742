// The C# binding's game features against astar-cli and the one-call Find:
// waypoints and smoothing, the sliced search, path buffers, PNG bytes.
// Run from AstarTest.Main, which counts the failures.

using System;
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

  static void ExpectError(Action action, string mention) {
    try {
      action();
      check(false, "expected an error naming '" + mention + "'");
    } catch (AstarException e) {
      check(e.Message.Contains(mention), "expected '" + mention + "', got " + e.Message);
    }
  }
}
