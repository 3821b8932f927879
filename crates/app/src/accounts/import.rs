//! Pupils' accounts in bulk: an admin's CSV of names, usernames and (optionally) classes,
//! emails and phones, read line by line, previewed, then made with a one-time password each
//! for the admin to print on first-login slips. The pupil chooses their own at first sign-in.

use std::collections::HashMap;

use rand::Rng;
use sabi_domain::teaching::{SchoolClass, SchoolYear};
use sabi_domain::user::{self, ImportedStudent, MAX_IMPORTED_STUDENTS, Role, UserStatus, name_key, name_skeleton};
use sabi_ports::{ClassQuery, NewUser, StoreError};

use super::AccountService;
use crate::caller::Caller;
use crate::csv_lines::{column, csv_lines};
use crate::error::{AppError, AppResult, OrNotFound};
use crate::teaching::{MAX_IMPORT_BYTES, RefusedLine};

/// A file this long is not a list of pupils, whatever it holds.
const MAX_FILE_LINES: usize = 2_000;
/// The characters of a one-time password: no 0/o, 1/l/i, easy to copy from paper.
const SLIP_ALPHABET: &[u8] = b"23456789abcdefghjkmnpqrstuvwxyz";

/// A line that can be made into an account.
#[derive(Debug, Clone)]
pub struct ReadyStudent {
    pub line: usize,
    pub student: ImportedStudent,
    pub class: Option<SchoolClass>,
}

/// What a first-login slip shows: the pupil, their class this school year, and a one-time
/// password (never stored in clear).
#[derive(Debug, Clone)]
pub struct Slip {
    pub id: String,
    pub full_name: String,
    pub username: String,
    pub class: Option<SchoolClass>,
    pub one_time_password: String,
}

/// An account made from a line of the file, with its slip.
#[derive(Debug, Clone)]
pub struct CreatedStudent {
    pub line: usize,
    pub slip: Slip,
}

/// What an import did, or (a preview) would do.
#[derive(Debug, Clone)]
pub struct StudentImport {
    pub school_year: SchoolYear,
    pub ready: Vec<ReadyStudent>,
    pub refused: Vec<RefusedLine>,
    pub created: Vec<CreatedStudent>,
}

/// The columns of the file, found by their names in its first line.
struct Columns {
    name: usize,
    username: usize,
    class: Option<usize>,
    email: Option<usize>,
    phone: Option<usize>,
}

impl Columns {
    fn of(header: &[String]) -> AppResult<Columns> {
        let name = column(header, &["name", "full name", "nom", "nom complet"]);
        let username = column(header, &["username", "user name", "identifiant", "nom d'utilisateur"]);
        let (Some(name), Some(username)) = (name, username) else {
            return Err(AppError::BadRequest(
                "The first line must name the columns: name and username (class, email and phone may follow).".into(),
            ));
        };
        Ok(Columns {
            name,
            username,
            class: column(header, &["class", "classe"]),
            email: column(header, &["email", "e-mail", "courriel"]),
            phone: column(header, &["phone", "phone number", "téléphone", "telephone"]),
        })
    }

    fn field(fields: &[String], at: Option<usize>) -> &str {
        at.and_then(|i| fields.get(i)).map(String::as_str).unwrap_or("")
    }
}

/// A one-time password for a slip: 9 characters of 31 (about 44 bits), grouped in threes.
fn one_time_password() -> String {
    let mut rng = rand::rng();
    let chars: Vec<char> =
        (0..9).map(|_| char::from(SLIP_ALPHABET[rng.random_range(0..SLIP_ALPHABET.len())])).collect();
    chars.chunks(3).map(|c| c.iter().collect::<String>()).collect::<Vec<_>>().join("-")
}

