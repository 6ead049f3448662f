/**
 * Durations as people read and type them: h:mm:ss, hours unbounded (response times,
 * business-areas §9: "shown in 24-hour form and seconds"; the contract takes seconds). Shared
 * by the screens and the files the server exports, so both write a duration the same way
 * (src/format/: how values read, for the browser and the server alike).
 */

const DURATION_TEXT = /^\s*(\d{1,5}):([0-5]\d):([0-5]\d)\s*$/;

/** Seconds as h:mm:ss. */
export function durationText(totalSeconds: number): string {
  const sign = totalSeconds < 0 ? '-' : '';
  const seconds = Math.round(Math.abs(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${sign}${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** h:mm:ss (or hh:mm:ss) as seconds; undefined for anything else. */
export function parseDurationText(text: string): number | undefined {
  const match = DURATION_TEXT.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}
