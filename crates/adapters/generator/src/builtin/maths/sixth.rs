//! Families for the sixth form: Pure Mathematics with Mechanics or with Statistics, and
//! Further Mathematics (Lower and Upper Sixth). Mechanics takes g = 10 m/s², as GCE papers do.

use super::*;

pub(super) fn quadratic_inequalities(c: &mut Ctx) -> Problem {
    let (p, q) = c.two(-6, 7);
    let (lo, hi) = (p.min(q), p.max(q));
    let expr = terms(&[(1, "x²"), (-(lo + hi), "x"), (lo * hi, "")]);
    if c.chance(0.5) {
        Problem::new(format!("Solve the inequality {expr} < 0."), format!("{lo} < x < {hi}"))
            .wrong(
                [
                    format!("x < {lo} or x > {hi}"),
                    format!("{} < x < {}", -hi, -lo),
                    format!("x < {hi}"),
                    format!("x > {lo}"),
                    format!("{lo} ≤ x ≤ {hi}"),
                ]
                .into_iter()
                .filter(|w| *w != format!("{lo} < x < {hi}")),
            )
            .step(format!("{}{} < 0", factor("x", lo), factor("x", hi)))
            .step("the curve is below the x-axis between the roots")
    } else {
        Problem::new(format!("Solve the inequality {expr} > 0."), format!("x < {lo} or x > {hi}"))
            .wrong(
                [
                    format!("{lo} < x < {hi}"),
                    format!("x < {} or x > {}", -hi, -lo),
                    format!("x > {hi}"),
                    format!("x < {lo}"),
                    format!("x ≤ {lo} or x ≥ {hi}"),
                ]
                .into_iter()
                .filter(|w| *w != format!("x < {lo} or x > {hi}")),
            )
            .step(format!("{}{} > 0", factor("x", lo), factor("x", hi)))
            .step("the curve is above the x-axis outside the roots")
    }
}

pub(super) fn partial_fractions(c: &mut Ctx) -> Problem {
    let (a, b) = c.two(-5, 5);
    let (big_a, big_b) = (c.nonzero(-5, 6), c.nonzero(-5, 6));
    // A/(x - a) + B/(x - b) = ((A + B)x - (A b + B a)) / ((x - a)(x - b))
    let (p, q) = (big_a + big_b, -(big_a * b + big_b * a));
    let numerator = terms(&[(p, "x"), (q, "")]);
    if numerator == "0" {
        return partial_fractions(c);
    }
    Problem::new(
        format!(
            "Express ({numerator}) / ({}{}) in the form A/{} + B/{}. Find A and B.",
            factor("x", a),
            factor("x", b),
            factor("x", a),
            factor("x", b)
        ),
        format!("A = {big_a}, B = {big_b}"),
    )
    .wrong([
        format!("A = {big_b}, B = {big_a}"),
        format!("A = {}, B = {}", -big_a, -big_b),
        format!("A = {p}, B = {q}"),
    ])
    .step(format!("{numerator} = A{} + B{}", factor("x", b), factor("x", a)))
    .step(format!("put x = {a} and x = {b}"))
    .satisfies([format!("A+B = {p}"), format!("-(A*({b})+B*({a})) = {q}")], 1)
}

pub(super) fn roots_of_equations(c: &mut Ctx) -> Problem {
    let (a, b, k) = (c.int(1, 4), c.nonzero(-9, 9), c.nonzero(-9, 9));
    let eq = format!("{} = 0", terms(&[(a, "x²"), (b, "x"), (k, "")]));
    let sum = Frac::new(-b, a);
    let product = Frac::new(k, a);
    match c.int(0, if c.t == 0 { 1 } else { 2 }) {
        0 => Problem::new(format!("α and β are the roots of {eq}. Find α + β."), sum.to_string())
            .wrong(unlike(sum, [Frac::new(b, a), product, Frac::new(-b, k)]))
            .step("α + β = -b/a")
            .value(format!("-({b})/{a}")),
        1 => Problem::new(format!("α and β are the roots of {eq}. Find αβ."), product.to_string())
            .wrong(unlike(product, [Frac::new(-k, a), sum, Frac::new(a, k)]))
            .step("αβ = c/a")
            .value(format!("{k}/{a}")),
        _ => {
            let value = sum.mul(sum).sub(Frac::int(2).mul(product));
            Problem::new(format!("α and β are the roots of {eq}. Find α² + β²."), value.to_string())
                .wrong(unlike(
                    value,
                    [sum.mul(sum), sum.mul(sum).add(Frac::int(2).mul(product)), sum.mul(sum).sub(product)],
                ))
                .step("α² + β² = (α + β)² - 2αβ")
                .value(format!("(-({b})/{a})^2-2*{k}/{a}"))
        }
    }
}

pub(super) fn first_principles(c: &mut Ctx) -> Problem {
    let (a, x) = (c.nonzero(-4, 5), c.int(-4, 5));
    let b = c.int(-6, 6);
    Problem::new(
        format!("From first principles, the gradient of y = {} at x = {x} is the limit of [f({x} + h) - f({x})]/h as h → 0. Find it.", terms(&[(a, "x²"), (b, "x")])),
        (2 * a * x + b).to_string(),
    )
    .wrong([a * x * x + b * x, 2 * a * x, a * x + b])
    .step(format!("[f({x} + h) - f({x})]/h = {} + {a}h", 2 * a * x + b))
    .step("let h → 0")
    .slope(format!("{a}*x^2+{b}*x"), x as f64)
}

pub(super) fn chain_product_quotient(c: &mut Ctx) -> Problem {
    let x = c.int(0, 3);
    match c.int(0, 2) {
        0 => {
            let (a, b, n) = (c.int(1, 4), c.int(-3, 3), c.int(2, 4));
            let inner = a * x + b;
            let value = n * a * inner.pow(n as u32 - 1);
            Problem::new(
                format!("Find dy/dx at x = {x} for y = ({}){}.", terms(&[(a, "x"), (b, "")]), sup(n)),
                value.to_string(),
            )
            .wrong([n * inner.pow(n as u32 - 1), n * a * inner.pow(n as u32), a * inner.pow(n as u32 - 1)])
            .step(format!("dy/dx = {n} × {a}({})^{}", terms(&[(a, "x"), (b, "")]), n - 1))
            .slope(format!("({a}*x+{b})^{n}"), x as f64)
        }
        1 => {
            let (a, k) = (c.int(1, 3), c.int(1, 4));
            // y = x^a (x + k)^2: y' = a x^(a-1)(x+k)^2 + 2 x^a (x+k)
            let value = a * x.pow((a - 1).max(0) as u32) * (x + k).pow(2) * if a == 0 { 0 } else { 1 }
                + 2 * x.pow(a as u32) * (x + k);
            Problem::new(
                format!("Use the product rule to find dy/dx at x = {x} for y = x{}(x + {k})².", sup(a)),
                value.to_string(),
            )
            .wrong([
                2 * a * x.pow((a - 1).max(0) as u32) * (x + k),
                a * x.pow((a - 1).max(0) as u32) * (x + k).pow(2),
                value + 1,
            ])
            .step("d(uv)/dx = u dv/dx + v du/dx")
            .slope(format!("x^{a}*(x+{k})^2"), x as f64)
        }
        _ => {
            let (a, k) = (c.int(1, 5), c.int(1, 4));
            // y = a x / (x + k): y' = a k / (x + k)²
            let value = Frac::new(a * k, (x + k) * (x + k));
            Problem::new(
                format!("Use the quotient rule to find dy/dx at x = {x} for y = {}x/(x + {k}).", coefficient(a)),
                value.to_string(),
            )
            .wrong(unlike(
                value,
                [Frac::new(a, 1), Frac::new(-a * k, (x + k) * (x + k)), Frac::new(a * x, (x + k) * (x + k))],
            ))
            .step("d(u/v)/dx = (v du/dx - u dv/dx)/v²")
            .slope(format!("{a}*x/(x+{k})"), x as f64)
        }
    }
}

pub(super) fn applications_of_differentiation(c: &mut Ctx) -> Problem {
    if c.chance(0.5) {
        let p = 4 * c.int(3, 25);
        let side = p / 4;
        Problem::new(
            format!("A rectangle has a perimeter of {p} m. Find the largest possible area."),
            format!("{} m²", side * side),
        )
        .wrong([
            format!("{} m²", p * p / 4),
            format!("{} m²", side * (side + 2)),
            format!("{} m²", (side - 1) * (side + 1) - 1),
        ])
        .step(format!("A = x({} - x)", p / 2))
        .step(format!("dA/dx = 0 gives x = {side}"))
        .value(format!("({p}/4)^2"))
    } else {
        super::additional::gradient_of_curve(c)
    }
}

pub(super) fn standard_integrals(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let k = c.int(1, 4);
            Problem::new(format!("Evaluate ∫ 1/x dx from x = 1 to x = e{}.", sup(k)), k.to_string())
                .wrong(
                    [(k - 1).to_string(), format!("e{}", sup(k)), "1".to_string()]
                        .into_iter()
                        .filter(|w| *w != k.to_string()),
                )
                .step(format!("[ln x] = ln e{} - ln 1", sup(k)))
                .integral("1/x", 1.0, std::f64::consts::E.powi(k as i32), 1e-6)
        }
        1 => {
            let k = c.int(1, 3);
            Problem::new(format!("Evaluate ∫ {k}e^({k}x) dx from x = 0 to x = ln 2."), ((1i64 << k) - 1).to_string())
                .wrong([(1i64 << k).to_string(), k.to_string(), (2 * k - 1).to_string()])
                .step(format!("[e^({k}x)] from 0 to ln 2 = 2^{k} - 1"))
                .integral(format!("{k}*exp({k}*x)"), 0.0, std::f64::consts::LN_2, 1e-6)
        }
        _ => {
            let k = c.int(1, 4);
            Problem::new(format!("Evaluate ∫ {k} cos x dx from x = 0 to x = π/2 (x in radians)."), k.to_string())
                .wrong([(-k).to_string(), "0".to_string(), (2 * k).to_string()])
                .step(format!("[{k} sin x] from 0 to π/2"))
                .integral(format!("{k}*rcos(x)"), 0.0, std::f64::consts::FRAC_PI_2, 1e-6)
        }
    }
}

pub(super) fn integration_by_substitution(c: &mut Ctx) -> Problem {
    let n = c.int(1, 3);
    // ∫₀¹ 2x(x² + 1)ⁿ dx = [(x² + 1)^(n+1)/(n+1)]₀¹ = (2^(n+1) - 1)/(n+1)
    let value = Frac::new((1 << (n + 1)) - 1, n + 1);
    Problem::new(
        format!("Using the substitution u = x² + 1, evaluate ∫ 2x(x² + 1){} dx from x = 0 to x = 1.", sup(n)),
        value.to_string(),
    )
    .wrong(unlike(value, [Frac::new(1 << (n + 1), n + 1), Frac::new((1 << n) - 1, n), Frac::int((1 << (n + 1)) - 1)]))
    .step(format!("∫ u{} du from u = 1 to u = 2", sup(n)))
    .step(format!("[u^{}/{}]", n + 1, n + 1))
    .integral(format!("2*x*(x^2+1)^{n}"), 0.0, 1.0, 1e-6)
}

pub(super) fn areas_and_volumes(c: &mut Ctx) -> Problem {
    let (k, h) = (c.int(1, 3), 3 * c.int(1, 2));
    // Volume of y = kx about the x-axis from 0 to h: π k² h³ / 3.
    let coefficient = k * k * h * h * h / 3;
    Problem::new(
        format!("The region under y = {}x from x = 0 to x = {h} is rotated through 360° about the x-axis. Find the volume, in terms of π.", if k == 1 { String::new() } else { k.to_string() }),
        format!("{coefficient}π"),
    )
    .wrong([format!("{}π", k * h * h / 2), format!("{}π", k * k * h * h * h), format!("{}π", k * k * h * h / 2)])
    .step(format!("V = π ∫ ({k}x)² dx from 0 to {h}"))
    .integral(format!("pi*({k}*x)^2"), 0.0, h as f64, 1e-6)
}

/// Two angles whose sines and cosines are exact fractions (from Pythagorean triples).
fn triple_angles(c: &mut Ctx) -> ((i64, i64, i64), (i64, i64, i64)) {
    let first = c.pick(&TRIPLES[..4]);
    let second = loop {
        let t = c.pick(&TRIPLES[..4]);
        if t != first {
            break t;
        }
    };
    (first, second)
}

