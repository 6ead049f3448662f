import {
  isCallError
} from "./chunk-K7NDGWBJ.js";

// src/engine/renderer/call-messages.ts
var GENERAL_ERROR_KEY = "AN_ERROR_HAS_OCCURRED";
function successText(messages, response, t) {
  if (messages?.success) return t(messages.success);
  if (response !== null && typeof response === "object") {
    const { message } = response;
    if (typeof message === "string" && message.trim()) return message;
  }
  return void 0;
}
function failureText(messages, t, error) {
  const text = t(messages?.error ?? GENERAL_ERROR_KEY);
  const reason = messages?.serverReason ? refusalReason(error) : void 0;
  return reason ? `${text} ${reason}` : text;
}
function refusalReason(error) {
  if (!isCallError(error) || error.status !== 409) return void 0;
  const { message } = error.body ?? {};
  return typeof message === "string" && message.trim() ? message.trim() : void 0;
}

export {
  successText,
  failureText
};
