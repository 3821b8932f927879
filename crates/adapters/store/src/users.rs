//! People: accounts, profiles, credentials.

use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use sabi_domain::Timestamp;
use sabi_domain::user::{Role, User, name_key, name_skeleton};
use sabi_ports::{Credentials, NewUser, StoreError, StoreResult, UserChanges, UserQuery, UserRepository};

use crate::rows::{UserRow, email_key, to_json};
use crate::schema::{user_progress, users};
use crate::sql::{like_pattern, lower};
use crate::{DieselResultExt, SqlStore, with_conn};

/// The filters of a user query, applied the same way to a listing and to its count.
macro_rules! filtered_users {
    ($query:expr) => {{
        let query: &UserQuery = $query;
        let mut q = users::table.into_boxed();
        if let Some(status) = query.status {
            q = q.filter(users::status.eq(status.as_str()));
        }
        if let Some(role) = query.role {
            q = q.filter(users::role.eq(role.as_str()));
        }
        if let Some(since) = query.created_since {
            q = q.filter(users::created_at.ge(since));
        }
        if query.teacher_requests {
            q = q.filter(users::teacher_requested_at.is_not_null());
        }
        if let Some(ids) = query.ids.clone() {
            q = q.filter(users::id.eq_any(ids));
        }
        if let Some(names) = query.usernames.as_ref() {
            q = q.filter(users::username_key.eq_any(names.iter().map(|n| name_key(n)).collect::<Vec<_>>()));
        }
        if let Some(search) = query.search.as_deref() {
            let pattern = like_pattern(search);
            q = q.filter(
                lower(users::username)
                    .like(pattern.clone())
                    .escape('\\')
                    .or(lower(users::email).like(pattern.clone()).escape('\\'))
                    .or(lower(users::full_name).like(pattern).escape('\\')),
            );
        }
        q
    }};
}

#[derive(AsChangeset, Default)]
#[diesel(table_name = users)]
struct UserChangeset {
    username: Option<String>,
    username_key: Option<String>,
    username_skeleton: Option<String>,
    email: Option<String>,
    email_key: Option<String>,
    phone_number: Option<String>,
    role: Option<String>,
    status: Option<String>,
    resident: Option<String>,
    school: Option<String>,
    age: Option<Option<i32>>,
    class_name: Option<Option<String>>,
    stream: Option<Option<String>>,
    profile_pic: Option<Option<String>>,
    subjects: Option<String>,
    teacher_requested_at: Option<Option<i64>>,
    updated_at: Option<i64>,
}

impl UserChangeset {
    fn from_changes(c: &UserChanges, now: Timestamp) -> StoreResult<UserChangeset> {
        Ok(UserChangeset {
            username: c.username.clone(),
            username_key: c.username.as_deref().map(name_key),
            username_skeleton: c.username.as_deref().map(name_skeleton),
            email: c.email.clone(),
            email_key: c.email.as_deref().and_then(email_key),
            phone_number: c.phone_number.clone(),
            role: c.role.map(|r| r.as_str().to_string()),
            status: c.status.map(|s| s.as_str().to_string()),
            resident: c.resident.clone(),
            school: c.school.clone(),
            age: c.age,
            class_name: c.class_name.map(|c| c.map(String::from)),
            stream: c.stream.clone(),
            profile_pic: c.profile_pic.clone(),
            subjects: c.subjects.as_ref().map(to_json).transpose()?,
            teacher_requested_at: c.teacher_requested_at,
            updated_at: Some(now),
        })
    }
}

pub(crate) fn credentials(row: UserRow) -> StoreResult<Credentials> {
    let password_hash = row.password_hash.clone();
    let session_epoch = row.session_epoch;
    Ok(Credentials { user: row.into_user()?, password_hash, session_epoch })
}

