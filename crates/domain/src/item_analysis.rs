//! What each question of an assignment tells its teacher: Moodle's quiz statistics, per question.
//!
//! The input is plain data: the questions of one quiz (a multiple-choice question with its
//! options and key, or a short-answer question with its marks) and, for each attempt included,
//! the mark earned on every question and the options chosen. Which attempts are included is the
//! caller's choice; Moodle's default, and ours, is each student's first completed attempt,
//! because later attempts build on the earlier ones and break the assumptions below. An
//! unanswered question counts as a mark of 0, as Moodle does once an attempt is submitted.
//!
//! The definitions are Moodle's ("Quiz statistics calculations" in its developer docs), with
//! `x` a question's mark in an attempt, `T` the attempt's total and `X = T - x` the mark on the
//! rest of the quiz:
//!
//! - **Facility index** `F = 100 · mean(x) / max(x)`: the mean mark on the question as a
//!   percentage of its marks (Moodle subtracts the minimum mark too; ours is always 0).
//! - **Standard deviation** of `x`, as a percentage of the question's marks, with `n - 1`.
//! - **Discrimination index** `D = 100 · r(x, X) = 100 · C(x, X) / √(V(x) · V(X))`: the
//!   correlation between the mark on this question and the mark on the rest of the quiz.
//!   Leaving the question out of the total keeps it from correlating with itself, which
//!   matters in a school quiz of ten questions where one question is a tenth of the total.
//! - **Discriminative efficiency** `DE = 100 · C(x, X) / Cmax(x, X)`, where `Cmax` is the
//!   covariance the same marks would have if they were sorted into the same order: how much of
//!   the discrimination the question could show, given its facility, it does show.
//!
//! We report both and call `D` *the* discrimination index, as Moodle's report does: it is the
//! familiar correlation a teacher can read about anywhere (-100 to 100, higher separates the
//! stronger from the weaker students better), and its sign is what the "negative
//! discrimination" flag reads. `DE` is kept beside it because it corrects for a very easy or
//! very hard question, whose correlation cannot be high whatever its quality; Moodle highlights
//! a question whose `DE` is under 15 as one to check, and so do we.
//!
//! A statistic that needs a spread (`D`, `DE`, the standard deviation) is `None` when there is
//! none to measure: fewer than two attempts, or every attempt with the same mark on the
//! question or on the rest of the quiz. Nothing here divides by zero or returns NaN.

use serde::{Deserialize, Serialize};

/// The facility index at or above which a question is flagged too easy: Moodle's bands call
/// 90–94 "very easy" and 95–100 "extremely easy".
pub const TOO_EASY_FROM: f64 = 90.0;
/// The facility index at or below which a question is flagged too hard: Moodle's bands call
/// 6–10 "very difficult" and 5 or less "extremely difficult or something wrong with the
/// question".
pub const TOO_HARD_UP_TO: f64 = 10.0;
/// The discriminative efficiency under which Moodle's report marks a question as one to check.
pub const WEAK_EFFICIENCY_BELOW: f64 = 15.0;

/// A question as the statistics need it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", tag = "type")]
pub enum AnalysedQuestion {
    /// A multiple-choice question: its options in the order shown and the options of its key.
    MultipleChoice { options: Vec<String>, key: Vec<String>, marks: u32 },
    /// A short-answer question worth `marks`.
    ShortAnswer { marks: u32 },
}

impl AnalysedQuestion {
    pub fn marks(&self) -> u32 {
        match self {
            AnalysedQuestion::MultipleChoice { marks, .. } | AnalysedQuestion::ShortAnswer { marks } => *marks,
        }
    }
}

/// What one attempt gave for one question: the mark earned and, for a multiple-choice
/// question, the options chosen (none when it was left blank).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct Response {
    pub mark: f64,
    #[serde(default)]
    pub chosen: Vec<String>,
}

impl Response {
    pub fn mark(mark: f64) -> Response {
        Response { mark, chosen: Vec::new() }
    }

    pub fn chose(option: &str, mark: f64) -> Response {
        Response { mark, chosen: vec![option.to_string()] }
    }
}

/// How many attempts chose one option of a multiple-choice question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OptionCount {
    pub option: String,
    pub chosen: u32,
    pub is_key: bool,
}

