//! Embedded migrations, one set per backend, applied when the store connects.

use diesel::{Connection, RunQueryDsl, SqliteConnection};
use diesel_async::AsyncPgConnection;
use diesel_async::async_connection_wrapper::AsyncConnectionWrapper;
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

const POSTGRES: EmbeddedMigrations = embed_migrations!("../../../migrations/postgres");
const SQLITE: EmbeddedMigrations = embed_migrations!("../../../migrations/sqlite");

/// An arbitrary constant: every Sabi server takes the same advisory lock while migrating.
const MIGRATION_LOCK: i64 = 0x5AB1_0001;

pub(crate) async fn postgres(url: &str) -> anyhow::Result<()> {
    let url = url.to_string();
    tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
        let mut conn = AsyncConnectionWrapper::<AsyncPgConnection>::establish(&url)?;
        diesel::sql_query(format!("SELECT pg_advisory_lock({MIGRATION_LOCK})")).execute(&mut conn)?;
        let outcome = conn.run_pending_migrations(POSTGRES).map(|_| ()).map_err(|e| anyhow::anyhow!("{e}"));
        diesel::sql_query(format!("SELECT pg_advisory_unlock({MIGRATION_LOCK})")).execute(&mut conn)?;
        outcome
    })
    .await?
}

pub(crate) async fn sqlite(path: &str) -> anyhow::Result<()> {
    let path = path.to_string();
    tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
        use diesel::connection::SimpleConnection;
        let mut conn = SqliteConnection::establish(&path)?;
        conn.batch_execute(crate::SQLITE_PRAGMAS)?;
        conn.run_pending_migrations(SQLITE).map(|_| ()).map_err(|e| anyhow::anyhow!("{e}"))
    })
    .await?
}
