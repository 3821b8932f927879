//! Families for primary school (Class 1 to Class 6) and the number work of Form 1.

use super::*;

/// The value of a digit standing alone in a number (so "the digit 7" is not ambiguous).
pub(super) fn place_value(c: &mut Ctx) -> Problem {
    loop {
        let digits = c.by((3, 4), (4, 6), (6, 7)) as u32;
        let n = c.int(10i64.pow(digits - 1), 10i64.pow(digits) - 1);
        let text = n.to_string();
        let unique: Vec<(usize, char)> =
            text.char_indices().filter(|(_, d)| *d != '0' && text.matches(*d).count() == 1).collect();
        if unique.is_empty() {
            continue;
        }
        let (i, d) = c.pick(&unique);
        let place = 10i64.pow((text.len() - 1 - i) as u32);
        let d = i64::from(d.to_digit(10).unwrap_or(1));
        let names = ["units", "tens", "hundreds", "thousands", "ten thousands", "hundred thousands", "millions"];
        let name = names.get(text.len() - 1 - i).copied().unwrap_or("units");
        return Problem::new(format!("What is the value of the digit {d} in {}?", grouped(n)), (d * place).to_string())
            .wrong([d, d * place * 10, d * place / 10, place])
            .step(format!("{d} is in the {name} place"))
            .value(format!("{d}*{place}"));
    }
}

pub(super) fn compare_numbers(c: &mut Ctx) -> Problem {
    let digits = c.by((3, 3), (4, 5), (6, 7)) as u32;
    let base = c.int(10i64.pow(digits - 1), 10i64.pow(digits) - 1);
    // Numbers that share most digits, as textbooks set them, so place value decides.
    let mut numbers = vec![base];
    while numbers.len() < 4 {
        let place = 10i64.pow(c.int(0, i64::from(digits) - 2) as u32);
        let candidate = base + c.nonzero(-9, 9) * place;
        if candidate >= 10i64.pow(digits - 1) && !numbers.contains(&candidate) {
            numbers.push(candidate);
        }
    }
    let largest = c.chance(0.5);
    let answer = if largest { numbers.iter().max() } else { numbers.iter().min() }.copied().unwrap_or(base);
    let list: Vec<String> = numbers.iter().map(|n| grouped(*n)).collect();
    let word = if largest { "largest" } else { "smallest" };
    let expr = format!(
        "{}({})",
        if largest { "max" } else { "min" },
        numbers.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
    );
    Problem::new(format!("Which of these numbers is the {word}: {}?", list.join(", ")), answer.to_string())
        .wrong(numbers.iter().filter(|n| **n != answer).map(i64::to_string))
        .step("compare the digits from the highest place value")
        .value(expr)
}

pub(super) fn number_words(c: &mut Ctx) -> Problem {
    let n = c.by((100, 9_999), (10_000, 999_999), (1_000_000, 99_999_999));
    let digits = n.to_string();
    let dropped_zero = digits.replacen('0', "", 1);
    let mut wrong = vec![n + 10, n * 10];
    if dropped_zero != digits && !dropped_zero.is_empty() {
        wrong.insert(0, dropped_zero.parse().unwrap_or(n + 1));
    }
    Problem::new(format!("Write \"{}\" in figures.", words(n)), digits).wrong(wrong).value(n.to_string())
}

/// Column addition where forgetting to carry is the mistake to catch.
fn sum_without_carrying(a: i64, b: i64) -> i64 {
    let (mut a, mut b, mut place, mut out) = (a, b, 1, 0);
    while a > 0 || b > 0 {
        out += ((a % 10 + b % 10) % 10) * place;
        a /= 10;
        b /= 10;
        place *= 10;
    }
    out
}

/// Column subtraction where "taking the smaller digit from the larger" is the mistake.
fn difference_without_borrowing(a: i64, b: i64) -> i64 {
    let (mut a, mut b, mut place, mut out) = (a, b, 1, 0);
    while a > 0 || b > 0 {
        out += ((a % 10) - (b % 10)).abs() * place;
        a /= 10;
        b /= 10;
        place *= 10;
    }
    out
}

pub(super) fn addition(c: &mut Ctx) -> Problem {
    let (lo, hi) = [(10, 99), (100, 9_999), (1_000, 99_999)][usize::from(c.t.min(2))];
    let (a, b) = (c.int(lo, hi), c.int(lo, hi));
    Problem::new(format!("Add: {} + {}", grouped(a), grouped(b)), (a + b).to_string())
        .wrong([sum_without_carrying(a, b), a + b + 10, a + b - 10, a + b + 1])
        .step("add the units first and carry tens to the next column")
        .value(format!("{a}+{b}"))
}

pub(super) fn subtraction(c: &mut Ctx) -> Problem {
    let (lo, hi) = [(20, 99), (100, 9_999), (1_000, 99_999)][usize::from(c.t.min(2))];
    let (x, y) = c.two(lo, hi);
    let (a, b) = (x.max(y), x.min(y));
    Problem::new(format!("Subtract: {} - {}", grouped(a), grouped(b)), (a - b).to_string())
        .wrong([difference_without_borrowing(a, b), a - b + 10, a - b - 10, a + b].into_iter().filter(|w| *w >= 0))
        .step("borrow from the next column when the top digit is smaller")
        .value(format!("{a}-{b}"))
}

pub(super) fn add_subtract_story(c: &mut Ctx) -> Problem {
    let name = c.name();
    let (lo, hi) = [(10, 99), (100, 999), (1_000, 9_999)][usize::from(c.t.min(2))];
    let (a, b) = c.two(lo, hi);
    if c.chance(0.5) {
        let (more, fewer) = (a.max(b), a.min(b));
        Problem::new(
            format!(
                "{name} had {} FCFA and spent {} FCFA at the market. How much money was left?",
                grouped(more),
                grouped(fewer)
            ),
            format!("{} FCFA", more - fewer),
        )
        .wrong([format!("{} FCFA", more + fewer), format!("{} FCFA", difference_without_borrowing(more, fewer) + 10)])
        .step(format!("{more} - {fewer}"))
        .value(format!("{more}-{fewer}"))
    } else {
        Problem::new(
            format!("A trader sold {a} oranges in the morning and {b} in the afternoon. How many oranges did she sell altogether?"),
            (a + b).to_string(),
        )
        .wrong([(a - b).abs(), sum_without_carrying(a, b), a + b + 10])
        .step(format!("{a} + {b}"))
        .value(format!("{a}+{b}"))
    }
}

pub(super) fn times_table(c: &mut Ctx) -> Problem {
    let (a, b) = (c.by((2, 5), (2, 10), (6, 12)), c.by((2, 10), (2, 12), (6, 12)));
    Problem::new(format!("What is {a} × {b}?"), (a * b).to_string())
        .wrong([a * (b + 1), a * (b - 1), a + b, (a + 1) * b])
        .value(format!("{a}*{b}"))
}

