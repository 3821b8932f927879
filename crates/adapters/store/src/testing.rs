//! Throwaway stores for tests: a fresh PostgreSQL database (created on the server named by
//! `SABI_TEST_DATABASE_URL`, default `postgres://postgres@127.0.0.1:5432/postgres`, and
//! dropped when the `TestStore` is dropped) or a fresh SQLite file in a temporary folder.
//!
//! A PostgreSQL test never skips itself: if the server cannot be reached, it fails and says so.

use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

use crate::{Backend, PoolSize, SqlStore};

pub const DEFAULT_ADMIN_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";

pub struct TestStore {
    pub store: SqlStore,
    /// The URL the store was opened with (a server under test can open it again).
    pub url: String,
    cleanup: Cleanup,
}

enum Cleanup {
    Postgres { admin_url: String, database: String },
    Sqlite { _dir: tempfile::TempDir },
}

fn admin_url() -> String {
    std::env::var("SABI_TEST_DATABASE_URL").unwrap_or_else(|_| DEFAULT_ADMIN_URL.to_string())
}

/// Swaps the database name at the end of a PostgreSQL URL.
fn with_database(url: &str, database: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (url, String::new()),
    };
    let base = base.rsplit_once('/').map(|(b, _)| b).unwrap_or(base);
    format!("{base}/{database}{query}")
}

impl TestStore {
    pub async fn new(backend: Backend) -> TestStore {
        match backend {
            Backend::Postgres => Self::postgres().await,
            Backend::Sqlite => Self::sqlite().await,
        }
    }

    pub async fn postgres() -> TestStore {
        let admin_url = admin_url();
        let database = format!("sabi_test_{}", uuid::Uuid::new_v4().simple());
        let mut admin = AsyncPgConnection::establish(&admin_url).await.unwrap_or_else(|e| {
            panic!("PostgreSQL is needed for this test and could not be reached at {admin_url}: {e}")
        });
        diesel::sql_query(format!("CREATE DATABASE \"{database}\""))
            .execute(&mut admin)
            .await
            .unwrap_or_else(|e| panic!("could not create test database {database}: {e}"));
        let url = with_database(&admin_url, &database);
        let store = SqlStore::connect(&url, PoolSize(8)).await.unwrap_or_else(|e| panic!("could not open {url}: {e}"));
        TestStore { store, url, cleanup: Cleanup::Postgres { admin_url, database } }
    }

    pub async fn sqlite() -> TestStore {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("no temporary folder: {e}"));
        let url = format!("sqlite://{}", dir.path().join("sabi-test.db").display());
        let store = SqlStore::connect(&url, PoolSize(4)).await.unwrap_or_else(|e| panic!("could not open {url}: {e}"));
        TestStore { store, url, cleanup: Cleanup::Sqlite { _dir: dir } }
    }
}

impl Drop for TestStore {
    fn drop(&mut self) {
        if let Cleanup::Postgres { admin_url, database } = &self.cleanup {
            let (admin_url, database) = (admin_url.clone(), database.clone());
            // Drop runs inside the test's runtime: do the async clean-up on a thread of its own.
            let dropped = std::thread::spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().ok()?;
                runtime.block_on(async {
                    let mut admin = AsyncPgConnection::establish(&admin_url).await.ok()?;
                    diesel::sql_query(format!("DROP DATABASE IF EXISTS \"{database}\" WITH (FORCE)"))
                        .execute(&mut admin)
                        .await
                        .ok()
                })
            })
            .join();
            if !matches!(dropped, Ok(Some(_))) {
                eprintln!("warning: test database was not dropped");
            }
        }
    }
}
