//! File storage on local disk under the data folder, for profile pictures and subject images.