pub(super) fn long_multiplication(c: &mut Ctx) -> Problem {
    let a = c.by((11, 99), (100, 999), (100, 9_999));
    let b = c.by((3, 9), (11, 99), (11, 99));
    let (tens, units) = (b / 10, b % 10);
    // Forgetting to shift the tens row one place left is the classic slip.
    let unshifted = a * tens + a * units;
    let mut p = Problem::new(format!("Multiply: {} × {b}", grouped(a)), (a * b).to_string()).wrong([
        unshifted,
        a * b + 10,
        a * b - a,
        a * (b + 1),
    ]);
    if tens > 0 {
        p = p.step(format!("{a} × {units} = {}", a * units)).step(format!("{a} × {} = {}", tens * 10, a * tens * 10));
    }
    p.value(format!("{a}*{b}"))
}

pub(super) fn short_division(c: &mut Ctx) -> Problem {
    let d = c.by((2, 5), (3, 9), (6, 12));
    let q = c.by((4, 20), (12, 150), (100, 999));
    if c.t >= 2 && c.chance(0.5) {
        let r = c.int(1, d - 1);
        let n = q * d + r;
        return Problem::new(format!("What is the remainder when {} is divided by {d}?", grouped(n)), r.to_string())
            .wrong([q, (r + 1) % d, d - r, r + d])
            .step(format!("{n} = {q} × {d} + {r}"))
            .value(format!("{n}-{d}*floor({n}/{d})"));
    }
    let n = q * d;
    Problem::new(format!("Divide: {} ÷ {d}", grouped(n)), q.to_string())
        .wrong([q + 1, q - 1, q * 10, n - d])
        .step(format!("{d} × {q} = {n}"))
        .value(format!("{n}/{d}"))
}

pub(super) fn fraction_of_whole(c: &mut Ctx) -> Problem {
    let name = c.name();
    let d = c.by((3, 8), (4, 12), (6, 16));
    let k = c.int(1, d - 1);
    let left = Frac::new(d - k, d);
    Problem::new(
        format!("A cake is cut into {d} equal pieces and {name} eats {k} of them. What fraction of the cake is left? Give it in its simplest form."),
        left.to_string(),
    )
    .wrong(unlike(left, [Frac::new(k, d), Frac::new(d - k, k.max(1) + d), Frac::new(k, d - k + d), Frac::new(1, d)]))
    .step(format!("{d} - {k} = {} pieces left", d - k))
    .value(format!("({d}-{k})/{d}"))
}

pub(super) fn equivalent_fraction(c: &mut Ctx) -> Problem {
    let d = c.by((2, 6), (3, 10), (5, 15));
    let n = c.int(1, d - 1);
    let base = Frac::new(n, d);
    let m = c.by((2, 4), (2, 6), (3, 9));
    let (n, d) = (base.n, base.d);
    Problem::new(format!("Fill in the missing number: {n}/{d} = ?/{}", d * m), (n * m).to_string())
        .wrong([n + m, n * m + 1, d * m - n, n * (m + 1)])
        .step(format!("{d} × {m} = {}, so multiply the top by {m} too", d * m))
        .value(format!("{n}*{}/{d}", d * m))
}

pub(super) fn add_like_fractions(c: &mut Ctx) -> Problem {
    let d = c.by((3, 9), (5, 12), (7, 20));
    let a = c.int(1, d - 1);
    let b = c.int(1, d - 1);
    let sum = Frac::new(a + b, d);
    let shown = if c.t >= 1 { sum.mixed() } else { sum.to_string() };
    Problem::new(format!("Work out {a}/{d} + {b}/{d}. Give your answer in its simplest form."), shown)
        .wrong(unlike(sum, [Frac::new(a + b, 2 * d), Frac::new(a * b, d), Frac::new(a + b, d * d)]))
        .step(format!("{a} + {b} = {} over {d}", a + b))
        .value(format!("{}/{d}", a + b))
}

pub(super) fn unit_conversion(c: &mut Ctx) -> Problem {
    let (big, small, factor) =
        c.pick(&[("m", "cm", 100), ("km", "m", 1000), ("kg", "g", 1000), ("l", "ml", 1000), ("cm", "mm", 10)]);
    let big_name = match big {
        "l" => "litres",
        "kg" => "kilograms",
        "km" => "kilometres",
        "m" => "metres",
        _ => "centimetres",
    };
    if c.t == 0 || c.chance(0.5) {
        // Normal and hard use halves and quarters, where the decimal point trips pupils.
        let tenths = if c.t == 0 { c.int(1, 9) * 10 } else { c.int(11, 95) };
        let x = tenths as f64 / 10.0;
        let answer = (tenths * factor) / 10;
        let name = if tenths == 10 { big_name.trim_end_matches('s') } else { big_name };
        Problem::new(format!("How many {small} are there in {} {name}?", num(x, 1)), format!("{answer} {small}"))
            .wrong([
                format!("{} {small}", answer / 10),
                format!("{} {small}", answer * 10),
                format!("{} {small}", tenths + factor),
            ])
            .step(format!("1 {big} = {factor} {small}"))
            .value(format!("{x}*{factor}"))
    } else {
        let amount = c.int(2, 99) * factor / 4 + factor / 4 * c.int(0, 3);
        let answer = amount as f64 / factor as f64;
        Problem::new(format!("Convert {amount} {small} to {big}."), format!("{} {big}", num(answer, 3)))
            .wrong([
                format!("{} {big}", num(answer * 10.0, 3)),
                format!("{} {big}", num(answer / 10.0, 4)),
                format!("{} {big}", amount * factor),
            ])
            .step(format!("divide by {factor}"))
            .value(format!("{amount}/{factor}"))
    }
}

pub(super) fn giving_change(c: &mut Ctx) -> Problem {
    let name = c.name();
    let note = c.pick(&[1_000, 2_000, 5_000, 10_000]);
    let items = c.by((1, 1), (1, 2), (2, 3));
    let prices: Vec<i64> = (0..items).map(|_| c.int(2, note / 25 / items) * 25).collect();
    let total: i64 = prices.iter().sum();
    let list = prices.iter().map(|p| format!("{} FCFA", grouped(*p))).collect::<Vec<_>>().join(" and ");
    let what = if items == 1 { "an item costing" } else { "items costing" };
    let mut p = Problem::new(
        format!(
            "{name} buys {what} {list} and pays with a {} FCFA note. How much change should {name} get?",
            grouped(note)
        ),
        format!("{} FCFA", note - total),
    )
    .wrong(
        [note - total + 100, total, note - total - 50, note - total + 50]
            .into_iter()
            .filter(|w| *w > 0)
            .map(|w| format!("{w} FCFA")),
    );
    if items > 1 {
        p = p.step(format!("total cost {total} FCFA"));
    }
    p.step(format!("{note} - {total}"))
        .value(format!("{note}-({})", prices.iter().map(i64::to_string).collect::<Vec<_>>().join("+")))
}

pub(super) fn shopping(c: &mut Ctx) -> Problem {
    let (k, price) = (c.by((2, 5), (3, 12), (6, 24)), c.int(2, 40) * 25);
    if c.t >= 2 {
        let (m, pen) = (c.int(2, 6), c.int(2, 12) * 25);
        let total = k * price + m * pen;
        return Problem::new(
            format!("An exercise book costs {price} FCFA and a pen costs {pen} FCFA. What is the cost of {k} exercise books and {m} pens?"),
            format!("{total} FCFA"),
        )
        .wrong([format!("{} FCFA", (k + m) * (price + pen)), format!("{} FCFA", k * price + pen), format!("{} FCFA", price + pen)])
        .step(format!("{k} × {price} = {}", k * price))
        .step(format!("{m} × {pen} = {}", m * pen))
        .value(format!("{k}*{price}+{m}*{pen}"));
    }
    Problem::new(
        format!("One bag of groundnuts costs {price} FCFA. How much do {k} bags cost?"),
        format!("{} FCFA", k * price),
    )
    .wrong([format!("{} FCFA", k + price), format!("{} FCFA", (k + 1) * price), format!("{} FCFA", k * price + 100)])
    .step(format!("{k} × {price}"))
    .value(format!("{k}*{price}"))
}

