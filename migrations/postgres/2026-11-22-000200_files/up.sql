-- Uploaded pictures kept in the database (SABI_FILES=database, the default on PostgreSQL), so
-- every server sharing the database serves every picture without a shared disk. `key` is the
-- name the disk store would use, `<folder>/<uuid>.<ext>`; the public path is `/files/<key>`.
-- Pictures are already compressed (PNG, JPEG, GIF, WebP): keep them out of line, uncompressed.
CREATE TABLE files (
    key TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    bytes BYTEA NOT NULL,
    created_at BIGINT NOT NULL
);
ALTER TABLE files ALTER COLUMN bytes SET STORAGE EXTERNAL;
