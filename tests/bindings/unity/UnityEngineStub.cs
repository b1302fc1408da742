// NOT Unity. A stand-in for the few UnityEngine members the astar Unity
// runtime may use (the list is in core/bindings/unity/Runtime/TextureMaps.cs
// and the README), so that Mono's mcs can compile the package and the test
// can run it. It proves the C# compiles and behaves against these
// signatures; it says nothing about the Unity editor or player.
// UnityEngine.Grid is here only because the real one exists: the package
// must not clash with it.

using System;

namespace UnityEngine {

public struct Color32 {
  public byte r, g, b, a;
  public Color32(byte r, byte g, byte b, byte a) {
    this.r = r; this.g = g; this.b = b; this.a = a;
  }
}

public struct Vector2Int {
  public int x, y;
  public Vector2Int(int x, int y) { this.x = x; this.y = y; }
}

public struct Vector2 {
  public float x, y;
  public Vector2(float x, float y) { this.x = x; this.y = y; }
}

public struct Vector3 {
  public float x, y, z;
  public Vector3(float x, float y, float z) { this.x = x; this.y = y; this.z = z; }
}

public class Object {}
public class Component : Object {}
public class Behaviour : Component {}
public class MonoBehaviour : Behaviour {}

public sealed class Grid : Behaviour {}

public class Texture2D : Object {
  Color32[] pixels;
  public int width { get; private set; }
  public int height { get; private set; }
  public Texture2D(int width, int height) {
    this.width = width;
    this.height = height;
    pixels = new Color32[width * height];
  }
  public Color32[] GetPixels32() { return (Color32[])pixels.Clone(); }
  public void SetPixels32(Color32[] colors) { pixels = (Color32[])colors.Clone(); }
}

public static class Debug {
  public static void Log(object message) { Console.WriteLine(message); }
  public static void LogWarning(object message) { Console.Error.WriteLine(message); }
  public static void LogError(object message) { Console.Error.WriteLine(message); }
}

public static class Mathf {
  public static int FloorToInt(float f) { return (int)Math.Floor(f); }
  public static int RoundToInt(float f) { return (int)Math.Round(f); }
}

public static class Application {
  public static string dataPath { get { return Environment.CurrentDirectory; } }
  public static string streamingAssetsPath {
    get { return System.IO.Path.Combine(dataPath, "StreamingAssets"); }
  }
}

}  // namespace UnityEngine
