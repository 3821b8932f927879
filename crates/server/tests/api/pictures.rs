//! Uploaded pictures keep nothing but pixels (item 17): a PNG with a text chunk and a
//! payload after its end is stored without either; a decompression bomb is refused.

use reqwest::{Method, StatusCode};

use crate::helpers::{TINY_PNG, file_part, spawn_app, subject_form};

/// PNG's chunk checksum (CRC-32, ISO 3309), so the test can build chunks by hand.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

fn chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut out = (data.len() as u32).to_be_bytes().to_vec();
    let typed = [&kind[..], data].concat();
    out.extend_from_slice(&typed);
    out.extend_from_slice(&crc32(&typed).to_be_bytes());
    out
}

/// TINY_PNG with a `tEXt` chunk after its header and a script after its end.
fn png_with_extras() -> Vec<u8> {
    let header_end = 8 + 25; // signature, then IHDR (4 + 4 + 13 + 4)
    let mut bytes = TINY_PNG[..header_end].to_vec();
    bytes.extend(chunk(b"tEXt", b"Comment\0secret-note"));
    bytes.extend_from_slice(&TINY_PNG[header_end..]);
    bytes.extend_from_slice(b"<script>alert(1)</script>");
    bytes
}

/// A 100,000 × 100,000 PNG header: a few dozen bytes that would unpack into 40 GB.
fn bomb() -> Vec<u8> {
    let mut header = 100_000u32.to_be_bytes().to_vec();
    header.extend_from_slice(&100_000u32.to_be_bytes());
    header.extend_from_slice(&[8, 6, 0, 0, 0]);
    [&TINY_PNG[..8], &chunk(b"IHDR", &header), &TINY_PNG[33..]].concat()
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

#[tokio::test]
async fn pictures_are_stored_as_pixels_only_and_bombs_are_refused() {
    let app = spawn_app().await;
    let student = app.student("picha").await;
    let pic_path = format!("/api/{}/profile-pic", student.id);
    let extras = png_with_extras();
    assert!(contains(&extras, b"secret-note") && contains(&extras, b"<script>"));

    let form = reqwest::multipart::Form::new().part("profilePic", file_part(&extras, "me.png", "image/png"));
    let uploaded = app.send_form(Method::PUT, &pic_path, Some(&student), form).await;
    assert_eq!(uploaded.status, StatusCode::OK, "{}", uploaded.body);
    let path = uploaded.body["data"]["profilePic"].as_str().expect("a path").to_string();
    let served = app.client.get(app.url(&path)).send().await.unwrap().bytes().await.unwrap().to_vec();
    assert!(!contains(&served, b"secret-note"), "the text chunk is gone");
    assert!(!contains(&served, b"<script>"), "the payload after the end is gone");
    assert_eq!(served, TINY_PNG, "the same pixel, encoded again");

    let form = reqwest::multipart::Form::new().part("profilePic", file_part(&bomb(), "bomb.png", "image/png"));
    let refused = app.send_form(Method::PUT, &pic_path, Some(&student), form).await;
    assert_eq!(refused.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", refused.body);
    assert_eq!(refused.body["error"], "The picture is too large: at most 4096 × 4096 pixels.");
    let broken = [&TINY_PNG[..40], &b"not a picture"[..]].concat();
    let form = reqwest::multipart::Form::new().part("profilePic", file_part(&broken, "broken.png", "image/png"));
    let refused = app.send_form(Method::PUT, &pic_path, Some(&student), form).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    assert_eq!(app.get(&pic_path, Some(&student)).await.body["data"]["profilePic"], path.as_str(), "kept");

    // Subject images go through the same door.
    let admin = app.admin().await;
    let form = subject_form("Geography", "Form 2", None).part("image", file_part(&bomb(), "bomb.png", "image/png"));
    let refused = app.send_form(Method::POST, "/api/createSubject", Some(&admin), form).await;
    assert_eq!(refused.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", refused.body);
}