/// Why a question deserves a second look.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum QuestionFlag {
    /// Facility index at or above [`TOO_EASY_FROM`].
    TooEasy,
    /// Facility index at or below [`TOO_HARD_UP_TO`].
    TooHard,
    /// The stronger students on the rest of the quiz did worse on this question: a wrong key,
    /// an ambiguous stem or a trap. Discrimination index below 0.
    NegativeDiscrimination,
    /// Discriminative efficiency under [`WEAK_EFFICIENCY_BELOW`] (Moodle's highlight).
    WeakDiscrimination,
}

/// The statistics of one question, in the quiz's order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QuestionStatistics {
    /// The question's position in the quiz, from 1.
    pub number: usize,
    pub marks: u32,
    /// Attempts included.
    pub attempts: u32,
    /// The mean mark earned, out of `marks`.
    pub mean_mark: Option<f64>,
    pub facility_index: Option<f64>,
    pub standard_deviation: Option<f64>,
    pub discrimination_index: Option<f64>,
    pub discriminative_efficiency: Option<f64>,
    /// For a multiple-choice question, each option with how many chose it; empty otherwise.
    pub options: Vec<OptionCount>,
    /// Attempts that left a multiple-choice question blank.
    pub blank: u32,
    pub flags: Vec<QuestionFlag>,
}

/// The statistics of every question of one quiz over some attempts.
///
/// `attempts[a][q]` is what attempt `a` gave for question `q`; a missing entry counts as a
/// blank with a mark of 0, and marks are clamped to `0..=marks` so that a bad row cannot push
/// a facility index past 100.
pub fn analyse(questions: &[AnalysedQuestion], attempts: &[Vec<Response>]) -> Vec<QuestionStatistics> {
    let blank = Response::default();
    let marks: Vec<Vec<f64>> = attempts
        .iter()
        .map(|a| {
            questions
                .iter()
                .enumerate()
                .map(|(q, question)| a.get(q).unwrap_or(&blank).mark.clamp(0.0, f64::from(question.marks())))
                .collect()
        })
        .collect();
    let totals: Vec<f64> = marks.iter().map(|m| m.iter().sum()).collect();

    questions
        .iter()
        .enumerate()
        .map(|(q, question)| {
            let x: Vec<f64> = marks.iter().map(|m| m[q]).collect();
            let rest: Vec<f64> = x.iter().zip(&totals).map(|(x, t)| t - x).collect();
            let max = f64::from(question.marks());
            let mean_mark = mean(&x);
            let facility_index = mean_mark.filter(|_| max > 0.0).map(|m| 100.0 * m / max);
            let standard_deviation = variance(&x).filter(|_| max > 0.0).map(|v| 100.0 * v.sqrt() / max);
            let discrimination_index = correlation(&x, &rest).map(|r| 100.0 * r);
            let discriminative_efficiency = efficiency(&x, &rest).map(|e| 100.0 * e);
            let (options, blank) = option_counts(question, attempts, q);
            let flags = flags(facility_index, discrimination_index, discriminative_efficiency);
            QuestionStatistics {
                number: q + 1,
                marks: question.marks(),
                attempts: u32::try_from(x.len()).unwrap_or(u32::MAX),
                mean_mark,
                facility_index,
                standard_deviation,
                discrimination_index,
                discriminative_efficiency,
                options,
                blank,
                flags,
            }
        })
        .collect()
}

fn flags(facility: Option<f64>, discrimination: Option<f64>, efficiency: Option<f64>) -> Vec<QuestionFlag> {
    let mut flags = Vec::new();
    if let Some(f) = facility {
        if f >= TOO_EASY_FROM {
            flags.push(QuestionFlag::TooEasy);
        }
        if f <= TOO_HARD_UP_TO {
            flags.push(QuestionFlag::TooHard);
        }
    }
    if discrimination.is_some_and(|d| d < 0.0) {
        flags.push(QuestionFlag::NegativeDiscrimination);
    }
    if efficiency.is_some_and(|e| e < WEAK_EFFICIENCY_BELOW) {
        flags.push(QuestionFlag::WeakDiscrimination);
    }
    flags
}

