import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NewWindowHint } from '../header/NewWindowHint.tsx';
import { useLinkProps } from '../header/use-link-props.ts';
import { visuallyHidden } from '../header/visually-hidden.ts';
import { resolveNavigationTarget } from '../routes/navigation-target.ts';
import type { ViewBlock } from '../../cms/cms-blocks.ts';
import { BlockText } from '../cms-editing/BlockText.tsx';
import { useCmsEditing } from '../cms-editing/cms-editing-context.ts';
import { plainTextOf } from '../cms-editing/plain-text.ts';
import type { ProductEntry } from './product-data.ts';

/** Room the heading and the padding take from the card body; the teaser gets the rest. */
const HEADING_AND_PADDING_PX = 60;
const TEASER_LINE_PX = 20;

/**
 * One product tile (portal-shell §1): heading, teaser and Learn more. The body is as high as the
 * skin's card height (PRODUCT_CARD_HEIGHT_PX), the teaser cut to the lines that fit, so the
 * tiles of a row line up whatever the texts. The teaser is the CMS home page's block for the
 * product when there is one (editable in place in edit mode, where the whole text shows),
 * otherwise the product file's.
 */
export function ProductCard({ entry, heightPx, cmsTeaser }: { entry: ProductEntry; heightPx: number; cmsTeaser?: ViewBlock | undefined }) {
  const { t } = useTranslation();
  const { isEditor, mode } = useCmsEditing();
  const editing = isEditor && mode === 'edit' && cmsTeaser !== undefined;
  const teaserText = cmsTeaser ? plainTextOf(cmsTeaser.content) : entry.teaser;
  const linkProps = useLinkProps();
  const target = resolveNavigationTarget(undefined, entry.learnMore);
  const teaserLines = Math.max(1, Math.floor((heightPx - HEADING_AND_PADDING_PX) / TEASER_LINE_PX));
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {entry.image && <CardMedia component="img" image={entry.image} alt={entry.imageAlt ?? ''} sx={{ height: 120, objectFit: 'cover' }} />}
      <CardContent data-testid="product-card-body" sx={editing ? { minHeight: heightPx, pb: 0 } : { height: heightPx, overflow: 'hidden', pb: 0 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.3, mb: 0.5 }} noWrap title={entry.title}>
          {entry.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          component="div"
          {...(editing ? {} : { title: teaserText })}
          data-cms-block={cmsTeaser?.humanReadableId}
          sx={
            editing
              ? { lineHeight: `${TEASER_LINE_PX}px` }
              : { lineHeight: `${TEASER_LINE_PX}px`, display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: teaserLines, overflow: 'hidden' }
          }
        >
          {cmsTeaser ? <BlockText block={cmsTeaser} role="teaser" name={entry.title} /> : entry.teaser}
        </Typography>
      </CardContent>
      <Box sx={{ flexGrow: 1 }} />
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" size="small" component="a" {...linkProps(target)}>
          {t('HOME_LEARN_MORE')}{' '}
          <Box component="span" sx={visuallyHidden}>{t('HOME_LEARN_MORE_ABOUT', { title: entry.title })}</Box>
          {target.kind === 'external' && <NewWindowHint />}
        </Button>
      </CardActions>
    </Card>
  );
}
