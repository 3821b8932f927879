//! Families for Additional Mathematics (Form 4 and Form 5): logic, functions, polynomials,
//! coordinate geometry, surds, the binomial theorem and a first taste of calculus.

use super::*;

pub(super) fn set_operations(c: &mut Ctx) -> Problem {
    let universe: Vec<i64> = (1..=c.by((10, 10), (12, 12), (15, 15))).collect();
    let k = c.int(2, 3);
    let a: Vec<i64> = universe.iter().copied().filter(|x| x % 2 == 0).collect();
    let b: Vec<i64> = universe.iter().copied().filter(|x| x % k == 0 && k != 2 || (k == 2 && is_prime(*x))).collect();
    let (what, result): (&str, Vec<i64>) = match c.int(0, if c.t == 0 { 1 } else { 3 }) {
        0 => ("A ∩ B", a.iter().copied().filter(|x| b.contains(x)).collect()),
        1 => ("A ∪ B", universe.iter().copied().filter(|x| a.contains(x) || b.contains(x)).collect()),
        2 => ("A ∩ B'", a.iter().copied().filter(|x| !b.contains(x)).collect()),
        _ => ("(A ∪ B)'", universe.iter().copied().filter(|x| !a.contains(x) && !b.contains(x)).collect()),
    };
    let b_rule = if k == 2 { "prime numbers".to_string() } else { format!("multiples of {k}") };
    let n = result.len() as i64;
    Problem::new(
        format!(
            "U = {{1, 2, ..., {}}}, A = {{even numbers}} and B = {{{b_rule}}}, both subsets of U. Find n({what}).",
            universe.len()
        ),
        n.to_string(),
    )
    .wrong([n + 1, n.max(1) - 1 + if n == 0 { 2 } else { 0 }, a.len() as i64 + b.len() as i64])
    .step(format!("{what} = {{{}}}", result.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")))
    .value(n.to_string())
}

pub(super) fn logic_statements(c: &mut Ctx) -> Problem {
    let cases = [
        (
            "All students like Mathematics.",
            "Some students do not like Mathematics.",
            [
                "No student likes Mathematics.",
                // Not "All students do not like Mathematics.": read as "not all", it is right.
                "Most students do not like Mathematics.",
                "Some students like Mathematics.",
            ],
        ),
        (
            "It is raining and the road is wet.",
            "It is not raining or the road is not wet.",
            [
                "It is not raining and the road is not wet.",
                "It is raining or the road is wet.",
                "It is not raining and the road is wet.",
            ],
        ),
        (
            "Some farmers grow cocoa.",
            "No farmer grows cocoa.",
            ["Some farmers do not grow cocoa.", "All farmers grow cocoa.", "Most farmers do not grow cocoa."],
        ),
        (
            "Ayuk is tall or Ayuk is strong.",
            "Ayuk is not tall and Ayuk is not strong.",
            // Not "Ayuk is short or weak.": it says the same as the first wrong option.
            [
                "Ayuk is not tall or Ayuk is not strong.",
                "Ayuk is tall and strong.",
                "Ayuk is tall and Ayuk is not strong.",
            ],
        ),
    ];
    let (statement, negation, wrong) = cases[c.int(0, 3) as usize];
    Problem::new(format!("What is the negation of the statement \"{statement}\"?"), negation)
        .wrong(wrong)
        .step("negate the quantifier or swap 'and' with 'or' and negate each part")
}

pub(super) fn truth_tables(c: &mut Ctx) -> Problem {
    if c.chance(0.4) {
        let n = c.int(2, 5);
        return Problem::new(
            format!("How many rows does the truth table of a compound statement with {n} simple statements have?"),
            2i64.pow(n as u32).to_string(),
        )
        .wrong([2 * n, n * n, 2i64.pow(n as u32) - 1])
        .step(format!("2^{n}"))
        .value(format!("2^{n}"));
    }
    let (p, q) = (c.chance(0.5), c.chance(0.5));
    type Connective = (&'static str, fn(bool, bool) -> bool);
    let ops: [Connective; 5] = [
        ("p ∧ q", |p, q| p && q),
        ("p ∨ q", |p, q| p || q),
        ("p ⇒ q", |p, q| !p || q),
        ("p ⇔ q", |p, q| p == q),
        ("¬p ∨ q", |p, q| !p || q),
    ];
    let (name, op) = ops[c.int(0, 4) as usize];
    let value = op(p, q);
    let word = |b: bool| if b { "true" } else { "false" };
    Problem::new(
        format!("p is {} and q is {}. What is the truth value of {name}?", word(p), word(q)),
        if value { "True" } else { "False" },
    )
    .wrong([if value { "False" } else { "True" }])
    .step(format!("{name} with p = {} and q = {}", if p { "T" } else { "F" }, if q { "T" } else { "F" }))
}

pub(super) fn function_types(c: &mut Ctx) -> Problem {
    let cases = [
        ("f(x) = 2x + 3 on the real numbers", "one-to-one"),
        ("f(x) = x² on the real numbers", "many-to-one"),
        ("f(x) = x³ on the real numbers", "one-to-one"),
        ("f(x) = |x| on the real numbers", "many-to-one"),
        ("f(x) = cos x on the real numbers", "many-to-one"),
    ];
    let (f, kind) = cases[c.int(0, 4) as usize];
    Problem::new(format!("Which kind of mapping is {f}?"), kind)
        .wrong(["one-to-one", "many-to-one", "one-to-many", "not a function"].into_iter().filter(|k| *k != kind))
        .step("check whether two different inputs can give the same output")
}

pub(super) fn modulus(c: &mut Ctx) -> Problem {
    if c.t == 0 {
        let (a, b, d) = (c.int(1, 9), c.int(10, 20), c.int(-9, -1));
        let v = (a - b).abs() + d.abs();
        return Problem::new(format!("Evaluate |{a} - {b}| + |{d}|."), v.to_string())
            .wrong([a - b + d, (a - b).abs() + d, a - b - d])
            .step(format!("|{}| + |{d}| = {} + {}", a - b, (a - b).abs(), d.abs()))
            .value(format!("abs({a}-{b})+abs({d})"));
    }
    let (a, k, b) = (c.int(1, 4), c.nonzero(-9, 9), c.int(1, 12));
    // |ax - k| = b has roots (k ± b)/a; keep them whole.
    let (r1, r2) = (k + b, k - b);
    if r1 % a != 0 || r2 % a != 0 {
        return modulus(c);
    }
    let (x1, x2) = ((r1 / a).min(r2 / a), (r1 / a).max(r2 / a));
    Problem::new(format!("Solve |{}| = {b}.", terms(&[(a, "x"), (-k, "")])), format!("x = {x1} or x = {x2}"))
        .wrong([
            format!("x = {}", x2),
            format!("x = {} or x = {}", -x2, -x1),
            format!("x = {} or x = {}", x1 - 1, x2 + 1),
        ])
        .step(format!("{} = {b} or {} = -{b}", terms(&[(a, "x"), (-k, "")]), terms(&[(a, "x"), (-k, "")])))
        .satisfies([format!("abs({a}*x-({k})) = {b}")], 2)
}

pub(super) fn graph_transformations(c: &mut Ctx) -> Problem {
    let (a, b) = (c.nonzero(-5, 5), c.nonzero(-5, 5));
    let (p, q) = (c.int(-4, 4), c.int(-4, 4));
    if c.chance(0.5) {
        let inner = if a > 0 { format!("x - {a}") } else { format!("x + {}", -a) };
        Problem::new(
            format!(
                "The point ({p}, {q}) lies on y = f(x). Where does it move on the graph of y = f({inner}) {}?",
                signed(b)
            ),
            format!("({}, {})", p + a, q + b),
        )
        .wrong([
            format!("({}, {})", p - a, q + b),
            format!("({}, {})", p + a, q - b),
            format!("({}, {})", p + b, q + a),
            format!("({}, {})", p - a, q - b),
        ])
        .step(format!("f(x - a) moves the graph {a} units along x; + b moves it {b} units up"))
    } else {
        let inner = if a > 0 { format!("x - {a}") } else { format!("x + {}", -a) };
        Problem::new(
            format!(
                "The graph of y = f(x) is translated by the vector ({a}, {b}). What is the equation of the new graph?"
            ),
            format!("y = f({inner}) {}", signed(b)),
        )
        .wrong([
            format!("y = f({}) {}", if a > 0 { format!("x + {a}") } else { format!("x - {}", -a) }, signed(b)),
            format!("y = f({inner}) {}", signed(-b)),
            // Both parts of the vector added outside the bracket.
            if a + b == 0 {
                format!("y = f(x {}) {}", signed(-b), signed(a))
            } else {
                format!("y = f(x) {}", signed(a + b))
            },
            format!("y = f(x {}) {}", signed(b), signed(-a)),
        ])
        .step("replace x by x - a and add b")
    }
}

/// p(x) = x³ + b x² + d x + e as coefficients, written out.
fn cubic(b: i64, d: i64, e: i64) -> String {
    terms(&[(1, "x³"), (b, "x²"), (d, "x"), (e, "")])
}

pub(super) fn remainder_theorem(c: &mut Ctx) -> Problem {
    let (b, d, e, a) = (c.int(-5, 5), c.int(-9, 9), c.int(-12, 12), c.nonzero(-3, 3));
    let r = a * a * a + b * a * a + d * a + e;
    Problem::new(format!("Find the remainder when {} is divided by {}.", cubic(b, d, e), factor("x", a)), r.to_string())
        .wrong([-a * a * a + b * a * a - d * a + e, r + a, e])
        .step(format!("remainder = p({a})"))
        .value(format!("({a})^3+({b})*({a})^2+({d})*({a})+({e})"))
}

pub(super) fn factor_theorem(c: &mut Ctx) -> Problem {
    let (a, k, d) = (c.nonzero(-3, 3), c.int(-5, 5), c.int(-9, 9));
    // Choose the constant so that (x - a) divides x³ + kx² + dx + e.
    let e = -(a * a * a + k * a * a + d * a);
    Problem::new(
        format!(
            "{} is a factor of x³ + px² {} {}. Find p.",
            factor("x", a),
            if d < 0 { format!("- {}x", -d) } else { format!("+ {d}x") },
            signed(e)
        ),
        format!("p = {k}"),
    )
    .wrong([format!("p = {}", -k), format!("p = {}", k + 1), format!("p = {}", e)])
    .accept([k.to_string()])
    .step(format!("p({a}) = 0"))
    .satisfies([format!("({a})^3+p*({a})^2+({d})*({a})+({e}) = 0")], 1)
}

pub(super) fn polynomial_division(c: &mut Ctx) -> Problem {
    let (a, q1, q0) = (c.nonzero(-4, 4), c.int(-5, 5), c.int(-9, 9));
    // (x - a)(x² + q1 x + q0) = x³ + (q1 - a)x² + (q0 - a q1)x - a q0
    let (b, d, e) = (q1 - a, q0 - a * q1, -a * q0);
    Problem::new(format!("Divide {} by {}.", cubic(b, d, e), factor("x", a)), terms(&[(1, "x²"), (q1, "x"), (q0, "")]))
        .wrong([
            terms(&[(1, "x²"), (q1 + 2 * a, "x"), (q0, "")]),
            terms(&[(1, "x²"), (-q1, "x"), (q0, "")]),
            terms(&[(1, "x²"), (q1, "x"), (-q0, "")]),
            terms(&[(1, "x²"), (q1, "x"), (q0 + a, "")]),
            terms(&[(1, "x²"), (q1 - a, "x"), (q0 - 1, "")]),
        ])
        .step("long division, or compare coefficients")
        .identity(format!("(x^3+({b})*x^2+({d})*x+({e}))/(x-({a}))"))
}

pub(super) fn distance_and_midpoint(c: &mut Ctx) -> Problem {
    let (x1, y1) = (c.int(-6, 6), c.int(-6, 6));
    if c.chance(0.5) {
        let (dx, dy, d) = c.pick(&TRIPLES[..4]);
        let (x2, y2) = (x1 + dx, y1 + if c.chance(0.5) { dy } else { -dy });
        Problem::new(format!("Find the distance between A({x1}, {y1}) and B({x2}, {y2})."), d.to_string())
            .wrong([dx + dy, dx * dx + dy * dy, (dx - dy).abs()])
            .step(format!("√({dx}² + {dy}²)"))
            .value(format!("sqrt(({x2}-({x1}))^2+({y2}-({y1}))^2)"))
    } else {
        let (x2, y2) = (x1 + 2 * c.int(-4, 4), y1 + 2 * c.int(-4, 4));
        Problem::new(
            format!("Find the midpoint of A({x1}, {y1}) and B({x2}, {y2})."),
            format!("({}, {})", (x1 + x2) / 2, (y1 + y2) / 2),
        )
        .wrong([
            format!("({}, {})", (x2 - x1) / 2, (y2 - y1) / 2),
            format!("({}, {})", x1 + x2, y1 + y2),
            format!("({}, {})", (y1 + y2) / 2, (x1 + x2) / 2),
        ])
        .step("average the x and the y coordinates")
    }
}

pub(super) fn equation_of_line(c: &mut Ctx) -> Problem {
    let (m, x1) = (c.nonzero(-4, 5), c.int(-4, 4));
    let k = c.int(-8, 8);
    let y1 = m * x1 + k;
    Problem::new(
        format!("Find the equation of the line with gradient {m} passing through ({x1}, {y1})."),
        format!("y = {}", terms(&[(m, "x"), (k, "")])),
    )
    // The point's y taken for the intercept, the sign of m x₁ slipped, x₁ taken for the
    // gradient, signs lost; never the line itself.
    .wrong(
        [(m, y1), (m, y1 + m * x1), (x1, k), (m, -k), (-m, k), (m, k + m), (m, k - 1), (m, k + 1)]
            .into_iter()
            .filter(|(g, c)| (*g, *c) != (m, k) && *g != 0)
            .map(|(g, c)| format!("y = {}", terms(&[(g, "x"), (c, "")]))),
    )
    .step(format!("y - {y1} = {m}(x - {x1})"))
    .identity(format!("{m}*x+({k})"))
}

pub(super) fn parallel_and_perpendicular(c: &mut Ctx) -> Problem {
    let (p, q) = (c.nonzero(-6, 6), c.int(1, 5));
    let m = Frac::new(p, q);
    if c.chance(0.5) {
        let perp = Frac::new(-q, p);
        Problem::new(
            format!("A line has gradient {m}. What is the gradient of a line perpendicular to it?"),
            perp.to_string(),
        )
        .wrong(unlike(perp, [m, Frac::new(q, p), Frac::new(-p, q)]))
        .step("m₁ × m₂ = -1")
        .value(format!("-1/({p}/{q})"))
    } else {
        Problem::new(format!("A line has gradient {m}. What is the gradient of a line parallel to it?"), m.to_string())
            .wrong(unlike(m, [Frac::new(-q, p), Frac::new(q, p), Frac::new(-p, q)]))
            .step("parallel lines have equal gradients")
            .value(format!("{p}/{q}"))
    }
}

pub(super) fn surds(c: &mut Ctx) -> Problem {
    let m = c.pick(&[2, 3, 5, 6, 7]);
    let k = c.by((2, 3), (2, 5), (3, 9));
    if c.t >= 1 && c.chance(0.5) {
        let (j, n) = (c.int(1, 6), c.int(1, 6));
        return Problem::new(format!("Simplify √{} + √{}.", j * j * m, n * n * m), format!("{}√{m}", j + n))
            .wrong([format!("√{}", (j * j + n * n) * m), format!("{}√{m}", j * n), format!("{}√{}", j + n, 2 * m)])
            .step(format!("{j}√{m} + {n}√{m}"))
            .value(format!("sqrt({})+sqrt({})", j * j * m, n * n * m));
    }
    Problem::new(format!("Simplify √{}.", k * k * m), format!("{k}√{m}"))
        .wrong([format!("{m}√{k}"), format!("{}√{m}", k * k), format!("{}√{m}", k * m)])
        .step(format!("√{} = √{} × √{m}", k * k * m, k * k))
        .value(format!("sqrt({})", k * k * m))
}

pub(super) fn rationalising(c: &mut Ctx) -> Problem {
    let b = c.pick(&[2, 3, 5, 6, 7]);
    let a = b * c.int(1, 4);
    if c.t >= 2 {
        // a / (√b - 1) = a(√b + 1)/(b - 1)
        let m = b - 1;
        let a = m * c.int(1, 4);
        return Problem::new(format!("Rationalise the denominator of {a}/(√{b} - 1)."), format!("{}(√{b} + 1)", a / m))
            .wrong([
                format!("{}(√{b} - 1)", a / m),
                format!("{a}(√{b} + 1)"),
                format!("{}(√{b} + 1)", a / (b + 1).max(1)),
            ])
            .step(format!("multiply top and bottom by √{b} + 1"))
            .value(format!("{a}/(sqrt({b})-1)"));
    }
    let coefficient = Frac::new(a, b);
    let shown = if coefficient.d == 1 {
        format!("{}√{b}", if coefficient.n == 1 { String::new() } else { coefficient.n.to_string() })
    } else {
        format!("({})√{b}", coefficient)
    };
    Problem::new(format!("Rationalise the denominator of {a}/√{b}."), shown)
        .wrong([format!("{a}√{b}"), format!("{}/{b}", a), format!("{}√{b}", a * b)])
        .step(format!("multiply top and bottom by √{b}"))
        .value(format!("{a}/sqrt({b})"))
}

pub(super) fn indicial_equations(c: &mut Ctx) -> Problem {
    let (base, p, q) = c.pick(&[(2i64, 2i64, 3i64), (3, 2, 3), (2, 3, 2), (5, 2, 1)]);
    // (base^p)^x = (base^q)^(x - k): p x = q x - q k  =>  x = q k / (q - p)
    let k = c.int(1, 4);
    if q == p || (q * k) % (q - p) != 0 {
        return super::secondary::exponential_equations(c);
    }
    let x = q * k / (q - p);
    let (left, right) = (base.pow(p as u32), base.pow(q as u32));
    Problem::new(format!("Solve {left}^x = {right}^(x - {k})."), format!("x = {x}"))
        .wrong([format!("x = {}", -x), format!("x = {k}"), format!("x = {}", x + 1)])
        .accept([x.to_string()])
        .step(format!("{base}^({p}x) = {base}^({q}(x - {k}))"))
        .step(format!("{p}x = {q}x - {}", q * k))
        // In logarithms: the powers themselves are too small to compare at x = -30.
        .satisfies([format!("x*ln({left}) = (x-{k})*ln({right})")], 1)
}

pub(super) fn pascal_and_binomial(c: &mut Ctx) -> Problem {
    let n = c.by((4, 6), (5, 8), (6, 10));
    let r = c.int(2, n - 2);
    if c.t == 0 {
        return Problem::new(
            format!(
                "Using Pascal's triangle, find the coefficient of x{} in the expansion of (1 + x){}.",
                sup(r),
                sup(n)
            ),
            choose(n, r).to_string(),
        )
        .wrong([choose(n, r - 1), n * r, choose(n, r) + 1])
        .step(format!("row {n} of Pascal's triangle"))
        .value(format!("C({n},{r})"));
    }
    let (a, b) = (c.int(1, 3), c.nonzero(-3, 3));
    let coefficient = choose(n, r) * a.pow((n - r) as u32) * b.pow(r as u32);
    Problem::new(
        format!(
            "Find the coefficient of x{} in the expansion of ({a} {}x){}.",
            sup(r),
            if b < 0 { format!("- {}", -b) } else { format!("+ {b}") },
            sup(n)
        ),
        coefficient.to_string(),
    )
    .wrong([choose(n, r) * b.pow(r as u32), choose(n, r) * a.pow(r as u32) * b.pow((n - r) as u32), -coefficient])
    .step(format!("C({n}, {r}) × {a}^{} × ({b})^{r}", n - r))
    .value(format!("C({n},{r})*{a}^({n}-{r})*({b})^{r}"))
}

pub(super) fn binomial_approximation(c: &mut Ctx) -> Problem {
    let n = c.int(4, 8);
    let h = c.pick(&[1, 2, 3]);
    let x = h as f64 / 100.0;
    let estimate = 1.0 + n as f64 * x + choose(n, 2) as f64 * x * x;
    Problem::new(
        format!(
            "Use the first three terms of the expansion of (1 + x){} to estimate (1.0{h}){}, to 4 decimal places.",
            sup(n),
            sup(n)
        ),
        fixed(estimate, 4),
    )
    .wrong([fixed(1.0 + n as f64 * x, 4), fixed(1.0 + n as f64 * x + n as f64 * x * x, 4), fixed(estimate + 0.01, 4)])
    .step(format!("1 + {n}({x}) + {}({x})²", choose(n, 2)))
    .rounded(format!("1+{n}*{x}+C({n},2)*{x}^2"), 4)
}

pub(super) fn gradient_of_curve(c: &mut Ctx) -> Problem {
    let (a, n, b, x) = (c.nonzero(-4, 5), c.int(2, 4), c.int(-6, 6), c.int(-3, 3));
    let f = format!("{a}*x^{n}+{b}*x");
    let slope = a * n * x.pow(n as u32 - 1) + b;
    Problem::new(
        format!(
            "Find the gradient of the curve y = {} at the point where x = {x}.",
            terms(&[(a, &format!("x{}", sup(n))), (b, "x")])
        ),
        slope.to_string(),
    )
    .wrong([a * n * x.pow(n as u32) + b, a * x.pow(n as u32) + b * x, a * n * x.pow(n as u32 - 1)])
    .step(format!(
        "dy/dx = {}",
        terms(&[(a * n, &if n == 2 { "x".to_string() } else { format!("x{}", sup(n - 1)) }), (b, "")])
    ))
    .step(format!("substitute x = {x}"))
    .slope(f, x as f64)
}

pub(super) fn differentiation_rules(c: &mut Ctx) -> Problem {
    let (a, b, k) = (c.nonzero(-5, 6), c.nonzero(-9, 9), c.int(-9, 9));
    let (n, m) = (c.int(3, 5), 2);
    let f = terms(&[(a, &format!("x{}", sup(n))), (b, &format!("x{}", sup(m))), (k, "")]);
    let d = terms(&[(a * n, &format!("x{}", sup(n - 1))), (b * m, "x")]);
    Problem::new(format!("Differentiate y = {f} with respect to x."), format!("dy/dx = {d}"))
        .wrong([
            format!("dy/dx = {}", terms(&[(a * n, &format!("x{}", sup(n - 1))), (b * m, "x"), (k, "")])),
            format!("dy/dx = {}", terms(&[(a * n, &format!("x{}", sup(n))), (b * m, &format!("x{}", sup(m)))])),
            format!("dy/dx = {}", terms(&[(a, &format!("x{}", sup(n - 1))), (b, "x")])),
        ])
        .accept([d.clone()])
        .step("multiply by the power and reduce the power by one")
        .derivative_of(format!("{a}*x^{n}+{b}*x^{m}+{k}"))
}

pub(super) fn stationary_points(c: &mut Ctx) -> Problem {
    let (h, k) = (c.int(-5, 5), c.int(-9, 9));
    let a = if c.chance(0.5) { 1 } else { -1 };
    // y = a(x - h)² + k = a x² - 2ah x + a h² + k
    let (b, constant) = (-2 * a * h, a * h * h + k);
    let kind = if a > 0 { "minimum" } else { "maximum" };
    Problem::new(
        format!("Find the stationary point of y = {}.", terms(&[(a, "x²"), (b, "x"), (constant, "")])),
        format!("x = {h}, y = {k}"),
    )
    .wrong([format!("x = {}, y = {}", -h, constant), format!("x = {h}, y = {constant}"), format!("x = {k}, y = {h}")])
    .step(format!("dy/dx = {} = 0", terms(&[(2 * a, "x"), (b, "")])))
    .step(format!("x = {h}, a {kind}"))
    .satisfies([format!("y = {a}*x^2+{b}*x+{constant}"), format!("2*{a}*x+{b} = 0")], 1)
}

pub(super) fn indefinite_integrals(c: &mut Ctx) -> Problem {
    let (p, q, n) = (c.nonzero(-4, 5), c.nonzero(-6, 6), c.int(2, 4));
    // ∫ (p(n+1) xⁿ + 2q x) dx = p x^(n+1) + q x² + c: whole coefficients by construction.
    let power = |k: i64| if k == 1 { "x".to_string() } else { format!("x{}", sup(k)) };
    let f = terms(&[(p * (n + 1), &power(n)), (2 * q, "x")]);
    let answer = format!("{} + c", terms(&[(p, &power(n + 1)), (q, "x²")]));
    Problem::new(format!("Find ∫({f}) dx."), answer)
        .wrong([
            format!("{} + c", terms(&[(p * (n + 1) * n, &power(n - 1)), (2 * q, "")])),
            format!("{} + c", terms(&[(p * (n + 1), &power(n + 1)), (2 * q, "x²")])),
            format!("{} + c", terms(&[(p, &power(n + 1)), (2 * q, "x²")])),
        ])
        .step("raise each power by one and divide by the new power")
        .antiderivative_of(format!("{}*x^{n}+{}*x", p * (n + 1), 2 * q))
}

pub(super) fn definite_integrals(c: &mut Ctx) -> Problem {
    let (p, q) = (c.int(1, 3), c.int(-4, 6));
    let (a, b) = (c.int(0, 2), c.int(3, 4));
    // ∫ (3p x² + 2q x) dx = [p x³ + q x²]
    let value = p * (b.pow(3) - a.pow(3)) + q * (b * b - a * a);
    Problem::new(
        format!("Evaluate the integral of {} from x = {a} to x = {b}.", terms(&[(3 * p, "x²"), (2 * q, "x")])),
        value.to_string(),
    )
    .wrong([p * b.pow(3) + q * b * b, 3 * p * (b * b - a * a) + 2 * q * (b - a), value + p])
    .step(format!("[{}] from {a} to {b}", terms(&[(p, "x³"), (q, "x²")])))
    .integral(format!("{}*x^2+{}*x", 3 * p, 2 * q), a as f64, b as f64, 1e-6)
}

pub(super) fn area_under_curve(c: &mut Ctx) -> Problem {
    let k = c.int(1, 4);
    let b = 3 * c.int(1, 2);
    let area = Frac::new(k * b * b * b, 3);
    Problem::new(
        format!(
            "Find the area between the curve y = {}x², the x-axis and the lines x = 0 and x = {b}.",
            if k == 1 { String::new() } else { k.to_string() }
        ),
        format!("{area} square units"),
    )
    .wrong([
        format!("{} square units", k * b * b),
        format!("{} square units", 2 * k * b),
        format!("{} square units", k * b * b * b),
    ])
    .step(format!("∫ {k}x² dx from 0 to {b}"))
    .integral(format!("{k}*x^2"), 0.0, b as f64, 1e-6)
}

pub(super) fn radians(c: &mut Ctx) -> Problem {
    let (deg, text) = c.pick(&[
        (30, "π/6"),
        (45, "π/4"),
        (60, "π/3"),
        (90, "π/2"),
        (120, "2π/3"),
        (135, "3π/4"),
        (150, "5π/6"),
        (270, "3π/2"),
        (225, "5π/4"),
    ]);
    if c.chance(0.5) {
        Problem::new(format!("Convert {deg}° to radians, in terms of π."), text)
            .wrong(["π/6", "π/4", "π/3", "2π/3", "3π/4", "5π/6"].into_iter().filter(|t| *t != text).take(3))
            .step(format!("{deg} × π/180"))
            .value(format!("{deg}*pi/180"))
    } else {
        Problem::new(format!("Convert {text} radians to degrees."), format!("{deg}°"))
            .wrong([format!("{}°", deg * 2), format!("{}°", 180 - deg), format!("{}°", deg / 2)])
            .step("multiply by 180/π")
            .value(deg.to_string())
    }
}

pub(super) fn trig_identities(c: &mut Ctx) -> Problem {
    let (o, a, h) = c.pick(&TRIPLES[..4]);
    let (given, asked, value, wrong) = match c.int(0, 2) {
        0 => (
            format!("sin A = {}", Frac::new(o, h)),
            "cos A",
            Frac::new(a, h),
            [Frac::new(o, a), Frac::new(h, a), Frac::new(h - o, h)],
        ),
        1 => (
            format!("cos A = {}", Frac::new(a, h)),
            "tan A",
            Frac::new(o, a),
            [Frac::new(a, o), Frac::new(o, h), Frac::new(h, a)],
        ),
        _ => (
            format!("tan A = {}", Frac::new(o, a)),
            "sin A",
            Frac::new(o, h),
            [Frac::new(a, h), Frac::new(o, a + o), Frac::new(h, o)],
        ),
    };
    let check = match asked {
        "cos A" => format!("cos(asin({o}/{h}))"),
        "tan A" => format!("tan(acos({a}/{h}))"),
        _ => format!("sin(atan({o}/{a}))"),
    };
    Problem::new(format!("Given that {given} and A is acute, find {asked} without a calculator."), value.to_string())
        .wrong(unlike(value, wrong))
        .step("use sin²A + cos²A = 1 (or a right-angled triangle)")
        .value(check)
}

pub(super) fn trig_equations(c: &mut Ctx) -> Problem {
    let (f, value, r1, r2) = c.pick(&[
        ("sin", "1/2", 30, 150),
        ("cos", "1/2", 60, 300),
        ("tan", "1", 45, 225),
        ("sin", "-1/2", 210, 330),
        ("cos", "-1/2", 120, 240),
        ("tan", "-1", 135, 315),
    ]);
    let basic = match f {
        "sin" => 30,
        "cos" => 60,
        _ => 45,
    };
    // The wrong quadrants: any other two of the four angles with this basic angle, and the
    // calculator's first answer alone.
    let quadrants = [basic, 180 - basic, 180 + basic, 360 - basic];
    let mut pairs: Vec<(i64, i64)> = Vec::new();
    for (i, a) in quadrants.iter().enumerate() {
        for b in &quadrants[i + 1..] {
            if (*a, *b) != (r1, r2) {
                pairs.push((*a, *b));
            }
        }
    }
    c.shuffle(&mut pairs);
    let mut wrong = vec![format!("x = {r1}°")];
    wrong.extend(pairs.into_iter().map(|(a, b)| format!("x = {a}° or x = {b}°")));
    Problem::new(format!("Solve {f} x = {value} for 0° ≤ x ≤ 360°."), format!("x = {r1}° or x = {r2}°"))
        .wrong(wrong)
        .step(format!("the basic angle is {basic}°"))
        .satisfies([format!("{f}(x) = {value}")], 2)
        .within(0.0, 360.0)
}

pub(super) fn unit_vectors(c: &mut Ctx) -> Problem {
    let (x, y, m) = c.pick(&TRIPLES[..4]);
    if c.chance(0.5) {
        return Problem::new(format!("Find |a| for a = {x}i + {y}j."), m.to_string())
            .wrong([x + y, x * x + y * y, m + 1])
            .step(format!("√({x}² + {y}²)"))
            .value(format!("sqrt({x}^2+{y}^2)"));
    }
    Problem::new(
        format!("Find the unit vector in the direction of a = {x}i + {y}j."),
        format!("({x}/{m})i + ({y}/{m})j"),
    )
    .wrong([
        format!("({x}/{})i + ({y}/{})j", x + y, x + y),
        format!("({m}/{x})i + ({m}/{y})j"),
        format!("({y}/{m})i + ({x}/{m})j"),
    ])
    .step(format!("|a| = {m}"))
    .step("divide a by |a|")
}

pub(super) fn scalar_product(c: &mut Ctx) -> Problem {
    let (a1, a2, b1, b2) = (c.nonzero(-6, 6), c.nonzero(-6, 6), c.nonzero(-6, 6), c.nonzero(-6, 6));
    if c.t >= 1 && c.chance(0.5) {
        // Find k so that (a1 i + k j)·(b1 i + b2 j) = 0: k = -a1 b1 / b2.
        if (a1 * b1) % b2 != 0 {
            return scalar_product(c);
        }
        let k = -a1 * b1 / b2;
        return Problem::new(
            format!(
                "The vectors {a1}i + kj and {b1}i {} {}j are perpendicular. Find k.",
                if b2 < 0 { "-" } else { "+" },
                b2.abs()
            ),
            format!("k = {k}"),
        )
        .wrong([format!("k = {}", -k), format!("k = {}", a1 * b1), format!("k = {}", b2)])
        .accept([k.to_string()])
        .step("their scalar product is zero")
        .step(format!("{} + {b2}k = 0", a1 * b1))
        .satisfies([format!("{a1}*{b1}+k*{b2} = 0")], 1);
    }
    let dot = a1 * b1 + a2 * b2;
    Problem::new(
        format!("Find a · b for a = {} and b = {}.", terms(&[(a1, "i"), (a2, "j")]), terms(&[(b1, "i"), (b2, "j")])),
        dot.to_string(),
    )
    .wrong([a1 * b2 + a2 * b1, a1 * a2 + b1 * b2, a1 * b1 - a2 * b2])
    .step(format!("({a1})({b1}) + ({a2})({b2})"))
    .value(format!("({a1})*({b1})+({a2})*({b2})"))
}

pub(super) fn vector_proofs(c: &mut Ctx) -> Problem {
    let (ratio, answer, wrong) = c.pick(&[
        ("M is the midpoint of AB", "½(a + b)", ["a + b", "½(b - a)", "b - a"]),
        ("P divides AB in the ratio 1:2", "(2a + b)/3", ["(a + 2b)/3", "(a + b)/3", "(b - a)/3"]),
        ("P divides AB in the ratio 2:1", "(a + 2b)/3", ["(2a + b)/3", "2(a + b)/3", "(2b - a)/3"]),
    ]);
    Problem::new(format!("OA = a and OB = b. {ratio}. Express OP (or OM) in terms of a and b."), answer)
        .wrong(wrong)
        .step("OP = OA + AP, with AP a fraction of AB = b - a")
}

pub(super) fn counting_principle(c: &mut Ctx) -> Problem {
    let (s, m, d) = (c.int(2, 5), c.int(2, 6), c.int(2, 4));
    Problem::new(format!("A restaurant in Buea offers {s} starters, {m} main dishes and {d} desserts. How many different three-course meals can be chosen?"), (s * m * d).to_string())
        .wrong([s + m + d, s * m + d, s * m * d * 3])
        .step(format!("{s} × {m} × {d}"))
        .value(format!("{s}*{m}*{d}"))
}

pub(super) fn permutations(c: &mut Ctx) -> Problem {
    let n = c.by((4, 6), (5, 9), (7, 12));
    let r = c.int(2, 4.min(n - 1));
    Problem::new(
        format!("In how many ways can {r} prefects be chosen from {n} students and given {r} different posts?"),
        perm(n, r).to_string(),
    )
    .wrong([choose(n, r), n.pow(r as u32), n * r])
    .step(format!("{n}P{r} = {n}!/{}!", n - r))
    .value(format!("P({n},{r})"))
}

pub(super) fn combinations(c: &mut Ctx) -> Problem {
    let n = c.by((5, 7), (6, 10), (8, 15));
    let r = c.int(2, 5.min(n - 2));
    Problem::new(
        format!("In how many ways can a committee of {r} be chosen from {n} people?"),
        choose(n, r).to_string(),
    )
    .wrong([perm(n, r), n * r, choose(n, r - 1)])
    .step(format!("{n}C{r} = {n}!/({r}! × {}!)", n - r))
    .value(format!("C({n},{r})"))
}

pub(super) fn kinematics_calculus(c: &mut Ctx) -> Problem {
    let (a, b, k) = (c.int(1, 3), c.int(1, 9), c.int(0, 12));
    let t = c.int(1, 5);
    // s = a t³ - b t² + k t
    let s = format!("{a}*x^3-{b}*x^2+{k}*x");
    let shown = terms(&[(a, "t³"), (-b, "t²"), (k, "t")]);
    if c.chance(0.5) {
        let v = 3 * a * t * t - 2 * b * t + k;
        Problem::new(format!("A particle moves so that its displacement is s = {shown} metres after t seconds. Find its velocity when t = {t}."), format!("{v} m/s"))
            .wrong([format!("{} m/s", a * t.pow(3) - b * t * t + k * t), format!("{} m/s", 6 * a * t - 2 * b), format!("{} m/s", 3 * a * t * t - 2 * b * t)])
            .step(format!("v = ds/dt = {}", terms(&[(3 * a, "t²"), (-2 * b, "t"), (k, "")])))
            .step(format!("substitute t = {t}"))
            .slope(s, t as f64)
    } else {
        let acc = 6 * a * t - 2 * b;
        Problem::new(format!("A particle moves so that its displacement is s = {shown} metres after t seconds. Find its acceleration when t = {t}."), format!("{acc} m/s²"))
            .wrong([format!("{} m/s²", 3 * a * t * t - 2 * b * t + k), format!("{} m/s²", 6 * a * t), format!("{} m/s²", 3 * a * t - 2 * b)])
            .step(format!("v = {}", terms(&[(3 * a, "t²"), (-2 * b, "t"), (k, "")])))
            .step(format!("a = dv/dt = {}", terms(&[(6 * a, "t"), (-2 * b, "")])))
            .slope(format!("{}*x^2-{}*x+{k}", 3 * a, 2 * b), t as f64)
    }
}

pub(super) fn motion_graphs(c: &mut Ctx) -> Problem {
    let (v, t1, t2, t3) = (c.int(2, 12) * 2, c.int(2, 8), c.int(3, 15), c.int(2, 8));
    let distance = v * t1 / 2 + v * t2 + v * t3 / 2;
    Problem::new(
        format!("A car accelerates uniformly from rest to {v} m/s in {t1} s, keeps that speed for {t2} s, then slows uniformly to rest in {t3} s. How far does it travel?"),
        format!("{distance} m"),
    )
    .wrong([format!("{} m", v * (t1 + t2 + t3)), format!("{} m", v * t2), format!("{} m", v * (t1 + t2 + t3) / 2)])
    .step("distance = area under the velocity-time graph")
    .step(format!("½({t1})({v}) + {t2}({v}) + ½({t3})({v})"))
    .value(format!("0.5*{t1}*{v}+{t2}*{v}+0.5*{t3}*{v}"))
}
