DROP TABLE attempt_moderations;
DROP TABLE mark_changes;
DROP INDEX quiz_attempts_assignment_idx;
ALTER TABLE quiz_attempts DROP COLUMN assignment_id;
DROP TABLE assignments;
DROP TABLE class_students;
DROP TABLE class_teachers;
DROP TABLE school_classes;
