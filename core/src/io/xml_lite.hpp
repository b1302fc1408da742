#pragma once
// A small, strict XML reader for Tiled's TMX and TSX files: elements,
// attributes, character data, comments, processing instructions, CDATA and
// the predefined and numeric entities. DOCTYPE (and with it every entity
// expansion trick) is refused; depth and element count are bounded. Not
// part of the public API.

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "astar/result.hpp"

namespace astar::detail {

struct XmlElement {
  std::string name;
  std::vector<std::pair<std::string, std::string>> attributes;
  /// The character data directly inside, pieces joined.
  std::string text;
  std::vector<XmlElement> children;

  /// The attribute's value, or nullptr.
  const std::string* attribute(std::string_view key) const;
};

/// Elements nested deeper than this are refused (TMX needs about 6).
inline constexpr int kMaxXmlDepth = 32;
/// More elements than this are refused: each costs about 100 bytes, so
/// memory stays within about 25 times the input. (Maps in the deprecated XML
/// encoding, one element a tile, are limited to this many tiles.)
inline constexpr std::size_t kMaxXmlElements = std::size_t{1} << 18;

/// The document's root element; errors start with `name`, the line and
/// the column.
Result<XmlElement> parse_xml(std::string_view text, const std::string& name);

}  // namespace astar::detail
