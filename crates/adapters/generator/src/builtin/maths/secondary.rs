//! Families for secondary school Mathematics (Form 1 to Form 5).

use super::*;

pub(super) fn venn_two_sets(c: &mut Ctx) -> Problem {
    let total = c.by((20, 40), (30, 60), (40, 120));
    let both = c.int(2, total / 5);
    let a = both + c.int(3, total / 3);
    let b = both + c.int(3, total / 3);
    let union = a + b - both;
    if union > total {
        return venn_two_sets(c);
    }
    let neither = total - union;
    let (x, y) = c.pick(&[
        ("football", "volleyball"),
        ("Biology", "Chemistry"),
        ("mangoes", "pawpaws"),
        ("radio", "television"),
    ]);
    if c.t == 0 {
        return Problem::new(
            format!("In a group, {a} like {x}, {b} like {y} and {both} like both. How many like {x} only?"),
            (a - both).to_string(),
        )
        .wrong([a, a + both, b - both])
        .step(format!("{a} - {both}"))
        .value(format!("{a}-{both}"));
    }
    Problem::new(
        format!(
            "In a class of {total} students, {a} like {x}, {b} like {y} and {both} like both. How many like neither?"
        ),
        neither.to_string(),
    )
    .wrong([total - a - b, total - a - b + 2 * both, union])
    .step(format!("n(A ∪ B) = {a} + {b} - {both} = {union}"))
    .step(format!("{total} - {union}"))
    .value(format!("{total}-({a}+{b}-{both})"))
}

pub(super) fn subsets(c: &mut Ctx) -> Problem {
    let n = c.by((2, 4), (3, 6), (4, 8));
    let elements: Vec<String> =
        ["a", "b", "c", "d", "e", "f", "g", "h"][..n as usize].iter().map(|s| s.to_string()).collect();
    let set = format!("{{{}}}", elements.join(", "));
    if c.t >= 2 && c.chance(0.5) {
        return Problem::new(
            format!("How many proper subsets does the set {set} have?"),
            (2i64.pow(n as u32) - 1).to_string(),
        )
        .wrong([2i64.pow(n as u32), 2 * n, n * n])
        .step(format!("2^{n} subsets in all"))
        .value(format!("2^{n}-1"));
    }
    Problem::new(format!("How many subsets does the set {set} have?"), 2i64.pow(n as u32).to_string())
        .wrong([2 * n, n * n, 2i64.pow(n as u32) - 1])
        .step(format!("a set of {n} elements has 2^{n} subsets"))
        .value(format!("2^{n}"))
}

pub(super) fn set_notation(c: &mut Ctx) -> Problem {
    let k = c.by((2, 3), (3, 7), (4, 13));
    let lo = c.int(1, 20);
    let hi = lo + c.by((10, 20), (20, 60), (40, 150));
    let count = (lo..=hi).filter(|x| x % k == 0).count() as i64;
    Problem::new(format!("A = {{x : x is a multiple of {k}, {lo} ≤ x ≤ {hi}}}. Find n(A)."), count.to_string())
        .wrong([count + 1, (hi - lo) / k, count - 1])
        .step(format!("the multiples of {k} from {} to {}", (lo + k - 1) / k * k, hi / k * k))
        .value(format!("floor({hi}/{k})-ceil({lo}/{k})+1"))
}

pub(super) fn directed_numbers(c: &mut Ctx) -> Problem {
    let a = c.by((1, 12), (2, 20), (5, 60));
    let b = c.by((1, 12), (2, 20), (5, 60));
    let (text, answer, wrong) = match c.int(0, 3) {
        0 => (format!("(-{a}) + {b}"), b - a, vec![a + b, -(a + b), a - b]),
        1 => (format!("{a} - (-{b})"), a + b, vec![a - b, -(a + b), b - a]),
        2 => (format!("(-{a}) × (-{b})"), a * b, vec![-(a * b), -(a + b), a + b]),
        _ => (format!("(-{a}) - {b}"), -a - b, vec![b - a, a + b, a - b]),
    };
    Problem::new(format!("Work out {text}."), answer.to_string()).wrong(wrong).value(text.replace('×', "*"))
}

pub(super) fn order_of_operations(c: &mut Ctx) -> Problem {
    let (a, b, d) = (c.int(2, 20), c.int(2, 9), c.int(2, 9));
    match c.int(0, if c.t == 0 { 0 } else { 2 }) {
        0 => Problem::new(format!("Work out {a} + {b} × {d}."), (a + b * d).to_string())
            .wrong([(a + b) * d, a * b + d, a + b + d])
            .step(format!("multiply first: {b} × {d} = {}", b * d))
            .value(format!("{a}+{b}*{d}")),
        1 => {
            let e = c.int(2, 5);
            Problem::new(format!("Work out ({a} + {b}) × {d} - {e}²."), ((a + b) * d - e * e).to_string())
                .wrong([(a + b) * d - 2 * e, a + b * d - e * e, (a + b) * (d - e * e)])
                .step(format!("brackets: {}", a + b))
                .step(format!("index: {e}² = {}", e * e))
                .value(format!("({a}+{b})*{d}-{e}^2"))
        }
        _ => {
            let q = b * d;
            Problem::new(format!("Work out {a} - {q} ÷ {d} + {b}."), (a - b + b).to_string())
                .wrong([(a - q) / d + b, a - q / (d + b), a - b - b])
                .step(format!("divide first: {q} ÷ {d} = {b}"))
                .value(format!("{a}-{q}/{d}+{b}"))
        }
    }
}

pub(super) fn decimal_operations(c: &mut Ctx) -> Problem {
    let a = c.by((11, 99), (101, 999), (1001, 9999)) as f64 / 10.0;
    let b = c.by((11, 99), (11, 99), (101, 999)) as f64 / if c.t >= 2 { 100.0 } else { 10.0 };
    match c.int(0, 2) {
        0 => Problem::new(format!("Work out {} + {}.", num(a, 2), num(b, 2)), num(a + b, 3))
            .wrong([num(a + b * 10.0, 3), num(a + b + 1.0, 3), num(a - b, 3)])
            .step("line up the decimal points")
            .value(format!("{a}+{b}")),
        1 => Problem::new(format!("Work out {} - {}.", num(a.max(b), 2), num(a.min(b), 2)), num((a - b).abs(), 3))
            .wrong([num((a - b).abs() + 1.0, 3), num(a + b, 3), num((a - b).abs() / 10.0, 4)])
            .step("line up the decimal points")
            .value(format!("abs({a}-{b})")),
        _ => {
            let k = c.int(2, 9) as f64 / 10.0;
            Problem::new(format!("Work out {} × {}.", num(a, 2), num(k, 1)), num(a * k, 3))
                .wrong([num(a * k * 10.0, 3), num(a * k / 10.0, 4), num(a + k, 3)])
                .step("multiply as whole numbers, then count the decimal places")
                .value(format!("{a}*{k}"))
        }
    }
}

pub(super) fn fractions_and_decimals(c: &mut Ctx) -> Problem {
    let d = c.pick(&[[2, 4, 5, 10], [4, 5, 8, 20], [8, 16, 25, 40]][usize::from(c.t.min(2))]);
    let n = loop {
        let n = c.int(1, d - 1);
        if gcd(n, d) == 1 {
            break n;
        }
    };
    let v = n as f64 / d as f64;
    if c.chance(0.5) {
        Problem::new(format!("Write {n}/{d} as a decimal."), num(v, 4))
            .wrong([num(v * 10.0, 4), format!("{n}.{d}"), num(d as f64 / n as f64, 3)])
            .step(format!("{n} ÷ {d}"))
            .value(format!("{n}/{d}"))
    } else {
        let f = Frac::new(n, d);
        Problem::new(format!("Write {} as a fraction in its lowest terms.", num(v, 4)), f.to_string())
            .wrong([
                format!("{}/{}", (v * 1000.0).round() as i64, 100),
                format!("{}/{}", f.d, f.n),
                format!("{}/{}", f.n, f.d + 1),
            ])
            .step("write over a power of ten and simplify")
            .value(format!("{n}/{d}"))
    }
}

pub(super) fn simplify_expressions(c: &mut Ctx) -> Problem {
    let (a, b, p, q) = (c.int(2, 9), c.nonzero(-9, 9), c.nonzero(-9, 9), c.nonzero(-9, 9));
    let (x_total, y_total) = (a + p, b + q);
    if x_total == 0 || y_total == 0 {
        return simplify_expressions(c);
    }
    let question = format!(
        "Simplify {} {} {}.",
        terms(&[(a, "x"), (b, "y")]),
        if p < 0 { "-" } else { "+" },
        terms(&[(p.abs(), "x"), (if p < 0 { -q } else { q }, "y")])
    );
    let answer = terms(&[(x_total, "x"), (y_total, "y")]);
    Problem::new(question, answer)
        .wrong([
            format!("{}xy", x_total + y_total),
            terms(&[(a - p, "x"), (b + q, "y")]),
            terms(&[(x_total, "x"), (b - q, "y")]),
        ])
        .step("collect the x terms and the y terms")
        .identity(format!("{a}*x+{b}*y+{p}*x+{q}*y"))
}

pub(super) fn substitution(c: &mut Ctx) -> Problem {
    let (a, b) = (c.nonzero(-6, 8), c.nonzero(-6, 8));
    let (p, q) = (c.int(2, 6), c.int(2, 5));
    let value = p * a - q * b + a * b;
    Problem::new(format!("If a = {a} and b = {b}, evaluate {p}a - {q}b + ab."), value.to_string())
        .wrong([p * a - q * b, p * a + q * b + a * b, p * a - q * b - a * b])
        .step(format!("{p}({a}) - {q}({b}) + ({a})({b})"))
        .value(format!("{p}*({a})-{q}*({b})+({a})*({b})"))
}

pub(super) fn expand_brackets(c: &mut Ctx) -> Problem {
    let (k, a, b) = (c.nonzero(-7, 9), c.int(1, 6), c.nonzero(-9, 9));
    if c.t >= 2 {
        let (m, d) = (c.int(2, 5), c.nonzero(-6, 6));
        // k(ax + b) - m(x + d)
        let answer = terms(&[(k * a - m, "x"), (k * b - m * d, "")]);
        return Problem::new(
            format!("Expand and simplify {k}({}) - {m}({}).", terms(&[(a, "x"), (b, "")]), terms(&[(1, "x"), (d, "")])),
            answer,
        )
        .wrong([
            terms(&[(k * a - m, "x"), (k * b - d, "")]),
            terms(&[(k * a + m, "x"), (k * b + m * d, "")]),
            terms(&[(k * a - m, "x"), (k * b + m * d, "")]),
        ])
        .step(format!("{} and {}", terms(&[(k * a, "x"), (k * b, "")]), terms(&[(-m, "x"), (-m * d, "")])))
        .identity(format!("{k}*({a}*x+{b})-{m}*(x+{d})"));
    }
    Problem::new(format!("Expand {k}({}).", terms(&[(a, "x"), (b, "")])), terms(&[(k * a, "x"), (k * b, "")]))
        .wrong([
            terms(&[(k * a, "x"), (b, "")]),
            terms(&[(k + a, "x"), (k + b, "")]),
            terms(&[(k * a, "x"), (-k * b, "")]),
        ])
        .step(format!("multiply each term by {k}"))
        .identity(format!("{k}*({a}*x+{b})"))
}

pub(super) fn complementary_angles(c: &mut Ctx) -> Problem {
    let a = c.by((10, 80), (5, 85), (1, 89));
    if c.chance(0.5) {
        Problem::new(format!("What is the complement of an angle of {a}°?"), format!("{}°", 90 - a))
            .wrong([format!("{}°", 180 - a), format!("{}°", 360 - a), format!("{a}°")])
            .step("complementary angles add up to 90°")
            .value(format!("90-{a}"))
    } else {
        let a = a + c.int(0, 80);
        Problem::new(format!("What is the supplement of an angle of {a}°?"), format!("{}°", 180 - a))
            .wrong([format!("{}°", (90 - a).abs().max(1)), format!("{}°", 360 - a), format!("{}°", 180 + a)])
            .step("supplementary angles add up to 180°")
            .value(format!("180-{a}"))
    }
}

pub(super) fn parallel_lines(c: &mut Ctx) -> Problem {
    let a = c.int(35, 145);
    let (kind, answer) = c.pick(&[
        ("alternate", a),
        ("corresponding", a),
        ("co-interior (allied)", 180 - a),
        ("vertically opposite", a),
    ]);
    if a == 90 {
        return parallel_lines(c);
    }
    let other = if answer == a { 180 - a } else { a };
    Problem::new(
        format!("A transversal cuts two parallel lines. One angle is {a}°. What is the {kind} angle to it?"),
        format!("{answer}°"),
    )
    .wrong([
        format!("{other}°"),
        format!("{}°", 360 - a),
        format!("{}°", (90 - a).abs().max(1) + if answer == 90 - a { 1 } else { 0 }),
    ])
    .step(if answer == a {
        format!("{kind} angles are equal")
    } else {
        "co-interior angles add up to 180°".to_string()
    })
    .value(answer.to_string())
}

pub(super) fn area_units(c: &mut Ctx) -> Problem {
    let (big, small, factor) =
        c.pick(&[("m²", "cm²", 10_000), ("cm²", "mm²", 100), ("km²", "hectares", 100), ("hectares", "m²", 10_000)]);
    let x = c.by((1, 9), (2, 30), (3, 99));
    let linear = (factor as f64).sqrt().round() as i64;
    Problem::new(format!("How many {small} are there in {x} {big}?"), format!("{} {small}", x * factor))
        .wrong([
            format!("{} {small}", x * linear),
            format!("{} {small}", x * factor * 10),
            format!("{} {small}", x * factor / 10),
        ])
        .step(format!("1 {big} = {factor} {small}"))
        .value(format!("{x}*{factor}"))
}

