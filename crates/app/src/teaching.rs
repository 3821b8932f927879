//! Teaching: an admin's classes (teachers named, students enrolled by hand or from a CSV of
//! usernames), a teacher's assignments with their window, the class's results and item
//! analysis, the moderation of short-answer marks, and a teacher's home page.
//!
//! Who may see what is decided here: an admin reaches every class; a teacher the classes that
//! name them, their assignments and the attempts made on those; a student their own.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use chrono_tz::Tz;
use sabi_domain::attempt::{Attempt, AttemptRun, QuizMode};
use sabi_domain::item_analysis::{self, QuestionStatistics};
use sabi_domain::quiz::Quiz;
use sabi_domain::teaching::{
    self, Assignment, AssignmentRules, AssignmentState, ClassDetails, KeysShown, MarkChange, MarkEdit,
    ModerationProblem, ResultStatus, SchoolClass, SchoolYear, StartRefusal, TopicMean,
};
use sabi_domain::user::{Role, User};
use sabi_domain::{DomainError, Timestamp};
use sabi_ports::{AssignmentQuery, AttemptQuery, ClassQuery, IdGenerator, Moderation, Store, StoreError, UserQuery};

use crate::Ports;
use crate::caller::Caller;
use crate::csv_lines::column;
use crate::error::{AppError, AppResult, OrNotFound};
use crate::progress::ProgressService;
use crate::quizzes::QuizService;

/// A class's CSV of usernames is at most this many lines and bytes.
pub const MAX_IMPORT_LINES: usize = 1_000;
pub const MAX_IMPORT_BYTES: usize = 200 * 1024;
/// A teacher's home page looks this far back for the weakest topics.
const WEAK_TOPICS_DAYS: i64 = 30;
/// A student's list keeps closed assignments this long.
const CLOSED_KEPT_DAYS: i64 = 14;

const CLASS_NOT_FOUND: &str = "Class not found.";
const ASSIGNMENT_NOT_FOUND: &str = "Assignment not found.";

/// A class with its teachers and its number of students.
#[derive(Debug, Clone)]
pub struct ClassView {
    pub class: SchoolClass,
    pub teachers: Vec<User>,
    pub student_count: i64,
}

/// What an admin's class form gives.
#[derive(Debug, Clone, Default)]
pub struct ClassForm {
    pub name: String,
    pub class_level: String,
    pub stream: Option<String>,
    pub school_year: String,
    /// The teachers, replacing the class's when given.
    pub teacher_ids: Option<Vec<String>>,
}

/// A line of a CSV the class could not take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefusedLine {
    pub line: usize,
    pub username: String,
    pub reason: String,
}

/// What an enrolment did, or (a preview) would do.
#[derive(Debug, Clone, Default)]
pub struct EnrolReport {
    pub enrolled: Vec<User>,
    pub already_in_class: Vec<String>,
    pub refused: Vec<RefusedLine>,
    pub confirmed: bool,
}

/// What a teacher's "Assign" form gives.
#[derive(Debug, Clone, Default)]
pub struct AssignForm {
    pub quiz_id: String,
    pub class_ids: Vec<String>,
    pub mode: String,
    pub opens_at: Timestamp,
    pub closes_at: Timestamp,
    pub time_limit_minutes: Option<u32>,
    pub attempts_allowed: u32,
    pub keys: String,
}

/// An assignment with its class and quiz.
#[derive(Debug, Clone)]
pub struct AssignmentView {
    pub assignment: Assignment,
    pub class: SchoolClass,
    pub quiz: Arc<Quiz>,
    pub state: AssignmentState,
}

/// One line of an assignment's results table.
#[derive(Debug, Clone)]
pub struct ResultLine {
    pub student: User,
    pub status: ResultStatus,
    pub attempt: Option<Attempt>,
    pub moderated: bool,
    /// Every attempt of the student on the assignment, oldest first: each is kept.
    pub tries: Vec<Attempt>,
}

#[derive(Debug, Clone)]
pub struct Results {
    pub assignment: AssignmentView,
    pub lines: Vec<ResultLine>,
    pub mean_score: Option<u32>,
}

#[derive(Debug, Clone)]
pub struct Analysis {
    pub assignment: AssignmentView,
    pub attempts: usize,
    pub questions: Vec<QuestionStatistics>,
}

/// An assignment as its student sees it.
#[derive(Debug, Clone)]
pub struct StudentAssignment {
    pub view: AssignmentView,
    pub attempts_used: u32,
    pub latest: Option<Attempt>,
    pub status: ResultStatus,
    /// The score, once the assignment lets it be seen.
    pub score: Option<u32>,
}

/// An attempt's marks as a teacher moderates them.
#[derive(Debug, Clone)]
pub struct Marking {
    pub attempt: Attempt,
    pub quiz: Arc<Quiz>,
    pub student: User,
    pub changes: Vec<(MarkChange, Option<User>)>,
    pub moderated: bool,
    /// Whether the caller may change the marks.
    pub may_moderate: bool,
    /// The attempt's earlier runs (before retakes), oldest first.
    pub history: Vec<AttemptRun>,
}

