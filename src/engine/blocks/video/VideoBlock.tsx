import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VideoBlock as VideoBlockDefinition } from '../../definition/index.ts';
import { resolveBinding } from '../../bindings/index.ts';
import { useBindingScope } from '../../renderer/use-binding-scope.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { BlockError } from '../unknown/BlockError.tsx';
import { mediaAddress } from './media-address.ts';

const PLAYER_STYLE = { width: '100%', maxHeight: 480, background: '#000', borderRadius: 4 } as const;

/**
 * A video played in the page with the browser's own controls (keyboard operable, full screen),
 * its captions track on by default in the video's language (WCAG 1.2.2), and its title as the
 * player's name. The addresses come from the data (a resource's signed file and captions).
 */
export default function VideoBlock({ block }: BlockRendererProps<VideoBlockDefinition>) {
  const { t, i18n } = useTranslation();
  const scope = useBindingScope(block);
  const read = useMemo(() => {
    const origin = window.location.origin;
    const value = (binding: VideoBlockDefinition['src'] | undefined) => (binding === undefined ? undefined : resolveBinding(binding, scope));
    try {
      const language = value(block.captionsLanguage);
      return {
        src: mediaAddress(value(block.src), origin),
        captions: mediaAddress(value(block.captions), origin),
        label: String(value(block.label) ?? ''),
        language: typeof language === 'string' && language !== '' ? language : i18n.language.slice(0, 2),
      };
    } catch {
      // A binding the definition put where it cannot work: the player says so instead of failing the screen.
      return undefined;
    }
  }, [block, scope, i18n.language]);

  if (!read?.src) return <BlockError text={t('VIDEO_UNAVAILABLE')} />;
  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <video controls preload="metadata" src={read.src} aria-label={read.label} data-video-player="" style={PLAYER_STYLE}>
        {read.captions ? <track kind="captions" src={read.captions} srcLang={read.language} label={t(`LANGUAGE_NAME_${read.language}`)} default /> : null}
      </video>
      {read.label ? (
        <Typography component="figcaption" variant="body2" color="text.secondary">
          {read.label}
        </Typography>
      ) : null}
    </Box>
  );
}