pub(super) fn area_plane_shapes(c: &mut Ctx) -> Problem {
    match c.int(0, if c.t == 0 { 1 } else { 3 }) {
        0 => area_rectangle_scaled(c),
        1 => {
            let (a, b, h) =
                (c.by((2, 10), (3, 15), (5, 30)), c.by((4, 14), (5, 25), (8, 40)), c.by((2, 6), (2, 10), (3, 20)) * 2);
            let area = (a + b) * h / 2;
            Problem::new(
                format!("A trapezium has parallel sides of {a} cm and {b} cm, {h} cm apart. What is its area?"),
                format!("{area} cm²"),
            )
            .wrong([format!("{} cm²", (a + b) * h), format!("{} cm²", a * b * h / 2), format!("{} cm²", a + b + h)])
            .accept([format!("{area} cm2")])
            .step(format!("½ × ({a} + {b}) × {h}"))
            .value(format!("0.5*({a}+{b})*{h}"))
        }
        2 => {
            let r = 7 * c.by((1, 2), (1, 3), (1, 6));
            let area = 22 * r * r / 7;
            Problem::new(format!("Taking π = 22/7, find the area of a circle of radius {r} cm."), format!("{area} cm²"))
                .wrong([
                    format!("{} cm²", 44 * r / 7),
                    format!("{} cm²", 22 * r * r * 4 / 7),
                    format!("{} cm²", 22 * r / 7),
                ])
                .accept([format!("{area} cm2")])
                .step(format!("22/7 × {r} × {r}"))
                .value(format!("22/7*{r}^2"))
        }
        _ => {
            let d = 7 * c.by((1, 4), (2, 6), (2, 10));
            let circumference = 22 * d / 7;
            Problem::new(
                format!("Taking π = 22/7, find the circumference of a circle of diameter {d} cm."),
                format!("{circumference} cm"),
            )
            .wrong([
                format!("{} cm", 2 * circumference),
                format!("{} cm", 22 * d * d / 28),
                format!("{} cm", circumference / 2),
            ])
            .step(format!("22/7 × {d}"))
            .value(format!("22/7*{d}"))
        }
    }
}

fn area_rectangle_scaled(c: &mut Ctx) -> Problem {
    super::primary::area_rectangle(c)
}

/// `n / 10^dp` written with exactly `dp` decimals, from whole numbers so that no rounding of
/// the computer's own creeps in: decimal(82050, 3) = "82.050".
fn decimal(n: i64, dp: u32) -> String {
    let scale = 10i64.pow(dp);
    let sign = if n < 0 { "-" } else { "" };
    let (whole, rest) = (n.abs() / scale, n.abs() % scale);
    if dp == 0 { format!("{sign}{whole}") } else { format!("{sign}{whole}.{rest:0width$}", width = dp as usize) }
}

/// `n` rounded half up to a multiple of `unit`.
fn round_to(n: i64, unit: i64) -> i64 {
    (n + unit / 2) / unit * unit
}

pub(super) fn rounding_decimals(c: &mut Ctx) -> Problem {
    let dp = c.by((1, 1), (1, 2), (2, 3)) as u32;
    // The number has four decimals: work in ten-thousandths.
    let raw = c.int(10_000, 999_999);
    let unit = 10i64.pow(4 - dp);
    if raw % unit == 0 {
        // Nothing to round.
        return rounding_decimals(c);
    }
    let rounded = round_to(raw, unit);
    let truncated = raw / unit * unit;
    // Rounding the wrong way: down when it should go up, up when it should go down.
    let other = if rounded == truncated { truncated + unit } else { truncated };
    let shown = |n: i64, places: u32| decimal(n / 10i64.pow(4 - places), places);
    Problem::new(
        format!("Round {} to {dp} decimal place{}.", num(raw as f64 / 10_000.0, 4), if dp == 1 { "" } else { "s" }),
        shown(rounded, dp),
    )
    .wrong([
        shown(other, dp),
        // One place too many, or one too few.
        shown(round_to(raw, unit / 10), dp + 1),
        shown(round_to(raw, unit * 10), dp - 1),
        shown(rounded + unit * 10, dp),
    ])
    .step(format!("look at decimal place {}", dp + 1))
    .rounded(num(raw as f64 / 10_000.0, 4), dp as usize)
}

fn digits(n: i64) -> u32 {
    n.abs().to_string().len() as u32
}

pub(super) fn significant_figures(c: &mut Ctx) -> Problem {
    let sf = c.by((1, 2), (2, 3), (2, 4)) as u32;
    // A whole number, or a small decimal counted in millionths.
    let (raw, dp_of_raw) = if c.chance(0.5) { (c.int(1_000, 999_999), 0) } else { (c.int(1_000, 99_999), 6) };
    let sf = sf.min(digits(raw) - 1);
    let round_sf = |places: u32, down: bool| {
        let unit = 10i64.pow(digits(raw) - places);
        if down { raw / unit * unit } else { round_to(raw, unit) }
    };
    // A decimal shows as many places as its last significant figure needs; a whole number
    // keeps its zeros as place holders.
    let shown = |n: i64, places: u32| {
        let dp = (dp_of_raw as i64 - (digits(n) as i64 - places as i64)).max(0) as u32;
        decimal(n / 10i64.pow(dp_of_raw - dp), dp)
    };
    let answer = round_sf(sf, false);
    if answer == raw {
        // Nothing to round.
        return significant_figures(c);
    }
    let text = shown(answer, sf);
    let raw_text = decimal(raw, dp_of_raw);
    let raw_text = if dp_of_raw > 0 { raw_text.trim_end_matches('0').to_string() } else { raw_text };
    let mut wrong = vec![
        // One figure too many, cutting off instead of rounding, a place value lost.
        shown(round_sf(sf + 1, false), sf + 1),
        shown(round_sf(sf, true), sf),
        shown(answer * 10, sf),
    ];
    if dp_of_raw == 0 {
        // The significant figures alone, the place-holding zeros dropped: 13 for 130 000.
        wrong.push((answer / 10i64.pow(digits(answer) - sf.min(digits(answer)))).to_string());
    } else {
        wrong.push(shown(answer / 10, sf));
    }
    Problem::new(
        format!("Write {raw_text} correct to {sf} significant figure{}.", if sf == 1 { "" } else { "s" }),
        text,
    )
    .wrong(wrong)
    .step(format!("keep {sf} figure{} from the first non-zero digit", if sf == 1 { "" } else { "s" }))
    .significant(raw_text.clone(), sf)
}

pub(super) fn estimation(c: &mut Ctx) -> Problem {
    let a = c.int(2, 9) * 10i64.pow(c.int(1, 2) as u32);
    let b = c.int(2, 9) * 10;
    let x = a as f64 + c.int(-4, 4) as f64 / 10.0 * (a as f64 / 10.0).min(4.0);
    let y = b as f64 + c.int(-3, 3) as f64 / 10.0 * 3.0;
    Problem::new(
        format!("By rounding each number to 1 significant figure, estimate {} × {}.", num(x, 2), num(y, 2)),
        (a * b).to_string(),
    )
    .wrong([a * b * 10, a * b / 10, a + b])
    .step(format!("{a} × {b}"))
    .value(format!("{a}*{b}"))
}

pub(super) fn simplify_ratio(c: &mut Ctx) -> Problem {
    let (a, b) = loop {
        let (a, b) = c.two(1, 9);
        if gcd(a, b) == 1 {
            break (a, b);
        }
    };
    let k = c.by((2, 6), (3, 12), (6, 25));
    if c.t >= 2 {
        // Different units must be made the same first.
        return Problem::new(format!("Express {} cm : {} m as a ratio in its simplest form.", a * k, b * k), {
            let g = gcd(a * k, b * k * 100);
            format!("{}:{}", a * k / g, b * k * 100 / g)
        })
        .wrong([format!("{a}:{b}"), format!("{b}:{a}"), format!("{}:{}", a * 100, b)])
        .step(format!("{} m = {} cm", b * k, b * k * 100));
    }
    // Turned round, only one side divided, one added to each; never "4:2" for 2:1, which is
    // the same ratio not yet simplified.
    let wrong = [(b, a), (a, b * k), (a * k, b), (a + 1, b + 1)]
        .into_iter()
        .filter(|(p, q)| p * b != q * a)
        .map(|(p, q)| format!("{p}:{q}"));
    Problem::new(format!("Express {}:{} in its simplest form.", a * k, b * k), format!("{a}:{b}"))
        .wrong(wrong)
        .step(format!("divide both by {k}"))
}

pub(super) fn direct_proportion(c: &mut Ctx) -> Problem {
    let price = c.by((2, 10), (3, 30), (5, 80)) * 25;
    let (n, m) = {
        let bounds = (2, c.by((6, 6), (12, 12), (25, 25)));
        c.two(bounds.0, bounds.1)
    };
    Problem::new(
        format!("If {n} pens cost {} FCFA, how much do {m} pens cost at the same rate?", grouped(n * price)),
        format!("{} FCFA", m * price),
    )
    .wrong([
        format!("{} FCFA", n * price * m),
        format!("{} FCFA", n * price + m - n),
        format!("{} FCFA", n * price * n / m),
    ])
    .step(format!("one pen costs {price} FCFA"))
    .value(format!("{}/{n}*{m}", n * price))
}

pub(super) fn inverse_proportion(c: &mut Ctx) -> Problem {
    let (w1, w2) = {
        let bounds = (2, c.by((6, 6), (12, 12), (20, 20)));
        c.two(bounds.0, bounds.1)
    };
    let unit = c.by((2, 6), (2, 10), (3, 15));
    let days1 = lcm(w1, w2) / w1 * unit;
    let work = w1 * days1;
    let days2 = work / w2;
    Problem::new(
        format!(
            "{w1} workers take {days1} days to build a wall. How many days would {w2} workers take at the same rate?"
        ),
        format!("{days2} days"),
    )
    .wrong([
        format!("{} days", num(days1 as f64 * w2 as f64 / w1 as f64, 1)),
        format!("{} days", work),
        format!("{} days", days1 + w1 - w2),
    ])
    .step(format!("{w1} × {days1} = {work} worker-days"))
    .value(format!("{w1}*{days1}/{w2}"))
}

pub(super) fn percentage_change(c: &mut Ctx) -> Problem {
    let old = c.by((2, 20), (4, 40), (5, 99)) * 100;
    let rate = c.pick(&[[10, 20, 25, 50], [5, 15, 30, 40], [12, 35, 8, 45]][usize::from(c.t.min(2))]);
    let up = c.chance(0.5);
    let new = if up { old + old * rate / 100 } else { old - old * rate / 100 };
    let word = if up { "increase" } else { "decrease" };
    Problem::new(
        format!(
            "The price of a bag of cement changes from {} FCFA to {} FCFA. What is the percentage {word}?",
            grouped(old),
            grouped(new)
        ),
        format!("{rate}%"),
    )
    .wrong([
        format!("{}%", num((new - old).abs() as f64 * 100.0 / new as f64, 1)),
        format!("{}%", (new - old).abs() / 100),
        format!("{}%", rate * 2),
    ])
    .step(format!("change = {}", (new - old).abs()))
    .step(format!("{} ÷ {old} × 100", (new - old).abs()))
    .value(format!("abs({new}-{old})/{old}*100"))
}

pub(super) fn linear_equations(c: &mut Ctx) -> Problem {
    let x = c.by((1, 12), (-9, 15), (-12, 20));
    match c.t {
        0 => {
            let (a, b) = (c.int(2, 9), c.int(1, 20));
            let rhs = a * x + b;
            Problem::new(format!("Solve {} = {rhs}.", terms(&[(a, "x"), (b, "")])), format!("x = {x}"))
                .wrong([
                    format!("x = {}", num((rhs + b) as f64 / a as f64, 2)),
                    format!("x = {}", rhs - b),
                    format!("x = {}", x + 1),
                ])
                .accept([x.to_string()])
                .step(format!("{a}x = {}", rhs - b))
                .satisfies([format!("{a}*x+{b} = {rhs}")], 1)
        }
        1 => {
            let (a, b, d) = (c.int(3, 9), c.nonzero(-12, 12), c.int(1, 2));
            let rhs_b = (a - d) * x + b;
            Problem::new(
                format!("Solve {} = {}.", terms(&[(a, "x"), (b, "")]), terms(&[(d, "x"), (rhs_b, "")])),
                format!("x = {x}"),
            )
            .wrong([
                format!("x = {}", num((rhs_b + b) as f64 / (a - d) as f64, 2)),
                format!("x = {}", num((rhs_b - b) as f64 / (a + d) as f64, 2)),
                format!("x = {}", -x),
            ])
            .accept([x.to_string()])
            .step(format!("{}x = {}", a - d, rhs_b - b))
            .satisfies([format!("{a}*x+{b} = {d}*x+{rhs_b}")], 1)
        }
        _ => {
            let (k, b) = (c.int(2, 5), c.nonzero(-6, 6));
            // m ≠ k: with m = k both sides reduce to the same thing and every x is a root.
            let m = loop {
                let m = c.int(2, 4);
                if m != k {
                    break m;
                }
            };
            // k(x + b) = m(x - 1) + r, with r chosen so x is the root.
            let r = k * (x + b) - m * (x - 1);
            Problem::new(
                format!("Solve {k}({}) = {m}(x - 1) {}.", terms(&[(1, "x"), (b, "")]), signed(r)),
                format!("x = {x}"),
            )
            .wrong([
                format!("x = {}", -x),
                format!("x = {}", x + 1),
                format!("x = {}", num((r + m - k * b) as f64 / (k + m) as f64, 2)),
            ])
            .accept([x.to_string()])
            .step(format!("{} = {}", terms(&[(k, "x"), (k * b, "")]), terms(&[(m, "x"), (r - m, "")])))
            .step(format!("{}x = {}", k - m, r - m - k * b))
            .satisfies([format!("{k}*(x+{b}) = {m}*(x-1)+{r}")], 1)
        }
    }
}

