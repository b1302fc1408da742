#include "script/script.hpp"

#include <SDL_keyboard.h>

#include <algorithm>
#include <charconv>
#include <optional>

#include "astar/io/excerpt.hpp"
#include "astar/io/file_io.hpp"
#include "astar/std_compat.hpp"

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

// A whole number within +-limit.
std::optional<int> parse_int(std::string_view text, int limit) {
  int value = 0;
  const auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() ||
      value < -limit || value > limit) {
    return std::nullopt;
  }
  return value;
}

// How a coordinate's usage message ends.
std::string coordinate_range() {
  const std::string max = std::to_string(kMaxScriptCoordinate);
  return " (cells within -" + max + ".." + max + ")";
}

// A duration in seconds, 0..3600 (an hour is plenty for a test).
std::optional<double> parse_seconds(std::string_view text) {
  double value = 0;
  const auto [end, error] =
      astar::from_chars(text.data(), text.data() + text.size(), value);
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

// One script line without its comment, and its words; commands that take
// the rest of the line read it from `text`, spacing kept.
struct Line {
  std::string_view text;
  std::vector<std::string_view> words;
};

// What is wrong with a line, before "NAME:LINE: " is put in front; none when
// it parsed.
using LineError = ScriptLineError;

// Reads the `count` integers after the verb into command.numbers; each must
// lie within +-limit (cell coordinates by default).
bool read_numbers(const Line& line, std::size_t count, ScriptCommand& command,
                  int limit = kMaxScriptCoordinate) {
  if (line.words.size() < count + 1) return false;
  for (std::size_t i = 0; i < count; ++i) {
    const auto n = parse_int(line.words[i + 1], limit);
    if (!n) return false;
    command.numbers[i] = *n;
  }
  return true;
}

std::optional<MouseButton> button_word(const Line& line) {
  return line.words.size() >= 2 ? parse_button(line.words[1]) : std::nullopt;
}

LineError parse_frames(const Line& line, ScriptCommand& command) {
  constexpr int kMaxFrames = 1000000;
  if (!read_numbers(line, 1, command, kMaxFrames) || line.words.size() != 2 ||
      command.numbers[0] < 0) {
    return "usage: frames N (0..1000000)";
  }
  return std::nullopt;
}

// A trailing "pane N" (1 to 4): the compared pane whose canvas the cells
// are in. Takes the two words off `words`; false when they are not a pane.
bool take_pane(std::span<const std::string_view>& words,
               ScriptCommand& command) {
  if (words.size() < 2 || words[words.size() - 2] != "pane") return true;
  const auto pane = parse_int(words.back(), 4);
  if (!pane || *pane < 1) return false;
  command.pane = *pane - 1;
  words = words.first(words.size() - 2);
  return true;
}

LineError parse_move(const Line& line, ScriptCommand& command) {
  std::span<const std::string_view> words(line.words);
  if (!take_pane(words, command) || words.size() != 3 ||
      !read_numbers(line, 2, command)) {
    return "usage: move X Y [pane N]" + coordinate_range();
  }
  return std::nullopt;
}

LineError parse_down(const Line& line, ScriptCommand& command) {
  const auto button = button_word(line);
  if (!button) return "usage: down left|right|middle [MODS]";
  command.button = *button;
  if (!parse_modifiers(std::span(line.words).subspan(2), command.mods)) {
    return "unknown modifier (use ctrl, alt, shift)";
  }
  return std::nullopt;
}

LineError parse_up(const Line& line, ScriptCommand& command) {
  const auto button = button_word(line);
  if (!button || line.words.size() > 2) return "usage: up left|right|middle";
  command.button = *button;
  return std::nullopt;
}

LineError parse_drag(const Line& line, ScriptCommand& command) {
  std::span<const std::string_view> words(line.words);
  if (!take_pane(words, command) || !read_numbers(line, 4, command) ||
      words.size() < 5) {
    return "usage: drag X1 Y1 X2 Y2 [left|right|middle] [MODS] [pane N]" +
           coordinate_range();
  }
  std::span<const std::string_view> rest = words.subspan(5);
  if (!rest.empty()) {
    if (const auto button = parse_button(rest[0])) {
      command.button = *button;
      rest = rest.subspan(1);
    }
  }
  if (!parse_modifiers(rest, command.mods)) {
    return "unknown button or modifier in drag";
  }
  return std::nullopt;
}

LineError parse_key(const Line& line, ScriptCommand& command) {
  const auto combo =
      line.words.size() == 2 ? parse_key_combo(line.words[1]) : std::nullopt;
  if (!combo) return "usage: key COMBO, e.g. key ctrl+shift+z";
  command.key = *combo;
  return std::nullopt;
}

LineError parse_wheel(const Line& line, ScriptCommand& command) {
  if (!read_numbers(line, 1, command) || line.words.size() != 2 ||
      command.numbers[0] == 0 || command.numbers[0] < -1000 ||
      command.numbers[0] > 1000) {
    return "usage: wheel N (N != 0, |N| <= 1000)";
  }
  return std::nullopt;
}

LineError parse_wait(const Line& line, ScriptCommand& command) {
  const auto seconds =
      line.words.size() == 2 ? parse_seconds(line.words[1]) : std::nullopt;
  if (!seconds) return "usage: wait SECONDS (0..3600)";
  command.seconds = *seconds;
  return std::nullopt;
}

LineError parse_simulate(const Line& line, ScriptCommand& command) {
  const auto seconds =
      line.words.size() == 2 ? parse_seconds(line.words[1]) : std::nullopt;
  if (!seconds) return "usage: simulate SECONDS (0..3600)";
  command.seconds = *seconds;
  return std::nullopt;
}

// state, title, quit.
LineError parse_bare(const Line& line, ScriptCommand&) {
  if (line.words.size() != 1) return "usage: " + std::string(line.words[0]);
  return std::nullopt;
}

// The rest of the line becomes command.text; `placeholder` names it in the
// usage message.
LineError take_rest(const Line& line, ScriptCommand& command,
                    std::string_view placeholder) {
  const std::string_view verb = line.words[0];
  command.text = std::string(rest_after_word(line.text, verb));
  if (command.text.empty()) {
    return "usage: " + std::string(verb) + " " + std::string(placeholder);
  }
  return std::nullopt;
}

LineError parse_name(const Line& line, ScriptCommand& command) {
  return take_rest(line, command, "NAME");
}

LineError parse_file(const Line& line, ScriptCommand& command) {
  return take_rest(line, command, "FILE");
}

LineError parse_string(const Line& line, ScriptCommand& command) {
  return take_rest(line, command, "STRING");
}

LineError parse_command_name(const Line& line, ScriptCommand& command) {
  if (line.words.size() != 2) return "usage: command NAME";
  command.text = std::string(line.words[1]);
  return std::nullopt;
}

struct Verb {
  std::string_view name;
  ScriptCommand::Kind kind;
  LineError (*parse)(const Line& line, ScriptCommand& command);
  bool takes_rest;  // its argument runs to the end of the line, '#' and all
};

constexpr Verb kVerbs[] = {
    {"frames", ScriptCommand::Kind::Frames, parse_frames, false},
    {"move", ScriptCommand::Kind::Move, parse_move, false},
    {"down", ScriptCommand::Kind::Down, parse_down, false},
    {"up", ScriptCommand::Kind::Up, parse_up, false},
    {"drag", ScriptCommand::Kind::Drag, parse_drag, false},
    {"key", ScriptCommand::Kind::Key, parse_key, false},
    {"wheel", ScriptCommand::Kind::Wheel, parse_wheel, false},
    {"state", ScriptCommand::Kind::State, parse_bare, false},
    {"title", ScriptCommand::Kind::Title, parse_bare, false},
    {"clipped", ScriptCommand::Kind::Clipped, parse_bare, false},
    {"quit", ScriptCommand::Kind::Quit, parse_bare, false},
    {"wait", ScriptCommand::Kind::Wait, parse_wait, false},
    {"simulate", ScriptCommand::Kind::Simulate, parse_simulate, false},
    {"command", ScriptCommand::Kind::Command, parse_command_name, false},
    {"click", ScriptCommand::Kind::Click, parse_name, true},
    {"hover", ScriptCommand::Kind::Hover, parse_name, true},
    {"screenshot", ScriptCommand::Kind::Screenshot, parse_file, true},
    {"export", ScriptCommand::Kind::Export, parse_file, true},
    {"text", ScriptCommand::Kind::Text, parse_string, true},
    {"drop", ScriptCommand::Kind::Drop, parse_file, true},
};

const Verb* find_verb(std::string_view name) {
  for (const Verb& verb : kVerbs) {
    if (verb.name == name) return &verb;
  }
  return nullptr;
}

// '#' starts a comment except inside a file name or typed text.
std::string_view strip_comment(std::string_view line) {
  const std::size_t hash = line.find('#');
  if (hash == std::string_view::npos) return line;
  const auto words = split_words(line.substr(0, hash));
  const Verb* verb = words.empty() ? nullptr : find_verb(words[0]);
  if (verb != nullptr && verb->takes_rest) return line;
  return line.substr(0, hash);
}

// A built-in verb, else a feature's; `command NAME` names a command the
// vocabulary has.
LineError parse_command(const Line& line, ScriptCommand& command,
                        const ScriptVocabulary& vocabulary) {
  const std::string_view word = line.words[0];
  if (const Verb* verb = find_verb(word)) {
    command.kind = verb->kind;
    if (LineError error = verb->parse(line, command)) return error;
    const auto& names = vocabulary.commands;
    if (verb->kind == ScriptCommand::Kind::Command &&
        std::find(names.begin(), names.end(), command.text) == names.end()) {
      return "no command is named '" + excerpt(command.text) + "'";
    }
    return std::nullopt;
  }
  for (const ScriptVerb& verb : vocabulary.verbs) {
    if (verb.name != word) continue;
    command.kind = ScriptCommand::Kind::Feature;
    command.verb = verb.name;
    return verb.parse(std::span(line.words).subspan(1), command);
  }
  // One word can be megabytes long, or hold a NUL: quote an excerpt.
  return "unknown command '" + excerpt(word) + "'";
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

bool read_script_cells(std::span<const std::string_view> args,
                       std::size_t count, ScriptCommand& command) {
  if (args.size() < count) return false;
  for (std::size_t i = 0; i < count; ++i) {
    const auto n = parse_int(args[i], kMaxScriptCoordinate);
    if (!n) return false;
    command.numbers[i] = *n;
  }
  return true;
}

std::string script_coordinate_range() { return coordinate_range(); }

ScriptLineError no_script_arguments(std::span<const std::string_view> args,
                                    ScriptCommand& command) {
  if (!args.empty()) return "usage: " + std::string(command.verb);
  return std::nullopt;
}

Result<std::vector<ScriptCommand>> parse_script(
    std::string_view text, std::string_view name,
    const ScriptVocabulary& vocabulary) {
  std::vector<ScriptCommand> commands;
  int line_number = 0;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    Line line;
    line.text = strip_comment(text.substr(pos, end - pos));
    line.words = split_words(line.text);
    pos = end + 1;
    ++line_number;
    if (line.words.empty()) continue;
    ScriptCommand command;
    command.line = line_number;
    if (const LineError error = parse_command(line, command, vocabulary)) {
      return fail(ErrorKind::BadFile, std::string(name) + ":" +
                                          std::to_string(line_number) + ": " +
                                          *error);
    }
    commands.push_back(std::move(command));
  }
  return commands;
}

Result<std::string> read_script(const std::string& path) {
  // read_file refuses a folder, a device or a pipe (/dev/zero included)
  // before reading, and a file past the limit.
  return read_file(path, kMaxScriptBytes);
}

Result<std::vector<ScriptCommand>> load_script(
    const std::string& path, const ScriptVocabulary& vocabulary) {
  Result<std::string> text = read_script(path);
  if (!text) return text.failure();
  return parse_script(text.value(), path, vocabulary);
}

}  // namespace astar::studio
