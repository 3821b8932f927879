//! First run: the curriculum catalogue (every class level, its subjects and real topics), the
//! default achievements, the first admin, and on demand the demo accounts. Each part runs
//! only when its table is empty, so restarting never seeds twice.

use sabi_domain::achievement::{Achievement, AchievementRule, Rank};
use sabi_domain::catalogue::{Subject, Subtopic, Topic};
use sabi_domain::class_level::{ClassLevel, Stream};
use sabi_domain::user::{EmailAddress, NewAccount, Password, Role, UserStatus, Username};
use serde::Deserialize;

use crate::App;
use crate::error::{AppError, AppResult};

const CATALOGUE: &str = include_str!("../data/catalogue.json");
const ACHIEVEMENTS: &str = include_str!("../data/achievements.json");

#[derive(Deserialize)]
struct CatalogueFile {
    subjects: Vec<SubjectEntry>,
}

#[derive(Deserialize)]
struct SubjectEntry {
    name: String,
    description: String,
    offerings: Vec<Offering>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Offering {
    class_level: ClassLevel,
    stream: Option<Stream>,
    topics: Vec<TopicEntry>,
}

#[derive(Deserialize)]
struct TopicEntry {
    name: String,
    description: String,
    #[serde(default)]
    subtopics: Vec<Subtopic>,
}

#[derive(Deserialize)]
struct AchievementEntry {
    id: String,
    title: String,
    description: String,
    category: String,
    rank: Rank,
    rule: AchievementRule,
}

/// The demo accounts of `just run`: (role, username, password, class).
pub const DEMO_ACCOUNTS: [(Role, &str, &str, Option<ClassLevel>); 3] = [
    (Role::Admin, "admin", "sabi-office-2026", None),
    (Role::Teacher, "teacher", "sabi-classroom-2026", Some(ClassLevel::Form4)),
    (Role::Student, "student", "sabi-learner-2026", Some(ClassLevel::Form2)),
];
pub const DEMO_SCHOOL: &str = "GBHS Bamenda";

#[derive(Debug, Clone, Default)]
pub struct SeedOptions {
    /// Seed the curriculum and default achievements on an empty store.
    pub catalogue: bool,
    /// Create the demo accounts when they do not exist.
    pub demo: bool,
    /// The first admin of a real deployment, created only when no admin exists.
    pub admin: Option<(String, String)>,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct SeedReport {
    pub subjects: usize,
    pub topics: usize,
    pub achievements: usize,
    /// (role, username, password) of every account this run created: printed once.
    pub accounts: Vec<(Role, String, String)>,
}

pub async fn seed(app: &App, options: &SeedOptions) -> AppResult<SeedReport> {
    let mut report = SeedReport::default();
    let store = &app.ports.store;
    let now = app.ports.clock.now();
    if options.catalogue && store.count_subjects().await? == 0 {
        let file: CatalogueFile =
            serde_json::from_str(CATALOGUE).map_err(|e| anyhow::anyhow!("catalogue.json: {e}"))?;
        for entry in file.subjects {
            for offering in entry.offerings {
                store
                    .create_subject(Subject {
                        id: app.ports.ids.new_id(),
                        name: entry.name.clone(),
                        description: entry.description.clone(),
                        image: None,
                        class_level: offering.class_level,
                        stream: offering.stream,
                        created_at: now,
                    })
                    .await?;
                report.subjects += 1;
                for topic in offering.topics {
                    store
                        .create_topic(Topic {
                            id: app.ports.ids.new_id(),
                            name: topic.name,
                            subject: entry.name.clone(),
                            class_level: offering.class_level,
                            description: topic.description,
                            image: None,
                            subtopics: topic.subtopics,
                            created_at: now,
                        })
                        .await?;
                    report.topics += 1;
                }
            }
        }
    }
    if options.catalogue && store.achievements().await?.is_empty() {
        let entries: Vec<AchievementEntry> =
            serde_json::from_str(ACHIEVEMENTS).map_err(|e| anyhow::anyhow!("achievements.json: {e}"))?;
        for e in entries {
            store
                .create_achievement(Achievement {
                    id: e.id,
                    title: e.title,
                    description: e.description,
                    category: e.category,
                    rank: e.rank,
                    rule: Some(e.rule),
                    created_at: now,
                })
                .await?;
            report.achievements += 1;
        }
    }
    if let Some((username, password)) = &options.admin
        && !app.accounts.any_admin_exists().await?
    {
        create(app, &mut report, Role::Admin, username, password, None).await?;
    }
    if options.demo {
        for (role, username, password, class) in DEMO_ACCOUNTS {
            let taken = store.username_exists(username).await?;
            // The demo admin is only made when no admin exists at all.
            let admin_present = role == Role::Admin && app.accounts.any_admin_exists().await?;
            if !taken && !admin_present {
                create(app, &mut report, role, username, password, class).await?;
            }
        }
    }
    Ok(report)
}

async fn create(
    app: &App,
    report: &mut SeedReport,
    role: Role,
    username: &str,
    password: &str,
    class: Option<ClassLevel>,
) -> AppResult<()> {
    let account = NewAccount {
        username: Username::parse(username)?,
        email: EmailAddress::parse(&format!("{}@sabi.school", username.to_lowercase()))?,
        phone_number: String::new(),
        password: Password::choose(password, username)?,
        role,
        status: UserStatus::Active,
        asks_to_teach: false,
    };
    let user = app.accounts.create_account(account, class, super::seed::DEMO_SCHOOL).await?;
    if let Some(class) = class {
        // The demo student studies the subjects of their class.
        let subjects = app.catalogue.subjects(Some(class.as_str())).await?;
        let mut names: Vec<String> = subjects.into_iter().map(|s| s.subject.name).collect();
        names.dedup();
        let changes = sabi_ports::UserChanges { subjects: Some(names), ..Default::default() };
        app.ports.store.update_user(&user.id, &changes, app.ports.clock.now()).await.map_err(AppError::from)?;
    }
    report.accounts.push((role, username.to_string(), password.to_string()));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_catalogue_and_badges_parse_and_cover_every_class() {
        let file: CatalogueFile = serde_json::from_str(CATALOGUE).unwrap();
        for level in ClassLevel::STUDENT_LEVELS {
            let subjects = file.subjects.iter().filter(|s| s.offerings.iter().any(|o| o.class_level == level)).count();
            assert!(subjects >= 6, "{level} has {subjects} subjects");
        }
        for s in &file.subjects {
            for o in &s.offerings {
                assert!(o.topics.len() >= 4, "{} {} has few topics", s.name, o.class_level);
                assert!(
                    o.stream.is_none() || o.class_level.is_streamed(),
                    "{} {} is streamed but should not be",
                    s.name,
                    o.class_level
                );
            }
        }
        let badges: Vec<AchievementEntry> = serde_json::from_str(ACHIEVEMENTS).unwrap();
        assert!(badges.len() >= 10);
    }
}
