//! Threads of their own for Sabi's slow CPU work: hashing passwords and marking short
//! answers. The work is queued to a few threads started once, which run at a lower priority
//! than the request workers, so that a burst of logins or of marking takes the cores only
//! when autosaves, page reads and health checks leave them free. Alone, the work still gets
//! the whole of its cores: a lower priority gives way, it does not throttle.
//!
//! Why not tokio's blocking pool: it grows to hundreds of threads under a burst (each keeping
//! an allocator arena: hundreds of MB, docs/performance.md), and its threads are shared with
//! other blocking work, so their priority is not ours to lower.

use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};

use thread_priority::{ThreadPriority, ThreadPriorityValue, set_current_thread_priority};

type Job = Box<dyn FnOnce() + Send>;

/// How much the threads give way to the request workers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Priority {
    /// Niceness about 10 on Linux: logins wait a little for page reads, never for long.
    Lower,
    /// The lowest niceness (19 on Linux): marking, which may take seconds, runs on what the
    /// request workers leave.
    Lowest,
    /// Only the time nothing else wants (Linux's `SCHED_IDLE`; elsewhere as [`Priority::Lowest`]):
    /// the sentence model's arithmetic. At niceness 19 its long passes still took turns with
    /// autosaves often enough to triple their p99 (docs/performance.md, scenario 6).
    Idle,
}

impl Priority {
    fn as_thread_priority(self) -> Result<ThreadPriority, String> {
        match self {
            // thread-priority's 0-99 scale: 22 is niceness 10 on Linux.
            Priority::Lower => {
                ThreadPriorityValue::try_from(22u8).map(ThreadPriority::Crossplatform).map_err(|e| e.to_string())
            }
            Priority::Lowest | Priority::Idle => Ok(ThreadPriority::Min),
        }
    }
}

/// The work's thread stopped before it answered (it panicked, or every thread has ended).
#[derive(Debug, thiserror::Error)]
#[error("the {0} threads stopped")]
pub struct Stopped(pub &'static str);

/// A few threads fed from one queue. They end when the last clone is dropped.
#[derive(Debug, Clone)]
pub struct Workers {
    name: &'static str,
    /// None only when no thread could be started: then tokio's blocking pool does the work.
    jobs: Option<Arc<Mutex<Sender<Job>>>>,
}

impl Workers {
    /// Starts `threads` threads (at least one) named `sabi-{name}-{n}` at `priority`.
    pub fn start(name: &'static str, threads: usize, priority: Priority) -> Workers {
        let (jobs, queue) = channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        let mut started = 0;
        for n in 0..threads.max(1) {
            let queue = queue.clone();
            let worker = move || {
                lower_priority(name, priority);
                work(&queue)
            };
            match std::thread::Builder::new().name(format!("sabi-{name}-{n}")).spawn(worker) {
                Ok(_) => started += 1,
                Err(e) => tracing::warn!(error = %e, "could not start a {name} thread"),
            }
        }
        Workers { name, jobs: (started > 0).then(|| Arc::new(Mutex::new(jobs))) }
    }

    /// Runs `work` on one of the threads, after the work queued before it.
    pub async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Result<T, Stopped> {
        let Some(jobs) = &self.jobs else {
            return tokio::task::spawn_blocking(work).await.map_err(|_| Stopped(self.name));
        };
        let (done, answer) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = done.send(work());
        });
        jobs.lock().unwrap_or_else(|p| p.into_inner()).send(job).map_err(|_| Stopped(self.name))?;
        answer.await.map_err(|_| Stopped(self.name))
    }
}

