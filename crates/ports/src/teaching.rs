//! The store's part in teaching: classes with their teachers and students, assignments, and the
//! moderation of short-answer marks.

use async_trait::async_trait;
use sabi_domain::Timestamp;
use sabi_domain::attempt::Attempt;
use sabi_domain::class_level::ClassLevel;
use sabi_domain::scoring::Review;
use sabi_domain::teaching::{Assignment, MarkChange, SchoolClass, SchoolYear};

use crate::store::StoreResult;

/// Which classes a listing wants; `None` filters nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClassQuery {
    /// Part of the class's name, any case.
    pub search: Option<String>,
    pub class_level: Option<ClassLevel>,
    pub school_year: Option<SchoolYear>,
    /// Only the classes this teacher teaches.
    pub teacher_id: Option<String>,
    /// Only the classes this student is in.
    pub student_id: Option<String>,
    pub limit: Option<i64>,
    pub offset: Option<i64>,
}

/// Which assignments a listing wants.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AssignmentQuery {
    /// Only these classes' (an empty list: none at all).
    pub class_ids: Option<Vec<String>>,
    /// Only those still open, or not open yet, at this moment.
    pub not_closed_at: Option<Timestamp>,
    /// Only those closing at or after this moment.
    pub closing_since: Option<Timestamp>,
    /// Only this quiz's.
    pub quiz_id: Option<String>,
    pub limit: Option<i64>,
    pub offset: Option<i64>,
}

/// A teacher's moderation of one submitted attempt, written at once: the marks, the score and
/// the count of full marks, the changes kept, and the attempt marked as checked.
#[derive(Debug, Clone, PartialEq)]
pub struct Moderation {
    pub attempt_id: String,
    /// The score the moderation was computed from: if the stored score differs, someone else
    /// moderated in between and nothing is written (`StaleVersion`).
    pub score_before: u32,
    pub review: Review,
    pub score: u32,
    pub correct_answers: u32,
    pub changes: Vec<MarkChange>,
    pub moderated_by: Option<String>,
    pub now: Timestamp,
}

#[async_trait]
pub trait TeachingRepository: Send + Sync {
    /// A new class with its teachers; `AlreadyExists` if a class of that name is in that year.
    async fn create_class(&self, class: SchoolClass) -> StoreResult<SchoolClass>;
    async fn school_class(&self, id: &str) -> StoreResult<SchoolClass>;
    /// Classes by year (newest first) then name, each with its number of students.
    async fn school_classes(&self, query: &ClassQuery) -> StoreResult<Vec<(SchoolClass, i64)>>;
    async fn count_school_classes(&self, query: &ClassQuery) -> StoreResult<i64>;
    /// Replaces a class's name, level, stream, year and teachers. Its students' enrolments
    /// follow a change of year; `AlreadyExists` when one of them is in another class that year.
    async fn update_class(&self, class: &SchoolClass) -> StoreResult<SchoolClass>;
    /// Deletes a class, its enrolments and its assignments; attempts stay.
    async fn delete_class(&self, id: &str) -> StoreResult<()>;
    /// Enrols students, all or none: `AlreadyExists` if one of them is in a class that year.
    async fn enrol(&self, class_id: &str, user_ids: &[String]) -> StoreResult<()>;
    async fn unenrol(&self, class_id: &str, user_id: &str) -> StoreResult<()>;
    /// The class's students' ids.
    async fn class_student_ids(&self, class_id: &str) -> StoreResult<Vec<String>>;
    /// Of these students, those in a class in that year, with its id.
    async fn enrolments(&self, user_ids: &[String], year: SchoolYear) -> StoreResult<Vec<(String, String)>>;

    async fn create_assignments(&self, assignments: Vec<Assignment>) -> StoreResult<()>;
    async fn assignment(&self, id: &str) -> StoreResult<Assignment>;
    /// Assignments closing soonest first.
    async fn assignments(&self, query: &AssignmentQuery) -> StoreResult<Vec<Assignment>>;
    async fn count_assignments(&self, query: &AssignmentQuery) -> StoreResult<i64>;
    async fn delete_assignment(&self, id: &str) -> StoreResult<()>;
    /// The attempts made on an assignment (by one student, when named), oldest first.
    async fn assignment_attempts(&self, assignment_id: &str, user_id: Option<&str>) -> StoreResult<Vec<Attempt>>;

    /// Writes a moderation: `NotFound` when the attempt is not a submitted one, `StaleVersion`
    /// when its score changed since it was read. A counted exam's new score reaches the
    /// student's totals (stats, leaderboard) in the same transaction.
    async fn moderate(&self, moderation: &Moderation) -> StoreResult<Attempt>;
    /// An attempt's changes of mark, oldest first.
    async fn mark_changes(&self, attempt_id: &str) -> StoreResult<Vec<MarkChange>>;
    /// The newest changes of mark on a student's attempts.
    async fn mark_changes_of_student(&self, user_id: &str, limit: i64) -> StoreResult<Vec<MarkChange>>;
    /// Of these attempts, the ones a teacher has moderated.
    async fn moderated(&self, attempt_ids: &[String]) -> StoreResult<Vec<String>>;
}
