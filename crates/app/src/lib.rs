//! Sabi's use cases: one service per area, over the ports.
