// The C# binding (core/bindings/csharp/Astar.cs) against astar-cli: Moving
// AI scenarios, every option on a map with terrain, and bad input.
//
//   mono AstarTest.exe ASTAR_CLI BENCHMARKS_DIR DEMO_MAP
// Exits 0 when every check passed, 1 with each failure on stderr.

using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Text.RegularExpressions;
using Astar;

static class AstarTest {
  static int failures = 0;
  static string cli;

  static void Check(bool ok, string what) {
    if (ok) return;
    failures++;
    Console.Error.WriteLine("FAILED: " + what);
  }

  // astar-cli path --json's cost and expanded count for the same query.
  static double[] CliPath(string map, int sx, int sy, int gx, int gy, string flags) {
    var info = new ProcessStartInfo(cli,
        "path \"" + map + "\" --from " + sx + "," + sy + " --to " + gx + "," + gy +
        " --json " + flags);
    info.UseShellExecute = false;
    info.RedirectStandardOutput = true;
    using (Process process = Process.Start(info)) {
      string json = process.StandardOutput.ReadToEnd();
      process.WaitForExit();
      Match cost = Regex.Match(json, "\"cost\":([-0-9.eE+]+)");
      Match expanded = Regex.Match(json, "\"expanded\":([0-9]+)");
      if (!cost.Success || !expanded.Success) {
        throw new Exception("unexpected astar-cli output: " + json);
      }
      return new double[] {
        double.Parse(cost.Groups[1].Value, CultureInfo.InvariantCulture),
        double.Parse(expanded.Groups[1].Value, CultureInfo.InvariantCulture)
      };
    }
  }

  static void Compare(GridMap grid, string map, int sx, int sy, int gx, int gy,
                      string[] options) {
    string flags = "";
    using (var search = new Search()) {
      for (int i = 0; i + 1 < options.Length; i += 2) {
        search.Set(options[i], options[i + 1]);
        flags += " --" + options[i] + " " + options[i + 1];
      }
      PathResult path = search.Find(grid, sx, sy, gx, gy);
      double[] expected = CliPath(map, sx, sy, gx, gy, flags);
      string what = map + flags + " " + sx + "," + sy + " -> " + gx + "," + gy;
      Check(path != null, what + ": found a path");
      if (path == null) return;
      Check(path.Cost == expected[0], what + ": cost " + path.Cost.ToString("R") +
            " but astar-cli says " + expected[0].ToString("R"));
      Check(path.Expanded == (long)expected[1], what + ": expanded " + path.Expanded +
            " but astar-cli says " + expected[1]);
      Check(path.Cells[0].X == sx && path.Cells[0].Y == sy, what + ": starts at the start");
      Cell last = path.Cells[path.Cells.Length - 1];
      Check(last.X == gx && last.Y == gy, what + ": ends at the goal");
    }
  }

  static void MovingAi(string benchmarks) {
    string map = Path.Combine(benchmarks, "arena.map");
    using (GridMap grid = GridMap.Load(map)) {
      Check(grid.Width == 49 && grid.Height == 49, "arena.map is 49x49");
      string[] lines = File.ReadAllLines(map + ".scen");
      for (int i = 1; i < lines.Length; i += 20) {
        string[] f = lines[i].Split('\t');
        Compare(grid, map, int.Parse(f[4]), int.Parse(f[5]), int.Parse(f[6]),
                int.Parse(f[7]), new string[0]);
      }
    }
  }

  static void EveryOption(string demo) {
    string[][] cases = {
      new[] {"connectivity", "4", "costs", "10-14"},
      new[] {"corners", "always", "heuristic", "euclidean"},
      new[] {"algo", "dijkstra", "tie-break", "fifo"},
      new[] {"algo", "greedy", "corners", "no-squeeze"},
      new[] {"algo", "bfs"},
      new[] {"weight", "1.5"},
    };
    using (GridMap grid = GridMap.Load(demo)) {
      foreach (string[] options in cases) Compare(grid, demo, 1, 1, 62, 38, options);
    }
  }

