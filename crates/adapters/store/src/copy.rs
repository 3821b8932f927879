//! Moving a school between its stores (`sabi migrate-store`): from SQLite to PostgreSQL when
//! it outgrows the embedded store, and back (which is also how `just bench` puts the same
//! school on both). Every table, in an order where a row's references arrive before it, in
//! batches, inside one transaction on the target, which must be empty; then the rows of each
//! table are counted on both sides.
//!
//! Rows travel as JSON, so no table needs code of its own: a new table is one line in
//! [`TABLES`] (and a test fails while it is missing). From SQLite, a batch is written with
//! `json_object` (a BLOB as `\x` and hex, the form PostgreSQL reads for `bytea`) and read by
//! PostgreSQL with `json_populate_recordset` into the table's own row type. From PostgreSQL,
//! a batch is `row_to_json` per row (`bytea` comes as `\x` and hex too), and SQLite takes each
//! column by name with `json_extract` (and `unhex` for a BLOB).

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use anyhow::Context;
use diesel::connection::SimpleConnection;
use diesel::{Connection, QueryableByName, RunQueryDsl, SqliteConnection};
use diesel_async::{AsyncConnection, AsyncPgConnection};

use crate::{Backend, PoolSize, SqlStore, sqlite_path};

/// Every table of the store, each after the tables it refers to, and how many rows go in
/// one batch (fewer for tables of large rows).
pub const TABLES: &[(&str, i64)] = &[
    ("users", 500),
    ("user_progress", 1000),
    ("subjects", 500),
    ("topics", 500),
    ("quizzes", 200),
    ("quiz_attempts", 500),
    ("achievements", 500),
    ("user_achievements", 1000),
    ("quiz_setups", 1000),
    ("reset_tokens", 1000),
    ("revoked_sessions", 1000),
    ("job_claims", 1000),
    ("rate_limits", 1000),
    ("email_changes", 1000),
    ("bank_questions", 200),
    ("bank_question_versions", 200),
    ("bank_serves", 1000),
    ("school_classes", 1000),
    ("class_teachers", 1000),
    ("class_students", 1000),
    ("assignments", 1000),
    ("mark_changes", 1000),
    ("attempt_moderations", 1000),
    ("attempt_history", 1000),
    // Pictures: up to 5 MB each.
    ("files", 8),
];

/// The rows of one table on each side after a copy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Copied {
    pub table: &'static str,
    pub rows: i64,
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    count: i64,
}

#[derive(QueryableByName)]
struct Column {
    #[diesel(sql_type = diesel::sql_types::Text)]
    name: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    kind: String,
}

#[derive(QueryableByName)]
struct Batch {
    #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Text>)]
    rows: Option<String>,
}

#[derive(QueryableByName)]
struct Name {
    #[diesel(sql_type = diesel::sql_types::Text)]
    name: String,
}

/// The tables a SQLite store has (Diesel's own migrations table aside).
pub fn sqlite_tables(path: &str) -> anyhow::Result<Vec<String>> {
    let mut conn = SqliteConnection::establish(path)?;
    let names: Vec<Name> = diesel::sql_query(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '__diesel_schema_migrations' ORDER BY name",
    )
    .load(&mut conn)?;
    Ok(names.into_iter().map(|n| n.name).collect())
}

/// The SELECT that turns `limit` rows of `table` from `offset` into one JSON array.
fn batch_query(table: &str, columns: &[Column]) -> String {
    let fields: Vec<String> = columns
        .iter()
        .map(|c| {
            let value = if c.kind.eq_ignore_ascii_case("BLOB") {
                format!("CASE WHEN \"{0}\" IS NULL THEN NULL ELSE '\\x' || hex(\"{0}\") END", c.name)
            } else {
                format!("\"{}\"", c.name)
            };
            format!("'{}', {value}", c.name)
        })
        .collect();
    format!(
        "SELECT json_group_array(json_object({})) AS rows FROM (SELECT * FROM \"{table}\" ORDER BY rowid LIMIT ? OFFSET ?)",
        fields.join(", ")
    )
}

