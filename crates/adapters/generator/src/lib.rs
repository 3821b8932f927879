//! Quiz generation adapters: the spec's HTTP service, OpenAI-compatible models, and the built-in offline generator.
