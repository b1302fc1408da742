#pragma once
/// @file link.hpp
/// A shared link: the map, the start and goal, the search settings (the
/// unit included), the step the search reached and the view, as one line
/// of text a teacher pastes into a handout or a chat:
///
///     astar1:eNrt2...   (the prefix names the format version)
///
/// The text after the prefix is base64url (no padding) of a zlib stream
/// (deflate.hpp) of this payload, little-endian:
///
///     u16 width, u16 height         1..kMaxLinkSide each
///     u8  markers                   bit 0 start, bit 1 goal
///     u16 x, y of the start, then of the goal, for those present
///     i64 step                      the search's step count, >= 0
///     i32 zoom, pan x, pan y        in thousandths (ViewState)
///     u16 n, then n bytes           the settings: "name=value" lines in
///                                   the search flags' syntax (flags.hpp)
///     width * height bytes          the cells, row-major (grid.hpp)
///
/// Formatting is canonical, so a link opened and copied again gives the same
/// text, byte for byte. The view is kept to a thousandth of a cell.
///
/// Parsing a link from a stranger is safe: the inflated size is capped
/// before inflating (kMaxLinkPayload) and again at the size the payload's
/// own header declares, every field is checked, the Adler-32 checksum must
/// match, and each problem is one error naming what is wrong.
/// Agents and moving obstacles are not part of a link.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "astar/edit/document.hpp"
#include "astar/result.hpp"
#include "astar/search/settings.hpp"
#include "astar/session/session.hpp"

namespace astar {

/// What every link of this format starts with.
inline constexpr std::string_view kLinkPrefix = "astar1:";
/// The largest map side a link holds.
inline constexpr int kMaxLinkSide = 4096;
/// The most a link's payload inflates to: a full 4096 x 4096 map, the
/// longest settings text and the fixed fields.
inline constexpr std::size_t kMaxLinkPayload =
    std::size_t{kMaxLinkSide} * kMaxLinkSide + 65535 + 64;
/// Longer link text is refused before it is decoded.
inline constexpr std::size_t kMaxLinkChars = std::size_t{32} << 20;

struct LinkState {
  Document document;  ///< the grid and the markers; actors are not kept
  SearchSettings search;
  ViewState view;
  std::int64_t step = 0;  ///< the search's step count when the link was made
  friend bool operator==(const LinkState&, const LinkState&) = default;
};

/// The link text of `state`. Fails for a map over kMaxLinkSide a side, a
/// negative step or a view that is not finite.
Result<std::string> format_link(const LinkState& state);

/// Reads link text; ASCII whitespace around it is ignored. Errors
/// (ErrorKind::BadArgument) start with "link: ".
Result<LinkState> parse_link(std::string_view text);

/// True when `text` (whitespace around it ignored) starts like a link, of
/// this version or another: "astar" then digits and ':'.
bool looks_like_link(std::string_view text);

}  // namespace astar
