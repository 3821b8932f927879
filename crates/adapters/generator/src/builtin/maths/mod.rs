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
    /// The answer's leading number is this expression rounded (half up) as the question asks,
    /// and is written with that many decimals or significant figures.
    Rounded { expr: String, places: Places },
    /// The answer's "name = value" parts satisfy every equation (within the tolerance);
    /// `count` alternatives are joined by "or" (the roots of an equation), else the parts hold
    /// together. A bare value is given to the equations' only unknown. With `within`, every
    /// value lies in that closed interval (the range the question gives).
    Satisfies { equations: Vec<String>, count: usize, tolerance: f64, within: Option<(f64, f64)> },
    /// The answer gives `count` roots of `equation` (in x) joined by "or", each rounded to
    /// `dp` decimal places: a true root lies within half a unit of each.
    RoundedRoots { equation: String, count: usize, dp: u32 },
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

/// How a rounded answer is rounded.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Places {
    Decimals(u32),
    Significant(u32),
    /// To so many decimal places "where needed": trailing zeros dropped (2.5 for 2.50).
    UpTo(u32),
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

    /// The answer is the value of `expr` rounded to `dp` decimal places.
    pub fn rounded(mut self, expr: impl Into<String>, dp: usize) -> Self {
        self.claim = Claim::Rounded { expr: expr.into(), places: Places::Decimals(dp as u32) };
        self
    }

    /// The answer is the value of `expr` rounded to `dp` decimal places, trailing zeros dropped.
    pub fn rounded_up_to(mut self, expr: impl Into<String>, dp: usize) -> Self {
        self.claim = Claim::Rounded { expr: expr.into(), places: Places::UpTo(dp as u32) };
        self
    }

    /// The answer is the value of `expr` to `sf` significant figures.
    pub fn significant(mut self, expr: impl Into<String>, sf: u32) -> Self {
        self.claim = Claim::Rounded { expr: expr.into(), places: Places::Significant(sf) };
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
        self.claim = Claim::Satisfies {
            equations: equations.into_iter().map(Into::into).collect(),
            count,
            tolerance,
            within: None,
        };
        self
    }

    /// The roots asked for lie in `lo..=hi` ("for 0° ≤ x ≤ 360°"); call after `satisfies`.
    pub fn within(mut self, lo: f64, hi: f64) -> Self {
        if let Claim::Satisfies { within, .. } = &mut self.claim {
            *within = Some((lo, hi));
        }
        self
    }

    /// The answer gives `count` roots of `equation` (in x), each to `dp` decimal places.
    pub fn roots_rounded(mut self, equation: impl Into<String>, count: usize, dp: u32) -> Self {
        self.claim = Claim::RoundedRoots { equation: equation.into(), count, dp };
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
            if wrong.trim().is_empty() || seen.contains(&key) || options.iter().any(|o| same_value(o, &wrong)) {
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

/// Wrong root lists for an equation with roots `roots`: the given mistakes, then shifted
/// (by `one`), doubled and sign-changed roots as a last resort; each written smallest root
/// first by `show`, never a repeated root, never the roots themselves in another order.
pub(crate) fn wrong_roots<T: Copy + PartialOrd + std::ops::Add<Output = T> + std::ops::Neg<Output = T>>(
    roots: (T, T),
    one: T,
    mistakes: impl IntoIterator<Item = (T, T)>,
    show: impl Fn(T, T) -> String,
) -> Vec<String> {
    let sorted = |(a, b): (T, T)| if a <= b { (a, b) } else { (b, a) };
    let right = sorted(roots);
    let (r, s) = right;
    let fallbacks = [(r + one, s + one), (-r, -s), (r, -s), (-r, s), (r + one + one, s), (r, s + one), (r + r, s + s)];
    let mut out: Vec<String> = Vec::new();
    for pair in mistakes.into_iter().chain(fallbacks) {
        let (a, b) = sorted(pair);
        let shown = show(a, b);
        if (a, b) != right && a != b && !out.contains(&shown) && shown != show(r, s) {
            out.push(shown);
        }
    }
    out
}

/// Whether a wrong option states the answer's value in another form: "82" for "82.0",
/// "0.0140" for "0.014", "16/10" or "1 3/5" for "8/5", "x = 0 or x = -2" for "x = -2 or x = 0".
/// Such an option is right too, so it is never offered.
fn same_value(answer: &str, wrong: &str) -> bool {
    let roots = |text: &str| {
        let mut parts: Vec<String> = text.split(" or ").map(normalise).collect();
        parts.sort();
        parts
    };
    if answer.contains(" or ") && roots(answer) == roots(wrong) {
        return true;
    }
    match (stated_value(answer), stated_value(wrong)) {
        (Some((p, v, s)), Some((q, w, t))) => p == q && s == t && (v - w).abs() <= 1e-9 * v.abs().max(1e-9),
        _ => false,
    }
}

/// The number an option states with the text around it: "x = 2 1/3 cm" -> ("x = ", 7/3,
/// " cm"); whole numbers, decimals, fractions and mixed numbers only.
fn stated_value(text: &str) -> Option<(String, f64, String)> {
    let start = text.find(|c: char| c.is_ascii_digit())?;
    let start = if text[..start].ends_with('-') { start - 1 } else { start };
    let (prefix, rest) = text.split_at(start);
    let (sign, rest) = match rest.strip_prefix('-') {
        Some(r) => (-1.0, r),
        None => (1.0, rest),
    };
    let number = |s: &str| -> Option<(f64, usize)> {
        let end = s.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(s.len());
        let v = s[..end].parse::<f64>().ok()?;
        Some((v, end))
    };
    let (mut value, mut used) = number(rest)?;
    let after = &rest[used..];
    // "a/b", or the "a/b" of a mixed number "w a/b".
    let fraction = |s: &str| -> Option<(f64, usize)> {
        let (top, n) = number(s)?;
        let s2 = s[n..].strip_prefix('/')?;
        let (bottom, m) = number(s2)?;
        (bottom != 0.0).then_some((top / bottom, n + 1 + m))
    };
    if let Some(s2) = after.strip_prefix('/') {
        let (bottom, m) = number(s2)?;
        if bottom == 0.0 {
            return None;
        }
        value /= bottom;
        used += 1 + m;
    } else if let Some(s2) = after.strip_prefix(' ')
        && let Some((f, m)) = fraction(s2)
    {
        value += f;
        used += 1 + m;
    }
    let suffix = &rest[used..];
    // Letters or powers stuck to the number make it a term, not a value ("3x", "2π").
    if suffix.starts_with(|c: char| c.is_alphanumeric() || "π√^(⁰¹²³⁴⁵⁶⁷⁸⁹⁻".contains(c)) && !suffix.starts_with(' ')
    {
        return None;
    }
    Some((prefix.to_string(), sign * value, suffix.to_string()))
}

/// Plausible wrong numbers near a numeric answer (off by one step, a place value, a sign),
/// kept in the answer's own form (same unit, same number of decimals).
fn near_misses(answer: &str, rng: &mut StdRng) -> Vec<String> {
    if let Some(misses) = fraction_misses(answer) {
        return misses;
    }
    // The roots of an equation: the family's own mistakes, never half-changed root lists.
    if answer.contains(" or ") {
        return Vec::new();
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
    // A positive answer gets no negative neighbours: primary pupils have not met negative
    // numbers, and a family that wants a sign mistake offers it itself.
    let signed_ok = value < 0.0;
    // A tenth of 4 shown without decimals would be "0": only neighbours the answer's own
    // number of decimals can show.
    let shows = |v: f64| {
        let scaled = v * 10f64.powi(decimals as i32);
        (scaled - scaled.round()).abs() < 1e-6
    };
    let mut misses: Vec<String> = out
        .into_iter()
        .filter(|v| v.is_finite() && (*v >= 0.0 || signed_ok) && shows(*v))
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

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(self.rng);
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
