//! Uploaded pictures: their names, and the store on local disk.
//!
//! A stored file is known by its *key*, `<folder>/<uuid>.<ext>` (e.g. `avatars/0193....png`),
//! and reached by the web app at its public path, `/files/<key>`. Keys are made here, never
//! taken from the upload, so a crafted file name cannot reach outside the folder; and a public
//! path is only ever turned back into a key by [`key_of`], which refuses anything this module
//! could not have made. The disk store ([`LocalFiles`], `<data>/files/<key>`) and the database
//! store (`sabi_store::DatabaseFiles`, chosen by `SABI_FILES`) share these rules.

use std::path::{Path, PathBuf};

use async_trait::async_trait;
use sabi_ports::FileStore;

/// The URL prefix the server serves stored files under.
pub const PUBLIC_PREFIX: &str = "/files/";

/// A fresh key for a file saved under `folder` with `extension` (both short plain words).
pub fn new_key(folder: &str, extension: &str) -> anyhow::Result<String> {
    anyhow::ensure!(safe_word(folder) && safe_word(extension), "bad folder or extension");
    Ok(format!("{folder}/{}.{extension}", uuid::Uuid::now_v7()))
}

/// The public path of a key: what the web app fetches.
pub fn public_path(key: &str) -> String {
    format!("{PUBLIC_PREFIX}{key}")
}

/// The key behind a public path, if the path is one a store could have made: one folder and
/// one name of letters, digits, `-` and `.`, neither hidden, no `..`.
pub fn key_of(public_path: &str) -> Option<&str> {
    let key = public_path.strip_prefix(PUBLIC_PREFIX)?;
    let (folder, name) = key.split_once('/')?;
    let safe = |s: &str| {
        !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.') && !s.starts_with('.')
    };
    (safe(folder) && safe(name) && !name.contains("..")).then_some(key)
}

/// The media type a stored file is served with, from its extension (the upload's content was
/// checked to be that kind of image before it was saved).
pub fn content_type(key: &str) -> &'static str {
    match key.rsplit_once('.').map(|(_, ext)| ext.to_ascii_lowercase()).as_deref() {
        Some("png") => "image/png",
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("webp") => "image/webp",
        _ => "application/octet-stream",
    }
}

fn safe_word(s: &str) -> bool {
    !s.is_empty() && s.len() <= 16 && s.chars().all(|c| c.is_ascii_alphanumeric())
}

/// Files on local disk, under `<root>/<folder>/<name>`, served by the server at `/files/...`.
#[derive(Debug, Clone)]
pub struct LocalFiles {
    root: PathBuf,
}

impl LocalFiles {
    pub fn new(root: impl Into<PathBuf>) -> LocalFiles {
        LocalFiles { root: root.into() }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The file behind a public path, if the path is one this store could have made.
    fn path_of(&self, public_path: &str) -> Option<PathBuf> {
        key_of(public_path).map(|key| self.root.join(key))
    }

    /// Every complete file in the folder, as its key and its path on disk (no half-written
    /// ones, nothing hidden). A missing folder holds nothing.
    pub fn stored(&self) -> std::io::Result<Vec<(String, PathBuf)>> {
        let mut found = Vec::new();
        let folders = match std::fs::read_dir(&self.root) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(found),
            Err(e) => return Err(e),
        };
        for folder in folders {
            let folder = folder?;
            if !folder.file_type()?.is_dir() {
                continue;
            }
            for file in std::fs::read_dir(folder.path())? {
                let file = file?;
                if !file.file_type()?.is_file() {
                    continue;
                }
                let key = format!("{}/{}", folder.file_name().to_string_lossy(), file.file_name().to_string_lossy());
                if !key.ends_with(".partial") && key_of(&public_path(&key)).is_some() {
                    found.push((key, file.path()));
                }
            }
        }
        found.sort();
        Ok(found)
    }
}

#[async_trait]
impl FileStore for LocalFiles {
    async fn save(&self, folder: &str, extension: &str, bytes: Vec<u8>) -> anyhow::Result<String> {
        let key = new_key(folder, extension)?;
        let path = self.root.join(&key);
        if let Some(dir) = path.parent() {
            tokio::fs::create_dir_all(dir).await?;
        }
        // Write to a temporary name, then rename: a reader never sees half a picture.
        let partial = path.with_extension(format!("{extension}.partial"));
        tokio::fs::write(&partial, &bytes).await?;
        tokio::fs::rename(&partial, &path).await?;
        Ok(public_path(&key))
    }

    async fn remove(&self, public_path: &str) -> anyhow::Result<()> {
        let Some(path) = self.path_of(public_path) else { anyhow::bail!("not a stored file: {public_path}") };
        match tokio::fs::remove_file(path).await {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(e.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn saves_reads_and_removes() {
        let dir = tempfile::tempdir().unwrap();
        let files = LocalFiles::new(dir.path());
        let path = files.save("avatars", "png", b"\x89PNG".to_vec()).await.unwrap();
        assert!(path.starts_with("/files/avatars/") && path.ends_with(".png"));
        let on_disk = files.path_of(&path).unwrap();
        assert_eq!(std::fs::read(&on_disk).unwrap(), b"\x89PNG");
        files.remove(&path).await.unwrap();
        assert!(!on_disk.exists());
        files.remove(&path).await.unwrap();
    }

    #[tokio::test]
    async fn refuses_paths_outside_its_folder() {
        let files = LocalFiles::new("/tmp/nowhere");
        for bad in
            ["/files/../etc/passwd", "/files/avatars/../../x", "/etc/passwd", "/files/avatars/", "/files/a/.hidden"]
        {
            assert!(files.path_of(bad).is_none(), "{bad}");
            assert!(files.remove(bad).await.is_err(), "{bad}");
        }
        assert!(files.save("../x", "png", vec![]).await.is_err());
        assert!(files.save("avatars", "p/ng", vec![]).await.is_err());
    }

    #[test]
    fn keys_and_public_paths_go_both_ways() {
        let key = new_key("subjects", "webp").unwrap();
        assert!(key.starts_with("subjects/") && key.ends_with(".webp"), "{key}");
        assert_eq!(key_of(&public_path(&key)), Some(key.as_str()));
        for bad in ["/files/a/b/c.png", "/files/a/%2e%2e", "/files/a/b c.png", "files/a/b.png", "/files/a/..png"] {
            assert_eq!(key_of(bad), None, "{bad}");
        }
        assert_eq!(content_type("avatars/x.png"), "image/png");
        assert_eq!(content_type("avatars/x.JPG"), "image/jpeg");
        assert_eq!(content_type("avatars/x"), "application/octet-stream");
    }

    #[tokio::test]
    async fn lists_what_it_holds_and_nothing_half_written() {
        let dir = tempfile::tempdir().unwrap();
        let files = LocalFiles::new(dir.path().join("files"));
        assert!(files.stored().unwrap().is_empty(), "a missing folder holds nothing");
        let path = files.save("avatars", "png", b"\x89PNG".to_vec()).await.unwrap();
        std::fs::write(dir.path().join("files/avatars/y.png.partial"), b"half").unwrap();
        std::fs::write(dir.path().join("files/avatars/.hidden"), b"no").unwrap();
        std::fs::write(dir.path().join("files/stray.png"), b"not in a folder").unwrap();
        let stored = files.stored().unwrap();
        assert_eq!(stored.len(), 1, "{stored:?}");
        assert_eq!(public_path(&stored[0].0), path);
    }
}