/// An attempt waiting for its teacher.
#[derive(Debug, Clone)]
pub struct ToModerate {
    pub attempt: Attempt,
    pub assignment: AssignmentView,
    pub student: User,
}

#[derive(Debug, Clone)]
pub struct ClassWeakTopics {
    pub class: SchoolClass,
    pub topics: Vec<TopicMean>,
}

#[derive(Debug, Clone)]
pub struct TeacherHome {
    pub classes: Vec<ClassView>,
    pub open: Vec<AssignmentView>,
    pub upcoming: Vec<AssignmentView>,
    pub to_moderate: Vec<ToModerate>,
    pub weakest_topics: Vec<ClassWeakTopics>,
}

#[derive(Clone)]
pub struct TeachingService {
    store: Arc<dyn Store>,
    clock: Arc<dyn sabi_ports::Clock>,
    ids: Arc<dyn IdGenerator>,
    quizzes: QuizService,
    /// Badges follow a changed mark.
    progress: ProgressService,
    time_zone: Tz,
}

/// A moment in the school's time zone, as refusals say it: "24 November 2026 at 08:00".
pub fn school_time(at: Timestamp, time_zone: Tz) -> String {
    chrono::DateTime::from_timestamp(at, 0)
        .map(|t| t.with_timezone(&time_zone).format("%-d %B %Y at %H:%M").to_string())
        .unwrap_or_default()
}

impl TeachingService {
    pub fn new(ports: &Ports, quizzes: QuizService, progress: ProgressService, time_zone: Tz) -> TeachingService {
        TeachingService {
            store: ports.store.clone(),
            clock: ports.clock.clone(),
            ids: ports.ids.clone(),
            quizzes,
            progress,
            time_zone,
        }
    }

    pub fn time_zone(&self) -> Tz {
        self.time_zone
    }

    // --------------------------------------------------------------------------------------
    // Classes

    /// A class the caller may see: an admin any, a teacher theirs.
    async fn class_for(&self, caller: &Caller, id: &str) -> AppResult<SchoolClass> {
        caller.require_staff()?;
        let class = self.store.school_class(id).await.or_not_found(CLASS_NOT_FOUND)?;
        if caller.is_admin() || class.is_taught_by(&caller.user_id) { Ok(class) } else { Err(AppError::Forbidden) }
    }

    async fn users(&self, ids: &[String]) -> AppResult<HashMap<String, User>> {
        let mut out = HashMap::new();
        for chunk in ids.chunks(500) {
            let query = UserQuery { ids: Some(chunk.to_vec()), ..Default::default() };
            out.extend(self.store.users(&query).await?.into_iter().map(|u| (u.id.clone(), u)));
        }
        Ok(out)
    }

    async fn views(&self, classes: Vec<(SchoolClass, i64)>) -> AppResult<Vec<ClassView>> {
        let teacher_ids: Vec<String> = classes
            .iter()
            .flat_map(|(c, _)| c.teacher_ids.iter().cloned())
            .collect::<HashSet<_>>()
            .into_iter()
            .collect();
        let teachers = self.users(&teacher_ids).await?;
        Ok(classes
            .into_iter()
            .map(|(class, student_count)| ClassView {
                teachers: class.teacher_ids.iter().filter_map(|t| teachers.get(t).cloned()).collect(),
                class,
                student_count,
            })
            .collect())
    }

    /// Classes, a page of them and how many match; a teacher sees their own only.
    pub async fn classes(&self, caller: &Caller, mut query: ClassQuery) -> AppResult<(Vec<ClassView>, i64)> {
        caller.require_staff()?;
        if !caller.is_admin() {
            query.teacher_id = Some(caller.user_id.clone());
        }
        query.student_id = None;
        let total = self.store.count_school_classes(&query).await?;
        let classes = self.store.school_classes(&query).await?;
        Ok((self.views(classes).await?, total))
    }

    async fn check_teachers(&self, ids: &[String]) -> AppResult<Vec<String>> {
        let ids: Vec<String> = ids.iter().cloned().collect::<HashSet<_>>().into_iter().collect();
        if ids.len() > 20 {
            return Err(AppError::BadRequest("A class has 20 teachers at most.".into()));
        }
        let found = self.users(&ids).await?;
        for id in &ids {
            match found.get(id) {
                Some(u) if u.role == Role::Teacher || u.role == Role::Admin => {}
                Some(u) => return Err(AppError::BadRequest(format!("{} is not a teacher.", u.username))),
                None => return Err(AppError::BadRequest("That teacher was not found.".into())),
            }
        }
        Ok(ids)
    }

