import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type StudioView = 'screens' | 'qa';

/**
 * The studio's sections. The screens link says it was chosen (router state): QA staff, whom
 * `/studio` sends to the QA workbench, still reach the screens with it.
 */
export function StudioNav({ view }: { view: StudioView }) {
  const { t } = useTranslation();
  const links = [
    { id: 'screens' as const, to: '/studio', state: { studioView: 'screens' }, label: t('STUDIO_SCREENS') },
    { id: 'qa' as const, to: '/studio/qa', state: undefined, label: t('STUDIO_NAV_QA') },
  ];
  return (
    <Stack component="nav" aria-label={t('STUDIO_NAV')} direction="row" spacing={1} sx={{ mb: 2 }}>
      {links.map((link) => (
        <Button
          key={link.id}
          component={Link}
          to={link.to}
          state={link.state}
          variant={view === link.id ? 'contained' : 'text'}
          aria-current={view === link.id ? 'page' : undefined}
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