  // Units of 2 and 3 cells, with terrain tables, as astar-cli finds them.
  static void Units(string benchmarks, string demo) {
    using (GridMap grid = GridMap.Load(demo)) {
      Compare(grid, demo, 1, 1, 58, 35, new[] {"size", "2"});
      Compare(grid, demo, 1, 1, 58, 35, new[] {"size", "2", "terrain", "10=1,3=wall"});
      Compare(grid, demo, 1, 1, 58, 35, new[] {"terrain", "5=2,2=9"});
    }
    string arena = Path.Combine(benchmarks, "arena.map");
    using (GridMap grid = GridMap.Load(arena)) {
      Compare(grid, arena, 1, 11, 35, 42, new[] {"size", "3"});
      Compare(grid, arena, 1, 11, 35, 42, new[] {"size", "3", "algo", "jps"});
      using (var search = new Search()) {
        search.SetUnit(3);
        PathResult path = search.Find(grid, 1, 11, 35, 42);
        double[] expected = CliPath(arena, 1, 11, 35, 42, "--size 3");
        Check(path != null && path.Cost == expected[0], "SetUnit(3) is --size 3");
      }
    }
    using (var room = new GridMap(3, 3, new byte[] {255, 255, 255, 255, 255, 255, 255, 255, 0}))
    using (var search = new Search()) {
      search.SetUnit(2);
      ExpectError(() => search.Find(room, 1, 1, 0, 0), Status.BadArgument,
                  "start: a unit of size 2 does not fit at (1,1): (2,2) is a wall");
      ExpectError(() => search.SetUnit(33), Status.BadArgument, "Set(\"size\", \"33\"): expected");
      ExpectError(() => search.SetUnit(2, "10=lava"), Status.BadArgument,
                  "Set(\"terrain\", \"10=lava\"): ");
    }
  }

  static void ExpectError(Action action, Status status, string mention) {
    try {
      action();
      Check(false, "expected an error naming '" + mention + "'");
    } catch (AstarException e) {
      // C#'s words: no C function name, no command-line "--flag".
      Check(e.Status == status && e.Message.Contains(mention) &&
                !Regex.IsMatch(e.Message, @"\bastar_(grid|search|cell|world)") &&
                !e.Message.Contains("--"),
            "expected " + status + " naming '" + mention + "', got " + e.Status +
            ": " + e.Message);
    }
  }

  static void BadInput() {
    ExpectError(() => new GridMap(3, 2, new byte[5]), Status.BadArgument,
                "a 3x2 grid needs 6 cell bytes, got 5");
    ExpectError(() => new GridMap(3, 2, null), Status.BadArgument, "cells is null");
    ExpectError(() => GridMap.Load("/nonexistent/x.map"), Status.IoFailure,
                "/nonexistent/x.map");
    using (var grid = new GridMap(2, 2, new byte[] {255, 0, 255, 255}))
    using (var search = new Search()) {
      ExpectError(() => search.Find(grid, 0, 0, 7, 0), Status.BadArgument,
                  "goal (7,0) is outside the 2x2 map");
      ExpectError(() => search.Find(grid, 1, 0, 0, 1), Status.BadArgument,
                  "start (1,0) is on a wall");
      ExpectError(() => search.Set("algo", "fast"), Status.BadArgument,
                  "Set(\"algo\", \"fast\"): expected one of astar");
      ExpectError(() => search.Set("speed", "1"), Status.BadArgument,
                  "Set(\"speed\", \"1\"): \"speed\" is not a search option; " +
                  "expected one of algo, weight");
      ExpectError(() => search.Set("post", "curvy"), Status.BadArgument,
                  "Set(\"post\", \"curvy\"): expected one of none, waypoints, smooth");
      ExpectError(() => search.Advance(5), Status.BadArgument,
                  "Search.Advance: no query is running (start one with Search.Start)");
      ExpectError(() => grid.SetCell(9, 0, 0), Status.BadArgument,
                  "GridMap.SetCell: cell (9,0) is outside the 2x2 map");
      ExpectError(() => search.Find(null, 0, 0, 0, 1), Status.BadArgument, "grid is null");
      PathResult path = search.Find(grid, 0, 0, 0, 1);
      Check(path != null && path.Cost == 1.0, "a one-step path costs 1");
      grid.Dispose();
      try {
        search.Find(grid, 0, 0, 0, 1);
        Check(false, "a disposed grid was used without an exception");
      } catch (ObjectDisposedException e) {
        Check(e.ObjectName == "GridMap", "a disposed grid is named: " + e.Message);
      }
    }
    using (var walled = new GridMap(3, 1, new byte[] {255, 0, 255}))
    using (var search = new Search()) {
      Check(search.Find(walled, 0, 0, 2, 0) == null, "no path gives null");
    }
  }

