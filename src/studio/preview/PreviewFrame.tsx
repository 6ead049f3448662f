import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * An iframe the preview renders into through a portal: the previewed skin's styles (its own
 * emotion cache writes into the frame's head) and its theme never touch the studio's page, and
 * the studio's never reach the preview. React state stays one tree, so the draft flows in without
 * messages between windows.
 */
export function PreviewFrame({ title, children, height = 640 }: { title: string; children: ReactNode; height?: number }) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [target, setTarget] = useState<{ body: HTMLElement; cache: EmotionCache } | undefined>(undefined);

  useEffect(() => {
    const doc = frame?.contentDocument;
    if (!doc) return;
    // about:blank is ready at once; write a document with a head to hold the styles.
    doc.open();
    doc.write('<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0"></body></html>');
    doc.close();
    setTarget({ body: doc.body, cache: createCache({ key: 'preview', container: doc.head }) });
  }, [frame]);

  return (
    <>
      <iframe ref={setFrame} title={title} style={{ width: '100%', height, border: '1px solid rgba(0,0,0,0.23)', borderRadius: 4, background: '#fff' }} />
      {target && createPortal(<CacheProvider value={target.cache}>{children}</CacheProvider>, target.body)}
    </>
  );
}
