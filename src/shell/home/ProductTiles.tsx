import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { skinKey } from '../header/menu-label.ts';
import type { MenuItem } from '../session/use-session.ts';
import { useSkin } from '../skins/SkinProvider.tsx';
import { useProductData } from './product-data-context.tsx';
import { productEntries, type ProductEntry } from './product-data.ts';
import { CONTACT_US_KEY, productTiles } from './product-tiles.ts';
import { ProductCard } from './ProductCard.tsx';

const GRID = { xs: 12, sm: 6, md: 4, lg: 3 } as const;
const PLACEHOLDER_TILES = 4;

/** The product tiles of the home page, from the user's menu and the product files (portal-shell §1, §2.3). */
export function ProductTiles({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const skin = useSkin();
  const products = useProductData();
  const contactUs = useMemo<ProductEntry>(
    () => ({ key: CONTACT_US_KEY, title: t('Contact Us'), teaser: t('HOME_CONTACT_US_TEASER'), learnMore: CONTACT_US_KEY }),
    [t],
  );
  const tiles = useMemo(
    () => (products.status === 'loaded' ? productTiles(menu, productEntries(products.data), contactUs) : []),
    [products, menu, contactUs],
  );

  return (
    <Box component="section" aria-labelledby="home-programs-heading" sx={{ py: 3 }}>
      <Typography id="home-programs-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t(skinKey('HOME_PROGRAMS_HEADING', skin.labels))}
      </Typography>
      {products.status !== 'loaded' ? (
        <Grid container spacing={2} role="status" aria-label={t('HOME_PRODUCTS_LOADING')}>
          {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
            <Grid key={index} size={GRID}>
              <Skeleton variant="rounded" height={skin.productCardHeightPx + 56} />
            </Grid>
          ))}
        </Grid>
      ) : tiles.length === 0 ? (
        <Alert severity="info">{t('HOME_NO_PRODUCTS')}</Alert>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {tiles.map((entry) => (
            <Grid key={entry.key} size={GRID} component="li">
              <ProductCard entry={entry} heightPx={skin.productCardHeightPx} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
