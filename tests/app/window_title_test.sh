#!/usr/bin/env bash
# The title a window manager shows (_NET_WM_NAME, UTF-8) follows the open
# document, in a real X window on Xvfb: SDL sets it only when Xlib can
# convert text, which the C locale this test runs in cannot.
# Usage: window_title_test.sh ASTAR_STUDIO MAP
set -euo pipefail
studio=$1
map=$2
for tool in Xvfb xwininfo xprop; do
  command -v "$tool" >/dev/null || { echo "FAIL: $tool is missing (app/install-deps installs it)"; exit 1; }
done
work=$(mktemp -d)
xvfb_pid=""
studio_pid=""
cleanup() {
  [ -n "$studio_pid" ] && kill "$studio_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# Xvfb picks a free display and writes its number to fd 3.
exec 3>"$work/display"
Xvfb -displayfd 3 -screen 0 1400x900x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
exec 3>&-
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
display=":$(head -n1 "$work/display")"
[ "$display" != ":" ] || { echo "FAIL: Xvfb did not start"; cat "$work/xvfb.log"; exit 1; }

env -u SDL_VIDEODRIVER LC_ALL=C LANG=C DISPLAY="$display" \
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
  "$studio" "$map" >"$work/out" 2>&1 &
studio_pid=$!

expected="$(basename "$map") (64x40) — astar-studio"
window=""
for _ in $(seq 150); do
  window=$(DISPLAY=$display xwininfo -root -tree 2>/dev/null |
    awk -v t="\"$expected\"" 'index($0, t) { print $1; exit }')
  [ -n "$window" ] && break
  sleep 0.1
done
[ -n "$window" ] || { echo "FAIL: no window titled '$expected'"; DISPLAY=$display xwininfo -root -tree; cat "$work/out"; exit 1; }
net_name=$(DISPLAY=$display xprop -id "$window" _NET_WM_NAME)
echo "$net_name"
[ "$net_name" = "_NET_WM_NAME(UTF8_STRING) = \"$expected\"" ] || { echo "FAIL: _NET_WM_NAME is not '$expected'"; exit 1; }
echo "PASS"
