-- Usernames and emails compare after one NFKC normalisation and case fold
-- (sabi_domain::user::name_key), and a username may not look like another
-- (username_skeleton, UTS #39). The store computes these in Rust, the same way on both
-- backends: it fills them for every row when it opens, and writes them with each change.
ALTER TABLE users ADD COLUMN username_key TEXT;
ALTER TABLE users ADD COLUMN email_key TEXT;
ALTER TABLE users ADD COLUMN username_skeleton TEXT;
CREATE UNIQUE INDEX users_username_key_idx ON users (username_key);
CREATE UNIQUE INDEX users_email_key_idx ON users (email_key);
CREATE UNIQUE INDEX users_username_skeleton_idx ON users (username_skeleton);
