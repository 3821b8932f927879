ALTER TABLE quiz_attempts DROP COLUMN save_number;
