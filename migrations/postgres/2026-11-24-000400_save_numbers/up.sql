-- Numbered autosaves (issue 20): the highest per-attempt save number applied. An autosave
-- numbered no higher is late (a retry that arrived after a newer save) and is not applied.
-- 0 means no numbered save yet; older clients send none and leave it as it is.
ALTER TABLE quiz_attempts ADD COLUMN save_number BIGINT NOT NULL DEFAULT 0;