    pub async fn create_class(&self, caller: &Caller, form: &ClassForm) -> AppResult<ClassView> {
        caller.require_admin()?;
        let details = ClassDetails::new(&form.name, &form.class_level, form.stream.as_deref(), &form.school_year)?;
        let teacher_ids = self.check_teachers(form.teacher_ids.as_deref().unwrap_or_default()).await?;
        let class = SchoolClass {
            id: self.ids.new_id(),
            name: details.name,
            class_level: details.class_level,
            stream: details.stream,
            school_year: details.school_year,
            teacher_ids,
            created_at: self.clock.now(),
        };
        let class = self.store.create_class(class).await.map_err(class_conflict)?;
        Ok(self.views(vec![(class, 0)]).await?.remove(0))
    }

    /// A class with its students.
    pub async fn class(&self, caller: &Caller, id: &str) -> AppResult<(ClassView, Vec<User>)> {
        let class = self.class_for(caller, id).await?;
        let student_ids = self.store.class_student_ids(id).await?;
        let users = self.users(&student_ids).await?;
        let mut students: Vec<User> = student_ids.iter().filter_map(|s| users.get(s).cloned()).collect();
        students.sort_by_key(|a| a.username.to_lowercase());
        let view = self.views(vec![(class, students.len() as i64)]).await?.remove(0);
        Ok((view, students))
    }

    pub async fn update_class(&self, caller: &Caller, id: &str, form: &ClassForm) -> AppResult<ClassView> {
        caller.require_admin()?;
        let old = self.store.school_class(id).await.or_not_found(CLASS_NOT_FOUND)?;
        let details = ClassDetails::new(&form.name, &form.class_level, form.stream.as_deref(), &form.school_year)?;
        let teacher_ids = match &form.teacher_ids {
            Some(ids) => self.check_teachers(ids).await?,
            None => old.teacher_ids.clone(),
        };
        let class = SchoolClass {
            name: details.name,
            class_level: details.class_level,
            stream: details.stream,
            school_year: details.school_year,
            teacher_ids,
            ..old
        };
        let class = self.store.update_class(&class).await.map_err(class_conflict)?;
        let count = self.store.class_student_ids(id).await?.len() as i64;
        Ok(self.views(vec![(class, count)]).await?.remove(0))
    }

    pub async fn delete_class(&self, caller: &Caller, id: &str) -> AppResult<()> {
        caller.require_admin()?;
        self.store.delete_class(id).await.or_not_found(CLASS_NOT_FOUND)
    }

    pub async fn unenrol(&self, caller: &Caller, class_id: &str, user_id: &str) -> AppResult<()> {
        caller.require_admin()?;
        self.store.unenrol(class_id, user_id).await.or_not_found("That student is not in this class.")
    }

    /// Enrols students picked by id.
    pub async fn enrol(&self, caller: &Caller, class_id: &str, user_ids: &[String]) -> AppResult<EnrolReport> {
        caller.require_admin()?;
        if user_ids.len() > teaching::MAX_CLASS_STUDENTS {
            return Err(AppError::BadRequest(format!(
                "A class holds {} students at most.",
                teaching::MAX_CLASS_STUDENTS
            )));
        }
        let users = self.users(user_ids).await?;
        let lines: Vec<(usize, String)> = user_ids
            .iter()
            .enumerate()
            .map(|(i, id)| (i + 1, users.get(id).map_or_else(|| id.clone(), |u| u.username.clone())))
            .collect();
        let by_name: HashMap<String, User> =
            users.into_values().map(|u| (sabi_domain::user::name_key(&u.username), u)).collect();
        self.enrol_lines(class_id, lines, by_name, true).await
    }

    /// Enrols the students a CSV of usernames names: a preview unless `confirm`.
    pub async fn import_students(
        &self,
        caller: &Caller,
        class_id: &str,
        csv_text: &str,
        confirm: bool,
    ) -> AppResult<EnrolReport> {
        caller.require_admin()?;
        if csv_text.len() > MAX_IMPORT_BYTES {
            return Err(AppError::TooLarge("The file is too large: 200 KB at most.".into()));
        }
        let lines = usernames_of_csv(csv_text)?;
        let names: Vec<String> = lines.iter().map(|(_, n)| n.clone()).filter(|n| !n.is_empty()).collect();
        let mut by_name = HashMap::new();
        for chunk in names.chunks(500) {
            let query = UserQuery { usernames: Some(chunk.to_vec()), ..Default::default() };
            for user in self.store.users(&query).await? {
                by_name.insert(sabi_domain::user::name_key(&user.username), user);
            }
        }
        self.enrol_lines(class_id, lines, by_name, confirm).await
    }

