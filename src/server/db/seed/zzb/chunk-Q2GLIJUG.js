import {
  MESSAGE_DISPLAY_MS
} from "./chunk-P7PK3SWY.js";

// src/engine/messages/TimedMessageBanner.tsx
import Alert from "@mui/material/Alert";
import { jsx } from "react/jsx-runtime";
function TimedMessageBanner({ message, onClose }) {
  if (!message) return null;
  return /* @__PURE__ */ jsx(
    Alert,
    {
      severity: message.severity,
      role: message.severity === "error" ? "alert" : "status",
      onClose,
      sx: { my: 1 },
      children: message.text
    },
    message.serial
  );
}

// src/engine/messages/use-timed-message.ts
import { useCallback, useEffect, useRef, useState } from "react";
function useTimedMessage() {
  const [message, setMessage] = useState(null);
  const serial = useRef(0);
  const show = useCallback((severity, text) => {
    serial.current += 1;
    setMessage({ severity, text, serial: serial.current });
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  useEffect(() => {
    if (!message) return void 0;
    const timer = setTimeout(() => setMessage(null), MESSAGE_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return { message, show, clear };
}

export {
  TimedMessageBanner,
  useTimedMessage
};
