import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skinKey } from '../header/menu-label.ts';
import type { HeroImage } from '../skins/skin.ts';
import { useSkin } from '../skins/SkinProvider.tsx';

/** Closing the video holds for the rest of the browser session, not only until the next visit home. */
export const HERO_VIDEO_CLOSED_KEY = 'sp_hero_video_closed';

function closedEarlier(): boolean {
  try {
    return sessionStorage.getItem(HERO_VIDEO_CLOSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The Honda and Acura hero video with its close control (portal-shell §1, §2.3). */
export function HeroVideo({ src, poster, closable }: { src: string; poster: HeroImage | undefined; closable: boolean }) {
  const { t } = useTranslation();
  const skin = useSkin();
  const [closed, setClosed] = useState(closedEarlier);
  // A user who asked for reduced motion gets the poster and the player's controls, not a loop
  // that starts by itself (WCAG 2.2.2, 2.3.3); the carousel pauses for them the same way.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  if (closed) return null;
  const close = () => {
    setClosed(true);
    try {
      sessionStorage.setItem(HERO_VIDEO_CLOSED_KEY, 'true');
    } catch {
      // Storage disabled: the video stays closed until the page is left.
    }
  };
  return (
    <Box component="section" aria-label={t('HERO_REGION')} sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'common.black' }}>
      <Box
        component="video"
        src={src}
        poster={poster?.src}
        autoPlay={!reducedMotion}
        controls={reducedMotion}
        // Nothing is fetched until Play: not even the first frames a reload would cut off.
        preload={reducedMotion ? 'none' : 'auto'}
        muted
        loop
        playsInline
        aria-label={poster ? t(skinKey(poster.alt, skin.labels)) : undefined}
        sx={{ display: 'block', width: '100%', height: { xs: 200, md: 300 }, objectFit: 'cover' }}
      />
      {closable && (
        <IconButton
          aria-label={t('HERO_CLOSE_VIDEO')}
          onClick={close}
          sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white', bgcolor: 'rgba(0,0,0,0.45)', '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' } }}
        >
          <CloseIcon />
        </IconButton>
      )}
    </Box>
  );
}