  // SetOrigin(BottomLeft): astar-cli --origin bottom-left's cost, and the
  // top-left path with every y flipped.
  static void Origins(string demo) {
    using (var grid = GridMap.Load(demo))
    using (var top = new Search())
    using (var bottom = new Search()) {
      int h = grid.Height;
      PathResult down = top.Find(grid, 1, 1, 62, 38);
      bottom.SetOrigin(CellOrigin.BottomLeft);
      PathResult up = bottom.Find(grid, 1, h - 2, 62, h - 39);
      double[] expected = CliPath(demo, 1, h - 2, 62, h - 39, "--origin bottom-left");
      Check(up != null && up.Cost == down.Cost && up.Cost == expected[0],
            "bottom-left: the same cost as top-left and astar-cli");
      bool flipped = up.Cells.Length == down.Cells.Length;
      for (int i = 0; flipped && i < up.Cells.Length; i++) {
        flipped = up.Cells[i].X == down.Cells[i].X &&
                  up.Cells[i].Y == h - 1 - down.Cells[i].Y;
      }
      Check(flipped, "bottom-left: every path cell's y is flipped");
      ExpectError(() => bottom.Find(grid, 1, 39, 62, 1), Status.BadArgument,
                  "start (1,39) is on a wall (origin bottom-left)");
      ExpectError(() => bottom.Set("origin", "up"), Status.BadArgument,
                  "Set(\"origin\", \"up\"): expected top-left or bottom-left");
    }
  }

  static void World() {
    var frame = new WorldFrame(0.3, -1.25, 7.1);
    foreach (var cell in new[] {new Cell(0, 0), new Cell(5, 9), new Cell(-3, 2)}) {
      WorldPoint p = frame.CellToWorld(cell.X, cell.Y);
      Check(p.X == -1.25 + (cell.X + 0.5) * 0.3 && p.Y == 7.1 + (cell.Y + 0.5) * 0.3,
            "CellToWorld " + cell + " gives its centre, got " + p);
      Cell back = frame.WorldToCell(p.X, p.Y);
      Check(back.X == cell.X && back.Y == cell.Y, "WorldToCell gives back " + cell);
    }
    var unit = new WorldFrame(2, 10, 20);
    Cell edge = unit.WorldToCell(12, 19.999);
    Check(edge.X == 1 && edge.Y == -1, "WorldToCell floors: got " + edge);
    ExpectError(() => new WorldFrame(0).CellToWorld(0, 0), Status.BadArgument,
                "WorldFrame.CellToWorld: the cell size");
    ExpectError(() => unit.WorldToCell(double.NaN, 0), Status.BadArgument,
                "must be finite");
    ExpectError(() => unit.WorldToCell(1e300, 0), Status.BadArgument, "too far");
  }

