//! A marking scheme written as text, read the way teachers write them: one point a line (or
//! separated by `;`, or numbered, lettered or bulleted), marks per point as `(1)`, `[2]`,
//! `2 marks` or `1 mk`, alternatives as `A / B` or `A or B`, `accept ...` for other phrasings,
//! `OWTTE` dropped, and "any two of ..." or a question that asks for a number of things
//! ("State two ...", "Give three reasons ...", "Citez deux ...") marked as n of the m points.
//! When the scheme gives no marks, the question's marks are shared over the points (over n of
//! them when n are asked for). Bracketed text stays in the point: the marker reads it as a
//! qualification, not a requirement (docs/marking.md).

use crate::quiz::MarkingPoint;

/// The points of a text scheme, each with its marks and accepted phrasings. With the
/// question's `marks`, points the scheme gives no marks share them, and no point is worth more;
/// without, such a point is worth 1.
pub fn read(scheme: &str, question: &str, marks: Option<u32>) -> Vec<MarkingPoint> {
    let (scheme, each, any) = instructions(scheme);
    let asked = any.or_else(|| asked_for(question));
    let mut items: Vec<Item> = split(&scheme).iter().filter_map(|text| item(text)).collect();
    if items.is_empty() {
        return Vec::new();
    }
    if items.len() == 1 && items[0].marks.is_none() && items[0].accept.is_empty() {
        // One sentence after another with nothing else: each sentence is a point.
        let sentences = sentences(&items[0].point);
        if sentences.len() > 1 {
            items = sentences.into_iter().map(|point| Item { point, marks: None, accept: Vec::new() }).collect();
        }
    }
    let shares = match marks {
        Some(marks) => shares(marks.max(1), items.len(), each, asked),
        None => vec![each.unwrap_or(1); items.len()],
    };
    let most = marks.map_or(u32::MAX, |m| m.max(1));
    items
        .into_iter()
        .enumerate()
        .map(|(i, item)| MarkingPoint {
            point: item.point,
            marks: item.marks.unwrap_or(shares[i]).clamp(1, most),
            accept: item.accept,
        })
        .collect()
}

/// How many things a question asks for: "State two ...", "Give 3 reasons", "any two",
/// "Citez deux ...". None when it does not say.
pub fn asked_for(question: &str) -> Option<usize> {
    const VERBS: &[&str] = &[
        "state",
        "give",
        "list",
        "name",
        "mention",
        "identify",
        "outline",
        "explain",
        "describe",
        "suggest",
        "write",
        "enumerate",
        "highlight",
        "cite",
        "any",
        "citez",
        "donnez",
        "nommez",
        "indiquez",
        "relevez",
        "énumérez",
        "enumerez",
        "proposez",
        "trouvez",
        "écrivez",
        "ecrivez",
    ];
    let words: Vec<String> = question
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric() && c != 'é')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    words.iter().enumerate().find_map(|(i, word)| {
        let n = number(word)?;
        // "State two ...", "Name any two ...", "Give the three ..."; not "Explain why two ...".
        let before = |k: usize| i.checked_sub(k).map(|j| words[j].as_str());
        let asks = before(1).is_some_and(|w| VERBS.contains(&w))
            || (before(1).is_some_and(|w| ["any", "the", "les", "des"].contains(&w))
                && before(2).is_some_and(|w| VERBS.contains(&w)));
        asks.then_some(n)
    })
}

fn number(word: &str) -> Option<usize> {
    const WORDS: &[(&str, usize)] = &[
        ("two", 2),
        ("three", 3),
        ("four", 4),
        ("five", 5),
        ("six", 6),
        ("seven", 7),
        ("eight", 8),
        ("nine", 9),
        ("ten", 10),
        ("deux", 2),
        ("trois", 3),
        ("quatre", 4),
        ("cinq", 5),
        ("six", 6),
        ("sept", 7),
        ("huit", 8),
        ("neuf", 9),
        ("dix", 10),
    ];
    WORDS
        .iter()
        .find(|(w, _)| *w == word)
        .map(|(_, n)| *n)
        .or_else(|| word.parse::<usize>().ok().filter(|n| (2..=10).contains(n)))
}