pub(super) fn perimeter(c: &mut Ctx) -> Problem {
    match c.int(0, if c.t == 0 { 1 } else { 2 }) {
        0 => {
            let s = c.by((2, 12), (5, 30), (10, 99));
            Problem::new(format!("A square has sides of {s} cm. What is its perimeter?"), format!("{} cm", 4 * s))
                .wrong([format!("{} cm", s * s), format!("{} cm", 2 * s), format!("{} cm", s + 4)])
                .step(format!("4 × {s}"))
                .value(format!("4*{s}"))
        }
        1 => {
            let (l, w) = c.two(c.t as i64 + 2, 20 + 20 * c.t as i64);
            let (l, w) = (l.max(w), l.min(w));
            Problem::new(
                format!("A rectangular garden is {l} m long and {w} m wide. What is its perimeter?"),
                format!("{} m", 2 * (l + w)),
            )
            .wrong([format!("{} m", l * w), format!("{} m", l + w), format!("{} m", 2 * l + w)])
            .step(format!("2 × ({l} + {w})"))
            .value(format!("2*({l}+{w})"))
        }
        _ => {
            let n = c.pick(&[5, 6, 8]);
            let s = c.by((2, 9), (3, 15), (6, 25));
            let shape = match n {
                5 => "regular pentagon",
                6 => "regular hexagon",
                _ => "regular octagon",
            };
            Problem::new(format!("A {shape} has sides of {s} cm. What is its perimeter?"), format!("{} cm", n * s))
                .wrong([format!("{} cm", (n - 1) * s), format!("{} cm", 4 * s), format!("{} cm", n + s)])
                .step(format!("{n} sides × {s} cm"))
                .value(format!("{n}*{s}"))
        }
    }
}

pub(super) fn shape_facts(c: &mut Ctx) -> Problem {
    let shapes = [("triangle", 3), ("square", 4), ("pentagon", 5), ("hexagon", 6), ("octagon", 8), ("decagon", 10)];
    let (shape, n) = c.pick(&shapes);
    match c.t {
        0 => Problem::new(format!("How many sides does a {shape} have?"), n.to_string())
            .wrong([n + 1, n - 1, n + 2])
            .value(n.to_string()),
        1 => {
            let (shape, lines) = c.pick(&[
                ("square", 4),
                ("rectangle", 2),
                ("equilateral triangle", 3),
                ("regular hexagon", 6),
                ("regular pentagon", 5),
            ]);
            Problem::new(format!("How many lines of symmetry does a {shape} have?"), lines.to_string())
                .wrong([lines * 2, lines + 1, lines.max(2) - 1, 0])
                .value(lines.to_string())
        }
        _ => {
            Problem::new(format!("What is the sum of the interior angles of a {shape}?"), format!("{}°", (n - 2) * 180))
                .wrong([format!("{}°", n * 180), format!("{}°", 360), format!("{}°", (n - 1) * 180)])
                .step(format!("({n} - 2) × 180°"))
                .value(format!("({n}-2)*180"))
        }
    }
}

pub(super) fn rounding(c: &mut Ctx) -> Problem {
    let (place, word) = c.pick(&[(10, "ten"), (100, "hundred"), (1000, "thousand")][..=usize::from(c.t.min(2))]);
    let n = c.by((11, 999), (101, 99_999), (1_001, 9_999_999));
    let n = if n % place == place / 2 { n + 1 } else { n };
    let down = n / place * place;
    let answer = if n - down >= place / 2 { down + place } else { down };
    let other = if answer == down { down + place } else { down };
    Problem::new(format!("Round {} to the nearest {word}.", grouped(n)), answer.to_string())
        .wrong([other, answer + place * 10, n / place, answer / 10])
        .step(format!("look at the digit after the {word}s place"))
        .value(format!("floor({n}/{place}+0.5)*{place}"))
}

/// Reading Roman numerals letter by letter, without subtracting, is the mistake to catch.
fn roman_added_up(text: &str) -> i64 {
    text.chars()
        .map(|c| match c {
            'I' => 1,
            'V' => 5,
            'X' => 10,
            'L' => 50,
            'C' => 100,
            'D' => 500,
            _ => 1000,
        })
        .sum()
}

pub(super) fn roman_numerals(c: &mut Ctx) -> Problem {
    let n = loop {
        let n = c.by((4, 40), (14, 99), (99, 2_999));
        // Only numbers with a subtractive pair are worth asking.
        if roman_added_up(&roman(n)) != n || c.t == 0 {
            break n;
        }
    };
    let numeral = roman(n);
    if c.chance(0.5) {
        let added = roman_added_up(&numeral);
        Problem::new(format!("What number does the Roman numeral {numeral} stand for?"), n.to_string())
            .wrong([added, n + 10, n - 1, n + 2])
            .step("a smaller numeral before a larger one is subtracted")
            .value(n.to_string())
    } else {
        // The neighbours, and a numeral written back to front. "XIIII" for 14 is not
        // offered: it adds up to 14, so a pupil could defend it.
        Problem::new(format!("Write {n} in Roman numerals."), numeral.clone()).wrong([
            roman(n - 1).chars().rev().collect::<String>(),
            roman(n + 1),
            roman(n + 10),
            roman(n - 1),
        ])
    }
}

pub(super) fn prime_numbers(c: &mut Ctx) -> Problem {
    let top = c.by((20, 30), (30, 60), (60, 100));
    if c.chance(0.5) {
        let primes: Vec<i64> = (2..=top).filter(|n| is_prime(*n)).collect();
        let p = c.pick(&primes[primes.len() / 3..]);
        let mut wrong = Vec::new();
        while wrong.len() < 3 {
            let n = c.int(9, top) | 1;
            if !is_prime(n) && !wrong.contains(&n) {
                wrong.push(n);
            }
        }
        Problem::new("Which of these numbers is a prime number?", p.to_string()).wrong(wrong)
    } else {
        let lo = c.int(1, top / 2);
        let count = (lo + 1..top).filter(|n| is_prime(*n)).count() as i64;
        Problem::new(format!("How many prime numbers are there between {lo} and {top}?"), count.to_string())
            .wrong([count + 1, count - 1, count + 2])
            .value(count.to_string())
    }
}

pub(super) fn hcf(c: &mut Ctx) -> Problem {
    let g = c.by((2, 6), (2, 12), (4, 25));
    let (x, y) = loop {
        let (x, y) = c.two(2, 9);
        if gcd(x, y) == 1 {
            break (x, y);
        }
    };
    let (a, b) = (g * x, g * y);
    Problem::new(format!("Find the Highest Common Factor (HCF) of {a} and {b}."), g.to_string())
        .wrong([lcm(a, b), a.min(b), g * 2, (g / 2).max(1)])
        .step(format!("{a} = {g} × {x} and {b} = {g} × {y}"))
        .value(format!("gcd({a},{b})"))
}

