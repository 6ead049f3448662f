import Button from '@mui/material/Button';
import type { MenuNode } from './menu-model.ts';
import { MenuDropdown } from './MenuDropdown.tsx';
import { NewWindowHint } from './NewWindowHint.tsx';
import type { MenuEntries } from './use-menu-entries.ts';

/** One entry of the menu bar: a dropdown when it has children, else a link (or the dialog). */
export function TopLevelEntry({ node, entries }: { node: MenuNode; entries: MenuEntries }) {
  if (node.action.kind === 'group') return <MenuDropdown node={{ ...node, action: node.action }} entries={entries} />;
  const behaviour = entries.leaf(node);
  if (behaviour.kind === 'changePassword') {
    return (
      <Button color="inherit" onClick={behaviour.onSelect}>
        {entries.label(node)}
      </Button>
    );
  }
  return (
    <Button color="inherit" component="a" {...behaviour.props}>
      {entries.label(node)}
      {behaviour.target.kind === 'external' && <NewWindowHint />}
    </Button>
  );
}
