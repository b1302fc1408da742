// Unity's side of the astar binding (Astar.cs, installed beside this file):
// maps from textures. Texture2D.GetPixels32() gives rows from the bottom
// (y up); a GridMap is row-major from the top (y down), so cell (x, y) is
// pixel (x, height - 1 - y).
//
// Touches UnityEngine only through Texture2D (GetPixels32, width, height),
// Color32 and Vector2Int, so that tests compile it with Mono against a stub
// of those types.

using UnityEngine;

namespace Astar {

/// <summary>Which part of a pixel gives its cell's value.</summary>
public enum PixelChannel { Luminance, Red, Green, Blue, Alpha }

/// <summary>GridMaps from textures, and the row flip between the two.</summary>
public static class TextureMaps {
  /// <summary>A GridMap from a readable texture ("Read/Write" enabled in its
  /// import settings): each pixel's channel is its cell's byte (0 wall, 255
  /// open ground, v in 1..254 terrain of weight 256 - v), and with
  /// alphaIsWall a fully transparent pixel is a wall.</summary>
  public static GridMap FromTexture(Texture2D texture,
                                    PixelChannel channel = PixelChannel.Luminance,
                                    bool alphaIsWall = true) {
    if (texture == null) throw new AstarException(Status.BadArgument, "texture is null");
    return FromPixels(texture.GetPixels32(), texture.width, texture.height, channel,
                      alphaIsWall);
  }

  /// <summary>The same from pixels in GetPixels32's order: rows from the
  /// bottom, width * height of them.</summary>
  public static GridMap FromPixels(Color32[] pixels, int width, int height,
                                   PixelChannel channel = PixelChannel.Luminance,
                                   bool alphaIsWall = true) {
    if (pixels == null) throw new AstarException(Status.BadArgument, "pixels is null");
    if (width < 1 || height < 1 || (long)width * height != pixels.Length) {
      throw new AstarException(Status.BadArgument,
          "a " + width + "x" + height + " texture needs " + (long)width * height +
          " pixels, got " + pixels.Length);
    }
    var cells = new byte[pixels.Length];
    for (int y = 0; y < height; y++) {
      int row = (height - 1 - y) * width;  // the pixel row of cell row y
      for (int x = 0; x < width; x++) {
        Color32 p = pixels[row + x];
        cells[y * width + x] = alphaIsWall && p.a == 0 ? (byte)0 : Value(p, channel);
      }
    }
    return new GridMap(width, height, cells);
  }

  /// <summary>The cell of texture pixel (x, y), y counted from the bottom.</summary>
  public static Vector2Int CellOfPixel(Vector2Int pixel, int height) {
    return new Vector2Int(pixel.x, height - 1 - pixel.y);
  }

  /// <summary>The texture pixel of cell (x, y), y counted from the top.</summary>
  public static Vector2Int PixelOfCell(Vector2Int cell, int height) {
    return new Vector2Int(cell.x, height - 1 - cell.y);
  }

  static byte Value(Color32 p, PixelChannel channel) {
    switch (channel) {
      case PixelChannel.Red: return p.r;
      case PixelChannel.Green: return p.g;
      case PixelChannel.Blue: return p.b;
      case PixelChannel.Alpha: return p.a;
      default:
        // The core's luminance (Rec. 601 in integers), as astar_grid_load
        // reads a colour PNG: equal R, G and B give back that value.
        return (byte)((77 * p.r + 150 * p.g + 29 * p.b + 128) >> 8);
    }
  }
}

}  // namespace Astar
