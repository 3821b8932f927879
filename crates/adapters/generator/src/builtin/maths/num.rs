//! Exact arithmetic and the way numbers and expressions are written in questions.

use std::fmt;

pub(crate) fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

pub(crate) fn lcm(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 { 0 } else { (a / gcd(a, b) * b).abs() }
}

/// A fraction in lowest terms with a positive denominator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Frac {
    pub n: i64,
    pub d: i64,
}

impl Frac {
    pub fn new(n: i64, d: i64) -> Frac {
        let d = if d == 0 { 1 } else { d };
        let g = gcd(n, d).max(1);
        let sign = if d < 0 { -1 } else { 1 };
        Frac { n: sign * n / g, d: sign * d / g }
    }
    pub fn int(n: i64) -> Frac {
        Frac { n, d: 1 }
    }
    pub fn add(self, o: Frac) -> Frac {
        Frac::new(self.n * o.d + o.n * self.d, self.d * o.d)
    }
    pub fn sub(self, o: Frac) -> Frac {
        Frac::new(self.n * o.d - o.n * self.d, self.d * o.d)
    }
    pub fn mul(self, o: Frac) -> Frac {
        Frac::new(self.n * o.n, self.d * o.d)
    }
    pub fn div(self, o: Frac) -> Frac {
        Frac::new(self.n * o.d, self.d * o.n)
    }
    /// For claims: "(n/d)".
    pub fn expr(self) -> String {
        format!("({}/{})", self.n, self.d)
    }
    /// A mixed number: "2 1/3".
    pub fn mixed(self) -> String {
        if self.d == 1 || self.n.abs() < self.d {
            return self.to_string();
        }
        let whole = self.n / self.d;
        let rest = (self.n % self.d).abs();
        if rest == 0 { whole.to_string() } else { format!("{whole} {rest}/{}", self.d) }
    }
}

impl fmt::Display for Frac {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.d == 1 { write!(f, "{}", self.n) } else { write!(f, "{}/{}", self.n, self.d) }
    }
}

/// `v` with exactly `dp` decimals ("-0" is written "0"), rounded half up as taught: a value
/// such as 2.675, which a computer holds as 2.67499..., becomes 2.68.
pub(crate) fn fixed(v: f64, dp: usize) -> String {
    let scale = 10f64.powi(dp as i32);
    let q = v.abs() * scale;
    let v = if q < 1e15 { v.signum() * (q + 0.5 + 1e-11 * q.max(1.0)).floor() / scale } else { v };
    let s = format!("{:.*}", dp, v);
    if s.trim_start_matches('-').chars().all(|c| c == '0' || c == '.') { format!("{:.*}", dp, 0.0) } else { s }
}

/// `v` rounded to `dp` decimals, trailing zeros dropped: 2.50 -> "2.5", 3.0 -> "3".
pub(crate) fn num(v: f64, dp: usize) -> String {
    let s = fixed(v, dp);
    if s.contains('.') { s.trim_end_matches('0').trim_end_matches('.').to_string() } else { s }
}

/// An integer with spaces between thousands, as Cameroonian textbooks write money: 12 500.
pub(crate) fn grouped(n: i64) -> String {
    let digits = n.abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(c);
    }
    if n < 0 { format!("-{out}") } else { out }
}

/// A sum of terms written as a student would: `[(3, "x²"), (-1, "x"), (5, "")]` -> "3x² - x + 5".
pub(crate) fn terms(parts: &[(i64, &str)]) -> String {
    let mut out = String::new();
    for &(c, var) in parts {
        if c == 0 {
            continue;
        }
        let magnitude = c.abs();
        let body = if var.is_empty() {
            magnitude.to_string()
        } else if magnitude == 1 {
            var.to_string()
        } else {
            format!("{magnitude}{var}")
        };
        if out.is_empty() {
            out = if c < 0 { format!("-{body}") } else { body };
        } else {
            out.push_str(if c < 0 { " - " } else { " + " });
            out.push_str(&body);
        }
    }
    if out.is_empty() { "0".into() } else { out }
}

/// "+ 5" or "- 5": a signed constant after a term.
pub(crate) fn signed(c: i64) -> String {
    if c < 0 { format!("- {}", -c) } else { format!("+ {c}") }
}

/// "(x - 3)" for a root of 3, "(x + 2)" for a root of -2.
pub(crate) fn factor(var: &str, root: i64) -> String {
    if root == 0 { var.to_string() } else { format!("({var} {})", signed(-root)) }
}

/// A multiple of π as written in answers: "π", "3π", "3π/4", "-π/2".
pub(crate) fn pi_times(f: Frac) -> String {
    let sign = if f.n < 0 { "-" } else { "" };
    let top = if f.n.abs() == 1 { "π".to_string() } else { format!("{}π", f.n.abs()) };
    if f.d == 1 { format!("{sign}{top}") } else { format!("{sign}{top}/{}", f.d) }
}

/// `var` to the power `n`, the first power written plainly: "a", "a²".
pub(crate) fn power(var: &str, n: i64) -> String {
    if n == 1 { var.to_string() } else { format!("{var}{}", sup(n)) }
}

/// A coefficient in front of a letter: "", "-", "3".
pub(crate) fn coefficient(c: i64) -> String {
    match c {
        1 => String::new(),
        -1 => "-".into(),
        c => c.to_string(),
    }
}

