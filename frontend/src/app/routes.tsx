import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { RequireAdmin, RequireStaff, RequireStudent } from '@/components/RouteGuards';
import { RouteError } from '@/components/RouteError';
import { ScrollToTop } from '@/components/ScrollToTop';
import { SkipLink } from '@/components/SkipLink';
import { useAppSelector } from '@/hooks/store';
import { roleOf, selectUser } from '@/lib/session';
import { PATHS } from '@/config/paths';

// Toasts and achievement popups (snackbars) load with the first one to show, not with the page.
const ToastHost = lazy(() => import('@/components/ToastHost').then((m) => ({ default: m.ToastHost })));
const AchievementPopups = lazy(() =>
  import('@/components/AchievementPopups').then((m) => ({ default: m.AchievementPopups })),
);
const StudentLayout = lazy(() => import('./layouts/StudentLayout').then((m) => ({ default: m.StudentLayout })));
const AdminLayout = lazy(() => import('@/features/admin/components/AdminLayout').then((m) => ({ default: m.AdminLayout })));

/** The question bank sits in the back-office for an admin and in the signed-in layout for a teacher. */
function StaffLayout() {
  const admin = roleOf(useAppSelector(selectUser)) === 'admin';
  return admin ? <AdminLayout /> : <StudentLayout />;
}

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
  { path: PATHS.studentHome, element: page(() => import('@/features/dashboard/routes/StudentDashboard')) },
  { path: PATHS.quizTable, element: page(() => import('@/features/dashboard/routes/QuizTable')) },
  { path: PATHS.resources, element: page(() => import('@/features/dashboard/routes/Resources')) },
  { path: PATHS.subjects, element: page(() => import('@/features/subjects/routes/SubjectsPage')) },
  { path: '/subjectDetails/:subject', element: page(() => import('@/features/subjects/routes/SubjectDetails')) },
  { path: '/subject/:subjectName/class/:classLevel/topics', element: page(() => import('@/features/subjects/routes/TopicsPage')) },
  {
    path: '/subject/:subjectName/class/:className/topic/:topicName/mode',
    element: page(() => import('@/features/subjects/routes/ModePage')),
  },
  { path: PATHS.startQuiz, element: page(() => import('@/features/quiz/routes/StartQuiz')) },
  {
    path: '/start-quiz/subject/:subjectName/class/:classLevel/topic/:topicName/mode/:quizmode',
    element: page(() => import('@/features/quiz/routes/StartQuiz')),
  },
  {
    path: '/quizdetails/quizType/:quizType/subject/:subjectName/class/:className/topic/:topicName/mode/:quizmode',
    element: page(() => import('@/features/quiz/routes/QuizInfo')),
  },
  { path: PATHS.quizInfo, element: page(() => import('@/features/quiz/routes/QuizInfo')) },
  { path: mcq, element: page(() => import('@/features/quiz/routes/McqQuizPage')) },
  { path: saq, element: page(() => import('@/features/quiz/routes/ShortQuizPage')) },
  { path: PATHS.mcqQuiz, element: page(() => import('@/features/quiz/routes/McqQuizPage')) },
  { path: PATHS.shortQuiz, element: page(() => import('@/features/quiz/routes/ShortQuizPage')) },
  { path: `${mcq}/quiz-results`, element: page(() => import('@/features/quiz/routes/McqResults')) },
  { path: PATHS.mcqResults, element: page(() => import('@/features/quiz/routes/McqResults')) },
  { path: `${saq}/shortQuizResult`, element: page(() => import('@/features/quiz/routes/ShortResults')) },
  { path: PATHS.shortResult, element: page(() => import('@/features/quiz/routes/ShortResults')) },
  { path: PATHS.weeklyShortResults, element: page(() => import('@/features/quiz/routes/ShortResults')) },
  { path: '/quiz-retake/:attemptId', element: page(() => import('@/features/quiz/routes/Retake')) },
  { path: PATHS.retake, element: page(() => import('@/features/quiz/routes/Retake')) },
  { path: PATHS.noQuiz, element: page(() => import('@/features/quiz/routes/NoQuiz')) },
  { path: PATHS.weeklyQuizzes, element: page(() => import('@/features/weekly/routes/WeeklyQuizzes')) },
  { path: PATHS.attempts, element: page(() => import('@/features/attempts/routes/AttemptsPage')) },
  { path: '/pastQuizess/:attemptId', element: page(() => import('@/features/attempts/routes/AttemptReviewPage')) },
  { path: PATHS.pastQuizTemplate, element: page(() => import('@/features/attempts/routes/AttemptReviewPage')) },
  { path: PATHS.leaderBoards, element: page(() => import('@/features/leaderboard/routes/LeaderBoard')) },
  { path: PATHS.reportCard, element: page(() => import('@/features/report-card/routes/ReportCard')) },
  { path: PATHS.settings, element: page(() => import('@/features/settings/routes/SettingsPage')) },
  { path: PATHS.updateUserDetails, element: page(() => import('@/features/settings/routes/UpdateUserDetails')) },
  { path: PATHS.updatePassword, element: page(() => import('@/features/settings/routes/UpdatePassword')) },
  { path: PATHS.notifications, element: page(() => import('@/features/notifications/routes/NotificationsPage')) },
];

