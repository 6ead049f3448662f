import { useTranslation } from 'react-i18next';
import { BlockError } from './BlockError.tsx';

/** What the registry answers for a kind it does not know: a visible, translated error. */
export function UnknownBlock({ id, kind }: { id: string; kind: unknown }) {
  const { t } = useTranslation();
  return <BlockError text={t('UNKNOWN_BLOCK_KIND', { kind: String(kind), id })} />;
}
