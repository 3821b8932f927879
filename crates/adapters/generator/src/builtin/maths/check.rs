//! Checks every family's answers with arithmetic of our own: a small expression evaluator
//! reads the answer text and the problem's [`Claim`] (substituting roots back into their
//! equations, differentiating and integrating numerically, rounding half up as taught), so
//! a wrong formula or a badly written answer in a family shows up here. Nothing here calls
//! the families' own arithmetic.
//!
//! The same check is then made of every wrong option put in the answer's place: an option
//! that passes is right too, whatever its form ("82" for 82.0 to one decimal place, the roots
//! in another order, "(3x + 9)(x - 3)" for 3x² - 27, a root outside the range asked for). A
//! question must have exactly one right option, so the test admits no such option at all.
//! Primary answers and options are also held to the primary syllabus: no negative numbers,
//! simple fractions, at most three decimals.

use std::collections::BTreeMap;

use rand::SeedableRng;
use rand::rngs::StdRng;
use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::{QuizContent, Section, validate_content};

use super::*;

const FUNCTIONS: [&str; 24] = [
    "sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "rsin", "rcos", "ln", "log", "exp", "abs", "floor", "ceil",
    "fact", "C", "P", "gcd", "max", "min", "phi", "sinh", "cosh",
];

/// Writes unicode maths the way the evaluator reads it.
fn plain(text: &str) -> String {
    let mut out = String::new();
    let mut in_power = false;
    for c in text.chars() {
        let power_digit = match c {
            '⁰' => Some('0'),
            '¹' => Some('1'),
            '²' => Some('2'),
            '³' => Some('3'),
            '⁴' => Some('4'),
            '⁵' => Some('5'),
            '⁶' => Some('6'),
            '⁷' => Some('7'),
            '⁸' => Some('8'),
            '⁹' => Some('9'),
            '⁻' => Some('-'),
            _ => None,
        };
        match power_digit {
            Some(d) => {
                if !in_power {
                    out.push_str("^(");
                    in_power = true;
                }
                out.push(d);
                continue;
            }
            None if in_power => {
                out.push(')');
                in_power = false;
            }
            None => {}
        }
        match c {
            '×' => out.push('*'),
            '÷' => out.push('/'),
            '−' => out.push('-'),
            'π' => out.push_str("pi"),
            '√' => out.push('√'),
            '°' | ' ' => {}
            other => out.push(other),
        }
    }
    if in_power {
        out.push(')');
    }
    out
}

/// An expression read once, then evaluated at as many points as a check needs (an integral
/// asks for thousands of values of the same function).
#[derive(Debug, Clone)]
enum Node {
    Number(f64),
    Letter(char),
    Neg(Box<Node>),
    Add(Box<Node>, Box<Node>),
    Sub(Box<Node>, Box<Node>),
    Mul(Box<Node>, Box<Node>),
    Div(Box<Node>, Box<Node>),
    Pow(Box<Node>, Box<Node>),
    Sqrt(Box<Node>),
    Call(&'static str, Vec<Node>),
}

impl Node {
    /// The value with the letters given in `vars` (a few at most: a slice beats a map).
    fn at(&self, vars: &[(char, f64)]) -> Result<f64, String> {
        Ok(match self {
            Node::Number(v) => *v,
            Node::Letter(l) => {
                vars.iter().find(|(c, _)| c == l).map(|(_, v)| *v).ok_or(format!("unknown letter {l}"))?
            }
            Node::Neg(a) => -a.at(vars)?,
            Node::Add(a, b) => a.at(vars)? + b.at(vars)?,
            Node::Sub(a, b) => a.at(vars)? - b.at(vars)?,
            Node::Mul(a, b) => a.at(vars)? * b.at(vars)?,
            Node::Div(a, b) => a.at(vars)? / b.at(vars)?,
            Node::Pow(a, b) => a.at(vars)?.powf(b.at(vars)?),
            Node::Sqrt(a) => a.at(vars)?.sqrt(),
            Node::Call(name, args) => {
                let values = args.iter().map(|a| a.at(vars)).collect::<Result<Vec<f64>, String>>()?;
                call(name, &values)?
            }
        })
    }
}

fn boxed(a: Node, b: Node) -> (Box<Node>, Box<Node>) {
    (Box::new(a), Box::new(b))
}

struct Parser {
    chars: Vec<char>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expr(&mut self) -> Result<Node, String> {
        let mut v = self.term()?;
        loop {
            if self.eat('+') {
                let (a, b) = boxed(v, self.term()?);
                v = Node::Add(a, b);
            } else if self.eat('-') {
                let (a, b) = boxed(v, self.term()?);
                v = Node::Sub(a, b);
            } else {
                return Ok(v);
            }
        }
    }

