//! Streaks: consecutive calendar days, in the school's time zone, with at least one
//! completed attempt. `longest_streak` is the longest such run ever.

use chrono::{DateTime, NaiveDate};
use chrono_tz::Tz;
use serde::{Deserialize, Serialize};

use crate::Timestamp;

/// The school's default time zone.
pub const DEFAULT_TIME_ZONE: Tz = chrono_tz::Africa::Douala;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Streak {
    pub streak_days: u32,
    pub longest_streak: u32,
    pub last_active_day: Option<NaiveDate>,
}

/// The school's calendar day of a moment.
pub fn calendar_day(at: Timestamp, zone: Tz) -> NaiveDate {
    DateTime::from_timestamp(at, 0).unwrap_or_default().with_timezone(&zone).date_naive()
}

impl Streak {
    /// The streak after a completed attempt on `day`. The same day changes nothing; the day
    /// after extends the run; a gap starts a new run of 1. A day earlier than the last one
    /// (a clock that went back) changes nothing either.
    pub fn record(self, day: NaiveDate) -> Streak {
        let streak_days = match self.last_active_day {
            Some(last) if day <= last => return self,
            Some(last) if last.succ_opt() == Some(day) => self.streak_days + 1,
            _ => 1,
        };
        Streak { streak_days, longest_streak: self.longest_streak.max(streak_days), last_active_day: Some(day) }
    }

    /// The streak as shown on `today`: a run that ended before yesterday is over (0), but the
    /// longest streak stays.
    pub fn as_of(self, today: NaiveDate) -> Streak {
        let alive = self.last_active_day.is_some_and(|last| last == today || last.succ_opt() == Some(today));
        Streak { streak_days: if alive { self.streak_days } else { 0 }, ..self }
    }

    /// A streak rebuilt from every day with a completed attempt (any order, repeats allowed).
    pub fn from_days(days: impl IntoIterator<Item = NaiveDate>) -> Streak {
        let mut days: Vec<NaiveDate> = days.into_iter().collect();
        days.sort_unstable();
        days.into_iter().fold(Streak::default(), Streak::record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, day).unwrap()
    }

    #[test]
    fn consecutive_days_extend_and_gaps_restart() {
        let s = Streak::default().record(d(1));
        assert_eq!((s.streak_days, s.longest_streak), (1, 1));
        let s = s.record(d(1));
        assert_eq!((s.streak_days, s.longest_streak), (1, 1));
        let s = s.record(d(2)).record(d(3));
        assert_eq!((s.streak_days, s.longest_streak), (3, 3));
        let s = s.record(d(5));
        assert_eq!((s.streak_days, s.longest_streak), (1, 3));
        let s = s.record(d(4));
        assert_eq!(s.last_active_day, Some(d(5)), "an earlier day changes nothing");
    }

    #[test]
    fn a_run_crosses_month_ends() {
        let feb28 = NaiveDate::from_ymd_opt(2026, 2, 28).unwrap();
        let s = Streak::default().record(feb28).record(d(1));
        assert_eq!(s.streak_days, 2);
    }

    #[test]
    fn the_shown_streak_ends_after_a_missed_day() {
        let s = Streak::from_days([d(3), d(1), d(2), d(2)]);
        assert_eq!((s.streak_days, s.longest_streak), (3, 3));
        assert_eq!(s.as_of(d(3)).streak_days, 3);
        assert_eq!(s.as_of(d(4)).streak_days, 3);
        assert_eq!(s.as_of(d(5)).streak_days, 0);
        assert_eq!(s.as_of(d(5)).longest_streak, 3);
        assert_eq!(Streak::default().as_of(d(5)).streak_days, 0);
    }

    #[test]
    fn calendar_days_are_the_schools() {
        // 2026-03-01 23:30 UTC is already 2 March in Douala (UTC+1).
        let late = 1_772_407_800;
        assert_eq!(calendar_day(late, chrono_tz::UTC), d(1));
        assert_eq!(calendar_day(late, DEFAULT_TIME_ZONE), d(2));
    }
}