pub(super) fn compound_angles(c: &mut Ctx) -> Problem {
    let ((o1, a1, h1), (o2, a2, h2)) = triple_angles(c);
    let (sa, ca, sb, cb) = (Frac::new(o1, h1), Frac::new(a1, h1), Frac::new(o2, h2), Frac::new(a2, h2));
    let plus = c.chance(0.5);
    let (name, value) =
        if plus { ("sin(A + B)", sa.mul(cb).add(ca.mul(sb))) } else { ("cos(A - B)", ca.mul(cb).add(sa.mul(sb))) };
    let check = if plus {
        format!("sin(asin({o1}/{h1})+asin({o2}/{h2}))")
    } else {
        format!("cos(asin({o1}/{h1})-asin({o2}/{h2}))")
    };
    Problem::new(
        format!("A and B are acute, sin A = {sa} and sin B = {sb}. Find {name} as a fraction."),
        value.to_string(),
    )
    .wrong(unlike(value, [sa.add(sb), sa.mul(cb).sub(ca.mul(sb)), ca.mul(cb).sub(sa.mul(sb))]))
    .step(format!("cos A = {ca} and cos B = {cb}"))
    .step(if plus { "sin(A + B) = sin A cos B + cos A sin B" } else { "cos(A - B) = cos A cos B + sin A sin B" })
    .value(check)
}

pub(super) fn double_angles(c: &mut Ctx) -> Problem {
    let (o, a, h) = c.pick(&TRIPLES[..4]);
    let (s, co) = (Frac::new(o, h), Frac::new(a, h));
    if c.chance(0.5) {
        let v = Frac::int(2).mul(s).mul(co);
        Problem::new(format!("A is acute and sin A = {s}. Find sin 2A."), v.to_string())
            .wrong(unlike(v, [Frac::int(2).mul(s), s.mul(co), co.mul(co).sub(s.mul(s))]))
            .step(format!("cos A = {co}"))
            .step("sin 2A = 2 sin A cos A")
            .value(format!("sin(2*asin({o}/{h}))"))
    } else {
        let v = co.mul(co).sub(s.mul(s));
        Problem::new(format!("A is acute and sin A = {s}. Find cos 2A."), v.to_string())
            .wrong(unlike(v, [Frac::int(2).mul(co), s.mul(s).sub(co.mul(co)), Frac::int(1).sub(s.mul(s))]))
            .step("cos 2A = 1 - 2 sin²A")
            .value(format!("cos(2*asin({o}/{h}))"))
    }
}

pub(super) fn r_formula(c: &mut Ctx) -> Problem {
    let (a, b, r) = c.pick(&TRIPLES[..4]);
    if c.chance(0.5) {
        Problem::new(format!("Express {a} sin x + {b} cos x in the form R sin(x + α). Find R."), r.to_string())
            .wrong([a + b, a * a + b * b, (a - b).abs()])
            .step(format!("R = √({a}² + {b}²)"))
            .value(format!("sqrt({a}^2+{b}^2)"))
    } else {
        let alpha = (b as f64 / a as f64).atan().to_degrees();
        Problem::new(
            format!("Express {a} sin x + {b} cos x in the form R sin(x + α). Find α to 1 decimal place."),
            format!("{}°", fixed(alpha, 1)),
        )
        .wrong([
            format!("{}°", fixed(90.0 - alpha, 1)),
            format!("{}°", fixed(alpha * 2.0, 1)),
            format!("{}°", fixed((a as f64 / r as f64).asin().to_degrees() + 1.0, 1)),
        ])
        .step(format!("tan α = {b}/{a}"))
        .rounded(format!("atan({b}/{a})"), 1)
    }
}

pub(super) fn suvat(c: &mut Ctx) -> Problem {
    let (u, a, t) = (c.int(0, 20), c.int(1, 6), c.int(2, 10));
    match c.int(0, 2) {
        0 => Problem::new(format!("A particle starts with speed {u} m/s and accelerates uniformly at {a} m/s² for {t} s. Find its final speed."), format!("{} m/s", u + a * t))
            .wrong([format!("{} m/s", u * t + a), format!("{} m/s", a * t), format!("{} m/s", u + a)])
            .step("v = u + at")
            .value(format!("{u}+{a}*{t}")),
        1 => {
            let s = u * t + a * t * t / 2;
            let exact = u as f64 * t as f64 + 0.5 * (a * t * t) as f64;
            Problem::new(format!("A particle starts with speed {u} m/s and accelerates uniformly at {a} m/s² for {t} s. How far does it travel?"), format!("{} m", num(exact, 1)))
                .wrong([format!("{} m", u * t + a * t * t), format!("{} m", (u + a * t) * t), format!("{} m", s + u)])
                .step("s = ut + ½at²")
                .value(format!("{u}*{t}+0.5*{a}*{t}^2"))
        }
        _ => {
            let v = u + a * t;
            let s2 = v * v - u * u;
            Problem::new(format!("A particle accelerates uniformly at {a} m/s² from {u} m/s to {v} m/s. Find the distance covered, to 1 decimal place."), format!("{} m", fixed(s2 as f64 / (2 * a) as f64, 1)))
                .wrong([format!("{} m", fixed(s2 as f64 / a as f64, 1)), format!("{} m", fixed((v - u) as f64 / (2 * a) as f64, 1)), format!("{} m", fixed((v * t) as f64, 1))])
                .step("v² = u² + 2as")
                .rounded(format!("({v}^2-{u}^2)/(2*{a})"), 1)
        }
    }
}

pub(super) fn projectiles(c: &mut Ctx) -> Problem {
    let (o, a, h) = c.pick(&TRIPLES[..2]);
    let k = c.int(1, 4) * if h == 5 { 5 } else { 1 };
    let speed = h * k;
    let (vy, vx) = (o * k, a * k);
    let angle = format!("tan α = {o}/{a}");
    match c.int(0, 2) {
        0 => Problem::new(
            format!("A ball is projected at {speed} m/s at an angle α above the horizontal, where {angle}. Taking g = 10 m/s², find the time of flight."),
            format!("{} s", num(2.0 * vy as f64 / 10.0, 2)),
        )
        .wrong([format!("{} s", num(vy as f64 / 10.0, 2)), format!("{} s", num(2.0 * vx as f64 / 10.0, 2)), format!("{} s", num(2.0 * speed as f64 / 10.0, 2))])
        .step(format!("vertical component = {vy} m/s"))
        .step(format!("T = 2 × {vy} ÷ 10"))
        .value(format!("2*{speed}*sin(atan({o}/{a}))/10")),
        1 => Problem::new(
            format!("A ball is projected at {speed} m/s at an angle α above the horizontal, where {angle}. Taking g = 10 m/s², find the greatest height reached."),
            format!("{} m", num((vy * vy) as f64 / 20.0, 2)),
        )
        .wrong([format!("{} m", num((vy * vy) as f64 / 10.0, 2)), format!("{} m", num((speed * speed) as f64 / 20.0, 2)), format!("{} m", num(vy as f64 / 20.0, 2))])
        .step(format!("vertical component = {vy} m/s"))
        .step(format!("H = {vy}² ÷ (2 × 10)"))
        .value(format!("({speed}*sin(atan({o}/{a})))^2/20")),
        _ => Problem::new(
            format!("A ball is projected at {speed} m/s at an angle α above the horizontal, where {angle}. Taking g = 10 m/s², find its horizontal range."),
            format!("{} m", num(2.0 * (vx * vy) as f64 / 10.0, 2)),
        )
        .wrong([format!("{} m", num((vx * vy) as f64 / 10.0, 2)), format!("{} m", num((speed * speed) as f64 / 10.0, 2)), format!("{} m", num(2.0 * (vy * vy) as f64 / 10.0, 2))])
        .step(format!("time of flight = {} s", num(2.0 * vy as f64 / 10.0, 2)))
        .step(format!("range = {vx} × time"))
        .value(format!("{speed}^2*sin(2*atan({o}/{a}))/10")),
    }
}

pub(super) fn relative_motion(c: &mut Ctx) -> Problem {
    let (a, b, h) = c.pick(&TRIPLES[..4]);
    let k = c.int(1, 3);
    Problem::new(
        format!("Ship A sails due east at {} km/h and ship B sails due north at {} km/h. Find the speed of A relative to B.", a * k, b * k),
        format!("{} km/h", h * k),
    )
    .wrong([format!("{} km/h", (a + b) * k), format!("{} km/h", (b - a).abs() * k), format!("{} km/h", (a * a + b * b) * k * k)])
    .step("velocity of A relative to B = vA - vB")
    .step(format!("√({}² + {}²)", a * k, b * k))
    .value(format!("sqrt(({}*{k})^2+({}*{k})^2)", a, b))
}

pub(super) fn resolving_forces(c: &mut Ctx) -> Problem {
    let (o, a, h) = c.pick(&TRIPLES[..2]);
    let k = c.int(1, 6) * if h == 13 { 1 } else { 2 };
    let force = h * k;
    let horizontal = c.chance(0.5);
    let (what, value) = if horizontal { ("horizontal", a * k) } else { ("vertical", o * k) };
    Problem::new(
        format!("A force of {force} N acts at an angle θ above the horizontal, where tan θ = {o}/{a}. Find its {what} component."),
        format!("{value} N"),
    )
    .wrong([format!("{} N", if horizontal { o * k } else { a * k }), format!("{force} N"), format!("{} N", force * if horizontal { a } else { o })])
    .step(format!("{} θ = {}/{h}", if horizontal { "cos" } else { "sin" }, if horizontal { a } else { o }))
    .value(format!("{force}*{}(atan({o}/{a}))", if horizontal { "cos" } else { "sin" }))
}

pub(super) fn friction(c: &mut Ctx) -> Problem {
    let m = c.int(2, 10);
    let mu = c.pick(&[0.1, 0.2, 0.25, 0.3, 0.4, 0.5]);
    let friction = mu * m as f64 * 10.0;
    let pull = (friction + c.int(2, 30) as f64).round();
    let acc = (pull - friction) / m as f64;
    if c.t == 0 {
        return Problem::new(format!("A block of mass {m} kg rests on a rough horizontal floor with coefficient of friction {mu}. Taking g = 10 m/s², find the limiting friction."), format!("{} N", num(friction, 2)))
            .wrong([format!("{} N", num(mu * m as f64, 2)), format!("{} N", num(m as f64 * 10.0, 2)), format!("{} N", num(friction / 10.0 + 1.0, 2))])
            .step(format!("F = μR = {mu} × {}", m * 10))
            .value(format!("{mu}*{m}*10"));
    }
    Problem::new(
        format!("A block of mass {m} kg is pulled along a rough horizontal floor (μ = {mu}) by a horizontal force of {} N. Taking g = 10 m/s², find its acceleration, to 2 decimal places.", num(pull, 0)),
        format!("{} m/s²", fixed(acc, 2)),
    )
    .wrong([format!("{} m/s²", fixed(pull / m as f64, 2)), format!("{} m/s²", fixed((pull + friction) / m as f64, 2)), format!("{} m/s²", fixed(pull - friction, 2))])
    .step(format!("friction = {} N", num(friction, 2)))
    .step(format!("a = ({} - {}) ÷ {m}", num(pull, 0), num(friction, 2)))
    .rounded(format!("({pull}-{mu}*{m}*10)/{m}"), 2)
}

pub(super) fn connected_particles(c: &mut Ctx) -> Problem {
    let (m1, m2) = c.two(1, 9);
    let (m1, m2) = (m1.max(m2), m1.min(m2));
    let a = (m1 - m2) as f64 * 10.0 / (m1 + m2) as f64;
    let tension = 2.0 * (m1 * m2) as f64 * 10.0 / (m1 + m2) as f64;
    if c.chance(0.5) {
        Problem::new(
            format!("Particles of mass {m1} kg and {m2} kg hang from a light string over a smooth pulley. Taking g = 10 m/s², find their acceleration, to 2 decimal places."),
            format!("{} m/s²", fixed(a, 2)),
        )
        .wrong([format!("{} m/s²", fixed((m1 - m2) as f64 * 10.0 / m1 as f64, 2)), format!("{} m/s²", fixed((m1 + m2) as f64 * 10.0 / (m1 - m2) as f64, 2)), format!("{} m/s²", fixed(10.0, 2))])
        .step(format!("{m1}g - T = {m1}a and T - {m2}g = {m2}a"))
        .step(format!("a = ({m1} - {m2})g ÷ ({m1} + {m2})"))
        .rounded(format!("({m1}-{m2})*10/({m1}+{m2})"), 2)
    } else {
        Problem::new(
            format!("Particles of mass {m1} kg and {m2} kg hang from a light string over a smooth pulley. Taking g = 10 m/s², find the tension in the string, to 2 decimal places."),
            format!("{} N", fixed(tension, 2)),
        )
        .wrong([format!("{} N", fixed((m1 - m2) as f64 * 10.0, 2)), format!("{} N", fixed((m1 + m2) as f64 * 10.0, 2)), format!("{} N", fixed((m1 * m2) as f64 * 10.0 / (m1 + m2) as f64, 2))])
        .step(format!("a = {} m/s²", fixed(a, 2)))
        .step(format!("T = {m2}(g + a)"))
        .rounded(format!("2*{m1}*{m2}*10/({m1}+{m2})"), 2)
    }
}

