//! The spec's generation and review services, answered by this server for signed-in callers
//! through whichever generator and reviewer it is configured with: a quiz generated and
//! checked but not stored, and answers marked with the marks settled against each
//! question's maximum. One of the caller's costly calls is spent before a port is asked.

use std::sync::Arc;

use sabi_domain::quiz;
use sabi_domain::scoring::{self, Review};
use sabi_ports::{AnswerReviewer, Clock, GeneratedQuiz, QuizGenerator, QuizRequest, ReviewItem, ServiceError};

use crate::rate_limit::{Action, RateLimiter};
use crate::{AppError, AppResult, Caller, Ports};

#[derive(Clone)]
pub struct ServiceCalls {
    generator: Arc<dyn QuizGenerator>,
    reviewer: Arc<dyn AnswerReviewer>,
    clock: Arc<dyn Clock>,
    limits: Arc<RateLimiter>,
}

impl ServiceCalls {
    pub fn new(ports: &Ports, limits: Arc<RateLimiter>) -> ServiceCalls {
        ServiceCalls {
            generator: ports.generator.clone(),
            reviewer: ports.reviewer.clone(),
            clock: ports.clock.clone(),
            limits,
        }
    }

    /// A quiz from the generator, its sections' totals filled in and its content checked
    /// (a generator's malformed quiz is the generator's failure, never the caller's).
    pub async fn generate(&self, caller: &Caller, request: &QuizRequest) -> AppResult<GeneratedQuiz> {
        self.limits.take(Action::Generate, &caller.user_id, self.clock.now())?;
        let mut generated = self.generator.generate(request).await.map_err(crate::quizzes::service_error)?;
        generated.content = generated.content.with_section_totals();
        quiz::validate_content(&generated.content).map_err(|e| AppError::Service {
            message: crate::quizzes::GENERATION_FAILED.into(),
            source: ServiceError::BadAnswer(e.to_string()),
        })?;
        Ok(generated)
    }

    /// The reviewer's marks for `items`, settled: one per question, each within its marks.
    /// The items' bounds are the caller's to check (they name the question that is over).
    pub async fn review(&self, caller: &Caller, items: &[ReviewItem]) -> AppResult<Review> {
        self.limits.take(Action::Review, &caller.user_id, self.clock.now())?;
        let review = self.reviewer.review(items).await.map_err(crate::attempts::review_error)?;
        let maxima: Vec<u32> = items.iter().map(|item| item.marks).collect();
        Ok(scoring::settle_marks(&maxima, review))
    }
}