pub(super) fn lcm_problem(c: &mut Ctx) -> Problem {
    let (a, b) = loop {
        let (a, b) = {
            let bounds = (c.by((2, 2), (3, 4), (4, 12)), c.by((6, 10), (6, 15), (12, 36)));
            c.two(bounds.0, bounds.1)
        };
        if gcd(a, b) != a.min(b) {
            break (a, b);
        }
    };
    let l = lcm(a, b);
    Problem::new(format!("Find the Lowest Common Multiple (LCM) of {a} and {b}."), l.to_string())
        .wrong([a * b, gcd(a, b), l * 2, a + b])
        .step(format!("multiples of {} until one is a multiple of {}", a.max(b), a.min(b)))
        .value(format!("{a}*{b}/gcd({a},{b})"))
}

pub(super) fn mixed_numbers(c: &mut Ctx) -> Problem {
    let d = c.by((2, 5), (3, 9), (5, 12));
    let whole = c.by((1, 3), (2, 6), (3, 12));
    let n = loop {
        let n = c.int(1, d - 1);
        if gcd(n, d) == 1 {
            break n;
        }
    };
    let improper = whole * d + n;
    if c.chance(0.5) {
        Problem::new(format!("Write {whole} {n}/{d} as an improper fraction."), format!("{improper}/{d}"))
            .wrong([format!("{}/{d}", whole + n), format!("{}/{d}", whole * n + d), format!("{}/{d}", whole * d - n)])
            .step(format!("{whole} × {d} + {n} = {improper}"))
            .value(format!("{whole}+{n}/{d}"))
    } else {
        Problem::new(format!("Write {improper}/{d} as a mixed number."), format!("{whole} {n}/{d}"))
            .wrong([
                format!("{n} {whole}/{d}"),
                format!("{} {n}/{d}", whole + 1),
                format!("{whole} {}/{d}", (n + 1) % d),
            ])
            .step(format!("{improper} ÷ {d} = {whole} remainder {n}"))
            .value(format!("{improper}/{d}"))
    }
}

pub(super) fn fraction_operations(c: &mut Ctx) -> Problem {
    let pick = |c: &mut Ctx| {
        let d = c.by((2, 6), (2, 9), (3, 12));
        Frac::new(c.int(1, d - 1), d)
    };
    let (mut x, mut y) = (pick(c), pick(c));
    let op = c.int(0, if c.t == 0 { 1 } else { 3 });
    // Primary pupils take the smaller fraction from the larger, and never get nothing.
    while op == 1 && x.n * y.d == y.n * x.d {
        y = pick(c);
    }
    if op == 1 && x.n * y.d < y.n * x.d {
        std::mem::swap(&mut x, &mut y);
    }
    // Only the denominator of y changed to the common one, its numerator left as it was.
    let common = lcm(x.d, y.d);
    let half_converted = |sign: i64| Frac::new(x.n * (common / x.d) + sign * y.n, common);
    let (sign, answer, wrong) = match op {
        0 => (
            "+",
            x.add(y),
            vec![Frac::new(x.n + y.n, x.d + y.d), Frac::new(x.n * y.n, x.d * y.d), half_converted(1), x.sub(y)],
        ),
        1 => (
            "-",
            x.sub(y),
            vec![
                Frac::new((x.n - y.n).abs(), (x.d - y.d).abs().max(1)),
                x.add(y),
                half_converted(-1),
                Frac::new(x.n * y.n, x.d * y.d),
            ],
        ),
        2 => ("×", x.mul(y), vec![Frac::new(x.n * y.d, x.d * y.n), x.add(y), Frac::new(x.n * y.n, x.d + y.d)]),
        _ => ("÷", x.div(y), vec![x.mul(y), y.div(x), Frac::new(x.n * y.n, x.d * y.d.max(1) + 1)]),
    };
    if answer.d > 100 {
        // 3/10 - 2/11 = 13/110: beyond the fractions a pupil works with by hand.
        return fraction_operations(c);
    }
    let step = match op {
        0 | 1 => format!("common denominator {}", lcm(x.d, y.d)),
        2 => format!("multiply tops and bottoms: {}/{}", x.n * y.n, x.d * y.d),
        _ => format!("multiply by the reciprocal: {x} × {}/{}", y.d, y.n),
    };
    // No negative or empty results among the options: primary pupils have not met them.
    let wrong: Vec<Frac> = wrong.into_iter().filter(|f| f.n > 0).collect();
    Problem::new(format!("Work out {x} {sign} {y}, giving your answer in its simplest form."), answer.to_string())
        .wrong(unlike(answer, wrong))
        .step(step)
        .value(format!("{}{}{}", x.expr(), sign.replace('×', "*").replace('÷', "/"), y.expr()))
}

pub(super) fn decimal_place_value(c: &mut Ctx) -> Problem {
    // Primary place value goes to thousandths.
    let dp = c.by((2, 2), (2, 3), (3, 3)) as u32;
    loop {
        let whole = c.int(0, 99);
        let frac = c.int(10i64.pow(dp - 1), 10i64.pow(dp) - 1);
        let digits = frac.to_string();
        let positions: Vec<usize> = (0..digits.len())
            .filter(|i| {
                let ch = digits.as_bytes()[*i] as char;
                ch != '0' && digits.matches(ch).count() == 1 && !whole.to_string().contains(ch)
            })
            .collect();
        if positions.is_empty() {
            continue;
        }
        let i = c.pick(&positions);
        let d = i64::from(digits.as_bytes()[i] - b'0');
        let value = d as f64 / 10f64.powi(i as i32 + 1);
        let shown = format!("{whole}.{digits}");
        return Problem::new(format!("What is the value of the digit {d} in {shown}?"), num(value, 5))
            .wrong([num(value * 10.0, 5), num(value / 10.0, 6), d.to_string(), num(value * 100.0, 5)])
            .value(format!("{d}/10^{}", i + 1));
    }
}

pub(super) fn clock_24h(c: &mut Ctx) -> Problem {
    let (h, m) = (c.int(1, 11), c.int(0, 11) * 5);
    let pm = c.chance(0.6);
    let h24 = if pm { h + 12 } else { h };
    if c.chance(0.5) {
        let period = if pm { "p.m." } else { "a.m." };
        Problem::new(format!("Write {h}:{m:02} {period} in the 24-hour clock."), format!("{h24:02}:{m:02}"))
            .wrong([
                format!("{h:02}:{m:02}"),
                format!("{:02}:{m:02}", h + 10),
                format!("{h24:02}:{:02}", (m + 30) % 60),
                format!("{:02}:{m:02}", (h24 + 1) % 24),
            ])
            .accept([format!("{h24:02}{m:02}"), format!("{h24:02}{m:02} hours")])
    } else {
        let period = if pm { "p.m." } else { "a.m." };
        let other = if pm { "a.m." } else { "p.m." };
        Problem::new(format!("Write {h24:02}:{m:02} in the 12-hour clock."), format!("{h}:{m:02} {period}")).wrong([
            format!("{h}:{m:02} {other}"),
            format!("{}:{m:02} {period}", (h + 2) % 12 + 1),
            format!("{}:{m:02} {other}", (h + 2) % 12 + 1),
            format!("{h}:{:02} {period}", (m + 30) % 60),
        ])
    }
}

