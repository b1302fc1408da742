#include "headless/script.hpp"

#include <SDL_keyboard.h>

#include <charconv>
#include <fstream>
#include <optional>
#include <sstream>

namespace astar::studio {
namespace {

std::vector<std::string_view> split_words(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    const std::size_t begin = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    if (i > begin) words.push_back(line.substr(begin, i - begin));
  }
  return words;
}

std::optional<int> parse_int(std::string_view text) {
  int value = 0;
  const auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) {
    return std::nullopt;
  }
  return value;
}

// A duration in seconds, 0..3600 (an hour is plenty for a test).
std::optional<double> parse_seconds(std::string_view text) {
  double value = 0;
  const auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() ||
      !(value >= 0 && value <= 3600)) {
    return std::nullopt;
  }
  return value;
}

std::optional<MouseButton> parse_button(std::string_view text) {
  if (text == "left") return MouseButton::Left;
  if (text == "right") return MouseButton::Right;
  if (text == "middle") return MouseButton::Middle;
  return std::nullopt;
}

// Adds one modifier name ("ctrl", "alt", "shift"); false if unknown.
bool add_modifier(std::string_view name, Modifiers& mods) {
  if (name == "ctrl" || name == "control") {
    mods.ctrl = true;
  } else if (name == "alt") {
    mods.alt = true;
  } else if (name == "shift") {
    mods.shift = true;
  } else {
    return false;
  }
  return true;
}

// MODS may be written "ctrl alt" or "ctrl+alt".
bool parse_modifiers(std::span<const std::string_view> words, Modifiers& mods) {
  for (std::string_view word : words) {
    std::size_t begin = 0;
    while (begin <= word.size()) {
      std::size_t end = word.find('+', begin);
      if (end == std::string_view::npos) end = word.size();
      if (!add_modifier(word.substr(begin, end - begin), mods)) return false;
      begin = end + 1;
    }
  }
  return true;
}

std::string_view rest_after_word(std::string_view line,
                                 std::string_view first_word) {
  std::string_view rest =
      line.substr(line.find(first_word) + first_word.size());
  while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) {
    rest.remove_prefix(1);
  }
  while (!rest.empty() &&
         (rest.back() == ' ' || rest.back() == '\t' || rest.back() == '\r')) {
    rest.remove_suffix(1);
  }
  return rest;
}

std::string to_lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

SDL_Keycode key_from_name(const std::string& name) {
  // Friendly names SDL does not know, or spells differently.
  if (name == "enter") return SDLK_RETURN;
  if (name == "esc") return SDLK_ESCAPE;
  if (name == "plus") return SDLK_PLUS;
  if (name == "minus") return SDLK_MINUS;
  if (name == "comma") return SDLK_COMMA;
  if (name == "period") return SDLK_PERIOD;
  if (name == "del") return SDLK_DELETE;
  return SDL_GetKeyFromName(name.c_str());
}

}  // namespace

std::optional<KeyCombo> parse_key_combo(std::string_view text) {
  KeyCombo combo;
  std::vector<std::string> parts;
  std::size_t begin = 0;
  while (begin <= text.size()) {
    std::size_t end = text.find('+', begin);
    if (end == std::string_view::npos) end = text.size();
    parts.push_back(to_lower(text.substr(begin, end - begin)));
    begin = end + 1;
  }
  if (parts.empty() || parts.back().empty()) return std::nullopt;
  for (std::size_t i = 0; i + 1 < parts.size(); ++i) {
    if (!add_modifier(parts[i], combo.mods)) return std::nullopt;
  }
  combo.key = key_from_name(parts.back());
  if (combo.key == SDLK_UNKNOWN) return std::nullopt;
  return combo;
}