fn option_counts(question: &AnalysedQuestion, attempts: &[Vec<Response>], q: usize) -> (Vec<OptionCount>, u32) {
    let AnalysedQuestion::MultipleChoice { options, key, .. } = question else {
        return (Vec::new(), 0);
    };
    let same = |a: &str, b: &str| a.trim().eq_ignore_ascii_case(b.trim());
    let mut counts: Vec<OptionCount> = options
        .iter()
        .map(|o| OptionCount { option: o.clone(), chosen: 0, is_key: key.iter().any(|k| same(k, o)) })
        .collect();
    let mut blank = 0;
    for attempt in attempts {
        let chosen: Vec<&String> =
            attempt.get(q).map(|r| r.chosen.iter().filter(|c| !c.trim().is_empty()).collect()).unwrap_or_default();
        if chosen.is_empty() {
            blank += 1;
        }
        for c in chosen {
            if let Some(count) = counts.iter_mut().find(|o| same(&o.option, c)) {
                count.chosen += 1;
            }
        }
    }
    (counts, blank)
}

fn mean(v: &[f64]) -> Option<f64> {
    (!v.is_empty()).then(|| v.iter().sum::<f64>() / v.len() as f64)
}

/// The sample covariance (`n - 1`, as Moodle); `None` under two values.
fn covariance(x: &[f64], y: &[f64]) -> Option<f64> {
    if x.len() < 2 || x.len() != y.len() {
        return None;
    }
    let (mx, my) = (mean(x)?, mean(y)?);
    Some(x.iter().zip(y).map(|(a, b)| (a - mx) * (b - my)).sum::<f64>() / (x.len() - 1) as f64)
}

fn variance(x: &[f64]) -> Option<f64> {
    covariance(x, x)
}

/// A spread this small is rounding noise, not a spread: marks are multiples of 1/100 at least.
const NO_SPREAD: f64 = 1e-12;

fn correlation(x: &[f64], y: &[f64]) -> Option<f64> {
    let (vx, vy) = (variance(x)?, variance(y)?);
    (vx > NO_SPREAD && vy > NO_SPREAD).then(|| covariance(x, y).map(|c| c / (vx * vy).sqrt()))?
}

