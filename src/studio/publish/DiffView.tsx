import { json } from '@codemirror/lang-json';
import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const readOnly = [lineNumbers(), json(), EditorState.readOnly.of(true), EditorView.editable.of(false), EditorView.theme({ '&': { fontSize: '12px' } })];

/**
 * The published text beside the draft, changed lines marked and unchanged stretches folded
 * (CodeMirror's merge view), so a reviewer reads only what changed.
 */
export function DiffView({ published, draft }: { published: string; draft: string }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const same = published === draft;
  useEffect(() => {
    if (same || !host.current) return;
    const view = new MergeView({
      a: { doc: published, extensions: readOnly },
      b: { doc: draft, extensions: readOnly },
      parent: host.current,
      collapseUnchanged: { margin: 3, minSize: 6 },
      gutter: true,
    });
    return () => view.destroy();
  }, [published, draft, same]);
  if (same) return <Alert severity="info">{t('STUDIO_DIFF_NONE')}</Alert>;
  return (
    <>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>{t('STUDIO_DIFF_TITLE')}</Typography>
      <div ref={host} data-testid="studio-diff" style={{ border: '1px solid rgba(0,0,0,0.23)', borderRadius: 4, maxHeight: 640, overflow: 'auto' }} />
    </>
  );
}
