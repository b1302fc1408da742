#include "io/xml_lite.hpp"

#include <charconv>

#include "astar/io/excerpt.hpp"

namespace astar::detail {
namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.' ||
         c == ':' || static_cast<unsigned char>(c) >= 0x80;
}

void append_utf8(std::string& out, std::uint32_t code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xc0 | code >> 6);
    out += static_cast<char>(0x80 | (code & 0x3f));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xe0 | code >> 12);
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (code & 0x3f));
  } else {
    out += static_cast<char>(0xf0 | code >> 18);
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3f));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (code & 0x3f));
  }
}

class XmlParser {
 public:
  XmlParser(std::string_view text, const std::string& name)
      : text_(text), name_(name) {}

  Result<XmlElement> document();

 private:
  Error error(const std::string& problem) const;
  bool starts(std::string_view s) const {
    return text_.substr(at_, s.size()) == s;
  }
  void skip_space() {
    while (at_ < text_.size() && is_space(text_[at_])) ++at_;
  }
  Status skip_until(std::string_view end, std::string_view what);
  Status misc();
  std::string name();
  Status entity(std::string& out);
  Status element(XmlElement& out, int depth);
  Status attributes(XmlElement& out);
  Status content(XmlElement& out, int depth);

  std::string_view text_;
  const std::string& name_;
  std::size_t at_ = 0;
  std::size_t elements_ = 0;
};