/// Lowers the calling thread's priority (for threads other pools start for this work, like the
/// sentence model's arithmetic threads); a failure is logged, not fatal.
pub fn lower_priority(name: &str, priority: Priority) {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    if priority == Priority::Idle {
        use thread_priority::{NormalThreadSchedulePolicy, ThreadSchedulePolicy, set_thread_priority_and_policy};
        let idle = ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Idle);
        match set_thread_priority_and_policy(thread_priority::thread_native_id(), ThreadPriority::Min, idle) {
            Ok(()) => return,
            // Refused (a sandbox, say): niceness 19 is the next best.
            Err(e) => tracing::debug!(error = ?e, "could not make a {name} thread idle-only"),
        }
    }
    let lowered = priority.as_thread_priority().and_then(|p| set_current_thread_priority(p).map_err(|e| e.to_string()));
    if let Err(e) = lowered {
        tracing::warn!(error = %e, "could not lower a {name} thread's priority");
    }
}

/// Takes jobs until every sender is gone. A job that panics ends only its own answer: the
/// thread goes on with the next.
fn work(queue: &Mutex<Receiver<Job>>) {
    loop {
        let job = queue.lock().unwrap_or_else(|p| p.into_inner()).recv();
        match job {
            Ok(job) => {
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
            }
            Err(_) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_runs_on_a_named_thread_of_its_own_and_answers() {
        let workers = Workers::start("test", 2, Priority::Lowest);
        let name = workers.run(|| std::thread::current().name().map(String::from)).await.expect("ran");
        assert!(name.is_some_and(|n| n.starts_with("sabi-test-")));
        // Many at once, each answered with its own result.
        let answers: Vec<_> = (1..=20u64)
            .map(|n| {
                let workers = workers.clone();
                tokio::spawn(async move { workers.run(move || n * 2).await })
            })
            .collect();
        let mut doubled = Vec::new();
        for answer in answers {
            doubled.push(answer.await.expect("joined").expect("ran"));
        }
        assert_eq!(doubled, (1..=20).map(|n| n * 2).collect::<Vec<u64>>());
    }

    #[tokio::test]
    async fn a_panicking_job_ends_its_own_answer_and_the_thread_goes_on() {
        let workers = Workers::start("test", 1, Priority::Lower);
        let failed = workers.run(|| -> u8 { panic!("a bad job") }).await;
        assert!(failed.is_err());
        assert_eq!(workers.run(|| 7).await.expect("the same thread goes on"), 7);
    }

    /// Field `n` (counted from 1, as proc(5) does) of /proc/thread-self/stat.
    #[cfg(target_os = "linux")]
    fn stat_field(n: usize) -> i32 {
        let stat = std::fs::read_to_string("/proc/thread-self/stat").expect("stat");
        let after_name = &stat[stat.rfind(')').expect("name") + 2..];
        after_name.split(' ').nth(n - 3).expect("the field").parse().expect("a number")
    }

    /// The thread's niceness as Linux reports it.
    #[cfg(target_os = "linux")]
    fn niceness() -> i32 {
        stat_field(19)
    }

    /// The thread's scheduling policy (5 is SCHED_IDLE).
    #[cfg(target_os = "linux")]
    fn policy() -> i32 {
        stat_field(41)
    }

    #[cfg(target_os = "linux")]
    #[tokio::test]
    async fn the_threads_give_way_to_the_request_workers() {
        let lowest = Workers::start("test", 1, Priority::Lowest);
        let lower = Workers::start("test", 1, Priority::Lower);
        assert_eq!(lowest.run(niceness).await.expect("ran"), 19);
        // 10, or the process's own niceness when it was started nicer than that.
        assert!(lower.run(niceness).await.expect("ran") >= 10);
    }

    #[cfg(target_os = "linux")]
    #[tokio::test]
    async fn idle_threads_run_only_on_time_nothing_else_wants() {
        let idle = Workers::start("test", 1, Priority::Idle);
        let lowest = Workers::start("test", 1, Priority::Lowest);
        assert_eq!(idle.run(policy).await.expect("ran"), 5, "SCHED_IDLE");
        assert_eq!(lowest.run(policy).await.expect("ran"), 0, "SCHED_OTHER");
    }
}
