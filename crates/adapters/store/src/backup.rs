//! Backups of the embedded store: `VACUUM INTO` copies a live SQLite database consistently
//! (one read transaction, so writers go on while it runs and the copy holds exactly what was
//! committed when it began), and a restore checks a copy before it replaces a store that
//! nobody is using. PostgreSQL is backed up with its own tools (docs/operations.md).
//!
//! "In use" is a lock file beside the database (`sabi.db.lock`): every server serving the
//! file holds a shared lock on it for as long as it runs ([`hold_in_use`]), and a restore
//! needs the exclusive one. The operating system drops the locks of a process that dies, so a
//! crashed server never leaves the store locked.

use std::fs::File;
use std::path::{Path, PathBuf};

use anyhow::Context;
use diesel::connection::SimpleConnection;
use diesel::{Connection, QueryableByName, RunQueryDsl, SqliteConnection};

use crate::{Backend, sqlite_path};

/// The lock a running server holds on its SQLite store; released when dropped.
#[derive(Debug)]
pub struct StoreInUse {
    _lock: File,
}

fn lock_path(database: &Path) -> PathBuf {
    let mut name = database.as_os_str().to_owned();
    name.push(".lock");
    PathBuf::from(name)
}

fn open_lock(database: &Path) -> anyhow::Result<File> {
    let path = lock_path(database);
    std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .with_context(|| format!("opening {}", path.display()))
}

/// Marks a SQLite store as in use for as long as the value lives (nothing on PostgreSQL).
pub fn hold_in_use(url: &str) -> anyhow::Result<Option<StoreInUse>> {
    if Backend::of_url(url) == Backend::Postgres {
        return Ok(None);
    }
    let lock = open_lock(Path::new(&sqlite_path(url)))?;
    lock.try_lock_shared().map_err(|_| anyhow::anyhow!("the store is being restored; try again when it is done"))?;
    Ok(Some(StoreInUse { _lock: lock }))
}

#[derive(QueryableByName)]
struct Line {
    #[diesel(sql_type = diesel::sql_types::Text)]
    line: String,
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    count: i64,
}

fn open(path: &Path) -> anyhow::Result<SqliteConnection> {
    let text = path.to_str().context("the path is not UTF-8")?;
    let mut conn = SqliteConnection::establish(text).with_context(|| format!("opening {}", path.display()))?;
    conn.batch_execute("PRAGMA busy_timeout = 10000;")?;
    Ok(conn)
}

/// Copies the SQLite store at `url` into a new file `to`, consistently, while it is in use.
/// Refuses to overwrite a file; the copy appears under its name only once it is complete.
pub async fn backup_sqlite(url: &str, to: &Path) -> anyhow::Result<()> {
    anyhow::ensure!(
        Backend::of_url(url) == Backend::Sqlite,
        "`sabi backup` copies a SQLite store; back up PostgreSQL with pg_dump (docs/operations.md)"
    );
    anyhow::ensure!(!to.exists(), "{} already exists; choose a new file", to.display());
    let source = PathBuf::from(sqlite_path(url));
    anyhow::ensure!(source.exists(), "there is no store at {}", source.display());
    let to = to.to_path_buf();
    tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
        if let Some(parent) = to.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent)?;
        }
        let mut partial = to.as_os_str().to_owned();
        partial.push(".partial");
        let partial = PathBuf::from(partial);
        let _ = std::fs::remove_file(&partial);
        let mut conn = open(&source)?;
        diesel::sql_query("VACUUM INTO ?")
            .bind::<diesel::sql_types::Text, _>(partial.to_str().context("the path is not UTF-8")?)
            .execute(&mut conn)
            .with_context(|| format!("copying {} into {}", source.display(), partial.display()))?;
        File::open(&partial)?.sync_all()?;
        std::fs::rename(&partial, &to)?;
        Ok(())
    })
    .await?
}

