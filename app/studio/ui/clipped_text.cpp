#include "ui/clipped_text.hpp"

#include <imgui.h>

#include <map>
#include <string_view>
#include <utility>
#include <vector>

namespace astar::studio {
namespace {

// The windows whose text may end at their edge by design.
bool is_canvas(std::string_view window) {
  return window.starts_with("##canvas") || window.starts_with("##run pane");
}

// Each glyph's character and its place in the atlas, found by either
// corner: a glyph ImGui trimmed at a widget's edge keeps one of them.
struct GlyphPlace {
  unsigned codepoint;
  float u0, v0, u1, v1;
};
struct GlyphNames {
  std::map<std::pair<float, float>, GlyphPlace> by_top_left;
  std::map<std::pair<float, float>, GlyphPlace> by_bottom_right;
};

GlyphNames glyph_names(const ImFontAtlas& atlas) {
  GlyphNames names;
  for (const ImFont* font : atlas.Fonts) {
    for (const ImFontGlyph& glyph : font->Glyphs) {
      const GlyphPlace place{glyph.Codepoint, glyph.U0, glyph.V0, glyph.U1,
                             glyph.V1};
      names.by_top_left[{glyph.U0, glyph.V0}] = place;
      names.by_bottom_right[{glyph.U1, glyph.V1}] = place;
    }
  }
  return names;
}

// A glyph and whether ImGui trimmed it on the left or the right: text
// clipped inside a widget (a combo's preview, a button's label, a text
// field) is drawn that way rather than cut by a clip rectangle. A glyph
// trimmed only at the top or the bottom (a row scrolled half out of view)
// is not cut text.
struct GlyphRead {
  unsigned codepoint = '?';
  bool trimmed = false;
};

GlyphRead read_glyph(const GlyphNames& names, const ImVec2& uv_tl,
                     const ImVec2& uv_br) {
  if (const auto it = names.by_top_left.find({uv_tl.x, uv_tl.y});
      it != names.by_top_left.end()) {
    return {it->second.codepoint, uv_br.x < it->second.u1};
  }
  if (const auto it = names.by_bottom_right.find({uv_br.x, uv_br.y});
      it != names.by_bottom_right.end()) {
    return {it->second.codepoint, uv_tl.y == it->second.v0};
  }
  return {};
}

// A quad as ImFont::RenderText writes a glyph: indices a, a+1, a+2, a,
// a+2, a+3 over corners top-left, top-right, bottom-right, bottom-left.
bool is_glyph_quad(const ImDrawIdx* idx, const ImDrawVert* vtx,
                   const ImVec2& white) {
  if (idx[1] != idx[0] + 1 || idx[2] != idx[0] + 2 || idx[3] != idx[0] ||
      idx[4] != idx[0] + 2 || idx[5] != idx[0] + 3) {
    return false;
  }
  const ImDrawVert& tl = vtx[idx[0]];
  const ImDrawVert& br = vtx[idx[0] + 2];
  if (tl.uv.x == white.x && tl.uv.y == white.y) return false;
  // Glyphs span rows of the atlas; anti-aliased lines sample one row.
  return tl.uv.y != br.uv.y && tl.pos.x < br.pos.x && tl.pos.y < br.pos.y;
}

// A glyph overhanging its box by a pixel (a T's bar at a child window's
// edge) is not cut text; a label that runs off its window is.
bool cut_by(const ImDrawVert& tl, const ImDrawVert& br, const ImVec4& clip) {
  constexpr float kSlack = 1.5f;
  const bool row_in_view = br.pos.y > clip.y && tl.pos.y < clip.w;
  return row_in_view &&
         (tl.pos.x < clip.x - kSlack || br.pos.x > clip.z + kSlack);
}

}  // namespace

std::vector<ClippedText> find_clipped_text(const ImDrawData& data,
                                           const ImFontAtlas& atlas) {
  const GlyphNames names = glyph_names(atlas);
  const ImVec2 white = atlas.TexUvWhitePixel;
  std::vector<ClippedText> found;
  for (int l = 0; l < data.CmdListsCount; ++l) {
    const ImDrawList& list = *data.CmdLists[l];
    const std::string window = list._OwnerName ? list._OwnerName : "";
    // The canvas's numbers end at its edge by design; its widgets' labels
    // (a compare pane's header) must still fit inside them.
    const bool canvas = is_canvas(window);
    // The line being read: its glyphs so far, and whether one was cut. A
    // line ends where the next glyph starts left of the last one.
    std::string line;
    bool line_cut = false;
    float line_right = 0;
    const auto end_line = [&] {
      if (line_cut) found.push_back({window, line});
      line.clear();
      line_cut = false;
    };
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      end_line();
      if (cmd.UserCallback != nullptr || cmd.TextureId != atlas.TexID) {
        continue;
      }
      const ImDrawIdx* idx = list.IdxBuffer.Data + cmd.IdxOffset;
      const ImDrawVert* vtx = list.VtxBuffer.Data + cmd.VtxOffset;
      // Shapes before a glyph (a rounded frame's fan) may leave an odd
      // number of triangles, so quads are looked for at every triangle.
      for (unsigned i = 0; i + 6 <= cmd.ElemCount; i += 3) {
        if (!is_glyph_quad(idx + i, vtx, white)) continue;
        const ImDrawVert& tl = vtx[idx[i]];
        const ImDrawVert& br = vtx[idx[i] + 2];
        if (tl.pos.x < line_right - 1.0f) end_line();
        line_right = br.pos.x;
        const GlyphRead glyph = read_glyph(names, tl.uv, br.uv);
        line_cut = line_cut || glyph.trimmed ||
                   (!canvas && cut_by(tl, br, cmd.ClipRect));
        const unsigned c = glyph.codepoint;
        line += c < 128 ? static_cast<char>(c) : '?';
        i += 3;  // the quad's second triangle
      }
    }
    end_line();
  }
  return found;
}

}  // namespace astar::studio