#[async_trait]
impl UserRepository for SqlStore {
    async fn create_user(&self, user: NewUser) -> StoreResult<User> {
        let row = UserRow::new(user)?;
        with_conn!(self, |conn| {
            let row = row.clone();
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                let id = row.id.clone();
                diesel::insert_into(users::table).values(row).execute(conn).await?;
                diesel::insert_into(user_progress::table).values(user_progress::user_id.eq(&id)).execute(conn).await?;
                users::table.find(&id).select(UserRow::as_select()).first(conn).await
            })
            .await
            .store()?
            .into_user()
        })
    }

    async fn create_users(&self, users: Vec<NewUser>) -> StoreResult<()> {
        let rows = users.into_iter().map(UserRow::new).collect::<StoreResult<Vec<_>>>()?;
        with_conn!(self, |conn| {
            let rows = rows.clone();
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                // Row by row: SQLite's bound-parameter limit, and a file is a few hundred rows.
                for row in rows {
                    let id = row.id.clone();
                    diesel::insert_into(users::table).values(row).execute(conn).await?;
                    diesel::insert_into(user_progress::table)
                        .values(user_progress::user_id.eq(&id))
                        .execute(conn)
                        .await?;
                }
                Ok(())
            })
            .await
            .store()
        })
    }

    async fn user(&self, id: &str) -> StoreResult<User> {
        with_conn!(self, |conn| {
            users::table.find(id).select(UserRow::as_select()).first(conn).await.store()?.into_user()
        })
    }

    async fn credentials_by_login(&self, login: &str) -> StoreResult<Credentials> {
        let login = name_key(login);
        with_conn!(self, |conn| {
            let row = users::table
                .filter(users::username_key.eq(&login).or(users::email_key.eq(&login)))
                .select(UserRow::as_select())
                .first(conn)
                .await
                .store()?;
            credentials(row)
        })
    }

    async fn credentials(&self, id: &str) -> StoreResult<Credentials> {
        with_conn!(self, |conn| {
            credentials(users::table.find(id).select(UserRow::as_select()).first(conn).await.store()?)
        })
    }

    async fn username_exists(&self, username: &str) -> StoreResult<bool> {
        // Taken when its key is, or when it looks like a name that is (its skeleton).
        let (key, skeleton) = (name_key(username), name_skeleton(username));
        with_conn!(self, |conn| {
            let n: i64 = users::table
                .filter(users::username_key.eq(&key).or(users::username_skeleton.eq(&skeleton)))
                .count()
                .get_result(conn)
                .await
                .store()?;
            Ok(n > 0)
        })
    }

    async fn email_exists(&self, email: &str) -> StoreResult<bool> {
        let email = name_key(email);
        with_conn!(self, |conn| {
            let n: i64 = users::table.filter(users::email_key.eq(&email)).count().get_result(conn).await.store()?;
            Ok(n > 0)
        })
    }

    async fn users(&self, query: &UserQuery) -> StoreResult<Vec<User>> {
        with_conn!(self, |conn| {
            let rows = filtered_users!(query)
                .select(UserRow::as_select())
                .order((users::created_at.desc(), users::id.desc()))
                .limit(query.limit.unwrap_or(i64::MAX).clamp(0, 10_000))
                .offset(query.offset.unwrap_or(0).max(0))
                .load(conn)
                .await
                .store()?;
            rows.into_iter().map(UserRow::into_user).collect()
        })
    }

    async fn count_users(&self, query: &UserQuery) -> StoreResult<i64> {
        with_conn!(self, |conn| filtered_users!(query).count().get_result(conn).await.store())
    }

    async fn update_user(&self, id: &str, changes: &UserChanges, now: Timestamp) -> StoreResult<User> {
        let changeset = UserChangeset::from_changes(changes, now)?;
        with_conn!(self, |conn| {
            if let Some(status) = changes.status {
                // A change of status ends every session from before it: reactivating must
                // not revive them. The same status again changes nothing.
                diesel::update(users::table.find(id).filter(users::status.ne(status.as_str())))
                    .set(users::session_epoch.eq(users::session_epoch + 1))
                    .execute(conn)
                    .await
                    .store()?;
            }
            let n = diesel::update(users::table.find(id)).set(&changeset).execute(conn).await.store()?;
            if n == 0 {
                return Err(StoreError::NotFound);
            }
            users::table.find(id).select(UserRow::as_select()).first(conn).await.store()?.into_user()
        })
    }

    async fn set_password_hash(
        &self,
        id: &str,
        password_hash: &str,
        one_time: bool,
        now: Timestamp,
    ) -> StoreResult<()> {
        with_conn!(self, |conn| {
            let n = diesel::update(users::table.find(id))
                .set((
                    users::password_hash.eq(password_hash),
                    users::session_epoch.eq(users::session_epoch + 1),
                    users::password_change_required.eq(one_time),
                    users::updated_at.eq(now),
                ))
                .execute(conn)
                .await
                .store()?;
            if n == 0 { Err(StoreError::NotFound) } else { Ok(()) }
        })
    }

    async fn delete_user(&self, id: &str) -> StoreResult<()> {
        // Everything of theirs goes with them through ON DELETE CASCADE.
        with_conn!(self, |conn| {
            let n = diesel::delete(users::table.find(id)).execute(conn).await.store()?;
            if n == 0 { Err(StoreError::NotFound) } else { Ok(()) }
        })
    }

    async fn any_admin_exists(&self) -> StoreResult<bool> {
        with_conn!(self, |conn| {
            let n: i64 =
                users::table.filter(users::role.eq(Role::Admin.as_str())).count().get_result(conn).await.store()?;
            Ok(n > 0)
        })
    }
}

