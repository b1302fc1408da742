#pragma once
// What modes publish for others to read during a frame, found by type:
// predict mode's PredictState (under the search's controls and on the
// state line), a simulation running (the search's controls step aside),
// the search's path overlays (the canvas's path line). The type is
// declared by the lowest code that reads it, so the reader names no
// feature; the App has every mode publish into a frame's context
// (Mode::publish) and names none. A value no mode published is absent.

#include <any>
#include <utility>
#include <vector>

namespace astar::studio {

class Board {
 public:
  template <class T>
  void publish(T value) {
    values_.emplace_back(std::move(value));
  }
  // The value of type T a mode published, or null.
  template <class T>
  const T* find() const {
    for (const std::any& value : values_) {
      if (const T* found = std::any_cast<T>(&value)) return found;
    }
    return nullptr;
  }
  // That value, or `absent` when no mode published one.
  template <class T>
  T value_or(T absent) const {
    const T* found = find<T>();
    return found ? *found : absent;
  }

 private:
  std::vector<std::any> values_;
};

}  // namespace astar::studio
