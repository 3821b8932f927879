//! `sabi-bench seed`, `sabi-bench argon2` and `sabi-bench store`: the pieces of `just bench`
//! (bench/run.sh) that need Sabi's own code.
//!
//! - `seed` fills an empty PostgreSQL database with a realistic school: the catalogue
//!   and badges (the ordinary first-run seed), builtin-generated multiple-choice quizzes
//!   spread over the student classes, students in every class, and completed attempts spread
//!   over a school year, with `user_progress` (leaderboard totals, streaks) and badges
//!   consistent with those attempts. For speed, every bench student shares ONE argon2 hash
//!   (OWASP cost) of the same password, and the bulk rows are written over one connection
//!   rather than through the store: multi-row Diesel inserts on the store's own tables
//!   (`sabi_store::schema`), and, for the rows PostgreSQL draws itself (the completed attempts,
//!   the standing computed from them), `INSERT ... SELECT generate_series` and `UPDATE ... FROM`
//!   statements whose values are bind parameters. It also
//!   writes the samples the load generator needs (session tokens signed with
//!   `SABI_JWT_SECRET`, one in-progress exam attempt per student for autosave, and several
//!   more per student to be completed).
//! - `argon2` measures the raw verification rate of the login hash on N threads.
//! - `store` times, in-process, the store calls behind the student dashboard's reads
//!   and the per-request session check.

use std::collections::HashMap;
use std::io::Write as _;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Integer, Text};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl, SimpleAsyncConnection};
use sabi_app::passwords::Passwords;
use sabi_app::quizzes::GenerateForm;
use sabi_app::sessions::SessionKeys;
use sabi_app::{App, Caller, PasswordCost, Ports, Settings};
use sabi_domain::class_level::{ClassLevel, Stream};
use sabi_domain::leaderboard::average;
use sabi_domain::quiz::{AnswerKey, QuizContent, QuizType};
use sabi_domain::scoring::GivenAnswer;
use sabi_domain::user::Role;
use sabi_ports::{
    AchievementRepository as _, AttemptQuery, AttemptRepository as _, CatalogueRepository as _, Clock, IdGenerator,
    SessionRepository as _, SubjectQuery, SystemClock, TopicQuery, UserRepository as _,
};
use sabi_store::schema::{quiz_attempts, quizzes, user_progress, users};
use sabi_store::{Backend, PoolSize, SqlStore, UuidV7Ids};

/// The password of every bench student (they share one hash).
pub const BENCH_PASSWORD: &str = "bench-student-2026";
/// The session lifetime of the tokens handed to the load generator.
const TOKEN_TTL_SECONDS: i64 = 12 * 3600;
const DAY: i64 = 86_400;

#[derive(Debug, Clone)]
pub struct SeedSize {
    pub students: usize,
    pub attempts: usize,
    pub quizzes: usize,
    /// In-progress exam attempts made for the completion run, in all.
    pub to_complete: usize,
}

/// PostgreSQL's limit on the bind parameters of one statement: multi-row inserts are cut
/// into batches of at most this many values.
const MAX_BIND_PARAMS: usize = 65_535;

/// The rows of a `columns`-column insert that fit in one statement.
const fn batch_rows(columns: usize) -> usize {
    MAX_BIND_PARAMS / columns
}

// The seeder's own lookup tables (temporary, on its connection): students by number, and
// quizzes by class and number, for the bulk `INSERT ... SELECT` of the completed attempts.
diesel::table! {
    bench_students (n) {
        n -> Integer,
        id -> Text,
        class_level -> Text,
        quiz_count -> Integer,
    }
}

diesel::table! {
    bench_quizzes (class_level, n) {
        class_level -> Text,
        n -> Integer,
        id -> Text,
        questions -> Integer,
        answers -> Text,
    }
}

/// A bench student's `users` row (the other columns keep their defaults).
#[derive(Insertable)]
#[diesel(table_name = users)]
struct NewStudent<'a> {
    id: &'a str,
    username: &'a str,
    email: String,
    password_hash: &'a str,
    role: &'a str,
    status: &'a str,
    school: &'a str,
    class_name: &'a str,
    stream: &'a str,
    subjects: &'a str,
    created_at: i64,
    updated_at: i64,
}

impl NewStudent<'_> {
    const COLUMNS: usize = 12;
}

