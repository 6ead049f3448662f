import {
  RULE_FORMATS
} from "./chunk-FDE3DEAJ.js";

// src/engine/messages/translate-field-error.ts
var RULE_PARAMS = new Map(
  Object.values(RULE_FORMATS).flatMap((rule) => "params" in rule ? [[rule.messageKey, rule.params]] : [])
);
function translateFieldError(error, t) {
  if (!error.messageKey) return error.message;
  const translated = t(error.messageKey, RULE_PARAMS.get(error.messageKey));
  if (translated === error.messageKey || translated.includes("{{")) return error.message;
  return translated;
}

export {
  translateFieldError
};
