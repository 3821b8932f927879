-- Sabi's first schema. Ids are UUIDv7 text, moments are seconds since the epoch, lists and
-- question data are JSON text: types PostgreSQL and SQLite share, so one schema.rs serves both.

CREATE TABLE users (
    id TEXT PRIMARY KEY,
    username TEXT NOT NULL,
    email TEXT NOT NULL,
    phone_number TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL DEFAULT 'student',
    status TEXT NOT NULL DEFAULT 'active',
    resident TEXT NOT NULL DEFAULT '',
    school TEXT NOT NULL DEFAULT '',
    age INTEGER,
    class_name TEXT,
    stream TEXT,
    profile_pic TEXT,
    subjects TEXT NOT NULL DEFAULT '[]',
    session_epoch BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
-- Usernames and emails are unique without regard to case.
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_created_at_idx ON users (created_at DESC);
CREATE INDEX users_status_idx ON users (status, created_at DESC);

-- A student's standing, kept up to date as attempts complete, so that the leaderboard and the
-- streak never scan attempts.
CREATE TABLE user_progress (
    user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    streak_days BIGINT NOT NULL DEFAULT 0,
    longest_streak BIGINT NOT NULL DEFAULT 0,
    last_active_day TEXT,
    exam_attempts BIGINT NOT NULL DEFAULT 0,
    score_sum BIGINT NOT NULL DEFAULT 0,
    avg_score BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX user_progress_leaderboard_idx ON user_progress (avg_score DESC, exam_attempts DESC, streak_days DESC);

CREATE TABLE subjects (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    image TEXT,
    class_level TEXT NOT NULL,
    stream TEXT,
    created_at BIGINT NOT NULL
);
CREATE INDEX subjects_class_level_idx ON subjects (class_level, name);
CREATE INDEX subjects_name_idx ON subjects (lower(name));

CREATE TABLE topics (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    subject TEXT NOT NULL,
    class_level TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    image TEXT,
    subtopics TEXT NOT NULL DEFAULT '[]',
    created_at BIGINT NOT NULL
);
CREATE INDEX topics_subject_class_idx ON topics (lower(subject), class_level);
CREATE INDEX topics_class_level_idx ON topics (class_level);

CREATE TABLE quizzes (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    subject TEXT NOT NULL,
    subject_id TEXT,
    topic TEXT NOT NULL,
    class_level TEXT NOT NULL,
    quiz_type TEXT NOT NULL,
    difficulty TEXT NOT NULL DEFAULT 'normal',
    source TEXT NOT NULL,
    estimate_time BIGINT NOT NULL,
    pass_points BIGINT NOT NULL,
    marks BIGINT NOT NULL,
    image TEXT,
    content TEXT NOT NULL,
    created_by TEXT,
    week TEXT,
    created_at BIGINT NOT NULL
);
CREATE INDEX quizzes_class_source_idx ON quizzes (class_level, source, created_at DESC);
CREATE INDEX quizzes_created_at_idx ON quizzes (created_at DESC);
-- One weekly quiz per class, subject and week, however many servers run the job.
CREATE UNIQUE INDEX quizzes_weekly_key ON quizzes (week, class_level, subject);

CREATE TABLE quiz_attempts (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    quiz_id TEXT NOT NULL REFERENCES quizzes (id),
    subject TEXT NOT NULL,
    subject_id TEXT,
    topic TEXT NOT NULL,
    class_level TEXT NOT NULL,
    quiz_type TEXT NOT NULL,
    quiz_mode TEXT NOT NULL,
    status TEXT NOT NULL,
    score BIGINT NOT NULL DEFAULT 0,
    correct_answers BIGINT NOT NULL DEFAULT 0,
    total_questions BIGINT NOT NULL DEFAULT 0,
    selected_answers TEXT NOT NULL DEFAULT '[]',
    remaining_time BIGINT,
    time_taken BIGINT NOT NULL DEFAULT 0,
    review TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    completed_at BIGINT
);
-- A student's attempts by date (past quizzes, dashboard), and their completed ones (stats).
CREATE INDEX quiz_attempts_user_created_idx ON quiz_attempts (user_id, created_at DESC);
CREATE INDEX quiz_attempts_user_completed_idx ON quiz_attempts (user_id, completed_at DESC);
CREATE INDEX quiz_attempts_subject_idx ON quiz_attempts (subject, completed_at DESC);
CREATE INDEX quiz_attempts_completed_idx ON quiz_attempts (completed_at DESC);
CREATE INDEX quiz_attempts_quiz_idx ON quiz_attempts (quiz_id);

CREATE TABLE achievements (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    category TEXT NOT NULL DEFAULT 'General',
    rank TEXT NOT NULL DEFAULT 'Bronze',
    rule TEXT,
    created_at BIGINT NOT NULL
);

CREATE TABLE user_achievements (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    achievement_id TEXT NOT NULL REFERENCES achievements (id) ON DELETE CASCADE,
    earned_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, achievement_id)
);

-- saveUserQuiz / updateUserQuiz: a student's chosen subject, class, timer and quiz type.
CREATE TABLE quiz_setups (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    subject TEXT NOT NULL,
    class_level TEXT NOT NULL,
    topic TEXT,
    use_timer BOOLEAN,
    quiz_type TEXT,
    created_at BIGINT NOT NULL
);
CREATE INDEX quiz_setups_user_idx ON quiz_setups (user_id);

CREATE TABLE reset_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at BIGINT NOT NULL,
    used_at BIGINT,
    created_at BIGINT NOT NULL
);
CREATE INDEX reset_tokens_user_idx ON reset_tokens (user_id);

-- Once-per-period jobs (the weekly generation): the first server to insert a key runs it.
CREATE TABLE job_claims (
    key TEXT PRIMARY KEY,
    claimed_at BIGINT NOT NULL
);