fn blocking<T: Send + 'static>(
    source: &Arc<Mutex<SqliteConnection>>,
    work: impl FnOnce(&mut SqliteConnection) -> anyhow::Result<T> + Send + 'static,
) -> impl Future<Output = anyhow::Result<T>> {
    let source = source.clone();
    async move {
        tokio::task::spawn_blocking(move || {
            let mut conn = source.lock().map_err(|_| anyhow::anyhow!("the source connection was poisoned"))?;
            work(&mut conn)
        })
        .await?
    }
}

/// Copies a school from the store at `from` into the empty store at `to`, one of them SQLite
/// and the other PostgreSQL, whichever way round.
pub async fn between(from: &str, to: &str) -> anyhow::Result<Vec<Copied>> {
    match (Backend::of_url(from), Backend::of_url(to)) {
        (Backend::Sqlite, Backend::Postgres) => sqlite_to_postgres(from, to).await,
        (Backend::Postgres, Backend::Sqlite) => postgres_to_sqlite(from, to).await,
        _ => anyhow::bail!(
            "--from and --to must be one SQLite store (sqlite://...) and one PostgreSQL database (postgres://...)"
        ),
    }
}

/// Copies the SQLite store at `from` into the empty PostgreSQL database at `to` (migrating
/// both first) and checks that each table has as many rows on both sides.
pub async fn sqlite_to_postgres(from: &str, to: &str) -> anyhow::Result<Vec<Copied>> {
    anyhow::ensure!(Backend::of_url(from) == Backend::Sqlite, "--from must be a SQLite store (sqlite://...)");
    anyhow::ensure!(Backend::of_url(to) == Backend::Postgres, "--to must be a PostgreSQL database (postgres://...)");
    let path = sqlite_path(from);
    anyhow::ensure!(PathBuf::from(&path).is_file(), "there is no SQLite store at {path}");
    // Both at the newest schema, so their tables are the same.
    SqlStore::connect(from, PoolSize(1)).await.context("opening the SQLite store")?;
    SqlStore::connect(to, PoolSize(1)).await.context("opening the PostgreSQL database")?;
    let present = sqlite_tables(&path)?;
    let missing: Vec<&String> = present.iter().filter(|t| !TABLES.iter().any(|(name, _)| name == t)).collect();
    anyhow::ensure!(missing.is_empty(), "tables this Sabi does not know how to copy: {missing:?}");

    let source = {
        let mut conn = SqliteConnection::establish(&path)?;
        conn.batch_execute("PRAGMA busy_timeout = 10000;")?;
        Arc::new(Mutex::new(conn))
    };
    let mut target = AsyncPgConnection::establish(to).await.context("connecting to PostgreSQL")?;
    for (table, _) in TABLES {
        let count: Count = pg_count(&mut target, table).await?;
        anyhow::ensure!(count.count == 0, "the target is not empty: {table} has {} rows", count.count);
    }

    // The source is read in one transaction too, so the copy is of one moment.
    blocking(&source, |conn| Ok(conn.batch_execute("BEGIN")?)).await?;
    pg(&mut target, "BEGIN").await?;
    let copied = copy_tables(&source, &mut target).await;
    let _ = blocking(&source, |conn| Ok(conn.batch_execute("ROLLBACK")?)).await;
    match copied {
        Ok(copied) => {
            pg(&mut target, "COMMIT").await?;
            Ok(copied)
        }
        Err(e) => {
            let _ = pg(&mut target, "ROLLBACK").await;
            Err(e)
        }
    }
}

async fn pg(conn: &mut AsyncPgConnection, statement: &str) -> anyhow::Result<()> {
    diesel_async::RunQueryDsl::execute(diesel::sql_query(statement), conn).await?;
    Ok(())
}

async fn pg_count(conn: &mut AsyncPgConnection, table: &str) -> anyhow::Result<Count> {
    let query = diesel::sql_query(format!("SELECT COUNT(*) AS count FROM \"{table}\""));
    Ok(diesel_async::RunQueryDsl::get_result(query, conn).await?)
}

