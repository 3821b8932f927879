import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { RequireAdmin, RequireStaff, RequireStudent } from '@/components/RouteGuards';
import { RouteError } from '@/components/RouteError';
import { ScrollToTop } from '@/components/ScrollToTop';
import { SkipLink } from '@/components/SkipLink';
import { useAppSelector } from '@/hooks/store';
import { roleOf, selectUser } from '@/lib/session';
import { PATHS } from '@/config/paths';
import { lazyWithPreload, setPagePreloader } from '@/lib/preload';

// Toasts and achievement popups (snackbars) load with the first one to show, not with the page.
const ToastHost = lazy(() => import('@/components/ToastHost').then((m) => ({ default: m.ToastHost })));
const AchievementPopups = lazy(() =>
  import('@/components/AchievementPopups').then((m) => ({ default: m.AchievementPopups })),
);
const { Component: StudentLayout, preload: loadStudentLayout } = lazyWithPreload(() =>
  import('./layouts/StudentLayout').then((m) => ({ default: m.StudentLayout })),
);
const { Component: AdminLayout, preload: loadAdminLayout } = lazyWithPreload(() =>
  import('@/features/admin/components/AdminLayout').then((m) => ({ default: m.AdminLayout })),
);

/** What a route keeps beside its element: how to start downloading its code (lib/preload.ts). */
type PageHandle = { preload: () => Promise<unknown> };

/** The question bank sits in the back-office for an admin and in the signed-in layout for a teacher. */
function StaffLayout() {
  const admin = roleOf(useAppSelector(selectUser)) === 'admin';
  return admin ? <AdminLayout /> : <StudentLayout />;
}

/** A page drawn from its own chunk, and how to start downloading it before it is drawn. */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const { Component, preload } = lazyWithPreload(load);
  return { element: <Component />, handle: { preload } satisfies PageHandle };
};

