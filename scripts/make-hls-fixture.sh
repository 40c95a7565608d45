#!/usr/bin/env bash
# Regenerates tests/fixtures/hls/: a tiny HLS VOD (4 MPEG-TS segments of 1 s, 320x180,
# H.264 baseline + AAC-LC mono) made only from ffmpeg's test sources (testsrc2 + sine).
# The output is committed, so machines without ffmpeg (CI) never need to run this.
#
#   scripts/make-hls-fixture.sh            # writes tests/fixtures/hls/
#   FFMPEG=/path/to/ffmpeg scripts/make-hls-fixture.sh
set -euo pipefail

FFMPEG="${FFMPEG:-ffmpeg}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/tests/fixtures/hls"

DURATION=4      # seconds in total
SEGMENT=1       # seconds per segment (one keyframe per segment)
FPS=15

if ! command -v "$FFMPEG" >/dev/null 2>&1; then
  echo "ffmpeg not found (set FFMPEG=/path/to/ffmpeg); the committed fixture is still usable." >&2
  exit 1
fi

mkdir -p "$OUT"
rm -f "$OUT"/*.m3u8 "$OUT"/*.ts

# -bitexact and the SEI filter keep encoder version strings out of the files, so regenerating
# with another ffmpeg build changes as few bytes as possible.
"$FFMPEG" -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=320x180:rate=${FPS}:duration=${DURATION}" \
  -f lavfi -i "sine=frequency=440:beep_factor=4:sample_rate=44100:duration=${DURATION}" \
  -map 0:v -map 1:a \
  -c:v libx264 -profile:v baseline -level:v 3.0 -pix_fmt yuv420p -preset veryfast -threads 1 \
  -b:v 110k -maxrate 140k -bufsize 140k \
  -g "$FPS" -keyint_min "$FPS" -sc_threshold 0 \
  -bsf:v filter_units=remove_types=6 \
  -c:a aac -b:a 48k -ac 1 \
  -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
  -f hls -hls_time "$SEGMENT" -hls_list_size 0 -hls_playlist_type vod \
  -hls_flags independent_segments \
  -hls_segment_filename "$OUT/segment%d.ts" \
  "$OUT/index.m3u8"

ls -l "$OUT"
du -cb "$OUT"/* | tail -n 1
