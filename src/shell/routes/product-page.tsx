import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../app/document-title.ts';
import { useProductData } from '../home/use-product-data.ts';
import { normaliseKey, productEntries, type ProductEntry } from '../home/product-data.ts';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { resolveNavigationTarget } from './navigation-target.ts';
import { PageProgress } from './page-progress.tsx';
import type { RouteDefinition } from './route-table.ts';

/** The product entry of a route: its key is the route's name or path (`smartleads`, `/smartleads`). */
export function productOfRoute(route: Pick<RouteDefinition, 'name' | 'path'>, entries: readonly ProductEntry[]): ProductEntry | undefined {
  const keys = new Set([normaliseKey(route.name), normaliseKey(route.path)]);
  return entries.find((entry) => keys.has(normaliseKey(entry.key)));
}

/**
 * A program page that has no screen of its own yet: the program's texts from the OEM's product
 * file (title, teaser, image), with its Learn more when that leads elsewhere. A route with
 * neither a screen nor product texts is not found.
 */
export function ProductPage({ route }: { route: RouteDefinition }) {
  const { t } = useTranslation();
  const { status, data } = useProductData();
  const product = data ? productOfRoute(route, productEntries(data)) : undefined;
  useDocumentTitle(product?.title);

  if (status !== 'loaded') return <PageProgress />;
  if (!product) return <NotFoundPage />;

  const learnMore = resolveNavigationTarget(product.learnMore);
  const leadsElsewhere = learnMore.kind === 'external' || learnMore.to.split(/[?#]/, 1)[0] !== route.path;
  return (
    <Box component="article" sx={{ maxWidth: 960, mx: 'auto', my: 4, px: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {product.title}
      </Typography>
      {product.image && (
        <Box component="img" src={product.image} alt={product.imageAlt ?? ''} sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, mb: 3, objectFit: 'contain' }} />
      )}
      <Typography sx={{ mb: 3, whiteSpace: 'pre-line' }}>{product.teaser}</Typography>
      {leadsElsewhere &&
        (learnMore.kind === 'external' ? (
          <Button variant="contained" href={learnMore.href} target="_blank" rel="noopener noreferrer">
            {t('PRODUCT_LEARN_MORE')}
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to={learnMore.to}>
            {t('PRODUCT_LEARN_MORE')}
          </Button>
        ))}
    </Box>
  );
}
