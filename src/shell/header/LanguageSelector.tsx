import LanguageIcon from '@mui/icons-material/Language';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, type LanguageCode } from '../i18n/language-codes.ts';
import { useChangeLanguage } from '../i18n/use-change-language.ts';
import { LazyMenu } from './lazy-menu.tsx';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * The header's language selector (portal-shell §2.2): the languages the user may read the portal
 * in; choosing one navigates to /en or /fr and loads it. Hidden with a single language: there is
 * nothing to choose.
 */
export function LanguageSelector({ available }: { available: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const codes = available.filter(isLanguageCode);
  if (codes.length < 2) return null;
  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined;
  const choose = (code: LanguageCode) => {
    setAnchor(null);
    if (code !== current) void changeLanguage(code);
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<LanguageIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Box component="span" sx={visuallyHidden}>{`${t('HEADER_LANGUAGE')}:`}</Box>
        {` ${current ? t(`LANGUAGE_NAME_${current}`) : t('HEADER_LANGUAGE')}`}
      </Button>
      <LazyMenu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        items={(MenuItem) =>
          codes.map((code) => (
            <MenuItem key={code} lang={code} selected={code === current} onClick={() => choose(code)}>
              {t(`LANGUAGE_NAME_${code}`)}
            </MenuItem>
          ))
        }
      />
    </>
  );
}
