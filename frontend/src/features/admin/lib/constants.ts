/** The admin side's constants (admin specification, section 9). */
import { CLASS_LEVELS } from '@/lib/constants';

/** Rows of the user details' quiz table. */
export const USER_QUIZ_PAGE = 7;
/** Rows of the dashboard's tables. */
export const DASHBOARD_ROWS = 10;

export const TIP_MS = 5000;
export const TIP_FADE_MS = 300;
/** Notices and form popups hide themselves after 3 s. */
export const POPUP_MS = 3000;
export const ADD_USER_RETURN_MS = 3000;
export const DELETE_RETURN_MS = 1500;
export const EDIT_RETURN_MS = 2000;
export const SEARCH_DEBOUNCE_MS = 300;

export const ROLES = ['admin', 'student', 'teacher'] as const;
export const STATUSES = ['active', 'inactive'] as const;
export const DEFAULT_ROLE = 'student';

/** The topic screen also offers Class 1 to Class 3. */
export const TOPIC_CLASS_LEVELS: readonly string[] = ['Class 1', 'Class 2', 'Class 3', ...CLASS_LEVELS];

export const DEFAULT_ACHIEVEMENT_CATEGORY = 'General';
export const DEFAULT_ACHIEVEMENT_RANK = 'Bronze';

/** Windows the reports page offers, in days (0: all time). */
export const REPORT_PERIODS = [30, 90, 365, 0] as const;
export const DEFAULT_REPORT_DAYS = 90;
export const REVIEW_DAYS = 30;
export const RECENT_ATTEMPTS = 50;

/** The subject picture shown when a subject has none. */
export const DEFAULT_SUBJECT_IMAGE = '/images/subject.svg';
