import { Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import { NavLink, Outlet, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { PageLoader } from '@/components/PageLoader';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { HeaderSearch } from '@/features/search/components/HeaderSearch';

const DRAWER = 248;

const NAV = [
  { to: '/studentDashboard', key: 'home', icon: <HomeOutlined /> },
  { to: '/subjects', key: 'subjects', icon: <MenuBookOutlined /> },
  { to: '/weeklyQuizzes', key: 'weeklyQuizzes', icon: <EventNoteOutlined /> },
  { to: '/leaderBoards', key: 'leaderBoard', icon: <LeaderboardOutlined /> },
  { to: '/report-card', key: 'reportCard', icon: <AssessmentOutlined /> },
  { to: '/settings', key: 'settings', icon: <SettingsOutlined /> },
  { to: '/logout', key: 'logout', icon: <LogoutOutlined /> },
] as const;

function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.mainNav')}>
      <List>
        {NAV.map((item) => (
          <ListItemButton key={item.to} component={NavLink} to={item.to} onClick={onNavigate}>
            <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
            <ListItemText primary={t(`nav.${item.key}`)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

/** Sidebar, mobile menu and header (global search, quiz search, language, settings, notifications). */
export function StudentLayout() {
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
          <RouterLink to="/studentDashboard" style={{ textDecoration: 'none' }}>
            <Logo />
          </RouterLink>
        </Toolbar>
        <SideNav />
      </Drawer>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: false }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: Math.min(DRAWER, 300) } }}
      >
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Logo />
          <IconButton aria-label={t('nav.closeMenu')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <SideNav onNavigate={() => setOpen(false)} />
        <Box sx={{ px: 2, pt: 1 }}>
          <LanguageSwitch fullWidth />
        </Box>
      </Drawer>

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" sx={{ borderBottom: '1px solid #e3e7e2', bgcolor: 'background.paper' }}>
          <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, md: 0 } }}>
            <IconButton
              aria-label={t('nav.openMenu')}
              onClick={() => setOpen(true)}
              sx={{ display: { md: 'none' }, '& svg': { fontSize: 'clamp(12px, 7vw, 48px)' } }}
            >
              <MenuIcon />
            </IconButton>
            <Box sx={{ display: { xs: 'block', md: 'none' }, flex: 1 }}>
              <Logo size={28} />
            </Box>
            <Box
              sx={{
                order: { xs: 10, md: 0 },
                flexBasis: { xs: '100%', md: 'auto' },
                flex: { md: 1 },
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: 1,
                maxWidth: { md: 760 },
              }}
            >
              <HeaderSearch kind="global" />
              <HeaderSearch kind="quizzes" />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: { md: 'auto' } }}>
              <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                <LanguageSwitch />
              </Box>
              <Tooltip title={t('nav.settings')}>
                <IconButton component={RouterLink} to="/settings" aria-label={t('nav.settings')}>
                  <SettingsOutlined />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('nav.notifications')}>
                <IconButton component={RouterLink} to="/notifications" aria-label={t('nav.notifications')}>
                  <NotificationsOutlined />
                </IconButton>
              </Tooltip>
              <Avatar
                src={user?.profilePic ?? undefined}
                alt={user?.username ?? ''}
                sx={{ width: 34, height: 34, bgcolor: 'primary.main' }}
              >
                {(user?.username ?? '?').slice(0, 1).toUpperCase()}
              </Avatar>
            </Box>
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flex: 1, p: { xs: 2, sm: 3 }, maxWidth: 1280, width: '100%', mx: 'auto' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