function Popups() {
  const toast = useAppSelector((s) => s.ui.toasts.length > 0);
  const achievement = useAppSelector((s) => s.ui.achievementQueue.length > 0);
  return (
    <>
      {toast && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      {achievement && (
        <Suspense fallback={null}>
          <AchievementPopups />
        </Suspense>
      )}
    </>
  );
}

function Root({ children }: { children?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      <Popups />
    </>
  );
}

const mcq = '/quiz/mcq/subject/:subjectName/class/:className/topic/:topicName/mode/:quizmode';
const saq = '/quiz/saq/subject/:subjectName/class/:className/topic/:topicName/mode/:quizmode';

export const studentRoutes: RouteObject[] = [
  { path: PATHS.studentHome, ...page(() => import('@/features/dashboard/routes/StudentDashboard')) },
  { path: PATHS.quizTable, ...page(() => import('@/features/dashboard/routes/QuizTable')) },
  { path: PATHS.resources, ...page(() => import('@/features/dashboard/routes/Resources')) },
  { path: PATHS.subjects, ...page(() => import('@/features/subjects/routes/SubjectsPage')) },
  { path: '/subjectDetails/:subject', ...page(() => import('@/features/subjects/routes/SubjectDetails')) },
  { path: '/subject/:subjectName/class/:classLevel/topics', ...page(() => import('@/features/subjects/routes/TopicsPage')) },
  {
    path: '/subject/:subjectName/class/:className/topic/:topicName/mode',
    ...page(() => import('@/features/subjects/routes/ModePage')),
  },
  { path: PATHS.startQuiz, ...page(() => import('@/features/quiz/routes/StartQuiz')) },
  {
    path: '/start-quiz/subject/:subjectName/class/:classLevel/topic/:topicName/mode/:quizmode',
    ...page(() => import('@/features/quiz/routes/StartQuiz')),
  },
  {
    path: '/quizdetails/quizType/:quizType/subject/:subjectName/class/:className/topic/:topicName/mode/:quizmode',
    ...page(() => import('@/features/quiz/routes/QuizInfo')),
  },
  { path: PATHS.quizInfo, ...page(() => import('@/features/quiz/routes/QuizInfo')) },
  { path: mcq, ...page(() => import('@/features/quiz/routes/McqQuizPage')) },
  { path: saq, ...page(() => import('@/features/quiz/routes/ShortQuizPage')) },
  { path: PATHS.mcqQuiz, ...page(() => import('@/features/quiz/routes/McqQuizPage')) },
  { path: PATHS.shortQuiz, ...page(() => import('@/features/quiz/routes/ShortQuizPage')) },
  { path: `${mcq}/quiz-results`, ...page(() => import('@/features/quiz/routes/McqResults')) },
  { path: PATHS.mcqResults, ...page(() => import('@/features/quiz/routes/McqResults')) },
  { path: `${saq}/shortQuizResult`, ...page(() => import('@/features/quiz/routes/ShortResults')) },
  { path: PATHS.shortResult, ...page(() => import('@/features/quiz/routes/ShortResults')) },
  { path: PATHS.weeklyShortResults, ...page(() => import('@/features/quiz/routes/ShortResults')) },
  { path: '/quiz-retake/:attemptId', ...page(() => import('@/features/quiz/routes/Retake')) },
  { path: PATHS.retake, ...page(() => import('@/features/quiz/routes/Retake')) },
  { path: PATHS.noQuiz, ...page(() => import('@/features/quiz/routes/NoQuiz')) },
  { path: PATHS.weeklyQuizzes, ...page(() => import('@/features/weekly/routes/WeeklyQuizzes')) },
  { path: PATHS.attempts, ...page(() => import('@/features/attempts/routes/AttemptsPage')) },
  { path: '/pastQuizess/:attemptId', ...page(() => import('@/features/attempts/routes/AttemptReviewPage')) },
  { path: PATHS.pastQuizTemplate, ...page(() => import('@/features/attempts/routes/AttemptReviewPage')) },
  { path: PATHS.leaderBoards, ...page(() => import('@/features/leaderboard/routes/LeaderBoard')) },
  { path: PATHS.reportCard, ...page(() => import('@/features/report-card/routes/ReportCard')) },
  { path: PATHS.settings, ...page(() => import('@/features/settings/routes/SettingsPage')) },
  { path: PATHS.updateUserDetails, ...page(() => import('@/features/settings/routes/UpdateUserDetails')) },
  { path: PATHS.updatePassword, ...page(() => import('@/features/settings/routes/UpdatePassword')) },
  { path: PATHS.notifications, ...page(() => import('@/features/notifications/routes/NotificationsPage')) },
];

/** The back-office (admins only). Paths match without regard to case, so /add-user also serves /add-User. */
export const adminRoutes: RouteObject[] = [
  { path: PATHS.adminHome, ...page(() => import('@/features/admin/routes/dashboard/AdminDashboard')) },
  { path: PATHS.manageUsers, ...page(() => import('@/features/admin/routes/users/ManageUsers')) },
  { path: PATHS.addUser, ...page(() => import('@/features/admin/routes/users/AddUser')) },
  { path: PATHS.importUsers, ...page(() => import('@/features/admin/routes/users/ImportUsers')) },
  { path: '/userDetails/:id', ...page(() => import('@/features/admin/routes/users/UserDetails')) },
  { path: '/edit-user/:id', ...page(() => import('@/features/admin/routes/users/EditUser')) },
  { path: PATHS.adminSettings, ...page(() => import('@/features/admin/settings/AdminSettings')) },
  { path: PATHS.updateAdminDetails, ...page(() => import('@/features/admin/settings/UpdateAdminDetails')) },
  { path: PATHS.updateAdminPassword, ...page(() => import('@/features/admin/settings/UpdateAdminPassword')) },
  { path: PATHS.recentActivity, ...page(() => import('@/features/admin/routes/activity/RecentActivity')) },
  {
    path: PATHS.recentQuizDetails,
    ...page(() => import('@/features/admin/routes/activity/Placeholders').then((m) => ({ default: m.QuizDetailsPlaceholder }))),
  },
  {
    path: PATHS.recentQuizzes,
    ...page(() => import('@/features/admin/routes/activity/Placeholders').then((m) => ({ default: m.QuizzesPlaceholder }))),
  },
  { path: PATHS.reports, ...page(() => import('@/features/admin/routes/activity/Reports')) },
  { path: PATHS.reviewUsers, ...page(() => import('@/features/admin/routes/activity/ReviewUsers')) },
  { path: PATHS.manageSubjects, ...page(() => import('@/features/admin/routes/subjects/ManageSubjects')) },
  { path: PATHS.addSubject, ...page(() => import('@/features/admin/routes/subjects/AddSubject')) },
  { path: '/subjectDisplayDetails/:id', ...page(() => import('@/features/admin/routes/subjects/SubjectDetails')) },
  { path: PATHS.manageQuizzes, ...page(() => import('@/features/admin/routes/quizzes/ManageQuizzes')) },
  { path: '/detailQuiz/:id', ...page(() => import('@/features/admin/routes/quizzes/QuizDetails')) },
  { path: PATHS.createQuiz, ...page(() => import('@/features/admin/routes/quizzes/CreateQuiz')) },
  { path: PATHS.manageTopics, ...page(() => import('@/features/admin/routes/topics/ManageTopics')) },
  { path: PATHS.addTopic, ...page(() => import('@/features/admin/routes/topics/AddTopic')) },
  { path: '/topicDisplayDetails/:id', ...page(() => import('@/features/admin/routes/topics/TopicDetails')) },
  { path: PATHS.manageAchievements, ...page(() => import('@/features/admin/routes/achievements/ManageAchievements')) },
  { path: PATHS.createAchievement, ...page(() => import('@/features/admin/routes/achievements/CreateAchievement')) },
  { path: PATHS.manageClasses, ...page(() => import('@/features/teaching/routes/ManageClasses')) },
  { path: PATHS.newClass, ...page(() => import('@/features/teaching/routes/ClassForm')) },
  { path: PATHS.editClass, ...page(() => import('@/features/teaching/routes/ClassForm')) },
  { path: PATHS.classDetails, ...page(() => import('@/features/teaching/routes/AdminClass')) },
];

/** The question bank (issue 16): admins and teachers. */
export const bankRoutes: RouteObject[] = [
  { path: PATHS.questionBank, ...page(() => import('@/features/bank/routes/BankList')) },
  { path: PATHS.newBankQuestion, ...page(() => import('@/features/bank/routes/QuestionEditor')) },
  { path: PATHS.importQuestions, ...page(() => import('@/features/bank/routes/ImportQuestions')) },
  { path: PATHS.bankQuiz, ...page(() => import('@/features/bank/routes/QuizBuilder')) },
  { path: PATHS.bankQuestion, ...page(() => import('@/features/bank/routes/QuestionEditor')) },
];

/** A teacher's classes, assignments, results and marking (issue 19): teachers and admins. */
export const teachingRoutes: RouteObject[] = [
  { path: PATHS.teacherHome, ...page(() => import('@/features/teaching/routes/TeacherHome')) },
  { path: PATHS.teacherClass, ...page(() => import('@/features/teaching/routes/TeacherClass')) },
  { path: PATHS.assignQuiz, ...page(() => import('@/features/teaching/routes/AssignQuiz')) },
  { path: PATHS.assignmentResults, ...page(() => import('@/features/teaching/routes/AssignmentResults')) },
  { path: PATHS.marking, ...page(() => import('@/features/teaching/routes/Marking')) },
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/', ...page(() => import('@/features/landing/routes/Landing')) },
      { path: PATHS.login, ...page(() => import('@/features/auth/routes/Login')) },
      { path: PATHS.forgotPassword, ...page(() => import('@/features/auth/routes/ForgotPassword')) },
      { path: PATHS.confirmEmail, ...page(() => import('@/features/auth/routes/ConfirmEmail')) },
      { path: PATHS.resetPasswordLink, ...page(() => import('@/features/auth/routes/ResetPassword')) },
      { path: PATHS.resetPassword, ...page(() => import('@/features/auth/routes/ResetPassword')) },
      { path: PATHS.logout, ...page(() => import('@/features/auth/routes/Logout')) },
      { path: PATHS.userJourney, ...page(() => import('@/features/onboarding/routes/UserJourney')) },
      // Outside the role layouts: their calls are refused until the one-time password is replaced.
      { path: PATHS.choosePassword, ...page(() => import('@/features/auth/routes/ChoosePassword')) },
      {
        element: (
          <RequireStudent>
            <StudentLayout />
          </RequireStudent>
        ),
        handle: { preload: loadStudentLayout } satisfies PageHandle,
        children: studentRoutes,
      },
      {
        element: (
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        ),
        handle: { preload: loadAdminLayout } satisfies PageHandle,
        children: adminRoutes,
      },
      {
        element: (
          <RequireStaff>
            <StaffLayout />
          </RequireStaff>
        ),
        children: [...bankRoutes, ...teachingRoutes],
      },
      { path: PATHS.home, element: <Navigate to="/" replace /> },
      { path: '*', ...page(() => import('@/components/NotFound')) },
    ],
  },
];

// A page and its layout download side by side (lib/preload.ts). The staff pages' layout depends
// on who is signed in, so only their page's own code starts early.
setPagePreloader((path) =>
  Promise.all(
    (matchRoutes(routes, path) ?? []).map(({ route }) => (route.handle as PageHandle | undefined)?.preload()),
  ),
);
