-- PostgreSQL's own single-row autosave UPDATE (pgbench -f): a random in-progress attempt,
-- by primary key, the same columns the server writes.
\set n random(1, :rows)
UPDATE quiz_attempts SET selected_answers = '["a","b","c","d","e",null,null,null,null,null]', remaining_time = 1500, time_taken = 300, updated_at = 1795000000
 WHERE id = (SELECT id FROM bench_autosave WHERE n = :n) AND status = 'in progress';