/** The back-office (admins only). Paths match without regard to case, so /add-user also serves /add-User. */
export const adminRoutes: RouteObject[] = [
  { path: PATHS.adminHome, element: page(() => import('@/features/admin/routes/dashboard/AdminDashboard')) },
  { path: PATHS.manageUsers, element: page(() => import('@/features/admin/routes/users/ManageUsers')) },
  { path: PATHS.addUser, element: page(() => import('@/features/admin/routes/users/AddUser')) },
  { path: PATHS.importUsers, element: page(() => import('@/features/admin/routes/users/ImportUsers')) },
  { path: '/userDetails/:id', element: page(() => import('@/features/admin/routes/users/UserDetails')) },
  { path: '/edit-user/:id', element: page(() => import('@/features/admin/routes/users/EditUser')) },
  { path: PATHS.adminSettings, element: page(() => import('@/features/admin/settings/AdminSettings')) },
  { path: PATHS.updateAdminDetails, element: page(() => import('@/features/admin/settings/UpdateAdminDetails')) },
  { path: PATHS.updateAdminPassword, element: page(() => import('@/features/admin/settings/UpdateAdminPassword')) },
  { path: PATHS.recentActivity, element: page(() => import('@/features/admin/routes/activity/RecentActivity')) },
  {
    path: PATHS.recentQuizDetails,
    element: page(() => import('@/features/admin/routes/activity/Placeholders').then((m) => ({ default: m.QuizDetailsPlaceholder }))),
  },
  {
    path: PATHS.recentQuizzes,
    element: page(() => import('@/features/admin/routes/activity/Placeholders').then((m) => ({ default: m.QuizzesPlaceholder }))),
  },
  { path: PATHS.reports, element: page(() => import('@/features/admin/routes/activity/Reports')) },
  { path: PATHS.reviewUsers, element: page(() => import('@/features/admin/routes/activity/ReviewUsers')) },
  { path: PATHS.manageSubjects, element: page(() => import('@/features/admin/routes/subjects/ManageSubjects')) },
  { path: PATHS.addSubject, element: page(() => import('@/features/admin/routes/subjects/AddSubject')) },
  { path: '/subjectDisplayDetails/:id', element: page(() => import('@/features/admin/routes/subjects/SubjectDetails')) },
  { path: PATHS.manageQuizzes, element: page(() => import('@/features/admin/routes/quizzes/ManageQuizzes')) },
  { path: '/detailQuiz/:id', element: page(() => import('@/features/admin/routes/quizzes/QuizDetails')) },
  { path: PATHS.createQuiz, element: page(() => import('@/features/admin/routes/quizzes/CreateQuiz')) },
  { path: PATHS.manageTopics, element: page(() => import('@/features/admin/routes/topics/ManageTopics')) },
  { path: PATHS.addTopic, element: page(() => import('@/features/admin/routes/topics/AddTopic')) },
  { path: '/topicDisplayDetails/:id', element: page(() => import('@/features/admin/routes/topics/TopicDetails')) },
  { path: PATHS.manageAchievements, element: page(() => import('@/features/admin/routes/achievements/ManageAchievements')) },
  { path: PATHS.createAchievement, element: page(() => import('@/features/admin/routes/achievements/CreateAchievement')) },
  { path: PATHS.manageClasses, element: page(() => import('@/features/teaching/routes/ManageClasses')) },
  { path: PATHS.newClass, element: page(() => import('@/features/teaching/routes/ClassForm')) },
  { path: PATHS.editClass, element: page(() => import('@/features/teaching/routes/ClassForm')) },
  { path: PATHS.classDetails, element: page(() => import('@/features/teaching/routes/AdminClass')) },
];

