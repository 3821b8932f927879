//! HTML text as a person reads it, and text as HTML: Moodle XML holds its texts as HTML, and
//! Sabi's questions are plain text. Kept simple on purpose: tags are dropped, never rendered.

/// Tags removed (a `<br>` or the end of a paragraph, division, list item or heading is a line
/// break; other white space is a space, as in a browser), entities decoded, white space folded
/// within lines, blank lines dropped.
pub(crate) fn to_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        push_spaced(&mut out, &rest[..open]);
        let Some(close) = rest[open..].find('>') else {
            // A lone `<` is text, as browsers show it.
            push_spaced(&mut out, &rest[open..]);
            rest = "";
            break;
        };
        let tag = rest[open + 1..open + close].trim().to_ascii_lowercase();
        let name: String = tag.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '/').collect();
        if matches!(name.as_str(), "br" | "br/" | "/p" | "/div" | "/li" | "/tr" | "/h1" | "/h2" | "/h3" | "/h4" | "p") {
            out.push('\n');
        } else if name.starts_with('/') || name.is_empty() {
            // End tags of inline elements join words as they stand.
        } else if matches!(name.as_str(), "td" | "th") {
            out.push(' ');
        }
        rest = &rest[open + close + 1..];
    }
    push_spaced(&mut out, rest);
    lines(&decode_entities(&out))
}

/// White space of HTML source is a space; line breaks come only from tags.
fn push_spaced(out: &mut String, text: &str) {
    out.extend(text.chars().map(|c| if c.is_whitespace() && c != '\u{a0}' { ' ' } else { c }));
}

/// Plain text: white space folded within each line, blank lines dropped.
pub(crate) fn lines(text: &str) -> String {
    text.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Entities decoded in one pass (so `&amp;lt;` is `&lt;`, not `<`): the numeric ones and the
/// named ones question texts use; an unknown name stays as written.
pub(crate) fn decode_entities(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let after = &rest[amp + 1..];
        let decoded = after.find(';').filter(|&end| end <= 10).and_then(|end| entity(&after[..end]).map(|c| (c, end)));
        match decoded {
            Some((c, end)) => {
                out.push(c);
                rest = &after[end + 1..];
            }
            None => {
                out.push('&');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

fn entity(name: &str) -> Option<char> {
    if let Some(number) = name.strip_prefix('#') {
        let code = match number.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => number.parse().ok()?,
        };
        return char::from_u32(code);
    }
    Some(match name {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        "nbsp" => ' ',
        "ndash" => '–',
        "mdash" => '—',
        "lsquo" => '‘',
        "rsquo" => '’',
        "ldquo" => '“',
        "rdquo" => '”',
        "hellip" => '…',
        "deg" => '°',
        "times" => '×',
        "divide" => '÷',
        "eacute" => 'é',
        "egrave" => 'è',
        "ecirc" => 'ê',
        "agrave" => 'à',
        "acirc" => 'â',
        "ccedil" => 'ç',
        "ocirc" => 'ô',
        "icirc" => 'î',
        "ucirc" => 'û',
        "ugrave" => 'ù',
        "Eacute" => 'É',
        _ => return None,
    })
}

/// Plain text as HTML: `&`, `<` and `>` escaped, line breaks as `<br>`.
pub(crate) fn from_text(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('\n', "<br>\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_becomes_text() {
        assert_eq!(to_text("<p>Moodle <img src=\"x\"/> is <b>an</b>\n  acronym.</p>"), "Moodle is an acronym.");
        assert_eq!(to_text("<p dir=\"ltr\">2<br></p>"), "2");
        assert_eq!(to_text("a<br />b &amp;lt; c&nbsp;&#233;&#xE9;"), "a\nb &lt; c é\u{e9}");
        assert_eq!(to_text("x < 2 & y"), "x < 2 & y");
    }

    #[test]
    fn text_goes_through_html_unchanged() {
        for text in ["x < 2 & y > 1", "first line\nsecond &amp; line", "plain"] {
            assert_eq!(to_text(&from_text(text)), text);
        }
    }
}
