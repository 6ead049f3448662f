import { useSkin } from '../skins/SkinProvider.tsx';
import { HeroCarousel } from './HeroCarousel.tsx';
import { HeroVideo } from './HeroVideo.tsx';

/** The skin's hero: a carousel, or a video for the skins that have one (Honda, Acura). */
export function HeroSection() {
  const { hero } = useSkin();
  if (hero.kind === 'video') return <HeroVideo src={hero.src} poster={hero.poster} closable={hero.closable} />;
  if (hero.kind === 'carousel') return <HeroCarousel images={hero.images} intervalMs={hero.intervalMs} />;
  return null;
}
