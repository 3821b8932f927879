//! Parametric Mathematics questions: every answer is computed from freshly drawn numbers, and
//! the wrong options come from the mistakes students typically make (adding instead of
//! multiplying, forgetting to carry, inverting a ratio, dropping a sign...).
//!
//! A *family* is a function drawing one [`Problem`]; the [`curriculum`] table says which
//! families fit each topic of each mathematics subject and class. A problem carries its
//! method steps, which become the marking scheme when it is asked as a short-answer question,
//! and a [`Claim`] that the tests check with their own arithmetic.

mod additional;
mod curriculum;
mod num;
mod primary;
mod secondary;
mod sixth;

#[cfg(test)]
mod check;

use rand::Rng;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use sabi_domain::quiz::{AnswerKey, MarkingPoint, McqQuestion, ShortAnswerQuestion, normalise};

pub(crate) use curriculum::{Fit, class_families, families_for};
pub(crate) use num::*;

/// Draws one problem; `Ctx` carries the randomness and how hard to make it.
pub(crate) type Family = fn(&mut Ctx) -> Problem;

/// What the tests verify about an answer, independently of how the family computed it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Claim {
    /// The answer's leading number equals this arithmetic expression (within the tolerance).
    Number { expr: String, tolerance: f64 },
    /// The answer's "name = value" parts satisfy every equation (within the tolerance);
    /// `count` alternatives are joined by "or" (the roots of an equation), else the parts hold
    /// together. A bare value is given to the equations' only unknown.
    Satisfies { equations: Vec<String>, count: usize, tolerance: f64 },
    /// The answer is an expression equal to `lhs` for any values of its letters.
    Identity { lhs: String },
    /// The answer's number is the gradient of `f` (in x) at `at`.
    Slope { f: String, at: f64 },
    /// The answer is an expression in x: the derivative of `f`, or (when `antiderivative`)
    /// a function whose derivative is `f`, "+ c" allowed.
    Derivative { f: String, antiderivative: bool },
    /// The answer's number is the integral of `f` (in x) from `a` to `b`.
    Integral { f: String, a: f64, b: f64, tolerance: f64 },
    /// A symbolic answer (a set, a word, an expression) checked by reading the family.
    Text,
}

/// One generated question with its answer, typical wrong answers and working.
#[derive(Debug, Clone)]
pub(crate) struct Problem {
    pub question: String,
    pub answer: String,
    pub wrong: Vec<String>,
    /// Method marks before the answer: what a worked solution shows, in order.
    pub steps: Vec<String>,
    /// Other ways of writing the final answer that earn its mark.
    pub accept: Vec<String>,
    pub claim: Claim,
}

impl Problem {
    pub fn new(question: impl Into<String>, answer: impl Into<String>) -> Self {
        Problem {
            question: question.into(),
            answer: answer.into(),
            wrong: Vec::new(),
            steps: Vec::new(),
            accept: Vec::new(),
            claim: Claim::Text,
        }
    }

    pub fn wrong<S: ToString>(mut self, wrong: impl IntoIterator<Item = S>) -> Self {
        self.wrong.extend(wrong.into_iter().map(|w| w.to_string()));
        self
    }

    pub fn step(mut self, step: impl Into<String>) -> Self {
        self.steps.push(step.into());
        self
    }

    pub fn accept<S: ToString>(mut self, accept: impl IntoIterator<Item = S>) -> Self {
        self.accept.extend(accept.into_iter().map(|a| a.to_string()));
        self
    }

    /// The answer is the value of `expr` (exactly, up to rounding in the last shown place).
    pub fn value(mut self, expr: impl Into<String>) -> Self {
        self.claim = Claim::Number { expr: expr.into(), tolerance: 1e-6 };
        self
    }

    /// The answer is `expr` rounded: within `tolerance` of it.
    pub fn approx(mut self, expr: impl Into<String>, tolerance: f64) -> Self {
        self.claim = Claim::Number { expr: expr.into(), tolerance };
        self
    }

    pub fn satisfies<S: Into<String>>(self, equations: impl IntoIterator<Item = S>, count: usize) -> Self {
        self.satisfies_approx(equations, count, 1e-6)
    }

    pub fn satisfies_approx<S: Into<String>>(
        mut self,
        equations: impl IntoIterator<Item = S>,
        count: usize,
        tolerance: f64,
    ) -> Self {
        self.claim = Claim::Satisfies { equations: equations.into_iter().map(Into::into).collect(), count, tolerance };
        self
    }

    pub fn identity(mut self, lhs: impl Into<String>) -> Self {
        self.claim = Claim::Identity { lhs: lhs.into() };
        self
    }