/// The scheme's own instructions taken out: "N mark(s) each" and "any N (of ...)" (and OWTTE,
/// which the marker's tolerance already gives).
fn instructions(scheme: &str) -> (String, Option<u32>, Option<usize>) {
    let mut text = scheme.replace("\r\n", "\n");
    for owtte in
        ["OWTTE", "owtte", "o.w.t.t.e.", "O.W.T.T.E.", "or words to that effect", "or words to the same effect"]
    {
        text = text.replace(owtte, "");
    }
    let lower = text.to_lowercase();
    let mut each = None;
    for pattern in [" marks each", " mark each", " mk each", " mks each"] {
        if let Some(at) = lower.find(pattern) {
            let before = lower[..at].trim_end();
            let digits: String = before.chars().rev().take_while(char::is_ascii_digit).collect();
            if let Ok(n) = digits.chars().rev().collect::<String>().parse::<u32>() {
                each = Some(n);
                let start = at - digits.len();
                text = format!("{}{}", &text[..start], &text[at + pattern.len()..]);
                break;
            }
        }
    }
    let lower = text.to_lowercase();
    let mut any = None;
    if let Some(at) = lower.find("any ") {
        let rest = &lower[at + 4..];
        let word: String = rest.chars().take_while(|c| c.is_alphanumeric()).collect();
        if let Some(n) = number(&word) {
            any = Some(n);
            // Drop the instruction up to its colon or the end of its line.
            let tail = &text[at..];
            let end = tail.find([':', '\n']).map_or(tail.len(), |e| e + 1);
            let stop = if tail[..end].ends_with(':') { end } else { 4 + word.len() };
            text = format!("{}{}", &text[..at], &text[at + stop..]);
        }
    }
    (text, each, any)
}

/// A point as written: its text, its marks if the scheme gave them, and other phrasings.
#[derive(Debug)]
struct Item {
    point: String,
    marks: Option<u32>,
    accept: Vec<String>,
}

/// Points apart: lines, `;`, and numbered or lettered runs within one line.
fn split(scheme: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in scheme.lines() {
        for part in split_outside_brackets(line, ';') {
            out.extend(inline_enumeration(&part));
        }
    }
    out
}

/// `(a) ... (b) ...`, `1) ... 2) ...`, `i) ... ii) ...` written on one line.
fn inline_enumeration(line: &str) -> Vec<String> {
    let markers: Vec<usize> = line
        .char_indices()
        .filter(|(i, c)| *c == '(' || (*i > 0 && *c == ')'))
        .filter_map(|(i, _)| enumeration_at(line, i))
        .collect();
    if markers.len() < 2 {
        return vec![line.to_string()];
    }
    let mut out = Vec::new();
    let mut starts = markers.clone();
    if starts[0] != 0 {
        starts.insert(0, 0);
    }
    for (k, start) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(line.len());
        out.push(line[*start..end].to_string());
    }
    out
}

/// Where an enumeration marker like `(b)`, `(2)` or ` b)` starts at byte `i`, if it is one.
fn enumeration_at(line: &str, i: usize) -> Option<usize> {
    let is_label = |s: &str| {
        !s.is_empty()
            && (s.chars().all(|c| c.is_ascii_digit()) && s.len() <= 2
                || s.len() == 1 && s.chars().all(|c| c.is_ascii_lowercase())
                || ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii"].contains(&s))
    };
    if line[i..].starts_with('(') {
        let close = line[i..].find(')')?;
        let label = &line[i + 1..i + close];
        // "(1)" at a line's end is marks, not a marker: a marker is followed by words.
        let after = line[i + close + 1..].trim_start();
        let words_follow = after.chars().next().is_some_and(char::is_alphabetic);
        let starts_item = i == 0 || line[..i].ends_with(' ');
        // Mid-line, "(2)" is more often marks than a marker; at a line's start it is a marker.
        let numeric = label.chars().all(|c| c.is_ascii_digit());
        (is_label(label) && words_follow && (i == 0 || starts_item && !numeric)).then_some(i)
    } else {
        // `b)`: the label runs back to a space or the start.
        let start = line[..i].rfind(' ').map_or(0, |s| s + 1);
        let label = &line[start..i];
        let words_follow = line[i + 1..].trim_start().chars().next().is_some_and(char::is_alphabetic);
        (is_label(label) && words_follow).then_some(start)
    }
}

fn split_outside_brackets(text: &str, separator: char) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut current = String::new();
    for c in text.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = (depth - 1).max(0),
            _ => {}
        }
        if c == separator && depth == 0 {
            out.push(std::mem::take(&mut current));
        } else {
            current.push(c);
        }
    }
    out.push(current);
    out
}

