//! CSV exports of the admin's lists, written with the csv crate. Cells that a spreadsheet
//! would run as a formula are prefixed with a quote.

use std::collections::BTreeMap;

use actix_web::{HttpResponse, get, web};
use sabi_app::App;
use sabi_app::progress::describe_rule;
use sabi_ports::{QuizQuery, UserQuery};

use crate::error::{ApiError, ApiResult};
use crate::session::Session;

fn cell(text: &str) -> String {
    match text.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{text}"),
        _ => text.to_string(),
    }
}

fn date(at: i64) -> String {
    chrono::DateTime::from_timestamp(at, 0).map(|d| d.format("%Y-%m-%d %H:%M").to_string()).unwrap_or_default()
}

pub(crate) fn csv(file_name: &str, header: &[&str], rows: Vec<Vec<String>>) -> ApiResult<HttpResponse> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer.write_record(header).map_err(anyhow::Error::from)?;
    for row in rows {
        writer.write_record(row.iter().map(|c| cell(c))).map_err(anyhow::Error::from)?;
    }
    let bytes = writer.into_inner().map_err(|e| anyhow::anyhow!("csv: {e}"))?;
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(("Content-Disposition", format!("attachment; filename=\"{file_name}\"")))
        .body(bytes))
}

/// A CSV export: users.csv, subjects.csv, quizzes.csv, topics.csv or achievements.csv
#[utoipa::path(tag = "exports", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, description = "The CSV file, with a header row.", content_type = "text/csv", body = String)))]
#[get("/export/{name}")]
pub async fn export(app: web::Data<App>, session: Session, name: web::Path<String>) -> ApiResult<HttpResponse> {
    let caller = &session.0;
    caller.require_admin()?;
    match name.as_str() {
        "users.csv" => {
            let users = app.accounts.users(caller, &UserQuery::default()).await?;
            let rows = users
                .iter()
                .map(|u| vec![u.username.clone(), u.email.clone(), u.status.as_str().to_string(), date(u.created_at)])
                .collect();
            csv("users.csv", &["Username", "Email", "Status", "Created At"], rows)
        }
        "subjects.csv" => {
            let subjects = app.catalogue.subjects(None).await?;
            let rows = subjects
                .iter()
                .map(|s| {
                    vec![
                        s.subject.name.clone(),
                        s.subject.description.clone(),
                        s.subject.class_level.to_string(),
                        s.subject.stream.map(|st| st.to_string()).unwrap_or_default(),
                        s.topics_count.to_string(),
                        date(s.subject.created_at),
                    ]
                })
                .collect();
            csv("subjects.csv", &["Name", "Description", "Class Level", "Stream", "Topics", "Created At"], rows)
        }
        "quizzes.csv" => {
            let quizzes = app.quizzes.quizzes(caller, &QuizQuery { limit: Some(10_000), ..Default::default() }).await?;
            let rows = quizzes
                .iter()
                .map(|q| {
                    vec![
                        q.title.clone(),
                        q.subject.clone(),
                        q.topic.clone(),
                        q.class_level.to_string(),
                        q.quiz_type.as_quiz_str().to_string(),
                        q.source.as_str().to_string(),
                        q.content.question_count().to_string(),
                        date(q.created_at),
                    ]
                })
                .collect();
            csv(
                "quizzes.csv",
                &["Title", "Subject", "Topic", "Class Level", "Quiz Type", "Source", "Questions", "Created At"],
                rows,
            )
        }
        "topics.csv" => {
            // Topics with the same name (and subject) are one row, their classes gathered.
            let topics = app.catalogue.topics(None, None).await?;
            let mut grouped: BTreeMap<(String, String), (Vec<String>, String, i64)> = BTreeMap::new();
            for t in topics {
                let entry = grouped.entry((t.name.clone(), t.subject.clone())).or_insert((
                    Vec::new(),
                    t.description.clone(),
                    t.created_at,
                ));
                entry.0.push(t.class_level.to_string());
            }
            let rows = grouped
                .into_iter()
                .map(|((name, subject), (classes, description, at))| {
                    vec![name, subject, classes.join("; "), description, date(at)]
                })
                .collect();
            csv("topics.csv", &["Name", "Subject", "Class Levels", "Description", "Created At"], rows)
        }
        "achievements.csv" => {
            let all = app.progress.achievements().await?;
            let rows = all
                .iter()
                .map(|a| {
                    vec![
                        a.title.clone(),
                        a.description.clone(),
                        a.category.clone(),
                        a.rank.to_string(),
                        describe_rule(a.rule.as_ref()),
                        date(a.created_at),
                    ]
                })
                .collect();
            csv("achievements.csv", &["Title", "Description", "Category", "Rank", "Rule", "Created At"], rows)
        }
        _ => Err(ApiError(sabi_app::AppError::not_found("No such export."))),
    }
}
