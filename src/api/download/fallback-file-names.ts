/**
 * The default names of downloads whose answer has no usable Content-Disposition
 * (business-areas §7 "Exports": Enrollments-..., zip-import-..., Payload-...,
 * Lead_{type}_{documentId}.xml, download.xml, {reportName}.{format}); a listed document's
 * own file name for the Download Manager.
 */
export type DownloadFallback =
  | { kind: 'enrollments' }
  | { kind: 'zipImport' }
  | { kind: 'payload' }
  | { kind: 'lead'; leadType: string; documentId: string }
  | { kind: 'leads' }
  | { kind: 'xml' }
  | { kind: 'report'; reportName: string; format: string }
  | { kind: 'document'; fileName: string };

export interface FallbackNamingContext {
  /** When the download happened: the "..." of the stamped names. */
  now: Date;
  /** The answer's Content-Type, which picks the extension of the stamped names. */
  contentType: string | null;
}

type FallbackNamer<Kind extends DownloadFallback['kind']> = (
  fallback: Extract<DownloadFallback, { kind: Kind }>,
  context: FallbackNamingContext,
) => string;

/** Extensions by media type, for the names whose extension the spec leaves open. */
const EXTENSIONS_BY_MEDIA_TYPE: Readonly<Record<string, string>> = {
  'text/csv': 'csv',
  'application/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'application/zip': 'zip',
  'application/pdf': 'pdf',
  'application/json': 'json',
  'text/plain': 'txt',
};

export function extensionForContentType(contentType: string | null): string | undefined {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType ? EXTENSIONS_BY_MEDIA_TYPE[mediaType] : undefined;
}

/**
 * The "..." of the spec's stamped names, designed here: the download's UTC date and time to the
 * second, ISO 8601 order with '-' for ':' (which file systems refuse), e.g. 2024-03-31T14-05-09.
 * Sorts by time and keeps two exports of one day apart.
 */
export function downloadStamp(now: Date): string {
  return now.toISOString().slice(0, 19).replace(/:/g, '-');
}

/** `{prefix}-{stamp}.{extension}`, the extension from the Content-Type, else the kind's usual format. */
function stamped(prefix: string, usualExtension: string) {
  return (_fallback: unknown, { now, contentType }: FallbackNamingContext) =>
    `${prefix}-${downloadStamp(now)}.${extensionForContentType(contentType) ?? usualExtension}`;
}

/** One namer per kind. The usual extensions are designed: the spec names only the prefixes. */
export const FALLBACK_FILE_NAMERS: { readonly [Kind in DownloadFallback['kind']]: FallbackNamer<Kind> } = {
  enrollments: stamped('Enrollments', 'xlsx'),
  zipImport: stamped('zip-import', 'xlsx'),
  payload: stamped('Payload', 'xml'),
  lead: ({ leadType, documentId }) => `Lead_${leadType}_${documentId}.xml`,
  // The Lead Viewer's export; the spec names no default for it, so it follows the enrollments'.
  leads: stamped('Leads', 'csv'),
  xml: () => 'download.xml',
  report: ({ reportName, format }) => `${reportName}.${format}`,
  document: ({ fileName }) => fileName,
};

export function fallbackFileName(fallback: DownloadFallback, context: FallbackNamingContext): string {
  // The table is keyed by kind, so the namer found always matches this fallback's shape.
  const namer = FALLBACK_FILE_NAMERS[fallback.kind] as (f: DownloadFallback, c: FallbackNamingContext) => string;
  return namer(fallback, context);
}
