import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Call, ContentBlock as ContentBlockDefinition } from '../../definition/index.ts';
import { failureText } from '../../renderer/call-messages.ts';
import { useBindingScope } from '../../renderer/use-binding-scope.ts';
import { useBlockData } from '../../renderer/use-block-data.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { BlockError } from '../unknown/BlockError.tsx';
import { CmsGroups } from '../../../cms/CmsGroups.tsx';
import { ALL_DISPLAY_KINDS, cmsGroups, publishedBlocks, type CmsPage, type DisplayKind } from '../../../cms/cms-blocks.ts';

/**
 * CMS content of one page in the user's language and for the user's OEM: page teasers as cards,
 * FAQ questions as accordions holding their answers, list items with their images, headers and
 * texts. Editing in place is the shell's CMS toolbar (src/shell/cms-editing), which draws with the
 * same groups and renderer; this draws the published content.
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
  // Readers' view: the server sends editors their drafts and DELETED items too; these draw only what is published.
  const groups = useMemo(
    () =>
      (Array.isArray(data) ? data : []).flatMap((page) =>
        cmsGroups(publishedBlocks(page), { display: (block.display ?? ALL_DISPLAY_KINDS) as DisplayKind[], showDeleted: false }),
      ),
    [data, block.display],
  );

  if (error) return <BlockError text={failureText(undefined, t)} />;
  if (loading && data === undefined) return <Skeleton variant="rectangular" height={120} role="progressbar" aria-label={t('LOADING')} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <CmsGroups groups={groups} />
    </Box>
  );
}
