import { M } from '@app/contract';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Inventory2 from '@mui/icons-material/Inventory2';
import MenuIcon from '@mui/icons-material/Menu';
import Payments from '@mui/icons-material/Payments';
import Settings from '@mui/icons-material/Settings';
import Summarize from '@mui/icons-material/Summarize';
import type { SvgIconComponent } from '@mui/icons-material';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import {
  AppBar,
  Avatar,
  Box,
  Collapse,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { api } from '../api/typed';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { features } from '../features';
import { type Auth, authStore, useAuth } from './auth-store';
import type { MenuEntry } from './feature';

const DRAWER = 260;

/** Items the specification lists without a link. */
const LINKLESS = [
  { label: 'Donation Management', icon: VolunteerActivism },
  { label: 'Fixed Asset', icon: Inventory2 },
  { label: 'Payroll', icon: Payments },
  { label: 'Document Repository', icon: FolderOpen },
];

/**
 * Groups drawn where their first entry's order puts them (Reports, open until closed: the statements are
 * what a treasurer opens most); the other groups (Settings) close the menu, after the link-less items.
 */
const INLINE_GROUPS: Record<string, SvgIconComponent> = { Reports: Summarize };

const pathOf = (e: MenuEntry, auth: Auth) => (typeof e.path === 'function' ? e.path(auth) : e.path);

export function Layout() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({
    Settings: location.pathname.match(/fund-program|functional-expenses/) !== null,
    Reports: true,
  });
  const entries = features
    .flatMap((f) => f.menu ?? [])
    .filter((e) => e.visible(auth))
    .sort((a, b) => a.order - b.order);
  // Top entries and inline groups in menu order (a group at its first entry), then the other groups.
  const top = entries.filter((e) => !e.group || (e.group in INLINE_GROUPS && entries.find((x) => x.group === e.group) === e));
  const groups = [...new Set(entries.filter((e) => e.group && !(e.group in INLINE_GROUPS)).map((e) => e.group as string))];
  const user = auth.user;
  // Below 900 px the menu is a drawer opened from the top bar; it closes when a page is chosen.
  const narrow = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every route change
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const logout = async () => {
    setAnchor(null);
    // Revoke the session on the server; storage goes whatever the answer.
    await api.post('/logout', { body: {} }).catch(() => undefined);
    authStore.clear();
    navigate('/login', { replace: true });
  };

  const item = (e: MenuEntry, nested = false) => {
    const to = pathOf(e, auth);
    const Icon = e.icon;
    return (
      <ListItemButton
        key={e.label}
        component={RouterLink}
        to={to}
        selected={location.pathname === to}
        aria-current={location.pathname === to ? 'page' : undefined}
        sx={{ pl: nested ? 4 : 2 }}
      >
        {Icon && (
          <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText primary={e.label} />
      </ListItemButton>
    );
  };

  const group = (g: string) => {
    const Icon = INLINE_GROUPS[g] ?? Settings;
    return (
      <Box key={g}>
        <ListItemButton aria-expanded={!!openGroups[g]} onClick={() => setOpenGroups((o) => ({ ...o, [g]: !o[g] }))}>
          <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={g} />
          {openGroups[g] ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={openGroups[g]}>
          <List component="div" dense disablePadding>
            {entries.filter((e) => e.group === g).map((e) => item(e, true))}
          </List>
        </Collapse>
      </Box>
    );
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          {narrow && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open menu"
              aria-controls="main-menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Box
            component={RouterLink}
            to="/app/dashboard"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none', flexGrow: 1, minWidth: 0 }}
          >
            <img src="/logo.svg" alt="Logo" width={34} height={34} />
            <Typography variant="h6" component="span" noWrap sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>
              Church Accounting
            </Typography>
          </Box>
          <Tooltip title="My account">
            <IconButton component={RouterLink} to="/app/account" aria-label="My account" sx={{ p: 0.5 }}>
              <Avatar aria-hidden sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', width: 34, height: 34 }}>
                {user?.firstName?.[0]?.toUpperCase()}
              </Avatar>
            </IconButton>
          </Tooltip>
          <IconButton color="inherit" aria-label="User menu" onClick={(e) => setAnchor(e.currentTarget)}>
            <ExpandMore />
          </IconButton>
          <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            <MenuItem
              onClick={() => {
                setAnchor(null);
                navigate('/app/account');
              }}
            >
              Profile
            </MenuItem>
            <MenuItem onClick={logout}>Logout</MenuItem>
          </Menu>
        </Toolbar>
      </AppBar>
      <Drawer
        id="main-menu"
        variant={narrow ? 'temporary' : 'permanent'}
        open={narrow ? menuOpen : true}
        onClose={() => setMenuOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: narrow ? undefined : DRAWER,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER, boxSizing: 'border-box', bgcolor: 'primary.dark', color: '#e8edf5' },
        }}
      >
        {/* Under the app bar in both variants (the bar stays above the drawer). */}
        <Toolbar />
        {/* A landmark of its own, so that no content sits outside one (axe 'region'). */}
        <Box component="section" aria-label="Signed in as" sx={{ px: 2, py: 2, borderBottom: '1px solid rgba(255,255,255,0.12)' }}>
          <Typography fontWeight={600} data-testid="sidebar-user">
            {user?.firstName}
          </Typography>
          <Typography variant="body2" sx={{ color: '#c5d0e0' }} data-testid="sidebar-label">
            {auth.isSuperAdmin ? M.superAdminLabel : user?.companyName}
          </Typography>
        </Box>
        <List component="nav" aria-label="Main menu" dense sx={{ '& .Mui-selected': { bgcolor: 'rgba(255,255,255,0.14) !important' } }}>
          {top.map((e) => (e.group ? group(e.group) : item(e)))}
          {LINKLESS.map(({ label, icon: Icon }) => (
            <ListItemButton key={label} disabled sx={{ opacity: '1 !important', color: '#aebbd0' }}>
              <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          ))}
          {groups.map((g) => group(g))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Toolbar />
        <Suspense fallback={<LoadingOverlay />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
