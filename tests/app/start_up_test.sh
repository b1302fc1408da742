#!/usr/bin/env bash
# The studio as a user starts it from a shell (issue 54):
#  - where there is no display (no DISPLAY, no WAYLAND_DISPLAY: over ssh,
#    in a container) it says so, names --headless and exits 2, instead of
#    running unseen on SDL's offscreen driver until killed;
#  - a bad option prints the error and one line pointing at --help;
#  - the usage line names --unit-size, the unit's size in both programs,
#    and --window-size; the old --size WxH is still the window.
# Usage: start_up_test.sh ASTAR_STUDIO MAP
set -uo pipefail
studio=$1
map=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Under the sanitizers LeakSanitizer cannot name Mesa's blocks once SDL
# has unloaded it (tests/app/CMakeLists.txt): leaks are not checked here.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# XDG_RUNTIME_DIR unset as over a bare ssh login; HOME kept out of the
# user's settings.
env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER -u XDG_RUNTIME_DIR \
  HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state" \
  timeout 20 "$studio" "$map" >"$work/out" 2>"$work/err"
status=$?
echo "no display: exit $status: $(cat "$work/err")"
[ "$status" -eq 2 ] || fail "without a display the studio exited $status, not 2"
grep -q -- '--headless' "$work/err" || fail "the no-display error does not name --headless"
grep -qi 'display' "$work/err" || fail "the no-display error does not say 'display'"

"$studio" --no-such-option >"$work/out" 2>"$work/err"
status=$?
echo "bad option: exit $status:"
cat "$work/err"
[ "$status" -eq 2 ] || fail "a bad option exited $status, not 2"
[ "$(wc -l <"$work/err")" -eq 2 ] || fail "a bad option printed $(wc -l <"$work/err") lines, not 2"
grep -q "^error: .*--no-such-option" "$work/err" || fail "the first line is not the error"
grep -q -- "--help" "$work/err" || fail "the second line does not point at --help"
[ ! -s "$work/out" ] || fail "a bad option printed on standard output"

"$studio" --help >"$work/help" || fail "--help failed"
usage=$(sed -n '/^usage:/,/^$/p' "$work/help")
grep -q -- '--unit-size K' <<<"$usage" || fail "the usage lines leave out --unit-size K"
grep -q -- '--window-size WxH' <<<"$usage" || fail "the usage lines leave out --window-size WxH"

# The window's size under both names; the unit's under its one name.
for option in --window-size --size; do
  SDL_VIDEODRIVER=offscreen HOME="$work" XDG_CONFIG_HOME="$work/config" \
    XDG_STATE_HOME="$work/state" "$studio" "$map" --headless "$option" 640x480 \
    --unit-size 2 --frames 1 --screenshot "$work/shot.png" >"$work/out" 2>&1 ||
    fail "$option 640x480 --unit-size 2: $(cat "$work/out")"
  size=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$work/shot.png")
  [ "$size" = 640x480 ] || fail "$option 640x480 made a ${size} window"
done

[ "$failures" -eq 0 ] || exit 1
echo "PASS"
