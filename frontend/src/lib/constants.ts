/** Domain constants from the specification (student side, sections 5 and 9). */

// The scoring thresholds and leaderboard sizes come from the server's domain crate.
export {
  BANNER_INFO,
  BANNER_PASS,
  GOOD_JOB,
  GRADE_AVERAGE,
  GRADE_EXCELLENT,
  GRADE_GOOD,
  LEADERBOARD_SIZE,
  PASS_MARK,
  PERFECT_SCORE,
  PODIUM_MIN,
} from './rules.generated';

export const CLASS_LEVELS = [
  'Class 4',
  'Class 5',
  'Class 6',
  'Form 1',
  'Form 2',
  'Form 3',
  'Form 4',
  'Form 5',
  'Lower Sixth',
  'Upper Sixth',
] as const;

export type ClassLevel = (typeof CLASS_LEVELS)[number];

export const DEFAULT_CLASS: ClassLevel = 'Form 1';

/** Classes with no stream choice (Class 4 to 6 and Form 1 to 3). */
export const UNSTREAMED_CLASSES: readonly string[] = [
  'Class 4',
  'Class 5',
  'Class 6',
  'Form 1',
  'Form 2',
  'Form 3',
];

export const isStreamedClass = (className: string | null | undefined): boolean =>
  !!className && (CLASS_LEVELS as readonly string[]).includes(className) && !UNSTREAMED_CLASSES.includes(className);

export const STREAMS = ['Science', 'Arts'] as const;
export const GENERAL_STREAM = 'General';

/** Subjects stored when none come back from the server or the fetch fails. */
export const DEFAULT_SUBJECTS = ['English Language', 'Mathematics', 'French Language'];
/** Subjects set when onboarding's subject step is skipped. */
export const ONBOARDING_SKIP_SUBJECTS = ['English', 'Math', 'General Science'];
/** Shown at onboarding when the subject list cannot be fetched. */
export const ONBOARDING_FALLBACK_SUBJECTS = [
  'English Language',
  'French Language',
  'Mathematics',
  'General Science',
  'History',
  'Geography',
  'Citizenship Education',
  'Computer Science',
];

/** Onboarding school step: the three fixed options (stored as `resident`). */
export const SCHOOL_OPTIONS = ['government', 'private', 'mission'] as const;

export const ONBOARDING_ROLES = ['student', 'teacher'] as const;

/** Rows a list page offers (admin specification, section 9; the question bank too). */
export const PAGE_SIZES = [10, 25] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const QUIZ_TYPES = ['multiple-choice-questions', 'short-answer'] as const;
export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export const DEFAULT_DIFFICULTY = 'normal';

export const DEFAULT_QUIZ_SECONDS = 1800;
export const DEFAULT_DETAIL_MINUTES = 30;
export const SHORT_ANSWER_AUTOSAVE_MS = 10_000;
export const DEFAULT_PASS_POINTS = 15;
export const DEFAULT_MARKS = 15;
export const DEFAULT_QUESTION_MARKS = 1;

export const DASHBOARD_MAX_SUBJECTS = 10;
export const DASHBOARD_MAX_PAST_QUIZZES = 4;
export const WEEKLY_PAGE = 10;
export const SEARCH_MIN_CHARS = 2;

export const ACHIEVEMENT_RANKS = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;

export const TOAST_MS = 3000;
export const LOGIN_REDIRECT_MS = 3000;
export const RESULT_REDIRECT_MS = 3000;
export const ACHIEVEMENT_POPUP_MS = 4500;
export const ONBOARDING_FINISH_MS = 1500;
export const REVIEW_NAV_MS = 500;
export const USERNAME_CHECK_MS = 500;
export const EMAIL_CHECK_MS = 600;

export const REPORT_CARD_CSV = 'report_card.csv';

/** Browser storage keys (spec section 3). */
export const STORAGE = {
  user: 'user',
  userSignUp: 'userSignUp',
  className: 'className',
  subjects: 'subjects',
  selectedSubject: 'selectedSubject',
  selectedTopic: 'selectedTopic',
  quizId: 'quizId',
  quizType: 'quizType',
  quizMode: 'quizMode',
  useTimer: 'useTimer',
  lastQuizAttemptId: 'lastQuizAttemptId',
  lastQuizAttempt: 'lastQuizAttempt',
  estimatedTime: 'estimatedTime',
  language: 'language',
  shownAchievements: 'shownAchievements',
} as const;

export const WEBMAIL_URL = 'https://mail.google.com/';