Error XmlParser::error(const std::string& problem) const {
  int line = 1, column = 1;
  for (std::size_t i = 0; i < at_ && i < text_.size(); ++i) {
    if (text_[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return fail(ErrorKind::BadFile, name_ + ":" + std::to_string(line) + ":" +
                                      std::to_string(column) +
                                      ": invalid XML: " + problem);
}

Status XmlParser::skip_until(std::string_view end, std::string_view what) {
  const std::size_t found = text_.find(end, at_);
  if (found == std::string_view::npos)
    return error("unterminated " + std::string(what));
  at_ = found + end.size();
  return {};
}

// Whitespace, comments and processing instructions between elements.
Status XmlParser::misc() {
  for (;;) {
    skip_space();
    if (starts("<!--")) {
      if (Status s = skip_until("-->", "comment"); !s) return s;
    } else if (starts("<?")) {
      if (Status s = skip_until("?>", "processing instruction"); !s) return s;
    } else if (starts("<!DOCTYPE") || starts("<!doctype")) {
      return error("DOCTYPE declarations are not supported");
    } else {
      return {};
    }
  }
}

std::string XmlParser::name() {
  const std::size_t begin = at_;
  while (at_ < text_.size() && is_name_char(text_[at_])) ++at_;
  return std::string(text_.substr(begin, at_ - begin));
}

Status XmlParser::entity(std::string& out) {
  const std::size_t semi = text_.find(';', at_);
  if (semi == std::string_view::npos || semi - at_ > 12)
    return error("a '&' that starts no entity");
  const std::string_view ref = text_.substr(at_ + 1, semi - at_ - 1);
  static constexpr std::pair<std::string_view, char> kNamed[] = {
      {"lt", '<'}, {"gt", '>'}, {"amp", '&'}, {"quot", '"'}, {"apos", '\''}};
  for (const auto& [entity_name, c] : kNamed) {
    if (ref == entity_name) {
      out += c;
      at_ = semi + 1;
      return {};
    }
  }
  if (!ref.starts_with("#"))
    return error("unknown entity '&" + excerpt(ref) + ";'");
  std::uint32_t code = 0;
  const bool hex = ref.starts_with("#x");
  const std::string_view digits = ref.substr(hex ? 2 : 1);
  const auto [end, problem] = std::from_chars(
      digits.data(), digits.data() + digits.size(), code, hex ? 16 : 10);
  if (digits.empty() || problem != std::errc() ||
      end != digits.data() + digits.size() || code == 0 || code > 0x10ffff) {
    return error("unknown entity '&" + excerpt(ref) + ";'");
  }
  append_utf8(out, code);
  at_ = semi + 1;
  return {};
}

Status XmlParser::attributes(XmlElement& out) {
  for (;;) {
    const std::size_t before = at_;
    skip_space();
    if (at_ >= text_.size()) return error("unterminated start tag");
    if (text_[at_] == '/' || text_[at_] == '>') return {};
    if (at_ == before) return error("expected a space before an attribute");
    std::string key = name();
    if (key.empty()) return error("expected an attribute name");
    skip_space();
    if (!starts("=")) return error("expected '=' after '" + excerpt(key) + "'");
    ++at_;
    skip_space();
    if (at_ >= text_.size() || (text_[at_] != '"' && text_[at_] != '\''))
      return error("expected a quoted attribute value");
    const char quote = text_[at_++];
    std::string value;
    while (at_ < text_.size() && text_[at_] != quote) {
      if (text_[at_] == '<') return error("'<' inside an attribute value");
      if (text_[at_] == '&') {
        if (Status s = entity(value); !s) return s;
      } else {
        value += text_[at_++];
      }
    }
    if (at_ >= text_.size()) return error("unterminated attribute value");
    ++at_;
    if (out.attribute(key) != nullptr)
      return error("attribute '" + excerpt(key) + "' given twice");
    out.attributes.emplace_back(std::move(key), std::move(value));
  }
}

Status XmlParser::content(XmlElement& out, int depth) {
  for (;;) {
    if (at_ >= text_.size())
      return error("element <" + excerpt(out.name) + "> is not closed");
    if (starts("</")) return {};
    if (starts("<!--")) {
      if (Status s = skip_until("-->", "comment"); !s) return s;
    } else if (starts("<![CDATA[")) {
      const std::size_t begin = at_ + 9;
      if (Status s = skip_until("]]>", "CDATA section"); !s) return s;
      out.text.append(text_.substr(begin, at_ - 3 - begin));
    } else if (starts("<?")) {
      if (Status s = skip_until("?>", "processing instruction"); !s) return s;
    } else if (starts("<!")) {
      return error("declarations are not allowed inside elements");
    } else if (starts("<")) {
      out.children.emplace_back();
      if (Status s = element(out.children.back(), depth + 1); !s) return s;
    } else if (text_[at_] == '&') {
      if (Status s = entity(out.text); !s) return s;
    } else {
      out.text += text_[at_++];
    }
  }
}

Status XmlParser::element(XmlElement& out, int depth) {
  if (depth > kMaxXmlDepth) {
    return error("elements nested deeper than " + std::to_string(kMaxXmlDepth) +
                 " levels");
  }
  if (++elements_ > kMaxXmlElements) {
    return error("more than " + std::to_string(kMaxXmlElements) + " elements");
  }
  if (!starts("<")) return error("expected an element");
  ++at_;
  out.name = name();
  if (out.name.empty()) return error("expected an element name after '<'");
  if (Status s = attributes(out); !s) return s;
  if (starts("/>")) {
    at_ += 2;
    return {};
  }
  ++at_;  // '>'
  if (Status s = content(out, depth); !s) return s;
  at_ += 2;  // "</"
  const std::size_t close_at = at_;
  if (name() != out.name) {
    at_ = close_at;
    return error("expected </" + excerpt(out.name) + ">");
  }
  skip_space();
  if (!starts(">")) return error("expected '>'");
  ++at_;
  return {};
}

Result<XmlElement> XmlParser::document() {
  if (starts("\xef\xbb\xbf")) at_ = 3;
  if (Status s = misc(); !s) return s.failure();
  XmlElement root;
  if (Status s = element(root, 1); !s) return s.failure();
  if (Status s = misc(); !s) return s.failure();
  if (at_ != text_.size()) return error("content after the root element");
  return root;
}

}  // namespace

const std::string* XmlElement::attribute(std::string_view key) const {
  for (const auto& [k, v] : attributes) {
    if (k == key) return &v;
  }
  return nullptr;
}

Result<XmlElement> parse_xml(std::string_view text, const std::string& name) {
  return XmlParser(text, name).document();
}

}  // namespace astar::detail