fn efficiency(x: &[f64], y: &[f64]) -> Option<f64> {
    let (mut sx, mut sy) = (x.to_vec(), y.to_vec());
    sx.sort_by(f64::total_cmp);
    sy.sort_by(f64::total_cmp);
    let max = covariance(&sx, &sy)?;
    (max > NO_SPREAD).then(|| covariance(x, y).map(|c| c / max))?
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mcq(options: &[&str], key: &str) -> AnalysedQuestion {
        AnalysedQuestion::MultipleChoice {
            options: options.iter().map(|s| s.to_string()).collect(),
            key: vec![key.to_string()],
            marks: 1,
        }
    }

    fn close(actual: Option<f64>, expected: f64) {
        let actual = actual.expect("a value");
        assert!((actual - expected).abs() < 0.005, "{actual} is not {expected}");
    }

    /// Moodle's own worked example: the marks of 25 attempts at a 7-question quiz
    /// (mod/quiz/report/statistics/tests/fixtures/results00.csv, moodle/moodle at c0dfd035,
    /// GPL-3.0-or-later) and the statistics Moodle's report computes from them
    /// (qstats00.csv, the same commit): facility, SD, discrimination index and discriminative
    /// efficiency of each question, as fractions there and percentages here.
    const MOODLE_MARKS: [[f64; 7]; 25] = [
        [1.0, 1.0, 1.0, 1.0, 1.0, 0.0, 1.0],
        [1.0, 1.0, 1.0, 1.0, 0.5, 1.0, 0.0],
        [1.0, 1.0, 1.0, 1.0, 0.5, 0.0, 1.0],
        [0.0, 0.0, 1.0, 1.0, 1.0, 0.0, 0.0],
        [1.0, 0.0, 1.0, 0.0, 0.0, 1.0, 0.5],
        [1.0, 1.0, 1.0, 1.0, 0.5, 0.0, 0.5],
        [0.0, 1.0, 1.0, 1.0, 0.5, 1.0, 0.5],
        [1.0, 1.0, 1.0, 0.0, 0.5, 1.0, 0.5],
        [1.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0],
        [0.0, 1.0, 1.0, 0.0, 0.5, 1.0, 0.5],
        [0.8, 0.0, 1.0, 1.0, 0.5, 1.0, 0.5],
        [1.0, 1.0, 1.0, 0.0, 0.5, 1.0, 1.0],
        [1.0, 0.0, 1.0, 1.0, 0.5, 1.0, 0.5],
        [1.0, 0.0, 1.0, 1.0, 1.0, 0.0, 0.5],
        [0.0, 0.0, 1.0, 1.0, 0.0, 1.0, 1.0],
        [1.0, 0.0, 1.0, 0.0, 0.5, 1.0, 1.0],
        [0.8, 0.0, 1.0, 1.0, 0.5, 0.0, 1.0],
        [1.0, 0.0, 1.0, 1.0, 0.0, 1.0, 0.5],
        [1.0, 0.0, 1.0, 1.0, 0.5, 0.0, 0.5],
        [0.0, 1.0, 1.0, 0.0, 0.5, 1.0, 0.0],
        [1.0, 1.0, 0.3333333, 1.0, 0.5, 0.0, 0.5],
        [1.0, 1.0, 1.0, 0.0, 0.5, 0.0, 0.5],
        [1.0, 1.0, 1.0, 1.0, 0.0, 1.0, 0.5],
        [0.0, 0.0, 1.0, 0.0, 0.5, 1.0, 1.0],
        [0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0],
    ];
    /// (facility, SD, discrimination index, discriminative efficiency) per question, from
    /// qstats00.csv.
    const MOODLE_STATISTICS: [(f64, f64, f64, f64); 7] = [
        (0.704, 0.4513682901, -7.0650767526, -9.4550536967),
        (0.48, 0.5099019514, -28.8982125772, -36.7834118938),
        (0.973333332, 0.13333334, -9.1230674268, -21.6545012165),
        (0.68, 0.4760952286, -22.6306444113, -31.4411395613),
        (0.52, 0.3055050463, -17.6997047674, -21.1794802584),
        (0.64, 0.4898979486, -45.3785178421, -56.9365974439),
        (0.62, 0.331662479, -5.6543166602, -6.5043742058),
    ];

    #[test]
    fn moodles_own_worked_example_gives_moodles_figures() {
        let questions = vec![AnalysedQuestion::ShortAnswer { marks: 1 }; 7];
        let attempts: Vec<Vec<Response>> =
            MOODLE_MARKS.iter().map(|row| row.iter().map(|&m| Response::mark(m)).collect()).collect();
        let analysed = analyse(&questions, &attempts);
        assert_eq!(analysed.len(), 7);
        for (q, &(facility, sd, discrimination, efficiency)) in analysed.iter().zip(&MOODLE_STATISTICS) {
            assert_eq!(q.attempts, 25, "question {}", q.number);
            close(q.facility_index, 100.0 * facility);
            close(q.standard_deviation, 100.0 * sd);
            close(q.discrimination_index, discrimination);
            close(q.discriminative_efficiency, efficiency);
        }
    }

    /// Five students, three questions: two one-mark MCQs and a two-mark short answer.
    ///
    /// ```text
    ///            Q1  Q2  Q3 | total
    ///   Ama       1   1   2 |  4
    ///   Bih       1   0   2 |  3
    ///   Chi       1   1   1 |  3
    ///   Dang      0   1   0 |  1
    ///   Ekane     1   0   0 |  1
    /// ```
    fn class_of_five() -> (Vec<AnalysedQuestion>, Vec<Vec<Response>>) {
        let towns = ["Yaoundé", "Douala", "Garoua"];
        let rivers = ["Sanaga", "Wouri", "Nyong", "Benue"];
        let questions =
            vec![mcq(&towns, "Yaoundé"), mcq(&rivers, "Sanaga"), AnalysedQuestion::ShortAnswer { marks: 2 }];
        let row = |q1: (&str, f64), q2: Option<(&str, f64)>, q3: f64| {
            vec![
                Response::chose(q1.0, q1.1),
                q2.map(|(o, m)| Response::chose(o, m)).unwrap_or_default(),
                Response::mark(q3),
            ]
        };
        let attempts = vec![
            row(("Yaoundé", 1.0), Some(("Sanaga", 1.0)), 2.0),
            row(("Yaoundé", 1.0), Some(("Wouri", 0.0)), 2.0),
            row(("Yaoundé", 1.0), Some(("Sanaga", 1.0)), 1.0),
            row(("Douala", 0.0), Some(("Sanaga", 1.0)), 0.0),
            row(("Yaoundé", 1.0), None, 0.0),
        ];
        (questions, attempts)
    }

    /// Q1 by hand. x = [1,1,1,0,1], rest X = T - x = [3,2,2,1,0].
    /// F = 100 · 4/5 = 80.
    /// mean x = 0.8, mean X = 1.6; dx = [.2,.2,.2,-.8,.2], dX = [1.4,.4,.4,-.6,-1.6].
    /// Σdx·dX = .28+.08+.08+.48-.32 = 0.6; Σdx² = 0.8; ΣdX² = 1.96+.16+.16+.36+2.56 = 5.2.
    /// r = 0.6 / √(0.8 · 5.2) = 0.6 / 2.0396 = 0.2942, so D = 29.42.
    /// SD = √(0.8 / 4) = 0.4472 of 1 mark, so 44.72.
    /// Sorted: x = [0,1,1,1,1], X = [0,1,2,2,3]; dx = [-.8,.2,.2,.2,.2], dX = [-1.6,-.6,.4,.4,1.4];
    /// Σ = 1.28-.12+.08+.08+.28 = 1.6, so DE = 100 · 0.6/1.6 = 37.5.
    #[test]
    fn a_good_question_worked_by_hand() {
        let (questions, attempts) = class_of_five();
        let q1 = &analyse(&questions, &attempts)[0];
        assert_eq!((q1.number, q1.attempts, q1.marks), (1, 5, 1));
        close(q1.facility_index, 80.0);
        close(q1.mean_mark, 0.8);
        close(q1.standard_deviation, 44.72);
        close(q1.discrimination_index, 29.42);
        close(q1.discriminative_efficiency, 37.5);
        let counts: Vec<(&str, u32, bool)> =
            q1.options.iter().map(|o| (o.option.as_str(), o.chosen, o.is_key)).collect();
        assert_eq!(counts, [("Yaoundé", 4, true), ("Douala", 1, false), ("Garoua", 0, false)]);
        assert_eq!(q1.blank, 0);
        assert!(q1.flags.is_empty());
    }

    /// Q2 by hand. x = [1,0,1,1,0], X = [3,3,2,0,1]; F = 60.
    /// mean x = 0.6, mean X = 1.8; dx = [.4,-.6,.4,.4,-.6], dX = [1.2,1.2,.2,-1.8,-.8].
    /// Σdx·dX = .48-.72+.08-.72+.48 = -0.4; Σdx² = 1.2; ΣdX² = 1.44+1.44+.04+3.24+.64 = 6.8.
    /// r = -0.4 / √8.16 = -0.4 / 2.8566 = -0.1400, so D = -14.00: the two strongest on the
    /// rest of the quiz, Ama and Bih, split, and Dang, weakest on the rest, got it.
    /// Sorted: x = [0,0,1,1,1], X = [0,1,2,3,3]; Σ = 1.08+.48+.08+.48+.48 = 2.6;
    /// DE = 100 · -0.4/2.6 = -15.38.
    #[test]
    fn a_question_the_weaker_students_got_is_flagged() {
        let (questions, attempts) = class_of_five();
        let q2 = &analyse(&questions, &attempts)[1];
        close(q2.facility_index, 60.0);
        close(q2.discrimination_index, -14.00);
        close(q2.discriminative_efficiency, -15.38);
        assert_eq!(q2.flags, [QuestionFlag::NegativeDiscrimination, QuestionFlag::WeakDiscrimination]);
        assert_eq!(q2.blank, 1, "Ekane left it blank");
        assert_eq!(q2.options.iter().map(|o| o.chosen).collect::<Vec<_>>(), [3, 1, 0, 0]);
    }

    /// Q3 (short answer, 2 marks) by hand. x = [2,2,1,0,0], X = [2,1,2,1,1].
    /// mean mark = 5/5 = 1.0, F = 100 · 1/2 = 50.
    /// mean X = 1.4; dx = [1,1,0,-1,-1], dX = [.6,-.4,.6,-.4,-.4]; Σdx·dX = .6-.4+0+.4+.4 = 1.0;
    /// Σdx² = 4; ΣdX² = .36+.16+.36+.16+.16 = 1.2; r = 1/√4.8 = 0.4564, so D = 45.64.
    /// SD = √(4/4) = 1 mark of 2, so 50.
    /// Sorted: x = [0,0,1,2,2], X = [1,1,1,2,2]; dX = [-.4,-.4,-.4,.6,.6];
    /// Σ = .4+.4+0+.6+.6 = 2.0, so DE = 50.
    #[test]
    fn a_short_answer_question_has_its_mean_mark() {
        let (questions, attempts) = class_of_five();
        let q3 = &analyse(&questions, &attempts)[2];
        close(q3.mean_mark, 1.0);
        close(q3.facility_index, 50.0);
        close(q3.standard_deviation, 50.0);
        close(q3.discrimination_index, 45.64);
        close(q3.discriminative_efficiency, 50.0);
        assert!(q3.options.is_empty());
        assert!(q3.flags.is_empty());
    }

    #[test]
    fn facility_flags_at_their_thresholds() {
        // (marks earned by ten students out of one mark each, facility, flags)
        let table: [(usize, f64, &[QuestionFlag]); 6] = [
            (10, 100.0, &[QuestionFlag::TooEasy]),
            (9, 90.0, &[QuestionFlag::TooEasy]),
            (8, 80.0, &[]),
            (2, 20.0, &[]),
            (1, 10.0, &[QuestionFlag::TooHard]),
            (0, 0.0, &[QuestionFlag::TooHard]),
        ];
        for (right, facility, expected) in table {
            let questions = [AnalysedQuestion::ShortAnswer { marks: 1 }];
            // One question only: the rest of the quiz is 0 for everyone, so D is undefined
            // and only the facility flags can show.
            let attempts: Vec<Vec<Response>> =
                (0..10).map(|s| vec![Response::mark(if s < right { 1.0 } else { 0.0 })]).collect();
            let stats = &analyse(&questions, &attempts)[0];
            close(stats.facility_index, facility);
            assert_eq!(stats.discrimination_index, None);
            assert_eq!(stats.flags, expected, "{right} of 10 right");
        }
    }

    #[test]
    fn no_spread_means_no_discrimination_rather_than_nan() {
        let questions = [mcq(&["a", "b"], "a"), mcq(&["a", "b"], "a")];
        let everyone_right = vec![vec![Response::chose("a", 1.0), Response::chose("a", 1.0)]; 4];
        let stats = analyse(&questions, &everyone_right);
        assert_eq!(stats[0].discrimination_index, None);
        assert_eq!(stats[0].discriminative_efficiency, None);
        close(stats[0].standard_deviation, 0.0);

        let one = analyse(&questions, &everyone_right[..1]);
        assert_eq!((one[0].standard_deviation, one[0].discrimination_index), (None, None));
        close(one[0].facility_index, 100.0);

        let none = analyse(&questions, &[]);
        assert_eq!((none[0].attempts, none[0].facility_index, none[0].mean_mark), (0, None, None));
        assert!(none[0].flags.is_empty());
    }

    #[test]
    fn a_perfectly_discriminating_question_reaches_100() {
        // The question's mark follows the rest of the quiz exactly: r = 1 and DE = 1.
        let questions = [AnalysedQuestion::ShortAnswer { marks: 1 }, AnalysedQuestion::ShortAnswer { marks: 1 }];
        let attempts: Vec<Vec<Response>> =
            [0.0, 0.0, 1.0, 1.0].iter().map(|&m| vec![Response::mark(m), Response::mark(m)]).collect();
        let stats = analyse(&questions, &attempts);
        close(stats[0].discrimination_index, 100.0);
        close(stats[0].discriminative_efficiency, 100.0);
    }

    #[test]
    fn bad_rows_are_clamped_and_missing_answers_are_blank() {
        let questions = [mcq(&["a", "b"], "a"), AnalysedQuestion::ShortAnswer { marks: 2 }];
        let attempts = vec![vec![Response::chose("A ", 5.0)], vec![Response { mark: -3.0, chosen: vec![] }]];
        let stats = analyse(&questions, &attempts);
        close(stats[0].facility_index, 50.0);
        assert_eq!(stats[0].options[0].chosen, 1, "options compare trimmed and in any case");
        assert_eq!(stats[0].blank, 1);
        close(stats[1].mean_mark, 0.0);
        assert!(stats.iter().all(|s| s.facility_index.is_some_and(|f| (0.0..=100.0).contains(&f))));
    }

    #[test]
    fn a_multi_answer_key_counts_every_option_chosen() {
        let questions = [AnalysedQuestion::MultipleChoice {
            options: vec!["2".into(), "3".into(), "4".into()],
            key: vec!["2".into(), "3".into()],
            marks: 1,
        }];
        let attempts = vec![
            vec![Response { mark: 1.0, chosen: vec!["2".into(), "3".into()] }],
            vec![Response { mark: 0.0, chosen: vec!["2".into(), "4".into()] }],
        ];
        let stats = &analyse(&questions, &attempts)[0];
        let counts: Vec<(u32, bool)> = stats.options.iter().map(|o| (o.chosen, o.is_key)).collect();
        assert_eq!(counts, [(2, true), (1, true), (1, false)]);
    }
}
