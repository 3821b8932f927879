-- Teaching (issue 19): the school's classes with their teachers and students, the quizzes set
-- to them, and the moderation of short-answer marks.
CREATE TABLE school_classes (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- The name with case and spacing folded: one "Form 2 B" a year.
    name_key TEXT NOT NULL,
    class_level TEXT NOT NULL,
    stream TEXT,
    school_year TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX school_classes_name_key ON school_classes (school_year, name_key);

CREATE TABLE class_teachers (
    class_id TEXT NOT NULL REFERENCES school_classes (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (class_id, user_id)
);
CREATE INDEX class_teachers_user_idx ON class_teachers (user_id);

-- A student is in one class a school year: the year is copied here to say so in an index.
CREATE TABLE class_students (
    class_id TEXT NOT NULL REFERENCES school_classes (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    school_year TEXT NOT NULL,
    PRIMARY KEY (class_id, user_id)
);
CREATE UNIQUE INDEX class_students_year_key ON class_students (user_id, school_year);

CREATE TABLE assignments (
    id TEXT PRIMARY KEY,
    class_id TEXT NOT NULL REFERENCES school_classes (id) ON DELETE CASCADE,
    quiz_id TEXT NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
    set_by TEXT REFERENCES users (id) ON DELETE SET NULL,
    mode TEXT NOT NULL,
    opens_at BIGINT NOT NULL,
    closes_at BIGINT NOT NULL,
    time_limit_minutes BIGINT,
    attempts_allowed BIGINT NOT NULL,
    keys_shown TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX assignments_class_idx ON assignments (class_id, closes_at);

-- The assignment an attempt was started on (it may since have been removed).
ALTER TABLE quiz_attempts ADD COLUMN assignment_id TEXT;
CREATE INDEX quiz_attempts_assignment_idx ON quiz_attempts (assignment_id, user_id);

CREATE TABLE mark_changes (
    id TEXT PRIMARY KEY,
    attempt_id TEXT NOT NULL REFERENCES quiz_attempts (id) ON DELETE CASCADE,
    number BIGINT NOT NULL,
    from_marks BIGINT NOT NULL,
    to_marks BIGINT NOT NULL,
    comment TEXT NOT NULL,
    changed_by TEXT REFERENCES users (id) ON DELETE SET NULL,
    changed_at BIGINT NOT NULL
);
CREATE INDEX mark_changes_attempt_idx ON mark_changes (attempt_id);

CREATE TABLE attempt_moderations (
    attempt_id TEXT PRIMARY KEY REFERENCES quiz_attempts (id) ON DELETE CASCADE,
    moderated_by TEXT REFERENCES users (id) ON DELETE SET NULL,
    moderated_at BIGINT NOT NULL
);