pub(super) fn linear_word_problems(c: &mut Ctx) -> Problem {
    let name = c.name();
    let x = c.by((2, 15), (5, 30), (10, 60));
    let (a, b) = (c.int(2, 5), c.int(3, 20));
    let total = a * x + b;
    Problem::new(
        format!(
            "{name} thinks of a number, multiplies it by {a} and adds {b}. The result is {total}. What is the number?"
        ),
        x.to_string(),
    )
    .wrong([(total + b) / a, total - b, total / a])
    .step(format!("{a}n + {b} = {total}"))
    .step(format!("{a}n = {}", total - b))
    .satisfies([format!("{a}*n+{b} = {total}")], 1)
    .accept([format!("n = {x}")])
}

pub(super) fn equations_with_fractions(c: &mut Ctx) -> Problem {
    let (a, b) = {
        let bounds = (2, c.by((4, 4), (6, 6), (9, 9)));
        c.two(bounds.0, bounds.1)
    };
    let x = lcm(a, b) * c.int(1, 4) * if c.t >= 2 && c.chance(0.5) { -1 } else { 1 };
    let rhs = x / a + x / b;
    Problem::new(format!("Solve x/{a} + x/{b} = {rhs}."), format!("x = {x}"))
        .wrong([format!("x = {}", rhs * (a + b)), format!("x = {}", rhs * a * b), format!("x = {}", -x)])
        .accept([x.to_string()])
        .step(format!("multiply through by {}", lcm(a, b)))
        .satisfies([format!("x/{a}+x/{b} = {rhs}")], 1)
}

pub(super) fn laws_of_indices(c: &mut Ctx) -> Problem {
    let (m, n) = (c.int(2, 9), c.int(2, 6));
    match c.int(0, if c.t == 0 { 1 } else { 3 }) {
        0 => Problem::new(format!("Simplify x{} × x{}.", sup(m), sup(n)), format!("x{}", sup(m + n)))
            .wrong([
                format!("x{}", sup(m * n)),
                format!("2x{}", sup(m + n)),
                power("x", (m - n).abs().max(1)),
                format!("{}x{}", m * n, sup(m + n)),
            ])
            .step("add the powers")
            .accept([format!("x^{}", m + n)])
            .identity(format!("x^{m}*x^{n}")),
        1 => {
            let (m, n) = (m.max(n) + 1, m.min(n));
            Problem::new(format!("Simplify a{} ÷ a{}.", sup(m), sup(n)), power("a", m - n))
                // Adding or multiplying the powers, or subtracting them the wrong way round.
                .wrong(
                    [power("a", m + n), power("a", m * n), format!("a{}", sup(n - m))]
                        .into_iter()
                        .chain((m % n == 0).then(|| power("a", m / n))),
                )
                .step("subtract the powers")
                .accept([format!("a^{}", m - n)])
                .identity(format!("a^{m}/a^{n}"))
        }
        2 => {
            let b: i64 = c.pick(&[2, 3, 5]);
            let k = c.int(2, 4);
            let value = b.pow(k as u32);
            Problem::new(format!("Evaluate ({b}{})⁰ + {b}{} ÷ {b}⁰.", sup(k + 1), sup(k)), (1 + value).to_string())
                .wrong([value, 1 + b.pow(k as u32 + 1), value * b])
                .step("anything to the power 0 is 1")
                .value(format!("1+{b}^{k}"))
        }
        _ => {
            let (b, p) = c.pick(&[(8, 3), (27, 3), (16, 2), (25, 2), (64, 3), (32, 5)]);
            let root = (b as f64).powf(1.0 / p as f64).round() as i64;
            Problem::new(format!("Evaluate {b}^(1/{p})."), root.to_string())
                .wrong([b / p, b * p, root * root])
                .step(format!(
                    "the {} root of {b}",
                    match p {
                        2 => "square".to_string(),
                        3 => "cube".to_string(),
                        p => ordinal(p),
                    }
                ))
                .value(format!("{b}^(1/{p})"))
        }
    }
}

pub(super) fn standard_form(c: &mut Ctx) -> Problem {
    let mantissa = c.int(11, 99) as f64 / 10.0;
    let big = c.chance(if c.t >= 1 { 0.5 } else { 1.0 });
    let power = if big { c.by((2, 4), (3, 7), (4, 9)) } else { -c.by((1, 3), (2, 5), (3, 7)) };
    let value = mantissa * 10f64.powi(power as i32);
    let shown = if big { num(value, 0) } else { num(value, (power.unsigned_abs() + 1) as usize) };
    Problem::new(format!("Write {shown} in standard form."), format!("{} × 10{}", num(mantissa, 1), sup(power)))
        // The power one out either way, its sign lost, or the decimal point left after two
        // figures with the power of the number itself. "29 × 10³" is never offered: it is the
        // number, only not in standard form.
        .wrong([
            format!("{} × 10{}", num(mantissa, 1), sup(power + 1)),
            format!("{} × 10{}", num(mantissa, 1), sup(power - 1)),
            format!("{} × 10{}", num(mantissa, 1), sup(-power)),
            format!("{} × 10{}", num(mantissa * 10.0, 0), sup(power + 1)),
        ])
        .step("move the decimal point to leave one non-zero digit before it")
        .accept([format!("{}x10^{power}", num(mantissa, 1)), format!("{} x 10^{power}", num(mantissa, 1))])
        .approx(shown.clone(), value.abs() * 1e-9)
}

pub(super) fn square_roots(c: &mut Ctx) -> Problem {
    let r = c.by((2, 12), (11, 30), (20, 99));
    if c.t >= 2 && c.chance(0.5) {
        let d = c.pick(&[4, 9, 16, 25]);
        let s = (d as f64).sqrt() as i64;
        return Problem::new(format!("Find √({}/{d}).", r * r), format!("{r}/{s}"))
            .wrong([format!("{}/{d}", r), format!("{}/{}", r * r, s), format!("{r}/{d}")])
            .step(format!("√{} = {r} and √{d} = {s}", r * r))
            .value(format!("sqrt({}/{d})", r * r));
    }
    Problem::new(format!("Find √{}.", r * r), r.to_string())
        .wrong([r * r / 2, r + 1, 2 * r])
        .step(format!("{r} × {r} = {}", r * r))
        .value(format!("sqrt({})", r * r))
}

pub(super) fn constructions(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let a = c.int(20, 85) * 2;
            Problem::new(
                format!("An angle of {a}° is bisected with a pair of compasses. What is the size of each new angle?"),
                format!("{}°", a / 2),
            )
            .wrong([format!("{}°", a * 2), format!("{}°", 180 - a), format!("{}°", a / 4)])
            .step("bisecting halves the angle")
            .value(format!("{a}/2"))
        }
        1 => {
            let (start, halvings) = c.pick(&[(60, 1), (90, 1), (60, 2), (90, 2), (120, 1)]);
            let answer = start as f64 / 2f64.powi(halvings);
            let how = if halvings == 1 { "bisected once" } else { "bisected, and one of the halves bisected again" };
            Problem::new(
                format!("An angle of {start}° is constructed and then {how}. What angle is obtained?"),
                format!("{}°", num(answer, 1)),
            )
            .wrong([
                format!("{}°", num(answer * 2.0, 1)),
                format!("{}°", num(start as f64 - answer, 1) + if halvings == 1 { "0" } else { "" }),
                format!("{}°", num(answer / 2.0, 1)),
            ])
            .value(format!("{start}/2^{halvings}"))
        }
        _ => {
            let l = c.by((4, 12), (5, 15), (7, 19)) as f64 + c.int(0, 9) as f64 / 10.0;
            Problem::new(
                format!(
                    "A line AB of length {} cm is bisected by its perpendicular bisector. How long is each part?",
                    num(l, 1)
                ),
                format!("{} cm", num(l / 2.0, 2)),
            )
            .wrong([
                format!("{} cm", num(l * 2.0, 1)),
                format!("{} cm", num(l / 4.0, 3)),
                format!("{} cm", num(l - 1.0, 1)),
            ])
            .value(format!("{l}/2"))
        }
    }
}

pub(super) fn frequency_tables(c: &mut Ctx) -> Problem {
    let scores: Vec<i64> = (1..=5).collect();
    let freqs: Vec<i64> = (0..5).map(|_| c.by((1, 6), (1, 10), (2, 15))).collect();
    let table = scores.iter().zip(&freqs).map(|(s, f)| format!("score {s}: {f}")).collect::<Vec<_>>().join(", ");
    let total: i64 = freqs.iter().sum();
    let max = freqs.iter().max().copied().unwrap_or(0);
    if freqs.iter().filter(|f| **f == max).count() == 1 && c.chance(0.5) {
        let mode = scores[freqs.iter().position(|f| *f == max).unwrap_or(0)];
        return Problem::new(format!("A frequency table shows {table}. What is the mode?"), mode.to_string())
            .wrong([max, total / 5, if mode == 5 { 1 } else { 5 }])
            .step("the mode is the score with the highest frequency");
    }
    let sum_fx: i64 = scores.iter().zip(&freqs).map(|(s, f)| s * f).sum();
    if c.t >= 1 {
        let mean = sum_fx as f64 / total as f64;
        return Problem::new(
            format!("A frequency table shows {table}. Find the mean score, to 2 decimal places."),
            fixed(mean, 2),
        )
        .wrong([fixed(sum_fx as f64 / 5.0, 2), fixed(total as f64 / 5.0, 2), fixed(mean + 0.5, 2)])
        .step(format!("Σfx = {sum_fx}"))
        .step(format!("Σf = {total}"))
        .rounded(
            format!(
                "({})/({})",
                scores.iter().zip(&freqs).map(|(s, f)| format!("{s}*{f}")).collect::<Vec<_>>().join("+"),
                freqs.iter().map(i64::to_string).collect::<Vec<_>>().join("+")
            ),
            2,
        );
    }
    Problem::new(format!("A frequency table shows {table}. How many pupils are there in all?"), total.to_string())
        .wrong([sum_fx, total - freqs[0], 15])
        .value(freqs.iter().map(i64::to_string).collect::<Vec<_>>().join("+"))
}

pub(super) fn mean_median_mode(c: &mut Ctx) -> Problem {
    let n = c.by((5, 5), (7, 7), (8, 9)) as usize;
    let mut values: Vec<i64> = (0..n).map(|_| c.int(1, 30)).collect();
    if c.chance(0.5) || n.is_multiple_of(2) {
        values.sort();
        let median2 = if n % 2 == 1 { values[n / 2] * 2 } else { values[n / 2 - 1] + values[n / 2] };
        values.reverse();
        let shown: Vec<String> = {
            let mut shuffled = values.clone();
            shuffled.swap(0, n - 1);
            shuffled.iter().map(i64::to_string).collect()
        };
        let median = median2 as f64 / 2.0;
        let unsorted_middle = shown[n / 2].parse::<f64>().unwrap_or(0.0);
        return Problem::new(format!("Find the median of {}.", shown.join(", ")), num(median, 1))
            .wrong([
                num(unsorted_middle, 1),
                num(values.iter().sum::<i64>() as f64 / n as f64, 1),
                num(median + 1.0, 1),
            ])
            .step("arrange the numbers in order")
            .step("take the middle value")
            .approx(median.to_string(), 1e-9);
    }
    super::primary::mean_of_list(c)
}

pub(super) fn base_two(c: &mut Ctx) -> Problem {
    let n = c.by((5, 31), (20, 127), (100, 511));
    let binary = in_base(n, 2);
    if c.chance(0.5) {
        // The remainders read downwards, one out either way, a remainder too many or lost.
        let reversed = i64::from_str_radix(&binary.chars().rev().collect::<String>(), 2).unwrap_or(n);
        Problem::new(format!("Convert {n} (base ten) to base two."), format!("{binary}₂"))
            .wrong(
                [reversed, n + 1, n - 1, 2 * n, n / 2]
                    .into_iter()
                    .filter(|w| *w != n)
                    .map(|w| format!("{}₂", in_base(w, 2))),
            )
            .step("divide by 2 repeatedly and read the remainders upwards")
            .accept([binary.clone()])
    } else {
        Problem::new(format!("Convert {binary}₂ to base ten."), n.to_string())
            .wrong([
                i64::from_str_radix(&binary.chars().rev().collect::<String>(), 2).unwrap_or(n + 1),
                n + 1,
                binary.chars().filter(|d| *d == '1').count() as i64,
            ])
            .step("add the place values 1, 2, 4, 8, ... of the 1s")
            .value(n.to_string())
    }
}

pub(super) fn converting_bases(c: &mut Ctx) -> Problem {
    let base = c.by((3, 5), (3, 8), (5, 9));
    let n = c.by((10, 60), (20, 200), (100, 700));
    let written = in_base(n, base);
    let digits: Vec<i64> = written.chars().map(|d| i64::from(d as u8 - b'0')).collect();
    let expr = digits
        .iter()
        .enumerate()
        .map(|(i, d)| format!("{d}*{base}^{}", digits.len() - 1 - i))
        .collect::<Vec<_>>()
        .join("+");
    let read_as_ten: i64 = written.parse().unwrap_or(n + 1);
    Problem::new(format!("Convert {written} (base {base}) to base ten."), n.to_string())
        .wrong([read_as_ten, n + base, n - 1])
        .step(expr.replace('*', " × "))
        .value(expr)
}

