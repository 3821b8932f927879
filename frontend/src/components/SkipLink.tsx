import type { MouseEvent } from 'react';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** The id of every page's `<main>`, the skip link's target. */
export const MAIN_ID = 'main';

const Anchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: 8,
  top: 8,
  zIndex: theme.zIndex.tooltip + 1,
  padding: '8px 16px',
  borderRadius: 8,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'underline',
  // Out of sight until it has the focus (the first Tab of a page).
  transform: 'translateY(-200%)',
  '&:focus, &:focus-visible': { transform: 'none', outline: `3px solid ${theme.palette.info.main}`, outlineOffset: 2 },
}));

/**
 * "Skip to main content": the first focusable element of every page; it moves the focus to
 * the page's `<main id="main">` (which has tabIndex -1) without changing the route.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    e.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <Anchor href={`#${MAIN_ID}`} onClick={skip} data-testid="skip-link">
      {t('nav.skipToMain')}
    </Anchor>
  );
}
