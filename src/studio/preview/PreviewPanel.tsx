import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../engine/index.ts';
import type { CheckContext } from '../../engine/tooling.ts';
import type { HeldRequest } from './preview-data-provider.ts';
import { previewDefinition } from './preview-definition.ts';
import { PREVIEW_ROLES } from './preview-user.ts';
import { ScreenPreview } from './ScreenPreview.tsx';

export interface PreviewPanelProps {
  readonly ctx: CheckContext;
  /** The base definition (the draft when the base is open). */
  readonly base: unknown;
  /** Each OEM's overlay (the draft for the open OEM layer). */
  readonly overlays: Readonly<Record<string, unknown>>;
  /** The OEM skins to offer, in order. */
  readonly oems: readonly string[];
  /** The OEM shown first (the open layer's). */
  readonly initialOem: string;
}

/**
 * The preview beside the editor: one OEM, language and role at a time, or every OEM side by side;
 * the requests a submit would have sent are listed under it.
 */
export function PreviewPanel({ ctx, base, overlays, oems, initialOem }: PreviewPanelProps) {
  const { t } = useTranslation();
  const [oem, setOem] = useState(initialOem);
  const [language, setLanguage] = useState<'en' | 'fr'>('en');
  const [role, setRole] = useState<Role>('admin');
  const [all, setAll] = useState(false);
  const [held, setHeld] = useState<HeldRequest[]>([]);
  const onHeld = useCallback((request: HeldRequest) => setHeld((list) => [request, ...list].slice(0, 5)), []);
  const definitions = useMemo(() => new Map(oems.map((name) => [name, previewDefinition(ctx, base, overlays[name])])), [ctx, base, overlays, oems]);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select size="small" label={t('STUDIO_PREVIEW_OEM')} value={oem} disabled={all} onChange={(e) => setOem(e.target.value)} sx={{ minWidth: 140 }}>
          {oems.map((name) => (
            <MenuItem key={name} value={name}>{name}</MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('STUDIO_PREVIEW_LANGUAGE')} value={language} onChange={(e) => setLanguage(e.target.value as 'en' | 'fr')} sx={{ minWidth: 120 }}>
          <MenuItem value="en">English</MenuItem>
          <MenuItem value="fr">Français</MenuItem>
        </TextField>
        <TextField select size="small" label={t('STUDIO_PREVIEW_ROLE')} value={role} onChange={(e) => setRole(e.target.value as Role)} sx={{ minWidth: 140 }}>
          {PREVIEW_ROLES.map((name) => (
            <MenuItem key={name} value={name}>{t(`STUDIO_ROLE_${name}`)}</MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={all} onChange={(e) => setAll(e.target.checked)} />} label={t('STUDIO_PREVIEW_ALL_OEMS')} />
      </Stack>
      {all ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))', gap: 1.5 }}>
          {oems.map((name) => (
            <Box key={name}>
              <Typography variant="subtitle2">{name}</Typography>
              <ScreenPreview ctx={ctx} definition={definitions.get(name)} oem={name} language={language} role={role} onHeld={onHeld} height={480} />
            </Box>
          ))}
        </Box>
      ) : (
        <ScreenPreview ctx={ctx} definition={definitions.get(oem)} oem={oem} language={language} role={role} onHeld={onHeld} />
      )}
      {held.map((request, index) => (
        <Alert key={index} severity="info" data-testid="held-request">
          <Typography variant="body2">{t('STUDIO_PREVIEW_HELD')}</Typography>
          <Typography component="pre" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>
            {`${request.method} ${request.url}${request.body === undefined ? '' : `\n${JSON.stringify(request.body, null, 2)}`}`}
          </Typography>
        </Alert>
      ))}
    </Stack>
  );
}
