-- Exam integrity (issue 14): the server keeps each exam's clock and decides what an attempt
-- counts for. started_at is when the attempt (or its latest retake) started; time_limit is an
-- exam's limit in seconds, fixed at its start (NULL for practice); counts is what a completed
-- attempt counts for ('exam', 'practice' or 'none'), set at completion by the server.
ALTER TABLE quiz_attempts ADD COLUMN started_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE quiz_attempts ADD COLUMN time_limit BIGINT;
ALTER TABLE quiz_attempts ADD COLUMN counts TEXT NOT NULL DEFAULT 'none';
-- Attempts made before: they started when created, ran without a server clock, and counted as
-- their mode said.
UPDATE quiz_attempts SET started_at = created_at;
UPDATE quiz_attempts SET counts = quiz_mode WHERE status = 'completed';
-- A student's attempts of one quiz: whether its key was seen, whether an exam of it is open.
CREATE INDEX quiz_attempts_user_quiz_idx ON quiz_attempts (user_id, quiz_id);
