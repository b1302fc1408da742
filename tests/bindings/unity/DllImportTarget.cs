// Which library an Astar.Runtime.dll's P/Invoke methods import from, read by
// reflection: the runtime compiled with -define:UNITY_WEBGL (or UNITY_IOS)
// must import from "__Internal" (the source plugin linked into the player),
// the default one from "astar".
//   mono DllImportTarget.exe Astar.Runtime.dll EXPECTED
// Exits 0 when every one of them imports from EXPECTED.

using System;
using System.Linq;
using System.Reflection;
using System.Runtime.InteropServices;

static class DllImportTarget {
  static int Main(string[] args) {
    if (args.Length != 2) {
      Console.Error.WriteLine("usage: DllImportTarget.exe ASSEMBLY EXPECTED");
      return 2;
    }
    Assembly assembly = Assembly.LoadFrom(args[0]);
    var targets = assembly.GetTypes()
        .SelectMany(t => t.GetMethods(BindingFlags.Static | BindingFlags.Public |
                                      BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
        .SelectMany(m => m.GetCustomAttributes(typeof(DllImportAttribute), false)
                          .Cast<DllImportAttribute>()
                          .Select(a => new { Method = m.Name, Library = a.Value }))
        .ToList();
    var wrong = targets.Where(t => t.Library != args[1]).ToList();
    foreach (var t in wrong)
      Console.Error.WriteLine("FAILED: " + t.Method + " imports from \"" + t.Library +
                              "\", expected \"" + args[1] + "\"");
    if (targets.Count < 10) {
      Console.Error.WriteLine("FAILED: only " + targets.Count + " P/Invoke methods found");
      return 1;
    }
    Console.WriteLine(targets.Count + " P/Invoke methods import from \"" + args[1] + "\"");
    return wrong.Count == 0 ? 0 : 1;
  }
}