pub(super) fn duration(c: &mut Ctx) -> Problem {
    let start_h = c.int(7, 14);
    let start_m = c.int(1, 11) * 5;
    let length = c.by((20, 55), (35, 150), (65, 275)) / 5 * 5;
    let end = start_h * 60 + start_m + length;
    let (end_h, end_m) = (end / 60, end % 60);
    // Subtracting clock times as decimals (11.50 - 10.35) is the slip to catch.
    let decimal_slip = (end_h * 100 + end_m) - (start_h * 100 + start_m);
    Problem::new(
        format!("A lesson starts at {start_h:02}:{start_m:02} and ends at {end_h:02}:{end_m:02}. How many minutes does it last?"),
        format!("{length} minutes"),
    )
    .wrong([format!("{decimal_slip} minutes"), format!("{} minutes", length + 10), format!("{} minutes", length - 5)])
    .step(format!("from {start_h:02}:{start_m:02} to {end_h:02}:{end_m:02}"))
    .value(format!("({end_h}*60+{end_m})-({start_h}*60+{start_m})"))
}

const DAYS: [&str; 7] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

pub(super) fn calendar(c: &mut Ctx) -> Problem {
    if c.t >= 1 && c.chance(0.5) {
        let (weeks, days) = (c.int(2, 12), c.int(1, 6));
        return Problem::new(
            format!("How many days are there in {weeks} weeks and {days} day{}?", if days == 1 { "" } else { "s" }),
            (weeks * 7 + days).to_string(),
        )
        .wrong([weeks * 10 + days, weeks + days, weeks * 7])
        .step(format!("{weeks} × 7 = {}", weeks * 7))
        .value(format!("{weeks}*7+{days}"));
    }
    let months = [("January", 31), ("March", 31), ("April", 30), ("May", 31), ("July", 31), ("October", 31)];
    let (month, _) = c.pick(&months);
    let start_day = c.int(0, 6) as usize;
    let date = c.int(1, 9);
    let later = date + c.by((2, 8), (7, 20), (10, 21));
    let answer = DAYS[(start_day + (later - date) as usize) % 7];
    let wrong: Vec<&str> = (1..4).map(|k| DAYS[(start_day + (later - date) as usize + k) % 7]).collect();
    Problem::new(format!("{date} {month} is a {}. What day of the week is {later} {month}?", DAYS[start_day]), answer)
        .wrong(wrong)
        .step(format!("{later} - {date} = {} days later", later - date))
}

pub(super) fn area_rectangle(c: &mut Ctx) -> Problem {
    let (l, w) = (c.by((2, 12), (5, 25), (12, 60)), c.by((2, 9), (3, 15), (6, 40)));
    Problem::new(format!("A classroom floor is {l} m long and {w} m wide. What is its area?"), format!("{} m²", l * w))
        .wrong([format!("{} m²", 2 * (l + w)), format!("{} m²", l + w), format!("{} m²", l * w * 2)])
        .accept([format!("{} square metres", l * w), format!("{} m2", l * w)])
        .step(format!("{l} × {w}"))
        .value(format!("{l}*{w}"))
}

pub(super) fn area_triangle(c: &mut Ctx) -> Problem {
    let (b, h) = (c.by((2, 12), (4, 24), (6, 40)) * 2, c.by((2, 10), (3, 20), (5, 35)));
    Problem::new(
        format!("A triangle has a base of {b} cm and a height of {h} cm. What is its area?"),
        format!("{} cm²", b * h / 2),
    )
    .wrong([format!("{} cm²", b * h), format!("{} cm²", b + h), format!("{} cm²", b * h / 4)])
    .accept([format!("{} cm2", b * h / 2)])
    .step(format!("½ × {b} × {h}"))
    .value(format!("0.5*{b}*{h}"))
}

pub(super) fn tally_and_pictograms(c: &mut Ctx) -> Problem {
    if c.chance(0.5) {
        let n = c.by((6, 19), (11, 29), (16, 44));
        let tally = format!("{}{}", "||||/ ".repeat((n / 5) as usize), "|".repeat((n % 5) as usize));
        Problem::new(
            format!("In a tally chart, ||||/ stands for 5. What number does this tally show: {}?", tally.trim()),
            n.to_string(),
        )
        .wrong([n / 5 * 4 + n % 5, n + 5, n - 1])
        .step(format!("{} groups of five and {} more", n / 5, n % 5))
        .value(format!("{}*5+{}", n / 5, n % 5))
    } else {
        let k = c.pick(&[2, 4, 5, 10]);
        let pictures = c.by((2, 6), (3, 9), (4, 12));
        let half = c.t >= 1 && k % 2 == 0 && c.chance(0.5);
        let pupils = pictures * k + if half { k / 2 } else { 0 };
        let shown = if half { format!("{pictures} and a half pictures") } else { format!("{pictures} pictures") };
        Problem::new(
            format!("In a pictogram one picture stands for {k} pupils. Football has {shown}. How many pupils chose football?"),
            pupils.to_string(),
        )
        .wrong([pictures, pictures * k + 1 + if half { 0 } else { k }, pictures + k])
        .step(format!("{pictures} × {k}"))
        .value(format!("{pictures}*{k}+{}", if half { k / 2 } else { 0 }))
    }
}

pub(super) fn bar_graph(c: &mut Ctx) -> Problem {
    let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
    let values: Vec<i64> = (0..5).map(|_| c.by((2, 10), (5, 30), (10, 60))).collect();
    let table = days.iter().zip(&values).map(|(d, v)| format!("{d} {v}")).collect::<Vec<_>>().join(", ");
    let intro = format!("A bar graph shows the number of pupils absent each day: {table}.");
    if c.chance(0.5) {
        let total: i64 = values.iter().sum();
        Problem::new(format!("{intro} How many absences were there in the week?"), total.to_string())
            .wrong([total + 10, total - values[0], values.iter().max().copied().unwrap_or(0) * 5])
            .value(values.iter().map(i64::to_string).collect::<Vec<_>>().join("+"))
    } else {
        let (i, j) = loop {
            let (i, j) = (c.int(0, 4) as usize, c.int(0, 4) as usize);
            if values[i] > values[j] {
                break (i, j);
            }
        };
        Problem::new(
            format!("{intro} How many more pupils were absent on {} than on {}?", days[i], days[j]),
            (values[i] - values[j]).to_string(),
        )
        .wrong([values[i] + values[j], values[i], values[j]])
        .step(format!("{} - {}", values[i], values[j]))
        .value(format!("{}-{}", values[i], values[j]))
    }
}

pub(super) fn fraction_to_percentage(c: &mut Ctx) -> Problem {
    let d = if c.t >= 2 { c.pick(&[8, 40, 16, 80]) } else { c.pick(&[2, 4, 5, 10, 20, 25, 50]) };
    let n = loop {
        let n = c.int(1, d - 1);
        if gcd(n, d) == 1 {
            break n;
        }
    };
    let p = n as f64 * 100.0 / d as f64;
    Problem::new(format!("Write {n}/{d} as a percentage."), format!("{}%", num(p, 2)))
        .wrong([
            format!("{}%", n * d),
            format!("{}%", num(p / 10.0, 2)),
            format!("{}%", num(d as f64 * 100.0 / n as f64, 1)),
        ])
        .step(format!("{n}/{d} × 100"))
        .value(format!("{n}/{d}*100"))
}