pub(super) fn newtons_second_law(c: &mut Ctx) -> Problem {
    let (m, a) = (c.int(2, 50), c.int(1, 8));
    Problem::new(
        format!("What resultant force gives a body of mass {m} kg an acceleration of {a} m/s²?"),
        format!("{} N", m * a),
    )
    .wrong([format!("{} N", m + a), format!("{} N", m * 10), format!("{} N", num(m as f64 / a as f64, 2))])
    .step("F = ma")
    .value(format!("{m}*{a}"))
}

/// A complex number as written in answers: "9 - i", "-3 + 5i", "4", "2i".
fn complex(re: i64, im: i64) -> String {
    let imaginary = |v: i64| match v.abs() {
        1 => "i".to_string(),
        m => format!("{m}i"),
    };
    match (re, im) {
        (re, 0) => re.to_string(),
        (0, im) => format!("{}{}", if im < 0 { "-" } else { "" }, imaginary(im)),
        (re, im) => format!("{re} {} {}", if im < 0 { "-" } else { "+" }, imaginary(im)),
    }
}

pub(super) fn complex_algebra(c: &mut Ctx) -> Problem {
    let (a, b, p, q) = (c.nonzero(-6, 6), c.nonzero(-6, 6), c.nonzero(-6, 6), c.nonzero(-6, 6));
    let show = |re: i64, im: i64| complex(re, im);
    match c.int(0, 2) {
        0 => Problem::new(format!("Find ({}) + ({}).", show(a, b), show(p, q)), show(a + p, b + q))
            .wrong([show(a - p, b - q), show(a + q, b + p), show(a * p, b * q), show(a + p, -(b + q))])
            .step("add real parts and imaginary parts"),
        1 => Problem::new(format!("Find ({})({}).", show(a, b), show(p, q)), show(a * p - b * q, a * q + b * p))
            .wrong([show(a * p + b * q, a * q + b * p), show(a * p, b * q), show(a * p - b * q, a * q - b * p)])
            .step(format!("{} + {}i + {}i + {}i²", a * p, a * q, b * p, b * q))
            .step("i² = -1"),
        _ => {
            let (x, y, r) = c.pick(&TRIPLES[..4]);
            Problem::new(format!("Find the modulus of {}.", show(x, y)), r.to_string())
                .wrong([x + y, x * x + y * y, (x - y).abs()])
                .step(format!("|z| = √({x}² + {y}²)"))
                .value(format!("sqrt({x}^2+{y}^2)"))
        }
    }
}

pub(super) fn argand_diagram(c: &mut Ctx) -> Problem {
    let (x, y) = (c.int(1, 9), c.nonzero(-9, 9));
    if c.chance(0.5) {
        let arg = (y as f64).atan2(x as f64).to_degrees();
        Problem::new(
            format!(
                "Find the argument of z = {x} {} {}i in degrees, to 1 decimal place.",
                if y < 0 { "-" } else { "+" },
                y.abs()
            ),
            format!("{}°", fixed(arg, 1)),
        )
        .wrong([
            format!("{}°", fixed((x as f64 / y as f64).atan().to_degrees(), 1)),
            format!("{}°", fixed(-arg, 1)),
            format!("{}°", fixed(180.0 - arg, 1)),
        ])
        .step(format!("tan θ = {y}/{x}, with z in the {} quadrant", if y > 0 { "first" } else { "fourth" }))
        .rounded(format!("atan({y}/{x})"), 1)
    } else {
        Problem::new(
            format!(
                "z = {x} {} {}i. Which point represents the conjugate z* on the Argand diagram?",
                if y < 0 { "-" } else { "+" },
                y.abs()
            ),
            format!("({x}, {})", -y),
        )
        .wrong([format!("({x}, {y})"), format!("({}, {y})", -x), format!("({}, {})", -x, -y)])
        .step("the conjugate is the reflection in the real axis")
    }
}

pub(super) fn de_moivre(c: &mut Ctx) -> Problem {
    let (theta, n) = (c.pick(&[10, 15, 20, 30, 40]), c.int(2, 6));
    if c.chance(0.5) {
        Problem::new(
            format!("Simplify (cos {theta}° + i sin {theta}°){}.", sup(n)),
            format!("cos {}° + i sin {}°", n * theta, n * theta),
        )
        .wrong([
            format!("cos {}° + i sin {}°", theta + n, theta + n),
            format!("{n}(cos {theta}° + i sin {theta}°)"),
            format!("cos {}° + i sin {}°", theta.pow(n as u32) % 360, theta.pow(n as u32) % 360),
        ])
        .step("de Moivre: (cos θ + i sin θ)ⁿ = cos nθ + i sin nθ")
    } else {
        let n = 2 * c.int(1, 4);
        let value = 2i64.pow(n as u32 / 2);
        Problem::new(format!("Find the modulus of (1 + i){}.", sup(n)), value.to_string())
            .wrong([2i64.pow(n as u32), 2 * n, n])
            .step(format!("|1 + i| = √2, so |(1 + i)^{n}| = (√2)^{n}"))
            .value(format!("sqrt(2)^{n}"))
    }
}

pub(super) fn separable_equations(c: &mut Ctx) -> Problem {
    let (a, k, x) = (c.int(1, 9), c.pick(&[0.1, 0.2, 0.5, -0.3, 0.05]), c.int(1, 6));
    let y = a as f64 * (k * x as f64).exp();
    Problem::new(
        format!("Solve dy/dx = {k}y with y = {a} when x = 0, and find y when x = {x}, to 2 decimal places."),
        fixed(y, 2),
    )
    .wrong([
        fixed(a as f64 + k * x as f64, 2),
        fixed(a as f64 * (1.0 + k).powi(x as i32), 2),
        fixed(a as f64 * (-k * x as f64).exp(), 2),
    ])
    .step("separate: ∫ dy/y = ∫ k dx")
    .step(format!("y = {a}e^({k}x)"))
    .rounded(format!("{a}*exp({k}*{x})"), 2)
}

pub(super) fn integrating_factors(c: &mut Ctx) -> Problem {
    let p = c.nonzero(-4, 5);
    if c.chance(0.5) {
        Problem::new(
            format!("What is the integrating factor of {} = x?", terms(&[(1, "dy/dx"), (p, "y")])),
            format!("e^({}x)", coefficient(p)),
        )
        .wrong([format!("e^({}x)", coefficient(-p)), terms(&[(p, "x")]), format!("e^({}x²)", coefficient(p))])
        .step(format!("IF = e^(∫ {p} dx)"))
    } else {
        let k = c.int(1, 4);
        Problem::new(
            format!("What is the integrating factor of dy/dx + ({k}/x)y = x², for x > 0?"),
            format!("x{}", sup(k)),
        )
        .wrong([
            format!("e^({}x)", coefficient(k)),
            format!("{}ln x", if k == 1 { String::new() } else { format!("{k} ") }),
            format!("x{}", sup(-k)),
        ])
        .step(format!("IF = e^(∫ {k}/x dx) = e^({k} ln x)"))
    }
}

pub(super) fn modelling_with_equations(c: &mut Ctx) -> Problem {
    if c.chance(0.5) {
        let t = c.int(2, 12);
        let times = c.pick(&[4, 8, 16]);
        let k = (times as f64).log2().round() as i64;
        Problem::new(
            format!("A population grows at a rate proportional to its size and doubles in {t} years. How long does it take to become {times} times as large?"),
            format!("{} years", k * t),
        )
        .wrong([format!("{} years", times * t), format!("{} years", t * times / 2), format!("{} years", t + times)])
        .step("P = P₀e^(kt), with e^(kT) = 2")
        .step(format!("{times} = 2^{k}"))
        .value(format!("{t}*ln({times})/ln(2)"))
    } else {
        let half = c.int(2, 20);
        let k = std::f64::consts::LN_2 / half as f64;
        Problem::new(format!("A substance decays according to dm/dt = -km and has a half-life of {half} days. Find k to 4 decimal places."), fixed(k, 4))
            .wrong([fixed(1.0 / half as f64, 4), fixed(0.5 / half as f64, 4), fixed(half as f64 * std::f64::consts::LN_2, 4)])
            .step(format!("e^(-{half}k) = ½"))
            .step(format!("k = ln 2 ÷ {half}"))
            .rounded(format!("ln(2)/{half}"), 4)
    }
}

pub(super) fn vectors_3d(c: &mut Ctx) -> Problem {
    let a = [c.int(-5, 5), c.int(-5, 5), c.int(-5, 5)];
    let b = [c.int(-5, 5), c.int(-5, 5), c.int(-5, 5)];
    let show = |v: [i64; 3]| format!("({}, {}, {})", v[0], v[1], v[2]);
    match c.int(0, 3) {
        0 => {
            let dot = a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
            Problem::new(format!("Find a · b for a = {} and b = {}.", show(a), show(b)), dot.to_string())
                .wrong([a[0] * b[1] + a[1] * b[2] + a[2] * b[0], dot + 1, -dot + if dot == 0 { 2 } else { 0 }])
                .step("a₁b₁ + a₂b₂ + a₃b₃")
                .value(format!("({})*({})+({})*({})+({})*({})", a[0], b[0], a[1], b[1], a[2], b[2]))
        }
        1 => {
            let cross = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
            Problem::new(format!("Find a × b for a = {} and b = {}.", show(a), show(b)), show(cross))
                .wrong([
                    show([-cross[0], -cross[1], -cross[2]]),
                    show([a[1] * b[2] + a[2] * b[1], a[2] * b[0] + a[0] * b[2], a[0] * b[1] + a[1] * b[0]]),
                    show([a[0] * b[0], a[1] * b[1], a[2] * b[2]]),
                ])
                .step("expand the determinant with i, j, k in the first row")
        }
        2 => {
            let lambda = c.int(-3, 4);
            let point = [a[0] + lambda * b[0], a[1] + lambda * b[1], a[2] + lambda * b[2]];
            Problem::new(
                format!("A line has equation r = {} + λ{}. Find the point on it where λ = {lambda}.", show(a), show(b)),
                show(point),
            )
            .wrong([
                show([b[0] + lambda * a[0], b[1] + lambda * a[1], b[2] + lambda * a[2]]),
                show([a[0] + b[0], a[1] + b[1], a[2] + b[2]]),
                show([lambda * b[0], lambda * b[1], lambda * b[2]]),
            ])
            .step(format!("r = {} + {lambda} × {}", show(a), show(b)))
        }
        _ => {
            let n = [c.nonzero(-4, 4), c.nonzero(-4, 4), c.nonzero(-4, 4)];
            let d = n[0] * a[0] + n[1] * a[1] + n[2] * a[2];
            Problem::new(
                format!(
                    "The plane {}x {} {}y {} {}z = d contains the point {}. Find d.",
                    n[0],
                    if n[1] < 0 { "-" } else { "+" },
                    n[1].abs(),
                    if n[2] < 0 { "-" } else { "+" },
                    n[2].abs(),
                    show(a)
                ),
                format!("d = {d}"),
            )
            .wrong([
                format!("d = {}", -d),
                format!("d = {}", n[0] + n[1] + n[2]),
                format!("d = {}", a[0] + a[1] + a[2]),
            ])
            .accept([d.to_string()])
            .step("substitute the point into the equation")
            .satisfies([format!("d = ({})*({})+({})*({})+({})*({})", n[0], a[0], n[1], a[1], n[2], a[2])], 1)
        }
    }
}