impl AccountService {
    /// Reads an admin's file of pupils: each line is ready or refused with its reason (a
    /// rule of accounts, a name or address already taken or repeated in the file, a class
    /// unknown this school year). Confirmed, the ready lines become accounts, all or none,
    /// each with a one-time password, and join their class.
    pub async fn import_students(&self, caller: &Caller, csv_text: &str, confirm: bool) -> AppResult<StudentImport> {
        caller.require_admin()?;
        if csv_text.len() > MAX_IMPORT_BYTES {
            return Err(AppError::TooLarge("The file is too large: 200 KB at most.".into()));
        }
        let mut lines = csv_lines(csv_text, MAX_FILE_LINES, "A file of pupils has 2000 lines at most.")?.into_iter();
        let Some((_, header)) = lines.next() else {
            return Err(AppError::BadRequest("The file is empty.".into()));
        };
        let columns = Columns::of(&header)?;
        let lines: Vec<(usize, Vec<String>)> = lines.collect();
        if lines.len() > MAX_IMPORTED_STUDENTS {
            return Err(AppError::BadRequest(format!(
                "A file makes {MAX_IMPORTED_STUDENTS} accounts at most: split it, a class or two a file."
            )));
        }
        let now = self.clock.now();
        let school_year = SchoolYear::of(now);
        let classes: HashMap<String, SchoolClass> = self
            .store
            .school_classes(&ClassQuery { school_year: Some(school_year), limit: Some(1_000), ..Default::default() })
            .await?
            .into_iter()
            .map(|(class, _)| (sabi_domain::quiz::normalise(&class.name), class))
            .collect();

        let mut import = StudentImport { school_year, ready: Vec::new(), refused: Vec::new(), created: Vec::new() };
        // What earlier lines of the file take: a username's key and look, an address.
        let mut in_file: HashMap<String, usize> = HashMap::new();
        for (line, fields) in lines {
            let username = Columns::field(&fields, Some(columns.username)).to_string();
            let refuse = |reason: String| RefusedLine { line, username: username.clone(), reason };
            let checked = user::validate_imported_student(
                Columns::field(&fields, Some(columns.name)),
                &username,
                Columns::field(&fields, columns.email),
                Columns::field(&fields, columns.phone),
            );
            let student = match checked {
                Ok(student) => student,
                Err(e) => {
                    import.refused.push(refuse(e.to_string()));
                    continue;
                }
            };
            let class_name = Columns::field(&fields, columns.class);
            let class = match class_name {
                "" => None,
                name => match classes.get(&sabi_domain::quiz::normalise(name)) {
                    Some(class) => Some(class.clone()),
                    None => {
                        import.refused.push(refuse(format!("No class is named {name} in {school_year}.")));
                        continue;
                    }
                },
            };
            let name = student.username.as_str();
            let mut keys = vec![format!("u:{}", name_key(name)), format!("s:{}", name_skeleton(name))];
            if let Some(email) = &student.email {
                keys.push(format!("e:{}", name_key(email.as_str())));
            }
            if let Some(earlier) = keys.iter().find_map(|k| in_file.get(k)) {
                import.refused.push(refuse(format!("Line {earlier} already has this username or email.")));
                continue;
            }
            if self.store.username_exists(name).await? {
                import.refused.push(refuse(AppError::UsernameTaken.to_string()));
                continue;
            }
            if let Some(email) = &student.email
                && self.store.email_exists(email.as_str()).await?
            {
                import.refused.push(refuse(AppError::EmailTaken.to_string()));
                continue;
            }
            for key in keys {
                in_file.insert(key, line);
            }
            import.ready.push(ReadyStudent { line, student, class });
        }
        if confirm && !import.ready.is_empty() {
            import.created = self.make_accounts(&import.ready, now).await?;
        }
        Ok(import)
    }

    /// A new first-login slip for a pupil who forgot their password (young pupils often have
    /// no email to reset it by): a new one-time password, shown only in this answer, that
    /// ends their sessions and only lets them choose a new one.
    pub async fn new_slip(&self, caller: &Caller, user_id: &str) -> AppResult<Slip> {
        caller.require_admin()?;
        let pupil = self.store.user(user_id).await.or_not_found("User not found.")?;
        if pupil.role != Role::Student {
            return Err(AppError::Conflict(
                "Slips are for students: a teacher or an admin resets their password by email.".into(),
            ));
        }
        let now = self.clock.now();
        let school_year = SchoolYear::of(now);
        let class = self
            .store
            .school_classes(&ClassQuery {
                student_id: Some(pupil.id.clone()),
                school_year: Some(school_year),
                limit: Some(1),
                ..Default::default()
            })
            .await?
            .into_iter()
            .next()
            .map(|(class, _)| class);
        let password = one_time_password();
        let hash = self.passwords.hash(&password).await?;
        self.store.set_password_hash(&pupil.id, &hash, true, now).await.or_not_found("User not found.")?;
        Ok(Slip {
            id: pupil.id,
            full_name: pupil.full_name,
            username: pupil.username,
            class,
            one_time_password: password,
        })
    }

