import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveNavigationTarget, type NavigationTarget } from '../routes/navigation-target.ts';
import type { UserDetails } from '../session/use-session.ts';
import { useSkin } from '../skins/SkinProvider.tsx';
import { useChangePasswordRequest } from './change-password-request.tsx';
import { menuLabel } from './menu-label.ts';
import type { MenuNode } from './menu-model.ts';
import { useLinkProps, type LinkProps } from './use-link-props.ts';

/** How an entry without children behaves when chosen: a link, or the change-password dialog. */
export type LeafBehaviour =
  | { readonly kind: 'link'; readonly target: NavigationTarget; readonly props: LinkProps }
  | { readonly kind: 'changePassword'; readonly onSelect: () => void };

export interface MenuEntries {
  label(node: MenuNode): string;
  /** For entries without children; `after` runs when chosen (closing the dropdown or drawer). */
  leaf(node: MenuNode, after?: () => void): LeafBehaviour;
}

/** Labels and behaviour of the menu entries for the user and skin shown (portal-shell §2.4). */
export function useMenuEntries(user: UserDetails): MenuEntries {
  const { t } = useTranslation();
  const skin = useSkin();
  const linkProps = useLinkProps();
  const { request } = useChangePasswordRequest();
  const label = useCallback((node: MenuNode) => menuLabel(node, { t, user, skinLabels: skin.labels }), [t, user, skin.labels]);
  const leaf = useCallback(
    (node: MenuNode, after?: () => void): LeafBehaviour => {
      if (node.action.kind === 'changePassword') {
        return {
          kind: 'changePassword',
          onSelect: () => {
            after?.();
            request();
          },
        };
      }
      const target =
        node.action.kind === 'external'
          ? ({ kind: 'external', href: node.action.href } as const)
          : resolveNavigationTarget(node.action.kind === 'route' ? node.action.url : '', node.name);
      return { kind: 'link', target, props: linkProps(target, after) };
    },
    [linkProps, request],
  );
  return { label, leaf };
}
