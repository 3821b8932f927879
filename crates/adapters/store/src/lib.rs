//! Sabi's store: every repository port over Diesel, on PostgreSQL (diesel-async with a
//! deadpool pool) or SQLite (bundled, WAL, through diesel-async's `SyncConnectionWrapper`),
//! chosen at run time by the database URL.
//!
//! Query code is written once: the [`with_conn!`] macro expands a block for each backend, so
//! the same Diesel DSL is type-checked against both and no generic bounds leak into the
//! repositories. Migrations are embedded per backend and run at connection time (under an
//! advisory lock on PostgreSQL, so several servers starting together do not race).

mod achievements;
#[macro_use]
mod attempts;
pub mod backup;
mod bank;
mod catalogue;
pub mod copy;
mod error;
mod limits;
mod migrate;
mod pictures;
mod quizzes;
mod reset_tokens;
mod rows;
pub mod schema;
mod sessions;
mod sql;
mod teaching;
#[cfg(feature = "testing")]
pub mod testing;
mod users;

use diesel::SqliteConnection;
use diesel_async::AsyncPgConnection;
use diesel_async::pooled_connection::deadpool::Pool;
use diesel_async::pooled_connection::{AsyncDieselConnectionManager, ManagerConfig};
use diesel_async::sync_connection_wrapper::SyncConnectionWrapper;
use futures::FutureExt;
use sabi_ports::{IdGenerator, StoreHealth, StoreResult};

pub(crate) use error::{DieselResultExt, unexpected};
pub use pictures::{DatabaseFiles, StoredFile};

pub(crate) type SqliteAsync = SyncConnectionWrapper<SqliteConnection>;

/// Which database a URL names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Postgres,
    Sqlite,
}

impl Backend {
    pub fn of_url(url: &str) -> Backend {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }
}

#[derive(Clone)]
pub(crate) enum Pools {
    Postgres(Pool<AsyncPgConnection>),
    Sqlite(Pool<SqliteAsync>),
}

/// The store. Cheap to clone: it is a handle on a connection pool.
#[derive(Clone)]
pub struct SqlStore {
    pub(crate) pools: Pools,
}

impl std::fmt::Debug for SqlStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SqlStore").field("backend", &self.backend()).finish()
    }
}

/// A connection pool's use: its ceiling, the connections open, those idle, and the calls
/// waiting for one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolUse {
    pub max_size: usize,
    pub size: usize,
    pub available: usize,
    pub waiting: usize,
}

/// How many connections the pool keeps.
#[derive(Debug, Clone, Copy)]
pub struct PoolSize(pub usize);

impl Default for PoolSize {
    fn default() -> Self {
        PoolSize(16)
    }
}

impl SqlStore {
    /// Opens the database the URL names, applies pending migrations and returns the store.
    /// `sqlite://path/to/file.db` (or a bare path) is SQLite; `postgres://...` is PostgreSQL.
    pub async fn connect(url: &str, size: PoolSize) -> anyhow::Result<SqlStore> {
        match Backend::of_url(url) {
            Backend::Postgres => {
                migrate::postgres(url).await?;
                let manager = AsyncDieselConnectionManager::<AsyncPgConnection>::new(url);
                let pool = Pool::builder(manager).max_size(size.0).build()?;
                let store = SqlStore { pools: Pools::Postgres(pool) };
                store.fill_name_keys().await?;
                Ok(store)
            }
            Backend::Sqlite => {
                let path = sqlite_path(url);
                if let Some(parent) = std::path::Path::new(&path).parent()
                    && !parent.as_os_str().is_empty()
                {
                    std::fs::create_dir_all(parent)?;
                }
                migrate::sqlite(&path).await?;
                let mut config = ManagerConfig::default();
                config.custom_setup = Box::new(|url| connect_sqlite(url.to_string()).boxed());
                let manager = AsyncDieselConnectionManager::<SqliteAsync>::new_with_config(path, config);
                // SQLite has one writer at a time; a few connections serve readers in WAL mode.
                let pool = Pool::builder(manager).max_size(size.0.clamp(1, 4)).build()?;
                let store = SqlStore { pools: Pools::Sqlite(pool) };
                store.fill_name_keys().await?;
                Ok(store)
            }
        }
    }

    /// The connection pool's use now, for `/metrics`.
    pub fn pool_use(&self) -> PoolUse {
        let status = match &self.pools {
            Pools::Postgres(pool) => pool.status(),
            Pools::Sqlite(pool) => pool.status(),
        };
        PoolUse { max_size: status.max_size, size: status.size, available: status.available, waiting: status.waiting }
    }

    pub fn backend(&self) -> Backend {
        match self.pools {
            Pools::Postgres(_) => Backend::Postgres,
            Pools::Sqlite(_) => Backend::Sqlite,
        }
    }
}

/// `sqlite://data/sabi.db`, `sqlite:data/sabi.db` and `data/sabi.db` all name `data/sabi.db`.
pub fn sqlite_path(url: &str) -> String {
    url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:")).unwrap_or(url).to_string()
}

/// Every SQLite connection: WAL so readers never wait for the writer, a busy timeout so
/// writers queue instead of failing, foreign keys on, and a full sync so an acknowledged
/// autosave survives a power cut.
async fn connect_sqlite(path: String) -> diesel::ConnectionResult<SqliteAsync> {
    use diesel::Connection;
    use diesel::connection::SimpleConnection;
    tokio::task::spawn_blocking(move || {
        let mut conn = SqliteConnection::establish(&path)?;
        conn.batch_execute(SQLITE_PRAGMAS).map_err(diesel::ConnectionError::CouldntSetupConfiguration)?;
        Ok(SyncConnectionWrapper::new(conn))
    })
    .await
    .map_err(|e| diesel::ConnectionError::BadConnection(e.to_string()))?
}

pub(crate) const SQLITE_PRAGMAS: &str =
    "PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;";

/// Runs `$body` with `$conn` bound to a pooled connection of whichever backend the store
/// uses. The body is compiled once per backend, so it must be valid Diesel for both.
#[macro_export]
#[doc(hidden)]
macro_rules! with_conn {
    ($store:expr, |$conn:ident| $body:expr) => {
        match &$store.pools {
            $crate::Pools::Postgres(pool) => {
                let mut pooled = pool.get().await.map_err($crate::unexpected)?;
                let $conn: &mut diesel_async::AsyncPgConnection = &mut pooled;
                $body
            }
            $crate::Pools::Sqlite(pool) => {
                let mut pooled = pool.get().await.map_err($crate::unexpected)?;
                let $conn: &mut $crate::SqliteAsync = &mut pooled;
                $body
            }
        }
    };
}

#[async_trait::async_trait]
impl StoreHealth for SqlStore {
    async fn ping(&self) -> StoreResult<()> {
        use diesel_async::RunQueryDsl;
        with_conn!(self, |conn| {
            diesel::sql_query("SELECT 1").execute(conn).await.store()?;
            Ok(())
        })
    }
}

/// UUIDv7 ids: unique across servers and ordered by creation time, which keeps indexes tidy.
#[derive(Debug, Clone, Copy, Default)]
pub struct UuidV7Ids;

impl IdGenerator for UuidV7Ids {
    fn new_id(&self) -> String {
        uuid::Uuid::now_v7().to_string()
    }
}