    async fn enrol_lines(
        &self,
        class_id: &str,
        lines: Vec<(usize, String)>,
        by_name: HashMap<String, User>,
        confirm: bool,
    ) -> AppResult<EnrolReport> {
        let class = self.store.school_class(class_id).await.or_not_found(CLASS_NOT_FOUND)?;
        let current: HashSet<String> = self.store.class_student_ids(class_id).await?.into_iter().collect();
        let ids: Vec<String> = by_name.values().map(|u| u.id.clone()).collect();
        let elsewhere: HashMap<String, String> =
            self.store.enrolments(&ids, class.school_year).await?.into_iter().collect();
        let other_classes = self.class_names(elsewhere.values().cloned().collect()).await?;
        let mut report = EnrolReport::default();
        let mut taken = HashSet::new();
        for (line, username) in lines {
            let refuse = |reason: String| RefusedLine { line, username: username.clone(), reason };
            if username.is_empty() {
                report.refused.push(refuse("The line has no username.".into()));
                continue;
            }
            let Some(user) = by_name.get(&sabi_domain::user::name_key(&username)) else {
                report.refused.push(refuse(format!("No student has the username {username}.")));
                continue;
            };
            if user.role != Role::Student {
                report.refused.push(refuse(format!("{} is a teacher or an admin, not a student.", user.username)));
            } else if current.contains(&user.id) {
                report.already_in_class.push(user.username.clone());
            } else if let Some(other) = elsewhere.get(&user.id) {
                let name = other_classes.get(other).cloned().unwrap_or_default();
                report
                    .refused
                    .push(refuse(format!("{} is already in {name} for {}.", user.username, class.school_year)));
            } else if taken.insert(user.id.clone()) {
                report.enrolled.push(user.clone());
            }
        }
        if current.len() + report.enrolled.len() > teaching::MAX_CLASS_STUDENTS {
            return Err(AppError::BadRequest(format!(
                "A class holds {} students at most.",
                teaching::MAX_CLASS_STUDENTS
            )));
        }
        if confirm && !report.enrolled.is_empty() {
            let ids: Vec<String> = report.enrolled.iter().map(|u| u.id.clone()).collect();
            self.store.enrol(class_id, &ids).await.map_err(|e| match e {
                // Someone enrolled one of them elsewhere in between: nothing was taken.
                StoreError::AlreadyExists => AppError::Conflict(
                    "One of these students was just put in another class. Nothing was changed; please try again."
                        .into(),
                ),
                other => other.into(),
            })?;
        }
        report.confirmed = confirm;
        Ok(report)
    }

    async fn class_names(&self, ids: Vec<String>) -> AppResult<HashMap<String, String>> {
        let mut out = HashMap::new();
        for id in ids.into_iter().collect::<HashSet<_>>() {
            if let Ok(c) = self.store.school_class(&id).await {
                out.insert(id, c.name);
            }
        }
        Ok(out)
    }

    // --------------------------------------------------------------------------------------
    // Assignments

    async fn view(&self, assignment: Assignment, class: Option<SchoolClass>) -> AppResult<AssignmentView> {
        let class = match class {
            Some(c) => c,
            None => self.store.school_class(&assignment.class_id).await.or_not_found(CLASS_NOT_FOUND)?,
        };
        let quiz = self.quizzes.quiz(&assignment.quiz_id).await?;
        let state = assignment.rules.state(self.clock.now());
        Ok(AssignmentView { assignment, class, quiz, state })
    }

    /// An assignment the caller teaches (or any, for an admin).
    async fn assignment_for(&self, caller: &Caller, id: &str) -> AppResult<AssignmentView> {
        caller.require_staff()?;
        let assignment = self.store.assignment(id).await.or_not_found(ASSIGNMENT_NOT_FOUND)?;
        let class = self.class_for(caller, &assignment.class_id).await?;
        self.view(assignment, Some(class)).await
    }

    /// Assigns a quiz to some of the caller's classes: one assignment per class.
    pub async fn assign(&self, caller: &Caller, form: &AssignForm) -> AppResult<Vec<AssignmentView>> {
        caller.require_staff()?;
        let class_ids: Vec<String> = form.class_ids.iter().cloned().collect::<HashSet<_>>().into_iter().collect();
        if class_ids.is_empty() {
            return Err(AppError::BadRequest("Choose at least one class.".into()));
        }
        if class_ids.len() > teaching::MAX_CLASSES_PER_ASSIGNMENT {
            return Err(AppError::BadRequest(format!(
                "A quiz is assigned to {} classes at most at once.",
                teaching::MAX_CLASSES_PER_ASSIGNMENT
            )));
        }
        let mut classes = Vec::new();
        for id in &class_ids {
            classes.push(self.class_for(caller, id).await?);
        }
        let quiz = self.quizzes.quiz_to_start(&form.quiz_id).await?;
        if !quiz.source.is_trusted() {
            return Err(AppError::BadRequest("A student's own quiz cannot be assigned.".into()));
        }
        let mode: QuizMode = form.mode.parse()?;
        let keys: KeysShown = form.keys.parse()?;
        let rules = AssignmentRules::new(
            mode,
            form.opens_at,
            form.closes_at,
            form.time_limit_minutes,
            form.attempts_allowed,
            keys,
            quiz.estimate_time,
        )?;
        let now = self.clock.now();
        let assignments: Vec<Assignment> = classes
            .iter()
            .map(|class| Assignment {
                id: self.ids.new_id(),
                class_id: class.id.clone(),
                quiz_id: quiz.id.clone(),
                set_by: Some(caller.user_id.clone()),
                rules,
                created_at: now,
            })
            .collect();
        self.store.create_assignments(assignments.clone()).await?;
        let mut views = Vec::new();
        for (assignment, class) in assignments.into_iter().zip(classes) {
            views.push(AssignmentView { state: assignment.rules.state(now), assignment, class, quiz: quiz.clone() });
        }
        Ok(views)
    }

