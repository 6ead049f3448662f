import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Call, ContentBlock as ContentBlockDefinition } from '../../definition/index.ts';
import { failureText } from '../../renderer/call-messages.ts';
import { useBindingScope } from '../../renderer/use-binding-scope.ts';
import { useBlockData } from '../../renderer/use-block-data.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { BlockError } from '../unknown/BlockError.tsx';
import { CmsText } from './CmsText.tsx';
import { cmsPieces, DISPLAY_TYPES, type CmsPage, type CmsPiece, type DisplayKind } from './cms-blocks.ts';

const ALL_KINDS = Object.keys(DISPLAY_TYPES) as DisplayKind[];

/**
 * CMS content of one page in the user's language and for the user's OEM: page teasers as cards,
 * FAQ questions as accordions holding their answers, list items with their images, headers and
 * texts. Editing in place is the shell's CMS toolbar; this draws the published content.
 */
export default function ContentBlock({ id, block }: BlockRendererProps<ContentBlockDefinition>) {
  const { t, i18n } = useTranslation();
  const scope = useBindingScope(block);
  const language = i18n.language.toLowerCase().startsWith('fr') ? 'FR' : 'EN';
  const call = useMemo<Call>(
    () => ({
      operationId: 'getCmsPages',
      query: {
        language,
        pagesHri: [block.pagesHri],
        oemId: '$user.oemId',
        ...(block.blocksHri ? { blocksHri: block.blocksHri } : {}),
      },
    }),
    [language, block.pagesHri, block.blocksHri],
  );
  const options = useMemo(() => ({ scope }), [scope]);
  const { data, loading, error } = useBlockData<CmsPage[]>(id, call, options);
  const pieces = useMemo(() => cmsPieces(Array.isArray(data) ? data : [], (block.display ?? ALL_KINDS) as DisplayKind[]), [data, block.display]);

  if (error) return <BlockError text={failureText(undefined, t)} />;
  if (loading && data === undefined) return <Skeleton variant="rectangular" height={120} aria-label={t('LOADING')} />;
  return <Box sx={{ display: 'grid', gap: 2 }}>{groupListItems(pieces).map((group, index) => renderGroup(group, index))}</Box>;
}

type Group = { kind: 'list'; items: CmsPiece[] } | { kind: 'single'; piece: CmsPiece };

/** Consecutive list items form one list (`ul`), so assistive technology announces their count. */
function groupListItems(pieces: readonly CmsPiece[]): Group[] {
  const groups: Group[] = [];
  for (const piece of pieces) {
    const last = groups.at(-1);
    if (piece.block.type === 'LIST_ITEM') {
      if (last?.kind === 'list') last.items.push(piece);
      else groups.push({ kind: 'list', items: [piece] });
    } else {
      groups.push({ kind: 'single', piece });
    }
  }
  return groups;
}

function renderGroup(group: Group, index: number): ReactNode {
  if (group.kind === 'list') {
    return (
      <Box component="ul" key={`list-${index}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {group.items.map(({ block, child }) => (
          <Box component="li" key={block.id} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }} data-cms-block={block.humanReadableId}>
            {child?.content ? (
              // The image illustrates the text beside it, which says what it shows: decorative, so alt is empty.
              <Box component="img" src={child.content} alt="" sx={{ maxWidth: 120, height: 'auto', flexShrink: 0 }} />
            ) : null}
            <Typography component="div">
              <CmsText content={block.content} />
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  const { block, child } = group.piece;
  switch (block.type) {
    case 'PAGE_TEASER':
      return (
        <Card key={block.id} variant="outlined" data-cms-block={block.humanReadableId}>
          <CardContent>
            <Typography component="div">
              <CmsText content={block.content} />
            </Typography>
          </CardContent>
        </Card>
      );
    case 'FAQ_QUESTION':
      return (
        <Accordion key={block.id} disableGutters data-cms-block={block.humanReadableId}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              <CmsText content={block.content} />
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography component="div">{child ? <CmsText content={child.content} /> : null}</Typography>
          </AccordionDetails>
        </Accordion>
      );
    case 'HEADER':
      return (
        <Typography key={block.id} variant="h6" component="h3" data-cms-block={block.humanReadableId}>
          <CmsText content={block.content} />
        </Typography>
      );
    default:
      return (
        <Typography key={block.id} component="div" data-cms-block={block.humanReadableId}>
          <CmsText content={block.content} />
        </Typography>
      );
  }
}
