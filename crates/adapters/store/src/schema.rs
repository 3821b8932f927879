//! The tables, one definition for both backends (see the migrations for the why of each).

diesel::table! {
    users (id) {
        id -> Text,
        username -> Text,
        email -> Text,
        phone_number -> Text,
        password_hash -> Text,
        role -> Text,
        status -> Text,
        resident -> Text,
        school -> Text,
        age -> Nullable<Integer>,
        class_name -> Nullable<Text>,
        stream -> Nullable<Text>,
        profile_pic -> Nullable<Text>,
        subjects -> Text,
        session_epoch -> BigInt,
        created_at -> BigInt,
        updated_at -> BigInt,
        username_key -> Nullable<Text>,
        email_key -> Nullable<Text>,
        username_skeleton -> Nullable<Text>,
        teacher_requested_at -> Nullable<BigInt>,
        full_name -> Text,
        password_change_required -> Bool,
    }
}

diesel::table! {
    user_progress (user_id) {
        user_id -> Text,
        streak_days -> BigInt,
        longest_streak -> BigInt,
        last_active_day -> Nullable<Text>,
        exam_attempts -> BigInt,
        score_sum -> BigInt,
        avg_score -> BigInt,
    }
}

diesel::table! {
    subjects (id) {
        id -> Text,
        name -> Text,
        description -> Text,
        image -> Nullable<Text>,
        class_level -> Text,
        stream -> Nullable<Text>,
        created_at -> BigInt,
    }
}