/// One point: its leading marker, marks, `accept ...` and alternatives read.
fn item(text: &str) -> Option<Item> {
    let mut text = strip_marker(text.trim()).trim().to_string();
    // Marks at the end (or in front): (1), [2], (1 mark), 2 marks, 1 mk, - 1 mark. Once: in
    // "20 m (1)" the 20 is the answer in metres, not more marks.
    let (rest, marks) = take_marks(&text);
    text = rest;
    let (text, mut accept) = take_accept(&text);
    let text = text.trim().trim_end_matches([',', '.', ':', '-', '–']).trim().to_string();
    // What an instruction taken out left behind: "()" of "(2 marks each)".
    if text.trim_matches(|c: char| "()[] ".contains(c)).is_empty() || is_heading(&text) {
        return None;
    }
    let mut alternatives = alternatives(&text);
    let point = alternatives.remove(0);
    alternatives.append(&mut accept);
    Some(Item { point, marks, accept: alternatives })
}

fn is_heading(text: &str) -> bool {
    let lower = text.to_lowercase();
    ["marking scheme", "mark scheme", "barème", "bareme", "award", "points:", "answers:", "any of the following"]
        .iter()
        .any(|h| lower.starts_with(h))
        && lower.split_whitespace().count() <= 8
}

/// `-`, `*`, `•`, `1.`, `1)`, `(1)`, `a)`, `(a)`, `a.`, `i)`, `(ii)` before a point.
fn strip_marker(text: &str) -> &str {
    let text = text.trim_start_matches(['-', '*', '•', '–', '·', '>']).trim_start();
    let label_end = |s: &str| -> Option<usize> {
        let label: String = s.chars().take_while(|c| c.is_alphanumeric()).collect();
        let ok = !label.is_empty()
            && (label.chars().all(|c| c.is_ascii_digit()) && label.len() <= 2
                || label.len() == 1 && label.chars().all(|c| c.is_ascii_alphabetic())
                || ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii"].contains(&label.to_lowercase().as_str()));
        ok.then_some(label.len())
    };
    if let Some(rest) = text.strip_prefix('(')
        && let Some(len) = label_end(rest)
        && rest[len..].starts_with(')')
        && rest[len + 1..].trim_start().chars().next().is_some_and(|c| !c.is_ascii_digit())
    {
        return &rest[len + 1..];
    }
    if let Some(len) = label_end(text)
        && (text[len..].starts_with(") ") || text[len..].starts_with(". ") || text[len..].starts_with(')'))
    {
        // "a. " only when the label is a letter or number, not a word's first letter.
        return &text[len + 1..];
    }
    text
}

/// Marks written at the end or the front of a point, and the point without them.
fn take_marks(text: &str) -> (String, Option<u32>) {
    let t = text.trim();
    // Bracketed number at the end: (1), [2], (1 mark), [2 marks], (1mk)
    if let Some(last) = t.chars().last()
        && (last == ')' || last == ']')
    {
        let open = if last == ')' { '(' } else { '[' };
        if let Some(at) = t.rfind(open)
            && let Some(n) = marks_words(&t[at + 1..t.len() - 1])
        {
            return (t[..at].to_string(), Some(n));
        }
    }
    // Bracketed number in front: [1] support
    if let Some(rest) = t.strip_prefix('[')
        && let Some(close) = rest.find(']')
        && let Some(n) = marks_words(&rest[..close])
    {
        return (rest[close + 1..].to_string(), Some(n));
    }
    // "2 marks", "1 mk", "- 1 mark" at the end
    let words: Vec<&str> = t.split_whitespace().collect();
    if words.len() >= 2 {
        let unit = words[words.len() - 1].to_lowercase();
        let unit = unit.trim_end_matches(['.', ')', ']']);
        if ["mark", "marks", "mk", "mks"].contains(&unit)
            && let Ok(n) = words[words.len() - 2].trim_start_matches(['(', '[']).parse::<u32>()
        {
            let keep = words[..words.len() - 2].join(" ");
            return (keep.trim_end_matches(['-', '–', '=', ',']).to_string(), Some(n));
        }
        if let Some(n) =
            words[words.len() - 1].strip_suffix("mk").or_else(|| words[words.len() - 1].strip_suffix("mks"))
            && let Ok(n) = n.parse::<u32>()
        {
            return (words[..words.len() - 1].join(" "), Some(n));
        }
    }
    (t.to_string(), None)
}

/// "1", "2 marks", "1 mk", "1mk", "½"-free: the marks a bracket holds, if that is all it holds.
fn marks_words(inside: &str) -> Option<u32> {
    let inside = inside.trim().to_lowercase();
    let number: String = inside.chars().take_while(char::is_ascii_digit).collect();
    let unit = inside[number.len()..].trim();
    let n: u32 = number.parse().ok()?;
    (unit.is_empty() || ["mark", "marks", "mk", "mks", "pt", "pts", "point", "points"].contains(&unit))
        .then_some(n)
        .filter(|n| (1..=20).contains(n))
}

/// `accept ...`, `(accept ...)`, `also accept ...`, `allow ...` give other phrasings;
/// `reject ...`/`do not accept ...` are dropped.
fn take_accept(text: &str) -> (String, Vec<String>) {
    let mut text = text.to_string();
    let mut accepted = Vec::new();
    loop {
        let lower = text.to_lowercase();
        let found = ["(also accept ", "(accept ", "(allow ", "also accept ", "accept ", "allow: ", "allow "]
            .iter()
            .filter_map(|k| lower.find(k).map(|at| (at, k.len(), k.starts_with('('))))
            .filter(|(at, _, _)| *at == 0 || lower[..*at].ends_with([' ', ';', ',', '.', '(']))
            .filter(|(at, _, _)| !lower[..*at].trim_end().ends_with("not"))
            .min_by_key(|(at, _, _)| *at);
        let Some((at, len, bracketed)) = found else { break };
        let rest = &text[at + len..];
        let end = if bracketed { rest.find(')').unwrap_or(rest.len()) } else { rest.len() };
        accepted.extend(alternatives(rest[..end].trim().trim_end_matches(['.', ';'])));
        let after = if bracketed { rest.get(end + 1..).unwrap_or("") } else { "" };
        text = format!("{}{}", &text[..at], after).trim().to_string();
    }
    for reject in ["(reject ", "(do not accept ", "reject ", "do not accept "] {
        let lower = text.to_lowercase();
        if let Some(at) = lower.find(reject) {
            let close = if reject.starts_with('(') {
                text[at..].find(')').map_or(text.len(), |c| at + c + 1)
            } else {
                text.len()
            };
            text = format!("{}{}", &text[..at], &text[close..]);
        }
    }
    (text, accepted.into_iter().filter(|a| !a.is_empty()).collect())
}

/// `A / B` and `A or B` outside brackets: one point, said in several ways. A slash with a
/// space beside it always separates phrasings ("to worship God / to honour God", "no / not");
/// an unspaced slash between short tokens or numbers ("km/h", "N/m²", "and/or", "1/2") is part
/// of what is written, not an alternative.
fn alternatives(text: &str) -> Vec<String> {
    let mut parts = Vec::new();
    for piece in split_outside_brackets(text, '/') {
        parts.push(piece);
    }
    // Glue back unspaced slashes that join short tokens (units, symbols, fractions). Spaced
    // slashes are never glued: a phrasing ending in a short word ("... God / to honour ...")
    // would otherwise swallow the next one and neither would earn the mark alone.
    let mut glued: Vec<String> = Vec::new();
    for piece in parts {
        let joins_unit = glued.last().is_some_and(|prev: &String| {
            let spaced = prev.ends_with(char::is_whitespace) || piece.starts_with(char::is_whitespace);
            let left = prev.split_whitespace().last().unwrap_or("");
            let right = piece.split_whitespace().next().unwrap_or("");
            let unit_like = |t: &str| t.chars().count() < 3 || t.chars().any(|c| c.is_ascii_digit());
            !spaced && (unit_like(left) || unit_like(right) || !prev.ends_with(char::is_alphanumeric))
        });
        match glued.last_mut() {
            Some(prev) if joins_unit => {
                prev.push('/');
                prev.push_str(&piece);
            }
            _ => glued.push(piece),
        }
    }
    let mut out = Vec::new();
    for part in glued {
        for alt in split_on_or(&part) {
            let alt = alt.trim().trim_end_matches(['.', ',']).trim().to_string();
            if !alt.is_empty() {
                out.push(alt);
            }
        }
    }
    if out.is_empty() {
        out.push(text.trim().to_string());
    }
    out
}

/// " or " outside brackets, in English and French (" ou ").
fn split_on_or(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut depth = 0i32;
    let words: Vec<&str> = text.split(' ').collect();
    for (i, word) in words.iter().enumerate() {
        depth += word.matches(['(', '[']).count() as i32 - word.matches([')', ']']).count() as i32;
        let is_or = (*word == "or" || *word == "ou") && depth == 0 && i > 0 && i + 1 < words.len();
        if is_or {
            out.push(String::new());
            continue;
        }
        let current = out.last_mut().expect("out is never empty");
        if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(word);
    }
    out
}

/// Sentences of a text that is one paragraph: split after `.`, `!` or `?` before a capital.
fn sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = text.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        current.push(*c);
        let ends = matches!(c, '.' | '!' | '?')
            && chars.get(i + 1) == Some(&' ')
            && chars.get(i + 2).is_some_and(|n| n.is_uppercase());
        if ends {
            out.push(current.trim().trim_end_matches('.').to_string());
            current.clear();
        }
    }
    if !current.trim().is_empty() {
        out.push(current.trim().trim_end_matches('.').to_string());
    }
    out
}

