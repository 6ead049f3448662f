/**
 * A multipart body from a plain object: files and blobs as file parts, lists as repeated
 * parts, objects as JSON text, the rest as text. The browser writes the boundary.
 */
export function toMultipartBody(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  if (body === null || typeof body !== 'object') return form;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(name, item);
      else form.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}
