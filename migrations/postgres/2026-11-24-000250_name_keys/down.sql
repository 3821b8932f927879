DROP INDEX users_username_skeleton_idx;
DROP INDEX users_email_key_idx;
DROP INDEX users_username_key_idx;
ALTER TABLE users DROP COLUMN username_skeleton;
ALTER TABLE users DROP COLUMN email_key;
ALTER TABLE users DROP COLUMN username_key;
