import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

export type MenuItemComponent = typeof MenuItem;

export interface MenuWithItemsProps extends Omit<MenuProps, 'children'> {
  /** The menu's entries, drawn with the MenuItem this chunk brings. */
  items: (Item: MenuItemComponent) => ReactNode;
}

/** MUI's Menu with its entries: the chunk LazyMenu loads when a menu first opens. */
export default function MenuWithItems({ items, ...props }: MenuWithItemsProps) {
  return <Menu {...props}>{items(MenuItem)}</Menu>;
}
