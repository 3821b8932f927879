import { Suspense, useState, type FormEvent, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CloseIcon from '@mui/icons-material/Close';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Search from '@mui/icons-material/Search';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TopicOutlined from '@mui/icons-material/TopicOutlined';
import { NavLink, Outlet, Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { PageLoader } from '@/components/PageLoader';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import '../lib/texts';

const DRAWER = 256;

interface NavItem {
  to: string;
  key: string;
  icon: ReactNode;
}

/** The sidebar's links (spec: admin navigation). */
const NAV: NavItem[] = [
  { to: '/adminDashboard', key: 'home', icon: <HomeOutlined /> },
  { to: '/manage-users', key: 'users', icon: <PeopleOutlined /> },
  { to: '/manage-subjects', key: 'subjects', icon: <MenuBookOutlined /> },
  { to: '/manage-quizzes', key: 'quizzes', icon: <QuizOutlined /> },
  { to: '/manage-topics', key: 'topics', icon: <TopicOutlined /> },
  { to: '/manage-achievement', key: 'achievements', icon: <EmojiEventsOutlined /> },
  { to: '/quiz', key: 'recent', icon: <HistoryOutlined /> },
  { to: '/reports', key: 'reports', icon: <AssessmentOutlined /> },
  { to: '/adminSettings', key: 'settings', icon: <SettingsOutlined /> },
  { to: '/logout', key: 'logout', icon: <LogoutOutlined /> },
];

/** The mobile menu's extra entries. Notifications for an admin are the new registrations. */
const MOBILE_EXTRA: NavItem[] = [
  { to: '/', key: 'signIn', icon: <LoginOutlined /> },
  { to: '/review-users', key: 'notifications', icon: <NotificationsOutlined /> },
  { to: '/review-users', key: 'reviewUsers', icon: <PersonSearchOutlined /> },
];

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <List dense>
      {items.map((item) => (
        <ListItemButton
          key={item.key}
          component={NavLink}
          to={item.to}
          end={item.to === '/'}
          onClick={onNavigate}
          sx={{ borderRadius: 2, mx: 1, '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText', '& svg': { color: 'inherit' } } }}
        >
          <ListItemIcon sx={{ minWidth: 38 }}>{item.icon}</ListItemIcon>
          <ListItemText primary={t(`admin.nav.${item.key}`)} />
        </ListItemButton>
      ))}
    </List>
  );
}

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
    navigate(q ? `/manage-users?q=${encodeURIComponent(q)}` : '/manage-users');
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

/** Sidebar, mobile menu and header of the back-office. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Drawer
        variant="permanent"
        sx={{ display: { xs: 'none', md: 'block' }, width: DRAWER, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER } }}
      >
        <Toolbar>
          <RouterLink to="/adminDashboard" style={{ textDecoration: 'none' }}>
            <Logo />
          </RouterLink>
        </Toolbar>
        <Box component="nav" aria-label={t('admin.nav.label')}>
          <NavList items={NAV} />
        </Box>
        <Box sx={{ mt: 'auto' }}>
          <HelpBox />
        </Box>
      </Drawer>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: Math.min(DRAWER, 300) } }}
      >
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Logo />
          <IconButton aria-label={t('nav.closeMenu')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Box component="nav" aria-label={t('admin.nav.mobileLabel')}>
          <NavList items={[...NAV, ...MOBILE_EXTRA]} onNavigate={() => setOpen(false)} />
        </Box>
        <Box sx={{ px: 2, pt: 1 }}>
          <LanguageSwitch fullWidth />
        </Box>
        <HelpBox />
      </Drawer>

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" sx={{ borderBottom: '1px solid #e3e7e2', bgcolor: 'background.paper', color: 'text.primary' }}>
          <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
            <IconButton
              aria-label={t('nav.openMenu')}
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography component="p" variant="h6" sx={{ flex: { xs: 1, md: 'none' }, mr: { md: 2 }, fontWeight: 700 }}>
              {t('admin.header.title')}
            </Typography>
            <Box sx={{ order: { xs: 10, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, flex: { md: 1 }, display: 'flex' }}>
              <HeaderSearch />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: { md: 'auto' } }}>
              <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                <LanguageSwitch />
              </Box>
              <Button component={RouterLink} to="/logout" startIcon={<LogoutOutlined />} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                {t('admin.header.logout')}
              </Button>
              <Tooltip title={t('admin.header.settings')}>
                <IconButton component={RouterLink} to="/adminSettings" aria-label={t('admin.header.settings')}>
                  <SettingsOutlined />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('admin.header.notifications')}>
                <IconButton component={RouterLink} to="/review-users" aria-label={t('admin.header.notifications')}>
                  <NotificationsOutlined />
                </IconButton>
              </Tooltip>
              <Avatar src={user?.profilePic ?? undefined} alt={user?.username ?? ''} sx={{ width: 34, height: 34, bgcolor: 'primary.main' }}>
                {(user?.username ?? '?').slice(0, 1).toUpperCase()}
              </Avatar>
            </Box>
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flex: 1, p: { xs: 2, sm: 3 }, maxWidth: 1320, width: '100%', mx: 'auto' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
