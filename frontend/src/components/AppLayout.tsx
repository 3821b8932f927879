import { Suspense, useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { NavLink, Outlet, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { PageLoader } from '@/components/PageLoader';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { MAIN_ID } from '@/components/SkipLink';

export interface NavItem {
  to: string;
  /** The translation key of the link's text. */
  label: string;
  icon: ReactNode;
}

export interface AppLayoutProps {
  /** Where the logo leads (the role's home). */
  home: string;
  drawerWidth: number;
  mainMaxWidth: number;
  nav: { label: string; items: NavItem[]; dense?: boolean };
  /** The mobile menu, when it differs from the sidebar. */
  mobileNav?: { label: string; items: NavItem[] };
  /** Under the sidebar's links, and under the mobile menu's. */
  sidebarFooter?: ReactNode;
  mobileFooter?: ReactNode;
  /** The header's first item after the menu button (a logo on phones, a title). */
  brand: ReactNode;
  search: ReactNode;
  /** Header buttons before the settings and notifications icons. */
  actions?: ReactNode;
  settings: { to: string; label: string };
  notifications: { to: string; label: string };
}

function NavList({ items, dense, onNavigate }: { items: NavItem[]; dense?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <List dense={dense}>
      {items.map((item) => (
        <ListItem key={`${item.to} ${item.label}`} disablePadding>
          <ListItemButton component={NavLink} to={item.to} end={item.to === '/'} onClick={onNavigate}>
            <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
            <ListItemText primary={t(item.label)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Sidebar, mobile menu and header, the same for every role; each role passes its links and header items. */
export function AppLayout(props: AppLayoutProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const { drawerWidth: width, nav } = props;
  const mobileNav = props.mobileNav ?? nav;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Drawer
        variant="permanent"
        sx={{ display: { xs: 'none', md: 'block' }, width, flexShrink: 0, '& .MuiDrawer-paper': { width }, '@media print': { display: 'none' } }}
      >
        {/* The whole sidebar is a landmark (complementary), so that the logo and the help box are in one too. */}
        <Box component="aside" sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
          <Toolbar>
            <RouterLink to={props.home} style={{ textDecoration: 'none' }}>
              <Logo />
            </RouterLink>
          </Toolbar>
          <Box component="nav" aria-label={t(nav.label)}>
            <NavList items={nav.items} dense={nav.dense} />
          </Box>
          {props.sidebarFooter && <Box sx={{ mt: 'auto' }}>{props.sidebarFooter}</Box>}
        </Box>
      </Drawer>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: false }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: Math.min(width, 300) } }}
        slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': t(mobileNav.label) } }}
      >
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Logo />
          <IconButton aria-label={t('nav.closeMenu')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Box component="nav" aria-label={t(mobileNav.label)}>
          <NavList items={mobileNav.items} dense={nav.dense} onNavigate={() => setOpen(false)} />
        </Box>
        <Box sx={{ px: 2, pt: 1 }}>
          <LanguageSwitch fullWidth />
        </Box>
        {props.mobileFooter}
      </Drawer>

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          sx={{ borderBottom: '1px solid #e3e7e2', bgcolor: 'background.paper', color: 'text.primary', '@media print': { display: 'none' } }}
        >
          <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, md: 0 } }}>
            <IconButton
              aria-label={t('nav.openMenu')}
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
              sx={{ display: { md: 'none' }, '& svg': { fontSize: 'clamp(12px, 7vw, 48px)' } }}
            >
              <MenuIcon />
            </IconButton>
            {props.brand}
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
              {props.search}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: { md: 'auto' } }}>
              <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                <LanguageSwitch />
              </Box>
              {props.actions}
              <Tooltip title={t(props.settings.label)}>
                <IconButton component={RouterLink} to={props.settings.to} aria-label={t(props.settings.label)}>
                  <SettingsOutlined />
                </IconButton>
              </Tooltip>
              <Tooltip title={t(props.notifications.label)}>
                <IconButton component={RouterLink} to={props.notifications.to} aria-label={t(props.notifications.label)}>
                  <NotificationsOutlined />
                </IconButton>
              </Tooltip>
              <Avatar src={user?.profilePic ?? undefined} alt={user?.username ?? ''} sx={{ width: '2.125rem', height: '2.125rem', bgcolor: 'primary.main' }}>
                {(user?.username ?? '?').slice(0, 1).toUpperCase()}
              </Avatar>
            </Box>
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flex: 1, p: { xs: 2, sm: 3 }, maxWidth: props.mainMaxWidth, width: '100%', mx: 'auto', '@media print': { p: 0, maxWidth: 'none' } }}
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
