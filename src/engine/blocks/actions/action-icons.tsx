import type { ComponentType } from 'react';
import Add from '@mui/icons-material/Add';
import Block from '@mui/icons-material/Block';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Email from '@mui/icons-material/Email';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Refresh from '@mui/icons-material/Refresh';
import Search from '@mui/icons-material/Search';
import Send from '@mui/icons-material/Send';
import Settings from '@mui/icons-material/Settings';
import Timer from '@mui/icons-material/Timer';
import Upload from '@mui/icons-material/Upload';
import Visibility from '@mui/icons-material/Visibility';

/**
 * The icons definitions may name. Importing @mui/icons-material whole would put two thousand
 * icons in the bundle; a name not listed here shows the button without an icon.
 */
const ICONS: Readonly<Record<string, ComponentType<{ fontSize?: 'small' | 'inherit' }>>> = {
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
  Visibility,
};

export function ActionIcon({ name }: { name: string | undefined }) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon fontSize="small" /> : null;
}

export const hasActionIcon = (name: string | undefined): boolean => Boolean(name && ICONS[name]);
