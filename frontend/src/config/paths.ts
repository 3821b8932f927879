/**
 * Every screen's address (spec: the route tables), written once. Links, redirects and the
 * router all read them from here; the parameterised ones are functions.
 */
export const PATHS = {
  landing: '/',
  home: '/home',
  login: '/login',
  logout: '/logout',
  forgotPassword: '/forgot-password',
  // The spec's older link form; links now carry the token in the fragment (`/reset-password#token=`).
  resetPassword: '/reset-password/:token',
  resetPasswordLink: '/reset-password',
  confirmEmail: '/confirm-email',
  userJourney: '/userJourney',
  /** Signed in with a one-time password: a password of one's own first. */
  choosePassword: '/choose-password',

  studentHome: '/studentDashboard',
  quizTable: '/student/quiz-table',
  resources: '/student/resources',
  subjects: '/subjects',
  startQuiz: '/start-quiz',
  quizInfo: '/quizDetails',
  mcqQuiz: '/newQuizTake',
  shortQuiz: '/newShortQuiz',
  mcqResults: '/quiz-results-2',
  shortResult: '/shortQuizResult',
  weeklyShortResults: '/weeklyShortQuizResults',
  retake: '/quiz-retake',
  noQuiz: '/quiz-page',
  weeklyQuizzes: '/weeklyQuizzes',
  attempts: '/quiz-attempts',
  pastQuizTemplate: '/pastQuizDetailTemplate',
  leaderBoards: '/leaderBoards',
  reportCard: '/report-card',
  settings: '/settings',
  updateUserDetails: '/updateUserDetails',
  updatePassword: '/update-password',
  notifications: '/notifications',

  adminHome: '/adminDashboard',
  manageUsers: '/manage-users',
  addUser: '/add-user',
  importUsers: '/admin/users/import',
  adminSettings: '/adminSettings',
  updateAdminDetails: '/updateAdminDetails',
  updateAdminPassword: '/updateAdminpassword',
  recentActivity: '/quiz',
  recentQuizDetails: '/quiz-details',
  recentQuizzes: '/quizzes',
  reports: '/reports',
  reviewUsers: '/review-users',
  manageSubjects: '/manage-subjects',
  addSubject: '/add-subject',
  manageQuizzes: '/manage-quizzes',
  createQuiz: '/create-quiz',
  manageTopics: '/manage-topics',
  addTopic: '/add-topic',
  manageAchievements: '/manage-achievement',
  createAchievement: '/create-achievement',

  // The question bank (admins and teachers).
  questionBank: '/question-bank',
  newBankQuestion: '/question-bank/new',
  importQuestions: '/question-bank/import',
  bankQuiz: '/question-bank/quiz',
  bankQuestion: '/question-bank/:id',

  // Classes (admins) and a teacher's screens (teachers and admins).
  manageClasses: '/manage-classes',
  newClass: '/manage-classes/new',
  classDetails: '/manage-classes/:id',
  editClass: '/manage-classes/:id/edit',
  teacherHome: '/teacher',
  teacherClass: '/teacher/classes/:id',
  assignQuiz: '/teacher/assign',
  assignmentResults: '/teacher/assignments/:id',
  marking: '/teacher/attempts/:id/marking',
} as const;

const enc = encodeURIComponent;

/** Addresses with a parameter. */
export const pathTo = {
  userDetails: (id: string) => `/userDetails/${enc(id)}`,
  editUser: (id: string) => `/edit-user/${enc(id)}`,
  subjectDisplayDetails: (id: string) => `/subjectDisplayDetails/${enc(id)}`,
  topicDisplayDetails: (id: string) => `/topicDisplayDetails/${enc(id)}`,
  detailQuiz: (id: string) => `/detailQuiz/${enc(id)}`,
  retake: (attemptId: string) => `/quiz-retake/${enc(attemptId)}`,
  pastQuiz: (attemptId: string) => `/pastQuizess/${enc(attemptId)}`,
  bankQuestion: (id: string) => `/question-bank/${enc(id)}`,
  classDetails: (id: string) => `/manage-classes/${enc(id)}`,
  editClass: (id: string) => `/manage-classes/${enc(id)}/edit`,
  teacherClass: (id: string) => `/teacher/classes/${enc(id)}`,
  assignmentResults: (id: string) => `/teacher/assignments/${enc(id)}`,
  marking: (attemptId: string) => `/teacher/attempts/${enc(attemptId)}/marking`,
  /** The assign page, with a quiz (from the bank's builder) or a class chosen already. */
  assignQuiz: (opts: { quiz?: string; title?: string; classId?: string } = {}) => {
    const q = new URLSearchParams();
    if (opts.quiz) q.set('quiz', opts.quiz);
    if (opts.title) q.set('title', opts.title);
    if (opts.classId) q.set('class', opts.classId);
    const s = q.toString();
    return s ? `/teacher/assign?${s}` : '/teacher/assign';
  },
  /** The quiz start for an assignment: the server decides quiz, mode and time. */
  assignmentStart: (assignmentId: string, quizId: string) => `/quizDetails?assignment=${enc(assignmentId)}&quiz=${enc(quizId)}`,
} as const;