    /// The assignments of the caller's classes (one class's, when named), closing soonest first.
    pub async fn assignments(
        &self,
        caller: &Caller,
        class_id: Option<&str>,
        state: Option<AssignmentState>,
        limit: i64,
        offset: i64,
    ) -> AppResult<(Vec<AssignmentView>, i64)> {
        caller.require_staff()?;
        let class_ids = match class_id {
            Some(id) => Some(vec![self.class_for(caller, id).await?.id]),
            None if caller.is_admin() => None,
            None => Some(self.my_class_ids(caller).await?),
        };
        let now = self.clock.now();
        let query = AssignmentQuery {
            class_ids,
            not_closed_at: matches!(state, Some(AssignmentState::Open | AssignmentState::Upcoming)).then_some(now),
            limit: Some(if state.is_some() { 1_000 } else { limit }),
            offset: Some(if state.is_some() { 0 } else { offset }),
            ..Default::default()
        };
        let total = self.store.count_assignments(&query).await?;
        let mut views = Vec::new();
        for a in self.store.assignments(&query).await? {
            if state.is_none_or(|s| a.rules.state(now) == s) {
                views.push(self.view(a, None).await?);
            }
        }
        if state.is_some() {
            let total = views.len() as i64;
            let page = views.into_iter().skip(offset.max(0) as usize).take(limit.max(0) as usize).collect();
            return Ok((page, total));
        }
        Ok((views, total))
    }

    async fn my_class_ids(&self, caller: &Caller) -> AppResult<Vec<String>> {
        let query = ClassQuery { teacher_id: Some(caller.user_id.clone()), limit: Some(1_000), ..Default::default() };
        Ok(self.store.school_classes(&query).await?.into_iter().map(|(c, _)| c.id).collect())
    }

    pub async fn assignment(&self, caller: &Caller, id: &str) -> AppResult<AssignmentView> {
        self.assignment_for(caller, id).await
    }

    pub async fn remove_assignment(&self, caller: &Caller, id: &str) -> AppResult<()> {
        self.assignment_for(caller, id).await?;
        self.store.delete_assignment(id).await.or_not_found(ASSIGNMENT_NOT_FOUND)
    }

    /// The class's results table, as it stands now.
    pub async fn results(&self, caller: &Caller, id: &str) -> AppResult<Results> {
        let view = self.assignment_for(caller, id).await?;
        let students = self.store.class_student_ids(&view.class.id).await?;
        let attempts: Vec<Attempt> = self
            .store
            .assignment_attempts(id, None)
            .await?
            .into_iter()
            .map(|a| a.with_server_time(self.clock.now()))
            .collect();
        let users = self.users(&students).await?;
        let rows = teaching::results(&students, &attempts);
        let mean_score = teaching::mean_score(&rows);
        let attempt_ids: Vec<String> = rows.iter().filter_map(|r| r.attempt.map(|a| a.id.clone())).collect();
        let moderated: HashSet<String> = self.store.moderated(&attempt_ids).await?.into_iter().collect();
        let mut lines: Vec<ResultLine> = rows
            .iter()
            .filter_map(|r| {
                Some(ResultLine {
                    student: users.get(r.user_id)?.clone(),
                    status: r.status,
                    moderated: r.attempt.is_some_and(|a| moderated.contains(&a.id)),
                    attempt: r.attempt.cloned(),
                    tries: r.tries.iter().map(|a| (*a).clone()).collect(),
                })
            })
            .collect();
        lines.sort_by_key(|a| a.student.username.to_lowercase());
        Ok(Results { assignment: view, lines, mean_score })
    }

    /// Moodle's statistics over each student's first submitted attempt.
    pub async fn analysis(&self, caller: &Caller, id: &str) -> AppResult<Analysis> {
        let view = self.assignment_for(caller, id).await?;
        let students = self.store.class_student_ids(&view.class.id).await?;
        let attempts = self.store.assignment_attempts(id, None).await?;
        let rows = teaching::results(&students, &attempts);
        let submitted: Vec<&Attempt> =
            rows.iter().filter(|r| r.status == ResultStatus::Submitted).filter_map(|r| r.attempt).collect();
        let questions = teaching::analysed_questions(&view.quiz.content);
        let responses: Vec<_> = submitted.iter().map(|a| teaching::responses(&view.quiz.content, a)).collect();
        let statistics = item_analysis::analyse(&questions, &responses);
        Ok(Analysis { attempts: submitted.len(), questions: statistics, assignment: view })
    }

