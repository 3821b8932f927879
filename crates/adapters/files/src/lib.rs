//! Uploaded pictures on local disk, under `<data>/files/<folder>/<uuid>.<ext>`, served by the
//! server at `/files/...`. Names are made here, never taken from the upload, so a crafted file
//! name cannot reach outside the folder.

use std::path::{Path, PathBuf};

use async_trait::async_trait;
use sabi_ports::FileStore;

/// The URL prefix the server serves stored files under.
pub const PUBLIC_PREFIX: &str = "/files/";

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
        let rest = public_path.strip_prefix(PUBLIC_PREFIX)?;
        let (folder, name) = rest.split_once('/')?;
        let safe = |s: &str| {
            !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.') && !s.starts_with('.')
        };
        (safe(folder) && safe(name) && !name.contains("..")).then(|| self.root.join(folder).join(name))
    }
}

fn safe_word(s: &str) -> bool {
    !s.is_empty() && s.len() <= 16 && s.chars().all(|c| c.is_ascii_alphanumeric())
}

#[async_trait]
impl FileStore for LocalFiles {
    async fn save(&self, folder: &str, extension: &str, bytes: Vec<u8>) -> anyhow::Result<String> {
        anyhow::ensure!(safe_word(folder) && safe_word(extension), "bad folder or extension");
        let dir = self.root.join(folder);
        tokio::fs::create_dir_all(&dir).await?;
        let name = format!("{}.{extension}", uuid::Uuid::now_v7());
        // Write to a temporary name, then rename: a reader never sees half a picture.
        let partial = dir.join(format!("{name}.partial"));
        tokio::fs::write(&partial, &bytes).await?;
        tokio::fs::rename(&partial, dir.join(&name)).await?;
        Ok(format!("{PUBLIC_PREFIX}{folder}/{name}"))
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
}
