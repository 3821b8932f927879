//! Quiz time: the spec's time strings ("20 minutes", "1 hour", "45") and its defaults.

/// When a quiz's time cannot be read: 30 minutes.
pub const DEFAULT_QUIZ_SECONDS: u32 = 1800;
/// Short-answer quizzes are autosaved this often.
pub const SHORT_ANSWER_AUTOSAVE_SECONDS: u32 = 10;

/// Reads "N minutes", "N hours" or "N days" (singular or plural, any case, a decimal N
/// allowed); a bare number is minutes. Anything else is `None` (spec section 5).
pub fn parse_time_string(text: &str) -> Option<u32> {
    let text = text.trim().to_lowercase();
    let split = text.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let n: f64 = number.parse().ok()?;
    if !n.is_finite() || n < 0.0 {
        return None;
    }
    let unit_seconds = match unit.trim() {
        "" | "m" | "min" | "mins" | "minute" | "minutes" => 60.0,
        "h" | "hr" | "hrs" | "hour" | "hours" => 3600.0,
        "d" | "day" | "days" => 86_400.0,
        _ => return None,
    };
    let seconds = (n * unit_seconds).round();
    (seconds <= f64::from(u32::MAX)).then_some(seconds as u32)
}

/// A quiz's time in seconds: its time string, else 1800.
pub fn quiz_seconds(time_string: Option<&str>) -> u32 {
    time_string.and_then(parse_time_string).unwrap_or(DEFAULT_QUIZ_SECONDS)
}

/// An MCQ's time limit: estimateTime (minutes) times 60.
pub fn mcq_seconds(estimate_time_minutes: u32) -> u32 {
    estimate_time_minutes.saturating_mul(60)
}

/// An exam's time limit from its stored quiz: the quiz's time (minutes) times 60, at most a day.
pub fn exam_limit_seconds(estimate_time_minutes: u32) -> u32 {
    mcq_seconds(estimate_time_minutes.max(1)).min(crate::attempt::MAX_SECONDS)
}

/// The spec's estimatedTime text for a number of minutes.
pub fn minutes_text(minutes: u32) -> String {
    if minutes == 1 { "1 minute".to_string() } else { format!("{minutes} minutes") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_strings() {
        let cases = [
            ("20 minutes", Some(1200)),
            ("1 minute", Some(60)),
            ("45", Some(2700)),
            (" 2 Hours ", Some(7200)),
            ("1 hour", Some(3600)),
            ("1.5 hours", Some(5400)),
            ("1 day", Some(86_400)),
            ("3 days", Some(259_200)),
            ("0", Some(0)),
            ("", None),
            ("soon", None),
            ("minutes", None),
            ("20 weeks", None),
            ("-5", None),
            ("1e3", None),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_time_string(text), expected, "{text:?}");
        }
    }

    #[test]
    fn defaults() {
        assert_eq!(quiz_seconds(None), 1800);
        assert_eq!(quiz_seconds(Some("whenever")), 1800);
        assert_eq!(quiz_seconds(Some("10 minutes")), 600);
        assert_eq!(mcq_seconds(15), 900);
        assert_eq!(exam_limit_seconds(15), 900);
        assert_eq!(exam_limit_seconds(0), 60);
        assert_eq!(exam_limit_seconds(100_000), 86_400);
        assert_eq!(minutes_text(20), "20 minutes");
    }
}