  // A find after SetCell never crosses the new wall, whatever the algorithm.
  static void LiveMap(string benchmarks) {
    string arena = Path.Combine(benchmarks, "arena.map");
    foreach (string[] options in new[] {new[] {"algo", "jps"}, new[] {"algo", "astar"},
                                        new[] {"algo", "theta"}, new[] {"algo", "subgoal"},
                                        new[] {"size", "2"},
                                        new[] {"algo", "subgoal", "size", "2"}}) {
      string what = "after SetCell, " + string.Join(" ", options);
      using (GridMap grid = GridMap.Load(arena))
      using (var search = new Search())
      using (var fresh = new Search()) {
        for (int i = 0; i < options.Length; i += 2) {
          search.Set(options[i], options[i + 1]);
          fresh.Set(options[i], options[i + 1]);
        }
        PathResult before = search.Find(grid, 1, 11, 35, 42);
        Cell middle = before.Cells[before.Cells.Length / 2];
        if (before.Cells.Length < 3) middle = new Cell(18, 26);
        for (int dx = -1; dx <= 1; dx++)
          for (int dy = -1; dy <= 1; dy++) grid.SetCell(middle.X + dx, middle.Y + dy, 0);
        Check(grid[middle.X, middle.Y] == 0, what + ": GetCell reads the wall back");
        PathResult after = search.Find(grid, 1, 11, 35, 42);
        Check(after != null && after.Cost >= before.Cost, what + ": a path no shorter");
        foreach (Cell c in after.Cells)
          Check(Math.Abs(c.X - middle.X) > 1 || Math.Abs(c.Y - middle.Y) > 1,
                what + ": the path avoids (" + c.X + "," + c.Y + ")");
        byte[] cells = new byte[grid.Width * grid.Height];
        for (int y = 0; y < grid.Height; y++)
          for (int x = 0; x < grid.Width; x++) cells[y * grid.Width + x] = grid[x, y];
        using (var copy = new GridMap(grid.Width, grid.Height, cells)) {
          PathResult expected = fresh.Find(copy, 1, 11, 35, 42);
          Check(expected != null && after.Cost == expected.Cost,
                what + ": the cost of a fresh grid with the same cells");
        }
        ExpectError(() => grid.SetCell(49, 0, 0), Status.BadArgument,
                    "cell (49,0) is outside the 49x49 map");
        ExpectError(() => grid.GetCell(0, -1), Status.BadArgument, "is outside");
      }
    }
  }

  // Re-planning by repair: walls dropped on the route of arena.map, each
  // re-plan's cost a fresh Find's on a copy of the edited cells.
  static void Replanning(string benchmarks) {
    string arena = Path.Combine(benchmarks, "arena.map");
    using (GridMap grid = GridMap.Load(arena))
    using (var fresh = new Search())
    using (var plan = new Replanner(grid, 1, 11, 35, 42)) {
      Check(plan.Plan() && plan.Expanded > 0, "Replanner.Plan finds arena's path");
      int sx = 1, sy = 11;
      for (int step = 0; step < 10; step++) {
        PathResult route = plan.Path;
        Cell middle = route.Cells[route.Cells.Length / 2];
        grid.SetCell(middle.X, middle.Y, 0);
        plan.CellsChanged(grid, middle.X, middle.Y);
        if (step % 3 == 2) {
          sx = route.Cells[1].X;
          sy = route.Cells[1].Y;
          plan.MoveStart(sx, sy);
        }
        bool found = plan.Plan();
        double? expected = fresh.FindCost(grid, sx, sy, 35, 42);
        string what = "re-plan " + step + " after a wall at " + middle;
        Check(found == (expected != null), what + ": found as a fresh Find");
        if (!found) break;
        Check(Math.Abs(plan.Cost.Value - expected.Value) <= 1e-9 * expected.Value,
              what + ": cost " + plan.Cost + ", a fresh Find's " + expected);
        Check(plan.Path.Cells[0].X == sx && plan.Path.Cells[0].Y == sy && plan.Touched > 0,
              what + ": starts where the unit stands");
      }
      ExpectError(() => plan.MoveStart(-1, 0), Status.BadArgument, "outside the map");
    }
    using (GridMap grid = GridMap.Load(arena))
    using (var options = new Search()) {
      options.Set("algo", "dijkstra");
      ExpectError(() => new Replanner(grid, 1, 11, 35, 42, options), Status.BadArgument,
                  "new Replanner: the option 'algo' does not apply");
      ExpectError(() => new Replanner(grid, 0, 0, 35, 42), Status.BadArgument,
                  "start (0,0) is on a wall");
    }
  }

