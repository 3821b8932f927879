ALTER TABLE users DROP COLUMN teacher_requested_at;
