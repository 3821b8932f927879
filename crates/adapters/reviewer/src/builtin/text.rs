//! Words as the marker compares them: folded to plain lower case, split into tokens, reduced
//! to a light English stem, grouped with common synonyms, and keyed by sound so that small
//! spelling slips ("conducsion", "thermometre", "mantel") still meet their word.

use std::collections::HashMap;
use std::sync::OnceLock;

/// Lower case without accents or ligatures: "Bueá" -> "buea", "Œuvre" -> "oeuvre".
pub(crate) fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().flat_map(char::to_lowercase) {
        match c {
            'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' => out.push('a'),
            'ç' => out.push('c'),
            'è' | 'é' | 'ê' | 'ë' => out.push('e'),
            'ì' | 'í' | 'î' | 'ï' => out.push('i'),
            'ñ' => out.push('n'),
            'ò' | 'ó' | 'ô' | 'ö' | 'õ' => out.push('o'),
            'ù' | 'ú' | 'û' | 'ü' => out.push('u'),
            'ý' | 'ÿ' => out.push('y'),
            'œ' => out.push_str("oe"),
            'æ' => out.push_str("ae"),
            '’' | '‘' | '`' => out.push('\''),
            '²' => out.push('2'),
            '³' => out.push('3'),
            '⁻' | '−' | '–' => out.push('-'),
            other => out.push(other),
        }
    }
    // "don't", "doesn't": the negation must survive tokenising.
    out.replace("n't", " not")
}

const NUMBER_WORDS: [(&str, &str); 29] = [
    ("two", "2"),
    ("three", "3"),
    ("four", "4"),
    ("five", "5"),
    ("six", "6"),
    ("seven", "7"),
    ("eight", "8"),
    ("nine", "9"),
    ("ten", "10"),
    ("eleven", "11"),
    ("twelve", "12"),
    ("twenty", "20"),
    ("thirty", "30"),
    ("forty", "40"),
    ("fifty", "50"),
    ("hundred", "100"),
    ("thousand", "1000"),
    ("third", "3"),
    ("fourth", "4"),
    ("fifth", "5"),
    ("sixth", "6"),
    ("seventh", "7"),
    ("eighth", "8"),
    ("ninth", "9"),
    ("tenth", "10"),
    ("eleventh", "11"),
    ("twelfth", "12"),
    ("twentieth", "20"),
    ("half", "0.5"),
];

/// Tokens of a text: runs of letters, or numbers (with a leading minus and a decimal point),
/// digit groups joined ("4 305" -> "4305"), ordinals reduced ("6th" -> "6"), number words
/// as digits, letters and digits split ("3x" -> "3", "x"; "m3" -> "m", "3").
pub(crate) fn tokens(text: &str) -> Vec<String> {
    let folded = fold(text);
    let chars: Vec<char> = folded.chars().collect();
    let mut raw: Vec<String> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_digit()
            || (c == '-'
                && chars.get(i + 1).is_some_and(char::is_ascii_digit)
                && (i == 0 || !chars[i - 1].is_alphanumeric()))
        {
            let start = i;
            i += 1;
            while i < chars.len()
                && (chars[i].is_ascii_digit()
                    || (chars[i] == '.' && chars.get(i + 1).is_some_and(char::is_ascii_digit)))
            {
                i += 1;
            }
            let mut number: String = chars[start..i].iter().collect();
            // Thousands written with spaces: "12 500".
            while i + 3 < chars.len()
                && chars[i] == ' '
                && chars[i + 1..=i + 3].iter().all(char::is_ascii_digit)
                && chars.get(i + 4).is_none_or(|c| !c.is_ascii_digit())
                && number.trim_start_matches('-').len() <= 3
            {
                number.extend(&chars[i + 1..=i + 3]);
                i += 4;
            }
            // Ordinals: 1st, 2nd, 3rd, 6th.
            let rest: String = chars[i..chars.len().min(i + 2)].iter().collect();
            if ["st", "nd", "rd", "th"].contains(&rest.as_str()) && chars.get(i + 2).is_none_or(|c| !c.is_alphabetic())
            {
                i += 2;
            }
            raw.push(number);
        } else if c.is_alphabetic() {
            let start = i;
            while i < chars.len() && chars[i].is_alphabetic() {
                i += 1;
            }
            raw.push(chars[start..i].iter().collect());
        } else {
            i += 1;
        }
    }
    raw.into_iter().map(|t| NUMBER_WORDS.iter().find(|(w, _)| *w == t).map_or(t, |(_, d)| d.to_string())).collect()
}