  // Crowds: two agents head-on swap sides without overlapping (and overlap
  // with avoidance off), a door closed mid-run is walked around with the
  // GridMap disposed, and bad values are named.
  static double HeadOn(bool avoidance, out Crowd crowd) {
    var open = new byte[20 * 7];
    for (int i = 0; i < open.Length; i++) open[i] = 255;
    using (var grid = new GridMap(20, 7, open)) {
      crowd = new Crowd(grid, 0.1, avoidance);
    }
    Check(crowd.AddAgent(2.5, 3.5, 17.5, 3.5) == 0 &&
          crowd.AddAgent(17.5, 3.5, 2.5, 3.5) == 1, "Crowd.AddAgent gives ids 0, 1");
    var xy = new double[4];
    double closest = double.PositiveInfinity;
    for (int step = 0; step < 150; step++) {
      crowd.Step();
      crowd.CopyPositions(xy);
      closest = Math.Min(closest, Math.Sqrt((xy[0] - xy[2]) * (xy[0] - xy[2]) +
                                            (xy[1] - xy[3]) * (xy[1] - xy[3])));
    }
    return closest;
  }

  // Agents walking one field, round a wall, with the field disposed first;
  // a field of another size refused.
  static void CrowdOnAField() {
    using (var grid = new GridMap(20, 9, Full(20 * 9)))
    using (var crowd = new Crowd(grid)) {
      grid.Fill(10, 0, 1, 8, 0);  // a wall with a gap at its bottom
      for (int i = 0; i < 4; i++) crowd.AddAgent(2.5 + i, 2.5, 17.5, 3.5);
      using (var field = new FlowField(grid, new[] {17, 3})) crowd.FollowField(field);
      crowd.Step(500);
      Check(crowd.ArrivedCount == 4, "a crowd on a field arrives: " + crowd.ArrivedCount);
      using (var small = new GridMap(4, 4, Full(16)))
      using (var wrong = new FlowField(small, new[] {0, 0})) {
        ExpectError(() => crowd.FollowField(wrong), Status.BadArgument,
                    "Crowd.FollowField: the field is 4x4, the crowd's grid 20x9");
      }
      crowd.FollowField(null);
      crowd.Step();
      Check(crowd.ArrivedCount == 4, "back to paths, the arrived stay arrived");
    }
  }

  static byte[] Full(int count) {
    var cells = new byte[count];
    for (int i = 0; i < count; i++) cells[i] = 255;
    return cells;
  }

