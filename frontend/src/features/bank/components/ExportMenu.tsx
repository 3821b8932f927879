import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../types';
import '../lib/texts';

const OTHER_FORMATS: ExportFormat[] = ['gift', 'moodleXml', 'aiken'];

/** The export formats besides CSV (the toolbar's Export button). */
export function ExportMenu({ onExport, disabled }: { onExport: (format: ExportFormat) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        id="export-menu-button"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'export-menu' : undefined}
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('bank.list.exportAs')}
      </Button>
      <Menu id="export-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': 'export-menu-button' } }}>
        {OTHER_FORMATS.map((f) => (
          <MenuItem
            key={f}
            onClick={() => {
              setAnchor(null);
              onExport(f);
            }}
          >
            {t(`bank.formats.${f}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