pub(super) fn operations_in_bases(c: &mut Ctx) -> Problem {
    let base = c.by((2, 2), (2, 5), (3, 8));
    let (a, b) = (c.int(base, base.pow(3)), c.int(base, base.pow(3)));
    let sum = in_base(a + b, base);
    let naive: i64 = in_base(a, base).parse::<i64>().unwrap_or(0) + in_base(b, base).parse::<i64>().unwrap_or(0);
    Problem::new(format!("Work out {} + {} in base {base}.", in_base(a, base), in_base(b, base)), sum.clone())
        // Adding the digits as if in base ten (no carrying), or one out.
        .wrong([
            naive.to_string(),
            in_base(a + b + 1, base),
            in_base(a + b - 1, base),
            in_base(a + b + base, base),
            in_base(a + b - base, base),
        ])
        .step(format!("carry when a column reaches {base}"))
}

pub(super) fn quadrants(c: &mut Ctx) -> Problem {
    let (x, y) = (c.nonzero(-9, 9), c.nonzero(-9, 9));
    let names = ["first", "second", "third", "fourth"];
    let q = match (x > 0, y > 0) {
        (true, true) => 0,
        (false, true) => 1,
        (false, false) => 2,
        (true, false) => 3,
    };
    Problem::new(format!("In which quadrant does the point ({x}, {y}) lie?"), format!("the {} quadrant", names[q]))
        .wrong((1..4).map(|k| format!("the {} quadrant", names[(q + k) % 4])))
        .step(format!(
            "x is {} and y is {}",
            if x > 0 { "positive" } else { "negative" },
            if y > 0 { "positive" } else { "negative" }
        ))
}

pub(super) fn straight_line_graphs(c: &mut Ctx) -> Problem {
    let (m, k, x) = (c.nonzero(-5, 6), c.int(-9, 9), c.int(-5, 8));
    let y = m * x + k;
    Problem::new(
        format!("The point ({x}, p) lies on the line y = {}. Find p.", terms(&[(m, "x"), (k, "")])),
        format!("p = {y}"),
    )
    .wrong([format!("p = {}", m + x + k), format!("p = {}", m * x - k), format!("p = {}", (x - k) / m.abs().max(1))])
    .accept([y.to_string()])
    .step(format!("p = {m} × {x} {}", signed(k)))
    .satisfies([format!("p = {m}*{x}+{k}")], 1)
}

pub(super) fn gradient(c: &mut Ctx) -> Problem {
    let (x1, y1) = (c.int(-6, 6), c.int(-6, 6));
    let (dx, dy) = (c.nonzero(-6, 6), c.nonzero(-8, 8));
    let (x2, y2) = (x1 + dx, y1 + dy);
    let g = Frac::new(dy, dx);
    Problem::new(format!("Find the gradient of the line through ({x1}, {y1}) and ({x2}, {y2})."), g.to_string())
        .wrong(unlike(
            g,
            [Frac::new(dx, dy), Frac::new(-dy, dx), Frac::new(y2 + y1, x2 + x1 + if x2 + x1 == 0 { 1 } else { 0 })],
        ))
        .step(format!("({y2} - ({y1})) ÷ ({x2} - ({x1}))"))
        .value(format!("({y2}-({y1}))/({x2}-({x1}))"))
}

pub(super) fn simultaneous_equations(c: &mut Ctx) -> Problem {
    let (x, y) = (c.by((1, 6), (-6, 8), (-9, 12)), c.by((1, 6), (-6, 8), (-9, 12)));
    let (a1, b1, a2, b2) = loop {
        let (a1, b1, a2, b2) = (c.nonzero(1, 5), c.nonzero(-5, 5), c.nonzero(1, 5), c.nonzero(-5, 5));
        if a1 * b2 - a2 * b1 != 0 && (c.t >= 1 || b1 == b2 || b1 == -b2) {
            break (a1, b1, a2, b2);
        }
    };
    let (c1, c2) = (a1 * x + b1 * y, a2 * x + b2 * y);
    let e1 = format!("{} = {c1}", terms(&[(a1, "x"), (b1, "y")]));
    let e2 = format!("{} = {c2}", terms(&[(a2, "x"), (b2, "y")]));
    Problem::new(format!("Solve the simultaneous equations {e1} and {e2}."), format!("x = {x}, y = {y}"))
        .wrong([
            format!("x = {y}, y = {x}"),
            format!("x = {}, y = {}", -x, y),
            format!("x = {x}, y = {}", -y - if y == 0 { 1 } else { 0 }),
        ])
        .step(format!("eliminate one unknown to find x = {x}"))
        .step(format!("substitute to find y = {y}"))
        .satisfies([format!("{a1}*x+{b1}*y = {c1}"), format!("{a2}*x+{b2}*y = {c2}")], 1)
}

pub(super) fn common_factors(c: &mut Ctx) -> Problem {
    let (k, a, b) = (c.int(2, 7), c.int(1, 6), c.nonzero(-9, 9));
    let (a, b) = if gcd(a, b) == 1 { (a, b) } else { (a, b + if b > 0 { 1 } else { -1 }) };
    if gcd(a, b) != 1 {
        return common_factors(c);
    }
    let with_x = c.t >= 1;
    let var = if with_x { "x" } else { "" };
    let q = format!(
        "Factorise {} completely.",
        terms(&[(k * a, if with_x { "x²" } else { "x" }), (k * b, if with_x { "x" } else { "" })])
    );
    let inner = terms(&[(a, "x"), (b, "")]);
    let answer = format!("{k}{var}({inner})");
    let lhs = if with_x { format!("{}*x^2+{}*x", k * a, k * b) } else { format!("{}*x+{}", k * a, k * b) };
    Problem::new(q, answer)
        .wrong([
            format!("{k}{var}({})", terms(&[(a, "x"), (k * b, "")])),
            format!("{k}({})", terms(&[(a, "x"), (b, var)])),
            format!("{}{var}({inner})", k + 1),
        ])
        .step(format!("the highest common factor is {k}{var}"))
        .identity(lhs)
}

pub(super) fn difference_of_squares(c: &mut Ctx) -> Problem {
    if c.chance(0.4) {
        let (a, b) = {
            let bounds = (c.by((11, 30), (31, 80), (51, 150)), c.by((31, 40), (81, 99), (151, 199)));
            c.two(bounds.0, bounds.1)
        };
        let (a, b) = (a.max(b), a.min(b));
        return Problem::new(
            format!("Use the difference of two squares to evaluate {a}² - {b}²."),
            ((a - b) * (a + b)).to_string(),
        )
        .wrong([(a - b) * (a - b), a * a, (a - b) * 2])
        .step(format!("({a} - {b})({a} + {b})"))
        .value(format!("{a}^2-{b}^2"));
    }
    let (p, q) = (c.by((1, 1), (1, 3), (2, 5)), c.int(1, 12));
    if gcd(p, q) != 1 {
        // 4x² - 36 = 4(x - 3)(x + 3): the common factor comes first, another family's work.
        return difference_of_squares(c);
    }
    let px = if p == 1 { "x".to_string() } else { format!("{p}x") };
    let square = if p == 1 { "x²".to_string() } else { format!("{}x²", p * p) };
    Problem::new(format!("Factorise {square} - {}.", q * q), format!("({px} - {q})({px} + {q})"))
        .wrong([
            format!("({px} - {q})²"),
            format!("({px} + {q})²"),
            format!("({q} - {px})({q} + {px})"),
            format!("({px} - {})({px} + {})", q * q, q * q),
        ])
        .step(format!("{square} - {} = ({px})² - {q}²", q * q))
        .identity(format!("{}*x^2-{}", p * p, q * q))
}

/// "(px + q)(x + s)" as a student writes it, with the coefficients of its expansion.
fn factor_pair(p: i64, q: i64, s: i64) -> (String, [i64; 3]) {
    let first = if p == 1 { format!("(x {})", signed(q)) } else { format!("({p}x {})", signed(q)) };
    (format!("{first}(x {})", signed(s)), [p, p * s + q, q * s])
}

pub(super) fn factorising_quadratics(c: &mut Ctx) -> Problem {
    let (r, s) = (c.nonzero(-9, 9), c.nonzero(-9, 9));
    let a = if c.t >= 2 { c.int(2, 3) } else { 1 };
    if gcd(a, r) != 1 {
        // (3x - 9)(x + 3) is not factorised completely: 3(x - 3)(x + 3).
        return factorising_quadratics(c);
    }
    // ax² + bx + k written as (ax + r)(x + s)
    let (answer, target) = factor_pair(a, r, s);
    let [_, b, k] = target;
    let q = format!("Factorise {}.", terms(&[(a, "x²"), (b, "x"), (k, "")]));
    // Both signs flipped, one sign flipped, the numbers swapped between the brackets, and
    // the product and sum confused; never the same product written another way.
    let mistakes = [
        factor_pair(a, -r, -s),
        factor_pair(a, r, -s),
        factor_pair(a, -r, s),
        factor_pair(a, s, r),
        factor_pair(1, k, 1),
    ];
    let mut wrong: Vec<String> = mistakes.into_iter().filter(|(_, e)| *e != target).map(|(w, _)| w).collect();
    c.shuffle(&mut wrong);
    Problem::new(q, answer)
        .wrong(wrong)
        .step(format!("two numbers with product {} and sum {b}", a * k))
        .identity(format!("{a}*x^2+{b}*x+{k}"))
}

pub(super) fn pythagoras(c: &mut Ctx) -> Problem {
    let (a, b, h) = c.pick(&TRIPLES);
    let k = c.by((1, 3), (1, 4), (2, 8));
    let (a, b, h) = (a * k, b * k, h * k);
    match c.int(0, if c.t == 0 { 1 } else { 2 }) {
        0 => Problem::new(format!("A right-angled triangle has shorter sides {a} cm and {b} cm. Find the hypotenuse."), format!("{h} cm"))
            .wrong([format!("{} cm", a + b), format!("{} cm", a * a + b * b), format!("{} cm", b + 1)])
            .step(format!("{a}² + {b}² = {}", a * a + b * b))
            .step(format!("√{}", a * a + b * b))
            .value(format!("sqrt({a}^2+{b}^2)")),
        1 => Problem::new(format!("The hypotenuse of a right-angled triangle is {h} cm and one side is {a} cm. Find the other side."), format!("{b} cm"))
            .wrong([format!("{} cm", h - a), format!("{} cm", num(((h * h + a * a) as f64).sqrt(), 1)), format!("{} cm", h + a)])
            .step(format!("{h}² - {a}² = {}", h * h - a * a))
            .step(format!("√{}", h * h - a * a))
            .value(format!("sqrt({h}^2-{a}^2)")),
        _ => Problem::new(
            format!("A ladder {h} m long leans against a wall with its foot {a} m from the wall. How high up the wall does it reach?"),
            format!("{b} m"),
        )
        .wrong([format!("{} m", h - a), format!("{} m", h + a), format!("{} m", num(((h * h + a * a) as f64).sqrt(), 1))])
        .step(format!("height² = {h}² - {a}²"))
        .step(format!("√{}", h * h - a * a))
        .value(format!("sqrt({h}^2-{a}^2)")),
    }
}

pub(super) fn trig_ratios(c: &mut Ctx) -> Problem {
    let (o, a, h) = c.pick(&TRIPLES[..4]);
    let (name, value, wrong) = match c.int(0, 2) {
        0 => ("sin θ", Frac::new(o, h), [Frac::new(a, h), Frac::new(o, a), Frac::new(h, o)]),
        1 => ("cos θ", Frac::new(a, h), [Frac::new(o, h), Frac::new(a, o), Frac::new(h, a)]),
        _ => ("tan θ", Frac::new(o, a), [Frac::new(a, o), Frac::new(o, h), Frac::new(a, h)]),
    };
    Problem::new(
        format!("In a right-angled triangle, the side opposite angle θ is {o} cm, the side adjacent to θ is {a} cm and the hypotenuse is {h} cm. Find {name}."),
        value.to_string(),
    )
    .wrong(unlike(value, wrong))
    .step(match name {
        "sin θ" => "sin = opposite ÷ hypotenuse",
        "cos θ" => "cos = adjacent ÷ hypotenuse",
        _ => "tan = opposite ÷ adjacent",
    })
    .value(match name {
        "sin θ" => format!("sin(atan({o}/{a}))"),
        "cos θ" => format!("cos(atan({o}/{a}))"),
        _ => format!("{o}/{a}"),
    })
}

pub(super) fn elevation_and_depression(c: &mut Ctx) -> Problem {
    let angle = c.pick(&[25, 30, 35, 40, 45, 50, 55, 60]);
    let d = c.by((10, 30), (15, 80), (20, 150));
    let h = d as f64 * (angle as f64).to_radians().tan();
    let depression = c.chance(0.5);
    let q = if depression {
        format!(
            "From the top of a cliff, the angle of depression of a boat {d} m from the foot of the cliff is {angle}°. Find the height of the cliff, to 1 decimal place."
        )
    } else {
        format!(
            "From a point {d} m from the foot of a tree, the angle of elevation of the top of the tree is {angle}°. Find the height of the tree, to 1 decimal place."
        )
    };
    Problem::new(q, format!("{} m", fixed(h, 1)))
        .wrong([
            format!("{} m", fixed(d as f64 * (angle as f64).to_radians().sin(), 1)),
            format!("{} m", fixed(d as f64 / (angle as f64).to_radians().tan(), 1)),
            format!("{} m", fixed(d as f64 * (angle as f64).to_radians().cos(), 1)),
        ])
        .step(format!("tan {angle}° = h ÷ {d}"))
        .step(format!("h = {d} × tan {angle}°"))
        .rounded(format!("{d}*tan({angle})"), 1)
}