#[derive(Insertable)]
#[diesel(table_name = bench_students)]
struct BenchStudentRow<'a> {
    n: i32,
    id: &'a str,
    class_level: &'a str,
    quiz_count: i32,
}

impl BenchStudentRow<'_> {
    const COLUMNS: usize = 4;
}

#[derive(Insertable)]
#[diesel(table_name = bench_quizzes)]
struct BenchQuizRow<'a> {
    class_level: &'a str,
    n: i32,
    id: &'a str,
    questions: i32,
    answers: &'a str,
}

impl BenchQuizRow<'_> {
    const COLUMNS: usize = 5;
}

/// What an attempt copies from its quiz.
#[derive(Queryable)]
struct QuizFacts {
    subject: String,
    subject_id: Option<String>,
    topic: String,
    class_level: String,
}

/// An in-progress exam attempt, nothing answered (the other columns keep their defaults).
#[derive(Insertable)]
#[diesel(table_name = quiz_attempts)]
#[diesel(treat_none_as_default_value = false)]
struct InProgressAttempt<'a> {
    id: String,
    user_id: &'a str,
    quiz_id: &'a str,
    subject: &'a str,
    subject_id: Option<&'a str>,
    topic: &'a str,
    class_level: &'a str,
    quiz_type: &'a str,
    quiz_mode: &'a str,
    status: &'a str,
    total_questions: i64,
    selected_answers: &'a str,
    remaining_time: Option<i64>,
    time_taken: i64,
    created_at: i64,
    updated_at: i64,
}

impl InProgressAttempt<'_> {
    const COLUMNS: usize = 16;
}

/// One bench quiz, with the answers the load generator sends for it.
struct BenchQuiz {
    id: String,
    class_level: ClassLevel,
    questions: usize,
    /// Half the questions answered (an autosave mid-exam).
    autosave_answers: String,
    /// Every question answered, about two thirds of them right (a submission).
    final_answers: String,
}

fn answers_for(content: &QuizContent, answered: usize, wrong_every: usize) -> anyhow::Result<String> {
    let QuizContent::MultipleChoice { questions } = content else { anyhow::bail!("bench quizzes are multiple choice") };
    let answers: Vec<GivenAnswer> = questions
        .iter()
        .enumerate()
        .map(|(i, q)| {
            if i >= answered {
                return GivenAnswer::Blank;
            }
            let right = match &q.answer {
                AnswerKey::One(a) => a.clone(),
                AnswerKey::Many(a) => a.iter().next().cloned().unwrap_or_default(),
            };
            let wrong = q.options.iter().find(|o| **o != right).cloned().unwrap_or_default();
            GivenAnswer::One(if wrong_every > 0 && i % wrong_every == wrong_every - 1 { wrong } else { right })
        })
        .collect();
    Ok(serde_json::to_string(&answers)?)
}

fn app_over(store: SqlStore, work_dir: &Path, secret: &[u8]) -> App {
    let ports = Ports {
        store: Arc::new(store),
        generator: Arc::new(sabi_generator::BuiltinGenerator::new()),
        reviewer: Arc::new(sabi_reviewer::BuiltinReviewer::new()),
        mailer: Arc::new(
            sabi_mailer::OutboxMailer::new(work_dir.join("outbox"), "Sabi <no-reply@sabi.school>")
                .expect("a valid From address"),
        ),
        files: Arc::new(sabi_files::LocalFiles::new(work_dir.join("files"))),
        clock: Arc::new(SystemClock),
        ids: Arc::new(UuidV7Ids),
    };
    let settings = Settings {
        time_zone: chrono_tz::Africa::Douala,
        session_secret: secret.to_vec(),
        session_ttl_seconds: TOKEN_TTL_SECONDS,
        password_cost: PasswordCost::OWASP,
        leaderboard_seconds: 0,
        exam_grace_seconds: sabi_server::config::DEFAULT_EXAM_GRACE_SECONDS,
        public_url: "http://127.0.0.1:8080".into(),
        rate_limits: sabi_app::rate_limit::RateLimits::default(),
        quiz_cache_bytes: sabi_app::QUIZ_CACHE_BYTES,
        keep_generated_questions: false,
        school_name: None,
    };
    App::new(ports, settings)
}