pub(super) fn series_expansions(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let (n, k) = (c.pick(&[-1, -2, -3]), c.int(1, 3));
            // Coefficient of x² in (1 + kx)^n: n(n-1)/2 k².
            let coefficient = n * (n - 1) / 2 * k * k;
            Problem::new(
                format!(
                    "Find the coefficient of x² in the expansion of (1 + {}x){} in ascending powers of x.",
                    k,
                    sup(n)
                ),
                coefficient.to_string(),
            )
            .wrong([n * (n - 1) / 2 * k, n * k * k, -coefficient])
            .step(format!("n(n - 1)/2! × ({k}x)² with n = {n}"))
            .value(format!("({n})*({n}-1)/2*{k}^2"))
        }
        1 => {
            let (k, r) = (c.int(1, 3), c.int(2, 4));
            let coefficient = Frac::new(k.pow(r as u32), factorial(r));
            Problem::new(
                format!("Find the coefficient of x{} in the Maclaurin series of e^({k}x).", sup(r)),
                coefficient.to_string(),
            )
            .wrong(unlike(
                coefficient,
                [Frac::new(k, factorial(r)), Frac::new(k.pow(r as u32), r), Frac::int(k.pow(r as u32))],
            ))
            .step(format!("e^u = Σ uⁿ/n! with u = {k}x"))
            .value(format!("{k}^{r}/fact({r})"))
        }
        _ => {
            let n = c.int(3, 30);
            let value = Frac::new(n, n + 1);
            let expr = (1..=n).map(|r| format!("1/({r}*{})", r + 1)).collect::<Vec<_>>().join("+");
            Problem::new(format!("Use the method of differences, with 1/(r(r + 1)) = 1/r - 1/(r + 1), to find the sum from r = 1 to {n} of 1/(r(r + 1))."), value.to_string())
                .wrong(unlike(value, [Frac::new(1, n + 1), Frac::new(n - 1, n), Frac::new(n + 1, n + 2)]))
                .step(format!("the terms cancel, leaving 1 - 1/{}", n + 1))
                .value(expr)
        }
    }
}

pub(super) fn moments(c: &mut Ctx) -> Problem {
    let length = c.int(2, 10);
    let weight = c.int(2, 20) * 10;
    let load = c.int(1, 20) * 10;
    let d = c.int(0, length * 2) as f64 / 2.0;
    let reaction_b = (weight as f64 * length as f64 / 2.0 + load as f64 * d) / length as f64;
    if c.t == 0 {
        let (f, dist) = (c.int(2, 30), c.int(1, 9));
        return Problem::new(format!("A force of {f} N acts {dist} m from a pivot, at right angles to the lever. Find its moment about the pivot."), format!("{} Nm", f * dist))
            .wrong([format!("{} Nm", f + dist), format!("{} Nm", num(f as f64 / dist as f64, 2)), format!("{} Nm", f * dist * 2)])
            .step("moment = force × perpendicular distance")
            .value(format!("{f}*{dist}"));
    }
    Problem::new(
        format!("A uniform plank AB, {length} m long and of weight {weight} N, rests on supports at A and B. A load of {load} N sits {} m from A. Find the reaction at B, to 2 decimal places where needed.", num(d, 1)),
        format!("{} N", num(reaction_b, 2)),
    )
    .wrong([format!("{} N", num(weight as f64 + load as f64 - reaction_b, 2)), format!("{} N", num((weight + load) as f64 / 2.0, 2)), format!("{} N", num(load as f64 * d / length as f64, 2))])
    .step(format!("moments about A: R × {length} = {weight} × {} + {load} × {}", num(length as f64 / 2.0, 1), num(d, 1)))
    .rounded_up_to(format!("({weight}*{length}/2+{load}*{d})/{length}"), 2)
}

pub(super) fn centre_of_mass(c: &mut Ctx) -> Problem {
    let masses: Vec<i64> = (0..3).map(|_| c.int(1, 9)).collect();
    let positions: Vec<i64> = (0..3).map(|_| c.int(0, 12)).collect();
    let total: i64 = masses.iter().sum();
    let moment: i64 = masses.iter().zip(&positions).map(|(m, x)| m * x).sum();
    let list =
        masses.iter().zip(&positions).map(|(m, x)| format!("{m} kg at x = {x} m")).collect::<Vec<_>>().join(", ");
    Problem::new(format!("Particles of {list} lie on a light rod. Find the x-coordinate of their centre of mass, to 2 decimal places."), format!("x = {}", fixed(moment as f64 / total as f64, 2)))
        .wrong([format!("x = {}", fixed(positions.iter().sum::<i64>() as f64 / 3.0, 2)), format!("x = {}", fixed(moment as f64 / 3.0, 2)), format!("x = {}", fixed(total as f64 / 3.0, 2))])
        .accept([fixed(moment as f64 / total as f64, 2)])
        .step(format!("Σmx = {moment}"))
        .step(format!("Σm = {total}"))
        .rounded(format!("({})/({})", masses.iter().zip(&positions).map(|(m, x)| format!("{m}*{x}")).collect::<Vec<_>>().join("+"), masses.iter().map(i64::to_string).collect::<Vec<_>>().join("+")), 2)
}

pub(super) fn work_energy_power(c: &mut Ctx) -> Problem {
    let (m, v, h) = (c.int(1, 20), c.int(2, 20), c.int(2, 30));
    match c.int(0, 3) {
        0 => Problem::new(
            format!("Find the kinetic energy of a {m} kg body moving at {v} m/s."),
            format!("{} J", num(0.5 * (m * v * v) as f64, 1)),
        )
        .wrong([format!("{} J", m * v * v), format!("{} J", num(0.5 * (m * v) as f64, 1)), format!("{} J", m * v)])
        .step("KE = ½mv²")
        .value(format!("0.5*{m}*{v}^2")),
        1 => Problem::new(
            format!("Taking g = 10 m/s², find the gain in potential energy when a {m} kg load is raised {h} m."),
            format!("{} J", m * 10 * h),
        )
        .wrong([
            format!("{} J", m * h),
            format!("{} J", num(0.5 * (m * 10 * h) as f64, 1)),
            format!("{} J", m * 10 + h),
        ])
        .step("PE = mgh")
        .value(format!("{m}*10*{h}")),
        2 => {
            let f = c.int(100, 2000);
            Problem::new(
                format!("A car's engine exerts a driving force of {f} N at a steady {v} m/s. Find its power."),
                format!("{} W", f * v),
            )
            .wrong([
                format!("{} W", num(f as f64 / v as f64, 2)),
                format!("{} W", f + v),
                format!("{} W", num(0.5 * (f * v) as f64, 1)),
            ])
            .step("P = Fv")
            .value(format!("{f}*{v}"))
        }
        _ => {
            let u = c.int(2, 8) * 5;
            let speed = (2.0 * 10.0 * h as f64 + (u * u) as f64).sqrt();
            Problem::new(format!("A stone is thrown downwards at {u} m/s from a cliff {h} m high. Using conservation of energy (g = 10 m/s²), find its speed on reaching the sea, to 2 decimal places."), format!("{} m/s", fixed(speed, 2)))
                .wrong([format!("{} m/s", fixed((20.0 * h as f64).sqrt(), 2)), format!("{} m/s", fixed(u as f64 + (20.0 * h as f64).sqrt(), 2)), format!("{} m/s", fixed((10.0 * h as f64 + (u * u) as f64).sqrt(), 2))])
                .step("½mv² = ½mu² + mgh")
                .rounded(format!("sqrt({u}^2+2*10*{h})"), 2)
        }
    }
}

pub(super) fn circular_motion_and_shm(c: &mut Ctx) -> Problem {
    match c.int(0, 3) {
        0 => {
            let (r, w) = (c.int(1, 10), c.int(2, 12));
            Problem::new(
                format!("A particle moves in a circle of radius {r} m with angular speed {w} rad/s. Find its speed."),
                format!("{} m/s", r * w),
            )
            .wrong([
                format!("{} m/s", r * w * w),
                format!("{} m/s", num(w as f64 / r as f64, 2)),
                format!("{} m/s", r + w),
            ])
            .step("v = rω")
            .value(format!("{r}*{w}"))
        }
        1 => {
            let (m, r, v) = (c.int(1, 5), c.int(1, 8), c.int(2, 12));
            Problem::new(format!("A {m} kg mass moves in a horizontal circle of radius {r} m at {v} m/s. Find the force towards the centre, to 2 decimal places."), format!("{} N", fixed((m * v * v) as f64 / r as f64, 2)))
                .wrong([format!("{} N", fixed((m * v) as f64 / r as f64, 2)), format!("{} N", fixed((m * v * v * r) as f64, 2)), format!("{} N", fixed((v * v) as f64 / r as f64, 2))])
                .step("F = mv²/r")
                .rounded(format!("{m}*{v}^2/{r}"), 2)
        }
        2 => {
            let (a, w) = (c.int(1, 10), c.int(2, 10));
            Problem::new(format!("A particle moves with simple harmonic motion of amplitude {a} m and ω = {w} rad/s. Find its greatest speed."), format!("{} m/s", a * w))
                .wrong([format!("{} m/s", a * w * w), format!("{} m/s", num(a as f64 / w as f64, 2)), format!("{} m/s", a + w)])
                .step("v max = aω")
                .value(format!("{a}*{w}"))
        }
        _ => {
            let (lambda, l, x) = (c.int(2, 40) * 5, c.int(1, 5), c.int(1, 9) * 10);
            let t = lambda as f64 * (x as f64 / 100.0) / l as f64;
            Problem::new(format!("An elastic string of natural length {l} m and modulus {lambda} N is stretched by {x} cm. Find the tension, to 2 decimal places."), format!("{} N", fixed(t, 2)))
                .wrong([format!("{} N", fixed(lambda as f64 * x as f64 / l as f64, 2)), format!("{} N", fixed(lambda as f64 * l as f64 / (x as f64 / 100.0), 2)), format!("{} N", fixed(t / 2.0, 2))])
                .step("Hooke's law: T = λx/l")
                .step(format!("x = {} m", num(x as f64 / 100.0, 2)))
                .rounded(format!("{lambda}*{x}/100/{l}"), 2)
        }
    }
}

fn data_list(c: &mut Ctx, n: usize) -> Vec<i64> {
    (0..n).map(|_| c.int(2, 30)).collect()
}

pub(super) fn measures_of_location(c: &mut Ctx) -> Problem {
    let n = c.pick(&[7, 8, 9, 10]);
    let values = data_list(c, n);
    let mut sorted = values.clone();
    sorted.sort();
    let shown = values.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    if c.chance(0.5) {
        let median = if n % 2 == 1 { sorted[n / 2] as f64 } else { (sorted[n / 2 - 1] + sorted[n / 2]) as f64 / 2.0 };
        Problem::new(format!("Find the median of {shown}."), num(median, 1))
            .wrong([
                num(values[n / 2] as f64, 1),
                num(values.iter().sum::<i64>() as f64 / n as f64, 2),
                num(sorted[n / 2] as f64 + 1.0, 1),
            ])
            .step("order the data")
            .step(format!("the middle of {n} values"))
            .approx(median.to_string(), 1e-9)
    } else {
        let sum: i64 = values.iter().sum();
        Problem::new(format!("Find the mean of {shown}, to 2 decimal places."), fixed(sum as f64 / n as f64, 2))
            .wrong([
                fixed(sum as f64 / (n - 1) as f64, 2),
                fixed(sorted[n / 2] as f64, 2),
                fixed(sum as f64 / n as f64 + 1.0, 2),
            ])
            .step(format!("Σx = {sum}"))
            .rounded(format!("({})/{n}", values.iter().map(i64::to_string).collect::<Vec<_>>().join("+")), 2)
    }
}

pub(super) fn measures_of_dispersion(c: &mut Ctx) -> Problem {
    let n = c.pick(&[5, 6, 8]);
    let values = data_list(c, n);
    let mean = values.iter().sum::<i64>() as f64 / n as f64;
    let variance = values.iter().map(|v| (*v as f64 - mean).powi(2)).sum::<f64>() / n as f64;
    let shown = values.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    let squares = values.iter().map(|v| format!("{v}^2")).collect::<Vec<_>>().join("+");
    let sum = values.iter().map(i64::to_string).collect::<Vec<_>>().join("+");
    let variance_expr = format!("({squares})/{n}-(({sum})/{n})^2");
    if c.chance(0.5) {
        Problem::new(format!("Find the variance of {shown}, to 2 decimal places."), fixed(variance, 2))
            .wrong([
                fixed(variance.sqrt(), 2),
                fixed(variance * n as f64 / (n - 1) as f64 + 0.01, 2),
                fixed(values.iter().map(|v| (v * v) as f64).sum::<f64>() / n as f64, 2),
            ])
            .step(format!("mean = {}", num(mean, 3)))
            .step("variance = Σx²/n - mean²")
            .rounded(variance_expr, 2)
    } else {
        Problem::new(format!("Find the standard deviation of {shown}, to 2 decimal places."), fixed(variance.sqrt(), 2))
            .wrong([
                fixed(variance, 2),
                fixed((variance * n as f64 / (n - 1) as f64).sqrt() + 0.01, 2),
                fixed(variance.sqrt() / n as f64, 2),
            ])
            .step(format!("variance = {}", fixed(variance, 3)))
            .step("standard deviation = √variance")
            .rounded(format!("sqrt({variance_expr})"), 2)
    }
}