/// Words that carry little meaning on their own, in English and French.
pub(crate) fn is_stopword(token: &str) -> bool {
    const WORDS: &[&str] = &[
        "a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "from", "with", "and", "or", "is", "are", "was",
        "were", "be", "been", "being", "it", "its", "this", "that", "these", "those", "as", "into", "than", "then",
        "so", "which", "who", "whom", "what", "when", "where", "how", "there", "their", "they", "them", "he", "she",
        "his", "her", "him", "we", "you", "your", "our", "i", "me", "my", "do", "does", "did", "has", "have", "had",
        "can", "could", "will", "would", "should", "may", "might", "must", "also", "very", "such", "eg", "e", "g",
        "etc", "like", "some", "any", "each", "both", "all", "about", "up", "out", "one", "called", "known", "because",
        "while", "whereas", "but", "if", "thing", "things", "way", "ways", "used", "example", "ie", "le", "la", "les",
        "un", "une", "des", "de", "du", "et", "est", "en", "au", "aux", "je", "tu", "il", "elle", "nous", "vous",
        "ils", "elles", "ce", "qui", "que", "se", "sa", "son", "ses", "l", "d", "j", "m", "s", "t", "n", "y", "pour",
        "par", "avec", "dans", "sur", "pas", "ne", "plus",
    ];
    WORDS.contains(&token)
}

/// Whether a text is French rather than English: more of its words are French small words
/// ("le", "est", "des", ...) than English ones ("the", "is", "of", ...).
pub(crate) fn is_french(text: &str) -> bool {
    const FRENCH: &[&str] = &[
        "le", "la", "les", "un", "une", "des", "du", "de", "et", "est", "sont", "dans", "pour", "par", "avec", "qui",
        "que", "il", "elle", "ils", "pas", "au", "aux", "sur", "se", "ce", "cette", "ces", "leur", "en", "ou", "mais",
    ];
    const ENGLISH: &[&str] = &[
        "the", "a", "an", "of", "and", "is", "are", "in", "to", "for", "by", "with", "which", "that", "it", "they",
        "not", "on", "this", "these", "their", "or", "but", "from", "as", "be",
    ];
    let (mut french, mut english) = (0, 0);
    for token in tokens(text) {
        french += usize::from(FRENCH.contains(&token.as_str()));
        english += usize::from(ENGLISH.contains(&token.as_str()));
    }
    french > english
}

pub(crate) fn is_negation(token: &str) -> bool {
    matches!(token, "not" | "no" | "never" | "without" | "cannot" | "nor" | "none")
}

/// A light English stemmer: enough to meet "clotting" with "clot", "removal" with "remove",
/// "evaporation" with "evaporate", "boxes" with "box" and "humidity" with "humid".
pub(crate) fn stem(token: &str) -> String {
    if token.len() <= 3 || !token.chars().all(|c| c.is_ascii_alphabetic()) {
        return token.to_string();
    }
    const RULES: &[(&str, &str)] = &[
        ("ations", "at"),
        ("ation", "at"),
        ("itions", "it"),
        ("ition", "it"),
        ("ities", ""),
        ("ity", ""),
        ("ments", ""),
        ("ment", ""),
        ("nesses", ""),
        ("ness", ""),
        ("ings", ""),
        ("ing", ""),
        ("ions", ""),
        ("ion", ""),
        ("ies", "y"),
        ("ied", "y"),
        ("ally", ""),
        ("ly", ""),
        ("ed", ""),
        ("als", ""),
        ("al", ""),
        ("ers", "er"),
        ("sses", "ss"),
        ("shes", "sh"),
        ("ches", "ch"),
        ("xes", "x"),
        ("zes", "z"),
        ("ses", "s"),
        ("es", "e"),
        ("s", ""),
    ];
    let mut word = token.to_string();
    for (suffix, replacement) in RULES {
        if let Some(base) = word.strip_suffix(suffix) {
            // Keep short words whole, and leave -ss, -us, -is alone ("class", "virus", "axis").
            let protected = *suffix == "s" && (base.ends_with('s') || base.ends_with('u') || base.ends_with('i'));
            if base.len() + replacement.len() >= 3 && !protected {
                word = format!("{base}{replacement}");
            }
            break;
        }
    }
    if word.len() > 3 && word.ends_with('e') {
        word.pop();
    }
    // "clott" -> "clot", "runn" -> "run".
    let bytes = word.as_bytes();
    if bytes.len() > 3
        && bytes[bytes.len() - 1] == bytes[bytes.len() - 2]
        && !matches!(bytes[bytes.len() - 1], b'l' | b's' | b'z')
    {
        word.pop();
    }
    word
}

