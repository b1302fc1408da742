// Per-query time through the C# binding (Astar.cs) over a Moving AI
// scenario, the same problems and rounds as capi_query_bench (see
// binding_overhead.sh).
//
//   mono CsharpQueryBench.exe MAP.scen MAP [ROUNDS]
// For astar and jps: "cells" (Find, a Cell[]), "xy" (FindInto, an int[]
// reused between queries), "cost" (FindCost, no path).

using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using Astar;

static class CsharpQueryBench {
  // Microseconds per query of the fastest of `rounds` passes.
  static double Run(Search search, GridMap grid, List<int[]> problems, int rounds,
                    string form) {
    int[] xy = null;
    double best = double.MaxValue;
    for (int round = 0; round < rounds; round++) {
      var clock = Stopwatch.StartNew();
      foreach (int[] p in problems) {
        if (form == "cells") search.Find(grid, p[0], p[1], p[2], p[3]);
        else if (form == "xy") search.FindInto(grid, p[0], p[1], p[2], p[3], ref xy);
        else search.FindCost(grid, p[0], p[1], p[2], p[3]);
      }
      best = Math.Min(best, clock.Elapsed.TotalMilliseconds * 1000.0 / problems.Count);
    }
    return best;
  }

  static int Main(string[] args) {
    var problems = new List<int[]>();
    foreach (string line in File.ReadAllLines(args[0])) {
      string[] f = line.Split('\t');
      if (f.Length < 9) continue;
      problems.Add(new[] {int.Parse(f[4]), int.Parse(f[5]), int.Parse(f[6]),
                          int.Parse(f[7])});
    }
    int rounds = args.Length > 2 ? int.Parse(args[2]) : 5;
    using (GridMap grid = GridMap.Load(args[1])) {
      foreach (string algo in new[] {"astar", "jps"}) {
        using (var search = new Search()) {
          search.Set("algo", algo);
          foreach (string form in new[] {"cells", "xy", "cost"}) {
            Run(search, grid, problems, 1, form);  // warm-up: JIT, buffers
            Console.WriteLine("csharp {0} {1} us_per_query {2:F2} (best of {3} x {4} queries)",
                              algo, form, Run(search, grid, problems, rounds, form),
                              rounds, problems.Count);
          }
        }
      }
    }
    return 0;
  }
}
