//! Short-answer marking adapters: the spec's HTTP review service, OpenAI-compatible models, and the built-in marker.
