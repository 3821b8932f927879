-- Accounts made in bulk (issue 19): a pupil's full name, and a one-time password the pupil
-- must replace at first sign-in. Young pupils often have no email: the address may then be
-- empty, and email_key (NULL for it) is what keeps addresses unique.
ALTER TABLE users ADD COLUMN full_name TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN password_change_required BOOLEAN NOT NULL DEFAULT 0;
DROP INDEX users_email_key;

-- Every attempt kept: each run of an attempt before a retake, oldest first.
CREATE TABLE attempt_history (
    id TEXT PRIMARY KEY,
    attempt_id TEXT NOT NULL REFERENCES quiz_attempts (id) ON DELETE CASCADE,
    score INTEGER NOT NULL,
    correct_answers INTEGER NOT NULL,
    total_questions INTEGER NOT NULL,
    time_taken INTEGER NOT NULL,
    started_at INTEGER NOT NULL,
    completed_at INTEGER,
    counted BOOLEAN NOT NULL
);
CREATE INDEX attempt_history_attempt_idx ON attempt_history (attempt_id, started_at);
