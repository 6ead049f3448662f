import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { XmlBlock as XmlBlockDefinition } from '../../definition/index.ts';
import { useDataProvider } from '../../data/data-provider-context.tsx';
import { failureText } from '../../renderer/call-messages.ts';
import { resolveCall, requestKey } from '../../renderer/resolve-call.ts';
import { useBindingScope } from '../../renderer/use-binding-scope.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { BlockError } from '../unknown/BlockError.tsx';
import { xmlLines, type XmlTokenKind } from './xml-lines.ts';

/** Colours of the highlighting, readable on the light code background (WCAG AA). */
const TOKEN_COLOURS: Readonly<Record<XmlTokenKind, string>> = {
  punctuation: '#5f6368',
  tag: '#0b57a4',
  attribute: '#8a3ffc',
  value: '#a3420a',
  text: '#1f1f1f',
  comment: '#3b7a57',
  declaration: '#6b6b6b',
};

type Loaded = { key: string; text: string } | { key: string; error: unknown };

/**
 * An XML document from one operation (a payload as received), pretty-printed and highlighted
 * in a scrollable, selectable code view. The answer is read as a file (text, never parsed as the
 * page's markup) and every token is a text node, so nothing in the document can inject markup or
 * script; text that is not well-formed XML is shown as received, with a note.
 */
export default function XmlBlock({ block }: BlockRendererProps<XmlBlockDefinition>) {
  const { t } = useTranslation();
  const provider = useDataProvider();
  const scope = useBindingScope(block);
  const resolution = useMemo(() => {
    try {
      const resolved = resolveCall(block.call, scope);
      return { resolved, key: requestKey(resolved) };
    } catch (error) {
      return { error };
    }
  }, [block.call, scope]);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const key = 'key' in resolution ? resolution.key : undefined;

  useEffect(() => {
    if (!('resolved' in resolution) || !resolution.resolved) return undefined;
    const { resolved, key: requestId } = resolution;
    const controller = new AbortController();
    provider
      .call(resolved.operationId, resolved.request, { download: { kind: 'xml' }, signal: controller.signal })
      .then((file) => file.blob.text())
      .then((text) => {
        if (!controller.signal.aborted) setLoaded({ key: requestId, text });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key: requestId, error });
      });
    return () => controller.abort();
    // The key stands for the resolved request.
  }, [key, provider]);

  const view = useMemo(() => (loaded && 'text' in loaded ? xmlLines(loaded.text) : undefined), [loaded]);
  if ('error' in resolution || (loaded && loaded.key === key && 'error' in loaded)) return <BlockError text={failureText(undefined, t)} />;
  if (!view || loaded?.key !== key) return <Skeleton variant="rectangular" height={240} aria-label={t('LOADING')} />;

  return (
    <Box>
      {view.wellFormed ? null : (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('XML_NOT_WELL_FORMED')}
        </Alert>
      )}
      <Box
        component="pre"
        tabIndex={0}
        aria-label={t(block.label ?? 'XML_DOCUMENT')}
        data-xml-view=""
        sx={{
          m: 0,
          p: 2,
          maxHeight: block.maxHeight ?? 640,
          overflow: 'auto',
          bgcolor: '#f6f8fa',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 13,
          lineHeight: 1.6,
        }}
      >
        <code>
          {view.lines.map((line, index) => (
            <Box component="span" key={index} sx={{ display: 'block', pl: line.depth * 2.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {line.tokens.map((part, position) => (
                <span key={position} style={{ color: TOKEN_COLOURS[part.kind] }} data-token={part.kind}>
                  {part.text}
                </span>
              ))}
            </Box>
          ))}
        </code>
      </Box>
    </Box>
  );
}