/// Groups of words that earn the same marks, matched on their stems.
const SYNONYMS: &[&[&str]] = &[
    &["lose", "loss", "lost", "losing"],
    &["remove", "removal", "eliminate", "elimination", "expel", "rid"],
    &["carry", "transport", "convey"],
    &["fight", "defend", "defence", "defense", "protect", "protection", "destroy", "kill", "attack", "combat"],
    &["quick", "fast", "rapid", "speedy"],
    &["automatic", "involuntary", "reflexive", "unconscious"],
    &["big", "large", "huge"],
    &["small", "little", "tiny"],
    &["increase", "rise", "raise", "grow"],
    &["decrease", "reduce", "reduction", "fall", "drop", "lower"],
    &["make", "produce", "production", "manufacture", "create", "creation"],
    &["use", "using", "utilise", "utilize", "employ", "usage"],
    &["labour", "labor", "worker", "workers", "manpower", "workforce"],
    &["capital", "money", "machine", "machinery", "tool", "equipment", "fund"],
    &["entrepreneur", "entrepreneurship", "enterprise", "organisation", "organization", "organiser"],
    &["begin", "start", "commence"],
    &["end", "finish", "conclude"],
    &["release", "liberate", "give", "yield", "provide"],
    &["change", "alter", "modify", "convert"],
    &["food", "nutrient", "nutriment"],
    &["place", "location", "position", "site"],
    &["country", "nation"],
    &["law", "legislation"],
    &["interpret", "explain", "explanation", "interpretation"],
    &["show", "indicate", "display", "reveal"],
    &["build", "construct", "construction"],
    &["help", "aid", "assist"],
    &["stop", "prevent", "halt", "block"],
    &["get", "obtain", "gain", "acquire", "receive"],
    &["whole", "entire", "complete", "all"],
    &["bend", "bending", "deflect", "deflection"],
    &["go", "move", "movement", "travel", "pass", "passage", "flow"],
    &["breathe", "breathing", "respire"],
    &["vote", "elect", "election"],
    &["choose", "select", "pick"],
    &["hot", "heat", "warm"],
    &["wet", "humid", "moist"],
    &["dry", "arid"],
    &["clean", "pure", "safe"],
    &["sick", "ill", "disease", "illness", "infection"],
    &["germ", "pathogen", "microbe", "bacteria", "virus"],
    &["baby", "infant"],
    &["kid", "child", "children"],
    &["buy", "purchase"],
    &["sell", "sale"],
    &["price", "cost"],
    &["rule", "govern", "government", "administer"],
    &["join", "unite", "union", "combine", "reunification"],
];

fn synonym_table() -> &'static HashMap<String, usize> {
    static TABLE: OnceLock<HashMap<String, usize>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = HashMap::new();
        for (group, words) in SYNONYMS.iter().enumerate() {
            for word in *words {
                table.entry(stem(word)).or_insert(group);
            }
        }
        table
    })
}

/// The synonym group of a stem, if it has one.
pub(crate) fn synonym_group(stem: &str) -> Option<usize> {
    synonym_table().get(stem).copied()
}