diesel::table! {
    topics (id) {
        id -> Text,
        name -> Text,
        subject -> Text,
        class_level -> Text,
        description -> Text,
        image -> Nullable<Text>,
        subtopics -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    quizzes (id) {
        id -> Text,
        title -> Text,
        description -> Text,
        subject -> Text,
        subject_id -> Nullable<Text>,
        topic -> Text,
        class_level -> Text,
        quiz_type -> Text,
        difficulty -> Text,
        source -> Text,
        estimate_time -> BigInt,
        pass_points -> BigInt,
        marks -> BigInt,
        image -> Nullable<Text>,
        content -> Text,
        created_by -> Nullable<Text>,
        week -> Nullable<Text>,
        created_at -> BigInt,
        retired_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    quiz_attempts (id) {
        id -> Text,
        user_id -> Text,
        quiz_id -> Text,
        subject -> Text,
        subject_id -> Nullable<Text>,
        topic -> Text,
        class_level -> Text,
        quiz_type -> Text,
        quiz_mode -> Text,
        status -> Text,
        score -> BigInt,
        correct_answers -> BigInt,
        total_questions -> BigInt,
        selected_answers -> Text,
        remaining_time -> Nullable<BigInt>,
        time_taken -> BigInt,
        review -> Nullable<Text>,
        created_at -> BigInt,
        updated_at -> BigInt,
        completed_at -> Nullable<BigInt>,
        started_at -> BigInt,
        time_limit -> Nullable<BigInt>,
        counts -> Text,
        save_number -> BigInt,
        assignment_id -> Nullable<Text>,
    }
}

diesel::table! {
    achievements (id) {
        id -> Text,
        title -> Text,
        description -> Text,
        category -> Text,
        rank -> Text,
        rule -> Nullable<Text>,
        created_at -> BigInt,
    }
}

diesel::table! {
    user_achievements (user_id, achievement_id) {
        user_id -> Text,
        achievement_id -> Text,
        earned_at -> BigInt,
    }
}

diesel::table! {
    quiz_setups (id) {
        id -> Text,
        user_id -> Text,
        subject -> Text,
        class_level -> Text,
        topic -> Nullable<Text>,
        use_timer -> Nullable<Bool>,
        quiz_type -> Nullable<Text>,
        created_at -> BigInt,
    }
}

diesel::table! {
    reset_tokens (token_hash) {
        token_hash -> Text,
        user_id -> Text,
        expires_at -> BigInt,
        used_at -> Nullable<BigInt>,
        created_at -> BigInt,
    }
}

diesel::table! {
    revoked_sessions (session_id) {
        session_id -> Text,
        user_id -> Text,
        expires_at -> BigInt,
    }
}

diesel::table! {
    job_claims (key) {
        key -> Text,
        claimed_at -> BigInt,
    }
}

diesel::joinable!(user_progress -> users (user_id));
diesel::joinable!(quiz_attempts -> users (user_id));
diesel::joinable!(quiz_attempts -> quizzes (quiz_id));
diesel::joinable!(user_achievements -> achievements (achievement_id));

diesel::allow_tables_to_appear_in_same_query!(
    users,
    user_progress,
    subjects,
    topics,
    quizzes,
    quiz_attempts,
    achievements,
    user_achievements,
    quiz_setups,
    reset_tokens,
    revoked_sessions,
    job_claims,
);

diesel::table! {
    files (key) {
        key -> Text,
        content_type -> Text,
        bytes -> Binary,
        created_at -> BigInt,
    }
}

diesel::table! {
    rate_limits (kind, key) {
        kind -> Text,
        key -> Text,
        count -> BigInt,
        window_start -> BigInt,
        next_allowed_at -> BigInt,
        version -> BigInt,
    }
}

diesel::table! {
    email_changes (token_hash) {
        token_hash -> Text,
        user_id -> Text,
        new_email -> Text,
        expires_at -> BigInt,
        used_at -> Nullable<BigInt>,
        created_at -> BigInt,
    }
}

diesel::table! {
    bank_questions (id) {
        id -> Text,
        version -> BigInt,
        subject -> Text,
        class_level -> Text,
        topic -> Text,
        subject_key -> Text,
        topic_key -> Text,
        kind -> Text,
        quiz_type -> Text,
        difficulty -> Text,
        language -> Text,
        source -> Text,
        status -> Text,
        author_id -> Nullable<Text>,
        name -> Nullable<Text>,
        fingerprint -> Text,
        text -> Text,
        content -> Text,
        created_at -> BigInt,
        updated_at -> BigInt,
    }
}

diesel::table! {
    bank_question_versions (question_id, version) {
        question_id -> Text,
        version -> BigInt,
        subject -> Text,
        class_level -> Text,
        topic -> Text,
        content -> Text,
        changed_by -> Nullable<Text>,
        changed_at -> BigInt,
    }
}

diesel::table! {
    bank_serves (user_id, question_id) {
        user_id -> Text,
        question_id -> Text,
        times -> BigInt,
        last_served_at -> BigInt,
    }
}

diesel::joinable!(bank_serves -> bank_questions (question_id));
diesel::joinable!(bank_question_versions -> bank_questions (question_id));
diesel::allow_tables_to_appear_in_same_query!(bank_questions, bank_serves, bank_question_versions);

diesel::table! {
    school_classes (id) {
        id -> Text,
        name -> Text,
        name_key -> Text,
        class_level -> Text,
        stream -> Nullable<Text>,
        school_year -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    class_teachers (class_id, user_id) {
        class_id -> Text,
        user_id -> Text,
    }
}

diesel::table! {
    class_students (class_id, user_id) {
        class_id -> Text,
        user_id -> Text,
        school_year -> Text,
    }
}

diesel::table! {
    assignments (id) {
        id -> Text,
        class_id -> Text,
        quiz_id -> Text,
        set_by -> Nullable<Text>,
        mode -> Text,
        opens_at -> BigInt,
        closes_at -> BigInt,
        time_limit_minutes -> Nullable<BigInt>,
        attempts_allowed -> BigInt,
        keys_shown -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    mark_changes (id) {
        id -> Text,
        attempt_id -> Text,
        number -> BigInt,
        from_marks -> BigInt,
        to_marks -> BigInt,
        comment -> Text,
        changed_by -> Nullable<Text>,
        changed_at -> BigInt,
    }
}

diesel::table! {
    attempt_moderations (attempt_id) {
        attempt_id -> Text,
        moderated_by -> Nullable<Text>,
        moderated_at -> BigInt,
    }
}

diesel::joinable!(class_teachers -> school_classes (class_id));
diesel::joinable!(class_students -> school_classes (class_id));
diesel::joinable!(assignments -> school_classes (class_id));
diesel::joinable!(mark_changes -> quiz_attempts (attempt_id));
diesel::allow_tables_to_appear_in_same_query!(school_classes, class_teachers, class_students, assignments);
diesel::allow_tables_to_appear_in_same_query!(mark_changes, quiz_attempts);

diesel::table! {
    attempt_history (id) {
        id -> Text,
        attempt_id -> Text,
        score -> BigInt,
        correct_answers -> BigInt,
        total_questions -> BigInt,
        time_taken -> BigInt,
        started_at -> BigInt,
        completed_at -> Nullable<BigInt>,
        counted -> Bool,
    }
}