    pub fn slope(mut self, f: impl Into<String>, at: f64) -> Self {
        self.claim = Claim::Slope { f: f.into(), at };
        self
    }

    pub fn derivative_of(mut self, f: impl Into<String>) -> Self {
        self.claim = Claim::Derivative { f: f.into(), antiderivative: false };
        self
    }

    pub fn antiderivative_of(mut self, f: impl Into<String>) -> Self {
        self.claim = Claim::Derivative { f: f.into(), antiderivative: true };
        self
    }

    pub fn integral(mut self, f: impl Into<String>, a: f64, b: f64, tolerance: f64) -> Self {
        self.claim = Claim::Integral { f: f.into(), a, b, tolerance };
        self
    }

    fn explanation_text(&self) -> String {
        // "a.m." already ends the sentence.
        let stop = if self.answer.ends_with('.') { "" } else { "." };
        if self.steps.is_empty() {
            return format!("The answer is {}{stop}", self.answer);
        }
        format!("{}; so the answer is {}{stop}", self.steps.join("; "), self.answer)
    }

    /// As a multiple-choice question: the answer and three distinct wrong options, shuffled.
    pub fn into_mcq(self, rng: &mut StdRng) -> McqQuestion {
        let explanation = self.explanation_text();
        let mut seen = vec![normalise(&self.answer)];
        let mut options = vec![self.answer.clone()];
        let mut candidates = self.wrong.clone();
        candidates.extend(near_misses(&self.answer, rng));
        for wrong in candidates {
            if options.len() == 4 {
                break;
            }
            let key = normalise(&wrong);
            if wrong.trim().is_empty() || seen.contains(&key) {
                continue;
            }
            seen.push(key);
            options.push(wrong);
        }
        options.shuffle(rng);
        McqQuestion { question: self.question, options, answer: AnswerKey::One(self.answer), explanation }
    }

    /// As a short-answer question: a mark for each method step and one for the answer.
    pub fn into_short_answer(self) -> ShortAnswerQuestion {
        let explanation = self.explanation_text();
        let mut scheme: Vec<MarkingPoint> =
            self.steps.iter().map(|s| MarkingPoint { point: s.clone(), marks: 1, accept: vec![] }).collect();
        scheme.push(MarkingPoint { point: self.answer.clone(), marks: 1, accept: self.accept.clone() });
        let marks = scheme.len() as u32;
        let answer = if self.steps.is_empty() {
            self.answer.clone()
        } else {
            format!("{}; {}", self.steps.join("; "), self.answer)
        };
        ShortAnswerQuestion { question: self.question, marks, marking_scheme: scheme, answer, explanation }
    }
}

/// Plausible wrong numbers near a numeric answer (off by one step, a place value, a sign),
/// kept in the answer's own form (same unit, same number of decimals).
fn near_misses(answer: &str, rng: &mut StdRng) -> Vec<String> {
    if let Some(misses) = fraction_misses(answer) {
        return misses;
    }
    let Some((prefix, number, suffix)) = split_number(answer) else {
        return Vec::new();
    };
    let decimals = number.split('.').nth(1).map_or(0, str::len);
    let Ok(value) = number.parse::<f64>() else { return Vec::new() };
    let unit = 10f64.powi(-(decimals as i32));
    let step = if value.abs() >= 100.0 && decimals == 0 { 10.0 } else { unit };
    let mut out: Vec<f64> = vec![
        value + step,
        value - step,
        value * 10.0,
        value + 2.0 * step,
        value - 2.0 * step,
        value / 10.0,
        -value,
        value * 2.0,
    ];
    out.shuffle(rng);
    // Quantities ("12 cm") stay positive; the value of an unknown ("x = 3") may be negative.
    let signed_ok = value < 0.0 || prefix.trim_end().ends_with('=') || (prefix.is_empty() && suffix.is_empty());
    let mut misses: Vec<String> = out
        .into_iter()
        .filter(|v| v.is_finite() && (*v >= 0.0 || signed_ok))
        .map(|v| format!("{prefix}{}{suffix}", fixed(v, decimals)))
        .collect();
    // Last resort for small answers where the above collide (0 and 1 especially).
    misses.extend((3..7).map(|k| format!("{prefix}{}{suffix}", fixed(value + k as f64 * step, decimals))));
    misses
}

