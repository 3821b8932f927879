-- Sessions signed out before their tokens expire (logout). A session check reads the
-- user's row and looks its session up here in the same query; rows past expires_at are
-- dropped at the next logout, so the table holds only the tokens still worth refusing.
CREATE TABLE revoked_sessions (
    session_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
);
CREATE INDEX revoked_sessions_expiry_idx ON revoked_sessions (expires_at);
CREATE INDEX revoked_sessions_user_idx ON revoked_sessions (user_id);