    /// The accounts of the ready lines, in one transaction, then their classes.
    async fn make_accounts(&self, ready: &[ReadyStudent], now: i64) -> AppResult<Vec<CreatedStudent>> {
        // Hashing is slow on purpose: the lines go to the hashing threads side by side.
        let mut hashing = tokio::task::JoinSet::new();
        for (i, _) in ready.iter().enumerate() {
            let passwords = self.passwords.clone();
            hashing.spawn(async move {
                let password = one_time_password();
                let hash = passwords.hash(&password).await;
                (i, password, hash)
            });
        }
        let mut secrets = vec![(String::new(), String::new()); ready.len()];
        while let Some(done) = hashing.join_next().await {
            let (i, password, hash) = done.map_err(|e| AppError::Unexpected(anyhow::anyhow!("hashing: {e}")))?;
            secrets[i] = (password, hash?);
        }
        let mut created = Vec::with_capacity(ready.len());
        let mut accounts = Vec::with_capacity(ready.len());
        for (r, (password, hash)) in ready.iter().zip(secrets) {
            let account = NewUser {
                id: self.ids.new_id(),
                username: r.student.username.as_str().to_string(),
                email: r.student.email.as_ref().map(|e| e.as_str().to_string()).unwrap_or_default(),
                phone_number: r.student.phone_number.clone(),
                password_hash: hash,
                role: Role::Student,
                status: UserStatus::Active,
                resident: String::new(),
                school: String::new(),
                age: None,
                class_name: r.class.as_ref().map(|c| c.class_level),
                subjects: Vec::new(),
                created_at: now,
                teacher_requested_at: None,
                full_name: r.student.full_name.clone(),
                password_change_required: true,
            };
            created.push(CreatedStudent {
                line: r.line,
                slip: Slip {
                    id: account.id.clone(),
                    full_name: r.student.full_name.clone(),
                    username: account.username.clone(),
                    class: r.class.clone(),
                    one_time_password: password,
                },
            });
            accounts.push(account);
        }
        match self.store.create_users(accounts).await {
            Ok(()) => {}
            // Taken since the preview: nothing was written; the admin reads the file again.
            Err(StoreError::UsernameTaken | StoreError::EmailTaken) => {
                return Err(AppError::Conflict(
                    "A username or email of the file was taken meanwhile: nothing was created. Preview the file again."
                        .into(),
                ));
            }
            Err(e) => return Err(e.into()),
        }
        let mut by_class: HashMap<&str, Vec<String>> = HashMap::new();
        for c in &created {
            if let Some(class) = &c.slip.class {
                by_class.entry(class.id.as_str()).or_default().push(c.slip.id.clone());
            }
        }
        for (class_id, ids) in by_class {
            self.store.enrol(class_id, &ids).await?;
        }
        Ok(created)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_one_time_password_is_easy_to_copy_and_never_the_same() {
        let a = one_time_password();
        assert_eq!(a.len(), 11);
        assert!(a.split('-').all(|g| g.len() == 3 && g.bytes().all(|b| SLIP_ALPHABET.contains(&b))));
        assert_ne!(a, one_time_password());
    }

    #[test]
    fn the_header_names_the_columns_in_english_or_french() {
        let header: Vec<String> = ["Classe", "Nom", "Identifiant", "Téléphone"].map(String::from).to_vec();
        let columns = Columns::of(&header).expect("columns");
        assert_eq!((columns.name, columns.username, columns.class, columns.phone), (1, 2, Some(0), Some(3)));
        assert!(Columns::of(&["name".to_string(), "email".to_string()]).is_err());
    }
}
