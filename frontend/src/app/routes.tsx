import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { RequireAdmin, RequireStudent } from '@/components/RouteGuards';
import { RouteError } from '@/components/RouteError';
import { ScrollToTop } from '@/components/ScrollToTop';
import { useAppSelector } from '@/hooks/store';

// Toasts and achievement popups (snackbars) load with the first one to show, not with the page.
const ToastHost = lazy(() => import('@/components/ToastHost').then((m) => ({ default: m.ToastHost })));
const AchievementPopups = lazy(() =>
  import('@/components/AchievementPopups').then((m) => ({ default: m.AchievementPopups })),
);
const StudentLayout = lazy(() => import('./layouts/StudentLayout').then((m) => ({ default: m.StudentLayout })));
const AdminLayout = lazy(() => import('@/features/admin/components/AdminLayout').then((m) => ({ default: m.AdminLayout })));

const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Component = lazy(load);
  return <Component />;
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
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      <Popups />
    </>
  );
}

const mcq = '/quiz/mcq/subject/:subjectName/class/:className/topic/:topicName/mode/:quizmode';
const saq = '/quiz/saq/subject/:subjectName/class/:className/topic/:topicName/mode/:quizmode';

export const studentRoutes: RouteObject[] = [
  { path: '/studentDashboard', element: page(() => import('@/features/dashboard/routes/StudentDashboard')) },
  { path: '/student/quiz-table', element: page(() => import('@/features/dashboard/routes/QuizTable')) },
  { path: '/student/resources', element: page(() => import('@/features/dashboard/routes/Resources')) },
  { path: '/subjects', element: page(() => import('@/features/subjects/routes/SubjectsPage')) },
  { path: '/subjectDetails/:subject', element: page(() => import('@/features/subjects/routes/SubjectDetails')) },
  { path: '/subject/:subjectName/class/:classLevel/topics', element: page(() => import('@/features/subjects/routes/TopicsPage')) },
  {
    path: '/subject/:subjectName/class/:className/topic/:topicName/mode',
    element: page(() => import('@/features/subjects/routes/ModePage')),
  },
  { path: '/start-quiz', element: page(() => import('@/features/quiz/routes/StartQuiz')) },
  {
    path: '/start-quiz/subject/:subjectName/class/:classLevel/topic/:topicName/mode/:quizmode',
    element: page(() => import('@/features/quiz/routes/StartQuiz')),
  },
  {
    path: '/quizdetails/quizType/:quizType/subject/:subjectName/class/:className/topic/:topicName/mode/:quizmode',
    element: page(() => import('@/features/quiz/routes/QuizInfo')),
  },
  { path: '/quizDetails', element: page(() => import('@/features/quiz/routes/QuizInfo')) },
  { path: mcq, element: page(() => import('@/features/quiz/routes/McqQuizPage')) },
  { path: saq, element: page(() => import('@/features/quiz/routes/ShortQuizPage')) },
  { path: '/newQuizTake', element: page(() => import('@/features/quiz/routes/McqQuizPage')) },
  { path: '/newShortQuiz', element: page(() => import('@/features/quiz/routes/ShortQuizPage')) },
  { path: `${mcq}/quiz-results`, element: page(() => import('@/features/quiz/routes/McqResults')) },
  { path: '/quiz-results-2', element: page(() => import('@/features/quiz/routes/McqResults')) },
  { path: `${saq}/shortQuizResult`, element: page(() => import('@/features/quiz/routes/ShortResults')) },
  { path: '/shortQuizResult', element: page(() => import('@/features/quiz/routes/ShortResults')) },
  { path: '/weeklyShortQuizResults', element: page(() => import('@/features/quiz/routes/ShortResults')) },
  { path: '/quiz-retake/:attemptId', element: page(() => import('@/features/quiz/routes/Retake')) },
  { path: '/quiz-retake', element: page(() => import('@/features/quiz/routes/Retake')) },
  { path: '/quiz-page', element: page(() => import('@/features/quiz/routes/NoQuiz')) },
  { path: '/weeklyQuizzes', element: page(() => import('@/features/weekly/routes/WeeklyQuizzes')) },
  { path: '/quiz-attempts', element: page(() => import('@/features/attempts/routes/AttemptsPage')) },
  { path: '/pastQuizess/:attemptId', element: page(() => import('@/features/attempts/routes/AttemptReviewPage')) },
  { path: '/pastQuizDetailTemplate', element: page(() => import('@/features/attempts/routes/AttemptReviewPage')) },
  { path: '/leaderBoards', element: page(() => import('@/features/leaderboard/routes/LeaderBoard')) },
  { path: '/report-card', element: page(() => import('@/features/report-card/routes/ReportCard')) },
  { path: '/settings', element: page(() => import('@/features/settings/routes/SettingsPage')) },
  { path: '/updateUserDetails', element: page(() => import('@/features/settings/routes/UpdateUserDetails')) },
  { path: '/update-password', element: page(() => import('@/features/settings/routes/UpdatePassword')) },
  { path: '/notifications', element: page(() => import('@/features/notifications/routes/NotificationsPage')) },
];