pub(super) fn box_plots_and_stems(c: &mut Ctx) -> Problem {
    let mut values: Vec<i64> = (0..11).map(|_| c.int(20, 69)).collect();
    values.sort();
    if c.chance(0.5) {
        let mut stems = std::collections::BTreeMap::<i64, Vec<i64>>::new();
        for v in &values {
            stems.entry(v / 10).or_default().push(v % 10);
        }
        let display = stems
            .iter()
            .map(|(s, leaves)| format!("{s} | {}", leaves.iter().map(i64::to_string).collect::<Vec<_>>().join(" ")))
            .collect::<Vec<_>>()
            .join("; ");
        Problem::new(
            format!("A stem-and-leaf diagram (key 2 | 3 means 23) shows: {display}. Find the median."),
            values[5].to_string(),
        )
        .wrong([values[4], values[6], (values[0] + values[10]) / 2])
        .step("the 6th of 11 ordered values")
        .value(values[5].to_string())
    } else {
        let shown = values.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        Problem::new(
            format!("For a box plot of {shown}, find the length of the box (the interquartile range)."),
            (values[8] - values[2]).to_string(),
        )
        .wrong([values[10] - values[0], values[8] - values[5], values[7] - values[3]])
        .step(format!("Q1 = {}, Q3 = {}", values[2], values[8]))
        .value(format!("{}-{}", values[8], values[2]))
    }
}

pub(super) fn probability_laws(c: &mut Ctx) -> Problem {
    let (a, b) = (c.int(3, 6), c.int(2, 5));
    let both = c.int(1, a.min(b) - 1).max(1);
    let d = c.pick(&[10, 12, 20]);
    let (pa, pb, pab) = (Frac::new(a, d), Frac::new(b, d), Frac::new(both, d));
    if c.chance(0.5) {
        let union = pa.add(pb).sub(pab);
        Problem::new(format!("P(A) = {pa}, P(B) = {pb} and P(A ∩ B) = {pab}. Find P(A ∪ B)."), union.to_string())
            .wrong(unlike(union, [pa.add(pb), pa.mul(pb), pa.add(pb).add(pab)]))
            .step("P(A ∪ B) = P(A) + P(B) - P(A ∩ B)")
            .value(format!("{}+{}-{}", pa.expr(), pb.expr(), pab.expr()))
    } else {
        let conditional = pab.div(pb);
        Problem::new(format!("P(A) = {pa}, P(B) = {pb} and P(A ∩ B) = {pab}. Find P(A | B)."), conditional.to_string())
            .wrong(unlike(conditional, [pab.div(pa), pab, pa.mul(pb)]))
            .step("P(A | B) = P(A ∩ B) ÷ P(B)")
            .value(format!("{}/{}", pab.expr(), pb.expr()))
    }
}

pub(super) fn bayes_theorem(c: &mut Ctx) -> Problem {
    let share = c.pick(&[20, 30, 40, 60]);
    let (da, db) = (c.pick(&[2, 4, 5]), c.pick(&[1, 3, 6]));
    // P(A | defective) = 0.share·da / (0.share·da + (1 - 0.share)·db)
    let value = Frac::new(share * da, share * da + (100 - share) * db);
    Problem::new(
        format!("Machine A makes {share}% of a factory's bottles and machine B the rest. {da}% of A's and {db}% of B's bottles are faulty. A faulty bottle is chosen. Find the probability that machine A made it."),
        value.to_string(),
    )
    .wrong(unlike(value, [Frac::new(share, 100), Frac::new(da, da + db), Frac::new(share * da, 10_000)]))
    .step(format!("P(faulty) = {}/100 × {da}/100 + {}/100 × {db}/100", share, 100 - share))
    .step("P(A | faulty) = P(A and faulty) ÷ P(faulty)")
    .value(format!("({share}/100*{da}/100)/({share}/100*{da}/100+{}/100*{db}/100)", 100 - share))
}

/// Words from Cameroonian place names for arrangement questions.
const WORDS: [&str; 9] =
    ["CAMEROON", "BAMENDA", "YAOUNDE", "GAROUA", "KUMBA", "LIMBE", "DOUALA", "MAROUA", "BAFOUSSAM"];

pub(super) fn arrangements(c: &mut Ctx) -> Problem {
    let word = c.pick(&WORDS);
    let mut counts = std::collections::BTreeMap::new();
    for ch in word.chars() {
        *counts.entry(ch).or_insert(0i64) += 1;
    }
    let n = word.len() as i64;
    let repeats: Vec<i64> = counts.values().copied().filter(|k| *k > 1).collect();
    let value = factorial(n) / repeats.iter().map(|k| factorial(*k)).product::<i64>();
    let expr = format!(
        "fact({n})/({})",
        if repeats.is_empty() {
            "1".to_string()
        } else {
            repeats.iter().map(|k| format!("fact({k})")).collect::<Vec<_>>().join("*")
        }
    );
    Problem::new(
        format!("In how many different ways can the letters of the word {word} be arranged?"),
        value.to_string(),
    )
    .wrong(
        [factorial(n), value / 2 + if value % 2 == 0 { 1 } else { 0 }, factorial(n - 1)]
            .into_iter()
            .filter(|w| *w != value),
    )
    .step(format!("{n}! ways, divided by the repeats"))
    .value(expr)
}

pub(super) fn selections(c: &mut Ctx) -> Problem {
    let (men, women) = (c.int(4, 8), c.int(3, 7));
    let (m, w) = (c.int(1, 3), c.int(1, 3));
    let value = choose(men, m) * choose(women, w);
    Problem::new(format!("A committee of {m} men and {w} women is chosen from {men} men and {women} women. In how many ways can this be done?"), value.to_string())
        .wrong([choose(men + women, m + w), choose(men, m) + choose(women, w), perm(men, m) * perm(women, w)])
        .step(format!("{men}C{m} × {women}C{w}"))
        .value(format!("C({men},{m})*C({women},{w})"))
}

pub(super) fn counting_in_probability(c: &mut Ctx) -> Problem {
    let (boys, girls) = (c.int(3, 7), c.int(3, 7));
    let r = c.int(2, 3.min(girls));
    let value = Frac::new(choose(girls, r), choose(boys + girls, r));
    Problem::new(format!("{r} pupils are chosen at random from {boys} boys and {girls} girls. Find the probability that all are girls."), value.to_string())
        .wrong(unlike(value, [Frac::new(girls, boys + girls), Frac::new(r, boys + girls), Frac::new(choose(boys, r), choose(boys + girls, r))]))
        .step(format!("{girls}C{r} ÷ {}C{r}", boys + girls))
        .value(format!("C({girls},{r})/C({},{r})", boys + girls))
}

pub(super) fn polar_form(c: &mut Ctx) -> Problem {
    let (re, im, r) = c.pick(&[(1i64, 1i64, "√2"), (1, -1, "√2"), (3, 4, "5"), (0, 2, "2")]);
    let arg = (im as f64).atan2(re as f64).to_degrees();
    let show = complex(re, im);
    // Every angle written alike ("45°", "53.1°"), so that no option is the answer again with
    // "45.0°" for "45°".
    let degrees = |v: f64| format!("{}°", num(v, 1));
    let form = |r: &str, v: f64| format!("{r}(cos {0} + i sin {0})", degrees(v));
    let answer = form(r, arg);
    Problem::new(
        format!("Write z = {show} in polar form r(cos θ + i sin θ), with θ in degrees (1 decimal place where needed)."),
        answer.clone(),
    )
    .wrong(
        [form(r, 90.0 - arg), form(&(re * re + im * im).to_string(), arg), form(r, -arg), form(r, 180.0 - arg)]
            .into_iter()
            .filter(|w| *w != answer),
    )
    .step(format!("r = √({re}² + {im}²)"))
    .step("θ from tan θ = b/a, in the right quadrant")
}

pub(super) fn forming_differential_equations(c: &mut Ctx) -> Problem {
    let cases = [
        (
            "The rate at which a population P grows is proportional to P.",
            "dP/dt = kP",
            ["dP/dt = k", "dP/dt = kt", "P = kt"],
        ),
        (
            "A liquid cools at a rate proportional to the excess of its temperature θ over the room temperature of 25°C.",
            "dθ/dt = -k(θ - 25)",
            ["dθ/dt = -kθ", "dθ/dt = k(θ + 25)", "θ = 25 - kt"],
        ),
        (
            "The mass m of a radioactive substance decreases at a rate proportional to m.",
            "dm/dt = -km",
            ["dm/dt = km", "dm/dt = -k", "m = -kt"],
        ),
        (
            "The gradient of a curve at any point is twice the product of its coordinates.",
            "dy/dx = 2xy",
            ["dy/dx = 2x + y", "y = 2xy", "dy/dx = x²y"],
        ),
    ];
    let (text, answer, wrong) = cases[c.int(0, 3) as usize];
    Problem::new(format!("Form the differential equation: {text}"), answer)
        .wrong(wrong)
        .step("rate of change = constant × the quantity it depends on")
}

pub(super) fn discrete_random_variables(c: &mut Ctx) -> Problem {
    let n = c.int(3, 7);
    let weights: Vec<i64> = (1..=n).collect();
    let total: i64 = weights.iter().sum();
    match c.int(0, 3) {
        3 => {
            let k = c.int(2, n - 1);
            let p = Frac::new((k..=n).sum(), total);
            Problem::new(format!("P(X = x) = x/{total} for x = 1, 2, ..., {n}. Find P(X ≥ {k})."), p.to_string())
                .wrong(unlike(p, [Frac::new(k, total), Frac::new((1..k).sum(), total), Frac::new(n - k + 1, n)]))
                .step(format!("add P(X = x) for x = {k} to {n}"))
                .value(format!("({})/{total}", (k..=n).map(|x| x.to_string()).collect::<Vec<_>>().join("+")))
        }
        0 => Problem::new(
            format!("The random variable X takes the values 1 to {n} with P(X = x) = kx. Find k."),
            Frac::new(1, total).to_string(),
        )
        .wrong([Frac::new(1, n).to_string(), Frac::new(1, total + 1).to_string(), Frac::new(n, total).to_string()])
        .accept([format!("k = 1/{total}")])
        .step(format!("k(1 + ... + {n}) = 1"))
        .value(format!("1/({})", weights.iter().map(i64::to_string).collect::<Vec<_>>().join("+"))),
        1 => {
            let mean = Frac::new(weights.iter().map(|x| x * x).sum(), total);
            Problem::new(format!("P(X = x) = x/{total} for x = 1, 2, ..., {n}. Find E(X)."), mean.to_string())
                .wrong(unlike(mean, [Frac::new(n + 1, 2), Frac::new(total, n), Frac::new(n * n, total)]))
                .step("E(X) = Σ x P(X = x)")
                .value(format!(
                    "({})/{total}",
                    weights.iter().map(|x| format!("{x}*{x}")).collect::<Vec<_>>().join("+")
                ))
        }
        _ => {
            let e = Frac::new(weights.iter().map(|x| x * x).sum(), total);
            let e2 = Frac::new(weights.iter().map(|x| x * x * x).sum(), total);
            let var = e2.sub(e.mul(e));
            Problem::new(format!("P(X = x) = x/{total} for x = 1, 2, ..., {n}. Find Var(X)."), var.to_string())
                .wrong(unlike(var, [e2, e.mul(e), e2.sub(e)]))
                .step(format!("E(X) = {e} and E(X²) = {e2}"))
                .step("Var(X) = E(X²) - [E(X)]²")
                .value(format!(
                    "({})/{total}-(({})/{total})^2",
                    weights.iter().map(|x| format!("{x}^3")).collect::<Vec<_>>().join("+"),
                    weights.iter().map(|x| format!("{x}^2")).collect::<Vec<_>>().join("+")
                ))
        }
    }
}

