//! The traits Sabi's use cases need from the outside world (stores, generator, reviewer, mailer, files, clock, ids).