/** The question bank (issue 16): admins and teachers. */
export const bankRoutes: RouteObject[] = [
  { path: PATHS.questionBank, element: page(() => import('@/features/bank/routes/BankList')) },
  { path: PATHS.newBankQuestion, element: page(() => import('@/features/bank/routes/QuestionEditor')) },
  { path: PATHS.importQuestions, element: page(() => import('@/features/bank/routes/ImportQuestions')) },
  { path: PATHS.bankQuiz, element: page(() => import('@/features/bank/routes/QuizBuilder')) },
  { path: PATHS.bankQuestion, element: page(() => import('@/features/bank/routes/QuestionEditor')) },
];

/** A teacher's classes, assignments, results and marking (issue 19): teachers and admins. */
export const teachingRoutes: RouteObject[] = [
  { path: PATHS.teacherHome, element: page(() => import('@/features/teaching/routes/TeacherHome')) },
  { path: PATHS.teacherClass, element: page(() => import('@/features/teaching/routes/TeacherClass')) },
  { path: PATHS.assignQuiz, element: page(() => import('@/features/teaching/routes/AssignQuiz')) },
  { path: PATHS.assignmentResults, element: page(() => import('@/features/teaching/routes/AssignmentResults')) },
  { path: PATHS.marking, element: page(() => import('@/features/teaching/routes/Marking')) },
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: page(() => import('@/features/landing/routes/Landing')) },
      { path: PATHS.login, element: page(() => import('@/features/auth/routes/Login')) },
      { path: PATHS.forgotPassword, element: page(() => import('@/features/auth/routes/ForgotPassword')) },
      { path: PATHS.confirmEmail, element: page(() => import('@/features/auth/routes/ConfirmEmail')) },
      { path: PATHS.resetPasswordLink, element: page(() => import('@/features/auth/routes/ResetPassword')) },
      { path: PATHS.resetPassword, element: page(() => import('@/features/auth/routes/ResetPassword')) },
      { path: PATHS.logout, element: page(() => import('@/features/auth/routes/Logout')) },
      { path: PATHS.userJourney, element: page(() => import('@/features/onboarding/routes/UserJourney')) },
      // Outside the role layouts: their calls are refused until the one-time password is replaced.
      { path: PATHS.choosePassword, element: page(() => import('@/features/auth/routes/ChoosePassword')) },
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
      {
        element: (
          <RequireStaff>
            <StaffLayout />
          </RequireStaff>
        ),
        children: [...bankRoutes, ...teachingRoutes],
      },
      { path: PATHS.home, element: <Navigate to="/" replace /> },
      { path: '*', element: page(() => import('@/components/NotFound')) },
    ],
  },
];
