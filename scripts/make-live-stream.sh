#!/bin/sh
# The mock live room's stream: a 4-second H.264 HLS loop (192x108, 15 fps, no sound) in two
# 2-second segments (.m2t: MPEG-TS, so named that TypeScript tools leave them alone), written to
# mocks/stream/ and committed, so neither CI nor the tests need ffmpeg. Run it again only to change
# the picture: sh scripts/make-live-stream.sh (needs ffmpeg).
set -e
out="$(dirname "$0")/../mocks/stream"
mkdir -p "$out"
rm -f "$out"/*.m2t "$out"/*.m3u8
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=192x108:rate=15:duration=4" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 34 \
  -g 30 -keyint_min 30 -sc_threshold 0 -an \
  -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod \
  -hls_segment_filename "$out/loop-%d.m2t" "$out/loop.m3u8"
ls -l "$out"