pub(super) fn solving_right_triangles(c: &mut Ctx) -> Problem {
    let angle = c.pick(&[20, 28, 32, 37, 42, 48, 53, 65]);
    let h = c.by((5, 20), (8, 40), (10, 90));
    let (ratio, value, other) = if c.chance(0.5) {
        ("opposite", h as f64 * (angle as f64).to_radians().sin(), h as f64 * (angle as f64).to_radians().cos())
    } else {
        ("adjacent", h as f64 * (angle as f64).to_radians().cos(), h as f64 * (angle as f64).to_radians().sin())
    };
    let f = if ratio == "opposite" { "sin" } else { "cos" };
    Problem::new(
        format!("A right-angled triangle has a hypotenuse of {h} cm and an angle of {angle}°. Find the side {ratio} the {angle}° angle, to 1 decimal place."),
        format!("{} cm", fixed(value, 1)),
    )
    .wrong([format!("{} cm", fixed(other, 1)), format!("{} cm", fixed(h as f64 / value * 10.0, 1)), format!("{} cm", fixed(h as f64 * (angle as f64).to_radians().tan(), 1))])
    .step(format!("{ratio} = {h} × {f} {angle}°"))
    .rounded(format!("{h}*{f}({angle})"), 1)
}

pub(super) fn linear_inequalities(c: &mut Ctx) -> Problem {
    let x = c.int(-6, 9);
    let a = if c.t >= 2 { -c.int(2, 6) } else { c.int(2, 6) };
    let b = c.nonzero(-10, 10);
    let (sign, flipped) = c.pick(&[("<", ">"), ("≤", "≥"), (">", "<"), ("≥", "≤")]);
    let rhs = a * x + b;
    let final_sign = if a < 0 { flipped } else { sign };
    let kept = if a < 0 { sign } else { flipped };
    Problem::new(
        format!("Solve the inequality {} {sign} {rhs}.", terms(&[(a, "x"), (b, "")])),
        format!("x {final_sign} {x}"),
    )
    .wrong([format!("x {kept} {x}"), format!("x {final_sign} {}", -x), format!("x {final_sign} {}", x + 1)])
    .step(format!("{a}x {sign} {}", rhs - b))
    .step(if a < 0 {
        "dividing by a negative number reverses the sign".to_string()
    } else {
        format!("divide by {a}")
    })
}

pub(super) fn integers_in_range(c: &mut Ctx) -> Problem {
    let lo = c.int(-8, 3);
    let hi = lo + c.by((3, 6), (4, 9), (5, 12));
    let (left, right) = (c.pick(&["<", "≤"]), c.pick(&["<", "≤"]));
    let count = (lo..=hi).filter(|n| (left == "≤" || *n > lo) && (right == "≤" || *n < hi)).count() as i64;
    Problem::new(format!("How many integers x satisfy {lo} {left} x {right} {hi}?"), count.to_string())
        .wrong([hi - lo + 1 - count + count + if count == hi - lo + 1 { -1 } else { 1 }, hi - lo + 2, count - 1])
        .step("list the integers between the limits")
        .value(count.to_string())
}

pub(super) fn number_line(c: &mut Ctx) -> Problem {
    let k = c.int(-5, 5);
    let (sign, circle, direction) = c.pick(&[
        ("≥", "a filled (closed) circle", "right"),
        (">", "an open circle", "right"),
        ("≤", "a filled (closed) circle", "left"),
        ("<", "an open circle", "left"),
    ]);
    let other_circle = if circle.starts_with("a filled") { "an open circle" } else { "a filled (closed) circle" };
    let other_direction = if direction == "right" { "left" } else { "right" };
    Problem::new(
        format!("How is x {sign} {k} shown on a number line?"),
        format!("{circle} at {k} with an arrow to the {direction}"),
    )
    .wrong([
        format!("{other_circle} at {k} with an arrow to the {direction}"),
        format!("{circle} at {k} with an arrow to the {other_direction}"),
        format!("{other_circle} at {k} with an arrow to the {other_direction}"),
    ])
    .step(format!(
        "{} because the boundary is {}included",
        circle,
        if sign.contains('=') || sign == "≥" || sign == "≤" { "" } else { "not " }
    ))
}

pub(super) fn graphing_regions(c: &mut Ctx) -> Problem {
    let (m, k) = (c.nonzero(-3, 3), c.int(-4, 4));
    let mut inside = None;
    let mut outside = Vec::new();
    while inside.is_none() || outside.len() < 3 {
        let (x, y) = (c.int(-5, 5), c.int(-8, 8));
        if y > m * x + k {
            if inside.is_none() {
                inside = Some((x, y));
            }
        } else if y < m * x + k && !outside.contains(&(x, y)) {
            outside.push((x, y));
        }
    }
    let (x, y) = inside.unwrap_or((0, 0));
    Problem::new(
        format!("Which of these points lies in the region y > {}?", terms(&[(m, "x"), (k, "")])),
        format!("({x}, {y})"),
    )
    .wrong(outside.iter().map(|(a, b)| format!("({a}, {b})")))
    .step(format!("substitute: {y} > {}", m * x + k))
}

pub(super) fn prisms_and_cylinders(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let (b, h, l) = (c.int(2, 8) * 2, c.int(2, 12), c.by((5, 12), (6, 20), (10, 40)));
            let v = b * h / 2 * l;
            Problem::new(format!("A triangular prism has a cross-section with base {b} cm and height {h} cm, and length {l} cm. Find its volume."), format!("{v} cm³"))
                .wrong([format!("{} cm³", b * h * l), format!("{} cm³", b * h / 2 + l), format!("{} cm³", b * h / 2)])
                .accept([format!("{v} cm3")])
                .step(format!("cross-section = ½ × {b} × {h} = {}", b * h / 2))
                .step(format!("{} × {l}", b * h / 2))
                .value(format!("0.5*{b}*{h}*{l}"))
        }
        1 => {
            let (r, h) = (7 * c.by((1, 1), (1, 2), (1, 3)), c.by((2, 10), (3, 20), (5, 30)));
            let v = 22 * r * r * h / 7;
            Problem::new(
                format!("Taking π = 22/7, find the volume of a cylinder of radius {r} cm and height {h} cm."),
                format!("{v} cm³"),
            )
            .wrong([
                format!("{} cm³", 44 * r * h / 7),
                format!("{} cm³", 22 * r * h / 7),
                format!("{} cm³", 22 * 4 * r * r * h / 7),
            ])
            .accept([format!("{v} cm3")])
            .step(format!("V = 22/7 × {r}² × {h}"))
            .value(format!("22/7*{r}^2*{h}"))
        }
        _ => {
            let (l, w, h) = (c.int(3, 15), c.int(2, 10), c.int(2, 12));
            let s = 2 * (l * w + l * h + w * h);
            Problem::new(
                format!("Find the total surface area of a closed box {l} cm by {w} cm by {h} cm."),
                format!("{s} cm²"),
            )
            .wrong([
                format!("{} cm²", l * w * h),
                format!("{} cm²", l * w + l * h + w * h),
                format!("{} cm²", 6 * l * w),
            ])
            .accept([format!("{s} cm2")])
            .step(format!("2({} + {} + {})", l * w, l * h, w * h))
            .value(format!("2*({l}*{w}+{l}*{h}+{w}*{h})"))
        }
    }
}

pub(super) fn simple_probability(c: &mut Ctx) -> Problem {
    let (r, b, g) = (c.int(1, 9), c.int(1, 9), c.by((0, 0), (1, 6), (2, 9)));
    let total = r + b + g;
    let p = Frac::new(r, total);
    let bag =
        if g > 0 { format!("{r} red, {b} blue and {g} green balls") } else { format!("{r} red and {b} blue balls") };
    if c.t >= 1 && c.chance(0.4) {
        let not = Frac::new(total - r, total);
        return Problem::new(
            format!("A bag contains {bag}. A ball is picked at random. What is the probability that it is not red?"),
            not.to_string(),
        )
        .wrong(unlike(not, [p, Frac::new(total - r, r.max(1) + total), Frac::new(b, total)]))
        .step(format!("P(not red) = 1 - {p}"))
        .value(format!("1-{r}/{total}"));
    }
    Problem::new(
        format!("A bag contains {bag}. A ball is picked at random. What is the probability that it is red?"),
        p.to_string(),
    )
    .wrong(unlike(
        p,
        [
            Frac::new(r, total - r + if total == 2 * r { 1 } else { 0 }),
            Frac::new(1, total),
            Frac::new(total - r, total),
        ],
    ))
    .step(format!("{r} red out of {total} balls"))
    .value(format!("{r}/{total}"))
}

pub(super) fn probability_scale(c: &mut Ctx) -> Problem {
    let (event, answer) = c.pick(&[
        ("the sun rising in the east tomorrow", "1"),
        ("getting a 7 when a normal die is thrown", "0"),
        ("getting a head when a fair coin is tossed", "1/2"),
        ("getting an even number when a fair die is thrown", "1/2"),
        ("picking a vowel from the letters of the word CAMEROON", "1/2"),
    ]);
    Problem::new(format!("On the probability scale, what is the probability of {event}?"), answer)
        .wrong(["0", "1", "1/2", "1/4"].into_iter().filter(|w| *w != answer))
        .step("impossible events have probability 0 and certain events 1")
}

pub(super) fn experimental_probability(c: &mut Ctx) -> Problem {
    if c.chance(0.5) {
        let n = c.by((2, 5), (4, 10), (5, 20)) * 20;
        let heads = c.int(n / 4, 3 * n / 4);
        let p = Frac::new(heads, n);
        Problem::new(format!("A coin is tossed {n} times and lands heads {heads} times. What is the experimental probability of a head?"), p.to_string())
            .wrong(unlike(p, [Frac::new(1, 2), Frac::new(n - heads, n), Frac::new(heads, n - heads)]))
            .step(format!("{heads} ÷ {n}"))
            .value(format!("{heads}/{n}"))
    } else {
        let throws = c.by((2, 5), (5, 20), (10, 50)) * 6;
        Problem::new(
            format!("A fair die is thrown {throws} times. How many sixes would you expect?"),
            (throws / 6).to_string(),
        )
        .wrong([throws / 2, throws / 3, 6])
        .step(format!("1/6 × {throws}"))
        .value(format!("{throws}/6"))
    }
}

pub(super) fn translations(c: &mut Ctx) -> Problem {
    let (x, y, a, b) = (c.int(-6, 6), c.int(-6, 6), c.nonzero(-5, 5), c.nonzero(-5, 5));
    Problem::new(
        format!("The point P({x}, {y}) is translated by the vector ({a}, {b}). Find the coordinates of its image."),
        format!("({}, {})", x + a, y + b),
    )
    .wrong([format!("({}, {})", x - a, y - b), format!("({}, {})", x + b, y + a), format!("({}, {})", x * a, y * b)])
    .step(format!("add the vector: ({x} + {a}, {y} + {b})"))
}

pub(super) fn reflections(c: &mut Ctx) -> Problem {
    let (x, y) = loop {
        let (x, y) = (c.nonzero(-7, 7), c.nonzero(-7, 7));
        if x != y && x != -y {
            break (x, y);
        }
    };
    let options =
        [("the x-axis", (x, -y)), ("the y-axis", (-x, y)), ("the line y = x", (y, x)), ("the line y = -x", (-y, -x))];
    let k = c.int(0, if c.t == 0 { 1 } else { 3 }) as usize;
    let (mirror, (ax, ay)) = options[k];
    Problem::new(format!("The point A({x}, {y}) is reflected in {mirror}. Find its image."), format!("({ax}, {ay})"))
        .wrong(options.iter().enumerate().filter(|(i, _)| *i != k).map(|(_, (_, (px, py)))| format!("({px}, {py})")))
        .step(format!("reflection in {mirror}"))
}

pub(super) fn rotations(c: &mut Ctx) -> Problem {
    let (x, y) = loop {
        let (x, y) = (c.nonzero(-7, 7), c.nonzero(-7, 7));
        if x != y && x != -y {
            break (x, y);
        }
    };
    let options = [
        ("90° anticlockwise", (-y, x)),
        ("90° clockwise", (y, -x)),
        ("180°", (-x, -y)),
        ("0° (a full turn of 360°)", (x, y)),
    ];
    let k = c.int(0, 2) as usize;
    let (turn, (ax, ay)) = options[k];
    Problem::new(
        format!("The point B({x}, {y}) is rotated {turn} about the origin. Find its image."),
        format!("({ax}, {ay})"),
    )
    .wrong(options.iter().enumerate().filter(|(i, _)| *i != k).map(|(_, (_, (px, py)))| format!("({px}, {py})")))
    .step(format!("a rotation of {turn} about O"))
}

pub(super) fn quadratic_factorisation(c: &mut Ctx) -> Problem {
    let (p, q) = {
        let bounds = (c.by((-6, -1), (-9, 0), (-12, -2)), c.by((1, 8), (0, 9), (2, 12)));
        c.two(bounds.0, bounds.1)
    };
    if p == q {
        // x² = 0 has one root, not two.
        return quadratic_factorisation(c);
    }
    let a = if c.t >= 2 { c.int(2, 3) } else { 1 };
    // a(x - p)(x - q) = 0 expands to a x² - a(p+q) x + a pq.
    let eq = format!("{} = 0", terms(&[(a, "x²"), (-a * (p + q), "x"), (a * p * q, "")]));
    let answer = format!("x = {} or x = {}", p.min(q), p.max(q));
    // The signs flipped (reading the roots off the factors), one sign flipped, and the
    // product and sum of the roots; never the roots in another order.
    Problem::new(format!("Solve {eq}."), answer)
        .wrong(wrong_roots((p, q), 1, [(-p, -q), (p, -q), (p * q, p + q)], |a, b| format!("x = {a} or x = {b}")))
        .step(format!("{}{}{} = 0", if a == 1 { String::new() } else { a.to_string() }, factor("x", p), factor("x", q)))
        .step("set each factor to zero")
        .satisfies([format!("{a}*x^2-{}*x+{} = 0", a * (p + q), a * p * q)], 2)
}

