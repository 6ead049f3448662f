#!/bin/sh
# Makes the resources library's demo training video (src/server/db/seed/tools-files/
# training-webinar.webm), committed to the repository so neither npm install nor the seed needs
# ffmpeg. Run by hand only to change the video (apt-get install -y ffmpeg), then commit the file.
# Four title cards of 4 s each, 640x360, 15 fps, VP9 in WebM (plays in every Chromium build,
# with or without the proprietary codecs), no sound; its captions are the .en.vtt and .fr.vtt
# beside it, timed to the cards.
set -eu
out="$(dirname "$0")/../src/server/db/seed/tools-files/training-webinar.webm"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
card() { # start end title subtitle
  echo "drawtext=fontfile=$bold:text='$3':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=h/2-50:enable='between(t,$1,$2)',drawtext=fontfile=$font:text='$4':fontcolor=0xdfe9f5:fontsize=22:x=(w-text_w)/2:y=h/2+10:enable='between(t,$1,$2)'"
}
filters="$(card 0 3.99 'SmartPortal training' 'A short tour of the dealer portal'),$(card 4 7.99 '1. Resources' 'Guides, templates and videos by product'),$(card 8 11.99 '2. Payload Lookup' 'Trace a lead by its document id'),$(card 12 16 '3. Contact Us' 'Reach support from any page')"
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "color=c=0x1f4e79:s=640x360:r=15:d=16" \
  -vf "drawbox=x=0:y=ih-24:w=iw:h=24:color=0x2e7d32:t=fill,$filters" \
  -c:v libvpx-vp9 -b:v 120k -crf 40 -row-mt 1 -deadline good -an "$out"
ls -l "$out"
