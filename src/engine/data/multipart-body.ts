/**
 * A multipart body from a plain object: files and blobs as file parts, lists as repeated
 * parts, objects as JSON text, the rest as text. A data URL of a form's file field (RJSF's
 * file widget writes `data:<type>;name=<file name>;base64,<content>`) becomes a file part with
 * its name and type, so a definition uploads a file with an ordinary form. The browser writes
 * the boundary.
 */
const DATA_URL = /^data:([^;,]*)(?:;name=([^;,]*))?;base64,(.*)$/s;

function fileOfDataUrl(text: string): File | undefined {
  const match = DATA_URL.exec(text);
  if (!match) return undefined;
  const [, type = '', name, content = ''] = match;
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new File([bytes], name ? decodeURIComponent(name) : 'file', { type: type || 'application/octet-stream' });
}

export function toMultipartBody(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  if (body === null || typeof body !== 'object') return form;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      const file = typeof item === 'string' ? fileOfDataUrl(item) : undefined;
      if (file) form.append(name, file);
      else if (item instanceof Blob) form.append(name, item);
      else form.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}