async fn copy_tables(
    source: &Arc<Mutex<SqliteConnection>>,
    target: &mut AsyncPgConnection,
) -> anyhow::Result<Vec<Copied>> {
    let mut copied = Vec::new();
    for &(table, batch) in TABLES {
        let (query, expected) = blocking(source, move |conn| {
            let columns: Vec<Column> =
                diesel::sql_query(format!("SELECT name, type AS kind FROM pragma_table_info('{table}') ORDER BY cid"))
                    .load(conn)?;
            let count: Count =
                diesel::sql_query(format!("SELECT COUNT(*) AS count FROM \"{table}\"")).get_result(conn)?;
            Ok((batch_query(table, &columns), count.count))
        })
        .await?;
        let mut offset = 0i64;
        while offset < expected {
            let query = query.clone();
            let rows = blocking(source, move |conn| {
                let batch: Batch = diesel::sql_query(query)
                    .bind::<diesel::sql_types::BigInt, _>(batch)
                    .bind::<diesel::sql_types::BigInt, _>(offset)
                    .get_result(conn)?;
                Ok(batch.rows.unwrap_or_else(|| "[]".into()))
            })
            .await
            .with_context(|| format!("reading {table}"))?;
            let insert = diesel::sql_query(format!(
                "INSERT INTO \"{table}\" SELECT * FROM json_populate_recordset(NULL::\"{table}\", $1::json)"
            ))
            .bind::<diesel::sql_types::Text, _>(rows);
            diesel_async::RunQueryDsl::execute(insert, target).await.with_context(|| format!("writing {table}"))?;
            offset += batch;
        }
        let count = pg_count(target, table).await?;
        anyhow::ensure!(count.count == expected, "{table}: {expected} rows in SQLite but {} copied", count.count);
        copied.push(Copied { table, rows: expected });
    }
    Ok(copied)
}

/// The INSERT that takes one JSON array of `row_to_json` rows into a SQLite table, column by
/// column.
fn sqlite_insert(table: &str, columns: &[Column]) -> String {
    let names: Vec<String> = columns.iter().map(|c| format!("\"{}\"", c.name)).collect();
    let values: Vec<String> = columns
        .iter()
        .map(|c| {
            let value = format!("json_extract(value, '$.\"{}\"')", c.name);
            if c.kind.eq_ignore_ascii_case("BLOB") {
                format!("CASE WHEN {value} IS NULL THEN NULL ELSE unhex(substr({value}, 3)) END")
            } else {
                value
            }
        })
        .collect();
    format!("INSERT INTO \"{table}\" ({}) SELECT {} FROM json_each(?)", names.join(", "), values.join(", "))
}

#[derive(QueryableByName)]
struct JsonRow {
    #[diesel(sql_type = diesel::sql_types::Text)]
    row: String,
}