  static void Crowding() {
    Crowd crowd;
    double closest = HeadOn(true, out crowd);
    using (crowd) {
      Check(closest >= 0.7 - 0.035, "head-on agents overlap by at most 10% of a radius: " +
                                        closest);
      double[] xy = crowd.GetPositions();
      var arrived = new byte[2];
      crowd.CopyArrived(arrived);
      Check(Math.Abs(xy[0] - 17.5) <= 0.25 && Math.Abs(xy[2] - 2.5) <= 0.25 &&
                arrived[0] == 1 && arrived[1] == 1 && crowd.ArrivedCount == 2,
            "head-on agents swap sides and arrive: " + xy[0] + ", " + xy[2]);
      Check(crowd.Count == 2 && crowd.Steps == 150 && Math.Abs(crowd.Time - 15) < 1e-9,
            "Crowd.Count, Steps, Time");
      ExpectError(() => crowd.CopyVelocities(new double[2]), Status.BadArgument,
                  "Crowd.CopyVelocities: room for 1 agents, the crowd has 2");
    }
    Check(HeadOn(false, out crowd) < 0.35, "with avoidance off agents walk through each other");
    crowd.Dispose();
    try {
      crowd.Step();
      Check(false, "a disposed Crowd was used without an exception");
    } catch (ObjectDisposedException e) {
      Check(e.Message.Contains("this Crowd was disposed"), "a disposed Crowd: " + e.Message);
    }

    var cells = new byte[21 * 15];
    for (int i = 0; i < cells.Length; i++) cells[i] = 255;
    var walker = default(Crowd);
    using (var grid = new GridMap(21, 15, cells)) {
      grid.Fill(10, 0, 1, 15, 0);
      grid.SetCell(10, 2, 255);   // two doors
      grid.SetCell(10, 12, 255);
      walker = new Crowd(grid);
      walker.AddAgent(3.5, 2.5, 17.5, 2.5);
      walker.Step(10);
      grid.SetCell(10, 2, 0);     // the near door closes
    }                             // and the crowd keeps the map
    using (walker) {
      double lowest = 0;
      var xy = new double[2];
      for (int step = 0; step < 400 && walker.ArrivedCount == 0; step++) {
        walker.Step();
        walker.CopyPositions(xy);
        lowest = Math.Max(lowest, xy[1]);
        Check(Math.Abs(xy[0] - 10.5) >= 0.5 + 0.35 - 1e-9 || xy[1] > 11.5 + 0.35,
              "the agent keeps out of the wall: (" + xy[0] + ", " + xy[1] + ")");
      }
      Check(walker.ArrivedCount == 1 && lowest > 11, "the agent goes by the far door");
    }

    var small = new byte[] {255, 255, 255, 0, 255, 255, 255, 255, 0, 255};
    using (var grid = new GridMap(5, 2, small))
    using (var bad = new Crowd(grid)) {
      ExpectError(() => bad.AddAgent(3.5, 0.5, 0.5, 0.5), Status.BadArgument,
                  "Crowd.AddAgent: an agent of radius 0.35 at (3.5,0.5) would overlap a wall");
      ExpectError(() => bad.AddAgent(7.5, 0.5, 0.5, 0.5), Status.BadArgument,
                  "at (7.5,0.5) would overlap");
      ExpectError(() => bad.AddAgent(0.5, 0.5, 0.5, 0.5, 0), Status.BadArgument,
                  "agent radius 0 is outside (0, 0.5]");
      ExpectError(() => bad.AddAgent(0.5, 0.5, 3.5, 1.5), Status.BadArgument,
                  "goal (3.5,1.5) is in a wall");
      ExpectError(() => bad.SetGoal(0, 0.5, 0.5), Status.BadArgument,
                  "Crowd.SetGoal: no agent 0 (the crowd has 0)");
      ExpectError(() => bad.Step(-1), Status.BadArgument, "Crowd.Step: steps -1 is below 0");
      ExpectError(() => new Crowd(grid, 0), Status.BadArgument,
                  "new Crowd: time step 0 is not above 0");
    }
  }

