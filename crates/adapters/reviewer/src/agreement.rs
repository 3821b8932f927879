//! How closely two markers agree: exact agreement, Pearson's r, RMSE and quadratic-weighted
//! kappa (QWK), as docs/marking.md reports them for the teachers' cases and the public sets.
//!
//! Marks of questions with different maxima are first put on one scale: each mark is
//! multiplied by L / max, where L is the least common multiple of the maxima. That is exact (no
//! rounding), keeps every question's full range, and makes "1 of 2" and "2 of 4" the same
//! category, which is what a teacher means by them. Pearson and QWK are computed on that
//! scale; RMSE is a share of each question's marks (0.25: a quarter of the marks off, on
//! average in the square).

use sabi_domain::quiz::MarkingPoint;
use sabi_ports::ReviewItem;
use serde::Deserialize;

/// One of the repository's answers marked by a teacher (marking-set/cases.json): "tune" cases
/// were looked at while the marker was developed, "holdout" ones never.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TeacherCase {
    pub id: String,
    pub question: String,
    pub marks: u32,
    pub marking_scheme: Vec<MarkingPoint>,
    pub answer: String,
    pub human_mark: u32,
    pub split: String,
}

impl TeacherCase {
    /// The case as the marker is asked it.
    pub fn item(&self) -> ReviewItem {
        ReviewItem {
            question: self.question.clone(),
            answer: self.answer.clone(),
            marks: self.marks,
            marking_scheme: self.marking_scheme.clone(),
        }
    }
}

/// The repository's teacher-marked cases, read from the source tree (for tests and examples).
pub fn teacher_cases() -> Vec<TeacherCase> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/marking-set/cases.json");
    let text = std::fs::read_to_string(path).expect("marking-set/cases.json is readable");
    serde_json::from_str(&text).expect("marking-set/cases.json is a list of cases")
}

/// One marked answer: the reference marker's mark (a person's), the other's, and the maximum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pair {
    pub human: u32,
    pub machine: u32,
    pub max: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Figures {
    pub cases: usize,
    pub exact: f64,
    pub pearson: f64,
    /// Root mean square difference, as a share of the question's marks (0 to 1).
    pub rmse: f64,
    pub qwk: f64,
    /// Cases marked above and below the reference.
    pub over: usize,
    pub under: usize,
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The least common multiple of the maxima: the common scale.
pub fn common_scale(pairs: &[Pair]) -> u32 {
    pairs.iter().map(|p| p.max.max(1)).fold(1, |l, m| l / gcd(l, m) * m)
}

/// The figures of `pairs` (none of them empty: an empty list gives zeros).
pub fn figures(pairs: &[Pair]) -> Figures {
    let n = pairs.len();
    if n == 0 {
        return Figures { cases: 0, exact: 0.0, pearson: 0.0, rmse: 0.0, qwk: 0.0, over: 0, under: 0 };
    }
    let scale = common_scale(pairs);
    let on_scale = |mark: u32, max: u32| (mark.min(max) * scale / max.max(1)) as usize;
    let human: Vec<usize> = pairs.iter().map(|p| on_scale(p.human, p.max)).collect();
    let machine: Vec<usize> = pairs.iter().map(|p| on_scale(p.machine, p.max)).collect();
    let exact = pairs.iter().filter(|p| p.human == p.machine).count() as f64 / n as f64;

    let mean = |v: &[usize]| v.iter().sum::<usize>() as f64 / n as f64;
    let (mh, mm) = (mean(&human), mean(&machine));
    let cov: f64 = human.iter().zip(&machine).map(|(h, m)| (*h as f64 - mh) * (*m as f64 - mm)).sum();
    let var_h: f64 = human.iter().map(|h| (*h as f64 - mh).powi(2)).sum();
    let var_m: f64 = machine.iter().map(|m| (*m as f64 - mm).powi(2)).sum();
    let pearson = if var_h == 0.0 || var_m == 0.0 { 0.0 } else { cov / (var_h * var_m).sqrt() };
    let rmse = (human.iter().zip(&machine).map(|(h, m)| (*h as f64 - *m as f64).powi(2)).sum::<f64>() / n as f64)
        .sqrt()
        / f64::from(scale);

    // Quadratic-weighted kappa from the confusion matrix over the common scale.
    let k = scale as usize + 1;
    let mut observed = vec![vec![0.0; k]; k];
    let (mut hist_h, mut hist_m) = (vec![0.0; k], vec![0.0; k]);
    for (h, m) in human.iter().zip(&machine) {
        observed[*h][*m] += 1.0;
        hist_h[*h] += 1.0;
        hist_m[*m] += 1.0;
    }
    let (mut disagreement, mut chance) = (0.0, 0.0);
    for i in 0..k {
        for j in 0..k {
            let weight = ((i as f64 - j as f64) / (k as f64 - 1.0).max(1.0)).powi(2);
            disagreement += weight * observed[i][j];
            chance += weight * hist_h[i] * hist_m[j] / n as f64;
        }
    }
    let qwk = if chance == 0.0 { 1.0 } else { 1.0 - disagreement / chance };
    let over = pairs.iter().filter(|p| p.machine > p.human).count();
    let under = pairs.iter().filter(|p| p.machine < p.human).count();
    Figures { cases: n, exact, pearson, rmse, qwk, over, under }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(v: &[(u32, u32, u32)]) -> Vec<Pair> {
        v.iter().map(|&(human, machine, max)| Pair { human, machine, max }).collect()
    }

    #[test]
    fn qwk_is_one_for_perfect_agreement_and_falls_with_disagreement() {
        let perfect = figures(&pairs(&[(0, 0, 2), (1, 1, 2), (2, 2, 2), (3, 3, 4)]));
        assert!((perfect.qwk - 1.0).abs() < 1e-12);
        assert!(perfect.rmse.abs() < 1e-12);
        let off = figures(&pairs(&[(0, 2, 2), (1, 1, 2), (2, 0, 2), (3, 3, 4)]));
        assert!(off.qwk < 0.5);
        assert_eq!((off.over, off.under), (1, 1));
    }

    #[test]
    fn rmse_is_a_share_of_the_questions_marks() {
        // Off by half the marks on half the answers: sqrt(0.25 / 2).
        let f = figures(&pairs(&[(2, 1, 2), (0, 0, 4)]));
        assert!((f.rmse - 0.125_f64.sqrt()).abs() < 1e-9, "{}", f.rmse);
    }
}
