#!/usr/bin/env bash
# Peak memory and time on a big map (issue 36's table), so a change to the
# search's state, the studio's layers or the readers can be compared:
#   info        astar-cli info MAP
#   path        astar-cli path, A*, corner to corner
#   path jps    the same with --algo jps
#   studio open the studio headless on MAP, 30 frames
#   studio run  the same, then Run to end (--run)
# Each is run on one core (taskset -c CORE) from a Release build and timed
# by /usr/bin/time (peak resident set, wall clock); the load average is
# printed before each. Nothing else should run meanwhile.
#
#   tests/bench/big_map.sh [BUILD_DIR] [SIZE] [CORE]
# defaults: build/release, 8192 (an SIZE x SIZE rooms map, seed 3), 1.
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build/release}
size=${2:-8192}
core=${3:-1}
cli=$build/app/cli/astar-cli
studio=$build/app/studio/astar-studio
[ -x "$cli" ] || { echo "big_map: $cli is missing (build it first)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
map=$work/rooms.png
"$cli" gen rooms "$size" "$size" --seed 3 "$map" >/dev/null
last=$((size - 2))

# measure NAME COMMAND...: one row, "NAME  peak MiB  seconds".
measure() {
  local name=$1
  shift
  echo "load: $(cat /proc/loadavg)" >&2
  /usr/bin/time -f '%M %e' -o "$work/time" taskset -c "$core" "$@" \
    >"$work/out" 2>"$work/err" ||
    { echo "big_map: $name failed: $(tail -n 3 "$work/err")" >&2; exit 1; }
  read -r kib seconds <"$work/time"
  printf '%-12s %8d MiB %8.2f s\n' "$name" $((kib / 1024)) "$seconds"
}

echo "map: ${size}x${size} rooms (seed 3), core $core, $build"
printf '%-12s %12s %10s\n' what peak time
measure info "$cli" info "$map"
measure path "$cli" path "$map" --from 1,1 --to "$last,$last"
measure "path jps" "$cli" path "$map" --from 1,1 --to "$last,$last" --algo jps
if [ -x "$studio" ]; then
  export SDL_VIDEODRIVER=offscreen HOME=$work XDG_STATE_HOME=$work/state
  measure "studio open" "$studio" "$map" --headless --frames 30
  measure "studio run" "$studio" "$map" --headless --run --frames 30 \
    --start 1,1 --goal "$last,$last"
fi
