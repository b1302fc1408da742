#pragma once
// One table per enum gives both directions, so a name is written once and
// to_string and parse can never disagree.

#include <array>
#include <optional>
#include <string_view>
#include <utility>

namespace astar::detail {

template <typename Enum, std::size_t N>
struct EnumNames {
  std::array<std::pair<Enum, std::string_view>, N> entries;

  constexpr std::string_view name(Enum value) const {
    for (const auto& [e, text] : entries) {
      if (e == value) return text;
    }
    return "?";
  }
  constexpr std::optional<Enum> parse(std::string_view text) const {
    for (const auto& [e, name] : entries) {
      if (name == text) return e;
    }
    return std::nullopt;
  }
};

template <typename Enum, typename... Pairs>
constexpr auto enum_names(Pairs... pairs) {
  return EnumNames<Enum, sizeof...(Pairs)>{
      {std::pair<Enum, std::string_view>(pairs)...}};
}

}  // namespace astar::detail
