#include "astar/io/base64.hpp"

#include <gtest/gtest.h>

#include <random>

namespace astar {
namespace base64_test {

TEST(Base64, KnownVectors) {
  // RFC 4648 section 10.
  const std::pair<const char*, const char*> vectors[] = {
      {"", ""},
      {"f", "Zg=="},
      {"fo", "Zm8="},
      {"foo", "Zm9v"},
      {"foob", "Zm9vYg=="},
      {"fooba", "Zm9vYmE="},
      {"foobar", "Zm9vYmFy"},
  };
  for (const auto& [plain, encoded] : vectors) {
    EXPECT_EQ(encode_base64(plain), encoded);
    Result<std::string> decoded = decode_base64(encoded);
    ASSERT_TRUE(decoded.ok()) << decoded.error();
    EXPECT_EQ(decoded.value(), plain);
  }
}

TEST(Base64, RandomBytesRoundTrip) {
  std::mt19937 rng(1);
  for (int size = 0; size < 200; ++size) {
    std::string bytes(static_cast<std::size_t>(size), '\0');
    for (char& c : bytes) c = static_cast<char>(rng() & 0xff);
    const std::string text = encode_base64(bytes);
    EXPECT_EQ(text.size() % 4, 0u);
    Result<std::string> decoded = decode_base64(text);
    ASSERT_TRUE(decoded.ok());
    EXPECT_EQ(decoded.value(), bytes);
  }
}

TEST(Base64, WhitespaceAndMissingPaddingAreAccepted) {
  Result<std::string> decoded = decode_base64("Zm9v\nYmE\r\n");
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(decoded.value(), "fooba");
}

TEST(Base64, BadInputNamesTheOffset) {
  Result<std::string> bad = decode_base64("Zm9v*mFy");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().find("'*' at offset 4"), std::string::npos)
      << bad.error();
  Result<std::string> after_padding = decode_base64("Zg==Zg==");
  EXPECT_FALSE(after_padding.ok());
  Result<std::string> truncated = decode_base64("Zm9vY");
  ASSERT_FALSE(truncated.ok());
  EXPECT_NE(truncated.error().find("middle of a byte"), std::string::npos);
  Result<std::string> binary = decode_base64(std::string("Zm\x01v", 4));
  ASSERT_FALSE(binary.ok());
  EXPECT_NE(binary.error().find("0x01"), std::string::npos);
}

TEST(Base64Url, UrlSafeAlphabetWithoutPadding) {
  EXPECT_EQ(encode_base64url("f"), "Zg");
  EXPECT_EQ(encode_base64url("fo"), "Zm8");
  EXPECT_EQ(encode_base64url("\xfb\xff\xbf"), "-_-_");
  std::mt19937 rng(2);
  for (int size = 0; size < 100; ++size) {
    std::string bytes(static_cast<std::size_t>(size), '\0');
    for (char& c : bytes) c = static_cast<char>(rng() & 0xff);
    const std::string text = encode_base64url(bytes);
    EXPECT_EQ(text.find_first_of("+/="), std::string::npos);
    Result<std::string> decoded = decode_base64url(text);
    ASSERT_TRUE(decoded.ok()) << decoded.error();
    EXPECT_EQ(decoded.value(), bytes);
  }
}

TEST(Base64Url, RefusesTheStandardAlphabetPaddingAndHalfBytes) {
  for (const char* bad : {"Zm+v", "Zm/v", "Zg==", "Zm 9v", "Zm9vY"}) {
    Result<std::string> decoded = decode_base64url(bad);
    EXPECT_FALSE(decoded.ok()) << bad;
  }
  EXPECT_EQ(decode_base64url("Zm+v").error(),
            "invalid base64url character '+' at offset 2");
}

}  // namespace base64_test
}  // namespace astar
