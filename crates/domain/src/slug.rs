//! Subject text in URLs (spec section 5): trimmed, spaces become underscores, a slash
//! becomes a double underscore, and other characters but letters, digits, `-` and `_` go.

pub fn slugify(text: &str) -> String {
    text.trim()
        .replace('/', "__")
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('_'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// Reads a subject name back from a URL segment: `__` (or a URL-encoded slash) is a slash,
/// `_` a space. A hyphen stays a hyphen; the store also matches "A-B" against "A/B".
pub fn unslugify(segment: &str) -> String {
    segment.replace("%2F", "/").replace("%2f", "/").replace("__", "/").replace('_', " ").trim().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_follow_the_spec() {
        let cases = [
            ("Mathematics", "Mathematics"),
            ("  English Language ", "English_Language"),
            ("Physics/Chemistry", "Physics__Chemistry"),
            ("Citizenship Education (ECE)", "Citizenship_Education_ECE"),
            ("Pure Maths - Mechanics", "Pure_Maths_-_Mechanics"),
            ("Français", "Français"),
            ("a  b", "a__b"),
            ("R&D!", "RD"),
        ];
        for (text, slug) in cases {
            assert_eq!(slugify(text), slug, "{text:?}");
        }
    }

    #[test]
    fn unslug_reverses_simple_names() {
        for name in ["English Language", "Physics/Chemistry", "Mathematics"] {
            assert_eq!(unslugify(&slugify(name)), name);
        }
        assert_eq!(unslugify("Physics%2FChemistry"), "Physics/Chemistry");
    }
}