pub(super) fn completing_the_square(c: &mut Ctx) -> Problem {
    let (h, k) = (c.nonzero(-6, 6), c.int(-15, 15));
    let (b, constant) = (2 * h, h * h + k);
    let q = format!("Write {} in the form (x + a)² + b.", terms(&[(1, "x²"), (b, "x"), (constant, "")]));
    let form = |a: i64, b: i64| format!("(x {})² {}", signed(a), signed(b));
    Problem::new(q, form(h, k))
        .wrong([form(b, constant - b * b), form(h, constant + h * h), form(h, -k)])
        .step(format!("half of {b} is {h}"))
        .step(format!("{constant} - {} = {k}", h * h))
        .identity(format!("x^2+{b}*x+{constant}"))
}

pub(super) fn quadratic_formula(c: &mut Ctx) -> Problem {
    let (a, b, k) = (c.int(1, 3), c.nonzero(-9, 9), c.nonzero(-12, 12));
    let disc = b * b - 4 * a * k;
    if disc <= 0 || ((disc as f64).sqrt().fract() == 0.0 && c.t >= 2) {
        return quadratic_formula(c);
    }
    let eq = terms(&[(a, "x²"), (b, "x"), (k, "")]);
    if c.t == 0 {
        return Problem::new(format!("Find the value of the discriminant b² - 4ac for {eq} = 0."), disc.to_string())
            .wrong([b * b + 4 * a * k, b - 4 * a * k, -disc])
            .step(format!("({b})² - 4({a})({k})"))
            .value(format!("({b})^2-4*{a}*({k})"));
    }
    let root = |s: f64| (-(b as f64) + s * (disc as f64).sqrt()) / (2.0 * a as f64);
    let (r1, r2) = (root(1.0).min(root(-1.0)), root(1.0).max(root(-1.0)));
    Problem::new(
        format!("Use the quadratic formula to solve {eq} = 0, giving your answers to 2 decimal places."),
        format!("x = {} or x = {}", fixed(r1, 2), fixed(r2, 2)),
    )
    .wrong(wrong_roots(
        (r1, r2),
        1.0,
        [(-r2, -r1), (r1 * 2.0 * a as f64, r2 * 2.0 * a as f64), (r1 + 1.0, r2 - 1.0)],
        |x, y| format!("x = {} or x = {}", fixed(x, 2), fixed(y, 2)),
    ))
    .step(format!("b² - 4ac = {disc}"))
    .step(format!("x = ({} ± √{disc}) ÷ {}", -b, 2 * a))
    .roots_rounded(format!("{a}*x^2+{b}*x+{k} = 0"), 2, 2)
}

pub(super) fn evaluate_function(c: &mut Ctx) -> Problem {
    let (a, b, k) = (c.nonzero(-5, 6), c.int(-9, 9), c.int(-5, 6));
    if c.t >= 1 {
        let q2 = c.int(1, 3);
        let value = q2 * k * k + a * k + b;
        return Problem::new(
            format!("Given f(x) = {}, find f({k}).", terms(&[(q2, "x²"), (a, "x"), (b, "")])),
            value.to_string(),
        )
        .wrong([q2 * 2 * k + a * k + b, q2 * k * k - a * k + b, (q2 * k) * (q2 * k) + a * k + b])
        .step(format!("{q2}({k})² {} ({k}) {}", signed(a), signed(b)))
        .value(format!("{q2}*({k})^2+{a}*({k})+{b}"));
    }
    Problem::new(format!("Given f(x) = {}, find f({k}).", terms(&[(a, "x"), (b, "")])), (a * k + b).to_string())
        .wrong([a + k + b, a * k - b, a * (k + b)])
        .step(format!("{a} × {k} {}", signed(b)))
        .value(format!("{a}*({k})+{b}"))
}

pub(super) fn composite_functions(c: &mut Ctx) -> Problem {
    let (a, b, p, q) = (c.nonzero(-4, 5), c.int(-6, 6), c.nonzero(-4, 5), c.int(-6, 6));
    let k = c.int(-4, 5);
    let g = p * k + q;
    let fg = a * g + b;
    let gf = p * (a * k + b) + q;
    Problem::new(
        format!(
            "f(x) = {} and g(x) = {}. Find fg({k}), that is f(g({k})).",
            terms(&[(a, "x"), (b, "")]),
            terms(&[(p, "x"), (q, "")])
        ),
        fg.to_string(),
    )
    .wrong([gf, (a * k + b) * g, fg + a])
    .step(format!("g({k}) = {g}"))
    .step(format!("f({g}) = {fg}"))
    .value(format!("{a}*({p}*({k})+{q})+{b}"))
}

pub(super) fn inverse_functions(c: &mut Ctx) -> Problem {
    let (a, b) = (c.nonzero(-5, 6), c.int(-9, 9));
    let x = c.int(-6, 8);
    let y = a * x + b;
    Problem::new(format!("f(x) = {}. Find f⁻¹({y}).", terms(&[(a, "x"), (b, "")])), x.to_string())
        .wrong([a * y + b, y - b, (y + b) / a])
        .step(format!("f⁻¹(x) = (x {}) ÷ {a}", signed(-b)))
        .value(format!("({y}-({b}))/({a})"))
}

pub(super) fn domain_and_range(c: &mut Ctx) -> Problem {
    let (a, b) = (c.nonzero(-3, 4), c.int(-5, 5));
    let start = c.int(-2, 1);
    let domain: Vec<i64> = (start..start + 4).collect();
    let range: Vec<i64> = domain.iter().map(|x| a * x + b).collect();
    let mut sorted = range.clone();
    sorted.sort();
    let show = |v: &[i64]| format!("{{{}}}", v.iter().map(i64::to_string).collect::<Vec<_>>().join(", "));
    let off: Vec<i64> = domain.iter().map(|x| a * x - b).collect();
    let plus: Vec<i64> = domain.iter().map(|x| a + x + b).collect();
    let mut off_sorted = off.clone();
    off_sorted.sort();
    let mut plus_sorted = plus.clone();
    plus_sorted.sort();
    let mut negated: Vec<i64> = range.iter().map(|y| -y).collect();
    negated.sort();
    Problem::new(
        format!("f(x) = {} has domain {}. What is its range?", terms(&[(a, "x"), (b, "")]), show(&domain)),
        show(&sorted),
    )
    .wrong([show(&off_sorted), show(&plus_sorted), show(&domain), show(&negated)])
    .step("apply f to each element of the domain")
}

pub(super) fn circle_angles(c: &mut Ctx) -> Problem {
    let a = c.int(15, 85);
    if c.chance(0.5) {
        Problem::new(format!("An angle at the circumference of a circle is {a}°. What is the angle at the centre standing on the same arc?"), format!("{}°", 2 * a))
            .wrong([format!("{a}°"), format!("{}°", 180 - a), format!("{}°", num(a as f64 / 2.0, 1))])
            .step("the angle at the centre is twice the angle at the circumference")
            .value(format!("2*{a}"))
    } else {
        let b = 2 * a;
        Problem::new(
            format!("Two angles at the circumference stand on the same arc. One is {a}°. What is the other?"),
            format!("{a}°"),
        )
        .wrong([format!("{b}°"), format!("{}°", 180 - a), format!("{}°", 90 - a)])
        .step("angles in the same segment are equal")
        .value(a.to_string())
    }
}

pub(super) fn cyclic_quadrilaterals(c: &mut Ctx) -> Problem {
    let a = c.int(50, 130);
    if a == 90 {
        return cyclic_quadrilaterals(c);
    }
    Problem::new(format!("ABCD is a cyclic quadrilateral and angle A = {a}°. Find angle C."), format!("{}°", 180 - a))
        .wrong([format!("{a}°"), format!("{}°", 360 - a), format!("{}°", (90 - a).abs().max(1))])
        .step("opposite angles of a cyclic quadrilateral add up to 180°")
        .value(format!("180-{a}"))
}

pub(super) fn tangents(c: &mut Ctx) -> Problem {
    if c.chance(0.5) {
        let (r, t, d) = c.pick(&TRIPLES);
        Problem::new(format!("A tangent from a point T touches a circle of radius {r} cm at A. T is {d} cm from the centre O. Find the length of the tangent TA."), format!("{t} cm"))
            .wrong([format!("{} cm", d - r), format!("{} cm", d + r), format!("{} cm", num(((d * d + r * r) as f64).sqrt(), 1))])
            .step("the radius OA is perpendicular to the tangent")
            .step(format!("TA² = {d}² - {r}²"))
            .value(format!("sqrt({d}^2-{r}^2)"))
    } else {
        let a = c.int(20, 70);
        Problem::new(
            format!("TA is a tangent to a circle with centre O at A, and angle AOT = {a}°. Find angle ATO."),
            format!("{}°", 90 - a),
        )
        .wrong([format!("{a}°"), format!("{}°", 180 - a), format!("{}°", 180 - 2 * a)])
        .step("angle OAT = 90°")
        .value(format!("90-{a}"))
    }
}

fn matrix(m: [i64; 4]) -> String {
    format!("[{} {}; {} {}]", m[0], m[1], m[2], m[3])
}

pub(super) fn matrix_operations(c: &mut Ctx) -> Problem {
    let a: [i64; 4] = [c.int(-5, 6), c.int(-5, 6), c.int(-5, 6), c.int(-5, 6)];
    let b: [i64; 4] = [c.int(-5, 6), c.int(-5, 6), c.int(-5, 6), c.int(-5, 6)];
    if c.t == 0 {
        let sum = [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]];
        return Problem::new(
            format!("A = {} and B = {} (rows separated by ;). Find A + B.", matrix(a), matrix(b)),
            matrix(sum),
        )
        .wrong([
            matrix([a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3]]),
            matrix([sum[0], sum[2], sum[1], sum[3]]),
            matrix([a[0] * b[0], a[1] * b[1], a[2] * b[2], a[3] * b[3]]),
        ])
        .step("add corresponding entries");
    }
    let product =
        [a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3], a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3]];
    let reversed =
        [b[0] * a[0] + b[1] * a[2], b[0] * a[1] + b[1] * a[3], b[2] * a[0] + b[3] * a[2], b[2] * a[1] + b[3] * a[3]];
    Problem::new(format!("A = {} and B = {} (rows separated by ;). Find AB.", matrix(a), matrix(b)), matrix(product))
        .wrong([
            matrix(reversed),
            matrix([a[0] * b[0], a[1] * b[1], a[2] * b[2], a[3] * b[3]]),
            matrix([product[0], product[2], product[1], product[3]]),
        ])
        .step("row of A times column of B")
}

pub(super) fn determinants(c: &mut Ctx) -> Problem {
    let m: [i64; 4] = [c.int(-6, 9), c.int(-6, 9), c.int(-6, 9), c.int(-6, 9)];
    let det = m[0] * m[3] - m[1] * m[2];
    Problem::new(format!("Find the determinant of the matrix {} (rows separated by ;).", matrix(m)), det.to_string())
        .wrong([m[0] * m[3] + m[1] * m[2], m[0] * m[1] - m[2] * m[3], -det])
        .step(format!("({}) × ({}) - ({}) × ({})", m[0], m[3], m[1], m[2]))
        .value(format!("({})*({})-({})*({})", m[0], m[3], m[1], m[2]))
}

pub(super) fn inverse_matrix(c: &mut Ctx) -> Problem {
    // Determinant 1 keeps the inverse whole: [a b; c d] with ad - bc = 1.
    let (m, det) = loop {
        let m = [c.int(1, 7), c.int(1, 6), c.int(1, 6), c.int(1, 7)];
        let det = m[0] * m[3] - m[1] * m[2];
        if det == 1 || (c.t >= 2 && det == -1) {
            break (m, det);
        }
    };
    let inverse = [m[3] * det, -m[1] * det, -m[2] * det, m[0] * det];
    Problem::new(format!("Find the inverse of the matrix {} (rows separated by ;).", matrix(m)), matrix(inverse))
        .wrong([
            matrix([m[3], m[1], m[2], m[0]]),
            matrix([-m[3], m[1], m[2], -m[0]]),
            matrix([m[0], -m[1], -m[2], m[3]]),
        ])
        .step(format!("determinant = {det}"))
        .step("swap the leading diagonal, change the signs of the other entries, divide by the determinant")
}

pub(super) fn vectors(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let (a1, a2, b1, b2) = (c.int(-6, 6), c.int(-6, 6), c.int(-6, 6), c.int(-6, 6));
            Problem::new(
                format!("a = ({a1}, {a2}) and b = ({b1}, {b2}) are column vectors. Find a + b."),
                format!("({}, {})", a1 + b1, a2 + b2),
            )
            .wrong([
                format!("({}, {})", a1 - b1, a2 - b2),
                format!("({}, {})", a1 + a2, b1 + b2),
                format!("({}, {})", a1 * b1, a2 * b2),
            ])
            .step("add the top numbers and the bottom numbers")
        }
        1 => {
            let (x1, y1, x2, y2) = (c.int(-6, 6), c.int(-6, 6), c.int(-6, 6), c.int(-6, 6));
            Problem::new(
                format!("A is the point ({x1}, {y1}) and B is ({x2}, {y2}). Find the vector AB."),
                format!("({}, {})", x2 - x1, y2 - y1),
            )
            .wrong([
                format!("({}, {})", x1 - x2, y1 - y2),
                format!("({}, {})", x1 + x2, y1 + y2),
                format!("({}, {})", x2 - y1, y2 - x1),
            ])
            .step("AB = OB - OA")
        }
        _ => {
            let (x, y, m) = c.pick(&TRIPLES);
            let (sx, sy) = (if c.chance(0.5) { -1 } else { 1 }, if c.chance(0.5) { -1 } else { 1 });
            Problem::new(format!("Find the magnitude of the vector ({}, {}).", sx * x, sy * y), m.to_string())
                .wrong([x + y, x * x + y * y, (x - y).abs()])
                .step(format!("√({x}² + {y}²)"))
                .value(format!("sqrt({x}^2+{y}^2)"))
        }
    }
}

