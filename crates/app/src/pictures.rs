//! Uploaded pictures are decoded and encoded again before they are stored, so that nothing
//! but pixels is kept: no metadata, text chunks, trailing payloads or polyglot tricks. The
//! decoder is bounded (dimensions and memory), so a small file that unpacks into a huge
//! image (a decompression bomb) is refused before it is unpacked.

use std::io::Cursor;

use image::{DynamicImage, ImageError, ImageFormat, ImageReader, Limits};

use crate::accounts::image_extension;
use crate::error::{AppError, AppResult};

/// The widest and tallest picture kept: more than any screen shows a profile or subject image.
pub const MAX_PICTURE_SIDE: u32 = 4096;
/// The most memory the decoder may take for one picture (a 4096 × 4096 RGBA image is 64 MiB).
const MAX_DECODE_BYTES: u64 = 64 * 1024 * 1024;
/// JPEG photos are written again as JPEG at this quality; everything else as PNG.
const JPEG_QUALITY: u8 = 85;

/// Checks an uploaded picture by its content, decodes it within bounds and encodes its
/// pixels again: returns the extension to store it under and the new bytes.
pub async fn clean_picture(bytes: Vec<u8>) -> AppResult<(&'static str, Vec<u8>)> {
    image_extension(&bytes)?;
    // Decoding is CPU work: off the async threads.
    tokio::task::spawn_blocking(move || reencode(&bytes))
        .await
        .map_err(|e| AppError::Unexpected(anyhow::anyhow!("picture task: {e}")))?
}

fn reencode(bytes: &[u8]) -> AppResult<(&'static str, Vec<u8>)> {
    let format = match image_extension(bytes)? {
        "png" => ImageFormat::Png,
        "jpg" => ImageFormat::Jpeg,
        "gif" => ImageFormat::Gif,
        _ => ImageFormat::WebP,
    };
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_PICTURE_SIDE);
    limits.max_image_height = Some(MAX_PICTURE_SIDE);
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(limits);
    let picture = reader.decode().map_err(unreadable)?;
    let mut out = Cursor::new(Vec::new());
    if format == ImageFormat::Jpeg {
        let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY);
        DynamicImage::ImageRgb8(picture.to_rgb8()).write_with_encoder(encoder).map_err(unexpected)?;
        Ok(("jpg", out.into_inner()))
    } else {
        // A GIF keeps its first frame.
        picture.write_to(&mut out, ImageFormat::Png).map_err(unexpected)?;
        Ok(("png", out.into_inner()))
    }
}

fn unreadable(e: ImageError) -> AppError {
    match e {
        ImageError::Limits(_) => AppError::TooLarge(format!(
            "The picture is too large: at most {MAX_PICTURE_SIDE} × {MAX_PICTURE_SIDE} pixels."
        )),
        _ => {
            AppError::BadRequest("The picture could not be read. Please upload a PNG, JPEG, GIF or WebP image.".into())
        }
    }
}

fn unexpected(e: ImageError) -> AppError {
    AppError::Unexpected(anyhow::anyhow!("picture encoding: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{Rgba, RgbaImage};

    fn png(width: u32, height: u32) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        RgbaImage::from_pixel(width, height, Rgba([200, 30, 30, 255])).write_to(&mut out, ImageFormat::Png).unwrap();
        out.into_inner()
    }

    #[test]
    fn a_trailing_payload_is_not_kept() {
        let mut bytes = png(3, 2);
        bytes.extend_from_slice(b"<script>alert(1)</script>");
        let (extension, clean) = reencode(&bytes).unwrap();
        assert_eq!(extension, "png");
        assert!(!clean.windows(8).any(|w| w == b"<script>"), "the payload is gone");
        let back = image::load_from_memory(&clean).unwrap();
        assert_eq!((back.width(), back.height()), (3, 2));
        assert_eq!(back.to_rgba8().get_pixel(1, 1), &Rgba([200, 30, 30, 255]));
    }

    #[test]
    fn a_picture_beyond_the_bounds_is_refused_before_decoding() {
        let wide = png(MAX_PICTURE_SIDE + 1, 1);
        assert!(matches!(reencode(&wide), Err(AppError::TooLarge(_))));
        let broken = [&png(2, 2)[..40], &b"garbage"[..]].concat();
        assert!(matches!(reencode(&broken), Err(AppError::BadRequest(_))));
    }
}