    // --------------------------------------------------------------------------------------
    // Students

    /// Each of these users' class this school year, for the admin's list of people.
    pub async fn classes_this_year(
        &self,
        caller: &Caller,
        user_ids: &[String],
    ) -> AppResult<HashMap<String, SchoolClass>> {
        caller.require_admin()?;
        let year = SchoolYear::of(self.clock.now());
        let query = ClassQuery { school_year: Some(year), limit: Some(1_000), ..Default::default() };
        let classes: HashMap<String, SchoolClass> =
            self.store.school_classes(&query).await?.into_iter().map(|(c, _)| (c.id.clone(), c)).collect();
        let mut out = HashMap::new();
        if classes.is_empty() {
            return Ok(out);
        }
        for chunk in user_ids.chunks(1_000) {
            for (user_id, class_id) in self.store.enrolments(chunk, year).await? {
                if let Some(class) = classes.get(&class_id) {
                    out.insert(user_id, class.clone());
                }
            }
        }
        Ok(out)
    }

    /// The classes a student is in this school year and the last.
    async fn student_classes(&self, user_id: &str) -> AppResult<Vec<SchoolClass>> {
        let query = ClassQuery { student_id: Some(user_id.to_string()), limit: Some(20), ..Default::default() };
        Ok(self.store.school_classes(&query).await?.into_iter().map(|(c, _)| c).collect())
    }

    /// What is assigned to a student: upcoming and open, and closed in the last two weeks.
    pub async fn assigned_to(&self, caller: &Caller, user_id: &str) -> AppResult<Vec<StudentAssignment>> {
        caller.may_act_for(user_id)?;
        let classes = self.student_classes(user_id).await?;
        if classes.is_empty() {
            return Ok(Vec::new());
        }
        let now = self.clock.now();
        let query = AssignmentQuery {
            class_ids: Some(classes.iter().map(|c| c.id.clone()).collect()),
            closing_since: Some(now - CLOSED_KEPT_DAYS * 86_400),
            limit: Some(100),
            ..Default::default()
        };
        let mut out = Vec::new();
        let me = [user_id.to_string()];
        for assignment in self.store.assignments(&query).await? {
            let class = classes.iter().find(|c| c.id == assignment.class_id).cloned();
            let mine = self.store.assignment_attempts(&assignment.id, Some(user_id)).await?;
            let view = self.view(assignment, class).await?;
            let rows = teaching::results(&me, &mine);
            let status = rows.first().map_or(ResultStatus::NotStarted, |r| r.status);
            let shown = view.assignment.rules.mode == QuizMode::Practice || view.assignment.rules.keys_visible(now);
            let score = rows.first().and_then(|r| r.attempt).filter(|a| a.is_completed() && shown).map(|a| a.score);
            out.push(StudentAssignment {
                attempts_used: u32::try_from(mine.len()).unwrap_or(u32::MAX),
                latest: mine.last().cloned().map(|a| a.with_server_time(now)),
                status,
                score,
                view,
            });
        }
        Ok(out)
    }

    /// What starting an assignment fixes: its quiz, mode and time limit, once the student is
    /// found in its class, inside its window, with an attempt left.
    pub async fn start(
        &self,
        caller: &Caller,
        user_id: &str,
        assignment_id: &str,
    ) -> AppResult<(Assignment, Arc<Quiz>)> {
        caller.may_act_for(user_id)?;
        let assignment = self.store.assignment(assignment_id).await.or_not_found(ASSIGNMENT_NOT_FOUND)?;
        if !self.store.class_student_ids(&assignment.class_id).await?.iter().any(|s| s == user_id) {
            return Err(AppError::Forbidden);
        }
        let used = self.store.assignment_attempts(assignment_id, Some(user_id)).await?.len();
        let now = self.clock.now();
        assignment.rules.may_start(now, u32::try_from(used).unwrap_or(u32::MAX)).map_err(|refusal| {
            AppError::Conflict(match refusal {
                StartRefusal::NotOpenYet { opens_at } => {
                    format!("This assignment opens on {}.", school_time(opens_at, self.time_zone))
                }
                StartRefusal::Closed { closes_at } => {
                    format!("This assignment closed on {}.", school_time(closes_at, self.time_zone))
                }
                StartRefusal::NoAttemptsLeft { allowed } => {
                    format!("You have used the {allowed} attempts this assignment allows.")
                }
            })
        })?;
        let quiz = self.quizzes.quiz_to_start(&assignment.quiz_id).await?;
        Ok((assignment, quiz))
    }

    /// Whether a student's view of this quiz must hide its key now: an assignment of theirs
    /// holds the quiz and does not show its keys yet (whichever attempt they read it through).
    pub async fn key_withheld(&self, user_id: &str, quiz_id: &str) -> AppResult<bool> {
        let classes = self.student_classes(user_id).await?;
        if classes.is_empty() {
            return Ok(false);
        }
        let now = self.clock.now();
        let query = AssignmentQuery {
            class_ids: Some(classes.into_iter().map(|c| c.id).collect()),
            quiz_id: Some(quiz_id.to_string()),
            limit: Some(100),
            ..Default::default()
        };
        Ok(self.store.assignments(&query).await?.iter().any(|a| !a.rules.keys_visible(now)))
    }

