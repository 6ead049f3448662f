/**
 * The file name a `Content-Disposition` header gives (RFC 6266): `filename*` (RFC 8187,
 * `UTF-8''…` or `ISO-8859-1''…`) wins over `filename`, as browsers do; undefined when neither
 * yields a usable name, so the caller falls back to the download's default name.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const parameters = dispositionParameters(header);
  const extended = parameters.get('filename*');
  return (
    usableFileName(extended === undefined ? undefined : decodeExtendedValue(extended)) ??
    usableFileName(repairUtf8(parameters.get('filename')))
  );
}

/** Parameters after the disposition type, names lower-cased, first occurrence kept; quoted strings unescaped. */
function dispositionParameters(header: string): Map<string, string> {
  const parameters = new Map<string, string>();
  let index = header.indexOf(';');
  while (index >= 0 && index < header.length) {
    index += 1; // past ';'
    const equals = header.indexOf('=', index);
    const nextSemicolon = header.indexOf(';', index);
    if (equals < 0 || (nextSemicolon >= 0 && nextSemicolon < equals)) {
      index = nextSemicolon; // a parameter without a value: skip it
      continue;
    }
    const name = header.slice(index, equals).trim().toLowerCase();
    let cursor = equals + 1;
    while (header[cursor] === ' ' || header[cursor] === '\t') cursor += 1;
    let value: string;
    if (header[cursor] === '"') {
      value = '';
      cursor += 1;
      while (cursor < header.length && header[cursor] !== '"') {
        if (header[cursor] === '\\' && cursor + 1 < header.length) cursor += 1;
        value += header[cursor];
        cursor += 1;
      }
      index = header.indexOf(';', cursor);
    } else {
      const end = header.indexOf(';', cursor);
      value = header.slice(cursor, end < 0 ? undefined : end).trim();
      index = end;
    }
    if (name && !parameters.has(name)) parameters.set(name, value);
  }
  return parameters;
}

/** RFC 8187 ext-value: charset'language'percent-encoded. Undefined for other charsets or bad encoding. */
function decodeExtendedValue(value: string): string | undefined {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
  } catch {
    return undefined; // malformed percent-encoding: fall back to `filename`
  }
  return undefined;
}

/**
 * Headers reach script as Latin-1, so a server that writes a UTF-8 name straight into
 * `filename="…"` arrives garbled ("RÃ©sumÃ©"); undo that when the bytes are valid UTF-8.
 */
function repairUtf8(value: string | undefined): string | undefined {
  if (value === undefined || !/[\u0080-\u00ff]/.test(value) || /[^\u0000-\u00ff]/.test(value)) return value;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(value, (char) => char.charCodeAt(0)));
  } catch {
    return value;
  }
}

/** The last path segment without control characters: a header must not choose a folder. */
function usableFileName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base === '' || base === '.' || base === '..' ? undefined : base;
}
