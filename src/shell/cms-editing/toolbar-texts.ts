import type { ToolbarAction } from './editing-mode.ts';

export interface ActionTexts {
  readonly label: string;
  readonly title: string;
  readonly text: string;
}

type Keys = { readonly [K in keyof ActionTexts]: string };

/** i18n keys of each toolbar action: its button, and its confirmation's title and text. */
export function actionTextKeys(action: ToolbarAction, showEnrollmentForm: boolean): Keys {
  switch (action) {
    case 'showEnrollmentForm':
      return showEnrollmentForm
        ? { label: 'CMS_EDIT_ACTION_HIDE_ENROLLMENT', title: 'CMS_EDIT_CONFIRM_HIDE_ENROLLMENT_TITLE', text: 'CMS_EDIT_CONFIRM_HIDE_ENROLLMENT_TEXT' }
        : { label: 'CMS_EDIT_ACTION_SHOW_ENROLLMENT', title: 'CMS_EDIT_CONFIRM_SHOW_ENROLLMENT_TITLE', text: 'CMS_EDIT_CONFIRM_SHOW_ENROLLMENT_TEXT' };
    case 'enable':
      return { label: 'CMS_EDIT_ACTION_ENABLE', title: 'CMS_EDIT_CONFIRM_ENABLE_TITLE', text: 'CMS_EDIT_CONFIRM_ENABLE_TEXT' };
    case 'disable':
      return { label: 'CMS_EDIT_ACTION_DISABLE', title: 'CMS_EDIT_CONFIRM_DISABLE_TITLE', text: 'CMS_EDIT_CONFIRM_DISABLE_TEXT' };
    case 'preview':
      return { label: 'CMS_EDIT_ACTION_PREVIEW', title: 'CMS_EDIT_CONFIRM_PREVIEW_TITLE', text: 'CMS_EDIT_CONFIRM_PREVIEW_TEXT' };
    case 'publish':
      return { label: 'CMS_EDIT_ACTION_PUBLISH', title: 'CMS_EDIT_CONFIRM_PUBLISH_TITLE', text: 'CMS_EDIT_CONFIRM_PUBLISH_TEXT' };
    case 'discard':
      return { label: 'CMS_EDIT_ACTION_DISCARD', title: 'CMS_EDIT_CONFIRM_DISCARD_TITLE', text: 'CMS_EDIT_CONFIRM_DISCARD_TEXT' };
  }
}
