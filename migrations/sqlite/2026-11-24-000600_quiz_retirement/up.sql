-- A quiz students have taken is retired, not deleted (issue 16): it stays for their attempts,
-- but no list offers it and no new attempt starts on it.
ALTER TABLE quizzes ADD COLUMN retired_at INTEGER;