pub(super) fn binomial_distribution(c: &mut Ctx) -> Problem {
    let n = c.int(5, 12);
    let p = c.pick(&[0.1, 0.2, 0.25, 0.3, 0.4, 0.5]);
    if c.t == 0 || c.chance(0.3) {
        return Problem::new(
            format!("X ~ B({n}, {p}). Find the mean and variance of X."),
            format!("mean = {}, variance = {}", num(n as f64 * p, 3), num(n as f64 * p * (1.0 - p), 4)),
        )
        .wrong([
            format!("mean = {}, variance = {}", num(n as f64 * p, 3), num(n as f64 * p, 3)),
            format!("mean = {}, variance = {}", num(n as f64 * (1.0 - p), 3), num(n as f64 * p * (1.0 - p), 4)),
            format!("mean = {}, variance = {}", num(p, 3), num(p * (1.0 - p), 4)),
        ])
        .step("mean = np, variance = np(1 - p)");
    }
    let r = c.int(1, n - 1);
    let value = choose(n, r) as f64 * p.powi(r as i32) * (1.0 - p).powi((n - r) as i32);
    Problem::new(format!("X ~ B({n}, {p}). Find P(X = {r}), to 4 decimal places."), fixed(value, 4))
        .wrong([
            fixed(p.powi(r as i32) * (1.0 - p).powi((n - r) as i32), 4),
            fixed(choose(n, r) as f64 * p.powi(r as i32), 4),
            fixed(value + 0.01, 4),
        ])
        .step(format!("{n}C{r} × {p}^{r} × {}^{}", num(1.0 - p, 2), n - r))
        .rounded(format!("C({n},{r})*{p}^{r}*(1-{p})^({n}-{r})"), 4)
}

pub(super) fn poisson_distribution(c: &mut Ctx) -> Problem {
    let lambda: f64 = c.pick(&[0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0]);
    if c.chance(0.3) {
        let (n, p) = c.pick(&[(200, 0.01), (500, 0.004), (1000, 0.002), (400, 0.005)]);
        return Problem::new(
            format!("X ~ B({n}, {p}) is approximated by a Poisson distribution. What is its parameter λ?"),
            num(n as f64 * p, 2),
        )
        .wrong([num(n as f64 * p * (1.0 - p), 3), num(p, 3), num(n as f64 * p + 1.0, 2)])
        .step("λ = np")
        .value(format!("{n}*{p}"));
    }
    let r = c.int(0, 4);
    let value = (-lambda).exp() * lambda.powi(r as i32) / factorial(r) as f64;
    Problem::new(format!("X ~ Po({lambda}). Find P(X = {r}), to 4 decimal places."), fixed(value, 4))
        .wrong([
            fixed(lambda.powi(r as i32) / factorial(r) as f64, 4),
            fixed((-lambda).exp() * lambda.powi(r as i32), 4),
            fixed(value + 0.01, 4),
        ])
        .step(format!("e^(-{lambda}) × {lambda}^{r} ÷ {r}!"))
        .rounded(format!("exp(-{lambda})*{lambda}^{r}/fact({r})"), 4)
}

/// The standard normal distribution function, exact to about 1e-12 for |z| < 6 (a table's
/// fourth decimal must come out right even next to a rounding boundary).
fn phi(z: f64) -> f64 {
    let x = z / std::f64::consts::SQRT_2;
    let erf = if x.abs() < 3.0 {
        // erf x = 2/√π Σ (-1)ⁿ x^(2n+1) / (n! (2n + 1))
        let (mut sum, mut power, mut n) = (0.0, x, 0.0);
        loop {
            let term = power / (2.0 * n + 1.0);
            sum += term;
            if term.abs() < 1e-17 {
                break;
            }
            n += 1.0;
            power *= -x * x / n;
        }
        sum * 2.0 / std::f64::consts::PI.sqrt()
    } else {
        // Far out the asymptotic series of erfc is already well below a table's last place.
        let x2 = x.abs() * x.abs();
        let erfc = (-x2).exp() / (x.abs() * std::f64::consts::PI.sqrt())
            * (1.0 - 1.0 / (2.0 * x2) + 3.0 / (4.0 * x2 * x2) - 15.0 / (8.0 * x2 * x2 * x2));
        x.signum() * (1.0 - erfc)
    };
    0.5 * (1.0 + erf)
}

pub(super) fn normal_distribution(c: &mut Ctx) -> Problem {
    let mu = c.int(4, 20) * 5;
    let sigma = c.int(2, 10);
    // z = 0 would make P(X < μ) = 0.5: no table needed, and its neighbours are all alike.
    let z_tenths = c.nonzero(-25, 25);
    let x = mu as f64 + sigma as f64 * z_tenths as f64 / 10.0;
    let z = (x - mu as f64) / sigma as f64;
    if c.t == 0 {
        return Problem::new(
            format!("X ~ N({mu}, {}). Standardise x = {}: find z.", sigma * sigma, num(x, 2)),
            num(z, 2),
        )
        .wrong(
            [num((x - mu as f64) / (sigma * sigma) as f64, 3), num(-z, 2), num((x - mu as f64) * sigma as f64, 2)]
                .into_iter()
                .filter(|w| *w != num(z, 2)),
        )
        .step(format!("z = ({} - {mu}) ÷ {sigma}", num(x, 2)))
        .value(format!("({x}-{mu})/{sigma}"));
    }
    let value = phi(z);
    Problem::new(
        format!("X ~ N({mu}, {}). Find P(X < {}), to 4 decimal places.", sigma * sigma, num(x, 2)),
        fixed(value, 4),
    )
    .wrong([
        fixed(1.0 - value, 4),
        fixed(phi((x - mu as f64) / (sigma * sigma) as f64), 4),
        fixed(if value > 0.5 { value - 0.05 } else { value + 0.05 }, 4),
    ])
    .step(format!("z = {}", num(z, 2)))
    .step(format!("Φ({})", num(z, 2)))
    .rounded(format!("phi(({x}-{mu})/{sigma})"), 4)
}

pub(super) fn sampling_and_estimation(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let cases = [
                ("choosing every 10th name from a register after a random start", "systematic sampling"),
                ("drawing names from a hat so that every student has the same chance", "simple random sampling"),
                ("choosing from each class in proportion to its size", "stratified sampling"),
                ("asking whoever passes the school gate first", "convenience (opportunity) sampling"),
            ];
            let k = c.int(0, 3) as usize;
            let (method, name) = cases[k];
            Problem::new(format!("Which sampling method is {method}?"), name)
                .wrong(cases.iter().enumerate().filter(|(i, _)| *i != k).map(|(_, (_, n))| *n))
        }
        1 => {
            let (mean, sigma, n) = (c.int(40, 80), c.int(4, 15), c.pick(&[25, 36, 49, 64, 100]));
            let se = sigma as f64 / (n as f64).sqrt();
            let upper = mean as f64 + 1.96 * se;
            Problem::new(format!("A sample of {n} has mean {mean}, from a population with standard deviation {sigma}. Find the upper limit of the 95% confidence interval for the population mean, to 2 decimal places."), fixed(upper, 2))
                .wrong([fixed(mean as f64 + 1.96 * sigma as f64, 2), fixed(mean as f64 + 1.645 * se, 2), fixed(mean as f64 - 1.96 * se, 2)])
                .step(format!("standard error = {sigma}/√{n}"))
                .step("mean + 1.96 × standard error")
                .rounded(format!("{mean}+1.96*{sigma}/sqrt({n})"), 2)
        }
        _ => {
            let (mu, sigma, n) = (c.int(40, 80), c.int(4, 15), c.pick(&[25, 36, 49, 64, 100]));
            let xbar = mu as f64 + c.int(-20, 20) as f64 / 10.0;
            let z = (xbar - mu as f64) / (sigma as f64 / (n as f64).sqrt());
            Problem::new(format!("H₀: μ = {mu}. A sample of {n} from a population with σ = {sigma} has mean {}. Find the test statistic z, to 2 decimal places.", num(xbar, 1)), fixed(z, 2))
                .wrong([fixed((xbar - mu as f64) / sigma as f64, 2), fixed((xbar - mu as f64) / (sigma as f64 / n as f64), 2), fixed(-z + if z == 0.0 { 0.1 } else { 0.0 }, 2)])
                .step(format!("z = ({} - {mu}) ÷ ({sigma}/√{n})", num(xbar, 1)))
                .rounded(format!("({xbar}-{mu})/({sigma}/sqrt({n}))"), 2)
        }
    }
}

pub(super) fn correlation_and_regression(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let (sxx, syy) = (c.int(20, 200), c.int(20, 200));
            let sxy = c.int(-((sxx * syy) as f64).sqrt() as i64 + 1, ((sxx * syy) as f64).sqrt() as i64 - 1);
            let r = sxy as f64 / ((sxx * syy) as f64).sqrt();
            Problem::new(format!("For some bivariate data, Sxx = {sxx}, Syy = {syy} and Sxy = {sxy}. Find the product-moment correlation coefficient, to 3 decimal places."), fixed(r, 3))
                .wrong([fixed(sxy as f64 / (sxx * syy) as f64, 3), fixed(sxy as f64 / sxx as f64, 3), fixed(-r + if r == 0.0 { 0.1 } else { 0.0 }, 3)])
                .step("r = Sxy ÷ √(Sxx Syy)")
                .rounded(format!("{sxy}/sqrt({sxx}*{syy})"), 3)
        }
        1 => {
            let (sxx, b, xbar, ybar) = (c.int(10, 100), c.nonzero(-4, 4), c.int(2, 20), c.int(10, 60));
            let sxy = b * sxx;
            let a = ybar - b * xbar;
            Problem::new(
                format!("Sxx = {sxx}, Sxy = {sxy}, x̄ = {xbar} and ȳ = {ybar}. Find the regression line of y on x."),
                format!("y = {}", terms(&[(a, ""), (b, "x")]).replace("+ -", "- ")),
            )
            .wrong([
                format!("y = {}", terms(&[(ybar, ""), (b, "x")])),
                format!("y = {}", terms(&[(xbar - b * ybar, ""), (b, "x")])),
                format!("y = {}", terms(&[(a, ""), (-b, "x")])),
                format!("y = {}", terms(&[(b, ""), (a, "x")])),
                format!("y = {}", terms(&[(-a, ""), (b, "x")])),
            ])
            .step(format!("b = Sxy ÷ Sxx = {b}"))
            .step(format!("a = ȳ - b x̄ = {a}"))
            .identity(format!("{a}+({b})*x"))
        }
        _ => {
            let cases = [
                ("the points lie close to a straight line sloping upwards", "strong positive correlation"),
                ("the points lie close to a straight line sloping downwards", "strong negative correlation"),
                ("the points are scattered with no pattern", "no correlation"),
                ("the points rise loosely from left to right", "weak positive correlation"),
            ];
            let k = c.int(0, 3) as usize;
            let (shape, name) = cases[k];
            Problem::new(format!("On a scatter diagram, {shape}. What does this show?"), name)
                .wrong(cases.iter().enumerate().filter(|(i, _)| *i != k).map(|(_, (_, n))| *n))
        }
    }
}

pub(super) fn linear_transformations(c: &mut Ctx) -> Problem {
    let m = [c.int(-3, 4), c.int(-3, 4), c.int(-3, 4), c.int(-3, 4)];
    let det = m[0] * m[3] - m[1] * m[2];
    if c.chance(0.5) && det != 0 {
        let area = c.int(2, 12);
        return Problem::new(
            format!(
                "A shape of area {area} cm² is transformed by the matrix [{} {}; {} {}]. Find the area of its image.",
                m[0], m[1], m[2], m[3]
            ),
            format!("{} cm²", area * det.abs()),
        )
        .wrong([
            format!("{} cm²", area * (m[0] * m[3] + m[1] * m[2]).abs()),
            format!("{} cm²", area + det.abs()),
            format!("{} cm²", area * det.abs() * 2),
        ])
        .step(format!("area scale factor = |det| = {}", det.abs()))
        .value(format!("{area}*abs({det})"));
    }
    let (x, y) = (c.int(-4, 4), c.int(-4, 4));
    Problem::new(
        format!("Find the image of the point ({x}, {y}) under the matrix [{} {}; {} {}].", m[0], m[1], m[2], m[3]),
        format!("({}, {})", m[0] * x + m[1] * y, m[2] * x + m[3] * y),
    )
    .wrong([
        format!("({}, {})", m[0] * x + m[2] * y, m[1] * x + m[3] * y),
        format!("({}, {})", m[0] * x, m[3] * y),
        format!("({}, {})", m[0] + x, m[3] + y),
    ])
    .step("multiply the matrix by the column vector")
}