/// Each point's marks when the scheme gives none: `each`, or the question's marks shared over
/// the n asked for, or over all the points (the first ones taking any remainder).
fn shares(marks: u32, points: usize, each: Option<u32>, asked: Option<usize>) -> Vec<u32> {
    let points_u32 = u32::try_from(points).unwrap_or(u32::MAX).max(1);
    if let Some(each) = each {
        return vec![each; points];
    }
    if let Some(n) = asked.map(|n| u32::try_from(n).unwrap_or(u32::MAX)).filter(|n| *n <= points_u32) {
        return vec![(marks / n).max(1); points];
    }
    if points_u32 >= marks {
        return vec![1; points];
    }
    let base = marks / points_u32;
    let extra = (marks % points_u32) as usize;
    (0..points).map(|i| base + u32::from(i < extra)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (scheme, question, marks) → the points as "point = marks [accepted | ...]".
    fn shown(scheme: &str, question: &str, marks: u32) -> Vec<String> {
        read(scheme, question, Some(marks))
            .into_iter()
            .map(|p| {
                if p.accept.is_empty() {
                    format!("{} = {}", p.point, p.marks)
                } else {
                    format!("{} = {} [{}]", p.point, p.marks, p.accept.join(" | "))
                }
            })
            .collect()
    }

    #[test]
    fn schemes_as_teachers_write_them() {
        #[rustfmt::skip]
        let table: &[(&str, &str, u32, &[&str])] = &[
            // 1. The skeleton example from the issue: `;`, bracketed qualifications, "State two".
            ("support (gives the body shape/framework); protection of internal organs; movement (attachment for muscles); production of blood cells; storage of minerals",
             "State two functions of the human skeleton", 2,
             &["support (gives the body shape/framework) = 1", "protection of internal organs = 1", "movement (attachment for muscles) = 1", "production of blood cells = 1", "storage of minerals = 1"]),
            // 2. One point a line, marks in brackets.
            ("kills bacteria (1)\nprovides acid for pepsin (1)", "Why is the stomach acidic?", 2,
             &["kills bacteria = 1", "provides acid for pepsin = 1"]),
            // 3. Square-bracket marks.
            ("Chlorophyll traps light energy [1]\nWater is split [1]\nCarbon dioxide is reduced to glucose [2]", "Describe photosynthesis", 4,
             &["Chlorophyll traps light energy = 1", "Water is split = 1", "Carbon dioxide is reduced to glucose = 2"]),
            // 4. "2 marks" written out.
            ("the movement of water molecules 2 marks\nfrom a dilute to a concentrated solution 1 mark", "Define osmosis", 3,
             &["the movement of water molecules = 2", "from a dilute to a concentrated solution = 1"]),
            // 5. "1 mk" and "1mk".
            ("Yaoundé 1 mk\nDouala 1mk", "Name two cities", 2, &["Yaoundé = 1", "Douala = 1"]),
            // 6. Numbered list with dots.
            ("1. evaporation\n2. condensation\n3. precipitation", "Name the stages of the water cycle", 3,
             &["evaporation = 1", "condensation = 1", "precipitation = 1"]),
            // 7. Numbered with brackets.
            ("1) it is cheap\n2) it is quick", "Give two advantages of road transport", 2, &["it is cheap = 1", "it is quick = 1"]),
            // 8. Lettered list.
            ("a) nucleus\nb) cytoplasm\nc) cell membrane", "Name three parts of an animal cell", 3, &["nucleus = 1", "cytoplasm = 1", "cell membrane = 1"]),
            // 9. Lettered in brackets.
            ("(a) legislative\n(b) executive\n(c) judicial", "Name the three arms of government", 3, &["legislative = 1", "executive = 1", "judicial = 1"]),
            // 10. Bullets.
            ("- clears land for farming\n- provides timber\n• causes soil erosion", "State three effects of deforestation", 3,
             &["clears land for farming = 1", "provides timber = 1", "causes soil erosion = 1"]),
            // 11. Asterisks and roman numerals.
            ("* sand\n* gravel", "Name two materials", 2, &["sand = 1", "gravel = 1"]),
            ("i) raw materials\nii) labour\niii) capital", "State three factors of production", 3, &["raw materials = 1", "labour = 1", "capital = 1"]),
            // 13. Alternatives with a slash.
            ("kills germs / kills bacteria / destroys microorganisms", "Why boil water?", 1,
             &["kills germs = 1 [kills bacteria | destroys microorganisms]"]),
            // 14. Alternatives with or.
            ("sweating or perspiration (1); shivering (1)", "State two ways the body controls temperature", 2,
             &["sweating = 1 [perspiration]", "shivering = 1"]),
            // 15. accept ...
            ("a substance that speeds up a reaction accept increases the rate of reaction", "What is a catalyst?", 1,
             &["a substance that speeds up a reaction = 1 [increases the rate of reaction]"]),
            // 16. (accept ...) in brackets, with alternatives inside.
            ("the rise of sea level (accept flooding / rising water) (1)", "One effect of global warming", 1,
             &["the rise of sea level = 1 [flooding | rising water]"]),
            // 17. OWTTE dropped.
            ("the force per unit area OWTTE", "What is pressure?", 1, &["the force per unit area = 1"]),
            // 18. "any two of" with a colon.
            ("Any two of: fishing; farming; trading; hunting", "How do people of the coast earn a living?", 2,
             &["fishing = 1", "farming = 1", "trading = 1", "hunting = 1"]),
            // 19. "any three" as a line of its own.
            ("any three\nroads\nrailways\nwaterways\nairways", "Describe the means of transport in Cameroon", 6,
             &["roads = 2", "railways = 2", "waterways = 2", "airways = 2"]),
            // 20. Marks shared when the scheme says nothing.
            ("mitochondria; ribosomes; nucleus", "Name the organelles", 6, &["mitochondria = 2", "ribosomes = 2", "nucleus = 2"]),
            // 21. Remainder to the first points.
            ("cause; effect", "Explain", 3, &["cause = 2", "effect = 1"]),
            // 22. More points than marks: one each.
            ("rain; wind; sun; snow", "Weather elements", 2, &["rain = 1", "wind = 1", "sun = 1", "snow = 1"]),
            // 23. "N marks each".
            ("(2 marks each)\nit is renewable\nit does not pollute", "Give two advantages of solar energy", 4,
             &["it is renewable = 2", "it does not pollute = 2"]),
            // 24. "Give three reasons" asked for.
            ("rapid population growth; poor farming methods; drought; pests", "Give three reasons for food shortage", 3,
             &["rapid population growth = 1", "poor farming methods = 1", "drought = 1", "pests = 1"]),
            // 25. Asked for with a digit.
            ("tea; coffee; cocoa", "List 2 cash crops grown in the South West Region", 4, &["tea = 2", "coffee = 2", "cocoa = 2"]),
            // 26. French: "Citez deux".
            ("le verbe; le sujet; le complément", "Citez deux éléments de la phrase", 2, &["le verbe = 1", "le sujet = 1", "le complément = 1"]),
            // 27. French alternatives with ou.
            ("la pluie ou les précipitations (1)", "Qu'est-ce qui tombe des nuages ?", 1, &["la pluie = 1 [les précipitations]"]),
            // 28. Units are not alternatives.
            ("speed in km/h (1)", "In what unit?", 1, &["speed in km/h = 1"]),
            ("pascal (N/m²)", "SI unit of pressure", 1, &["pascal (N/m²) = 1"]),
            ("concentration in mol/dm3 (1)", "In what unit?", 1, &["concentration in mol/dm3 = 1"]),
            ("- 20 m (1)\n- 2 s (1)", "Find the height and the time", 2, &["20 m = 1", "2 s = 1"]),
            // 29. A spaced slash always separates, even beside short words and numbers.
            ("to worship God / to honour God (1)", "Why do Christians pray?", 1, &["to worship God = 1 [to honour God]"]),
            ("no / not (1)", "Which word makes a sentence negative?", 1, &["no = 1 [not]"]),
            ("accelerates at 10 m/s2 / 10 m/s² (1)", "What happens to a falling body?", 1, &["accelerates at 10 m/s2 = 1 [10 m/s²]"]),
            ("about 1/2 of the crop and/or less (1)", "How much is lost?", 1, &["about 1/2 of the crop and/or less = 1"]),
            // 30. A heading line is not a point.
            ("Marking scheme:\n- oxygen (1)\n- water (1)", "What do seeds need?", 2, &["oxygen = 1", "water = 1"]),
            // 31. A model answer alone: sentences become points.
            ("Anaerobic respiration does not need oxygen. It produces less energy. In yeast it produces alcohol.", "Compare respiration", 3,
             &["Anaerobic respiration does not need oxygen = 1", "It produces less energy = 1", "In yeast it produces alcohol = 1"]),
            // 32. A one-sentence model answer stays one point, with all the marks.
            ("The stomach is acidic so that pepsin can work.", "Why is the stomach acidic?", 2, &["The stomach is acidic so that pepsin can work = 2"]),
            // 33. Inline lettered list on one line.
            ("(a) mouth (b) oesophagus (c) stomach", "Name three parts of the gut", 3, &["mouth = 1", "oesophagus = 1", "stomach = 1"]),
            // 34. Inline numbered with brackets.
            ("1) evaporation 2) transpiration", "Name two processes", 2, &["evaporation = 1", "transpiration = 1"]),
            // 35. reject ... is dropped.
            ("photosynthesis (reject respiration) (1)", "What process makes glucose in leaves?", 1, &["photosynthesis = 1"]),
            // 36. Windows line ends and blank lines.
            ("fishing\r\n\r\nfarming\r\n", "Name two occupations", 2, &["fishing = 1", "farming = 1"]),
            // 37. Marks never above the question's.
            ("the whole explanation (5)", "Explain", 2, &["the whole explanation = 2"]),
            // 38. Marks in front.
            ("[1] support\n[1] protection", "Two functions", 2, &["support = 1", "protection = 1"]),
            // 39. "(1 mark)" spelled out.
            ("the Sanaga (1 mark)", "Name the longest river in Cameroon", 1, &["the Sanaga = 1"]),
            // 40. Also accept.
            ("Buea also accept Bamenda", "Name a town in the North West or South West", 1, &["Buea = 1 [Bamenda]"]),
            // 41. Marks with a dash.
            ("evaporation - 1 mark\ncondensation - 1 mark", "Two stages", 2, &["evaporation = 1", "condensation = 1"]),
            // 42. An empty scheme.
            ("   \n  ", "Anything", 2, &[]),
            // 43. A question that asks for nothing counted keeps the shared marks.
            ("red blood cells carry oxygen; white blood cells fight disease", "What do blood cells do?", 4,
             &["red blood cells carry oxygen = 2", "white blood cells fight disease = 2"]),
            // 44. Percent and numbers in a point are kept.
            ("about 21% of air is oxygen (1)", "How much of air is oxygen?", 1, &["about 21% of air is oxygen = 1"]),
        ];
        assert!(table.len() >= 40);
        for (scheme, question, marks, expected) in table {
            assert_eq!(shown(scheme, question, *marks), *expected, "scheme {scheme:?}");
        }
    }

    #[test]
    fn without_the_question_s_marks_points_keep_their_own() {
        let points = read("- first (3)\n- second", "Q?", None);
        assert_eq!(points.iter().map(|p| p.marks).collect::<Vec<_>>(), [3, 1]);
    }

    #[test]
    fn how_many_things_a_question_asks_for() {
        for (question, n) in [
            ("State two functions of the skeleton", Some(2)),
            ("Give three reasons why", Some(3)),
            ("List 4 cash crops", Some(4)),
            ("Name any two rivers", Some(2)),
            ("Citez trois régions du Cameroun", Some(3)),
            ("Donnez deux exemples", Some(2)),
            ("Explain why two bodies attract", None),
            ("What is osmosis?", None),
            ("In 1961, what happened?", None),
        ] {
            assert_eq!(asked_for(question), n, "{question}");
        }
    }
}
