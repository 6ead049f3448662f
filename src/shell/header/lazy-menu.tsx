import { MountOnceOpened } from '../app/mount-once-opened.tsx';
import { lazyPage } from '../errors/lazy-page.ts';
import type { MenuWithItemsProps } from './menu-with-items.tsx';

export type { MenuItemComponent } from './menu-with-items.tsx';

// Menu, MenuList, Popover and the modal under them load the first time a menu of the header opens:
// the header shows buttons until then (bench:bundle).
const MenuWithItems = lazyPage<MenuWithItemsProps>(() => import('./menu-with-items.tsx'));

/** MUI's Menu, loaded when first opened; its entries come as a function of the MenuItem component. */
export function LazyMenu(props: MenuWithItemsProps) {
  return (
    <MountOnceOpened open={props.open}>
      <MenuWithItems {...props} />
    </MountOnceOpened>
  );
}
