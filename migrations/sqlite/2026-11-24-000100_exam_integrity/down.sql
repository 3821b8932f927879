DROP INDEX quiz_attempts_user_quiz_idx;
ALTER TABLE quiz_attempts DROP COLUMN counts;
ALTER TABLE quiz_attempts DROP COLUMN time_limit;
ALTER TABLE quiz_attempts DROP COLUMN started_at;