/// Wrong fractions near a fractional answer "a/b" (optionally "x = a/b" or "a/b units"):
/// one more on top or bottom, upside down, doubled, halved; never equal in value.
fn fraction_misses(answer: &str) -> Option<Vec<String>> {
    let start = answer.find(|c: char| c.is_ascii_digit())?;
    let start = if answer[..start].ends_with('-') { start - 1 } else { start };
    let (prefix, rest) = answer.split_at(start);
    let slash = rest.find('/')?;
    let top: i64 = rest[..slash].parse().ok()?;
    let after = &rest[slash + 1..];
    let end = after.find(|c: char| !c.is_ascii_digit()).unwrap_or(after.len());
    let bottom: i64 = after[..end].parse().ok()?;
    let suffix = &after[end..];
    if bottom == 0 {
        return None;
    }
    let answer_value = Frac::new(top, bottom);
    let candidates = [
        Frac::new(top + 1, bottom),
        Frac::new(top, bottom + 1),
        Frac::new(bottom, top),
        Frac::new(top * 2, bottom),
        Frac::new(top, bottom * 2),
        Frac::new(top - 1, bottom),
        Frac::new(top + 2, bottom + 1),
    ];
    Some(
        candidates
            .into_iter()
            .filter(|f| *f != answer_value && f.n != 0 && (f.n > 0 || top < 0))
            .map(|f| format!("{prefix}{f}{suffix}"))
            .collect(),
    )
}

/// "Answer: 12.5 cm" -> ("Answer: ", "12.5", " cm"), the first number in the text.
fn split_number(text: &str) -> Option<(String, String, String)> {
    let bytes: Vec<char> = text.chars().collect();
    let start = bytes.iter().position(|c| c.is_ascii_digit())?;
    let start = if start > 0 && bytes[start - 1] == '-' { start - 1 } else { start };
    let mut end = start + 1;
    while end < bytes.len()
        && (bytes[end].is_ascii_digit() || (bytes[end] == '.' && bytes.get(end + 1).is_some_and(char::is_ascii_digit)))
    {
        end += 1;
    }
    // Fractions and ratios are not single numbers: leave them to the family's own mistakes.
    if bytes.get(end).is_some_and(|c| *c == '/' || *c == ':') {
        return None;
    }
    Some((bytes[..start].iter().collect(), bytes[start..end].iter().collect(), bytes[end..].iter().collect()))
}

/// The randomness and difficulty a family draws with.
pub(crate) struct Ctx<'a> {
    rng: &'a mut StdRng,
    /// 0 easy, 1 normal, 2 hard.
    pub t: u8,
}

impl<'a> Ctx<'a> {
    pub fn new(rng: &'a mut StdRng, t: u8) -> Self {
        Ctx { rng, t }
    }

    /// A whole number in `lo..=hi`.
    pub fn int(&mut self, lo: i64, hi: i64) -> i64 {
        if hi <= lo { lo } else { self.rng.random_range(lo..=hi) }
    }

    /// A whole number from the range of the current difficulty.
    pub fn by(&mut self, easy: (i64, i64), normal: (i64, i64), hard: (i64, i64)) -> i64 {
        let (lo, hi) = [easy, normal, hard][usize::from(self.t.min(2))];
        self.int(lo, hi)
    }

    /// A whole number in `lo..=hi` other than zero.
    pub fn nonzero(&mut self, lo: i64, hi: i64) -> i64 {
        loop {
            let n = self.int(lo, hi);
            if n != 0 {
                return n;
            }
        }
    }

    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        *items.choose(self.rng).unwrap_or(&items[0])
    }

    pub fn chance(&mut self, p: f64) -> bool {
        self.rng.random_bool(p.clamp(0.0, 1.0))
    }

    /// Two different whole numbers in `lo..=hi`.
    pub fn two(&mut self, lo: i64, hi: i64) -> (i64, i64) {
        let a = self.int(lo, hi);
        loop {
            let b = self.int(lo, hi);
            if b != a || hi <= lo {
                return (a, b);
            }
        }
    }

    pub fn name(&mut self) -> &'static str {
        self.pick(&[
            "Ngono", "Tabi", "Ayuk", "Nkeng", "Mbah", "Eyenga", "Bih", "Ekane", "Njoya", "Fon", "Manka'a", "Atangana",
            "Nji", "Ebai", "Fouda", "Kuete", "Lum", "Ndip",
        ])
    }

    pub fn town(&mut self) -> &'static str {
        self.pick(&[
            "Bamenda",
            "Buea",
            "Douala",
            "Yaounde",
            "Limbe",
            "Kumba",
            "Bafoussam",
            "Garoua",
            "Maroua",
            "Ebolowa",
            "Bertoua",
            "Ngaoundere",
            "Kribi",
            "Dschang",
        ])
    }
}

/// A problem from one of the families, drawn with the given difficulty.
pub(crate) fn draw(family: Family, rng: &mut StdRng, tier: u8) -> Problem {
    let mut ctx = Ctx::new(rng, tier);
    family(&mut ctx)
}