pub(super) fn matrix_algebra(c: &mut Ctx) -> Problem {
    if c.chance(0.5) {
        super::secondary::inverse_matrix(c)
    } else {
        let m: Vec<i64> = (0..9).map(|_| c.int(-3, 4)).collect();
        let det = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6])
            + m[2] * (m[3] * m[7] - m[4] * m[6]);
        Problem::new(
            format!(
                "Find the determinant of the 3×3 matrix [{} {} {}; {} {} {}; {} {} {}].",
                m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8]
            ),
            det.to_string(),
        )
        .wrong([
            m[0] * m[4] * m[8] - m[2] * m[4] * m[6],
            -det,
            m[0] * (m[4] * m[8] - m[5] * m[7])
                + m[1] * (m[3] * m[8] - m[5] * m[6])
                + m[2] * (m[3] * m[7] - m[4] * m[6]),
        ])
        .step("expand along the first row")
        .value(format!(
            "({})*(({})*({})-({})*({}))-({})*(({})*({})-({})*({}))+({})*(({})*({})-({})*({}))",
            m[0], m[4], m[8], m[5], m[7], m[1], m[3], m[8], m[5], m[6], m[2], m[3], m[7], m[4], m[6]
        ))
    }
}

pub(super) fn induction(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let n = c.int(4, 30);
            let expr = (1..=n).map(|r| format!("{r}*{}", r + 1)).collect::<Vec<_>>().join("+");
            let value = n * (n + 1) * (n + 2) / 3;
            Problem::new(format!("It can be proved by induction that the sum of r(r + 1) from r = 1 to n is n(n + 1)(n + 2)/3. Use it to find the sum for n = {n}."), value.to_string())
                .wrong([n * (n + 1) / 2, n * (n + 1) * (2 * n + 1) / 6, value + n])
                .step(format!("{n} × {} × {} ÷ 3", n + 1, n + 2))
                .value(expr)
        }
        1 => {
            let (a, d) = c.pick(&[(5, 4), (7, 6), (9, 8), (3, 2), (11, 10)]);
            Problem::new(
                format!("For every positive integer n, {a}ⁿ - 1 is divisible by which of these numbers?"),
                d.to_string(),
            )
            .wrong([a, d + 1, a + 1].into_iter().filter(|w| *w != d && d % w != 0))
            .step(format!("for n = 1, {a} - 1 = {d}"))
            .step(format!("{a}^(k+1) - 1 = {a}({a}^k - 1) + {d}"))
        }
        _ => Problem::new(
            "In a proof by mathematical induction, after showing the result is true for n = 1, what must be shown?",
            "if it is true for n = k, it is true for n = k + 1",
        )
        .wrong([
            "it is true for n = 2",
            "it is true for every n = k",
            "if it is true for n = k + 1, it is true for n = k",
        ])
        .step("the base case and the inductive step"),
    }
}

pub(super) fn binary_operations(c: &mut Ctx) -> Problem {
    let k = c.int(1, 6);
    match c.int(0, 2) {
        0 => {
            let (a, b, d) = (c.int(-4, 6), c.int(-4, 6), c.int(-4, 6));
            let op = |x: i64, y: i64| x + y + k * x * y;
            let value = op(op(a, b), d);
            Problem::new(
                format!("The operation * is defined by x * y = x + y + {k}xy. Find ({a} * {b}) * {d}."),
                value.to_string(),
            )
            .wrong([
                op(a, op(b, d)) + if op(a, op(b, d)) == value { 1 } else { 0 },
                a + b + d + k * a * b * d,
                op(a, b) + d,
            ])
            .step(format!("{a} * {b} = {}", op(a, b)))
            .value(format!("({a}+{b}+{k}*{a}*{b})+({d})+{k}*({a}+{b}+{k}*{a}*{b})*({d})"))
        }
        1 => Problem::new(
            format!(
                "The operation * on the real numbers is defined by x * y = x + y - {k}. Find the identity element."
            ),
            k.to_string(),
        )
        .wrong([-k, 0, 2 * k])
        .step(format!("x * e = x gives e - {k} = 0"))
        .value(k.to_string()),
        _ => {
            let n = c.pick(&[6, 8, 9, 10, 12]);
            let a = loop {
                let a = c.int(1, n - 1);
                if n / gcd(a, n) != n || c.chance(0.3) {
                    break a;
                }
            };
            let order = n / gcd(a, n);
            Problem::new(
                format!(
                    "In the group (Z{}, +) of integers modulo {n}, what is the order of the element {a}?",
                    sub_n(n)
                ),
                order.to_string(),
            )
            .wrong([n, a, n - a].into_iter().filter(|w| *w != order))
            .step(format!("the smallest k with {a}k ≡ 0 (mod {n})"))
            .value(format!("{n}/gcd({a},{n})"))
        }
    }
}

fn sub_n(n: i64) -> String {
    n.to_string().chars().map(|c| char::from_u32(0x2080 + c.to_digit(10).unwrap_or(0)).unwrap_or(c)).collect()
}

pub(super) fn further_complex(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let (a, b, r) = (c.int(-5, 5), c.int(-5, 5), c.int(2, 6));
            if (a, b) == (0, 0) {
                // |z| = r: its centre cannot be mistaken for its reflection.
                return further_complex(c);
            }
            let z0 = complex(a, b);
            Problem::new(
                format!("Describe the locus of z satisfying |z - ({z0})| = {r} on the Argand diagram."),
                format!("a circle with centre ({a}, {b}) and radius {r}"),
            )
            .wrong([
                format!("a circle with centre ({}, {}) and radius {r}", -a, -b),
                format!("a circle with centre ({a}, {b}) and radius {}", r * r),
                format!("the perpendicular bisector of 0 and ({a}, {b})"),
            ])
            .step("|z - z₀| = r is a circle, centre z₀, radius r")
        }
        1 => {
            let n = c.int(3, 8);
            if c.chance(0.5) {
                Problem::new(format!("What is the sum of the {} roots of unity?", ordinal(n)), "0")
                    .wrong(["1".to_string(), n.to_string(), "-1".to_string()])
                    .step("they are spread evenly round the unit circle")
                    .value("0")
            } else {
                Problem::new(
                    format!(
                        "What is the argument, in degrees, between neighbouring {} roots of unity, to 2 decimal places where needed?",
                        ordinal(n)
                    ),
                    format!("{}°", num(360.0 / n as f64, 2)),
                )
                .wrong([
                    format!("{}°", num(180.0 / n as f64, 2)),
                    format!("{}°", n * 30),
                    format!("{}°", num(360.0 / (n + 1) as f64, 2)),
                ])
                .step(format!("2π/{n} radians"))
                .rounded_up_to(format!("360/{n}"), 2)
            }
        }
        _ => {
            let (r, text, deg) =
                c.pick(&[(2, "π/3", 60), (2, "π/6", 30), (4, "π/2", 90), (3, "π/4", 45), (6, "2π/3", 120)]);
            let x = r as f64 * (deg as f64).to_radians().cos();
            Problem::new(
                format!("z = {r}e^(i{text}). Find the real part of z, to 2 decimal places where needed."),
                num(x, 2),
            )
            .wrong(
                [num(r as f64 * (deg as f64).to_radians().sin(), 2), r.to_string(), num(x / r as f64, 2)]
                    .into_iter()
                    .filter(|w| *w != num(x, 2)),
            )
            .step(format!("Re z = {r} cos {text}"))
            .rounded_up_to(format!("{r}*cos({deg})"), 2)
        }
    }
}

pub(super) fn polar_coordinates(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let (x, y, r) = c.pick(&TRIPLES[..4]);
            Problem::new(format!("The point ({x}, {y}) has polar coordinates (r, θ). Find r."), r.to_string())
                .wrong([x + y, x * x + y * y, (y - x).abs()])
                .step(format!("r = √({x}² + {y}²)"))
                .value(format!("sqrt({x}^2+{y}^2)"))
        }
        1 => {
            let (r, theta) = (c.int(2, 10), c.pick(&[30, 45, 60, 120, 150]));
            let x = r as f64 * (theta as f64).to_radians().cos();
            Problem::new(
                format!(
                    "Convert the polar point (r, θ) = ({r}, {theta}°) to Cartesian form. Find x, to 2 decimal places."
                ),
                fixed(x, 2),
            )
            .wrong([
                fixed(r as f64 * (theta as f64).to_radians().sin(), 2),
                fixed(r as f64 * theta as f64 / 90.0, 2),
                fixed(-x, 2),
            ])
            .step("x = r cos θ")
            .rounded(format!("{r}*cos({theta})"), 2)
        }
        _ => {
            let (a, k) = (c.int(1, 6), c.pick(&[2, 3, 4, 6]));
            // Area of r = a for 0 ≤ θ ≤ π/k: ½ a² π/k.
            let coefficient = Frac::new(a * a, 2 * k);
            let shown = pi_times(coefficient);
            Problem::new(
                format!(
                    "Find the area enclosed by the curve r = {a} and the half-lines θ = 0 and θ = π/{k}, in terms of π."
                ),
                shown,
            )
            // Forgetting the ½, squaring nothing, and integrating over a whole turn.
            .wrong(
                [Frac::new(a * a, k), Frac::new(a, 2 * k), Frac::int(a * a)]
                    .into_iter()
                    .filter(|w| *w != coefficient)
                    .map(pi_times),
            )
            .step(format!("A = ½ ∫ {a}² dθ from 0 to π/{k}"))
            .integral(format!("0.5*{a}^2"), 0.0, std::f64::consts::PI / k as f64, 1e-6)
        }
    }
}

pub(super) fn hyperbolic_functions(c: &mut Ctx) -> Problem {
    let k = c.int(2, 5);
    match c.int(0, 2) {
        0 => {
            let value = Frac::new(k * k + 1, 2 * k);
            Problem::new(format!("Find the exact value of cosh(ln {k})."), value.to_string())
                .wrong(unlike(value, [Frac::new(k * k - 1, 2 * k), Frac::new(k, 2), Frac::new(k * k + 1, k)]))
                .step(format!("cosh x = (eˣ + e⁻ˣ)/2 = ({k} + 1/{k})/2"))
                .value(format!("cosh(ln({k}))"))
        }
        1 => {
            let (o, a, h) = c.pick(&TRIPLES[..4]);
            // cosh²x - sinh²x = 1 with sinh x = o/a gives cosh x = h/a.
            let value = Frac::new(h, a);
            Problem::new(format!("Given sinh x = {}, find cosh x.", Frac::new(o, a)), value.to_string())
                .wrong(unlike(value, [Frac::new(a, h), Frac::new(o, h), Frac::new(a, o)]))
                .step("cosh²x = 1 + sinh²x")
                .value(format!("sqrt(1+({o}/{a})^2)"))
        }
        _ => {
            let value = Frac::new(k * k - 1, 2 * k);
            Problem::new(format!("arsinh x = ln {k}. Find x as a fraction."), value.to_string())
                .wrong(unlike(value, [Frac::new(k * k + 1, 2 * k), Frac::new(k - 1, k), Frac::new(k, 2)]))
                .step(format!("x = sinh(ln {k}) = ({k} - 1/{k})/2"))
                .value(format!("sinh(ln({k}))"))
        }
    }
}

