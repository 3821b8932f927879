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

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    /// The migration folders of one backend, by name.
    fn folders(backend: &str) -> Vec<String> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../migrations").join(backend);
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .expect("the migrations folder")
            .flatten()
            .filter(|e| e.path().is_dir())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    /// Diesel knows a migration by the version before its first `_`: two folders with one
    /// version run as one, and the second's tables never appear (it happened once, when two
    /// branches each added `2026-11-24-000300_...`).
    #[test]
    fn every_migration_has_its_own_version_and_both_backends_the_same_ones() {
        for backend in ["postgres", "sqlite"] {
            let names = folders(backend);
            let versions: BTreeSet<&str> = names.iter().map(|n| n.split('_').next().unwrap_or(n)).collect();
            assert_eq!(versions.len(), names.len(), "{backend}: two migrations share a version in {names:?}");
        }
        assert_eq!(folders("postgres"), folders("sqlite"), "each change is made on both stores");
    }
}
