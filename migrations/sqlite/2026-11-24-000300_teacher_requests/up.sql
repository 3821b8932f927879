-- A teacher account is made or approved by an admin. Someone who picks "Teacher" at
-- onboarding stays a student and this records when they asked; an admin approves (the role
-- becomes teacher) or refuses (the request is cleared).
ALTER TABLE users ADD COLUMN teacher_requested_at BIGINT;
