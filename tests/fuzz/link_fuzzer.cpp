// Shared links, two ways in: the input as link text, and the input as the
// payload inside a well-formed link (past the base64url and the zlib
// layers). No exception escapes, errors are bounded, a link that opens
// formats to text that opens to the same state and formats the same again,
// and our deflate gives back the input through the core's inflater.
#include <cstdint>

#include "astar/io/base64.hpp"
#include "astar/io/deflate.hpp"
#include "astar/session/link.hpp"
#include "fuzz_support.hpp"
#include "io/zlib_inflate.hpp"

namespace {

void check_link(std::string_view text) {
  astar::Result<astar::LinkState> state = astar::parse_link(text);
  if (!state) {
    astar::fuzz::check_error_message(state.error());
    return;
  }
  astar::Result<std::string> again = astar::format_link(state.value());
  FUZZ_CHECK(again.ok());
  astar::Result<astar::LinkState> back = astar::parse_link(again.value());
  FUZZ_CHECK(back.ok() && back.value() == state.value());
  FUZZ_CHECK(astar::format_link(back.value()).value() == again.value());
}

void check_deflate(std::string_view bytes) {
  const std::string stream = astar::deflate_zlib(bytes);
  std::string out;
  const astar::detail::InflateResult result = astar::detail::inflate_zlib(
      {stream}, bytes.size(), [&out](std::span<const std::uint8_t> piece) {
        out.append(reinterpret_cast<const char*>(piece.data()), piece.size());
        return std::string();
      });
  FUZZ_CHECK(result.problem.empty() && out == bytes);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  const std::string_view bytes = astar::fuzz::as_text(data, size);
  check_link(bytes);
  check_deflate(bytes);
  check_link(std::string(astar::kLinkPrefix) +
             astar::encode_base64url(astar::deflate_zlib(bytes)));
  return 0;
}
