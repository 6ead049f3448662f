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
import { BlockText } from '../cms-editing/BlockText.tsx';
import { useHomeCms } from './home-cms.ts';
import { useProductData } from './use-product-data.ts';
import { productEntries, type ProductEntry } from './product-data.ts';
import { CONTACT_US_KEY, productTiles } from './product-tiles.ts';
import { ProductCard } from './ProductCard.tsx';

const GRID = { xs: 12, sm: 6, md: 4, lg: 3 } as const;
const PLACEHOLDER_TILES = 4;

/**
 * The product tiles of the home page, from the user's menu and the product files (portal-shell
 * §1, §2.3), under the CMS header and intro; each tile's teaser comes from the CMS when the
 * home page has one for its product, else from the product files.
 */
export function ProductTiles({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const skin = useSkin();
  const products = useProductData();
  const cms = useHomeCms();
  const ready = products.status === 'loaded' && cms.settled;
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
      <Typography id="home-programs-heading" variant="h5" component="h2" sx={{ mb: cms.intro ? 1 : 2 }}>
        {cms.header ? <BlockText block={cms.header} role="header" /> : t(skinKey('HOME_PROGRAMS_HEADING', skin.labels))}
      </Typography>
      {cms.intro && (
        <Typography component="div" color="text.secondary" sx={{ mb: 2 }} data-cms-block={cms.intro.humanReadableId}>
          <BlockText block={cms.intro} role="text" />
        </Typography>
      )}
      {!ready ? (
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
              <ProductCard entry={entry} heightPx={skin.productCardHeightPx} cmsTeaser={cms.teaserFor(entry.key)} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