/// A key of how a word sounds, so that spellings students slip into meet:
/// -tion/-sion/-cion alike, c/k/s by sound, ph = f, y = i, doubled letters once, and no
/// vowels after the first letter ("thermometre" and "thermometer" are both "thrmmtr").
pub(crate) fn sound_key(word: &str) -> String {
    let mut w = word.to_string();
    for (from, to) in [
        ("ssion", "sn"),
        ("tion", "sn"),
        ("sion", "sn"),
        ("cion", "sn"),
        ("ph", "f"),
        ("ck", "k"),
        ("qu", "k"),
        ("x", "ks"),
        ("z", "s"),
        ("y", "i"),
        ("ou", "u"),
    ] {
        w = w.replace(from, to);
    }
    let chars: Vec<char> = w.chars().collect();
    let mut key = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let c = if c == 'c' { if matches!(chars.get(i + 1), Some('e' | 'i')) { 's' } else { 'k' } } else { c };
        if i > 0 && matches!(c, 'a' | 'e' | 'i' | 'o' | 'u') {
            continue;
        }
        if key.ends_with(c) {
            continue;
        }
        key.push(c);
    }
    key
}

/// Whether two words differ only by two neighbouring letters swapped ("guage", "gauge").
pub(crate) fn swapped_letters(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len() != b.len() {
        return false;
    }
    let differ: Vec<usize> = (0..a.len()).filter(|&i| a[i] != b[i]).collect();
    differ.len() == 2 && differ[1] == differ[0] + 1 && a[differ[0]] == b[differ[1]] && a[differ[1]] == b[differ[0]]
}

/// Levenshtein distance between two words.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut previous = row[0];
        row[0] = i;
        for j in 1..=b.len() {
            let substitution = previous + usize::from(a[i - 1] != b[j - 1]);
            previous = row[j];
            row[j] = substitution.min(row[j] + 1).min(row[j - 1] + 1);
        }
    }
    row[b.len()]
}

/// How many slips a sound key of this length may carry and still count: none for short
/// and middling words (where one letter makes a different word: "convention" is not
/// "convection"), one for long ones, two for very long ones.
pub(crate) fn slips_allowed(key_len: usize) -> usize {
    match key_len {
        0..=6 => 0,
        7..=10 => 1,
        _ => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_fold_case_accents_numbers_and_units() {
        assert_eq!(tokens("(a) Bamenda (b) Bueá"), ["a", "bamenda", "b", "buea"]);
        assert_eq!(tokens("1st January 1960"), ["1", "january", "1960"]);
        assert_eq!(tokens("kg/m³"), ["kg", "m", "3"]);
        assert_eq!(tokens("x = -5"), ["x", "-5"]);
        assert_eq!(tokens("It costs 12 500 FCFA"), ["it", "costs", "12500", "fcfa"]);
        assert_eq!(tokens("the sixth day"), ["the", "6", "day"]);
        assert_eq!(tokens("it doesn't"), ["it", "does", "not"]);
    }

    #[test]
    fn the_stemmer_meets_inflections() {
        for (a, b) in [
            ("clotting", "clot"),
            ("removal", "remove"),
            ("evaporation", "evaporate"),
            ("boxes", "box"),
            ("humidity", "humid"),
            ("excreting", "excretion"),
            ("wastes", "waste"),
            ("movement", "move"),
            ("boiled", "boil"),
            ("quickly", "quick"),
            ("bodies", "body"),
        ] {
            assert_eq!(stem(a), stem(b), "{a} / {b}");
        }
        assert_ne!(stem("respect"), stem("disrespect"));
        assert_eq!(stem("virus"), "virus");
        assert_eq!(stem("class"), "class");
    }

    #[test]
    fn sound_keys_forgive_slips_but_not_other_words() {
        for (a, b) in [
            ("conducsion", "conduction"),
            ("thermometre", "thermometer"),
            ("mantel", "mantle"),
            ("faithfuly", "faithfully"),
            ("guage", "gauge"),
            ("chlorophyl", "chlorophyll"),
            ("entreprenuer", "entrepreneur"),
        ] {
            assert_eq!(sound_key(a), sound_key(b), "{a} / {b}");
        }
        assert_ne!(sound_key("convention"), sound_key("convection"));
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn synonyms_share_a_group() {
        assert_eq!(synonym_group(&stem("workers")), synonym_group(&stem("labour")));
        assert_eq!(synonym_group(&stem("lose")), synonym_group(&stem("loss")));
        assert!(synonym_group(&stem("photosynthesis")).is_none());
    }
}
