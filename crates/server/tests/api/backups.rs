//! Scheduled backups of the SQLite store (`SABI_BACKUP_EVERY`, `SABI_BACKUP_KEEP`).

use std::time::Duration;

use sabi_store::Backend;

use crate::helpers::spawn_app_with;

#[tokio::test]
async fn scheduled_backups_are_taken_checked_and_rotated() {
    // Names have a one-second resolution: a little over a second between backups.
    let app = spawn_app_with(Backend::Sqlite, |c| {
        c.backup_every = Some(Duration::from_millis(1100));
        c.backup_keep = 2;
    })
    .await;
    app.student("remembered").await;
    let mut runs = app.backup_runs.clone().expect("the backup job runs");
    runs.wait_for(4).await.unwrap();
    let folder = app.data_dir.path().join("backups");
    let backups = sabi_store::backup::scheduled_backups(&folder).unwrap();
    assert_eq!(backups.len(), 2, "the oldest beyond SABI_BACKUP_KEEP are removed: {backups:?}");
    for backup in &backups {
        assert!(sabi_store::backup::check_sqlite_backup(backup).unwrap() > 0, "{}", backup.display());
    }
    // A backup is a store: a server opens it and finds the student.
    let restored = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", restored.path().join("sabi.db").display());
    sabi_store::backup::restore_sqlite(&backups[1], &url).unwrap();
    let store = sabi_store::SqlStore::connect(&url, sabi_store::PoolSize(1)).await.unwrap();
    use sabi_ports::UserRepository;
    assert!(store.username_exists("remembered").await.unwrap());
}

#[tokio::test]
async fn a_store_in_use_is_not_restored_over() {
    let app = spawn_app_with(Backend::Sqlite, |_| {}).await;
    let backup = app.data_dir.path().join("copy.db");
    sabi_store::backup::backup_sqlite(&app.database.url, &backup).await.unwrap();
    let refused = sabi_store::backup::restore_sqlite(&backup, &app.database.url).unwrap_err();
    assert!(refused.to_string().contains("in use by a running server"), "{refused}");
    // A file that is not a whole store is refused before anything is touched.
    let damaged = app.data_dir.path().join("damaged.db");
    std::fs::write(&damaged, b"SQLite format 3\0 but not really").unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let target = elsewhere.path().join("sabi.db");
    let url = format!("sqlite://{}", target.display());
    assert!(sabi_store::backup::restore_sqlite(&damaged, &url).is_err());
    assert!(!target.exists(), "nothing written");
    let existing = sabi_store::backup::backup_sqlite(&app.database.url, &backup).await.unwrap_err();
    assert!(existing.to_string().contains("already exists"), "{existing}");
}