Result<std::vector<ScriptCommand>> parse_script(std::string_view text,
                                                std::string_view name) {
  using Kind = ScriptCommand::Kind;
  std::vector<ScriptCommand> commands;
  int line_number = 0;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_number;
    if (const std::size_t hash = line.find('#');
        hash != std::string_view::npos) {
      // '#' starts a comment except inside a file name or typed text.
      const auto words = split_words(line.substr(0, hash));
      const bool takes_rest =
          !words.empty() && (words[0] == "screenshot" || words[0] == "export" ||
                             words[0] == "text" || words[0] == "drop" ||
                             words[0] == "click" || words[0] == "hover");
      if (!takes_rest) line = line.substr(0, hash);
    }
    const auto words = split_words(line);
    if (words.empty()) continue;
    auto error = [&](const std::string& message) {
      return fail(ErrorKind::BadFile, std::string(name) + ":" + std::to_string(line_number) + ": " +
                  message);
    };
    ScriptCommand command;
    command.line = line_number;
    const std::string_view verb = words[0];
    auto numbers = [&](std::size_t count) -> bool {
      if (words.size() < count + 1) return false;
      for (std::size_t i = 0; i < count; ++i) {
        const auto n = parse_int(words[i + 1]);
        if (!n) return false;
        command.numbers[i] = *n;
      }
      return true;
    };
    if (verb == "frames") {
      command.kind = Kind::Frames;
      if (!numbers(1) || words.size() != 2 || command.numbers[0] < 0 ||
          command.numbers[0] > 1000000) {
        return error("usage: frames N (0..1000000)");
      }
    } else if (verb == "move") {
      command.kind = Kind::Move;
      if (!numbers(2) || words.size() != 3) return error("usage: move X Y");
    } else if (verb == "down" || verb == "up") {
      command.kind = verb == "down" ? Kind::Down : Kind::Up;
      const auto button =
          words.size() >= 2 ? parse_button(words[1]) : std::nullopt;
      if (!button) {
        return error("usage: " + std::string(verb) + " left|right|middle" +
                     (verb == "down" ? " [MODS]" : ""));
      }
      command.button = *button;
      const auto mods = std::span(words).subspan(2);
      if (verb == "up" && !mods.empty())
        return error("usage: up left|right|middle");
      if (!parse_modifiers(mods, command.mods)) {
        return error("unknown modifier (use ctrl, alt, shift)");
      }
    } else if (verb == "drag") {
      command.kind = Kind::Drag;
      if (!numbers(4)) {
        return error("usage: drag X1 Y1 X2 Y2 [left|right|middle] [MODS]");
      }
      std::span<const std::string_view> rest = std::span(words).subspan(5);
      if (!rest.empty()) {
        if (const auto button = parse_button(rest[0])) {
          command.button = *button;
          rest = rest.subspan(1);
        }
      }
      if (!parse_modifiers(rest, command.mods)) {
        return error("unknown button or modifier in drag");
      }
    } else if (verb == "key") {
      command.kind = Kind::Key;
      const auto combo =
          words.size() == 2 ? parse_key_combo(words[1]) : std::nullopt;
      if (!combo) return error("usage: key COMBO, e.g. key ctrl+shift+z");
      command.key = *combo;
    } else if (verb == "wheel") {
      command.kind = Kind::Wheel;
      if (!numbers(1) || words.size() != 2 || command.numbers[0] == 0 ||
          command.numbers[0] < -1000 || command.numbers[0] > 1000) {
        return error("usage: wheel N (N != 0, |N| <= 1000)");
      }
    } else if (verb == "state") {
      command.kind = Kind::State;
      if (words.size() != 1) return error("usage: state");
    } else if (verb == "title" || verb == "quit") {
      command.kind = verb == "title" ? Kind::Title : Kind::Quit;
      if (words.size() != 1) return error("usage: " + std::string(verb));
    } else if (verb == "wait") {
      command.kind = Kind::Wait;
      const auto seconds =
          words.size() == 2 ? parse_seconds(words[1]) : std::nullopt;
      if (!seconds) return error("usage: wait SECONDS (0..3600)");
      command.seconds = *seconds;
    } else if (verb == "click" || verb == "hover") {
      command.kind = verb == "click" ? Kind::Click : Kind::Hover;
      command.text = std::string(rest_after_word(line, verb));
      if (command.text.empty()) {
        return error("usage: " + std::string(verb) + " NAME");
      }
    } else if (verb == "screenshot" || verb == "export" || verb == "text" ||
               verb == "drop") {
      command.kind = verb == "screenshot" ? Kind::Screenshot
                     : verb == "export"   ? Kind::Export
                     : verb == "text"     ? Kind::Text
                                          : Kind::Drop;
      command.text = std::string(rest_after_word(line, verb));
      if (command.text.empty()) {
        return error("usage: " + std::string(verb) +
                     (verb == "text" ? " STRING" : " FILE"));
      }
    } else {
      return error("unknown command '" + std::string(verb) + "'");
    }
    commands.push_back(std::move(command));
  }
  return commands;
}

Result<std::vector<ScriptCommand>> load_script(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return fail(ErrorKind::IoFailure, path + ": cannot open the script");
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return fail(ErrorKind::IoFailure, path + ": cannot read the script");
  return parse_script(text.str(), path);
}

}  // namespace astar::studio