pub(super) fn percentage_of_quantity(c: &mut Ctx) -> Problem {
    let p = c.pick(&[[10, 20, 25, 50], [5, 15, 30, 40], [12, 35, 45, 65]][usize::from(c.t.min(2))]);
    let step = 100 / gcd(p, 100);
    let q = step * c.int(2, 40);
    let answer = p * q / 100;
    Problem::new(format!("Find {p}% of {} FCFA.", grouped(q)), format!("{answer} FCFA"))
        .wrong([format!("{} FCFA", q - answer), format!("{} FCFA", p * q / 10), format!("{} FCFA", q / p.max(1))])
        .step(format!("{p}/100 × {q}"))
        .value(format!("{p}/100*{q}"))
}

pub(super) fn sharing_in_ratio(c: &mut Ctx) -> Problem {
    let (a, b) = loop {
        let (a, b) = {
            let bounds = (1, c.by((4, 4), (7, 7), (11, 11)));
            c.two(bounds.0, bounds.1)
        };
        if gcd(a, b) == 1 {
            break (a.max(b), a.min(b));
        }
    };
    let unit = c.by((2, 20), (10, 200), (100, 2_000)) * if c.t == 0 { 1 } else { 5 };
    let total = (a + b) * unit;
    let (n1, n2) = (c.name(), c.name());
    Problem::new(
        format!(
            "{} FCFA is shared between {n1} and {n2} in the ratio {a}:{b}. How much does {n1} get?",
            grouped(total)
        ),
        format!("{} FCFA", a * unit),
    )
    .wrong([format!("{} FCFA", b * unit), format!("{} FCFA", total / a), format!("{} FCFA", total / 2)])
    .step(format!("{a} + {b} = {} parts", a + b))
    .step(format!("one part = {unit}"))
    .value(format!("{total}*{a}/({a}+{b})"))
}

pub(super) fn profit_and_loss(c: &mut Ctx) -> Problem {
    let cost = c.by((10, 90), (50, 500), (100, 2_000)) * 50;
    let change = c.by((2, 20), (5, 60), (10, 200)) * 25;
    let profit = c.chance(0.6);
    let sale = if profit { cost + change } else { cost - change.min(cost - 25) };
    let amount = (sale - cost).abs();
    let word = if profit { "profit" } else { "loss" };
    if c.t >= 2 {
        let percent = amount as f64 * 100.0 / cost as f64;
        return Problem::new(
            format!("A trader buys a radio for {} FCFA and sells it for {} FCFA. Find the {word} per cent, to 1 decimal place.", grouped(cost), grouped(sale)),
            format!("{}%", fixed(percent, 1)),
        )
        .wrong([
            format!("{}%", fixed(amount as f64 * 100.0 / sale as f64, 1)),
            format!("{}%", fixed(percent * 10.0, 1)),
            format!("{}%", fixed(amount as f64, 1)),
        ])
        .step(format!("{word} = {amount} FCFA"))
        .step(format!("{amount}/{cost} × 100"))
        .rounded(format!("abs({sale}-{cost})/{cost}*100"), 1);
    }
    Problem::new(
        format!(
            "A trader buys a bag of rice for {} FCFA and sells it for {} FCFA. What is the {word}?",
            grouped(cost),
            grouped(sale)
        ),
        format!("{amount} FCFA"),
    )
    .wrong([format!("{} FCFA", cost + sale), format!("{} FCFA", amount + 100), format!("{} FCFA", amount * 2)])
    .step(format!("{} - {}", sale.max(cost), sale.min(cost)))
    .value(format!("abs({sale}-{cost})"))
}

pub(super) fn simple_interest(c: &mut Ctx) -> Problem {
    let principal = c.by((1, 20), (5, 100), (10, 500)) * 10_000;
    let rate = c.by((2, 10), (3, 15), (4, 20));
    let years = c.by((1, 3), (2, 5), (2, 8));
    let interest = principal * rate * years / 100;
    let (asked, answer) = if c.t >= 2 {
        ("amount (principal plus interest)", principal + interest)
    } else {
        ("simple interest", interest)
    };
    let mut p = Problem::new(
        format!(
            "Find the {asked} on {} FCFA invested for {years} years at {rate}% per annum simple interest.",
            grouped(principal)
        ),
        format!("{answer} FCFA"),
    )
    .wrong([
        format!("{} FCFA", principal * rate / 100),
        format!("{} FCFA", if c.t >= 2 { interest } else { principal + interest }),
        format!("{} FCFA", principal * rate * years / 10),
    ])
    .step(format!("I = {principal} × {rate} × {years} / 100 = {interest}"));
    if c.t >= 2 {
        p = p.step(format!("{principal} + {interest}"));
        p.value(format!("{principal}*(1+{rate}*{years}/100)"))
    } else {
        p.value(format!("{principal}*{rate}*{years}/100"))
    }
}

pub(super) fn discount(c: &mut Ctx) -> Problem {
    let price = c.by((4, 40), (10, 200), (20, 800)) * 100;
    let rate = c.pick(&[[10, 20, 25, 50], [5, 15, 30, 40], [12, 35, 45, 8]][usize::from(c.t.min(2))]);
    let off = price * rate / 100;
    Problem::new(
        format!(
            "A pair of shoes marked {} FCFA is sold at a discount of {rate}%. What is the sale price?",
            grouped(price)
        ),
        format!("{} FCFA", price - off),
    )
    .wrong([format!("{} FCFA", off), format!("{} FCFA", price + off), format!("{} FCFA", price - rate)])
    .step(format!("discount = {rate}% of {price} = {off}"))
    .value(format!("{price}*(100-{rate})/100"))
}

pub(super) fn volume_cube_cuboid(c: &mut Ctx) -> Problem {
    if c.chance(0.4) {
        let s = c.by((2, 6), (3, 12), (5, 20));
        Problem::new(format!("A cube has edges of {s} cm. What is its volume?"), format!("{} cm³", s * s * s))
            .wrong([format!("{} cm³", 3 * s), format!("{} cm³", s * s), format!("{} cm³", 6 * s * s)])
            .accept([format!("{} cm3", s * s * s)])
            .step(format!("{s} × {s} × {s}"))
            .value(format!("{s}^3"))
    } else {
        let (l, w, h) =
            (c.by((2, 10), (4, 20), (6, 40)), c.by((2, 8), (3, 15), (5, 30)), c.by((2, 6), (2, 12), (4, 25)));
        Problem::new(
            format!("A box is {l} cm long, {w} cm wide and {h} cm high. What is its volume?"),
            format!("{} cm³", l * w * h),
        )
        .wrong([format!("{} cm³", l + w + h), format!("{} cm³", l * w), format!("{} cm³", 2 * (l * w + l * h + w * h))])
        .accept([format!("{} cm3", l * w * h)])
        .step(format!("{l} × {w} × {h}"))
        .value(format!("{l}*{w}*{h}"))
    }
}