    fn term(&mut self) -> Result<Node, String> {
        let mut v = self.unary()?;
        loop {
            if self.eat('*') {
                let (a, b) = boxed(v, self.unary()?);
                v = Node::Mul(a, b);
            } else if self.eat('/') {
                let (a, b) = boxed(v, self.unary()?);
                v = Node::Div(a, b);
            } else if self.peek().is_some_and(|c| c.is_alphanumeric() || c == '(' || c == '√' || c == '.') {
                // Implicit multiplication: 3x, 2(x + 1), (x - 1)(x + 1), 2√3.
                let (a, b) = boxed(v, self.power()?);
                v = Node::Mul(a, b);
            } else {
                return Ok(v);
            }
        }
    }

    fn unary(&mut self) -> Result<Node, String> {
        if self.eat('-') {
            return Ok(Node::Neg(Box::new(self.unary()?)));
        }
        if self.eat('+') {
            return self.unary();
        }
        self.power()
    }

    fn power(&mut self) -> Result<Node, String> {
        let base = self.primary()?;
        if self.eat('^') {
            let (a, b) = boxed(base, self.unary()?);
            return Ok(Node::Pow(a, b));
        }
        Ok(base)
    }

    fn primary(&mut self) -> Result<Node, String> {
        let Some(c) = self.peek() else { return Err("unexpected end".into()) };
        if c == '(' {
            self.pos += 1;
            let v = self.expr()?;
            if !self.eat(')') {
                return Err(format!("missing ) at {}", self.pos));
            }
            return Ok(v);
        }
        if c == '√' {
            self.pos += 1;
            return Ok(Node::Sqrt(Box::new(self.primary()?)));
        }
        if c.is_ascii_digit() || c == '.' {
            let start = self.pos;
            while self.peek().is_some_and(|c| c.is_ascii_digit() || c == '.') {
                self.pos += 1;
            }
            let text: String = self.chars[start..self.pos].iter().collect();
            return text.parse().map(Node::Number).map_err(|_| format!("bad number {text}"));
        }
        if c.is_alphabetic() {
            let start = self.pos;
            while self.peek().is_some_and(char::is_alphabetic) {
                self.pos += 1;
            }
            let word: String = self.chars[start..self.pos].iter().collect();
            if let Some(name) = FUNCTIONS.iter().find(|f| **f == word)
                && self.peek() == Some('(')
            {
                self.pos += 1;
                let mut args = vec![self.expr()?];
                while self.eat(',') {
                    args.push(self.expr()?);
                }
                if !self.eat(')') {
                    return Err("missing ) after arguments".into());
                }
                return Ok(Node::Call(name, args));
            }
            // A run of letters is a product of one-letter unknowns ("xy"), or pi.
            let mut factors = Vec::new();
            let mut rest = word.as_str();
            while !rest.is_empty() {
                if let Some(r) = rest.strip_prefix("pi") {
                    factors.push(Node::Number(std::f64::consts::PI));
                    rest = r;
                    continue;
                }
                let mut it = rest.chars();
                factors.push(Node::Letter(it.next().unwrap_or('?')));
                rest = it.as_str();
            }
            let mut factors = factors.into_iter();
            let first = factors.next().ok_or("an empty word")?;
            return Ok(factors.fold(first, |v, f| {
                let (a, b) = boxed(v, f);
                Node::Mul(a, b)
            }));
        }
        Err(format!("unexpected {c:?} at {}", self.pos))
    }
}

/// Reads an expression in school notation once, for evaluating it many times.
fn compile(text: &str) -> Result<Node, String> {
    let mut p = Parser { chars: plain(text).chars().collect(), pos: 0 };
    let v = p.expr()?;
    if p.pos != p.chars.len() {
        return Err(format!("could not read {text:?} past {}", p.pos));
    }
    Ok(v)
}

fn standard_normal(z: f64) -> f64 {
    // Simpson's rule on the density from 0, independent of the generator's formula; 600
    // strips put the error near 1e-13 for |z| < 4.
    let n = 600;
    let h = z / n as f64;
    let f = |t: f64| (-t * t / 2.0).exp() / (2.0 * std::f64::consts::PI).sqrt();
    let mut s = f(0.0) + f(z);
    for i in 1..n {
        s += f(i as f64 * h) * if i % 2 == 1 { 4.0 } else { 2.0 };
    }
    0.5 + s * h / 3.0
}

fn call(name: &str, a: &[f64]) -> Result<f64, String> {
    let first = a.first().copied().unwrap_or(f64::NAN);
    let second = a.get(1).copied().unwrap_or(f64::NAN);
    let whole = |x: f64| x.round() as i64;
    Ok(match name {
        "sqrt" => first.sqrt(),
        "sin" => first.to_radians().sin(),
        "cos" => first.to_radians().cos(),
        "tan" => first.to_radians().tan(),
        "asin" => first.asin().to_degrees(),
        "acos" => first.acos().to_degrees(),
        "atan" => first.atan().to_degrees(),
        "rsin" => first.sin(),
        "rcos" => first.cos(),
        "ln" => first.ln(),
        "log" => first.log10(),
        "exp" => first.exp(),
        "abs" => first.abs(),
        "floor" => first.floor(),
        "ceil" => first.ceil(),
        "sinh" => first.sinh(),
        "cosh" => first.cosh(),
        "fact" => (1..=whole(first)).map(|k| k as f64).product(),
        "C" => {
            let (n, r) = (whole(first), whole(second));
            (1..=r).map(|i| (n - r + i) as f64 / i as f64).product()
        }
        "P" => {
            let (n, r) = (whole(first), whole(second));
            (n - r + 1..=n).map(|k| k as f64).product()
        }
        "gcd" => gcd(whole(first), whole(second)) as f64,
        "max" => a.iter().copied().fold(f64::MIN, f64::max),
        "min" => a.iter().copied().fold(f64::MAX, f64::min),
        "phi" => standard_normal(first),
        _ => return Err(format!("unknown function {name}")),
    })
}

fn eval_with(text: &str, vars: &[(char, f64)]) -> Result<f64, String> {
    compile(text)?.at(vars)
}

fn eval(text: &str) -> Result<f64, String> {
    eval_with(text, &[])
}

/// A mixed number "2 1/3" (or "-2 1/3"), which plain reading would take for 21/3.
fn mixed_number(value: &str) -> Option<(f64, usize)> {
    let parts: Vec<&str> = value.split_whitespace().collect();
    let (sign, whole) = match parts.first()?.strip_prefix('-') {
        Some(w) => (-1.0, w),
        None => (1.0, *parts.first()?),
    };
    let fraction = parts.get(1)?;
    if whole.is_empty() || !whole.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let (top, bottom) = fraction.split_once('/')?;
    if top.is_empty() || bottom.is_empty() || !format!("{top}{bottom}").chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let value = whole.parse::<f64>().ok()? + top.parse::<f64>().ok()? / bottom.parse::<f64>().ok()?;
    Some((sign * value, 2))
}

/// The number an answer states: "12.5 cm" -> 12.5, "2 1/3" -> 7/3, "4.5 × 10⁴", "3π/4",
/// "x = 5" -> 5. A unit must stand apart from the number: "5x" is not the number 5.
fn answer_number(answer: &str) -> Result<f64, String> {
    let value = answer.rsplit('=').next().unwrap_or(answer).trim();
    if let Some((v, _)) = mixed_number(value) {
        return Ok(v);
    }
    let numeric: String =
        value.chars().take_while(|c| c.is_ascii_digit() || " .+-×*/^()√π−⁰¹²³⁴⁵⁶⁷⁸⁹⁻".contains(*c)).collect();
    let rest = &value[numeric.len()..];
    if !rest.is_empty() && !numeric.ends_with(' ') && !rest.starts_with(['%', '°']) {
        return Err(format!("{answer:?} is not a number followed by a unit"));
    }
    eval(numeric.trim().trim_end_matches(['-', '+']))
}

/// A value that must be a number and nothing else ("x = 5", "-2 1/3", "60°").
fn exact_number(value: &str) -> Result<f64, String> {
    match mixed_number(value.trim()) {
        Some((v, n)) if value.split_whitespace().count() == n => Ok(v),
        _ => eval(value),
    }
}

/// `exact` rounded half up (away from zero) as asked; the unit of the last place kept.
fn rounded(exact: f64, places: Places) -> (f64, f64) {
    let unit = match places {
        Places::Decimals(d) | Places::UpTo(d) => 10f64.powi(-(d as i32)),
        Places::Significant(s) => 10f64.powi(exact.abs().log10().floor() as i32 - s as i32 + 1),
    };
    let q = exact.abs() / unit;
    // A decimal tie such as 2.675 is stored a hair below itself; a teacher rounds it up.
    let n = (q + 0.5 + 1e-11 * q.max(1.0)).floor();
    (exact.signum() * n * unit, unit)
}

/// The digits of the number an answer states, as written ("x = 0.0140" -> "0.0140").
fn number_text(answer: &str) -> &str {
    let value = answer.rsplit('=').next().unwrap_or(answer).trim();
    let value = value.trim_start_matches('-');
    let end = value.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(value.len());
    &value[..end]
}

/// A rounded answer shows exactly the decimals or significant figures the question asks for.
fn written_as_asked(problem: &Problem) -> Result<(), String> {
    if let Claim::RoundedRoots { dp, .. } = &problem.claim {
        for root in problem.answer.split(" or ") {
            let decimals = number_text(root).split_once('.').map_or(0, |(_, d)| d.len());
            if decimals != *dp as usize {
                return Err(format!("{root:?} is not written to {dp} decimal places"));
            }
        }
        return Ok(());
    }
    let Claim::Rounded { places, .. } = &problem.claim else { return Ok(()) };
    let text = number_text(&problem.answer);
    let decimals = text.split_once('.').map_or(0, |(_, d)| d.len()) as u32;
    let ok = match places {
        Places::Decimals(d) => decimals == *d,
        Places::UpTo(d) => decimals <= *d && !(text.contains('.') && text.ends_with('0')),
        Places::Significant(s) => {
            let digits: String = text.chars().filter(char::is_ascii_digit).collect();
            let significant = digits.trim_start_matches('0');
            if text.contains('.') {
                significant.len() as u32 == *s
            } else {
                // Zeros ending a whole number only hold places: 130000 to 2 s.f.
                significant.trim_end_matches('0').len() as u32 <= *s && significant.len() as u32 >= *s
            }
        }
    };
    if ok { Ok(()) } else { Err(format!("{:?} is not written to {places:?}", problem.answer)) }
}

fn unknowns(text: &str) -> Vec<char> {
    let plain = plain(text);
    let chars: Vec<char> = plain.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_alphabetic() {
            let start = i;
            while i < chars.len() && chars[i].is_alphabetic() {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            if FUNCTIONS.contains(&word.as_str()) && chars.get(i) == Some(&'(') {
                continue;
            }
            for letter in word.replace("pi", "").chars() {
                if !out.contains(&letter) {
                    out.push(letter);
                }
            }
        } else {
            i += 1;
        }
    }
    out
}

fn close(a: f64, b: f64, tolerance: f64) -> bool {
    (a - b).abs() <= tolerance + 1e-9 * b.abs().max(1.0)
}

fn derivative(f: &Node, x: f64) -> Result<f64, String> {
    let h = 1e-5;
    let at = |v: f64| f.at(&[('x', v)]);
    Ok((at(x + h)? - at(x - h)?) / (2.0 * h))
}

thread_local! {
    /// Integrals already worked out: each option of a question asks for the same one.
    static INTEGRALS: std::cell::RefCell<std::collections::HashMap<String, f64>> = Default::default();
}

/// ∫ f dx from a to b by Simpson's rule on 2000 strips (f smooth on the interval).
fn integral(f: &str, a: f64, b: f64) -> Result<f64, String> {
    let key = format!("{f} {a} {b}");
    if let Some(v) = INTEGRALS.with(|c| c.borrow().get(&key).copied()) {
        return Ok(v);
    }
    let n = 2000;
    let h = (b - a) / n as f64;
    let f_node = compile(f)?;
    let at = |x: f64| f_node.at(&[('x', x)]);
    let mut s = at(a)? + at(b)?;
    for i in 1..n {
        s += at(a + i as f64 * h)? * if i % 2 == 1 { 4.0 } else { 2.0 };
    }
    let v = s * h / 3.0;
    INTEGRALS.with(|c| c.borrow_mut().insert(key, v));
    Ok(v)
}

fn strip_constant(answer: &str) -> &str {
    let answer = answer.rsplit("dy/dx =").next().unwrap_or(answer).trim();
    answer.strip_suffix("+ c").or_else(|| answer.strip_suffix("+ C")).unwrap_or(answer).trim()
}

/// Checks one problem's claim about its answer's value; `Ok(false)` when it has nothing to
/// check. A distractor put in the answer's place must fail here: an option that passes is
/// right too, whatever its form.
fn verify(problem: &Problem) -> Result<bool, String> {
    let answer = problem.answer.as_str();
    match &problem.claim {
        Claim::Text => Ok(false),
        Claim::Number { expr, tolerance } => {
            let (got, want) = (answer_number(answer)?, eval(expr)?);
            if close(got, want, *tolerance) { Ok(true) } else { Err(format!("answer {got} but {expr} = {want}")) }
        }
        Claim::Rounded { expr, places } => {
            let (got, exact) = (answer_number(answer)?, eval(expr)?);
            let (want, unit) = rounded(exact, *places);
            if (got - want).abs() <= unit * 1e-6 {
                Ok(true)
            } else {
                Err(format!("answer {got} but {expr} = {exact}, which is {want} to {places:?}"))
            }
        }
        Claim::Satisfies { equations, count, tolerance, within } => {
            let alternatives: Vec<&str> = answer.split(" or ").collect();
            if alternatives.len() != *count {
                return Err(format!("{} alternatives, expected {count}", alternatives.len()));
            }
            let all_unknowns: Vec<char> = equations.iter().flat_map(|e| unknowns(e)).collect();
            let compiled = equations
                .iter()
                .map(|e| {
                    let (lhs, rhs) = e.split_once('=').ok_or("an equation without =")?;
                    Ok((e.as_str(), compile(lhs)?, compile(rhs)?))
                })
                .collect::<Result<Vec<_>, String>>()?;
            let mut seen = Vec::new();
            for alternative in alternatives {
                let mut vars: Vec<(char, f64)> = Vec::new();
                for part in alternative.split(',') {
                    let (name, value) = match part.split_once('=') {
                        Some((name, value)) => (name.trim().chars().next().ok_or("blank name")?, value),
                        None if all_unknowns.len() == 1 => (all_unknowns[0], part),
                        None => return Err(format!("cannot tell which unknown {part:?} is")),
                    };
                    let value = exact_number(value)?;
                    if let Some((lo, hi)) = within
                        && !(*lo - 1e-9..=*hi + 1e-9).contains(&value)
                    {
                        return Err(format!("{name} = {value} is outside {lo}..{hi}"));
                    }
                    vars.push((name, value));
                }
                for (equation, lhs, rhs) in &compiled {
                    let (l, r) = (lhs.at(&vars)?, rhs.at(&vars)?);
                    if !close(l, r, *tolerance) {
                        return Err(format!("{alternative} gives {l} and {r} in {equation}"));
                    }
                }
                let key = format!(
                    "{:?}",
                    vars.iter().map(|(k, v)| (*k, (v * 1e6).round() as i64)).collect::<BTreeMap<_, _>>()
                );
                if seen.contains(&key) {
                    return Err("the same root twice".into());
                }
                seen.push(key);
            }
            Ok(true)
        }
        Claim::RoundedRoots { equation, count, dp } => {
            let (lhs, rhs) = equation.split_once('=').ok_or("an equation without =")?;
            let (lhs, rhs) = (compile(lhs)?, compile(rhs)?);
            let g = |x: f64| Ok::<f64, String>(lhs.at(&[('x', x)])? - rhs.at(&[('x', x)])?);
            let half = 0.5 * 10f64.powi(-(*dp as i32)) * (1.0 + 1e-9);
            let mut values: Vec<f64> = Vec::new();
            for alternative in answer.split(" or ") {
                let value = exact_number(alternative.rsplit('=').next().unwrap_or(alternative))?;
                // A root rounds to this value when g changes sign within half a unit of it.
                if g(value - half)? * g(value + half)? > 0.0 {
                    return Err(format!("no root of {equation} rounds to {value}"));
                }
                if values.iter().any(|v| (v - value).abs() < half) {
                    return Err("the same root twice".into());
                }
                values.push(value);
            }
            if values.len() != *count {
                return Err(format!("{} roots, expected {count}", values.len()));
            }
            Ok(true)
        }
        Claim::Identity { lhs } => {
            // A line or curve may be given as its equation: "y = 2x + 1".
            let answer = answer.strip_prefix("y = ").unwrap_or(answer);
            let mut letters = unknowns(lhs);
            for l in unknowns(answer) {
                if !letters.contains(&l) {
                    letters.push(l);
                }
            }
            let (answer_node, lhs_node) = (compile(answer)?, compile(lhs)?);
            for k in 0..5 {
                let vars: Vec<(char, f64)> =
                    letters.iter().enumerate().map(|(i, l)| (*l, 1.3 + 0.37 * k as f64 + 0.61 * i as f64)).collect();
                let (a, b) = (answer_node.at(&vars)?, lhs_node.at(&vars)?);
                if !close(a, b, 1e-6 * b.abs().max(1.0)) {
                    return Err(format!("{answer} is {a} but {lhs} is {b} at {vars:?}"));
                }
            }
            Ok(true)
        }
        Claim::Slope { f, at } => {
            let (got, want) = (answer_number(answer)?, derivative(&compile(f)?, *at)?);
            if close(got, want, 1e-4 * want.abs().max(1.0)) {
                Ok(true)
            } else {
                Err(format!("answer {got} but the slope of {f} at {at} is {want}"))
            }
        }
        Claim::Derivative { f, antiderivative } => {
            let (answer_node, f_node) = (compile(strip_constant(answer))?, compile(f)?);
            for x in [0.7, 1.3, 2.1, -1.6] {
                let vars = [('x', x)];
                let (got, want) = if *antiderivative {
                    (derivative(&answer_node, x)?, f_node.at(&vars)?)
                } else {
                    (answer_node.at(&vars)?, derivative(&f_node, x)?)
                };
                if !close(got, want, 1e-4 * want.abs().max(1.0)) {
                    return Err(format!("at x = {x}: {got} against {want}"));
                }
            }
            Ok(true)
        }
        Claim::Integral { f, a, b, tolerance } => {
            let want = integral(f, *a, *b)?;
            let got = answer_number(answer)?;
            if close(got, want, tolerance.max(1e-6 * want.abs())) {
                Ok(true)
            } else {
                Err(format!("answer {got} but the integral is {want}"))
            }
        }
    }
}

#[test]
fn the_evaluator_reads_school_notation() {
    let cases = [
        ("2 + 3 × 4", 14.0),
        ("(2 + 3)4", 20.0),
        ("-3²", -9.0),
        ("2^3^2", 512.0),
        ("4.5 × 10⁴", 45_000.0),
        ("3π/4", 0.75 * std::f64::consts::PI),
        ("2√3", 2.0 * 3f64.sqrt()),
        ("C(5,2)*2^3", 80.0),
        ("sin(30)", 0.5),
        ("max(3,9,4)", 9.0),
        ("phi(0)", 0.5),
    ];
    for (text, want) in cases {
        let got = eval(text).unwrap();
        assert!(close(got, want, 1e-9), "{text}: {got}");
    }
    assert!(close(answer_number("2 1/3").unwrap(), 7.0 / 3.0, 1e-12));
    assert!(close(answer_number("12.5 cm").unwrap(), 12.5, 1e-12));
    assert!(close(answer_number("x = -5").unwrap(), -5.0, 1e-12));
    assert!(close(answer_number("37.5%").unwrap(), 37.5, 1e-12));
    assert!(close(answer_number("-2 1/3").unwrap(), -7.0 / 3.0, 1e-12));
    assert!(answer_number("5x").is_err(), "a letter stuck to a number is no unit");
    assert!(close(exact_number("x = 60°".split('=').nth(1).unwrap()).unwrap(), 60.0, 1e-12));
    assert!(close(phi_check(), 0.975, 1e-3));
    // Half up, decimal ties included, and to significant figures.
    assert_eq!(rounded(2.675, Places::Decimals(2)).0, 2.68);
    assert_eq!(rounded(12.125, Places::Decimals(2)).0, 12.13);
    assert!(close(rounded(0.099973, Places::Significant(2)).0, 0.1, 1e-12));
    assert!(close(rounded(267_711.0, Places::Significant(2)).0, 270_000.0, 1e-6));
    let asked = |answer: &str, places| {
        written_as_asked(&Problem { claim: Claim::Rounded { expr: "1".into(), places }, ..Problem::new("", answer) })
    };
    assert!(asked("82.0", Places::Decimals(1)).is_ok());
    assert!(asked("82", Places::Decimals(1)).is_err());
    assert!(asked("0.10", Places::Significant(2)).is_ok());
    assert!(asked("0.100", Places::Significant(2)).is_err());
    assert!(asked("130000", Places::Significant(2)).is_ok());
    assert!(asked("130000.0", Places::Significant(2)).is_err());
    let vars = [('x', 2.0), ('y', 3.0)];
    assert!(close(eval_with("3x(2x + 3)", &vars).unwrap(), 42.0, 1e-9));
    assert!(close(eval_with("(x - 7)(x + 7)", &vars).unwrap(), -45.0, 1e-9));
    assert!(close(eval_with("2xy", &vars).unwrap(), 12.0, 1e-9));
}

fn phi_check() -> f64 {
    standard_normal(1.96)
}

/// How many problems the property test draws for each family, difficulty and topic.
const DRAWS: u64 = 200;

/// Primary pupils meet no negative numbers, and their answers are whole numbers, decimals of
/// up to three places or fractions with denominators up to 100.
fn primary_syllabus(problem: &Problem, options: &[String]) -> Result<(), String> {
    for option in options {
        let value = option.rsplit('=').next().unwrap_or(option).trim();
        if value.starts_with(['-', '−']) || answer_number(option).is_ok_and(|v| v < 0.0) {
            return Err(format!("the option {option:?} is negative"));
        }
    }
    if matches!(problem.claim, Claim::Text) {
        return Ok(());
    }
    let value = problem.answer.rsplit('=').next().unwrap_or(&problem.answer).trim();
    let is_fraction =
        |w: &&str| w.split_once('/').is_some_and(|(a, b)| a.parse::<u64>().is_ok() && b.parse::<u64>().is_ok());
    if let Some(fraction) = value.split_whitespace().find(is_fraction) {
        let bottom: i64 = fraction.split('/').nth(1).and_then(|b| b.parse().ok()).unwrap_or(0);
        if bottom > 100 {
            return Err(format!("{:?} is not a simple fraction", problem.answer));
        }
    } else if value.contains(['π', '√', '^', '×']) {
        return Err(format!("{:?} is beyond primary arithmetic", problem.answer));
    }
    let decimals = number_text(&problem.answer).split_once('.').map_or(0, |(_, d)| d.len());
    if decimals > 3 {
        return Err(format!("{:?} has {decimals} decimals", problem.answer));
    }
    Ok(())
}

/// The property test over the curriculum rows `rows` takes: every family at every
/// difficulty, [`DRAWS`] problems each. Returns how many problems it drew.
fn every_family_in(part: &str, rows: impl Fn(&str, ClassLevel) -> bool) -> usize {
    let mut generated = 0;
    let mut checked = 0;
    let mut unchecked = 0;
    let mut failures = Vec::new();
    for (subject, class, topic) in curriculum::rows().filter(|(s, c, _)| rows(s, *c)) {
        let Some((families, fit)) = families_for(subject, class, topic) else {
            panic!("{subject} {class} {topic} has no families");
        };
        assert_eq!(fit, Fit::Exact, "{subject} {class} {topic}");
        for (f, family) in families.iter().enumerate() {
            for t in 0..3u8 {
                let mut rng = StdRng::seed_from_u64(1_000 * f as u64 + u64::from(t));
                for _ in 0..DRAWS {
                    let problem = draw(*family, &mut rng, t);
                    generated += 1;
                    let here = format!("{subject} / {class} / {topic} (difficulty {t}): {:?}", problem.question);
                    let right = verify(&problem);
                    match &right {
                        Ok(true) => checked += 1,
                        Ok(false) => unchecked += 1,
                        Err(e) => failures.push(format!("{here} -> {:?}: {e}", problem.answer)),
                    }
                    if let Err(e) = written_as_asked(&problem) {
                        failures.push(format!("{here}: {e}"));
                    }
                    let mcq = problem.clone().into_mcq(&mut rng);
                    // Exactly one option is right: no other option passes the same check, in
                    // whatever form it is written (an equation that is an identity makes every
                    // option right; "82" is 82.0 to one decimal place too).
                    if matches!(right, Ok(true)) {
                        for option in mcq.options.iter().filter(|o| **o != problem.answer) {
                            let other = Problem { answer: option.clone(), ..problem.clone() };
                            if verify(&other).is_ok() {
                                failures.push(format!("{here}: {option:?} is right too ({:?})", problem.answer));
                            }
                        }
                    }
                    if class.ordinal() <= ClassLevel::Class6.ordinal()
                        && let Err(e) = primary_syllabus(&problem, &mcq.options)
                    {
                        failures.push(format!("{here}: {e}"));
                    }
                    let saq = problem.clone().into_short_answer();
                    let question = mcq.question.clone();
                    if mcq.options.len() < 4 && mcq.options.len() != 2 {
                        failures.push(format!("{here} has only {:?}", mcq.options));
                    }
                    if let Err(e) = validate_content(&QuizContent::MultipleChoice { questions: vec![mcq] }) {
                        failures.push(format!("{subject} / {topic}: {question:?}: {e}"));
                    }
                    let content = QuizContent::ShortAnswer {
                        sections: vec![Section { title: "A".into(), marks: 0, questions: vec![saq] }],
                    }
                    .with_section_totals();
                    if let Err(e) = validate_content(&content) {
                        failures.push(format!("{subject} / {topic}: short answer {question:?}: {e}"));
                    }
                }
            }
        }
    }
    println!(
        "{part}: {generated} problems drawn: {checked} answers checked independently, {unchecked} symbolic answers not"
    );
    assert!(
        failures.is_empty(),
        "{} failures, for example:\n{}",
        failures.len(),
        failures.iter().take(3000).cloned().collect::<Vec<_>>().join("\n")
    );
    assert!(checked > 4 * unchecked, "too few answers are checked in {part}: {checked} against {unchecked}");
    generated
}

// The curriculum in four parts, so that the test runner can share them between cores.

#[test]
fn every_primary_family_computes_right_answers_at_every_difficulty() {
    every_family_in("primary", |_, class| class.ordinal() <= ClassLevel::Class6.ordinal());
}

#[test]
fn every_secondary_family_computes_right_answers_at_every_difficulty() {
    every_family_in("secondary", |subject, class| {
        class.ordinal() > ClassLevel::Class6.ordinal()
            && class.ordinal() <= ClassLevel::Form5.ordinal()
            && subject == "mathematics"
    });
}

#[test]
fn every_additional_mathematics_family_computes_right_answers_at_every_difficulty() {
    every_family_in("additional mathematics", |subject, _| subject == "additional mathematics");
}

#[test]
fn every_sixth_form_family_computes_right_answers_at_every_difficulty() {
    every_family_in("sixth form", |_, class| class.ordinal() > ClassLevel::Form5.ordinal());
}
