import { useEffect } from 'react';
import Box from '@mui/material/Box';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { AppLayout, type NavItem } from '@/components/AppLayout';
import { Logo } from '@/components/Logo';
import { PATHS } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { roleOf, selectUser } from '@/lib/session';
import { HeaderSearch } from '@/features/search/components/HeaderSearch';

const NAV: NavItem[] = [
  { to: PATHS.studentHome, label: 'nav.home', icon: <HomeOutlined /> },
  { to: PATHS.subjects, label: 'nav.subjects', icon: <MenuBookOutlined /> },
  { to: PATHS.weeklyQuizzes, label: 'nav.weeklyQuizzes', icon: <EventNoteOutlined /> },
  { to: PATHS.leaderBoards, label: 'nav.leaderBoard', icon: <LeaderboardOutlined /> },
  { to: PATHS.reportCard, label: 'nav.reportCard', icon: <AssessmentOutlined /> },
  { to: PATHS.settings, label: 'nav.settings', icon: <SettingsOutlined /> },
  { to: PATHS.logout, label: 'nav.logout', icon: <LogoutOutlined /> },
];

/** A teacher starts from their classes, and also has the question bank, before Settings. */
const TEACHER_NAV: NavItem[] = [
  { to: PATHS.teacherHome, label: 'nav.myClasses', icon: <SchoolOutlined /> },
  ...NAV.slice(0, -2),
  { to: PATHS.questionBank, label: 'nav.questionBank', icon: <LibraryBooksOutlined /> },
  ...NAV.slice(-2),
];

/** The student's sidebar, mobile menu and header (global search, quiz search, language, settings, notifications). */
export function StudentLayout() {
  const teacher = roleOf(useAppSelector(selectUser)) === 'teacher';
  // Saves and a submission left waiting (offline, then a reload or another page) go when the
  // network is back, whichever student page is open.
  useEffect(() => {
    void import('@/features/quiz/offline').then((m) => m.getOutbox()).catch(() => undefined);
  }, []);
  return (
    <AppLayout
      home={teacher ? PATHS.teacherHome : PATHS.studentHome}
      drawerWidth={248}
      mainMaxWidth={1280}
      nav={{ label: 'nav.mainNav', items: teacher ? TEACHER_NAV : NAV }}
      brand={
        <Box sx={{ display: { xs: 'block', md: 'none' }, flex: 1 }}>
          <Logo size={28} />
        </Box>
      }
      search={
        <>
          <HeaderSearch kind="global" />
          <HeaderSearch kind="quizzes" />
        </>
      }
      settings={{ to: PATHS.settings, label: 'nav.settings' }}
      notifications={{ to: PATHS.notifications, label: 'nav.notifications' }}
    />
  );
}