pub(super) fn capacity(c: &mut Ctx) -> Problem {
    if c.chance(0.5) {
        let litres = c.by((1, 9), (2, 30), (5, 80));
        let cm3 = litres * 1000;
        Problem::new(
            format!("A tank holds {} cm³ of water. How many litres is that?", grouped(cm3)),
            format!("{litres} litres"),
        )
        .wrong([format!("{} litres", litres * 10), format!("{} litres", cm3 / 100), format!("{} litres", litres * 100)])
        .step("1 litre = 1000 cm³")
        .value(format!("{cm3}/1000"))
    } else {
        let cup = c.pick(&[200, 250, 500]);
        let litres = c.by((1, 5), (2, 10), (3, 20));
        let cups = litres * 1000 / cup;
        Problem::new(
            format!("How many {cup} ml cups can be filled from {litres} litres of palm wine?"),
            cups.to_string(),
        )
        .wrong([litres * cup / 100, cups * 10, cups / 2])
        .step(format!("{litres} litres = {} ml", litres * 1000))
        .value(format!("{litres}*1000/{cup}"))
    }
}

pub(super) fn angles_in_triangle(c: &mut Ctx) -> Problem {
    let a = c.by((30, 80), (20, 100), (15, 120));
    let b = c.int(15, 170 - a);
    let x = 180 - a - b;
    if c.t >= 2 && c.chance(0.5) {
        // An isosceles triangle: the base angles are equal.
        let apex = c.int(10, 80) * 2;
        let base = (180 - apex) / 2;
        return Problem::new(
            format!("An isosceles triangle has an apex angle of {apex}°. What is each base angle?"),
            format!("{base}°"),
        )
        .wrong([format!("{}°", 180 - apex), format!("{apex}°"), format!("{}°", (360 - apex) / 2)])
        .step(format!("180° - {apex}° = {}°", 180 - apex))
        .value(format!("(180-{apex})/2"));
    }
    Problem::new(format!("Two angles of a triangle are {a}° and {b}°. What is the third angle?"), format!("{x}°"))
        .wrong([format!("{}°", 360 - a - b), format!("{}°", a + b), format!("{}°", (90 - x).abs().max(1))])
        .step("angles in a triangle add up to 180°")
        .value(format!("180-{a}-{b}"))
}

pub(super) fn angles_on_line_and_point(c: &mut Ctx) -> Problem {
    if c.chance(0.5) {
        let a = c.by((20, 160), (15, 165), (5, 175));
        Problem::new(
            format!("Two angles lie on a straight line. One is {a}°. What is the other?"),
            format!("{}°", 180 - a),
        )
        .wrong([format!("{}°", 360 - a), format!("{}°", (90 - a).abs().max(1)), format!("{a}°")])
        .step("angles on a straight line add up to 180°")
        .value(format!("180-{a}"))
    } else {
        let a = c.int(40, 150);
        let b = c.int(30, 320 - a - 10);
        Problem::new(
            format!("Three angles meet at a point. Two of them are {a}° and {b}°. What is the third?"),
            format!("{}°", 360 - a - b),
        )
        .wrong([format!("{}°", (180 - a - b).abs().max(1)), format!("{}°", a + b), format!("{}°", 360 - a)])
        .step("angles at a point add up to 360°")
        .value(format!("360-{a}-{b}"))
    }
}

pub(super) fn quadrilateral_angles(c: &mut Ctx) -> Problem {
    let a = c.int(60, 120);
    let b = c.int(60, 120);
    let x = c.int(50, 130);
    let d = 360 - a - b - x;
    if !(30..=200).contains(&d) {
        return quadrilateral_angles(c);
    }
    Problem::new(
        format!("Three angles of a quadrilateral are {a}°, {b}° and {x}°. Find the fourth angle."),
        format!("{d}°"),
    )
    // Taking 180° for the angle sum, forgetting one of the angles, or a slip of ten.
    .wrong(
        [180 - a - b - x, 360 - a - b, 360 - b - x, d + 10]
            .into_iter()
            .filter(|w| *w > 0 && *w != d)
            .map(|w| format!("{w}°")),
    )
    .step("angles in a quadrilateral add up to 360°")
    .value(format!("360-{a}-{b}-{x}"))
}

pub(super) fn speed_distance_time(c: &mut Ctx) -> Problem {
    let speed = c.by((4, 12), (30, 90), (40, 120)) * if c.t == 0 { 5 } else { 1 };
    let hours_quarters = if c.t >= 2 { c.int(3, 14) } else { c.int(1, 5) * 4 };
    let hours = hours_quarters as f64 / 4.0;
    let distance = speed as f64 * hours;
    let from = c.town();
    let to = loop {
        let town = c.town();
        if town != from {
            break town;
        }
    };
    let time_text = |h: f64| if h == 1.0 { "1 hour".to_string() } else { format!("{} hours", num(h, 2)) };
    match c.int(0, 2) {
        0 => Problem::new(
            format!(
                "A bus travels {} km from {from} to {to} in {}. What is its average speed?",
                num(distance, 2),
                time_text(hours)
            ),
            format!("{speed} km/h"),
        )
        .wrong([
            format!("{} km/h", num(distance * hours, 1)),
            format!("{} km/h", num(hours / distance * 100.0, 1)),
            format!("{} km/h", speed + 10),
        ])
        .step(format!("speed = {} ÷ {}", num(distance, 2), num(hours, 2)))
        .value(format!("{distance}/{hours}")),
        1 => Problem::new(
            format!("A car moves at {speed} km/h for {}. How far does it travel?", time_text(hours)),
            format!("{} km", num(distance, 2)),
        )
        .wrong([
            format!("{} km", num(speed as f64 / hours, 1)),
            format!("{} km", num(distance + speed as f64, 2)),
            format!("{} km", num(speed as f64 + hours, 2)),
        ])
        .step(format!("distance = {speed} × {}", num(hours, 2)))
        .value(format!("{speed}*{hours}")),
        _ => Problem::new(
            format!("How long does a lorry at {speed} km/h take to cover {} km?", num(distance, 2)),
            time_text(hours),
        )
        .wrong([
            time_text(hours + 1.0),
            time_text(hours * 2.0),
            format!("{} hours", num(distance * speed as f64 / 100.0, 1)),
        ])
        .step(format!("time = {} ÷ {speed}", num(distance, 2)))
        .value(format!("{distance}/{speed}")),
    }
}

/// A list whose mean is a whole number (the last value is adjusted to make it so).
fn list_with_whole_mean(c: &mut Ctx, n: usize, lo: i64, hi: i64) -> Vec<i64> {
    loop {
        let mut values: Vec<i64> = (0..n).map(|_| c.int(lo, hi)).collect();
        let sum: i64 = values.iter().sum();
        let fix = (n as i64 - sum % n as i64) % n as i64;
        if let Some(last) = values.last_mut() {
            *last += fix;
        }
        if values.iter().all(|v| *v <= hi + n as i64) {
            return values;
        }
    }
}

