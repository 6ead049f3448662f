import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { CmsText } from './CmsText.tsx';
import { isDeletedBlock, type CmsGroup, type ListEntry, type ListGroup, type ViewBlock } from './cms-blocks.ts';

/** What a text is in its group, for editors that word their labels by it. */
export type CmsTextRole = 'teaser' | 'header' | 'text' | 'question' | 'answer' | 'item';

/**
 * Hooks for the shell's in-place editing: each replaces or adds one part of the drawing. Left
 * out, the content draws read-only, as readers see it.
 */
export interface CmsSlots {
  /** Draws a block's text (edit mode: an editable text). */
  readonly text?: (block: ViewBlock, role: CmsTextRole) => ReactNode;
  /** Draws a list item's picture (edit mode: with its upload control). */
  readonly image?: (entry: ListEntry) => ReactNode;
  /** Controls after a list item's text (move, delete, restore). */
  readonly itemControls?: (entry: ListEntry, list: ListGroup) => ReactNode;
  /** Controls of a whole list, above (`start`) and below (`end`) it. */
  readonly listControls?: (list: ListGroup, where: 'start' | 'end') => ReactNode;
  /** Draws FAQ answers open: an accordion's summary is a button, which cannot hold an editable text. */
  readonly faqOpen?: boolean;
}

const readOnlyText = (block: ViewBlock) => <CmsText content={block.content} />;

function defaultImage({ image }: ListEntry): ReactNode {
  // The image illustrates the text beside it, which says what it shows: decorative, so alt is empty.
  return image?.content ? <Box component="img" src={image.content} alt="" sx={{ maxWidth: 120, height: 'auto', flexShrink: 0 }} /> : null;
}

export interface CmsGroupsProps {
  readonly groups: readonly CmsGroup[];
  readonly slots?: CmsSlots;
  /** The element of HEADER blocks, to fit the page's outline; h3 (under a section's h2) unless told. */
  readonly headerElement?: 'h2' | 'h3' | 'h4';
}

/** Draws CMS groups (cms-blocks.ts): teasers as cards, FAQ as accordions, lists with their images, headers and texts. */
export function CmsGroups({ groups, slots = {}, headerElement = 'h3' }: CmsGroupsProps) {
  const text = slots.text ?? readOnlyText;
  return <>{groups.map((group) => (group.kind === 'list' ? renderList(group, slots, text) : renderSingle(group, slots, text, headerElement)))}</>;
}

type TextSlot = NonNullable<CmsSlots['text']>;

function renderList(list: ListGroup, slots: CmsSlots, text: TextSlot): ReactNode {
  const key = `list-${list.parent?.key ?? 'top'}-${list.items[0]?.block.key ?? 'empty'}`;
  const image = slots.image ?? defaultImage;
  return (
    <Box key={key} sx={{ display: 'grid', gap: 1 }}>
      {slots.listControls?.(list, 'start')}
      {/* Consecutive list items form one list, so assistive technology announces their count. */}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {list.items.map((entry) => (
          <Box
            component="li"
            key={entry.block.key}
            data-cms-block={entry.block.humanReadableId}
            data-deleted={isDeletedBlock(entry.block) || undefined}
            sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
          >
            {image(entry)}
            {/* Only editors see DELETED items: struck through, with their controls (Restore) left as they are. */}
            <Typography component="div" sx={{ flex: 1, ...(isDeletedBlock(entry.block) ? { textDecoration: 'line-through', color: 'text.secondary' } : {}) }}>
              {text(entry.block, 'item')}
            </Typography>
            {slots.itemControls?.(entry, list)}
          </Box>
        ))}
      </Box>
      {slots.listControls?.(list, 'end')}
    </Box>
  );
}

function renderSingle(group: Extract<CmsGroup, { kind: 'single' }>, slots: CmsSlots, text: TextSlot, headerElement: 'h2' | 'h3' | 'h4'): ReactNode {
  const { block, answer } = group;
  switch (block.type) {
    case 'PAGE_TEASER':
      return (
        <Card key={block.key} variant="outlined" data-cms-block={block.humanReadableId}>
          <CardContent>
            <Typography component="div">{text(block, 'teaser')}</Typography>
          </CardContent>
        </Card>
      );
    case 'FAQ_QUESTION':
      if (slots.faqOpen) {
        return (
          <Box key={block.key} data-cms-block={block.humanReadableId} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Typography component="div" sx={{ fontWeight: 600, mb: 0.5 }}>
              {text(block, 'question')}
            </Typography>
            {answer ? <Typography component="div">{text(answer, 'answer')}</Typography> : null}
          </Box>
        );
      }
      return (
        <Accordion key={block.key} disableGutters data-cms-block={block.humanReadableId}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {text(block, 'question')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography component="div">{answer ? text(answer, 'answer') : null}</Typography>
          </AccordionDetails>
        </Accordion>
      );
    case 'HEADER':
      return (
        <Typography key={block.key} variant={headerElement === 'h2' ? 'h5' : 'h6'} component={headerElement} data-cms-block={block.humanReadableId}>
          {text(block, 'header')}
        </Typography>
      );
    default:
      return (
        <Typography key={block.key} component="div" data-cms-block={block.humanReadableId}>
          {text(block, 'text')}
        </Typography>
      );
  }
}
