-- Rate limits' counts (sign-in tries, availability checks, reset mails), shared by every
-- server instance over this store. A try is counted by a compare-and-set on `version`, so
-- concurrent tries of one key never pass the limit together.
CREATE TABLE rate_limits (
    kind TEXT NOT NULL,
    key TEXT NOT NULL,
    count BIGINT NOT NULL,
    window_start BIGINT NOT NULL,
    next_allowed_at BIGINT NOT NULL,
    version BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (kind, key)
);
CREATE INDEX rate_limits_next_allowed_idx ON rate_limits (next_allowed_at);

-- Email changes waiting for the new address to confirm them: the address changes only when
-- the link mailed to it is used (once, within the hour). The token itself is never stored.
CREATE TABLE email_changes (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    new_email TEXT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at BIGINT,
    created_at BIGINT NOT NULL
);
CREATE INDEX email_changes_user_idx ON email_changes (user_id);
