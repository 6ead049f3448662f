// src/engine/definition/filter-settings-key.ts
var FILTER_SETTINGS_PREFIX = "FILTER_SETTINGS_";
function filterSettingsKey(screenId) {
  return `${FILTER_SETTINGS_PREFIX}${screenId}`;
}

export {
  filterSettingsKey
};
