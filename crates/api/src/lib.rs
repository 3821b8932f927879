//! Sabi's HTTP interface on actix-web: routes, extractors, sessions, JSON envelopes and the one error mapping.
