import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/config/paths';

const TABS = [
  { to: PATHS.studentHome, key: 'overview' },
  { to: PATHS.quizTable, key: 'quizTable' },
  { to: PATHS.resources, key: 'resources' },
] as const;

export function DashboardTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const value = TABS.some((tab) => tab.to === pathname) ? pathname : false;
  return (
    <Tabs value={value} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      {TABS.map((tab) => (
        <Tab key={tab.to} value={tab.to} label={t(`dashboard.tabs.${tab.key}`)} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
}