/// Seeds the bench school into the (empty) PostgreSQL database at `database_url` and writes
/// the load generator's samples into `out_dir`.
pub async fn seed(database_url: &str, size: &SeedSize, out_dir: &Path) -> anyhow::Result<()> {
    anyhow::ensure!(
        Backend::of_url(database_url) == Backend::Postgres,
        "sabi-bench seed needs DATABASE_URL=postgres://..."
    );
    anyhow::ensure!(size.students > 0 && size.quizzes > 0, "--students and --quizzes must be positive");
    let secret = std::env::var("SABI_JWT_SECRET")
        .context("seed-bench signs the load generator's session tokens: set SABI_JWT_SECRET")?;
    anyhow::ensure!(secret.len() >= 32, "SABI_JWT_SECRET must be at least 32 characters");
    std::fs::create_dir_all(out_dir).with_context(|| format!("creating {}", out_dir.display()))?;
    let started = Instant::now();
    let store = SqlStore::connect(database_url, PoolSize(4)).await?;
    let app = app_over(store.clone(), out_dir, secret.as_bytes());
    let mut conn = AsyncPgConnection::establish(database_url).await?;
    let exists: bool = {
        // A second seed would double the school: refuse unless the users table is empty.
        let n = store.count_users(&sabi_ports::UserQuery::default()).await?;
        n > 0
    };
    anyhow::ensure!(!exists, "the database already has users: seed-bench wants a fresh database");

    let report = sabi_app::seed::seed(&app, &sabi_app::seed::SeedOptions { catalogue: true, demo: false, admin: None })
        .await
        .map_err(|e| anyhow::anyhow!("seeding the catalogue: {e:?}"))?;
    tracing::info!(
        subjects = report.subjects,
        topics = report.topics,
        achievements = report.achievements,
        "catalogue seeded"
    );

    // The bench admin who "made" the quizzes (manual quizzes, as a school's would be).
    let ids = UuidV7Ids;
    let clock = SystemClock;
    let now = clock.now();
    let admin_id = ids.new_id();
    let hash = Passwords::new(PasswordCost::OWASP)
        .hash(BENCH_PASSWORD)
        .await
        .map_err(|e| anyhow::anyhow!("hashing: {e:?}"))?;
    diesel::insert_into(users::table)
        .values((
            users::id.eq(&admin_id),
            users::username.eq("benchadmin"),
            users::email.eq("benchadmin@bench.sabi.school"),
            users::password_hash.eq(&hash),
            users::role.eq("admin"),
            users::status.eq("active"),
            users::school.eq("GBHS Bench"),
            users::created_at.eq(now),
            users::updated_at.eq(now),
        ))
        .execute(&mut conn)
        .await?;
    diesel::insert_into(user_progress::table).values(user_progress::user_id.eq(&admin_id)).execute(&mut conn).await?;
    let admin = Caller::new(admin_id, Role::Admin);

    // Quizzes: round-robin over the student classes and their topics.
    let levels = ClassLevel::STUDENT_LEVELS;
    let mut topics = Vec::new();
    let mut subjects_of = Vec::new();
    for level in levels {
        let t = store.topics(&TopicQuery { class_level: Some(level), ..Default::default() }).await?;
        anyhow::ensure!(!t.is_empty(), "no topics for {level}");
        topics.push(t);
        let mut names: Vec<String> = store
            .subjects(&SubjectQuery { class_level: Some(level), ..Default::default() })
            .await?
            .into_iter()
            .map(|s| s.subject.name)
            .collect();
        names.dedup();
        subjects_of.push(names);
    }
    let mut quizzes: Vec<BenchQuiz> = Vec::with_capacity(size.quizzes);
    let mut tries = 0usize;
    while quizzes.len() < size.quizzes {
        anyhow::ensure!(tries < size.quizzes * 20, "the builtin generator made only {} quizzes", quizzes.len());
        let li = tries % levels.len();
        let topic = &topics[li][(tries / levels.len()) % topics[li].len()];
        tries += 1;
        let form = GenerateForm {
            subject: topic.subject.clone(),
            topic: topic.name.clone(),
            class_level: levels[li].as_str().into(),
            quiz_type: "multiple-choice".into(),
            difficulty: None,
        };
        // A caller per quiz: the generation limit (per caller and minute) guards the school's
        // server from one person, not the seeder from itself.
        let seeder = Caller::new(format!("{}-{tries}", admin.user_id), Role::Admin);
        let Ok(quiz) = app.quizzes.generate(&seeder, &form).await else { continue };
        let questions = quiz.content.question_count();
        quizzes.push(BenchQuiz {
            id: quiz.id.clone(),
            class_level: quiz.class_level,
            questions,
            autosave_answers: answers_for(&quiz.content, questions / 2, 0)?,
            final_answers: answers_for(&quiz.content, questions, 3)?,
        });
    }
    tracing::info!(quizzes = quizzes.len(), tries, "quizzes generated");

    // Which quizzes each class has (every class gets some: quizzes go round-robin).
    let by_level: Vec<Vec<usize>> =
        levels.iter().map(|l| (0..quizzes.len()).filter(|&i| quizzes[i].class_level == *l).collect()).collect();
    anyhow::ensure!(
        by_level.iter().all(|q| !q.is_empty()),
        "ask for at least one quiz per class ({} classes)",
        levels.len()
    );

    // Students: bench00001.., spread evenly over the classes, one shared password hash.
    let mut students: Vec<(String, String, usize)> = Vec::with_capacity(size.students);
    for n in 0..size.students {
        students.push((ids.new_id(), format!("bench{:05}", n + 1), n % levels.len()));
    }
    let subjects_json = subjects_of.iter().map(serde_json::to_string).collect::<Result<Vec<_>, _>>()?;
    let joined = now - 330 * DAY;
    let student_rows: Vec<NewStudent> = students
        .iter()
        .map(|(id, username, li)| {
            let level = levels[*li];
            let stream = Stream::for_student(
                level,
                Some(if username.ends_with(['1', '3', '5', '7', '9']) { Stream::Arts } else { Stream::Science }),
            );
            NewStudent {
                id,
                username,
                email: format!("{username}@bench.sabi.school"),
                password_hash: &hash,
                role: "student",
                status: "active",
                school: "GBHS Bench",
                class_name: level.as_str(),
                stream: stream.as_str(),
                subjects: &subjects_json[*li],
                created_at: joined,
                updated_at: joined,
            }
        })
        .collect();
    for chunk in student_rows.chunks(batch_rows(NewStudent::COLUMNS)) {
        diesel::insert_into(users::table).values(chunk).execute(&mut conn).await?;
    }
    let progress_rows: Vec<_> = students.iter().map(|(id, _, _)| user_progress::user_id.eq(id.as_str())).collect();
    for chunk in progress_rows.chunks(batch_rows(1)) {
        diesel::insert_into(user_progress::table).values(chunk).execute(&mut conn).await?;
    }
    tracing::info!(students = students.len(), elapsed = ?started.elapsed(), "students created");

    // The lookup tables the bulk insert joins: students by number, quizzes by class and number.
    conn.batch_execute(
        "CREATE TEMP TABLE bench_students (n INT PRIMARY KEY, id TEXT NOT NULL, class_level TEXT NOT NULL, quiz_count INT NOT NULL);
         CREATE TEMP TABLE bench_quizzes (class_level TEXT NOT NULL, n INT NOT NULL, id TEXT NOT NULL, questions INT NOT NULL, answers TEXT NOT NULL, PRIMARY KEY (class_level, n));",
    )
    .await?;
    let bench_student_rows = students
        .iter()
        .enumerate()
        .map(|(n, (id, _, li))| {
            Ok(BenchStudentRow {
                n: i32::try_from(n)?,
                id,
                class_level: levels[*li].as_str(),
                quiz_count: i32::try_from(by_level[*li].len())?,
            })
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    for chunk in bench_student_rows.chunks(batch_rows(BenchStudentRow::COLUMNS)) {
        diesel::insert_into(bench_students::table).values(chunk).execute(&mut conn).await?;
    }
    let mut bench_quiz_rows = Vec::with_capacity(quizzes.len());
    for (li, qs) in by_level.iter().enumerate() {
        for (n, &qi) in qs.iter().enumerate() {
            let q = &quizzes[qi];
            bench_quiz_rows.push(BenchQuizRow {
                class_level: levels[li].as_str(),
                n: i32::try_from(n)?,
                id: &q.id,
                questions: i32::try_from(q.questions)?,
                answers: &q.final_answers,
            });
        }
    }
    for chunk in bench_quiz_rows.chunks(batch_rows(BenchQuizRow::COLUMNS)) {
        diesel::insert_into(bench_quizzes::table).values(chunk).execute(&mut conn).await?;
    }
    conn.batch_execute("ANALYZE bench_students; ANALYZE bench_quizzes;").await?;

    // Completed attempts over the school year (the last 300 days, in school hours), 70% exams,
    // scores roughly normal around 62. Written in slices so progress shows.
    let attempt_type = QuizType::MultipleChoice.as_attempt_str();
    let year_start = now - 300 * DAY;
    let slice = 100_000usize;
    let mut done = 0usize;
    let students_n = i32::try_from(students.len())?;
    while done < size.attempts {
        let upto = (done + slice).min(size.attempts);
        // $1 quiz type, $2 number of students, $3 first day of the year, $4..$5 attempt numbers.
        diesel::sql_query(
            "INSERT INTO quiz_attempts (id, user_id, quiz_id, subject, subject_id, topic, class_level, quiz_type, quiz_mode, status, score,
                                        correct_answers, total_questions, selected_answers, remaining_time, time_taken, review, created_at, updated_at, completed_at)
             SELECT gen_random_uuid()::text, s.id, q.id, qz.subject, qz.subject_id, qz.topic, qz.class_level, $1,
                    CASE WHEN a.r_mode < 0.7 THEN 'exam' ELSE 'practice' END, 'completed', a.score,
                    round(a.score * q.questions / 100.0)::bigint, q.questions, q.answers, NULL, a.taken, NULL,
                    a.at, a.at + a.taken, a.at + a.taken
             FROM (SELECT g, g % $2 AS sn, random() AS r_quiz, random() AS r_mode,
                          greatest(0, least(100, round(62 + 40 * (random() + random() + random() - 1.5))))::bigint AS score,
                          (120 + floor(random() * 900))::bigint AS taken,
                          ($3 + floor(random() * 300) * 86400 + 25200 + floor(random() * 36000))::bigint AS at
                   FROM generate_series($4, $5) AS g) a
             JOIN bench_students s ON s.n = a.sn
             JOIN bench_quizzes q ON q.class_level = s.class_level AND q.n = floor(a.r_quiz * s.quiz_count)::int
             JOIN quizzes qz ON qz.id = q.id",
        )
        .bind::<Text, _>(attempt_type)
        .bind::<Integer, _>(students_n)
        .bind::<BigInt, _>(year_start)
        .bind::<Integer, _>(i32::try_from(done)?)
        .bind::<Integer, _>(i32::try_from(upto - 1)?)
        .execute(&mut conn)
        .await?;
        done = upto;
        tracing::info!(attempts = done, elapsed = ?started.elapsed(), "completed attempts written");
    }

    // Standing consistent with the attempts: exam totals and rounded averages (as the store
    // keeps them), and streaks rebuilt from the days with a completed attempt (school days).
    conn.batch_execute(
        "UPDATE user_progress p SET exam_attempts = x.n, score_sum = x.s
         FROM (SELECT user_id, count(*) AS n, sum(score) AS s FROM quiz_attempts WHERE status = 'completed' AND quiz_mode = 'exam' GROUP BY user_id) x
         WHERE p.user_id = x.user_id;
         WITH d AS (SELECT DISTINCT user_id, (to_timestamp(completed_at) AT TIME ZONE 'Africa/Douala')::date AS day
                    FROM quiz_attempts WHERE status = 'completed'),
              i AS (SELECT user_id, day, day - (row_number() OVER (PARTITION BY user_id ORDER BY day))::int AS grp FROM d),
              isl AS (SELECT user_id, grp, count(*) AS len, max(day) AS last FROM i GROUP BY user_id, grp),
              agg AS (SELECT user_id, max(len) AS longest, max(last) AS last_day FROM isl GROUP BY user_id),
              cur AS (SELECT DISTINCT ON (user_id) user_id, len FROM isl ORDER BY user_id, last DESC)
         UPDATE user_progress p SET streak_days = cur.len, longest_streak = agg.longest, last_active_day = to_char(agg.last_day, 'YYYY-MM-DD')
         FROM agg JOIN cur USING (user_id) WHERE p.user_id = agg.user_id;",
    )
    .await?;
    // The averages from those totals, rounded by the domain as the store rounds them.
    let totals: Vec<(String, i64, i64)> = user_progress::table
        .filter(user_progress::exam_attempts.gt(0))
        .select((user_progress::user_id, user_progress::score_sum, user_progress::exam_attempts))
        .load(&mut conn)
        .await?;
    // Two array parameters (ids, averages) per statement, however many students.
    let (ids_of, averages): (Vec<&str>, Vec<i64>) = totals
        .iter()
        .map(|(id, sum, n)| (id.as_str(), i64::from(average(*sum.max(&0) as u64, *n.max(&0) as u32))))
        .unzip();
    if !ids_of.is_empty() {
        diesel::sql_query(
            "UPDATE user_progress p SET avg_score = v.a FROM unnest($1, $2) AS v(id, a) WHERE p.user_id = v.id",
        )
        .bind::<Array<Text>, _>(&ids_of)
        .bind::<Array<BigInt>, _>(&averages)
        .execute(&mut conn)
        .await?;
    }
    // Badges already earned, for the rules the totals decide (the rest are earned as the
    // completion run goes).
    diesel::sql_query(
        "INSERT INTO user_achievements (user_id, achievement_id, earned_at)
         SELECT p.user_id, a.id, $1 FROM user_progress p JOIN achievements a ON
              (a.id = 'first-quiz' AND p.exam_attempts >= 1) OR (a.id = 'quizzes-5' AND p.exam_attempts >= 5)
           OR (a.id = 'quizzes-25' AND p.exam_attempts >= 25) OR (a.id = 'quizzes-100' AND p.exam_attempts >= 100)
           OR (a.id = 'quizzes-250' AND p.exam_attempts >= 250) OR (a.id = 'streak-3' AND p.longest_streak >= 3)
           OR (a.id = 'streak-7' AND p.longest_streak >= 7) OR (a.id = 'streak-30' AND p.longest_streak >= 30)
           OR (a.id = 'streak-100' AND p.longest_streak >= 100)
         ON CONFLICT DO NOTHING",
    )
    .bind::<BigInt, _>(now)
    .execute(&mut conn)
    .await?;
    diesel::sql_query(
        "INSERT INTO user_achievements (user_id, achievement_id, earned_at)
         SELECT x.user_id, a.id, $1 FROM (SELECT user_id, count(DISTINCT subject) AS subjects, count(*) FILTER (WHERE score = 100) AS perfect
                                            FROM quiz_attempts WHERE status = 'completed' AND quiz_mode = 'exam' GROUP BY user_id) x
         JOIN achievements a ON (a.id = 'subjects-explored-3' AND x.subjects >= 3) OR (a.id = 'subjects-explored-6' AND x.subjects >= 6)
           OR (a.id = 'first-perfect-score' AND x.perfect >= 1) OR (a.id = 'perfect-scores-5' AND x.perfect >= 5)
         ON CONFLICT DO NOTHING",
    )
    .bind::<BigInt, _>(now)
    .execute(&mut conn)
    .await?;
    tracing::info!(elapsed = ?started.elapsed(), "standing and badges computed");

    // In-progress exam attempts: one per student for autosave, and `to_complete` in all for
    // the completion run. Ids are made here so the samples can name them.
    let per_student = size.to_complete.div_ceil(students.len()).max(1);
    let keys = SessionKeys::new(secret.as_bytes(), TOKEN_TTL_SECONDS);
    let mut autosave = std::io::BufWriter::new(std::fs::File::create(out_dir.join("students.tsv"))?);
    let mut complete = std::io::BufWriter::new(std::fs::File::create(out_dir.join("complete.tsv"))?);
    let mut quiz_file = std::io::BufWriter::new(std::fs::File::create(out_dir.join("quizzes.tsv"))?);
    for (i, q) in quizzes.iter().enumerate() {
        writeln!(quiz_file, "{i}\t{}\t{}", q.autosave_answers, q.final_answers)?;
    }
    // What each attempt copies from its quiz, as the store holds it, and the quiz's answers
    // with nothing answered.
    let quiz_ids: Vec<&str> = quizzes.iter().map(|q| q.id.as_str()).collect();
    let mut facts: HashMap<String, QuizFacts> = quizzes::table
        .filter(quizzes::id.eq_any(&quiz_ids))
        .select((quizzes::id, (quizzes::subject, quizzes::subject_id, quizzes::topic, quizzes::class_level)))
        .load::<(String, QuizFacts)>(&mut conn)
        .await?
        .into_iter()
        .collect();
    let mut quiz_facts = Vec::with_capacity(quizzes.len());
    for q in &quizzes {
        let f = facts.remove(&q.id).with_context(|| format!("quiz {} is not in the store", q.id))?;
        quiz_facts.push((f, serde_json::to_string(&vec![GivenAnswer::Blank; q.questions])?));
    }
    let batch = batch_rows(InProgressAttempt::COLUMNS);
    let mut rows: Vec<InProgressAttempt> = Vec::with_capacity(batch);
    let mut completion_rows: Vec<(String, String, usize)> = Vec::new();
    // One in-progress exam attempt of quiz `qi`, nothing answered.
    let in_progress = |attempt_id: String, user_id, qi: usize| {
        let (f, blank) = &quiz_facts[qi];
        InProgressAttempt {
            id: attempt_id,
            user_id,
            quiz_id: &quizzes[qi].id,
            subject: &f.subject,
            subject_id: f.subject_id.as_deref(),
            topic: &f.topic,
            class_level: &f.class_level,
            quiz_type: attempt_type,
            quiz_mode: "exam",
            status: "in progress",
            total_questions: quizzes[qi].questions as i64,
            selected_answers: blank,
            remaining_time: Some(1800),
            time_taken: 0,
            created_at: now,
            updated_at: now,
        }
    };
    let mut rng_state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move |n: usize| {
        // xorshift: a cheap, reproducible pick of a quiz per attempt.
        rng_state ^= rng_state << 13;
        rng_state ^= rng_state >> 7;
        rng_state ^= rng_state << 17;
        (rng_state % n as u64) as usize
    };
    for (id, username, li) in &students {
        let token =
            keys.issue(&ids.new_id(), id, Role::Student, 0, now).map_err(|e| anyhow::anyhow!("signing: {e:?}"))?;
        let level = levels[*li];
        let qi = by_level[*li][next(by_level[*li].len())];
        let attempt_id = ids.new_id();
        writeln!(autosave, "{username}\t{id}\t{}\t{token}\t{attempt_id}\t{qi}", level.as_str())?;
        rows.push(in_progress(attempt_id, id.as_str(), qi));
        for _ in 0..per_student {
            let qi = by_level[*li][next(by_level[*li].len())];
            let attempt_id = ids.new_id();
            completion_rows.push((token.clone(), attempt_id.clone(), qi));
            rows.push(in_progress(attempt_id, id.as_str(), qi));
        }
        while rows.len() >= batch {
            diesel::insert_into(quiz_attempts::table).values(&rows[..batch]).execute(&mut conn).await?;
            rows.drain(..batch);
        }
    }
    if !rows.is_empty() {
        diesel::insert_into(quiz_attempts::table).values(&rows).execute(&mut conn).await?;
    }
    // Interleave the students so that consecutive completions are different students'.
    let by_student = per_student;
    for round in 0..by_student {
        for s in 0..students.len() {
            let (token, attempt_id, qi) = &completion_rows[s * by_student + round];
            writeln!(complete, "{token}\t{attempt_id}\t{qi}")?;
        }
    }
    autosave.flush()?;
    complete.flush()?;
    quiz_file.flush()?;
    conn.batch_execute("ANALYZE;").await?;
    println!(
        "seeded {} students, {} quizzes, {} completed attempts, {} in-progress attempts in {:.1} s; samples in {}",
        students.len(),
        quizzes.len(),
        size.attempts,
        students.len() * (1 + per_student),
        started.elapsed().as_secs_f64(),
        out_dir.display()
    );
    Ok(())
}

/// The raw argon2 verification rate of the login hash (OWASP cost), `threads` at a time for
/// `seconds`: what the login run is compared with.
pub async fn argon2_rate(threads: usize, seconds: u64) -> anyhow::Result<()> {
    let passwords = Passwords::new(PasswordCost::OWASP);
    let hash = passwords.hash(BENCH_PASSWORD).await.map_err(|e| anyhow::anyhow!("hashing: {e:?}"))?;
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..threads.max(1) {
        let (passwords, hash) = (passwords.clone(), hash.clone());
        tasks.push(tokio::spawn(async move {
            let mut n = 0u64;
            while Instant::now() < deadline {
                if passwords.verify(BENCH_PASSWORD, &hash).await.unwrap_or(false) {
                    n += 1;
                }
            }
            n
        }));
    }
    let mut total = 0u64;
    for t in tasks {
        total += t.await?;
    }
    let rate = total as f64 / started.elapsed().as_secs_f64();
    println!("argon2id m=19456 t=2 p=1 verifications: threads={threads} total={total} rate={rate:.1}/s");
    Ok(())
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)].as_secs_f64() * 1000.0
}