    // --------------------------------------------------------------------------------------
    // Moderation

    /// Whether the caller teaches the class of the attempt's assignment (admins: always).
    async fn may_moderate(&self, caller: &Caller, attempt: &Attempt) -> AppResult<bool> {
        if caller.is_admin() {
            return Ok(true);
        }
        if caller.role != Role::Teacher {
            return Ok(false);
        }
        let Some(assignment_id) = &attempt.assignment_id else { return Ok(false) };
        let Ok(assignment) = self.store.assignment(assignment_id).await else { return Ok(false) };
        let Ok(class) = self.store.school_class(&assignment.class_id).await else { return Ok(false) };
        Ok(class.is_taught_by(&caller.user_id))
    }

    /// An attempt's marks, the marker's feedback and every change: for its teacher, an admin,
    /// and its student.
    pub async fn marking(&self, caller: &Caller, attempt_id: &str) -> AppResult<Marking> {
        let attempt = self.store.attempt(attempt_id).await.or_not_found("Quiz attempt not found.")?;
        let may_moderate = self.may_moderate(caller, &attempt).await?;
        if !may_moderate && caller.user_id != attempt.user_id {
            return Err(AppError::Forbidden);
        }
        let quiz = self.quizzes.quiz(&attempt.quiz_id).await?;
        let changes = self.store.mark_changes(attempt_id).await?;
        let by: Vec<String> = changes.iter().filter_map(|c| c.changed_by.clone()).collect();
        let people = self.users(&by).await?;
        let changes = changes
            .into_iter()
            .map(|c| {
                let who = c.changed_by.as_ref().and_then(|id| people.get(id).cloned());
                (c, who)
            })
            .collect();
        let moderated = !self.store.moderated(&[attempt_id.to_string()]).await?.is_empty();
        let student = self.store.user(&attempt.user_id).await.or_not_found("User not found.")?;
        let history = self.store.attempt_history(attempt_id).await?;
        Ok(Marking { attempt, quiz, student, changes, moderated, may_moderate, history })
    }

    /// Changes some marks (each with a reason) or, with none, confirms them.
    pub async fn moderate(&self, caller: &Caller, attempt_id: &str, edits: &[MarkEdit]) -> AppResult<Marking> {
        let attempt = self.store.attempt(attempt_id).await.or_not_found("Quiz attempt not found.")?;
        if !self.may_moderate(caller, &attempt).await? {
            return Err(AppError::Forbidden);
        }
        if edits.len() > 200 {
            return Err(AppError::BadRequest("Too many changes at once.".into()));
        }
        let quiz = self.quizzes.quiz(&attempt.quiz_id).await?;
        let moderated = teaching::moderate(&quiz.content, &attempt, edits).map_err(|p| match p {
            ModerationProblem::NotModeratable => AppError::Conflict(p.to_string()),
            other => AppError::Invalid(DomainError::InvalidInput(other.to_string())),
        })?;
        let now = self.clock.now();
        let moderation = Moderation {
            attempt_id: attempt.id.clone(),
            score_before: attempt.score,
            score: moderated.score,
            correct_answers: moderated.correct_answers,
            review: moderated.review,
            changes: moderated
                .changes
                .into_iter()
                .map(|(number, from, to, comment)| MarkChange {
                    attempt_id: attempt.id.clone(),
                    number,
                    from,
                    to,
                    comment,
                    changed_by: Some(caller.user_id.clone()),
                    changed_at: now,
                })
                .collect(),
            moderated_by: Some(caller.user_id.clone()),
            now,
        };
        let changed = self.store.moderate(&moderation).await.map_err(|e| match e {
            StoreError::StaleVersion => AppError::Conflict(
                "These marks were changed by someone else since you opened them. Open them again.".into(),
            ),
            StoreError::NotFound => AppError::Conflict(ModerationProblem::NotModeratable.to_string()),
            other => other.into(),
        })?;
        if changed.score != moderation.score_before && changed.counts_towards_stats() {
            self.progress.follow_change_of_mark(&changed.user_id, now).await?;
        }
        self.marking(caller, attempt_id).await
    }

    /// The newest changes of mark on a student's attempts (their notifications).
    pub async fn mark_changes_of(&self, caller: &Caller, user_id: &str) -> AppResult<Vec<MarkChange>> {
        caller.may_act_for(user_id)?;
        Ok(self.store.mark_changes_of_student(user_id, 20).await?)
    }

    // --------------------------------------------------------------------------------------
    // A teacher's home page

