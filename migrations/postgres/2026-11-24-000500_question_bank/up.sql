-- The school's question bank (issue 16). A question's current version is its row here; every
-- version, the first included, is kept in bank_question_versions. Quizzes copy the questions
-- they hold, so neither an edit nor a deletion here changes a quiz or an attempt.
CREATE TABLE bank_questions (
    id TEXT PRIMARY KEY,
    version BIGINT NOT NULL,
    subject TEXT NOT NULL,
    class_level TEXT NOT NULL,
    topic TEXT NOT NULL,
    -- Subject and topic with case and spacing folded (by the server, alike on both stores):
    -- how a quiz's draw finds a topic's questions.
    subject_key TEXT NOT NULL,
    topic_key TEXT NOT NULL,
    kind TEXT NOT NULL,
    quiz_type TEXT NOT NULL,
    difficulty TEXT NOT NULL,
    language TEXT NOT NULL,
    source TEXT NOT NULL,
    status TEXT NOT NULL,
    author_id TEXT REFERENCES users (id) ON DELETE SET NULL,
    name TEXT,
    -- Kind, subject, class level, topic and text with case and spacing folded: one question
    -- is in the bank once, however many times its file is imported.
    fingerprint TEXT NOT NULL,
    -- The question's text, for search; its whole content (options, key, scheme) is JSON.
    text TEXT NOT NULL,
    content TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX bank_questions_fingerprint_key ON bank_questions (fingerprint);
-- A quiz's draw: the published questions of one topic and quiz type.
CREATE INDEX bank_questions_draw_idx ON bank_questions (class_level, quiz_type, status, subject_key, topic_key);
CREATE INDEX bank_questions_updated_idx ON bank_questions (updated_at DESC, id DESC);

CREATE TABLE bank_question_versions (
    question_id TEXT NOT NULL REFERENCES bank_questions (id) ON DELETE CASCADE,
    version BIGINT NOT NULL,
    subject TEXT NOT NULL,
    class_level TEXT NOT NULL,
    topic TEXT NOT NULL,
    content TEXT NOT NULL,
    changed_by TEXT REFERENCES users (id) ON DELETE SET NULL,
    changed_at BIGINT NOT NULL,
    PRIMARY KEY (question_id, version)
);

-- How often each student was given each question, so a retake shows unseen questions first.
CREATE TABLE bank_serves (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    question_id TEXT NOT NULL REFERENCES bank_questions (id) ON DELETE CASCADE,
    times BIGINT NOT NULL,
    last_served_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, question_id)
);
CREATE INDEX bank_serves_question_idx ON bank_serves (question_id);