/// Checks that a file is a whole Sabi store: SQLite's `integrity_check` finds nothing wrong and
/// it has Sabi's tables and migrations. Returns how many migrations it has.
pub fn check_sqlite_backup(path: &Path) -> anyhow::Result<i64> {
    anyhow::ensure!(path.is_file(), "{} is not a file", path.display());
    let mut conn = open(path)?;
    let lines: Vec<Line> = diesel::sql_query("SELECT integrity_check AS line FROM pragma_integrity_check")
        .load(&mut conn)
        .with_context(|| format!("{} is not a SQLite database", path.display()))?;
    let problems: Vec<String> = lines.into_iter().map(|l| l.line).filter(|l| l != "ok").collect();
    anyhow::ensure!(problems.is_empty(), "{} is damaged: {}", path.display(), problems.join("; "));
    let tables: Count = diesel::sql_query(
        "SELECT COUNT(*) AS count FROM sqlite_master WHERE type = 'table' AND name IN ('__diesel_schema_migrations', 'users', 'quiz_attempts')",
    )
    .get_result(&mut conn)?;
    anyhow::ensure!(tables.count == 3, "{} is not a Sabi store (its tables are missing)", path.display());
    let migrations: Count =
        diesel::sql_query("SELECT COUNT(*) AS count FROM __diesel_schema_migrations").get_result(&mut conn)?;
    anyhow::ensure!(migrations.count > 0, "{} is not a Sabi store (no migrations)", path.display());
    Ok(migrations.count)
}

/// Replaces the SQLite store at `url` with the backup `from`, after checking the backup, and
/// only if no server is using the store. Newer migrations are applied when a server next opens it.
pub fn restore_sqlite(from: &Path, url: &str) -> anyhow::Result<()> {
    anyhow::ensure!(
        Backend::of_url(url) == Backend::Sqlite,
        "`sabi restore` restores a SQLite store; restore PostgreSQL with pg_restore (docs/operations.md)"
    );
    check_sqlite_backup(from)?;
    let target = PathBuf::from(sqlite_path(url));
    if let Some(parent) = target.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)?;
    }
    let lock = open_lock(&target)?;
    lock.try_lock().map_err(|_| {
        anyhow::anyhow!("the store at {} is in use by a running server; stop it first", target.display())
    })?;
    // Copy beside the target, then swap it in: the store is whole before and after.
    let mut incoming = target.as_os_str().to_owned();
    incoming.push(".restoring");
    let incoming = PathBuf::from(incoming);
    std::fs::copy(from, &incoming).with_context(|| format!("copying {}", from.display()))?;
    File::open(&incoming)?.sync_all()?;
    // The old store's write-ahead log belongs to the old file: left beside the new one,
    // SQLite would replay it into the restored store.
    for suffix in ["-wal", "-shm", "-journal"] {
        let mut side = target.as_os_str().to_owned();
        side.push(suffix);
        match std::fs::remove_file(PathBuf::from(side)) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e.into()),
        }
    }
    std::fs::rename(&incoming, &target)?;
    drop(lock);
    Ok(())
}

/// The scheduled backups in a folder, oldest first: `sabi-YYYYMMDD-HHMMSS.db`.
pub fn scheduled_backups(folder: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let mut found: Vec<PathBuf> = match std::fs::read_dir(folder) {
        Ok(entries) => entries
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| {
                p.file_name().and_then(|n| n.to_str()).is_some_and(|n| {
                    n.starts_with("sabi-") && n.ends_with(".db") && n.len() == "sabi-YYYYMMDD-HHMMSS.db".len()
                })
            })
            .collect(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(e.into()),
    };
    // The names sort as their times do.
    found.sort();
    Ok(found)
}

/// Takes a scheduled backup into `folder` (named by `now`, UTC) and removes the oldest
/// beyond `keep`. Returns the new backup's path.
pub async fn scheduled_backup(
    url: &str,
    folder: &Path,
    now: chrono::DateTime<chrono::Utc>,
    keep: usize,
) -> anyhow::Result<PathBuf> {
    let path = folder.join(format!("sabi-{}.db", now.format("%Y%m%d-%H%M%S")));
    backup_sqlite(url, &path).await?;
    let all = scheduled_backups(folder)?;
    let extra = all.len().saturating_sub(keep.max(1));
    for old in &all[..extra] {
        std::fs::remove_file(old).with_context(|| format!("removing the old backup {}", old.display()))?;
    }
    Ok(path)
}
