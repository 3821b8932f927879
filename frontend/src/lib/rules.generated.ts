// Generated from Sabi's domain crate (crates/domain/src/rules_export.rs): do not edit.
// Rewrite with `SABI_WRITE_RULES=1 cargo test -p sabi-domain rules_export`.

/** A score of this or more passes (stats, score pills). */
export const PASS_MARK = 50;

/** Result banner: pass from this score. */
export const BANNER_PASS = 70;

/** Result banner: info from this score, fail below. */
export const BANNER_INFO = 50;

/** MCQ message: 'Perfect!' at this score. */
export const PERFECT_SCORE = 100;

/** MCQ message: 'Good job!' from this score, 'Keep practicing!' below. */
export const GOOD_JOB = 50;

/** Report card: Excellent from this average. */
export const GRADE_EXCELLENT = 80;

/** Report card: Good from this average. */
export const GRADE_GOOD = 60;

/** Report card: Average from this average, Poor below. */
export const GRADE_AVERAGE = 40;

/** Students on the leaderboard. */
export const LEADERBOARD_SIZE = 10;

/** The podium shows from this many entries. */
export const PODIUM_MIN = 3;
