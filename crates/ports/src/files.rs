//! Where uploaded pictures live.

use async_trait::async_trait;

#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait]
pub trait FileStore: Send + Sync {
    /// Stores `bytes` under `folder` with a fresh name ending in `extension`, and returns the
    /// path the web app fetches it from (e.g. `/files/avatars/0193....png`).
    async fn save(&self, folder: &str, extension: &str, bytes: Vec<u8>) -> anyhow::Result<String>;

    /// Removes a stored file by the path `save` returned; a missing file is not an error.
    async fn remove(&self, public_path: &str) -> anyhow::Result<()>;
}
