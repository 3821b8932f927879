DROP TABLE attempt_history;
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
ALTER TABLE users DROP COLUMN password_change_required;
ALTER TABLE users DROP COLUMN full_name;