/// Copies the PostgreSQL database at `from` into the SQLite store at `to` (made and migrated
/// if it is not there; it must hold no rows) and checks that each table has as many rows on
/// both sides. The target is written in one transaction: a copy that fails leaves it empty.
pub async fn postgres_to_sqlite(from: &str, to: &str) -> anyhow::Result<Vec<Copied>> {
    anyhow::ensure!(
        Backend::of_url(from) == Backend::Postgres,
        "--from must be a PostgreSQL database (postgres://...)"
    );
    anyhow::ensure!(Backend::of_url(to) == Backend::Sqlite, "--to must be a SQLite store (sqlite://...)");
    SqlStore::connect(from, PoolSize(1)).await.context("opening the PostgreSQL database")?;
    SqlStore::connect(to, PoolSize(1)).await.context("opening the SQLite store")?;
    let path = sqlite_path(to);
    let present = sqlite_tables(&path)?;
    let missing: Vec<&String> = present.iter().filter(|t| !TABLES.iter().any(|(name, _)| name == t)).collect();
    anyhow::ensure!(missing.is_empty(), "tables this Sabi does not know how to copy: {missing:?}");

    let target = {
        let mut conn = SqliteConnection::establish(&path)?;
        conn.batch_execute("PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON;")?;
        Arc::new(Mutex::new(conn))
    };
    for (table, _) in TABLES {
        let count = sqlite_count(&target, table).await?;
        anyhow::ensure!(count == 0, "the target is not empty: {table} has {count} rows");
    }

    let mut source = AsyncPgConnection::establish(from).await.context("connecting to PostgreSQL")?;
    // The source is read in one snapshot, so the copy is of one moment.
    pg(&mut source, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY").await?;
    blocking(&target, |conn| Ok(conn.batch_execute("BEGIN IMMEDIATE")?)).await?;
    let copied = copy_tables_to_sqlite(&mut source, &target).await;
    let _ = pg(&mut source, "ROLLBACK").await;
    match copied {
        Ok(copied) => {
            blocking(&target, |conn| Ok(conn.batch_execute("COMMIT")?)).await?;
            Ok(copied)
        }
        Err(e) => {
            let _ = blocking(&target, |conn| Ok(conn.batch_execute("ROLLBACK")?)).await;
            Err(e)
        }
    }
}

async fn sqlite_count(conn: &Arc<Mutex<SqliteConnection>>, table: &'static str) -> anyhow::Result<i64> {
    blocking(conn, move |conn| {
        let count: Count = diesel::sql_query(format!("SELECT COUNT(*) AS count FROM \"{table}\"")).get_result(conn)?;
        Ok(count.count)
    })
    .await
}

async fn copy_tables_to_sqlite(
    source: &mut AsyncPgConnection,
    target: &Arc<Mutex<SqliteConnection>>,
) -> anyhow::Result<Vec<Copied>> {
    let mut copied = Vec::new();
    for &(table, batch) in TABLES {
        let insert = blocking(target, move |conn| {
            let columns: Vec<Column> =
                diesel::sql_query(format!("SELECT name, type AS kind FROM pragma_table_info('{table}') ORDER BY cid"))
                    .load(conn)?;
            Ok(sqlite_insert(table, &columns))
        })
        .await?;
        let expected = pg_count(source, table).await?.count;
        // A cursor reads the table once, in batches, whatever its size.
        pg(
            source,
            &format!(
                "DECLARE rows_of_{table} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM \"{table}\" t"
            ),
        )
        .await?;
        loop {
            let query = diesel::sql_query(format!("FETCH FORWARD {batch} FROM rows_of_{table}"));
            let rows: Vec<JsonRow> =
                diesel_async::RunQueryDsl::load(query, source).await.with_context(|| format!("reading {table}"))?;
            if rows.is_empty() {
                break;
            }
            let json = format!("[{}]", rows.iter().map(|r| r.row.as_str()).collect::<Vec<_>>().join(","));
            let insert = insert.clone();
            blocking(target, move |conn| {
                diesel::sql_query(insert).bind::<diesel::sql_types::Text, _>(json).execute(conn)?;
                Ok(())
            })
            .await
            .with_context(|| format!("writing {table}"))?;
        }
        pg(source, &format!("CLOSE rows_of_{table}")).await?;
        let count = sqlite_count(target, table).await?;
        anyhow::ensure!(count == expected, "{table}: {expected} rows in PostgreSQL but {count} copied");
        copied.push(Copied { table, rows: expected });
    }
    Ok(copied)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table in schema.rs that the copier does not list would be left behind.
    #[test]
    fn every_table_in_the_schema_is_copied() {
        let schema = include_str!("schema.rs");
        let declared: Vec<&str> =
            schema.split("diesel::table! {").skip(1).filter_map(|block| block.split_whitespace().next()).collect();
        assert!(declared.len() >= 13, "{declared:?}");
        for table in &declared {
            assert!(TABLES.iter().any(|(name, _)| name == table), "{table} is in schema.rs but not in copy::TABLES");
        }
        assert_eq!(declared.len(), TABLES.len(), "copy::TABLES lists a table schema.rs does not have");
    }

    /// And one the migrations make but schema.rs forgot.
    #[tokio::test]
    async fn every_table_the_migrations_make_is_copied() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("tables.db");
        let url = format!("sqlite://{}", path.display());
        SqlStore::connect(&url, PoolSize(1)).await.unwrap();
        for table in sqlite_tables(path.to_str().unwrap()).unwrap() {
            assert!(TABLES.iter().any(|(name, _)| *name == table), "{table} is made by a migration but not copied");
        }
    }
}