pub(super) fn grouped_data(c: &mut Ctx) -> Problem {
    let width = c.pick(&[5, 10]);
    let start = c.pick(&[0, 10, 20]);
    let freqs: Vec<i64> = (0..5).map(|_| c.by((1, 8), (2, 12), (3, 20))).collect();
    let classes: Vec<(i64, i64)> = (0..5).map(|i| (start + i * width, start + (i + 1) * width - 1)).collect();
    let table =
        classes.iter().zip(&freqs).map(|((lo, hi), f)| format!("{lo}-{hi}: {f}")).collect::<Vec<_>>().join(", ");
    match c.int(0, 2) {
        0 => {
            let k = c.int(1, 4) as usize;
            let cf: i64 = freqs[..=k].iter().sum();
            Problem::new(
                format!(
                    "A grouped frequency table shows {table}. What is the cumulative frequency up to the class {}-{}?",
                    classes[k].0, classes[k].1
                ),
                cf.to_string(),
            )
            .wrong([freqs[k], cf - freqs[0], cf + freqs.get(k + 1).copied().unwrap_or(1)])
            .step("add the frequencies up to that class")
            .value(freqs[..=k].iter().map(i64::to_string).collect::<Vec<_>>().join("+"))
        }
        1 => {
            let total: i64 = freqs.iter().sum();
            let mids: Vec<f64> = classes.iter().map(|(lo, hi)| (lo + hi) as f64 / 2.0).collect();
            let sum: f64 = mids.iter().zip(&freqs).map(|(m, f)| m * *f as f64).sum();
            let mean = sum / total as f64;
            Problem::new(format!("A grouped frequency table shows {table}. Using class mid-points, estimate the mean, to 1 decimal place."), fixed(mean, 1))
                .wrong([fixed(sum / 5.0, 1), fixed(mean + width as f64 / 2.0, 1), fixed(total as f64 / 5.0, 1)])
                .step(format!("Σfx = {}", num(sum, 1)))
                .step(format!("Σf = {total}"))
                .rounded(format!("({})/({total})", mids.iter().zip(&freqs).map(|(m, f)| format!("{m}*{f}")).collect::<Vec<_>>().join("+")), 1)
        }
        _ => {
            let k = c.int(0, 4) as usize;
            let density = freqs[k] as f64 / width as f64;
            Problem::new(
                format!(
                    "In a histogram of the table {table}, what is the frequency density of the class {}-{}?",
                    classes[k].0, classes[k].1
                ),
                num(density, 2),
            )
            .wrong([num(freqs[k] as f64, 2), num(freqs[k] as f64 * width as f64, 2), num(density + 1.0, 2)])
            .step(format!("frequency ÷ class width = {} ÷ {width}", freqs[k]))
            .value(format!("{}/{width}", freqs[k]))
        }
    }
}

pub(super) fn measures_of_spread(c: &mut Ctx) -> Problem {
    let mut values: Vec<i64> = (0..11).map(|_| c.int(10, 90)).collect();
    values.sort();
    let shown = values.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    if c.t == 0 || c.chance(0.4) {
        let range = values[10] - values[0];
        return Problem::new(format!("Find the range of {shown}."), range.to_string())
            .wrong([values[10], (values[10] + values[0]) / 2, values[8] - values[2]])
            .step(format!("{} - {}", values[10], values[0]))
            .value(format!("{}-{}", values[10], values[0]));
    }
    let iqr = values[8] - values[2];
    Problem::new(format!("Eleven marks in order are {shown}. Find the interquartile range."), iqr.to_string())
        .wrong([values[10] - values[0], values[8] + values[2], values[7] - values[3]])
        .step(format!("lower quartile = {} (3rd value)", values[2]))
        .step(format!("upper quartile = {} (9th value)", values[8]))
        .value(format!("{}-{}", values[8], values[2]))
}

pub(super) fn variation(c: &mut Ctx) -> Problem {
    let k = c.int(2, 9);
    let (x1, x2) = {
        let bounds = (2, c.by((6, 6), (10, 10), (15, 15)));
        c.two(bounds.0, bounds.1)
    };
    match c.int(0, if c.t == 0 { 0 } else { 2 }) {
        0 => Problem::new(
            format!("y varies directly as x, and y = {} when x = {x1}. Find y when x = {x2}.", k * x1),
            (k * x2).to_string(),
        )
        .wrong([k * x1 * x1 / x2.max(1), k * x1 + x2 - x1, k * x1 * x2])
        .step(format!("y = kx, k = {}", k))
        .value(format!("{}/{x1}*{x2}", k * x1)),
        1 => {
            let product = lcm(x1, x2) * k;
            Problem::new(
                format!("y varies inversely as x, and y = {} when x = {x1}. Find y when x = {x2}.", product / x1),
                (product / x2).to_string(),
            )
            .wrong([product / x1 * x2 / x1.max(1), product, product / x1 + x2])
            .step(format!("xy = {product}"))
            .value(format!("{}*{x1}/{x2}", product / x1))
        }
        _ => {
            let (z1, z2) = (c.int(2, 6), c.int(2, 6));
            Problem::new(
                format!("P varies jointly as q and r. P = {} when q = {x1} and r = {z1}. Find P when q = {x2} and r = {z2}.", k * x1 * z1),
                (k * x2 * z2).to_string(),
            )
            .wrong([k * x2 * z2 + k, k * (x2 + z2), k * x1 * z2])
            .step(format!("P = kqr with k = {k}"))
            .value(format!("{}/({x1}*{z1})*{x2}*{z2}", k * x1 * z1))
        }
    }
}

pub(super) fn arithmetic_progressions(c: &mut Ctx) -> Problem {
    let (a, d, n) = (c.int(-10, 20), c.nonzero(-6, 9), c.by((6, 12), (10, 30), (20, 60)));
    if c.t >= 1 && c.chance(0.5) {
        let sum = n * (2 * a + (n - 1) * d) / 2;
        return Problem::new(
            format!(
                "Find the sum of the first {n} terms of the arithmetic progression {}, {}, {}, ...",
                a,
                a + d,
                a + 2 * d
            ),
            sum.to_string(),
        )
        .wrong([n * (2 * a + n * d) / 2, n * (a + (n - 1) * d), a + (n - 1) * d])
        .step(format!("S = {n}/2 × (2 × {a} + {} × {d})", n - 1))
        .value(format!("{n}/2*(2*({a})+({n}-1)*({d}))"));
    }
    let t = a + (n - 1) * d;
    Problem::new(
        format!("Find the {} term of the arithmetic progression {}, {}, {}, ...", ordinal(n), a, a + d, a + 2 * d),
        t.to_string(),
    )
    .wrong([a + n * d, n * d, t - a])
    .step(format!("Tn = a + (n - 1)d = {a} + {} × {d}", n - 1))
    .value(format!("{a}+({n}-1)*({d})"))
}

pub(super) fn geometric_progressions(c: &mut Ctx) -> Problem {
    let (a, r, n) = (c.int(1, 5), c.pick(&[2i64, 3, -2]), c.by((4, 6), (5, 8), (6, 10)));
    if c.t >= 1 && c.chance(0.5) {
        let sum = a * (r.pow(n as u32) - 1) / (r - 1);
        return Problem::new(
            format!(
                "Find the sum of the first {n} terms of the geometric progression {}, {}, {}, ...",
                a,
                a * r,
                a * r * r
            ),
            sum.to_string(),
        )
        .wrong([a * (r.pow(n as u32 - 1) - 1) / (r - 1), a * r.pow(n as u32), sum + a])
        .step(format!("S = {a}(({r})^{n} - 1) ÷ ({r} - 1)"))
        .value(format!("{a}*(({r})^{n}-1)/(({r})-1)"));
    }
    let t = a * r.pow(n as u32 - 1);
    Problem::new(
        format!("Find the {} term of the geometric progression {}, {}, {}, ...", ordinal(n), a, a * r, a * r * r),
        t.to_string(),
    )
    .wrong([a * r.pow(n as u32), a * r * (n - 1), t * r])
    .step(format!("Tn = ar^(n-1) = {a} × ({r})^{}", n - 1))
    .value(format!("{a}*({r})^({n}-1)"))
}

pub(super) fn sine_rule(c: &mut Ctx) -> Problem {
    let (a_angle, b_angle) = (c.int(30, 80), c.int(30, 80));
    let a = c.by((5, 15), (8, 30), (10, 60));
    let b = a as f64 * (b_angle as f64).to_radians().sin() / (a_angle as f64).to_radians().sin();
    Problem::new(
        format!("In triangle ABC, a = {a} cm, angle A = {a_angle}° and angle B = {b_angle}°. Use the sine rule to find b, to 1 decimal place."),
        format!("{} cm", fixed(b, 1)),
    )
    .wrong([
        format!("{} cm", fixed(a as f64 * (a_angle as f64).to_radians().sin() / (b_angle as f64).to_radians().sin(), 1)),
        format!("{} cm", fixed(a as f64 * b_angle as f64 / a_angle as f64, 1)),
        format!("{} cm", fixed(b + 1.0, 1)),
    ])
    .step(format!("b / sin {b_angle}° = {a} / sin {a_angle}°"))
    .rounded(format!("{a}*sin({b_angle})/sin({a_angle})"), 1)
}

pub(super) fn cosine_rule(c: &mut Ctx) -> Problem {
    let (b, cc) = (c.by((3, 10), (4, 20), (5, 40)), c.by((3, 10), (4, 20), (5, 40)));
    let angle = c.pick(&[40, 50, 60, 70, 100, 120]);
    let a2 = (b * b + cc * cc) as f64 - 2.0 * (b * cc) as f64 * (angle as f64).to_radians().cos();
    let a = a2.sqrt();
    Problem::new(
        format!("In triangle ABC, b = {b} cm, c = {cc} cm and angle A = {angle}°. Find a, to 1 decimal place."),
        format!("{} cm", fixed(a, 1)),
    )
    .wrong([
        format!("{} cm", fixed(((b * b + cc * cc) as f64).sqrt(), 1)),
        format!(
            "{} cm",
            fixed(
                ((b * b + cc * cc) as f64 + 2.0 * (b * cc) as f64 * (angle as f64).to_radians().cos()).abs().sqrt(),
                1
            )
        ),
        format!("{} cm", fixed(a2, 1)),
    ])
    .step(format!("a² = {b}² + {cc}² - 2({b})({cc}) cos {angle}°"))
    .rounded(format!("sqrt({b}^2+{cc}^2-2*{b}*{cc}*cos({angle}))"), 1)
}

pub(super) fn bearings(c: &mut Ctx) -> Problem {
    let theta = c.int(10, 350);
    if theta == 180 {
        return bearings(c);
    }
    let back = (theta + 180) % 360;
    let three = |d: i64| format!("{d:03}°");
    Problem::new(format!("The bearing of B from A is {}. What is the bearing of A from B?", three(theta)), three(back))
        .wrong([three((360 - theta) % 360), three((theta + 90) % 360), three((540 - theta) % 360)])
        .step(if theta < 180 { "add 180°" } else { "subtract 180°" })
        .value(format!("{theta}+180-360*floor(({theta}+180)/360)"))
}

pub(super) fn logarithms(c: &mut Ctx) -> Problem {
    match c.int(0, if c.t == 0 { 0 } else { 2 }) {
        0 => {
            let (b, n) = c.pick(&[(2i64, 3u32), (2, 5), (3, 4), (5, 3), (10, 4), (2, 6), (3, 2)]);
            let x = b.pow(n);
            Problem::new(format!("Evaluate log{} {x}.", sub(b)), n.to_string())
                .wrong([x / b, i64::from(n) + 1, b * i64::from(n)])
                .step(format!("{b}^{n} = {x}"))
                .value(format!("ln({x})/ln({b})"))
        }
        1 => {
            let (p, q) = c.pick(&[(25, 4), (50, 2), (125, 8), (20, 5), (250, 4)]);
            Problem::new(
                format!("Evaluate log {p} + log {q} (logarithms to base 10)."),
                num(((p * q) as f64).log10(), 3),
            )
            .wrong([num(((p + q) as f64).log10(), 3), num((p * q) as f64 / 10.0, 1), (p * q).to_string()])
            .step(format!("log {p} + log {q} = log {}", p * q))
            .value(format!("log({p})+log({q})"))
        }
        _ => {
            let (b, n, m) = c.pick(&[(3i64, 5u32, 1u32), (2, 7, 2), (5, 4, 1), (2, 9, 3)]);
            Problem::new(
                format!("Evaluate log{} {} - log{} {}.", sub(b), b.pow(n), sub(b), b.pow(m)),
                (n - m).to_string(),
            )
            .wrong([n + m, n * m, n / m.max(1) + 1])
            .step(format!("log{} ({} ÷ {})", sub(b), b.pow(n), b.pow(m)))
            .value(format!("ln({})/ln({b})-ln({})/ln({b})", b.pow(n), b.pow(m)))
        }
    }
}

fn sub(n: impl ToString) -> String {
    n.to_string()
        .chars()
        .map(|c| match c {
            '0' => '₀',
            '1' => '₁',
            '2' => '₂',
            '3' => '₃',
            '4' => '₄',
            '5' => '₅',
            '6' => '₆',
            '7' => '₇',
            '8' => '₈',
            '9' => '₉',
            other => other,
        })
        .collect()
}

