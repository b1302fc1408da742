// The Unity package's runtime (Astar.cs and TextureMaps.cs) compiled with
// Mono against UnityEngineStub.cs, which is NOT Unity: see its header.
//
//   mono UnityPackageTest.exe              the checks below, libastar.so found
//   mono UnityPackageTest.exe --no-library expects the clear message instead
// Exits 0 when every check passed, 1 with each failure on stderr.

using System;
using Astar;
using UnityEngine;

static class UnityPackageTest {
  static int failures = 0;

  static void Check(bool ok, string what) {
    if (ok) return;
    failures++;
    Console.Error.WriteLine("FAILED: " + what);
  }

  // A 4x3 texture, rows from the bottom as GetPixels32 gives them: a wall
  // (black) at pixel (1, 0), i.e. cell (1, 2); a transparent pixel at (2, 2),
  // cell (2, 0); terrain of red 200 at pixel (3, 1), cell (3, 1).
  static Texture2D Level() {
    var texture = new Texture2D(4, 3);
    var pixels = new Color32[12];
    for (int i = 0; i < pixels.Length; i++) pixels[i] = new Color32(255, 255, 255, 255);
    pixels[0 * 4 + 1] = new Color32(0, 0, 0, 255);
    pixels[2 * 4 + 2] = new Color32(255, 255, 255, 0);
    pixels[1 * 4 + 3] = new Color32(200, 255, 255, 255);
    texture.SetPixels32(pixels);
    return texture;
  }

  static void TextureToGrid() {
    Texture2D texture = Level();
    using (GridMap map = TextureMaps.FromTexture(texture))
    using (GridMap red = TextureMaps.FromTexture(texture, PixelChannel.Red, false))
    using (var search = new Search()) {
      Check(map.Width == 4 && map.Height == 3, "the texture's size");
      search.Set("connectivity", "4");
      // Around the wall at cell (1, 2): from cell (0, 2) to (2, 2).
      PathResult path = search.Find(map, 0, 2, 2, 2);
      Check(path != null && path.Cost == 4, "around the flipped wall: 4 steps");
      Vector2Int cell = TextureMaps.CellOfPixel(new Vector2Int(1, 0), texture.height);
      Check(cell.x == 1 && cell.y == 2, "pixel (1,0) is cell (1,2)");
      Vector2Int pixel = TextureMaps.PixelOfCell(cell, texture.height);
      Check(pixel.x == 1 && pixel.y == 0, "and back");
      AstarException wall = null;
      try { search.Find(map, 2, 0, 0, 0); } catch (AstarException e) { wall = e; }
      Check(wall != null && wall.Message.Contains("start (2,0) is on a wall"),
            "the transparent pixel is a wall");
      // The red channel, alpha ignored: (2, 0) is open, (3, 1) is terrain 56.
      PathResult terrain = search.Find(red, 3, 0, 3, 1);
      Check(terrain != null && terrain.Cost == 56, "red 200 is weight 56, got " +
            (terrain == null ? "no path" : terrain.Cost.ToString("R")));
      Check(search.Find(red, 2, 0, 0, 0) != null, "without alphaIsWall alpha is ignored");
    }
    Grid unityGrid = new Grid();  // UnityEngine.Grid, unambiguous beside Astar
    Check(unityGrid != null, "UnityEngine.Grid and Astar side by side");
    try {
      TextureMaps.FromPixels(new Color32[5], 2, 2);
      Check(false, "5 pixels for 2x2 is an error");
    } catch (AstarException e) {
      Check(e.Message.Contains("a 2x2 texture needs 4 pixels, got 5"), e.Message);
    }
  }

  static void MissingLibrary() {
    try {
      new Search();
      Check(false, "no library: expected an exception");
    } catch (DllNotFoundException e) {
      Check(e.Message.Contains("cannot load the native library 'astar'") &&
                e.Message.Contains("Plugins/Linux/x86_64/"),
            "a clear message, got: " + e.Message);
    }
  }

  static int Main(string[] args) {
    if (args.Length == 1 && args[0] == "--no-library") MissingLibrary();
    else TextureToGrid();
    Console.WriteLine(failures == 0 ? "Unity package: all checks passed"
                                    : "Unity package: " + failures + " failures");
    return failures == 0 ? 0 : 1;
  }
}