pub(crate) fn sup(n: i64) -> String {
    n.to_string()
        .chars()
        .map(|c| match c {
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            '9' => '⁹',
            '-' => '⁻',
            other => other,
        })
        .collect()
}

pub(crate) fn factorial(n: i64) -> i64 {
    (1..=n.max(1)).product()
}

pub(crate) fn choose(n: i64, r: i64) -> i64 {
    if r < 0 || r > n {
        return 0;
    }
    let r = r.min(n - r);
    (0..r).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

pub(crate) fn perm(n: i64, r: i64) -> i64 {
    if r < 0 || r > n { 0 } else { (n - r + 1..=n).product() }
}

pub(crate) fn is_prime(n: i64) -> bool {
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

/// Numbers in words, as a primary pupil reads them (up to 999 999 999).
pub(crate) fn words(n: i64) -> String {
    const ONES: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 10] = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
    fn below_thousand(n: i64) -> String {
        let (h, rest) = (n / 100, n % 100);
        let mut parts = Vec::new();
        if h > 0 {
            parts.push(format!("{} hundred", ONES[h as usize]));
        }
        if rest > 0 {
            let text = if rest < 20 {
                ONES[rest as usize].to_string()
            } else if rest % 10 == 0 {
                TENS[(rest / 10) as usize].to_string()
            } else {
                format!("{}-{}", TENS[(rest / 10) as usize], ONES[(rest % 10) as usize])
            };
            parts.push(text);
        }
        parts.join(" and ")
    }
    if n == 0 {
        return "zero".into();
    }
    let mut parts = Vec::new();
    for (scale, name) in [(1_000_000, " million"), (1_000, " thousand"), (1, "")] {
        let chunk = (n / scale) % 1000;
        if chunk > 0 {
            parts.push(format!("{}{name}", below_thousand(chunk)));
        }
    }
    // "two thousand and five": British usage puts "and" before a last chunk under a hundred.
    if n % 1000 < 100
        && n % 1000 > 0
        && parts.len() > 1
        && let Some(last) = parts.pop()
    {
        return format!("{} and {last}", parts.join(" "));
    }
    parts.join(" ")
}

/// "1st", "2nd", "3rd", "4th", "11th", "22nd".
pub(crate) fn ordinal(n: i64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

pub(crate) fn roman(mut n: i64) -> String {
    const TABLE: [(i64, &str); 13] = [
        (1000, "M"),
        (900, "CM"),
        (500, "D"),
        (400, "CD"),
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ];
    let mut out = String::new();
    for (value, letters) in TABLE {
        while n >= value {
            out.push_str(letters);
            n -= value;
        }
    }
    out
}

/// `n` written in base `b` (2 to 10).
pub(crate) fn in_base(mut n: i64, b: i64) -> String {
    if n == 0 {
        return "0".into();
    }
    let mut digits = Vec::new();
    while n > 0 {
        digits.push(char::from(b'0' + (n % b) as u8));
        n /= b;
    }
    digits.iter().rev().collect()
}

/// Wrong fractions with the same value as the answer would be right too: drop them.
pub(crate) fn unlike(answer: Frac, wrong: impl IntoIterator<Item = Frac>) -> Vec<String> {
    wrong.into_iter().filter(|w| *w != answer && w.d > 0).map(|w| w.to_string()).collect()
}

/// Pythagorean triples small enough for mental work.
pub(crate) const TRIPLES: [(i64, i64, i64); 6] =
    [(3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (6, 8, 10), (9, 12, 15)];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writing_numbers() {
        assert_eq!(terms(&[(3, "x²"), (-1, "x"), (5, "")]), "3x² - x + 5");
        assert_eq!(terms(&[(-1, "x"), (0, "y"), (-4, "")]), "-x - 4");
        assert_eq!(factor("x", 3), "(x - 3)");
        assert_eq!(factor("x", -2), "(x + 2)");
        assert_eq!(num(2.50, 2), "2.5");
        assert_eq!(num(-0.0001, 2), "0");
        assert_eq!(fixed(2.675, 2), "2.68");
        assert_eq!(fixed(12.125, 2), "12.13");
        assert_eq!(fixed(-1.005, 2), "-1.01");
        assert_eq!(fixed(0.333, 0), "0");
        assert_eq!(grouped(1_250_000), "1 250 000");
        assert_eq!(words(4305), "four thousand three hundred and five");
        assert_eq!(words(2_040_019), "two million forty thousand and nineteen");
        assert_eq!(words(715), "seven hundred and fifteen");
        assert_eq!(roman(1994), "MCMXCIV");
        assert_eq!(
            [ordinal(1), ordinal(3), ordinal(12), ordinal(22), ordinal(8)],
            ["1st", "3rd", "12th", "22nd", "8th"]
        );
        assert_eq!(in_base(13, 2), "1101");
        assert_eq!(Frac::new(6, -8), Frac { n: -3, d: 4 });
        assert_eq!(Frac::new(7, 3).mixed(), "2 1/3");
        assert_eq!(sup(-12), "⁻¹²");
        assert_eq!(choose(10, 3), 120);
        assert_eq!(perm(5, 2), 20);
    }
}
