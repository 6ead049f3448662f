// src/format/duration-text.ts
var DURATION_TEXT = /^\s*(\d{1,5}):([0-5]\d):([0-5]\d)\s*$/;
function durationText(totalSeconds) {
  const sign = totalSeconds < 0 ? "-" : "";
  const seconds = Math.round(Math.abs(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds % 3600 / 60);
  const s = seconds % 60;
  return `${sign}${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}
function parseDurationText(text) {
  const match = DURATION_TEXT.exec(text);
  if (!match) return void 0;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

export {
  durationText,
  parseDurationText
};