pub(super) fn mean_of_list(c: &mut Ctx) -> Problem {
    let n = c.by((3, 5), (5, 7), (6, 10)) as usize;
    let (lo, hi) = (c.by((1, 1), (5, 5), (20, 20)), c.by((10, 10), (40, 40), (99, 99)));
    let values = list_with_whole_mean(c, n, lo, hi);
    let sum: i64 = values.iter().sum();
    let mean = sum / n as i64;
    let mut sorted = values.clone();
    sorted.sort();
    let list = values.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    Problem::new(format!("Find the mean of these marks: {list}."), mean.to_string())
        .wrong([sum, sorted[n / 2], sum / (n as i64 - 1)])
        .step(format!("sum = {sum}"))
        .step(format!("{sum} ÷ {n}"))
        .value(format!("({})/{n}", values.iter().map(i64::to_string).collect::<Vec<_>>().join("+")))
}

pub(super) fn reading_tables(c: &mut Ctx) -> Problem {
    let crops = ["maize", "cassava", "cocoyams", "plantains", "beans"];
    let values: Vec<i64> = (0..5).map(|_| c.by((5, 30), (10, 80), (25, 250))).collect();
    let table = crops.iter().zip(&values).map(|(k, v)| format!("{k} {v} bags")).collect::<Vec<_>>().join(", ");
    let most = values.iter().enumerate().max_by_key(|(_, v)| **v).map_or(0, |(i, _)| i);
    if values.iter().filter(|v| **v == values[most]).count() > 1 || c.chance(0.5) {
        let total: i64 = values.iter().sum();
        return Problem::new(
            format!("A farm's harvest was: {table}. How many bags were harvested in all?"),
            format!("{total} bags"),
        )
        .wrong([
            format!("{} bags", total - values[4]),
            format!("{} bags", total + 10),
            format!("{} bags", values[most] * 5),
        ])
        .value(values.iter().map(i64::to_string).collect::<Vec<_>>().join("+"));
    }
    Problem::new(format!("A farm's harvest was: {table}. Which crop gave the most bags?"), crops[most])
        .wrong(crops.iter().enumerate().filter(|(i, _)| *i != most).map(|(_, k)| *k))
}

pub(super) fn letters_for_numbers(c: &mut Ctx) -> Problem {
    let (a, b, n) = (c.by((2, 5), (2, 9), (3, 12)), c.by((1, 9), (1, 20), (2, 30)), c.by((1, 6), (2, 10), (3, 15)));
    if c.t >= 2 {
        // m² never more than the rest: the value stays a whole number of nought or more.
        let m = c.int(2, 6).min((a * n + b).isqrt());
        return Problem::new(
            format!("If n = {n} and m = {m}, find the value of {a}n - m² + {b}."),
            (a * n - m * m + b).to_string(),
        )
        .wrong([a * n - 2 * m + b, a * n + m * m + b, a + n - m * m + b].into_iter().filter(|w| *w >= 0))
        .step(format!("{a} × {n} = {}", a * n))
        .step(format!("{m}² = {}", m * m))
        .value(format!("{a}*{n}-{m}^2+{b}"));
    }
    // Reading "3n" as thirty-something when n = 4 is the mistake to catch.
    let glued: i64 = format!("{a}{n}").parse().unwrap_or(a + n);
    Problem::new(format!("If n = {n}, what is the value of {a}n + {b}?"), (a * n + b).to_string())
        .wrong([glued + b, a + n + b, a * (n + b)])
        .step(format!("{a} × {n} = {}", a * n))
        .value(format!("{a}*{n}+{b}"))
}

pub(super) fn simple_equations(c: &mut Ctx) -> Problem {
    let x = c.by((1, 12), (2, 15), (1, 20));
    match c.t {
        0 => {
            let a = c.int(2, 20);
            Problem::new(format!("Solve: x + {a} = {}", x + a), format!("x = {x}"))
                .wrong([format!("x = {}", x + 2 * a), format!("x = {}", x + a), format!("x = {}", x - 1)])
                .accept([x.to_string()])
                .step(format!("x = {} - {a}", x + a))
                .satisfies([format!("x + {a} = {}", x + a)], 1)
        }
        1 => {
            let a = c.int(2, 9);
            Problem::new(format!("Solve: {a}x = {}", a * x), format!("x = {x}"))
                .wrong([format!("x = {}", a * x - a), format!("x = {}", a * a * x), format!("x = {}", x + 1)])
                .accept([x.to_string()])
                .step(format!("x = {} ÷ {a}", a * x))
                .satisfies([format!("{a}*x = {}", a * x)], 1)
        }
        _ => {
            // Whole, positive numbers throughout: primary algebra has no negatives yet.
            let a = c.int(2, 9);
            let b = c.nonzero(-(a * x - 1).min(15), 15);
            let rhs = a * x + b;
            Problem::new(format!("Solve: {} = {rhs}", terms(&[(a, "x"), (b, "")])), format!("x = {x}"))
                // Moving b across without changing its sign, subtracting a instead of dividing,
                // and forgetting to divide at all.
                .wrong(
                    [
                        (rhs + b > 0).then(|| format!("x = {}", num((rhs + b) as f64 / a as f64, 2))),
                        Some(format!("x = {}", rhs - b - a)),
                        Some(format!("x = {}", rhs - b)),
                    ]
                    .into_iter()
                    .flatten(),
                )
                .accept([x.to_string()])
                .step(format!("{a}x = {}", rhs - b))
                .satisfies([format!("{a}*x + {b} = {rhs}")], 1)
        }
    }
}

pub(super) fn number_patterns(c: &mut Ctx) -> Problem {
    match c.int(0, if c.t == 0 { 0 } else { 2 }) {
        0 => {
            let (a, d) = (c.by((1, 20), (1, 50), (1, 100)), c.by((2, 9), (-12, 15), (-25, 25)));
            let d = if d == 0 { 3 } else { d };
            // A falling pattern starts high enough to stay above nought: no negatives in primary.
            let a = a.max(1 - 5 * d);
            let shown: Vec<String> = (0..4).map(|k| (a + k * d).to_string()).collect();
            let next = a + 4 * d;
            Problem::new(format!("What is the next number in the pattern {}, ...?", shown.join(", ")), next.to_string())
                .wrong([next + d, next - 1, a + 3 * d + 1])
                .step(format!("add {d} each time"))
                .value(format!("{a}+4*{d}"))
        }
        1 => {
            let (a, r) = (c.int(1, 5), c.int(2, 3));
            let shown: Vec<String> = (0..4).map(|k| (a * r.pow(k)).to_string()).collect();
            let next = a * r.pow(4);
            Problem::new(format!("What is the next number in the pattern {}, ...?", shown.join(", ")), next.to_string())
                .wrong([a * r.pow(3) + (a * r.pow(3) - a * r.pow(2)), next * r, next + 1])
                .step(format!("multiply by {r} each time"))
                .value(format!("{a}*{r}^4"))
        }
        _ => {
            let k = c.int(1, 4);
            let shown: Vec<String> = (k..k + 4).map(|i| (i * i).to_string()).collect();
            let next = (k + 4) * (k + 4);
            Problem::new(format!("What is the next number in the pattern {}, ...?", shown.join(", ")), next.to_string())
                // Repeating the last difference, skipping a square, or one short.
                .wrong([(k + 3) * (k + 3) + 2 * k + 5, (k + 5) * (k + 5), next - 1])
                .step("the square numbers")
                .value(format!("({k}+4)^2"))
        }
    }
}