/** The back-office (admins only). Paths match without regard to case, so /add-user also serves /add-User. */
export const adminRoutes: RouteObject[] = [
  { path: '/adminDashboard', element: page(() => import('@/features/admin/routes/dashboard/AdminDashboard')) },
  { path: '/manage-users', element: page(() => import('@/features/admin/routes/users/ManageUsers')) },
  { path: '/add-user', element: page(() => import('@/features/admin/routes/users/AddUser')) },
  { path: '/userDetails/:id', element: page(() => import('@/features/admin/routes/users/UserDetails')) },
  { path: '/edit-user/:id', element: page(() => import('@/features/admin/routes/users/EditUser')) },
  { path: '/adminSettings', element: page(() => import('@/features/admin/settings/AdminSettings')) },
  { path: '/updateAdminDetails', element: page(() => import('@/features/admin/settings/UpdateAdminDetails')) },
  { path: '/updateAdminpassword', element: page(() => import('@/features/admin/settings/UpdateAdminPassword')) },
  { path: '/quiz', element: page(() => import('@/features/admin/routes/activity/RecentActivity')) },
  {
    path: '/quiz-details',
    element: page(() => import('@/features/admin/routes/activity/Placeholders').then((m) => ({ default: m.QuizDetailsPlaceholder }))),
  },
  {
    path: '/quizzes',
    element: page(() => import('@/features/admin/routes/activity/Placeholders').then((m) => ({ default: m.QuizzesPlaceholder }))),
  },
  { path: '/reports', element: page(() => import('@/features/admin/routes/activity/Reports')) },
  { path: '/review-users', element: page(() => import('@/features/admin/routes/activity/ReviewUsers')) },
  { path: '/manage-subjects', element: page(() => import('@/features/admin/routes/subjects/ManageSubjects')) },
  { path: '/add-subject', element: page(() => import('@/features/admin/routes/subjects/AddSubject')) },
  { path: '/subjectDisplayDetails/:id', element: page(() => import('@/features/admin/routes/subjects/SubjectDetails')) },
  { path: '/manage-quizzes', element: page(() => import('@/features/admin/routes/quizzes/ManageQuizzes')) },
  { path: '/detailQuiz/:id', element: page(() => import('@/features/admin/routes/quizzes/QuizDetails')) },
  { path: '/create-quiz', element: page(() => import('@/features/admin/routes/quizzes/CreateQuiz')) },
  { path: '/manage-topics', element: page(() => import('@/features/admin/routes/topics/ManageTopics')) },
  { path: '/add-topic', element: page(() => import('@/features/admin/routes/topics/AddTopic')) },
  { path: '/topicDisplayDetails/:id', element: page(() => import('@/features/admin/routes/topics/TopicDetails')) },
  { path: '/manage-achievement', element: page(() => import('@/features/admin/routes/achievements/ManageAchievements')) },
  { path: '/create-achievement', element: page(() => import('@/features/admin/routes/achievements/CreateAchievement')) },
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: page(() => import('@/features/landing/routes/Landing')) },
      { path: '/login', element: page(() => import('@/features/auth/routes/Login')) },
      { path: '/forgot-password', element: page(() => import('@/features/auth/routes/ForgotPassword')) },
      { path: '/reset-password/:token', element: page(() => import('@/features/auth/routes/ResetPassword')) },
      { path: '/logout', element: page(() => import('@/features/auth/routes/Logout')) },
      { path: '/userJourney', element: page(() => import('@/features/onboarding/routes/UserJourney')) },
      {
        element: (
          <RequireStudent>
            <StudentLayout />
          </RequireStudent>
        ),
        children: studentRoutes,
      },
      {
        element: (
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        ),
        children: adminRoutes,
      },
      { path: '/home', element: <Navigate to="/" replace /> },
      { path: '*', element: page(() => import('@/components/NotFound')) },
    ],
  },
];
