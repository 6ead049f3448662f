import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Component, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ScreenRenderer, isScreenHidden, type Role, type ScreenDefinition } from '../../engine/index.ts';
import type { CheckContext } from '../../engine/tooling.ts';
import { createI18n } from '../../i18n/setup.ts';
import { applySkinTerms } from '../../i18n/skin-terms.ts';
import { ROUTES, buildRoutePath, pathParams } from '../../shell/routes/route-table.ts';
import { screenRefusal } from '../../shell/routes/screen-access.ts';
import { skinByName } from '../../shell/skins/skin-catalogue.ts';
import { createSkinTheme } from '../../shell/skins/skin-theme.ts';
import { createPreviewDataProvider, type HeldRequest } from './preview-data-provider.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import { previewUser } from './preview-user.ts';

export interface ScreenPreviewProps {
  readonly ctx: CheckContext;
  /** The screen as this OEM would see it (previewDefinition); undefined while a reference does not resolve. */
  readonly definition: ScreenDefinition | undefined;
  readonly oem: string;
  readonly language: 'en' | 'fr';
  readonly role: Role;
  readonly onHeld: (request: HeldRequest) => void;
  readonly height?: number;
}

/** A draft that throws while rendering shows why, in its frame, instead of taking the studio down. */
class PreviewBoundary extends Component<{ children: ReactNode; failed: (message: string) => ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? this.props.failed(this.state.error.message) : this.props.children;
  }
}

const noSave = () => undefined;

/**
 * The real engine (ScreenRenderer) drawing the draft in an iframe of its own, under the chosen
 * OEM's skin (theme and terms), language and role, on generated data that never reaches the
 * server; a navigation stays in the preview.
 */
export function ScreenPreview({ ctx, definition, oem, language, role, onHeld, height }: ScreenPreviewProps) {
  const { t } = useTranslation();
  const skin = skinByName(oem);
  // The portal's own theme, motion included: the preview shows what a user of that skin sees.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => createSkinTheme(skin, reducedMotion), [skin, reducedMotion]);
  const i18n = useMemo(() => createI18n({ language }), [language]);
  useLayoutEffect(() => applySkinTerms(i18n, skin.definition.terms), [i18n, skin]);
  const dataProvider = useMemo(() => createPreviewDataProvider(ctx, onHeld), [ctx, onHeld]);
  const user = useMemo(() => previewUser(ctx, role, oem, language), [ctx, role, oem, language]);
  const route = definition ? ROUTES.find((r) => r.name === definition.route) : undefined;
  const scope = useMemo(() => ({ route: Object.fromEntries(pathParams(route?.path ?? '').map((name) => [name, `${name.toUpperCase()}1`])), query: {}, user }), [route, user]);
  const label = t('STUDIO_PREVIEW_FRAME', { oem: oem });

  let body: ReactNode;
  if (!definition) body = <Alert severity="error">{t('STUDIO_PREVIEW_UNRESOLVED')}</Alert>;
  else if (isScreenHidden(definition)) body = <Alert severity="info">{t('STUDIO_PREVIEW_HIDDEN')}</Alert>;
  else if (screenRefusal(definition, user)) body = <Alert severity="info">{t('STUDIO_PREVIEW_ROLE_REFUSED')}</Alert>;
  else
    body = (
      <PreviewBoundary key={JSON.stringify(definition)} failed={(message) => <Alert severity="error">{t('STUDIO_PREVIEW_FAILED', { message })}</Alert>}>
        <ScreenRenderer definition={definition} scope={scope} dataProvider={dataProvider} navigate={noSave} routePath={buildRoutePath} saveFile={noSave} />
      </PreviewBoundary>
    );

  return (
    <PreviewFrame title={label} height={height}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <Box data-skin={skin.name} data-testid={`preview-${oem}`} sx={{ p: 2, fontFamily: theme.typography.fontFamily }}>
            {body}
          </Box>
        </ThemeProvider>
      </I18nextProvider>
    </PreviewFrame>
  );
}
