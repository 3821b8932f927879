DROP TABLE bank_serves;
DROP TABLE bank_question_versions;
DROP TABLE bank_questions;
