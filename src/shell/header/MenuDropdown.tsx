import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';
import { LazyMenu, type MenuItemComponent } from './lazy-menu.tsx';
import type { MenuNode } from './menu-model.ts';
import { NewWindowHint } from './NewWindowHint.tsx';
import type { MenuEntries } from './use-menu-entries.ts';

interface MenuDropdownProps {
  node: MenuNode & { action: { kind: 'group' } };
  entries: MenuEntries;
}

function LeafItem({ MenuItem, node, entries, close, indent }: { MenuItem: MenuItemComponent; node: MenuNode; entries: MenuEntries; close: () => void; indent: boolean }) {
  const behaviour = entries.leaf(node, close);
  const sx = indent ? { pl: 4 } : undefined;
  if (behaviour.kind === 'changePassword') {
    return (
      <MenuItem onClick={behaviour.onSelect} sx={sx}>
        {entries.label(node)}
      </MenuItem>
    );
  }
  return (
    <MenuItem component="a" {...behaviour.props} sx={sx}>
      {entries.label(node)}
      {behaviour.target.kind === 'external' && <NewWindowHint />}
    </MenuItem>
  );
}

/**
 * A top-level entry with children (portal-shell §2.4): a dropdown whose second-level groups are
 * submenus toggled open on click, listed inline so the keyboard moves through one list.
 */
export function MenuDropdown({ node, entries }: MenuDropdownProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<number>>(new Set());
  const menuId = useId();
  const close = () => setAnchor(null);
  const toggle = (id: number) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const items = (MenuItem: MenuItemComponent): ReactNode[] => {
    const list: ReactNode[] = [];
    for (const child of node.action.children) {
      if (child.action.kind !== 'group') {
        list.push(<LeafItem key={child.id} MenuItem={MenuItem} node={child} entries={entries} close={close} indent={false} />);
        continue;
      }
      const open = openGroups.has(child.id);
      list.push(
        <MenuItem key={child.id} aria-expanded={open} onClick={() => toggle(child.id)} sx={{ justifyContent: 'space-between', gap: 2, fontWeight: 600 }}>
          {entries.label(child)}
          {open ? <ExpandLessIcon aria-hidden fontSize="small" /> : <ExpandMoreIcon aria-hidden fontSize="small" />}
        </MenuItem>,
      );
      if (open) {
        for (const grandchild of child.action.children) {
          list.push(<LeafItem key={grandchild.id} MenuItem={MenuItem} node={grandchild} entries={entries} close={close} indent />);
        }
      }
    }
    return list;
  };

  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {entries.label(node)}
      </Button>
      <LazyMenu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} items={items} />
    </>
  );
}
