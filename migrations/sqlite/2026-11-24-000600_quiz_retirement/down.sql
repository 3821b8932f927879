ALTER TABLE quizzes DROP COLUMN retired_at;
