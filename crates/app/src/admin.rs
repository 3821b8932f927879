//! The admin's overview: the figures of the dashboard.

use std::sync::Arc;

use sabi_ports::{QuizQuery, Store, UserQuery};

use crate::Ports;
use crate::caller::Caller;
use crate::error::AppResult;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchoolFigures {
    pub total_users: i64,
    pub total_subjects: i64,
    pub total_quizzes: i64,
}

#[derive(Clone)]
pub struct AdminService {
    store: Arc<dyn Store>,
}

impl AdminService {
    pub fn new(ports: &Ports) -> AdminService {
        AdminService { store: ports.store.clone() }
    }

    pub async fn figures(&self, caller: &Caller) -> AppResult<SchoolFigures> {
        caller.require_admin()?;
        Ok(SchoolFigures {
            total_users: self.store.count_users(&UserQuery::default()).await?,
            total_subjects: self.store.count_subjects().await?,
            total_quizzes: self.store.count_quizzes(&QuizQuery::default()).await?,
        })
    }
}