    pub async fn home(&self, caller: &Caller) -> AppResult<TeacherHome> {
        caller.require_staff()?;
        let (classes, _) = self.classes(caller, ClassQuery { limit: Some(50), ..Default::default() }).await?;
        let now = self.clock.now();
        let class_ids: Vec<String> = classes.iter().map(|c| c.class.id.clone()).collect();
        let query = AssignmentQuery {
            class_ids: Some(class_ids.clone()),
            closing_since: Some(now - CLOSED_KEPT_DAYS * 86_400),
            limit: Some(200),
            ..Default::default()
        };
        let mut open = Vec::new();
        let mut upcoming = Vec::new();
        let mut to_moderate = Vec::new();
        for assignment in self.store.assignments(&query).await? {
            let class = classes.iter().find(|c| c.class.id == assignment.class_id).map(|c| c.class.clone());
            let view = self.view(assignment, class).await?;
            if view.quiz.quiz_type == sabi_domain::quiz::QuizType::ShortAnswer {
                let attempts = self.store.assignment_attempts(&view.assignment.id, None).await?;
                let submitted: Vec<&Attempt> = attempts.iter().filter(|a| a.is_completed()).collect();
                let ids: Vec<String> = submitted.iter().map(|a| a.id.clone()).collect();
                let done: HashSet<String> = self.store.moderated(&ids).await?.into_iter().collect();
                let waiting: Vec<&Attempt> = submitted.into_iter().filter(|a| !done.contains(&a.id)).take(20).collect();
                let students = self.users(&waiting.iter().map(|a| a.user_id.clone()).collect::<Vec<_>>()).await?;
                for attempt in waiting {
                    if let Some(student) = students.get(&attempt.user_id) {
                        to_moderate.push(ToModerate {
                            attempt: attempt.clone(),
                            assignment: view.clone(),
                            student: student.clone(),
                        });
                    }
                }
            }
            match view.state {
                AssignmentState::Open => open.push(view),
                AssignmentState::Upcoming => upcoming.push(view),
                AssignmentState::Closed => {}
            }
        }
        to_moderate.truncate(50);
        let mut weakest_topics = Vec::new();
        for class in &classes {
            let students = self.store.class_student_ids(&class.class.id).await?;
            let mut exams = Vec::new();
            for student in &students {
                let query = AttemptQuery {
                    user_id: Some(student.clone()),
                    completed_only: true,
                    since: Some(now - WEAK_TOPICS_DAYS * 86_400),
                    limit: Some(200),
                    ..Default::default()
                };
                exams.extend(self.store.attempts(&query).await?.into_iter().filter(Attempt::counts_towards_stats));
            }
            let topics =
                teaching::weakest_topics(exams.iter().map(|a| (a.subject.as_str(), a.topic.as_str(), a.score)), 3);
            weakest_topics.push(ClassWeakTopics { class: class.class.clone(), topics });
        }
        Ok(TeacherHome { classes, open, upcoming, to_moderate, weakest_topics })
    }
}

/// A class that would be a second of its name in its year.
fn class_conflict(e: StoreError) -> AppError {
    match e {
        StoreError::AlreadyExists => {
            AppError::Conflict("A class of that name already exists for that school year.".into())
        }
        StoreError::NotFound => AppError::not_found(CLASS_NOT_FOUND),
        other => other.into(),
    }
}

/// The usernames of a class list, each with its line: a header with a `username` column (any
/// other columns ignored), or plain usernames one a line.
pub fn usernames_of_csv(text: &str) -> AppResult<Vec<(usize, String)>> {
    let too_long = format!("A class list has {MAX_IMPORT_LINES} lines at most.");
    let records = crate::csv_lines::csv_lines(text, MAX_IMPORT_LINES, &too_long)?;
    let header =
        records.first().and_then(|(_, fields)| column(fields, &["username", "nom d'utilisateur", "user name"]));
    let (skip, column) = match header {
        Some(column) => (1, column),
        None => (0, 0),
    };
    Ok(records
        .into_iter()
        .skip(skip)
        .filter(|(_, fields)| fields.iter().any(|f| !f.is_empty()))
        .map(|(line, fields)| (line, fields.get(column).cloned().unwrap_or_default()))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_class_list_is_read_with_or_without_a_header() {
        let with = usernames_of_csv("full name,Username,email\nAma N,ama,\n\nBih,bih,b@x.cm\nNo name,,\n").unwrap();
        assert_eq!(with, [(2, "ama".into()), (4, "bih".into()), (5, String::new())]);
        let plain = usernames_of_csv("\u{feff}ama\nbih\n").unwrap();
        assert_eq!(plain, [(1, "ama".into()), (2, "bih".into())]);
        let long = "x\n".repeat(MAX_IMPORT_LINES + 2);
        assert!(usernames_of_csv(&long).is_err());
    }

    #[test]
    fn moments_are_said_in_the_schools_time() {
        // 24 November 2026 07:00 UTC is 08:00 in Douala.
        assert_eq!(school_time(1_795_503_600, chrono_tz::Africa::Douala), "24 November 2026 at 08:00");
    }
}