pub(super) fn further_integration(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let n = c.int(2, 6);
            // Iₙ = ∫₀^{π/2} sinⁿx dx = (n-1)/n Iₙ₋₂, I₀ = π/2, I₁ = 1.
            let mut coefficient = Frac::int(1);
            let mut k = n;
            while k >= 2 {
                coefficient = coefficient.mul(Frac::new(k - 1, k));
                k -= 2;
            }
            let shown = if n % 2 == 1 {
                coefficient.to_string()
            } else {
                format!(
                    "{}π/{}",
                    if coefficient.n == 1 { String::new() } else { coefficient.n.to_string() },
                    2 * coefficient.d
                )
            };
            Problem::new(
                format!("Given Iₙ = ∫ sinⁿx dx from 0 to π/2 and Iₙ = ((n - 1)/n) Iₙ₋₂, find I{}.", sub_n(n)),
                shown,
            )
            .wrong([Frac::new(n - 1, n).to_string(), format!("π/{}", 2 * n), format!("{}π", Frac::new(1, n))])
            .step("I₀ = π/2 and I₁ = 1")
            .step("apply the reduction formula repeatedly")
            .integral(format!("rsin(x)^{n}"), 0.0, std::f64::consts::FRAC_PI_2, 1e-6)
        }
        1 => {
            let k = c.int(2, 5);
            let value = Frac::new(k * k - 1, 2 * k);
            Problem::new(
                format!("Find the length of the arc of y = cosh x from x = 0 to x = ln {k}."),
                value.to_string(),
            )
            .wrong(unlike(value, [Frac::new(k * k + 1, 2 * k), Frac::new(k, 2), Frac::new(k - 1, 1)]))
            .step("s = ∫ √(1 + sinh²x) dx = ∫ cosh x dx")
            .step(format!("sinh(ln {k})"))
            .integral("sqrt(1+sinh(x)^2)", 0.0, (k as f64).ln(), 1e-6)
        }
        _ => {
            let h = c.int(2, 8);
            // y = (3/4)x from 0 to h rotated: S = 2π ∫ (3/4)x (5/4) dx = (15/16)π h².
            let coefficient = Frac::new(15 * h * h, 16);
            Problem::new(format!("The line y = 3x/4 from x = 0 to x = {h} is rotated through 2π about the x-axis. Find the curved surface area, in terms of π."), pi_times(coefficient))
                .wrong([pi_times(Frac::new(3 * h * h, 4)), pi_times(Frac::new(15 * h, 8)), pi_times(Frac::new(5 * h * h, 4)), pi_times(Frac::new(15 * h * h, 8))])
                .step("S = 2π ∫ y √(1 + (dy/dx)²) dx")
                .integral("2*pi*(3/4)*x*sqrt(1+(3/4)^2)", 0.0, h as f64, 1e-6)
        }
    }
}

pub(super) fn second_order_equations(c: &mut Ctx) -> Problem {
    let (p, q) = c.two(-4, 5);
    match c.int(0, 2) {
        0 => {
            let (b, k) = (-(p + q), p * q);
            Problem::new(
                format!(
                    "Find the roots of the auxiliary equation of {} = 0.",
                    terms(&[(1, "d²y/dx²"), (b, "dy/dx"), (k, "y")])
                ),
                format!("m = {} or m = {}", p.min(q), p.max(q)),
            )
            .wrong(wrong_roots((p, q), 1, [(-p, -q), (b, k), (p, -q)], |a, b| format!("m = {a} or m = {b}")))
            .step(format!("{} = 0", terms(&[(1, "m²"), (b, "m"), (k, "")])))
            .satisfies([format!("m^2+({b})*m+({k}) = 0")], 2)
        }
        1 => {
            let (k, r) = (c.nonzero(1, 9), c.int(1, 6) * c.nonzero(1, 9));
            let pi = Frac::new(r, k);
            // Forgetting to divide, dividing the wrong way, and letting the derivatives of a
            // constant count as the constant itself: (1 + 3 + k)y = r.
            Problem::new(
                format!("Find a particular integral of d²y/dx² + 3 dy/dx + {}y = {r}.", coefficient(k)),
                format!("y = {pi}"),
            )
            .wrong(
                unlike(pi, [Frac::int(r), Frac::new(k, r), Frac::new(r, k + 4), Frac::new(r, k + 3)])
                    .into_iter()
                    .map(|w| format!("y = {w}")),
            )
            .accept([pi.to_string()])
            .step(format!("try y = constant: {k}y = {r}"))
            .satisfies([format!("{k}*y = {r}")], 1)
        }
        _ => {
            let w = c.int(2, 8);
            let period = Frac::new(2, w);
            let shown = if period.n == 1 { format!("π/{}", period.d) } else { format!("{}π/{}", period.n, period.d) };
            Problem::new(
                format!("A particle moves so that d²x/dt² + {}x = 0. Find the period of its oscillation.", w * w),
                shown,
            )
            .wrong([format!("π/{}", w * w), format!("{}π", w), format!("2π/{}", w * w)])
            .step(format!("ω = {w}"))
            .step("period = 2π/ω")
            .value(format!("2*pi/{w}"))
        }
    }
}

pub(super) fn linear_algebra(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let (l1, l2) = c.two(-3, 6);
            // A = P D P⁻¹ with P = [1 1; 1 2], P⁻¹ = [2 -1; -1 1]
            let a = [2 * l1 - l2, -l1 + l2, 2 * l1 - 2 * l2, -l1 + 2 * l2];
            let (trace, det) = (a[0] + a[3], a[0] * a[3] - a[1] * a[2]);
            Problem::new(
                format!("Find the eigenvalues of the matrix [{} {}; {} {}].", a[0], a[1], a[2], a[3]),
                format!("λ = {} or λ = {}", l1.min(l2), l1.max(l2)),
            )
            .wrong(wrong_roots((l1, l2), 1, [(a[0], a[3]), (-l1, -l2), (trace, det)], |x, y| {
                format!("λ = {x} or λ = {y}")
            }))
            .step(format!("det(A - λI) = λ² - {trace}λ {} = 0", signed(det)))
            .satisfies([format!("λ^2-({trace})*λ+({det}) = 0")], 2)
        }
        1 => {
            let (a, b) = (c.nonzero(-5, 5), c.nonzero(-5, 5));
            let m = c.nonzero(-3, 3);
            Problem::new(
                format!("For which value of k are the vectors ({a}, {b}) and ({}, k) linearly dependent?", a * m),
                format!("k = {}", b * m),
            )
            .wrong([format!("k = {}", -b * m), format!("k = {}", a * m), format!("k = {b}")])
            .accept([(b * m).to_string()])
            .step("their determinant must be zero")
            .satisfies([format!("({a})*k-({b})*({}) = 0", a * m)], 1)
        }
        _ => {
            let (what, dim) = c.pick(&[
                ("polynomials of degree at most 3", 4),
                ("2 × 3 matrices", 6),
                ("2 × 2 matrices", 4),
                ("vectors in ℝ³", 3),
                ("polynomials of degree at most 5", 6),
            ]);
            Problem::new(format!("What is the dimension of the vector space of {what}?"), dim.to_string())
                .wrong([dim - 1, dim + 1, dim * 2])
                .step("count the vectors in a basis")
                .value(dim.to_string())
        }
    }
}

pub(super) fn conic_sections(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let a = c.int(1, 6);
            Problem::new(format!("Find the focus of the parabola y² = {}x.", 4 * a), format!("({a}, 0)"))
                .wrong([format!("({}, 0)", 4 * a), format!("(0, {a})"), format!("({}, 0)", -a)])
                .step(format!("y² = 4ax with a = {a}"))
        }
        1 => {
            let (p, q, a) = c.pick(&TRIPLES[..4]);
            // Semi-major axis a (the hypotenuse), semi-minor b, focal distance the other side.
            let (b, focal) = if c.chance(0.5) { (p, q) } else { (q, p) };
            let e = Frac::new(focal, a);
            Problem::new(
                format!("Find the eccentricity of the ellipse x²/{} + y²/{} = 1.", a * a, b * b),
                e.to_string(),
            )
            .wrong(unlike(e, [Frac::new(b, a), Frac::new(a, b), Frac::new(a * a - b * b, a * a)]))
            .step(format!("b² = a²(1 - e²) with a = {a}, b = {b}"))
            .value(format!("sqrt(1-{b}^2/{a}^2)"))
        }
        _ => {
            let (a, b, h) = c.pick(&TRIPLES[..4]);
            let e = Frac::new(h, a);
            Problem::new(
                format!("Find the eccentricity of the hyperbola x²/{} - y²/{} = 1.", a * a, b * b),
                e.to_string(),
            )
            .wrong(unlike(e, [Frac::new(b, a), Frac::new(a, h), Frac::new(h, b)]))
            .step(format!("b² = a²(e² - 1) with a = {a}, b = {b}"))
            .value(format!("sqrt(1+{b}^2/{a}^2)"))
        }
    }
}

pub(super) fn numerical_methods(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let n = c.pick(&[2, 3, 5, 7, 10, 11]);
            let x0 = (n as f64).sqrt().round().max(1.0);
            let x1 = x0 - (x0 * x0 - n as f64) / (2.0 * x0);
            Problem::new(format!("Apply one step of the Newton-Raphson method to f(x) = x² - {n}, starting from x₀ = {}. Give x₁ to 4 decimal places.", num(x0, 0)), fixed(x1, 4))
                .wrong([fixed(x0 + (x0 * x0 - n as f64) / (2.0 * x0), 4), fixed(x0 - (x0 * x0 - n as f64) / x0, 4), fixed((n as f64).sqrt(), 4)].into_iter().filter(|w| *w != fixed(x1, 4)))
                .step("x₁ = x₀ - f(x₀)/f'(x₀)")
                .rounded(format!("{x0}-({x0}^2-{n})/(2*{x0})"), 4)
        }
        1 => {
            let (b, strips) = (c.int(2, 4), c.pick(&[2, 4]));
            let h = b as f64 / strips as f64;
            let ys: Vec<f64> = (0..=strips).map(|i| (i as f64 * h).powi(2)).collect();
            let estimate = h / 2.0 * (ys[0] + ys[strips] + 2.0 * ys[1..strips].iter().sum::<f64>());
            let expr = format!(
                "{h}/2*({}+{}+2*({}))",
                ys[0],
                ys[strips],
                ys[1..strips].iter().map(|y| y.to_string()).collect::<Vec<_>>().join("+")
            );
            Problem::new(format!("Use the trapezium rule with {strips} strips to estimate ∫ x² dx from 0 to {b}, to 4 decimal places where needed."), num(estimate, 4))
                .wrong([num((b * b * b) as f64 / 3.0, 4), num(h * ys.iter().sum::<f64>(), 4), num(estimate / 2.0, 4)].into_iter().filter(|w| *w != num(estimate, 4)))
                .step(format!("h = {}", num(h, 2)))
                .step("½h[y₀ + yₙ + 2(y₁ + ... + yₙ₋₁)]")
                .rounded_up_to(expr, 4)
        }
        _ => {
            let (k, x0) = (c.int(2, 6), c.int(1, 3));
            let x1 = ((x0 + k) as f64).sqrt();
            let x2 = (x1 + k as f64).sqrt();
            Problem::new(format!("Using xₙ₊₁ = √(xₙ + {k}) with x₀ = {x0}, find x₂ to 4 decimal places."), fixed(x2, 4))
                .wrong([fixed(x1, 4), fixed((x2 + k as f64).sqrt(), 4), fixed(x2 + 0.01, 4)])
                .step(format!("x₁ = √{} = {}", x0 + k, fixed(x1, 4)))
                .step(format!("x₂ = √(x₁ + {k})"))
                .rounded(format!("sqrt(sqrt({x0}+{k})+{k})"), 4)
        }
    }
}

pub(super) fn further_probability(c: &mut Ctx) -> Problem {
    match c.int(0, 2) {
        0 => {
            let a = c.int(1, 6);
            let k = Frac::new(2, a * a);
            Problem::new(
                format!("X has probability density function f(x) = kx for 0 ≤ x ≤ {a} (and 0 otherwise). Find k."),
                k.to_string(),
            )
            .wrong(unlike(k, [Frac::new(1, a), Frac::new(1, a * a), Frac::new(2, a)]))
            .accept([format!("k = {k}")])
            .step(format!("∫ kx dx from 0 to {a} = 1"))
            .step(format!("k{}²/2 = 1", a))
            .satisfies([format!("k*{a}^2/2 = 1")], 1)
        }
        1 => {
            let (r, cc) = (c.int(2, 5), c.int(2, 5));
            Problem::new(
                format!("How many degrees of freedom does a χ² test on a {r} × {cc} contingency table have?"),
                ((r - 1) * (cc - 1)).to_string(),
            )
            .wrong([r * cc - 1, r * cc, (r - 1) + (cc - 1)].into_iter().filter(|w| *w != (r - 1) * (cc - 1)))
            .step(format!("({r} - 1)({cc} - 1)"))
            .value(format!("({r}-1)*({cc}-1)"))
        }
        _ => {
            let (n, p) = (c.int(2, 8), c.pick(&[(1, 4), (1, 2), (3, 4), (2, 5)]));
            let q = (p.1 - p.0, p.1);
            let mean = Frac::new(n * p.0, p.1);
            Problem::new(
                format!(
                    "X has probability generating function G(t) = ({}/{} + {}t/{}){}. Find E(X).",
                    q.0,
                    q.1,
                    coefficient(p.0),
                    p.1,
                    sup(n)
                ),
                mean.to_string(),
            )
            .wrong(unlike(mean, [Frac::new(p.0, p.1), Frac::new(n * q.0, q.1), Frac::int(n)]))
            .step("E(X) = G'(1)")
            .slope(format!("({}/{}+{}*x/{})^{n}", q.0, q.1, p.0, p.1), 1.0)
        }
    }
}
