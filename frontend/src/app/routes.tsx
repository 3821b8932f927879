import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/Feedback';
import { RequireAdmin, RequireStudent } from '@/components/RouteGuards';
import { ScrollToTop } from '@/components/ScrollToTop';
import { ToastHost } from '@/components/ToastHost';
import { AchievementPopups } from '@/components/AchievementPopups';

const StudentLayout = lazy(() => import('./layouts/StudentLayout').then((m) => ({ default: m.StudentLayout })));

const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Component = lazy(load);
  return <Component />;
};

function Root({ children }: { children?: ReactNode }) {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      <ToastHost />
      <AchievementPopups />
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

export const routes: RouteObject[] = [
  {
    element: <Root />,
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
        path: '/adminDashboard',
        element: <RequireAdmin>{page(() => import('@/features/admin/routes/AdminPlaceholder'))}</RequireAdmin>,
      },
      { path: '/home', element: <Navigate to="/" replace /> },
      { path: '*', element: page(() => import('@/components/NotFound')) },
    ],
  },
];
