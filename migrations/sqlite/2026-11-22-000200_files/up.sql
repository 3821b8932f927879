-- Uploaded pictures kept in the database (SABI_FILES=database; on SQLite the default is the
-- disk). `key` is the name the disk store would use, `<folder>/<uuid>.<ext>`; the public path
-- is `/files/<key>`.
CREATE TABLE files (
    key TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL
);
