import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkProps } from '../header/use-link-props.ts';
import { skinKey } from '../header/menu-label.ts';
import { resolveNavigationTarget } from '../routes/navigation-target.ts';
import type { HeroImage } from '../skins/skin.ts';
import { useSkin } from '../skins/SkinProvider.tsx';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const controlSx = { color: 'common.white', bgcolor: 'rgba(0,0,0,0.35)', '&:hover': { bgcolor: 'rgba(0,0,0,0.55)' } } as const;

/**
 * The hero carousel (portal-shell §1, §2.3). Slides advance on their own unless the visitor
 * pauses them, prefers reduced motion, or is using the controls (hover or focus inside), as
 * WCAG 2.2.2 asks of moving content. Each slide's text is the translated `alt` of the skin's
 * image; the image itself is decorative.
 */
export function HeroCarousel({ images, intervalMs }: { images: readonly HeroImage[]; intervalMs: number }) {
  const { t } = useTranslation();
  const skin = useSkin();
  const linkProps = useLinkProps();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  const count = images.length;
  const current = images[index % count];

  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, held, count, intervalMs]);

  if (!current) return null;
  const caption = t(skinKey(current.alt, skin.labels));
  const target = current.link ? resolveNavigationTarget(undefined, current.link) : undefined;
  const go = (step: number) => setIndex((value) => (value + step + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('HERO_REGION')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      sx={{ position: 'relative', overflow: 'hidden', borderRadius: 2, height: { xs: 200, md: 300 }, bgcolor: 'primary.main' }}
    >
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={t('HERO_GO_TO', { number: index + 1, count })}
        aria-live={paused ? 'polite' : 'off'}
        sx={{ position: 'absolute', inset: 0 }}
      >
        <Box component="img" src={current.src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: { xs: 2, md: 4 }, pb: { xs: 5, md: 6 }, background: 'linear-gradient(transparent, rgba(0,0,0,0.65))' }}>
          <Typography variant="h4" component="p" sx={{ color: 'common.white', fontWeight: 600, fontSize: { xs: '1.25rem', md: '2rem' }, maxWidth: 760 }}>
            {target ? (
              <Box component="a" {...linkProps(target)} sx={{ color: 'inherit', textDecorationThickness: 2 }}>
                {caption}
              </Box>
            ) : (
              caption
            )}
          </Typography>
        </Box>
      </Box>
      {count > 1 && (
        <Box sx={{ position: 'absolute', right: 8, bottom: 8, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton size="small" aria-label={t('HERO_PREVIOUS')} onClick={() => go(-1)} sx={controlSx}>
            <ChevronLeftIcon />
          </IconButton>
          {images.map((image, position) => (
            <IconButton
              key={`${image.src}-${position}`}
              size="small"
              aria-label={t('HERO_GO_TO', { number: position + 1, count })}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => setIndex(position)}
              sx={{ ...controlSx, width: 24, height: 24, p: 0 }}
            >
              <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: position === index ? 'common.white' : 'rgba(255,255,255,0.45)' }} />
            </IconButton>
          ))}
          <IconButton size="small" aria-label={t('HERO_NEXT')} onClick={() => go(1)} sx={controlSx}>
            <ChevronRightIcon />
          </IconButton>
          <IconButton size="small" aria-label={t(paused ? 'HERO_PLAY' : 'HERO_PAUSE')} onClick={() => setPaused(!paused)} sx={controlSx}>
            {paused ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
