//! Uploaded pictures kept in the database (`SABI_FILES=database`, the default on PostgreSQL):
//! the `files` table holds each picture's bytes and media type under the key the disk store
//! would use (`avatars/<uuid>.png`), so every server sharing the database saves and serves
//! the same pictures with no shared disk. Names and their checks come from `sabi_files`, the
//! same rules as on disk; the query code is written once for both backends.

use std::collections::HashSet;
use std::sync::Arc;

use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use sabi_domain::Timestamp;
use sabi_files::LocalFiles;
use sabi_ports::{Clock, FileStore, StoreResult};

use crate::schema::files;
use crate::{DieselResultExt, SqlStore, with_conn};

/// A stored picture, as the server sends it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredFile {
    pub content_type: String,
    pub bytes: Vec<u8>,
    pub created_at: Timestamp,
}

/// The [`FileStore`] over the store's `files` table. Cheap to clone.
#[derive(Clone)]
pub struct DatabaseFiles {
    store: SqlStore,
    clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for DatabaseFiles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DatabaseFiles").field("store", &self.store).finish_non_exhaustive()
    }
}

impl DatabaseFiles {
    pub fn new(store: SqlStore, clock: Arc<dyn Clock>) -> DatabaseFiles {
        DatabaseFiles { store, clock }
    }

    /// The picture behind a public path (`/files/avatars/....png`); none for a path no store
    /// could have made, as for a missing picture.
    pub async fn read(&self, public_path: &str) -> StoreResult<Option<StoredFile>> {
        let Some(key) = sabi_files::key_of(public_path) else { return Ok(None) };
        let row: Option<(String, Vec<u8>, Timestamp)> = with_conn!(self.store, |conn| {
            files::table
                .find(key)
                .select((files::content_type, files::bytes, files::created_at))
                .first(conn)
                .await
                .optional()
                .store()?
        });
        Ok(row.map(|(content_type, bytes, created_at)| StoredFile { content_type, bytes, created_at }))
    }

    /// Keeps `bytes` under `key` unless something is kept there already; true when it was new.
    async fn insert(&self, key: &str, bytes: Vec<u8>, created_at: Timestamp) -> StoreResult<bool> {
        let content_type = sabi_files::content_type(key);
        with_conn!(self.store, |conn| {
            let n = diesel::insert_into(files::table)
                .values((
                    files::key.eq(key),
                    files::content_type.eq(content_type),
                    files::bytes.eq(bytes),
                    files::created_at.eq(created_at),
                ))
                .on_conflict_do_nothing()
                .execute(conn)
                .await
                .store()?;
            Ok(n == 1)
        })
    }

    async fn keys(&self) -> StoreResult<HashSet<String>> {
        with_conn!(self.store, |conn| {
            let keys: Vec<String> = files::table.select(files::key).load(conn).await.store()?;
            Ok(keys.into_iter().collect())
        })
    }

    /// Copies into the database the pictures a disk store holds that it does not have yet, so
    /// a server switched from `disk` to `database` keeps serving the pictures uploaded before.
    /// The files stay on disk. Safe to run by several servers at once. Returns how many
    /// pictures were copied.
    pub async fn import(&self, disk: &LocalFiles) -> anyhow::Result<usize> {
        let on_disk = disk.stored()?;
        if on_disk.is_empty() {
            return Ok(0);
        }
        let known = self.keys().await?;
        let mut copied = 0;
        for (key, path) in on_disk.into_iter().filter(|(key, _)| !known.contains(key)) {
            let modified = tokio::fs::metadata(&path)
                .await?
                .modified()
                .ok()
                .and_then(|m| m.duration_since(std::time::UNIX_EPOCH).ok())
                .map_or_else(|| self.clock.now(), |d| d.as_secs() as Timestamp);
            let bytes = tokio::fs::read(&path).await?;
            if self.insert(&key, bytes, modified).await? {
                copied += 1;
            }
        }
        Ok(copied)
    }
}

#[async_trait]
impl FileStore for DatabaseFiles {
    async fn save(&self, folder: &str, extension: &str, bytes: Vec<u8>) -> anyhow::Result<String> {
        let key = sabi_files::new_key(folder, extension)?;
        // A UUIDv7 key is new: a clash would be a bug, not something to paper over.
        anyhow::ensure!(self.insert(&key, bytes, self.clock.now()).await?, "a file is already stored as {key}");
        Ok(sabi_files::public_path(&key))
    }

    async fn remove(&self, public_path: &str) -> anyhow::Result<()> {
        let Some(key) = sabi_files::key_of(public_path) else { anyhow::bail!("not a stored file: {public_path}") };
        with_conn!(self.store, |conn| {
            diesel::delete(files::table.find(key)).execute(conn).await.store()?;
            Ok(())
        })
    }
}