/// The session id the raw reads check (never signed out, as a live session).
const BENCH_SESSION: &str = "0190a8b2-0000-7000-8000-000000000000";

struct Sample {
    user_id: String,
    class_level: ClassLevel,
}

/// Times the store calls behind the dashboard's six reads (user, stats, streak, first page
/// of attempts, the student's subjects, the class's subjects), each with its session check,
/// for random students: `concurrency` tasks for `seconds`. Also times the session check
/// (one `session_check` read: the user's row and whether the session was signed out) alone.
pub async fn store_rate(database_url: &str, samples: &Path, concurrency: usize, seconds: u64) -> anyhow::Result<()> {
    let text = std::fs::read_to_string(samples).with_context(|| format!("reading {}", samples.display()))?;
    let mut students = Vec::new();
    for line in text.lines() {
        let cols: Vec<&str> = line.split('\t').collect();
        if cols.len() >= 3 {
            students.push(Sample { user_id: cols[1].to_string(), class_level: cols[2].parse()? });
        }
    }
    anyhow::ensure!(!students.is_empty(), "no samples in {}", samples.display());
    let students = Arc::new(students);
    let store = SqlStore::connect(database_url, PoolSize(concurrency.max(1))).await?;

    // The session check alone, one at a time.
    let mut check = Vec::new();
    for i in 0..2_000usize {
        let s = &students[(i * 7_919) % students.len()];
        let t = Instant::now();
        store.session_check(&s.user_id, BENCH_SESSION).await?;
        check.push(t.elapsed());
    }
    check.sort();
    println!(
        "session check (store.session_check): p50={:.3} ms p99={:.3} ms (sequential, 2000 calls)",
        percentile(&check, 0.5),
        percentile(&check, 0.99)
    );

    let deadline = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let mut tasks = Vec::new();
    for task in 0..concurrency.max(1) {
        let (store, students) = (store.clone(), students.clone());
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut i = task * 104_729;
            while Instant::now() < deadline {
                i = i.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let s = &students[(i >> 33) % students.len()];
                let uid = s.user_id.as_str();
                for read in 0..6 {
                    let t = Instant::now();
                    store.session_check(uid, BENCH_SESSION).await?;
                    match read {
                        0 => {
                            store.user(uid).await?;
                            store.standing(uid).await?;
                        }
                        1 => {
                            store.user(uid).await?;
                            store.attempt_facts(uid).await?;
                            store.standing(uid).await?;
                            store.achievements().await?;
                            store.earned(uid).await?;
                        }
                        2 => {
                            store.standing(uid).await?;
                        }
                        3 => {
                            store.user(uid).await?;
                            store
                                .attempts(&AttemptQuery {
                                    user_id: Some(uid.to_string()),
                                    limit: Some(500),
                                    ..Default::default()
                                })
                                .await?;
                        }
                        4 => {
                            store.user(uid).await?;
                        }
                        _ => {
                            store
                                .subjects(&SubjectQuery { class_level: Some(s.class_level), ..Default::default() })
                                .await?;
                        }
                    }
                    latencies.push(t.elapsed());
                }
            }
            anyhow::Ok(latencies)
        }));
    }
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await??);
    }
    let elapsed = started.elapsed().as_secs_f64();
    all.sort();
    println!(
        "store dashboard reads: concurrency={concurrency} requests={} rate={:.1}/s p50={:.3} ms p99={:.3} ms",
        all.len(),
        all.len() as f64 / elapsed,
        percentile(&all, 0.5),
        percentile(&all, 0.99)
    );
    Ok(())
}