impl SqlStore {
    /// Fills the name keys (see the `name_keys` migration) of rows written before them. Two
    /// older names that look alike keep their keys; the second just has no skeleton.
    pub(crate) async fn fill_name_keys(&self) -> StoreResult<()> {
        let rows: Vec<(String, String, String)> = with_conn!(self, |conn| {
            users::table
                .filter(users::username_key.is_null().or(users::email_key.is_null().and(users::email.ne(""))))
                .select((users::id, users::username, users::email))
                .load(conn)
                .await
                .store()?
        });
        for (id, username, email) in rows {
            let keys = (users::username_key.eq(name_key(&username)), users::email_key.eq(email_key(&email)));
            let with_skeleton = with_conn!(self, |conn| {
                diesel::update(users::table.find(&id))
                    .set((keys.clone(), users::username_skeleton.eq(name_skeleton(&username))))
                    .execute(conn)
                    .await
                    .store()
            });
            match with_skeleton {
                Err(StoreError::UsernameTaken) => {
                    // Another name already has this skeleton: keep this one's keys alone.
                    tracing::warn!(user = %id, "an older username looks like another; it keeps no skeleton");
                    with_conn!(self, |conn| {
                        diesel::update(users::table.find(&id)).set(keys.clone()).execute(conn).await.store()
                    })?;
                }
                other => {
                    other?;
                }
            }
        }
        Ok(())
    }
}

#[cfg(all(test, feature = "testing"))]
mod tests {
    use super::*;
    use crate::testing::TestStore;
    use crate::{Backend, PoolSize};
    use sabi_domain::class_level::ClassLevel;
    use sabi_domain::user::{Role, UserStatus};
    use sabi_ports::NewUser;

    async fn forget_keys(store: &SqlStore) -> StoreResult<usize> {
        with_conn!(store, |conn| {
            diesel::sql_query("UPDATE users SET username_key = NULL, email_key = NULL, username_skeleton = NULL")
                .execute(conn)
                .await
                .store()
        })
    }

    /// Rows from before the keys (the migration leaves them empty) get them when the store opens.
    #[tokio::test]
    async fn older_rows_get_their_keys_when_the_store_opens() {
        for backend in [Backend::Sqlite, Backend::Postgres] {
            let test = TestStore::new(backend).await;
            let user = NewUser {
                id: "u1".into(),
                username: "Élodie".into(),
                email: "Elodie@Example.cm".into(),
                phone_number: String::new(),
                password_hash: "hash".into(),
                role: Role::Student,
                status: UserStatus::Active,
                resident: String::new(),
                school: String::new(),
                age: None,
                class_name: Some(ClassLevel::Form2),
                subjects: vec![],
                created_at: 1,
                teacher_requested_at: None,
                full_name: String::new(),
                password_change_required: false,
            };
            test.store.create_user(user).await.expect("created");
            assert_eq!(forget_keys(&test.store).await.expect("keys forgotten"), 1);
            assert!(matches!(test.store.credentials_by_login("élodie").await, Err(StoreError::NotFound)));
            let reopened = SqlStore::connect(&test.url, PoolSize(2)).await.expect("reopened");
            assert_eq!(reopened.credentials_by_login("ÉLODIE").await.expect("by name").user.id, "u1");
            assert_eq!(reopened.credentials_by_login("elodie@example.cm").await.expect("by email").user.id, "u1");
            assert!(reopened.username_exists("E\u{301}lodie").await.expect("check"));
        }
    }
}
