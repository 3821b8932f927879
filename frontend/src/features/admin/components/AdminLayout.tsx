import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Search from '@mui/icons-material/Search';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TopicOutlined from '@mui/icons-material/TopicOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppLayout, type NavItem } from '@/components/AppLayout';
import '../lib/texts';
import { PATHS } from '@/config/paths';

/** The sidebar's links (spec: admin navigation). */
const NAV: NavItem[] = [
  { to: PATHS.adminHome, label: 'admin.nav.home', icon: <HomeOutlined /> },
  { to: PATHS.manageUsers, label: 'admin.nav.users', icon: <PeopleOutlined /> },
  { to: PATHS.manageClasses, label: 'admin.nav.classes', icon: <SchoolOutlined /> },
  { to: PATHS.manageSubjects, label: 'admin.nav.subjects', icon: <MenuBookOutlined /> },
  { to: PATHS.manageQuizzes, label: 'admin.nav.quizzes', icon: <QuizOutlined /> },
  { to: PATHS.manageTopics, label: 'admin.nav.topics', icon: <TopicOutlined /> },
  { to: PATHS.questionBank, label: 'admin.nav.questionBank', icon: <LibraryBooksOutlined /> },
  { to: PATHS.manageAchievements, label: 'admin.nav.achievements', icon: <EmojiEventsOutlined /> },
  { to: PATHS.recentActivity, label: 'admin.nav.recent', icon: <HistoryOutlined /> },
  { to: PATHS.reports, label: 'admin.nav.reports', icon: <AssessmentOutlined /> },
  { to: PATHS.adminSettings, label: 'admin.nav.settings', icon: <SettingsOutlined /> },
  { to: PATHS.logout, label: 'admin.nav.logout', icon: <LogoutOutlined /> },
];

/** The mobile menu's extra entries. Notifications for an admin are the new registrations. */
const MOBILE_EXTRA: NavItem[] = [
  { to: '/', label: 'admin.nav.signIn', icon: <LoginOutlined /> },
  { to: PATHS.reviewUsers, label: 'admin.nav.notifications', icon: <NotificationsOutlined /> },
  { to: PATHS.reviewUsers, label: 'admin.nav.reviewUsers', icon: <PersonSearchOutlined /> },
];

function HelpBox() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Paper
        variant="outlined"
        sx={{ m: 2, p: 2, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 3, textAlign: 'left' }}
      >
        <HelpOutline aria-hidden />
        <Typography sx={{ fontWeight: 700 }}>{t('admin.help.title')}</Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('admin.help.text')}
        </Typography>
        <Button variant="contained" size="small" sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: '#e8f5e9' } }} onClick={() => setOpen(true)}>
          {t('admin.help.button')}
        </Button>
      </Paper>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="admin-help-title" maxWidth="sm" fullWidth>
        <DialogTitle id="admin-help-title">{t('admin.help.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Box component="ul" sx={{ pl: 2, m: 0, '& li': { mb: 1 } }}>
            {(['users', 'content', 'quizzes', 'figures', 'settings'] as const).map((k) => (
              <li key={k}>
                <Typography>{t(`admin.help.items.${k}`)}</Typography>
              </li>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The header's search box: a term opens the users list searched for it. */
function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = term.trim();
    navigate(q ? `/manage-users?q=${encodeURIComponent(q)}` : PATHS.manageUsers);
  };
  return (
    <Box component="form" role="search" onSubmit={onSubmit} sx={{ flex: 1, maxWidth: { md: 360 } }}>
      <TextField
        size="small"
        fullWidth
        type="search"
        placeholder={t('admin.header.search')}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': t('admin.header.searchLabel') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

/** The back-office's sidebar, mobile menu and header. */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <AppLayout
      home={PATHS.adminHome}
      drawerWidth={256}
      mainMaxWidth={1320}
      nav={{ label: 'admin.nav.label', items: NAV, dense: true }}
      mobileNav={{ label: 'admin.nav.mobileLabel', items: [...NAV, ...MOBILE_EXTRA] }}
      sidebarFooter={<HelpBox />}
      mobileFooter={<HelpBox />}
      brand={
        <Typography component="p" variant="h6" sx={{ flex: { xs: 1, md: 'none' }, mr: { md: 2 }, fontWeight: 700 }}>
          {t('admin.header.title')}
        </Typography>
      }
      search={<HeaderSearch />}
      actions={
        <Button component={RouterLink} to={PATHS.logout} startIcon={<LogoutOutlined />} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          {t('admin.header.logout')}
        </Button>
      }
      settings={{ to: PATHS.adminSettings, label: 'admin.header.settings' }}
      notifications={{ to: PATHS.reviewUsers, label: 'admin.header.notifications' }}
    />
  );
}
