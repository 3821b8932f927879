//! The admin's overview service: the school's totals, the dashboard, the results report and
//! the recent registrations. The figures themselves are pure and live in
//! [`sabi_domain::overview`] (re-exported here); this service fetches what they need.

use std::sync::Arc;

use sabi_domain::Timestamp;
use sabi_domain::user::User;
use sabi_ports::{Clock, QuizQuery, Store, UserQuery};

use sabi_domain::overview::{DAY, completed_per_user, dashboard, dashboard_since, results, window_start};
pub use sabi_domain::overview::{Dashboard, Figure, MonthPoint, PERIOD_DAYS, Results, Tally};

use crate::Ports;
use crate::caller::Caller;
use crate::error::AppResult;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchoolFigures {
    pub total_users: i64,
    pub total_subjects: i64,
    pub total_quizzes: i64,
}

/// A recent registration and how many quizzes the person has completed since.
#[derive(Debug, Clone, PartialEq)]
pub struct Registration {
    pub user: User,
    pub completed_quizzes: u32,
}

#[derive(Clone)]
pub struct AdminService {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
}

impl AdminService {
    pub fn new(ports: &Ports) -> AdminService {
        AdminService { store: ports.store.clone(), clock: ports.clock.clone() }
    }

    pub async fn figures(&self, caller: &Caller) -> AppResult<SchoolFigures> {
        caller.require_admin()?;
        Ok(SchoolFigures {
            total_users: self.store.count_users(&UserQuery::default()).await?,
            total_subjects: self.store.count_subjects().await?,
            total_quizzes: self.store.count_quizzes(&QuizQuery::default()).await?,
        })
    }

    /// The dashboard's cards and charts, from real figures.
    pub async fn dashboard(&self, caller: &Caller) -> AppResult<Dashboard> {
        caller.require_admin()?;
        let now = self.clock.now();
        let total = self.store.count_users(&UserQuery::default()).await?;
        let new_users = self
            .store
            .count_users(&UserQuery { created_since: Some(now - PERIOD_DAYS * DAY), ..Default::default() })
            .await?;
        let rows = self.store.activity(dashboard_since(now)).await?;
        Ok(dashboard(&rows, now, total, new_users))
    }

    /// Exam results by class and subject over the last `days` days (0: all time), with the
    /// start of the window.
    pub async fn results(&self, caller: &Caller, days: i64) -> AppResult<(Option<Timestamp>, Results)> {
        caller.require_admin()?;
        let since = window_start(self.clock.now(), days);
        let rows = self.store.activity(since.unwrap_or(0)).await?;
        Ok((since, results(&rows)))
    }

    /// People who registered in the last `days` days (at least 1), newest first, with how many
    /// quizzes each has completed since.
    pub async fn registrations(&self, caller: &Caller, days: i64) -> AppResult<(Timestamp, Vec<Registration>)> {
        caller.require_admin()?;
        let since = window_start(self.clock.now(), days.max(1)).unwrap_or_default();
        let users = self.store.users(&UserQuery { created_since: Some(since), ..Default::default() }).await?;
        let rows = self.store.activity(since).await?;
        let counts = completed_per_user(&rows);
        let list = users
            .into_iter()
            .map(|user| {
                let completed_quizzes = counts.get(user.id.as_str()).copied().unwrap_or(0);
                Registration { user, completed_quizzes }
            })
            .collect();
        Ok((since, list))
    }
}