pub(super) fn exponential_equations(c: &mut Ctx) -> Problem {
    let b: i64 = c.pick(&[2, 3, 5]);
    let x = c.by((1, 4), (1, 5), (-2, 6));
    let k = c.int(1, 3);
    let power = k * x + 1;
    if power < 2 {
        return exponential_equations(c);
    }
    let value = b.pow(power as u32);
    Problem::new(format!("Solve {b}^({}) = {value}.", terms(&[(k, "x"), (1, "")])), format!("x = {x}"))
        .wrong([format!("x = {}", power), format!("x = {}", x + 1), format!("x = {}", value / b / k)])
        .accept([x.to_string()])
        .step(format!("{value} = {b}^{power}"))
        .step(format!("{} = {power}", terms(&[(k, "x"), (1, "")])))
        .satisfies([format!("{b}^({k}*x+1) = {value}")], 1)
}

pub(super) fn using_logarithms(c: &mut Ctx) -> Problem {
    let (b, v) = (c.pick(&[2, 3, 5, 7]), c.int(10, 200));
    if (v as f64).log(b as f64).fract() == 0.0 {
        return using_logarithms(c);
    }
    let x = (v as f64).ln() / (b as f64).ln();
    Problem::new(format!("Solve {b}^x = {v}, giving x to 2 decimal places."), format!("x = {}", fixed(x, 2)))
        .wrong([
            format!("x = {}", fixed(v as f64 / b as f64, 2)),
            format!("x = {}", fixed((b as f64).ln() / (v as f64).ln(), 2)),
            format!("x = {}", fixed((v as f64).log10(), 2)),
        ])
        .step(format!("x log {b} = log {v}"))
        .step(format!("x = log {v} ÷ log {b}"))
        .rounded(format!("ln({v})/ln({b})"), 2)
}

pub(super) fn tree_diagrams(c: &mut Ctx) -> Problem {
    let (r, b) = (c.int(2, 7), c.int(2, 7));
    let n = r + b;
    let replace = c.t == 0;
    let p = if replace { Frac::new(r * r, n * n) } else { Frac::new(r * (r - 1), n * (n - 1)) };
    let how = if replace { "with replacement" } else { "without replacement" };
    Problem::new(format!("A bag has {r} red and {b} blue beads. Two beads are taken at random {how}. Find the probability that both are red."), p.to_string())
        .wrong(unlike(p, [if replace { Frac::new(r * (r - 1), n * (n - 1)) } else { Frac::new(r * r, n * n) }, Frac::new(2 * r, n), Frac::new(r, n)]))
        .step(if replace { format!("{r}/{n} × {r}/{n}") } else { format!("{r}/{n} × {}/{}", r - 1, n - 1) })
        .value(if replace { format!("({r}/{n})^2") } else { format!("{r}/{n}*({r}-1)/({n}-1)") })
}

pub(super) fn mutually_exclusive(c: &mut Ctx) -> Problem {
    let (a, b) = c.two(1, 6);
    let p = Frac::new(2, 6);
    Problem::new(format!("A fair die is thrown once. Find the probability of getting a {a} or a {b}."), p.to_string())
        .wrong(unlike(p, [Frac::new(1, 36), Frac::new(1, 6), Frac::new(1, 18), Frac::new(2, 3)]))
        .step("1/6 + 1/6 for mutually exclusive outcomes")
        .value("1/6+1/6")
}

pub(super) fn independent_events(c: &mut Ctx) -> Problem {
    let (pa_n, pa_d) = (c.int(1, 4), c.int(5, 9));
    let (pb_n, pb_d) = (c.int(1, 4), c.int(5, 9));
    let (pa, pb) = (Frac::new(pa_n, pa_d), Frac::new(pb_n, pb_d));
    let both = pa.mul(pb);
    Problem::new(
        format!("The probability that Ngono passes an exam is {pa} and that Tabi passes is {pb}, independently. Find the probability that both pass."),
        both.to_string(),
    )
    .wrong(unlike(both, [pa.add(pb), pa.add(pb).sub(both), Frac::new(pa.n + pb.n, pa.d + pb.d)]))
    .step(format!("{pa} × {pb}"))
    .value(format!("{}*{}", pa.expr(), pb.expr()))
}

pub(super) fn loci(c: &mut Ctx) -> Problem {
    let d = c.int(2, 9);
    let facts = [
        (format!("points {d} cm from a fixed point P"), format!("a circle with centre P and radius {d} cm")),
        (
            "points equidistant from two fixed points A and B".to_string(),
            "the perpendicular bisector of AB".to_string(),
        ),
        (
            "points equidistant from two intersecting lines".to_string(),
            "the bisectors of the angles between the lines".to_string(),
        ),
        (format!("points {d} cm from a straight line"), format!("a pair of lines parallel to it, {d} cm on each side")),
    ];
    let k = c.int(0, 3) as usize;
    let (what, answer) = facts[k].clone();
    Problem::new(format!("Describe the locus of {what}."), answer)
        .wrong(facts.iter().enumerate().filter(|(i, _)| *i != k).map(|(_, (_, a))| a.clone()))
}

pub(super) fn scale_drawing(c: &mut Ctx) -> Problem {
    let scale = c.pick(&[[1_000, 5_000], [10_000, 25_000], [50_000, 250_000]][usize::from(c.t.min(2))]);
    let cm = c.int(2, 30);
    let metres = cm * scale / 100;
    let (unit, value) = if metres >= 1000 && metres % 100 == 0 {
        ("km", num(metres as f64 / 1000.0, 1))
    } else {
        ("m", metres.to_string())
    };
    Problem::new(
        format!(
            "On a map of scale 1 : {}, two villages are {cm} cm apart. What is the real distance in {unit}?",
            grouped(scale)
        ),
        format!("{value} {unit}"),
    )
    .wrong([
        format!("{} {unit}", num(value.parse::<f64>().unwrap_or(1.0) * 10.0, 1)),
        format!("{} {unit}", num(value.parse::<f64>().unwrap_or(1.0) / 10.0, 2)),
        format!("{} {unit}", cm * scale),
    ])
    .step(format!("{cm} × {scale} = {} cm", cm * scale))
    .value(format!("{cm}*{scale}/{}", if unit == "km" { 100_000 } else { 100 }))
}

pub(super) fn quadratic_graphs(c: &mut Ctx) -> Problem {
    let (p, q) = c.two(-5, 5);
    let (b, k) = (-(p + q), p * q);
    let curve = terms(&[(1, "x²"), (b, "x"), (k, "")]);
    match c.int(0, 2) {
        0 => {
            let x = c.int(-4, 5);
            let y = x * x + b * x + k;
            Problem::new(format!("Complete the table for y = {curve}: find y when x = {x}."), y.to_string())
                .wrong([-x * x + b * x + k, x * x - b * x + k, 2 * x + b * x + k])
                .step(format!("({x})² {} ({x}) {}", signed(b), signed(k)))
                .value(format!("({x})^2+({b})*({x})+({k})"))
        }
        1 => Problem::new(
            format!("Where does the graph of y = {curve} cross the x-axis?"),
            format!("x = {} or x = {}", p.min(q), p.max(q)),
        )
        .wrong(wrong_roots((p, q), 1, [(-p, -q), (0, k), (p.min(q) - 1, p.max(q) + 1)], |a, b| {
            format!("x = {a} or x = {b}")
        }))
        .step("solve y = 0")
        .satisfies([format!("x^2+{b}*x+{k} = 0")], 2),
        _ => {
            let axis = Frac::new(-b, 2);
            Problem::new(
                format!("What is the equation of the line of symmetry of the graph of y = {curve}?"),
                format!("x = {axis}"),
            )
            .wrong([format!("x = {}", Frac::new(b, 2)), format!("x = {}", -b), format!("x = {k}")])
            .step("x = -b ÷ 2a")
            .satisfies([format!("x = -({b})/2")], 1)
        }
    }
}

pub(super) fn cubic_and_reciprocal(c: &mut Ctx) -> Problem {
    if c.chance(0.5) {
        let (a, x) = (c.int(1, 6), c.int(-3, 3));
        let y = x * x * x - a * x;
        Problem::new(format!("For the curve y = x³ - {a}x, find y when x = {x}."), y.to_string())
            .wrong([3 * x - a * x, x * x - a * x, x * x * x + a * x])
            .step(format!("({x})³ - {a}({x})"))
            .value(format!("({x})^3-{a}*({x})"))
    } else {
        let k = c.pick(&[12, 24, 36, 60]);
        let divisors: Vec<i64> = (1..=k).filter(|d| k % d == 0).collect();
        let x = c.pick(&divisors) * if c.chance(0.3) { -1 } else { 1 };
        Problem::new(format!("For the curve y = {k}/x, find y when x = {x}."), (k / x).to_string())
            .wrong([k * x, k - x, -(k / x)])
            .step(format!("{k} ÷ {x}"))
            .value(format!("{k}/({x})"))
    }
}

pub(super) fn graphical_solutions(c: &mut Ctx) -> Problem {
    let (b, k, m) = (c.int(-4, 4), c.int(-6, 6), c.nonzero(-6, 6));
    let curve = terms(&[(1, "x²"), (b, "x"), (k, "")]);
    let target = terms(&[(1, "x²"), (b, "x"), (k - m, "")]);
    Problem::new(
        format!("The graph of y = {curve} has been drawn. Which line should be drawn on the same axes to solve {target} = 0?"),
        format!("y = {m}"),
    )
    .wrong([format!("y = {}", -m), format!("y = {}", k - m), format!("x = {m}")])
    .step(format!("{target} = 0 means {curve} = {m}"))
}

pub(super) fn compound_interest(c: &mut Ctx) -> Problem {
    let p = c.by((10, 100), (50, 500), (100, 2_000)) * 1_000;
    let r = c.pick(&[5, 8, 10, 12, 15]);
    let n = c.by((2, 2), (2, 3), (3, 5));
    // In whole numbers: p(100 + r)ⁿ / 100ⁿ, rounded half up, as 17 000 × 1.15² = 22 482.5
    // makes 22 483 francs however a computer holds 22 482.5.
    let after = |years: u32| {
        let (top, bottom) = (i128::from(p) * i128::from(100 + r).pow(years), 100i128.pow(years));
        ((2 * top + bottom) / (2 * bottom)) as i64
    };
    let amount = after(n as u32);
    let simple = p + p * r * n / 100;
    Problem::new(
        format!("{} FCFA is saved at {r}% per annum compound interest. Find the amount after {n} years, to the nearest franc.", grouped(p)),
        format!("{amount} FCFA"),
    )
    .wrong([format!("{simple} FCFA"), format!("{} FCFA", amount - p), format!("{} FCFA", after(n as u32 - 1))])
    .step(format!("A = {p} × (1 + {r}/100)^{n}"))
    .rounded(format!("{p}*(1+{r}/100)^{n}"), 0)
}

pub(super) fn hire_purchase(c: &mut Ctx) -> Problem {
    let cash = c.by((50, 200), (100, 500), (200, 1_500)) * 1_000;
    let deposit = cash / 100 * c.pick(&[10, 20, 25]);
    let months = c.pick(&[6, 10, 12, 18]);
    let instalment = (cash - deposit) / months / 1000 * 1000 + c.int(1, 5) * 1000;
    let total = deposit + months * instalment;
    if c.t >= 1 {
        return Problem::new(
            format!("A motorbike costs {} FCFA cash. On hire purchase, a deposit of {} FCFA is paid, then {months} monthly instalments of {} FCFA. How much more than the cash price is paid?", grouped(cash), grouped(deposit), grouped(instalment)),
            format!("{} FCFA", total - cash),
        )
        .wrong([format!("{} FCFA", total), format!("{} FCFA", months * instalment - cash), format!("{} FCFA", total - cash + deposit)])
        .step(format!("total = {deposit} + {months} × {instalment} = {total}"))
        .step(format!("{total} - {cash}"))
        .value(format!("{deposit}+{months}*{instalment}-{cash}"));
    }
    Problem::new(
        format!("A deposit of {} FCFA is paid, followed by {months} monthly instalments of {} FCFA. What is the hire purchase price?", grouped(deposit), grouped(instalment)),
        format!("{} FCFA", total),
    )
    .wrong([format!("{} FCFA", months * instalment), format!("{} FCFA", deposit + instalment), format!("{} FCFA", total + instalment)])
    .step(format!("{deposit} + {months} × {instalment}"))
    .value(format!("{deposit}+{months}*{instalment}"))
}

pub(super) fn bills_and_taxes(c: &mut Ctx) -> Problem {
    let units = c.by((50, 150), (100, 400), (200, 900));
    let rate = c.pick(&[50, 79, 94, 99]);
    let standing = c.pick(&[500, 1_000, 1_500]);
    let bill = units * rate + standing;
    if c.t >= 2 {
        let tax = 10;
        let with_tax = bill as f64 * 1.1;
        return Problem::new(
            format!("An electricity bill charges {rate} FCFA per unit plus a fixed charge of {standing} FCFA, and then a tax of {tax}% on the whole. Find the bill for {units} units."),
            format!("{} FCFA", num(with_tax, 1)),
        )
        .wrong([format!("{} FCFA", num((units * rate) as f64 * 1.1 + standing as f64, 1)), format!("{bill} FCFA"), format!("{} FCFA", num(bill as f64 * 0.1, 1))])
        .step(format!("{units} × {rate} + {standing} = {bill}"))
        .step(format!("{bill} × 1.1"))
        .value(format!("({units}*{rate}+{standing})*1.1"));
    }
    Problem::new(
        format!("An electricity bill charges {rate} FCFA per unit plus a fixed charge of {standing} FCFA. Find the bill for {units} units."),
        format!("{bill} FCFA"),
    )
    .wrong([format!("{} FCFA", units * rate), format!("{} FCFA", (units + standing) * rate / 10), format!("{} FCFA", units * rate - standing)])
    .step(format!("{units} × {rate} = {}", units * rate))
    .value(format!("{units}*{rate}+{standing}"))
}
