// src/engine/blocks/actions/action-icons.tsx
import Add from "@mui/icons-material/Add";
import Block from "@mui/icons-material/Block";
import Check from "@mui/icons-material/Check";
import Close from "@mui/icons-material/Close";
import Delete from "@mui/icons-material/Delete";
import Download from "@mui/icons-material/Download";
import Edit from "@mui/icons-material/Edit";
import Email from "@mui/icons-material/Email";
import Pause from "@mui/icons-material/Pause";
import PlayArrow from "@mui/icons-material/PlayArrow";
import Refresh from "@mui/icons-material/Refresh";
import Search from "@mui/icons-material/Search";
import Send from "@mui/icons-material/Send";
import Settings from "@mui/icons-material/Settings";
import Timer from "@mui/icons-material/Timer";
import Upload from "@mui/icons-material/Upload";
import Visibility from "@mui/icons-material/Visibility";
import { jsx } from "react/jsx-runtime";
var ICONS = {
  Add,
  Block,
  Check,
  Close,
  Delete,
  Download,
  Edit,
  Email,
  Pause,
  PlayArrow,
  Refresh,
  Search,
  Send,
  Settings,
  Timer,
  Upload,
  Visibility
};
function ActionIcon({ name }) {
  const Icon = name ? ICONS[name] : void 0;
  return Icon ? /* @__PURE__ */ jsx(Icon, { fontSize: "small" }) : null;
}
var hasActionIcon = (name) => Boolean(name && ICONS[name]);

export {
  ActionIcon,
  hasActionIcon
};
