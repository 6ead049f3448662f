// src/format/central-time.ts
var CENTRAL_DATE_TIME_OPTIONS = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: "America/Chicago",
  timeZoneName: "short"
};

export {
  CENTRAL_DATE_TIME_OPTIONS
};