  // Flow fields: on arena.map every cell's Distance a fresh Find's cost to
  // the goal, before and after a Fill the field is told of; following Next
  // walks moves whose costs sum to the distance; bad input is named.
  static void FlowFields(string benchmarks) {
    string arena = Path.Combine(benchmarks, "arena.map");
    using (GridMap grid = GridMap.Load(arena))
    using (var fresh = new Search())
    using (var field = new FlowField(grid, new[] { 35, 42 })) {
      for (int round = 0; round < 2; round++) {
        double[] all = field.Distances();
        int[] next = field.NextCells();
        int checkedCells = 0;
        for (int y = 0; y < grid.Height; y += 4) {
          for (int x = 0; x < grid.Width; x += 3) {
            if (grid.GetCell(x, y) == 0) {
              Check(all[y * grid.Width + x] == -1 && next[y * grid.Width + x] == -1,
                    "FlowField: a wall at (" + x + "," + y + ") is unreachable");
              continue;
            }
            double? expected = fresh.FindCost(grid, x, y, 35, 42);
            string what = "FlowField round " + round + " at (" + x + "," + y + ")";
            Check(expected == null ? field.Distance(x, y) == -1 && field.Next(x, y) == null
                                   : Math.Abs(field.Distance(x, y) - expected.Value) <= 1e-9,
                  what + ": distance " + field.Distance(x, y) + ", a fresh Find's " + expected);
            Check(all[y * grid.Width + x] == field.Distance(x, y), what + ": Distances()");
            if (expected == null) continue;
            checkedCells++;
            double walked = 0;
            Cell here = new Cell(x, y);
            for (int steps = 0; steps < grid.Width * grid.Height; steps++) {
              Cell step = field.Next(here.X, here.Y).Value;
              if (step.X == here.X && step.Y == here.Y) break;
              Check(next[here.Y * grid.Width + here.X] == step.Y * grid.Width + step.X,
                    what + ": NextCells() agrees with Next");
              walked += (step.X != here.X && step.Y != here.Y) ? Math.Sqrt(2) : 1;
              here = step;
            }
            Check(Math.Abs(walked - expected.Value) <= 1e-9,
                  what + ": the walk along Next costs " + walked);
          }
        }
        Check(checkedCells > 50, "FlowField: " + checkedCells + " cells checked");
        int row = 30 - 6 * round;  // a new wall each round
        grid.Fill(20, row, 20, 1, 0);
        Check(!field.Follows(grid), "FlowField: a Fill leaves the field behind");
        field.Update(grid, 20, row, 20, 1);
        Check(field.Follows(grid) && field.Touched > 0, "FlowField.Update follows the Fill");
      }
    }
    using (GridMap grid = GridMap.Load(arena))
    using (var options = new Search()) {
      options.Set("algo", "dijkstra");
      ExpectError(() => new FlowField(grid, new[] { 35, 42 }, options), Status.BadArgument,
                  "new FlowField: the option 'algo' does not apply");
      ExpectError(() => new FlowField(grid, new[] { 0, 0 }), Status.BadArgument,
                  "new FlowField: goal (0,0) is on a wall");
      ExpectError(() => new FlowField(grid, new[] { 35, 42, 60, 0 }), Status.BadArgument,
                  "goal (60,0) is outside the 49x49 map");
      using (FlowField area = FlowField.Area(grid, 34, 41, 3, 3)) {
        Check(area.Distance(35, 42) == 0 && area.Reachable(1, 11),
              "FlowField.Area: its cells are goals");
        ExpectError(() => area.Next(49, 0), Status.BadArgument,
                    "FlowField.Next: cell (49, 0) is outside");
      }
    }
  }

  static int Main(string[] args) {
    if (args.Length != 3) {
      Console.Error.WriteLine("usage: AstarTest.exe ASTAR_CLI BENCHMARKS_DIR DEMO_MAP");
      return 2;
    }
    cli = args[0];
    MovingAi(args[1]);
    EveryOption(args[2]);
    BadInput();
    Units(args[1], args[2]);
    Origins(args[2]);
    World();
    AstarGameTest.Run(cli, args[1], args[2], Check);
    LiveMap(args[1]);
    Replanning(args[1]);
    Crowding();
    FlowFields(args[1]);
    CrowdOnAField();
    Console.WriteLine(failures == 0 ? "C# binding: all checks passed"
                                    : "C# binding: " + failures + " failures");
    return failures == 0 ? 0 : 1;
  }
}
