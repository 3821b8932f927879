// Generated from the server's OpenAPI document by `npm run api-types`; do not edit.
// The types of what each route reads and answers: see src/lib/types.ts for the names used.

export interface paths {
    "/api/{attemptId}/checkAnswer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Practice mode's instant feedback on one question
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        post: operations["POST /api/{attemptId}/checkAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{attemptId}/quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An attempt with its quiz (the key once completed)
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        get: operations["GET /api/{attemptId}/quiz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{attemptId}/retake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a completed attempt back in progress with blank answers
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        post: operations["POST /api/{attemptId}/retake"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{attemptId}/updateQuizAttempt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Autosave an attempt, or submit it with status 'completed' (marked by the server)
         * @description A plain autosave by the attempt's owner proves its session in
         *     the same statement that saves it (the exam-time hot path: one store call); anything else,
         *     or a save that did not land, goes through the session check and says why.
         *
         *     Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        put: operations["PUT /api/{attemptId}/updateQuizAttempt"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{id}/topic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A topic
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/{id}/topic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{subjectId}/userSubject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A subject's name and image
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/{subjectId}/userSubject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{uid}/achievements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue with what this student unlocked, and when
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        get: operations["GET /api/{uid}/achievements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{uid}/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What is assigned to a student: upcoming, open, and closed in the last two weeks
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        get: operations["GET /api/{uid}/assignments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{uid}/class": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's class
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        get: operations["GET /api/{uid}/class"];
        /**
         * Set a user's class (PUT, or POST in onboarding)
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        put: operations["PUT /api/{uid}/class"];
        /**
         * Set a user's class (PUT, or POST in onboarding)
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        post: operations["POST /api/{uid}/class"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{uid}/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Badges, results and the class's new weekly quizzes, newest first
         * @description The spec leaves /notifications empty; ours lists the student's badges, the class's new
         *     weekly quizzes and their marked results, newest first.
         *
         *     Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        get: operations["GET /api/{uid}/notifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{uid}/profile-pic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's picture
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        get: operations["GET /api/{uid}/profile-pic"];
        /**
         * A new picture (PNG, JPEG, GIF or WebP, 5 MB at most)
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        put: operations["PUT /api/{uid}/profile-pic"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{uid}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student's statistics and report card
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        get: operations["GET /api/{uid}/stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{uid}/streak": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student's streak
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        get: operations["GET /api/{uid}/streak"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{uid}/subject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's subjects
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        get: operations["GET /api/{uid}/subject"];
        /**
         * Set a user's subjects (PUT, or POST in onboarding)
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        put: operations["PUT /api/{uid}/subject"];
        /**
         * Set a user's subjects (PUT, or POST in onboarding)
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        post: operations["POST /api/{uid}/subject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{uid}/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student's attempts, newest first
         * @description Without their questions.
         *
         *     Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        get: operations["GET /api/{uid}/user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/achievements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The achievement catalogue
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/achievements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard's cards (last 30 days against the 30 before) and charts
         * @description Who may call: admins only.
         */
        get: operations["GET /api/admin/dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Totals of users, subjects and quizzes
         * @description Who may call: admins only.
         */
        get: operations["GET /api/admin/overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recent-attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent completed attempts across the school
         * @description Who may call: admins only.
         */
        get: operations["GET /api/admin/recent-attempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registrations of the last `days` days (default 30), newest first
         * @description Who may call: admins only.
         */
        get: operations["GET /api/admin/registrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exam results by class and subject over the last `days` days (default 90, 0 for all time)
         * @description Who may call: admins only.
         */
        get: operations["GET /api/admin/reports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The assignments of the caller's classes, closing soonest first
         * @description Who may call: admins and teachers.
         */
        get: operations["GET /api/assignments"];
        put?: never;
        /**
         * Assign a quiz to some of the caller's classes (one assignment each)
         * @description Who may call: admins and the teachers of the class concerned.
         */
        post: operations["POST /api/assignments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assignments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An assignment
         * @description Who may call: admins and the teachers of the class concerned.
         */
        get: operations["GET /api/assignments/{id}"];
        put?: never;
        post?: never;
        /**
         * Remove an assignment (its attempts stay)
         * @description Who may call: admins and the teachers of the class concerned.
         */
        delete: operations["DELETE /api/assignments/{id}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assignments/{id}/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Moodle's quiz statistics per question over each student's first submitted attempt
         * @description Who may call: admins and the teachers of the class concerned.
         */
        get: operations["GET /api/assignments/{id}/analysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assignments/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The class's results table, as it stands now
         * @description Who may call: admins and the teachers of the class concerned.
         */
        get: operations["GET /api/assignments/{id}/results"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assignments/{id}/results.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The class's results table as CSV
         * @description Who may call: admins and the teachers of the class concerned.
         */
        get: operations["GET /api/assignments/{id}/results.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attempts/{id}/marking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An attempt's marks, feedback and every change of mark
         * @description Who may call: the student whose attempt it is, the teachers of its class, and admins.
         */
        get: operations["GET /api/attempts/{id}/marking"];
        /**
         * Change short-answer marks, each with a reason, or with none confirm them; the score follows
         * @description Who may call: admins and the teachers of the class concerned.
         */
        put: operations["PUT /api/attempts/{id}/marking"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a new email address with the mailed link's token
         * @description Who may call: anyone.
         */
        post: operations["POST /api/auth/confirm-email"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in by username (or email) and password; sets the session cookie
         * @description Who may call: anyone.
         */
        post: operations["POST /api/auth/login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear the session cookie
         * @description Clears the cookie and revokes the session, so a copy of its token is refused too.
         *
         *     Who may call: anyone.
         */
        post: operations["POST /api/auth/logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/auth/me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Onboarding's sign-up: a new student or teacher
         * @description Who may call: anyone.
         */
        post: operations["POST /api/auth/register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a single-use reset link; answers the same for unknown addresses
         * @description Who may call: anyone.
         */
        post: operations["POST /api/auth/reset-password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link's token
         * @description Who may call: anyone.
         */
        post: operations["POST /api/auth/reset-password/confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The questions the filters match, as a GIFT, Moodle XML, Aiken or CSV file
         * @description `format` is `gift`, `moodleXml`, `aiken` or `csv` (the default); an Aiken file holds the
         *     multiple-choice questions only.
         *
         *     Who may call: admins and teachers.
         */
        get: operations["GET /api/bank/export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Questions a generator makes on one topic, kept in the bank as drafts for the quiz builder
         * @description Who may call: admins and teachers.
         */
        post: operations["POST /api/bank/generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a question file (GIFT, Moodle XML, Aiken, CSV): a preview, or with confirm=true the questions stored
         * @description With confirm=true, the answer is 201 with `created` and `message`.
         *
         *     Who may call: admins and teachers.
         */
        post: operations["POST /api/bank/import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the bank's questions, newest change first
         * @description Who may call: admins and teachers.
         */
        get: operations["GET /api/bank/questions"];
        put?: never;
        /**
         * Write a question (400 with every problem when it may not be saved)
         * @description Who may call: admins and teachers.
         */
        post: operations["POST /api/bank/questions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A question and every version of it, oldest first
         * @description Who may call: admins and teachers.
         */
        get: operations["GET /api/bank/questions/{id}"];
        /**
         * Save a new version of a question; `version` is the one opened (409 when someone saved since)
         * @description Who may call: admins and teachers.
         */
        put: operations["PUT /api/bank/questions/{id}"];
        post?: never;
        /**
         * Remove a question (quizzes made keep their copy)
         * @description Who may call: admins and teachers.
         */
        delete: operations["DELETE /api/bank/questions/{id}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/questions/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What is wrong with a question, without saving it
         * @description Who may call: admins and teachers.
         */
        post: operations["POST /api/bank/questions/check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/quizzes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A quiz the school publishes, from bank questions in the order given
         * @description Who may call: admins and teachers.
         */
        post: operations["POST /api/bank/quizzes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/try-answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an answer against a question as a student's would be (a short answer by the built-in marker, with `points`: each marking point as read, {point, marks, awarded, found}, the awards adding up to the score; empty for multiple choice); nothing is stored
         * @description Who may call: admins and teachers.
         */
        post: operations["POST /api/bank/try-answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulkTopic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Several topics at once; names may be one comma-separated text
         * @description Who may call: admins only.
         */
        post: operations["POST /api/bulkTopic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether an email address is registered
         * @description Who may call: anyone.
         */
        get: operations["GET /api/check/email"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check/username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a username is taken
         * @description Who may call: anyone.
         */
        get: operations["GET /api/check/username"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of classes (a teacher's own only), newest year first
         * @description Who may call: admins and teachers.
         */
        get: operations["GET /api/classes"];
        put?: never;
        /**
         * Create a class with its teachers
         * @description Who may call: admins only.
         */
        post: operations["POST /api/classes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A class with its students
         * @description Who may call: admins and the teachers of the class concerned.
         */
        get: operations["GET /api/classes/{id}"];
        /**
         * Rename a class, change its year or its teachers
         * @description Who may call: admins only.
         */
        put: operations["PUT /api/classes/{id}"];
        post?: never;
        /**
         * Delete a class and its assignments (attempts stay)
         * @description Who may call: admins only.
         */
        delete: operations["DELETE /api/classes/{id}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrol students picked by id
         * @description Who may call: admins only.
         */
        post: operations["POST /api/classes/{id}/students"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/students/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a student out of a class
         * @description Who may call: admins only.
         */
        delete: operations["DELETE /api/classes/{id}/students/{userId}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/students/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrol the students a CSV of usernames names: a preview, or with confirm true the enrolment
         * @description Who may call: admins only.
         */
        post: operations["POST /api/classes/{id}/students/import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The admin's Add User form
         * @description Who may call: admins only.
         */
        post: operations["POST /api/create-user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/createAchievements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add achievements
         * @description Who may call: admins only.
         */
        post: operations["POST /api/createAchievements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/createSubject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A subject for one class (call once per class)
         * @description One call per class: name, description, classLevel, image, and optional meta `{stream}`.
         *
         *     Who may call: admins only.
         */
        post: operations["POST /api/createSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/createTopic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A topic, for every class given
         * @description Who may call: admins only.
         */
        post: operations["POST /api/createTopic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deleteSubject/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a subject: its topics deleted, its quizzes deleted (or retired if taken), its bank questions retired
         * @description Who may call: admins only.
         */
        delete: operations["DELETE /api/deleteSubject/{id}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A browsable page of this document
         * @description Swagger UI's page, with a base so that its files resolve under /api/docs/.
         *
         *     Who may call: anyone.
         */
        get: operations["GET /api/docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The browsable page's files
         * @description Swagger UI's files, built into the binary (no outside host).
         *
         *     Who may call: anyone.
         */
        get: operations["GET /api/docs/{file}"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A CSV export: users.csv, subjects.csv, quizzes.csv, topics.csv or achievements.csv
         * @description Who may call: admins only.
         */
        get: operations["GET /api/export/{name}"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filter-topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A class's topics of a subject
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/filter-topics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filter-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users by status (active, inactive, or all)
         * @description Who may call: admins only.
         */
        get: operations["GET /api/filter-users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filterGeneratedQuizzes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A class's manual and weekly generated quizzes
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/filterGeneratedQuizzes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generate-quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate and store a quiz (an admin's are the school's manual quizzes)
         * @description Who may call: any signed-in person.
         */
        post: operations["POST /api/generate-quiz"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/global-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quizzes, topics and subjects matching 2 or more characters
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/global-search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the server and its store answer, and what it runs with
         * @description Who may call: anyone.
         */
        get: operations["GET /api/health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The top 10 by average exam score
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/leaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description Who may call: anyone.
         */
        get: operations["GET /api/openapi.json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quiz/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A quiz: with its key for admins, without it for others
         * @description The key of a quiz a student took comes with their completed attempt.
         *
         *     Who may call: any signed-in person.
         */
        get: operations["GET /api/quiz/{id}"];
        put?: never;
        post?: never;
        /**
         * Delete a quiz nobody has taken, or retire one students have (it stays for their attempts)
         * @description Who may call: admins and teachers.
         */
        delete: operations["DELETE /api/quiz/{id}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quizzes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin's quiz list
         * @description Who may call: admins only.
         */
        get: operations["GET /api/quizzes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quizzes/saveAttempt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an attempt (of a stored quiz, or of quiz data an older client sends)
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        post: operations["POST /api/quizzes/saveAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saveUserQuiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remember a student's quiz choice
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        post: operations["POST /api/saveUserQuiz"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's time zone, in which the screens show times
         * @description Who may call: anyone.
         */
        get: operations["GET /api/school"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-quizzes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quizzes matching 2 or more characters
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/search-quizzes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users whose name or email matches; everyone for an empty query
         * @description An empty query lists everyone (admin spec section 5).
         *
         *     Who may call: admins only.
         */
        get: operations["GET /api/search-users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin dashboard's figure
         * @description Who may call: admins only.
         */
        get: operations["GET /api/Stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subjects, of one class when given
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/subjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename, describe or move a subject of one class; its topics, quizzes and bank questions follow
         * @description Who may call: admins only.
         */
        put: operations["PUT /api/subjects/{id}"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many topics, quizzes and bank questions a subject of one class holds
         * @description Who may call: admins only.
         */
        get: operations["GET /api/subjects/{id}/usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A class's subjects
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/subjects/filter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teacher-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Students who picked Teacher at onboarding, oldest first
         * @description Who may call: admins only.
         */
        get: operations["GET /api/teacher-requests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teacher/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A teacher's classes, open and upcoming assignments, marks to check and weakest topics
         * @description Who may call: admins and teachers.
         */
        get: operations["GET /api/teacher/home"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Topics, of one class and subject when given
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/topics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/topics/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename, describe or move a topic; its quizzes and bank questions follow it
         * @description Who may call: admins only.
         */
        put: operations["PUT /api/topics/{id}"];
        post?: never;
        /**
         * Remove a topic: its quizzes deleted (or retired if taken), its bank questions retired
         * @description Who may call: admins only.
         */
        delete: operations["DELETE /api/topics/{id}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/topics/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many quizzes and bank questions a topic holds
         * @description Who may call: admins only.
         */
        get: operations["GET /api/topics/{id}/usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/updateUserQuiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a quiz choice's timer and type
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        post: operations["POST /api/updateUserQuiz"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's profile
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        get: operations["GET /api/user/{uid}"];
        /**
         * Change a profile (only admins change status or make admins)
         * @description Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin.
         */
        put: operations["PUT /api/user/{uid}"];
        post?: never;
        /**
         * Remove a user and their attempts (not oneself: 409)
         * @description Who may call: admins only.
         */
        delete: operations["DELETE /api/user/{uid}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{uid}/slip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new first-login slip for a student who forgot their password: a one-time password shown this once; their sessions end (not a student: 409)
         * @description Who may call: admins only.
         */
        post: operations["POST /api/user/{uid}/slip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{uid}/teacher-request/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the account a teacher's and settle the request (no request: 409)
         * @description Who may call: admins only.
         */
        post: operations["POST /api/user/{uid}/teacher-request/approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{uid}/teacher-request/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle the request; the account stays a student's
         * @description Who may call: admins only.
         */
        post: operations["POST /api/user/{uid}/teacher-request/refuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everyone with their private fields for admins; the public leaderboard view for others
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pupils' accounts from a CSV (name, username; class, email, phone optional): a preview, or with confirm true the accounts, each with a one-time password shown this once
         * @description Who may call: admins only.
         */
        post: operations["POST /api/users/import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userSubject/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A subject by id or (slugged) name
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /api/userSubject/{id}"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gen/multiple-choice-quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate a multiple-choice quiz without storing it
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /gen/multiple-choice-quiz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gen/short-answer-quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate a short-answer quiz without storing it
         * @description Who may call: any signed-in person.
         */
        get: operations["GET /gen/short-answer-quiz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/short-answer-quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark short answers against their marking schemes
         * @description Who may call: any signed-in person.
         */
        post: operations["POST /review/short-answer-quiz"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description One achievement to add. */
        AchievementBody: {
            /** @default null */
            category: string | null;
            /** @default  */
            description: string;
            /** @default null */
            id: string | null;
            /**
             * @description `bronze`, `silver`, `gold` or `platinum`.
             * @default null
             */
            rank: string | null;
            /** @default null */
            rule: components["schemas"]["AchievementRule"] | null;
            /** @default  */
            title: string;
        };
        /** @description When a badge is earned: its `kind` and that kind's numbers. */
        AchievementRule: {
            count: number;
            /** @enum {string} */
            kind: "attemptsCompleted";
        } | {
            count: number;
            /** @enum {string} */
            kind: "perfectScores";
        } | {
            days: number;
            /** @enum {string} */
            kind: "streakDays";
        } | {
            /** @enum {string} */
            kind: "subjectMastery";
            minAttempts: number;
            minAverage: number;
        } | {
            count: number;
            /** @enum {string} */
            kind: "subjectsExplored";
        } | {
            /** @enum {string} */
            kind: "highAverage";
            minAttempts: number;
            minAverage: number;
        };
        /** @description createAchievements: `{achievements: [...]}`, or a list. */
        AchievementsBody: {
            achievements: components["schemas"]["AchievementBody"][];
        } | components["schemas"]["AchievementBody"][];
        /** @description An achievement with whether (and when) this student unlocked it. */
        AchievementStatusView: components["schemas"]["AchievementView"] & {
            earnedAt: components["schemas"]["Seconds"] | null;
            unlocked: boolean;
        };
        AchievementView: {
            category: string;
            createdAt: components["schemas"]["Seconds"];
            description: string;
            id: string;
            rank: string;
            rule: components["schemas"]["AchievementRule"] | null;
            title: string;
        };
        AdminUserBody: {
            /** @default  */
            email: string;
            /** @default  */
            password: string;
            /** @default  */
            phoneNumber: string;
            /** @default  */
            role: string;
            /** @default  */
            username: string;
        };
        /** @description One option, or several. */
        AnswerKey: string | string[];
        AnyValue: unknown;
        /** @description A teacher's "Assign" form; times are ISO 8601. */
        AssignBody: {
            /**
             * Format: int32
             * @description 1 when not given.
             * @default null
             */
            attemptsAllowed: number | null;
            /** @default [] */
            classIds: string[];
            /** @default  */
            closesAt: string;
            /**
             * @description When the students see the keys: `atOnce`, `afterClosing` (when not given) or `never`.
             * @default
             */
            keys: string;
            /**
             * @description `practice` or `exam`.
             * @default
             */
            mode: string;
            /** @default  */
            opensAt: string;
            /** @default  */
            quizId: string;
            /**
             * Format: int32
             * @default null
             */
            timeLimitMinutes: number | null;
        };
        /** @description A page of assignments and how many there are in all. */
        AssignmentPage: {
            data: components["schemas"]["AssignmentSummary"][];
            /** Format: int64 */
            total: number;
        };
        /** @description An assignment's results table. */
        AssignmentResults: {
            assignment: components["schemas"]["AssignmentSummary"];
            rows: components["schemas"]["ResultRow"][];
            summary: components["schemas"]["ResultsSummary"];
        };
        /**
         * @description Where an assignment stands.
         * @enum {string}
         */
        AssignmentState: "upcoming" | "open" | "closed";
        /** @description A quiz set to one class, with its rules and where it is in its window. */
        AssignmentSummary: {
            /** Format: int32 */
            attemptsAllowed: number;
            classId: string;
            className: string;
            /** @description ISO 8601, UTC. */
            closesAt: string;
            /** @description ISO 8601, UTC. */
            createdAt: string;
            id: string;
            keys: components["schemas"]["KeysShown"];
            mode: components["schemas"]["QuizMode"];
            /** @description ISO 8601, UTC. */
            opensAt: string;
            questionCount: number;
            quizId: string;
            quizType: components["schemas"]["AttemptQuizType"];
            /** @description The id of who set it. */
            setBy: string | null;
            state: components["schemas"]["AssignmentState"];
            subject: string;
            /** Format: int32 */
            timeLimitMinutes: number | null;
            /** @description The quiz's title. */
            title: string;
            topic: string;
        };
        /**
         * @description An attempt as saving, reading, retaking or submitting it answers: the attempt (with its
         *     quiz, except for a plain autosave) and the badges the call unlocked.
         */
        AttemptAnswer: {
            /**
             * @description Autosaves and submissions only: false when a late numbered save was not applied (a
             *     newer one is stored, and `data` is the attempt as stored).
             */
            applied?: boolean;
            data: components["schemas"]["AttemptView"];
            id: string;
            newAchievements: components["schemas"]["AchievementView"][];
        };
        /** @description An attempt's marks, feedback and every change of mark. */
        AttemptMarking: {
            attempt: components["schemas"]["MarkingAttempt"];
            changes: components["schemas"]["MarkChangeView"][];
            /** @description The attempt's earlier runs (before a retake). */
            history: components["schemas"]["AttemptRunView"][];
            mayModerate: boolean;
            moderated: boolean;
            questions: components["schemas"]["ModerationQuestion"][];
        };
        /** @description What every save of an attempt carries: the answers so far, its state and its clock. */
        AttemptProgressBody: {
            /**
             * Format: double
             * @default null
             */
            remainingTime: number | null;
            /** @default null */
            selectedAnswers: components["schemas"]["GivenAnswer"][] | null;
            /**
             * @description `in progress`, or `completed` to submit.
             * @default null
             */
            status: string | null;
            /**
             * Format: double
             * @default null
             */
            timeTaken: number | null;
        };
        /**
         * @description A quiz's type, as attempts name it.
         * @enum {string}
         */
        AttemptQuizType: "mcq" | "short-answer";
        /** @description An earlier run of an attempt (before a retake). */
        AttemptRunView: {
            completedAt: components["schemas"]["Seconds"] | null;
            /** Format: int32 */
            correctAnswers: number;
            /** @description It counted for the student's results (an exam's first completion). */
            counted: boolean;
            /** Format: int32 */
            score: number;
            startedAt: components["schemas"]["Seconds"];
            /** Format: int32 */
            timeTaken: number;
            /** Format: int32 */
            totalQuestions: number;
        };
        /**
         * @description Whether an attempt is still being taken.
         * @enum {string}
         */
        AttemptStatus: "in progress" | "completed";
        /**
         * @description An attempt; with its quiz when given, its key as the app decided (only once the attempt is
         *     completed, and never while an exam of the quiz is open for its student).
         */
        AttemptView: {
            assignmentId: string | null;
            classLevel: string;
            completedAt: components["schemas"]["Seconds"] | null;
            /** Format: int32 */
            correctAnswers: number;
            /** @description What the server counted it for: the results page says so. */
            counting: components["schemas"]["Counting"];
            countsTowardsStats: boolean;
            createdAt: components["schemas"]["Seconds"];
            estimatedTime?: string;
            /** @description The earlier runs (before retakes), with the attempt and its quiz. */
            history?: components["schemas"]["AttemptRunView"][];
            id: string;
            quiz?: components["schemas"]["QuizView"];
            quizData?: components["schemas"]["QuizDataView"];
            quizId: string;
            quizMode: components["schemas"]["QuizMode"];
            quizModeLabel: string;
            quizType: components["schemas"]["AttemptQuizType"];
            quizTypeLabel: string;
            /** Format: int32 */
            remainingTime: number | null;
            review: components["schemas"]["Review"] | null;
            /**
             * Format: int32
             * @description The highest autosave number applied: a client resumes its numbering after it.
             */
            saveNumber: number;
            /** Format: int32 */
            score: number;
            selectedAnswers: components["schemas"]["GivenAnswer"][];
            startedAt: components["schemas"]["Seconds"];
            status: components["schemas"]["AttemptStatus"];
            subject: string;
            subjectId: string | null;
            /** Format: int32 */
            timeLimit: number | null;
            /** Format: int32 */
            timeTaken: number;
            topic: string;
            /** Format: int32 */
            totalQuestions: number;
            updatedAt: components["schemas"]["Seconds"];
            userId: string;
        };
        /** @description A page of the bank's questions. */
        BankPage: {
            data: components["schemas"]["BankQuestionView"][];
            /** Format: int64 */
            limit: number;
            /** Format: int64 */
            page: number;
            /**
             * Format: int64
             * @description How many questions the filters match, on every page.
             */
            total: number;
        };
        /** @description A question of the bank, at its current version. */
        BankQuestionView: components["schemas"]["QuestionFields"] & {
            /** @description Who wrote or imported it (none for the shipped bank and generated questions). */
            authorId: string | null;
            classLevel: string;
            /** @description ISO 8601, UTC. */
            createdAt: string;
            difficulty: components["schemas"]["Difficulty"];
            id: string;
            /** @description `en` or `fr`. */
            language: components["schemas"]["QuestionLanguage"];
            /** @description Its name in the file it came from. */
            name: string | null;
            /** @description `seeded`, `generated`, `written` or `imported`. */
            source: components["schemas"]["QuestionSource"];
            /** @description `draft`, `published` or `retired`. */
            status: components["schemas"]["QuestionStatus"];
            subject: string;
            topic: string;
            /** @description ISO 8601, UTC. */
            updatedAt: string;
            /**
             * Format: int32
             * @description 1 when written; each edit adds one.
             */
            version: number;
        };
        /** @description bulkTopic: a list of topics, or `{topics: [...]}`. */
        BulkTopicBody: components["schemas"]["TopicBody"][] | {
            topics: components["schemas"]["TopicBody"][];
        };
        CheckAnswerBody: {
            answer: components["schemas"]["GivenAnswer"];
            questionIndex: number;
        };
        CheckedAnswer: {
            correct: boolean;
            correctAnswer: components["schemas"]["AnswerKey"];
            explanation: string;
            feedback?: string;
            /** Format: int32 */
            marks?: number;
            /**
             * Format: int32
             * @description A short answer's marking (short-answer quizzes only): what it earned of its marks, and
             *     the marker's feedback.
             */
            marksAwarded?: number;
        };
        ClassBody: {
            /** @default  */
            className: string;
        };
        ClassOf: {
            className: string | null;
            /** @description The class shown when none is set. */
            default: string;
        };
        /** @description A page of classes and how many there are in all. */
        ClassPage: {
            data: components["schemas"]["ClassSummary"][];
            /** Format: int64 */
            total: number;
        };
        ClassQuizzes: {
            manualQuizzes: components["schemas"]["QuizSummary"][];
            weeklyQuizzes: components["schemas"]["QuizSummary"][];
        };
        ClassSet: {
            className: string;
        };
        /** @description A student of a class (or of a results table). */
        ClassStudent: {
            /** @description Their class level (`Form 1` ...), if they chose one. */
            classLevel: string | null;
            /** @description The student's full name, or their username when they gave none. */
            fullName: string;
            id: string;
            username: string;
        };
        /** @description A class's subjects, under both names the spec's clients read. */
        ClassSubjects: {
            data: components["schemas"]["SubjectView"][];
            subjects: components["schemas"]["SubjectView"][];
        };
        /** @description A class with its teachers and how many students it has. */
        ClassSummary: {
            classLevel: string;
            /** @description ISO 8601, UTC. */
            createdAt: string;
            id: string;
            name: string;
            /** @description Such as `2025-2026`. */
            schoolYear: string;
            stream: string | null;
            /** Format: int64 */
            studentCount: number;
            teachers: components["schemas"]["ClassTeacher"][];
        };
        /** @description A teacher of a class. */
        ClassTeacher: {
            /** @description The teacher's username. */
            fullName: string;
            id: string;
            username: string;
        };
        /** @description A class and its students. */
        ClassWithStudents: {
            data: components["schemas"]["ClassSummary"];
            students: components["schemas"]["ClassStudent"][];
        };
        /** @description The counts older clients send with a save: read and ignored, the server marks and counts. */
        ClientCountsBody: {
            /**
             * Format: int64
             * @default null
             */
            correctAnswers: number | null;
            /**
             * Format: double
             * @default null
             */
            score: number | null;
            /**
             * Format: int64
             * @default null
             */
            totalQuestions: number | null;
        };
        /**
         * @description What the server counted an attempt for.
         * @enum {string}
         */
        Counting: "exam" | "practice" | "none";
        CreatedAchievements: {
            count: number;
            data: components["schemas"]["AchievementView"][];
        };
        /** @description An account made from a line of the file, with its slip. */
        CreatedPupil: components["schemas"]["SlipView"] & {
            line: number;
        };
        CreatedSubject: {
            data: components["schemas"]["SubjectView"];
            id: string;
            message: string;
        };
        CreatedTopic: {
            count: number;
            data: components["schemas"]["TopicView"] | null;
            /** @description The first topic made (one per class). */
            id: string | null;
        };
        CreatedTopics: {
            count: number;
            data: components["schemas"]["TopicView"][];
        };
        CreatedUser: {
            data: components["schemas"]["UserView"];
            id: string;
            message: string;
        };
        /** @description A CSV an admin pasted or chose (a class list, a file of pupils): `confirm: false` previews. */
        CsvImportBody: {
            /** @default false */
            confirm: boolean;
            /** @default  */
            csv: string;
        };
        DashboardView: {
            activeUsers: components["schemas"]["FigureView"];
            failedQuizzes: components["schemas"]["FigureView"];
            monthly: components["schemas"]["MonthView"][];
            /** Format: int64 */
            periodDays: number;
            quizzesCompleted: components["schemas"]["FigureView"];
            quizzesPerSubject: components["schemas"]["SubjectCount"][];
            totalUsers: components["schemas"]["FigureView"];
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_AssignmentResults: {
            /** @description An assignment's results table. */
            data: {
                assignment: components["schemas"]["AssignmentSummary"];
                rows: components["schemas"]["ResultRow"][];
                summary: components["schemas"]["ResultsSummary"];
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_AssignmentSummary: {
            /** @description A quiz set to one class, with its rules and where it is in its window. */
            data: {
                /** Format: int32 */
                attemptsAllowed: number;
                classId: string;
                className: string;
                /** @description ISO 8601, UTC. */
                closesAt: string;
                /** @description ISO 8601, UTC. */
                createdAt: string;
                id: string;
                keys: components["schemas"]["KeysShown"];
                mode: components["schemas"]["QuizMode"];
                /** @description ISO 8601, UTC. */
                opensAt: string;
                questionCount: number;
                quizId: string;
                quizType: components["schemas"]["AttemptQuizType"];
                /** @description The id of who set it. */
                setBy: string | null;
                state: components["schemas"]["AssignmentState"];
                subject: string;
                /** Format: int32 */
                timeLimitMinutes: number | null;
                /** @description The quiz's title. */
                title: string;
                topic: string;
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_AttemptMarking: {
            /** @description An attempt's marks, feedback and every change of mark. */
            data: {
                attempt: components["schemas"]["MarkingAttempt"];
                changes: components["schemas"]["MarkChangeView"][];
                /** @description The attempt's earlier runs (before a retake). */
                history: components["schemas"]["AttemptRunView"][];
                mayModerate: boolean;
                moderated: boolean;
                questions: components["schemas"]["ModerationQuestion"][];
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_ClassOf: {
            data: {
                className: string | null;
                /** @description The class shown when none is set. */
                default: string;
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_ClassSet: {
            data: {
                className: string;
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_DashboardView: {
            data: {
                activeUsers: components["schemas"]["FigureView"];
                failedQuizzes: components["schemas"]["FigureView"];
                monthly: components["schemas"]["MonthView"][];
                /** Format: int64 */
                periodDays: number;
                quizzesCompleted: components["schemas"]["FigureView"];
                quizzesPerSubject: components["schemas"]["SubjectCount"][];
                totalUsers: components["schemas"]["FigureView"];
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_EnrolReportView: {
            /** @description What an enrolment did (or, previewed, would do). */
            data: {
                /** @description The usernames already in the class. */
                alreadyInClass: string[];
                /** @description False for a preview: nobody was enrolled yet. */
                confirmed: boolean;
                enrolled: components["schemas"]["ClassStudent"][];
                refused: components["schemas"]["RefusedEnrolment"][];
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_ItemAnalysis: {
            /** @description The item analysis of an assignment. */
            data: {
                /** @description How many attempts it counts (each student's first submitted one). */
                attempts: number;
                questions: components["schemas"]["ItemAnalysisQuestion"][];
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_Overview: {
            data: {
                /** Format: int64 */
                totalQuizzes: number;
                /** Format: int64 */
                totalSubjects: number;
                /** Format: int64 */
                totalUsers: number;
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_ProfilePic: {
            data: {
                profilePic: string | null;
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_QuizView: {
            /** @description A quiz with its questions (its key as the caller may see it): the list's summary and the rest. */
            data: components["schemas"]["QuizSummary"] & components["schemas"]["QuestionsOf"] & {
                generatorParams: components["schemas"]["GeneratorParams"];
                /** Format: int32 */
                passPoints: number;
                quizData: components["schemas"]["QuizDataView"];
                /** @description Retired: students took it before it was removed; it is no longer offered. */
                retired: boolean;
                subjectId: string | null;
                /** Format: int32 */
                timeLimit: number;
                week: string | null;
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_ReportsView: {
            data: {
                byClass: components["schemas"]["TallyView"][];
                byClassSubject: components["schemas"]["TallyView"][];
                bySubject: components["schemas"]["TallyView"][];
                overall: components["schemas"]["TallyView"];
                since: components["schemas"]["Seconds"] | null;
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_SetupView: {
            data: {
                id: string;
                quizType: string | null;
                useTimer: boolean | null;
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_StatsView: {
            data: {
                /** Format: int32 */
                achievementsTotal: number;
                /** Format: int32 */
                achievementsUnlocked: number;
                /** Format: int32 */
                avgScore: number;
                /** Format: int32 */
                longestStreak: number;
                scoresOverTime: components["schemas"]["ScorePointView"][];
                /** Format: int32 */
                streakDays: number;
                subjects: components["schemas"]["SubjectRowView"][];
                /** Format: int32 */
                totalAttempts: number;
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_SubjectsOf: {
            data: {
                subjects: string[];
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_TeacherHomeView: {
            /** @description A teacher's home page. */
            data: {
                classes: components["schemas"]["ClassSummary"][];
                open: components["schemas"]["AssignmentSummary"][];
                toModerate: components["schemas"]["MarksToCheck"][];
                upcoming: components["schemas"]["AssignmentSummary"][];
                weakestTopics: components["schemas"]["WeakTopicsOfClass"][];
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_UserView: {
            /** @description A user as they and admins see them. */
            data: {
                /** Format: int32 */
                age: number | null;
                className: string | null;
                createdAt: components["schemas"]["Seconds"];
                email: string;
                id: string;
                /** @description Signed in with a one-time password: the app asks for a new one before anything. */
                mustChangePassword: boolean;
                name: string;
                phoneNumber: string;
                profilePic: string | null;
                resident: string;
                role: components["schemas"]["Role"];
                school: string;
                status: components["schemas"]["UserStatus"];
                /** Format: int32 */
                streak: number;
                /** Format: int32 */
                streakDays: number;
                stream: string | null;
                subjects: string[];
                teacherRequestedAt: components["schemas"]["Seconds"] | null;
                uid: string;
                updatedAt: components["schemas"]["Seconds"];
                username: string;
            };
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_Vec_AchievementStatusView: {
            data: (components["schemas"]["AchievementView"] & {
                earnedAt: components["schemas"]["Seconds"] | null;
                unlocked: boolean;
            })[];
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_Vec_AchievementView: {
            data: {
                category: string;
                createdAt: components["schemas"]["Seconds"];
                description: string;
                id: string;
                rank: string;
                rule: components["schemas"]["AchievementRule"] | null;
                title: string;
            }[];
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_Vec_AttemptView: {
            data: {
                assignmentId: string | null;
                classLevel: string;
                completedAt: components["schemas"]["Seconds"] | null;
                /** Format: int32 */
                correctAnswers: number;
                /** @description What the server counted it for: the results page says so. */
                counting: components["schemas"]["Counting"];
                countsTowardsStats: boolean;
                createdAt: components["schemas"]["Seconds"];
                estimatedTime?: string;
                /** @description The earlier runs (before retakes), with the attempt and its quiz. */
                history?: components["schemas"]["AttemptRunView"][];
                id: string;
                quiz?: components["schemas"]["QuizView"];
                quizData?: components["schemas"]["QuizDataView"];
                quizId: string;
                quizMode: components["schemas"]["QuizMode"];
                quizModeLabel: string;
                quizType: components["schemas"]["AttemptQuizType"];
                quizTypeLabel: string;
                /** Format: int32 */
                remainingTime: number | null;
                review: components["schemas"]["Review"] | null;
                /**
                 * Format: int32
                 * @description The highest autosave number applied: a client resumes its numbering after it.
                 */
                saveNumber: number;
                /** Format: int32 */
                score: number;
                selectedAnswers: components["schemas"]["GivenAnswer"][];
                startedAt: components["schemas"]["Seconds"];
                status: components["schemas"]["AttemptStatus"];
                subject: string;
                subjectId: string | null;
                /** Format: int32 */
                timeLimit: number | null;
                /** Format: int32 */
                timeTaken: number;
                topic: string;
                /** Format: int32 */
                totalQuestions: number;
                updatedAt: components["schemas"]["Seconds"];
                userId: string;
            }[];
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_Vec_BankQuestionView: {
            data: (components["schemas"]["QuestionFields"] & {
                /** @description Who wrote or imported it (none for the shipped bank and generated questions). */
                authorId: string | null;
                classLevel: string;
                /** @description ISO 8601, UTC. */
                createdAt: string;
                difficulty: components["schemas"]["Difficulty"];
                id: string;
                /** @description `en` or `fr`. */
                language: components["schemas"]["QuestionLanguage"];
                /** @description Its name in the file it came from. */
                name: string | null;
                /** @description `seeded`, `generated`, `written` or `imported`. */
                source: components["schemas"]["QuestionSource"];
                /** @description `draft`, `published` or `retired`. */
                status: components["schemas"]["QuestionStatus"];
                subject: string;
                topic: string;
                /** @description ISO 8601, UTC. */
                updatedAt: string;
                /**
                 * Format: int32
                 * @description 1 when written; each edit adds one.
                 */
                version: number;
            })[];
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_Vec_LeaderboardEntryView: {
            data: {
                /** Format: int32 */
                attempts: number;
                avatar: string | null;
                /** Format: int32 */
                avgScore: number;
                school: string;
                /** Format: int32 */
                streak: number;
                uid: string;
                user: string;
                username: string;
            }[];
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_Vec_Notification: {
            data: {
                body: string;
                createdAt: components["schemas"]["Seconds"];
                id: string;
                kind: components["schemas"]["NotificationKind"];
                /** @description The page it opens. */
                link: string;
                title: string;
            }[];
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_Vec_QuizSummary: {
            data: {
                classLevel: string;
                createdAt: components["schemas"]["Seconds"];
                description: string;
                difficulty: components["schemas"]["Difficulty"];
                /** Format: int32 */
                estimateTime: number;
                id: string;
                image: string | null;
                /** Format: int32 */
                marks: number;
                quizType: components["schemas"]["QuizType"];
                source: components["schemas"]["QuizSource"];
                subject: string;
                title: string;
                topic: string;
                totalQuestions: number;
            }[];
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_Vec_StudentAssignmentView: {
            data: (components["schemas"]["AssignmentSummary"] & {
                /** @description The latest attempt. */
                attemptId: string | null;
                /** Format: int32 */
                attemptsUsed: number;
                /** Format: int32 */
                score: number | null;
                status: components["schemas"]["ResultStatus"];
            })[];
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_Vec_SubjectView: {
            data: {
                classes: string[];
                classLevel: string;
                createdAt: components["schemas"]["Seconds"];
                description: string;
                id: string;
                image: string | null;
                meta: components["schemas"]["SubjectMetaView"];
                name: string;
                stream: string | null;
                /** Format: int64 */
                topicsCount: number;
            }[];
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_Vec_TopicView: {
            data: {
                classLevel: string;
                createdAt: components["schemas"]["Seconds"];
                description: string;
                id: string;
                image: string | null;
                name: string;
                subject: string;
                subtopics: components["schemas"]["Subtopic"][];
            }[];
        };
        /** @description `{data: ...}`, the spec's usual envelope. */
        Data_Vec_UserView: {
            data: {
                /** Format: int32 */
                age: number | null;
                className: string | null;
                createdAt: components["schemas"]["Seconds"];
                email: string;
                id: string;
                /** @description Signed in with a one-time password: the app asks for a new one before anything. */
                mustChangePassword: boolean;
                name: string;
                phoneNumber: string;
                profilePic: string | null;
                resident: string;
                role: components["schemas"]["Role"];
                school: string;
                status: components["schemas"]["UserStatus"];
                /** Format: int32 */
                streak: number;
                /** Format: int32 */
                streakDays: number;
                stream: string | null;
                subjects: string[];
                teacherRequestedAt: components["schemas"]["Seconds"] | null;
                uid: string;
                updatedAt: components["schemas"]["Seconds"];
                username: string;
            }[];
        };
        /**
         * @description How hard a quiz is.
         * @enum {string}
         */
        Difficulty: "easy" | "normal" | "hard";
        EmailBody: {
            /** @default  */
            email: string;
        };
        EmailExists: {
            emailExists: boolean;
        };
        EnrolBody: {
            /** @default [] */
            userIds: string[];
        };
        /** @description What an enrolment did (or, previewed, would do). */
        EnrolReportView: {
            /** @description The usernames already in the class. */
            alreadyInClass: string[];
            /** @description False for a preview: nobody was enrolled yet. */
            confirmed: boolean;
            enrolled: components["schemas"]["ClassStudent"][];
            refused: components["schemas"]["RefusedEnrolment"][];
        };
        /** @description Every failure: a status and a message a person can read. */
        Error: {
            error: string;
        };
        /** @description A figure of this period, the one before, and the change in percent (none from zero). */
        FigureView: {
            /** Format: int64 */
            change: number | null;
            /** Format: int64 */
            previous: number;
            /** Format: int64 */
            value: number;
        };
        /** @description A quiz, topic or subject found by a search. */
        Found: {
            classLevel: string;
            /** @description `quizzes`, `topics` or `subjects`. */
            collection: components["schemas"]["SearchCollection"];
            id: string;
            name: string;
            subject: string;
            title: string;
            topic: string | null;
        };
        GenerateBody: {
            /** @default  */
            classLevel: string;
            /**
             * @description Older clients' name for `classLevel`.
             * @default null
             */
            className: string | null;
            /** @default null */
            difficulty: string | null;
            /** @default  */
            quizType: string;
            /** @default  */
            subject: string;
            /** @default  */
            topic: string;
        };
        Generated: {
            estimatedTime: string;
            quiz: components["schemas"]["GeneratedQuizView"];
        };
        GeneratedQuiz: {
            data: components["schemas"]["QuizView"];
            id: string;
            quiz: components["schemas"]["QuizView"];
        };
        /** @description A generated quiz, with its key, not stored. */
        GeneratedQuizView: components["schemas"]["QuestionsOf"] & {
            description: string;
            estimatedTime: string;
            generatorParams: components["schemas"]["GeneratorParams"];
            title: string;
        };
        /** @description What the quiz builder asks a generator for. */
        GenerateDraftsBody: {
            /** @default  */
            classLevel: string;
            count?: unknown;
            /** @default null */
            difficulty: string | null;
            /** @default  */
            quizType: string;
            /** @default  */
            subject: string;
            /** @default  */
            topic: string;
        };
        /** @description What a quiz was generated from. */
        GeneratorParams: {
            className: string;
            subject: string;
            topic: string;
        };
        /** @description One option or text, several options, or null for no answer. */
        GivenAnswer: string | string[] | null;
        /** @description The deployment's health as `/api/health` reports it. */
        Health: {
            generator: string;
            mailer: string;
            marker: components["schemas"]["MarkerHealth"];
            /** @description `ok` or `unavailable`. */
            status: string;
            store: string;
            /** @description `sqlite` or `postgres`. */
            storeKind: string;
            version: string;
        };
        /** @description What an import will do (a preview) or did (with confirm=true). */
        ImportAnswer: {
            /** @description How many were stored (with confirm=true only). */
            created?: number;
            duplicates: number;
            /** @description The format read: `gift`, `moodleXml`, `aiken` or `csv`. */
            format: string;
            /** @description With confirm=true only. */
            message?: string;
            /** @description Each question taken from the file. */
            questions: components["schemas"]["ImportedQuestion"][];
            /** @description Each question of the file that was not taken, and why. */
            refused: components["schemas"]["RefusedQuestion"][];
            toCreate: number;
        };
        /** @description A question taken from a file. */
        ImportedQuestion: {
            classLevel: string;
            /** @description Whether the bank holds it already (it is not stored again). */
            duplicate: boolean;
            /** @description Its line in the file. */
            line: number;
            name: string | null;
            question: string;
            subject: string;
            topic: string;
            /** @description `singleChoice`, `multipleAnswers`, `trueFalse` or `shortAnswer`. */
            type: components["schemas"]["QuestionKind"];
        };
        /** @description The item analysis of an assignment. */
        ItemAnalysis: {
            /** @description How many attempts it counts (each student's first submitted one). */
            attempts: number;
            questions: components["schemas"]["ItemAnalysisQuestion"][];
        };
        /** @description How many attempts chose one option of a multiple-choice question. */
        ItemAnalysisOption: {
            /** Format: int32 */
            chosen: number;
            correct: boolean;
            option: string;
        };
        /** @description Moodle's statistics of one question. */
        ItemAnalysisQuestion: {
            /** Format: int32 */
            blank: number;
            /** Format: double */
            discrimination: number | null;
            /** Format: double */
            discriminativeEfficiency: number | null;
            /** Format: double */
            facility: number | null;
            /** @description Why it deserves a second look. */
            flags: components["schemas"]["QuestionFlag"][];
            /** Format: int32 */
            marks: number;
            /** Format: double */
            meanMark: number | null;
            number: number;
            options: components["schemas"]["ItemAnalysisOption"][];
            question: string;
            /** Format: double */
            standardDeviation: number | null;
            type: components["schemas"]["AttemptQuizType"];
        };
        /**
         * @description When a class's students see an assignment's keys.
         * @enum {string}
         */
        KeysShown: "atOnce" | "afterClosing" | "never";
        LeaderboardEntryView: {
            /** Format: int32 */
            attempts: number;
            avatar: string | null;
            /** Format: int32 */
            avgScore: number;
            school: string;
            /** Format: int32 */
            streak: number;
            uid: string;
            user: string;
            username: string;
        };
        /**
         * @description A user as the admin's lists show them: with their class this school year, which the lists
         *     show and filter by.
         */
        ListedUser: components["schemas"]["UserView"] & {
            schoolClass: components["schemas"]["UserClass"] | null;
        };
        LoginAnswer: {
            data: components["schemas"]["UserView"];
            message: string;
            token: string;
            uid: string;
        };
        LoginBody: {
            password: string;
            username: string;
        };
        /** @description A change of mark, with why and who made it. */
        MarkChangeView: {
            /** @description ISO 8601, UTC. */
            at: string;
            /** @description The id of who changed it. */
            by: string | null;
            /** @description Their username. */
            byName: string | null;
            comment: string;
            /** Format: int32 */
            from: number;
            /** Format: int32 */
            number: number;
            /** Format: int32 */
            to: number;
        };
        Marked: {
            /** Format: int32 */
            correctCount: number;
            feedback: string;
            questions: components["schemas"]["MarkedQuestion"][];
            /** Format: int32 */
            total: number;
        };
        MarkEditBody: {
            /** @default  */
            comment: string;
            /**
             * Format: int32
             * @default 0
             */
            marks: number;
            /**
             * Format: int32
             * @default 0
             */
            number: number;
        };
        MarkedQuestion: {
            feedback: string;
            /** Format: int32 */
            marksAwarded: number;
        };
        MarkerHealth: {
            kind: string;
            model: string | null;
            modelLoaded: boolean;
        };
        /** @description The attempt being marked. */
        MarkingAttempt: {
            assignmentId: string | null;
            id: string;
            /** Format: int32 */
            score: number;
            status: components["schemas"]["AttemptStatus"];
            /** @description The student's username. */
            studentName: string;
            /** @description The quiz's title. */
            title: string;
            userId: string;
        };
        MarkingPoint: {
            accept?: string[];
            marks?: number;
            point: string;
        };
        /** @description A submitted short-answer attempt whose marks the teacher has not checked yet. */
        MarksToCheck: {
            assignmentId: string;
            attemptId: string;
            className: string;
            /** @description The student's username. */
            studentName: string;
            /** @description ISO 8601, UTC. */
            submittedAt: string | null;
            /** @description The quiz's title. */
            title: string;
        };
        McqQuestion: {
            answer: components["schemas"]["AnswerKey"];
            explanation?: string;
            options: string[];
            question: string;
        };
        MeAnswer: {
            data: components["schemas"]["UserView"];
            uid: string;
        };
        /** @description `{message: ...}`: a sentence for the person. */
        Message: {
            message: string;
        };
        /** @description The marks after moderation. */
        ModeratedMarking: {
            data: components["schemas"]["AttemptMarking"];
            message: string;
        };
        ModerationBody: {
            /**
             * @description Empty: the marks are confirmed as they are.
             * @default []
             */
            changes: components["schemas"]["MarkEditBody"][];
        };
        /** @description A point of a marking scheme, as a moderator sees it. */
        ModerationPoint: {
            /** Format: int32 */
            marks: number;
            point: string;
        };
        /** @description A short-answer question with the student's answer and its marks. */
        ModerationQuestion: {
            answer: string;
            feedback: string;
            /** @description Empty for those who may not moderate. */
            markingScheme: components["schemas"]["ModerationPoint"][];
            /** Format: int32 */
            marks: number;
            /** Format: int32 */
            marksAwarded: number;
            /** @description Empty for those who may not moderate. */
            modelAnswer: string;
            number: number;
            question: string;
        };
        MonthView: {
            /** Format: int32 */
            completed: number;
            /** Format: int32 */
            failed: number;
            month: string;
            /** Format: int32 */
            passed: number;
        };
        MultipleChoiceQuestions: {
            answer?: components["schemas"]["AnswerKey"];
            explanation?: string;
            options: string[];
            question: string;
            /** @description Sent (true) when the key is several options: the student picks all that apply. */
            severalAnswers?: boolean;
        }[];
        /** @description A list of names sent either as a JSON list or as one comma-separated string. */
        Names: string[] | string;
        /** @description The assignments made, one per class. */
        NewAssignments: {
            data: components["schemas"]["AssignmentSummary"][];
            message: string;
        };
        NewSlip: {
            data: components["schemas"]["SlipView"];
            message: string;
        };
        /** @description One line of a student's notifications. */
        Notification: {
            body: string;
            createdAt: components["schemas"]["Seconds"];
            id: string;
            kind: components["schemas"]["NotificationKind"];
            /** @description The page it opens. */
            link: string;
            title: string;
        };
        /**
         * @description What a notification is about.
         * @enum {string}
         */
        NotificationKind: "achievement" | "result" | "weeklyQuiz" | "assignment" | "markChanged";
        Overview: {
            /** Format: int64 */
            totalQuizzes: number;
            /** Format: int64 */
            totalSubjects: number;
            /** Format: int64 */
            totalUsers: number;
        };
        /** @description A profile picture upload (described for the document; read with [`crate::upload`]). */
        PictureUpload: {
            /** Format: binary */
            profilePic: string;
        };
        /** @description One marking point as the built-in marker read it, and what the answer earned by it. */
        PointMarkView: {
            /**
             * Format: int32
             * @description What this answer earned by it.
             */
            awarded: number;
            /** @description Whether the answer states the point. */
            found: boolean;
            /**
             * Format: int32
             * @description What the point is worth (never above the question's marks).
             */
            marks: number;
            point: string;
        };
        ProfilePic: {
            profilePic: string | null;
        };
        /** @description Someone on the leaderboard, as other students see them: no email, phone or age. */
        PublicUser: {
            /** Format: int32 */
            avgScore: number;
            id: string;
            profilePic: string | null;
            school: string;
            /** Format: int32 */
            streak: number;
            uid: string;
            username: string;
        };
        PupilsImport: {
            /** @description Empty for a preview. */
            created: components["schemas"]["CreatedPupil"][];
            message: string;
            ready: components["schemas"]["ReadyPupil"][];
            refused: components["schemas"]["RefusedPupil"][];
            schoolYear: string;
        };
        /**
         * @description A question as the bank's editor sends it (docs/bank-api.md): flat fields, the `type`
         *     deciding which count.
         */
        QuestionBody: {
            /** @default null */
            answer: components["schemas"]["AnswerKey"] | null;
            /** @default  */
            classLevel: string;
            /** @default null */
            difficulty: string | null;
            /** @default  */
            explanation: string;
            /** @default null */
            language: string | null;
            /** @default [] */
            markingScheme: components["schemas"]["MarkingPoint"][];
            marks?: unknown;
            /** @default  */
            modelAnswer: string;
            /** @default null */
            name: string | null;
            /** @default [] */
            options: string[];
            /** @default  */
            question: string;
            /** @default null */
            status: string | null;
            /** @default  */
            subject: string;
            /** @default  */
            topic: string;
            /** @default  */
            type: string;
            /** @description The version that was opened (an update only). */
            version?: unknown;
        };
        /** @description What is wrong with a question: empty when it may be saved. */
        QuestionCheck: {
            problems: components["schemas"]["QuestionProblemView"][];
        };
        /**
         * @description A question's content in the editor's flat fields (docs/bank-api.md): every field, the `type`
         *     deciding which count (a multiple-choice question's `marks` is 1, its scheme empty and its
         *     model answer blank; a short answer's `options` are empty and its `answer` blank).
         */
        QuestionFields: {
            /** @description The key: one option (a text) or several (a list); a short answer's is blank. */
            answer: components["schemas"]["AnswerKey"];
            explanation: string;
            markingScheme: components["schemas"]["SchemePoint"][];
            /** Format: int32 */
            marks: number;
            modelAnswer: string;
            options: string[];
            question: string;
            /** @description `singleChoice`, `multipleAnswers`, `trueFalse` or `shortAnswer`. */
            type: components["schemas"]["QuestionKind"];
        };
        /** @description The bank import's multipart form (described for the document; read with [`crate::upload`]). */
        QuestionFileUpload: {
            classLevel?: string | null;
            /** @description `true` (or `1`) stores the questions; otherwise the answer is a preview. */
            confirm?: string | null;
            /**
             * Format: binary
             * @description A GIFT, Moodle XML, Aiken or CSV file of at most 10 MB.
             */
            file: string;
            /** @description `gift`, `moodleXml`, `aiken` or `csv`; `auto` or none: from the file's name and content. */
            format?: string | null;
            /** @description The stored questions' status: `published` unless given. */
            status?: string | null;
            /** @description The placement of questions the file does not place. */
            subject?: string | null;
            topic?: string | null;
        };
        /**
         * @description Why a question deserves a second look.
         * @enum {string}
         */
        QuestionFlag: "tooEasy" | "tooHard" | "negativeDiscrimination" | "weakDiscrimination";
        /**
         * @description A bank question's type.
         * @enum {string}
         */
        QuestionKind: "singleChoice" | "multipleAnswers" | "trueFalse" | "shortAnswer";
        /**
         * @description The language a bank question is written in.
         * @enum {string}
         */
        QuestionLanguage: "en" | "fr";
        /**
         * @description What a question's problem says besides its sentence (described for the document; the
         *     domain's `QuestionProblem` is what is sent): its name, and the details it has (absent
         *     otherwise).
         */
        QuestionProblemDetails: {
            /** @description The key that is not among the options. */
            key?: string;
            /**
             * Format: int32
             * @description A limit exceeded (characters, options or marks).
             */
            limit?: number;
            /** Format: int32 */
            marks?: number;
            /**
             * Format: int32
             * @description The option's or marking point's number, from 1.
             */
            number?: number;
            /** @description The repeated option. */
            option?: string;
            /** Format: int32 */
            points?: number;
            /**
             * @description The problem's name: `noText`, `textTooLong`, `tooFewOptions`, `tooManyOptions`,
             *     `blankOption`, `optionTooLong`, `repeatedOption`, `noKey`, `keyNotAmongOptions`,
             *     `severalKeys`, `explanationTooLong`, `marksOutOfRange`, `noMarkingScheme`,
             *     `blankMarkingPoint`, `pointMarksOutOfRange`, `pointsExceedMarks`, `modelAnswerTooLong`,
             *     `scheme` or `noPlacement`.
             */
            problem: string;
            /** @description Why the marking scheme cannot be read. */
            reason?: string;
        };
        /** @description A problem of a question: its name, its details and its sentence. */
        QuestionProblemView: components["schemas"]["QuestionProblemDetails"] & {
            /** @description The problem in words a teacher reads in the editor. */
            message: string;
        };
        QuestionReview: {
            feedback: string;
            marksAwarded: number;
        };
        /**
         * @description A quiz's questions under the name its type uses: `questions` (MCQ) or `sections` (short
         *     answer); the other is absent.
         */
        QuestionsOf: {
            questions?: components["schemas"]["MultipleChoiceQuestions"];
            sections?: components["schemas"]["Sections"];
        };
        /**
         * @description Where a bank question came from.
         * @enum {string}
         */
        QuestionSource: "seeded" | "generated" | "written" | "imported";
        /**
         * @description Whether a bank question is offered.
         * @enum {string}
         */
        QuestionStatus: "draft" | "published" | "retired";
        /** @description One kept version of a question. */
        QuestionVersionView: components["schemas"]["QuestionFields"] & {
            /** @description ISO 8601, UTC. */
            changedAt: string;
            /** @description Who saved this version (none for the shipped bank and generated questions). */
            changedBy: string | null;
            classLevel: string;
            subject: string;
            topic: string;
            /** Format: int32 */
            version: number;
        };
        /** @description A question and every version of it. */
        QuestionWithVersions: {
            data: components["schemas"]["BankQuestionView"];
            /** @description Oldest first. */
            versions: components["schemas"]["QuestionVersionView"][];
        };
        /** @description A quiz as an older client sends it: `questions` (MCQ) or `sections` (short answer). */
        QuizData: {
            description?: string;
            estimatedTime?: string;
            generatorParams?: {
                className?: string;
                subject?: string;
                topic?: string;
            };
            questions?: components["schemas"]["McqQuestion"][];
            sections?: components["schemas"]["Section"][];
            title?: string;
        };
        /** @description The quiz as the spec's clients first stored it. */
        QuizDataView: components["schemas"]["QuestionsOf"] & {
            createdAt: components["schemas"]["Seconds"];
            description: string;
            estimatedTime: string;
            generatorParams: components["schemas"]["GeneratorParams"];
            image: string | null;
            title: string;
        };
        /**
         * @description Practice (instant feedback) or exam (countdown, feedback hidden).
         * @enum {string}
         */
        QuizMode: "practice" | "exam";
        /** @description The quiz builder's plan (docs/bank-api.md). */
        QuizPlanBody: {
            /** @default  */
            classLevel: string;
            /** @default  */
            description: string;
            /** @default null */
            difficulty: string | null;
            estimateTime?: unknown;
            /** @default [] */
            questionIds: string[];
            /** @default  */
            quizType: string;
            /** @default  */
            subject: string;
            /** @default  */
            title: string;
            /** @default  */
            topic: string;
        };
        QuizRemoved: {
            message: string;
            /** @description True when students had taken it: it stays for their attempts and is no longer offered. */
            retired: boolean;
        };
        /**
         * @description Where a quiz comes from.
         * @enum {string}
         */
        QuizSource: "manual" | "weekly" | "student";
        /** @description A quiz in a list: no questions at all. */
        QuizSummary: {
            classLevel: string;
            createdAt: components["schemas"]["Seconds"];
            description: string;
            difficulty: components["schemas"]["Difficulty"];
            /** Format: int32 */
            estimateTime: number;
            id: string;
            image: string | null;
            /** Format: int32 */
            marks: number;
            quizType: components["schemas"]["QuizType"];
            source: components["schemas"]["QuizSource"];
            subject: string;
            title: string;
            topic: string;
            totalQuestions: number;
        };
        /**
         * @description A quiz's type, as quizzes name it.
         * @enum {string}
         */
        QuizType: "multiple-choice-questions" | "short-answer";
        /** @description A quiz with its questions (its key as the caller may see it): the list's summary and the rest. */
        QuizView: components["schemas"]["QuizSummary"] & components["schemas"]["QuestionsOf"] & {
            generatorParams: components["schemas"]["GeneratorParams"];
            /** Format: int32 */
            passPoints: number;
            quizData: components["schemas"]["QuizDataView"];
            /** @description Retired: students took it before it was removed; it is no longer offered. */
            retired: boolean;
            subjectId: string | null;
            /** Format: int32 */
            timeLimit: number;
            week: string | null;
        };
        /** @description A line of a file of pupils that can be made into an account. */
        ReadyPupil: {
            className: string | null;
            /** @description Blank when the line has no address. */
            email: string;
            line: number;
            name: string;
            phoneNumber: string;
            username: string;
        };
        /** @description A line of a CSV of usernames that was not enrolled, and why. */
        RefusedEnrolment: {
            line: number;
            reason: string;
            username: string;
        };
        /** @description A line of a file of pupils that could not be taken, and why. */
        RefusedPupil: {
            line: number;
            reason: string;
            username: string;
        };
        /** @description A question of a file that was not taken. */
        RefusedQuestion: {
            line: number;
            name: string | null;
            reason: string;
        };
        RegisterAnswer: {
            docId: string;
            id: string;
            message: string;
        };
        RegisterBody: {
            /** @default  */
            confirmPassword: string;
            /** @default  */
            email: string;
            /** @default  */
            password: string;
            /** @default  */
            phoneNumber: string;
            /** @default null */
            role: string | null;
            /** @default null */
            status: string | null;
            /** @default  */
            username: string;
        };
        RegistrationsView: {
            data: components["schemas"]["RegistrationView"][];
            since: components["schemas"]["Seconds"];
            total: number;
        };
        /** @description A new registration, with how many quizzes they have completed since. */
        RegistrationView: components["schemas"]["UserView"] & {
            /** Format: int32 */
            completedQuizzes: number;
        };
        ReportsView: {
            byClass: components["schemas"]["TallyView"][];
            byClassSubject: components["schemas"]["TallyView"][];
            bySubject: components["schemas"]["TallyView"][];
            overall: components["schemas"]["TallyView"];
            since: components["schemas"]["Seconds"] | null;
        };
        ResetConfirmBody: {
            /** @default  */
            confirmPassword: string;
            /** @default  */
            password: string;
            /** @default  */
            token: string;
        };
        /** @description One student's line of the results table. */
        ResultRow: {
            /** @description The first submitted attempt, else the attempt in progress. */
            attemptId: string | null;
            /** @description How many attempts the student made. */
            attempts: number;
            moderated: boolean;
            /**
             * Format: int32
             * @description Only once submitted.
             */
            score: number | null;
            status: components["schemas"]["ResultStatus"];
            student: components["schemas"]["ClassStudent"];
            /** @description ISO 8601, UTC. */
            submittedAt: string | null;
            /** Format: int32 */
            timeTaken: number | null;
            /** @description Every attempt, oldest first. */
            tries: components["schemas"]["ResultTry"][];
        };
        /** @description `{results: [...]}`, the search calls' envelope. */
        Results_Found: {
            results: {
                classLevel: string;
                /** @description `quizzes`, `topics` or `subjects`. */
                collection: components["schemas"]["SearchCollection"];
                id: string;
                name: string;
                subject: string;
                title: string;
                topic: string | null;
            }[];
        };
        /** @description `{results: [...]}`, the search calls' envelope. */
        Results_ListedUser: {
            results: (components["schemas"]["UserView"] & {
                schoolClass: components["schemas"]["UserClass"] | null;
            })[];
        };
        /** @description How many students of the class are where. */
        ResultsSummary: {
            inProgress: number;
            /** Format: int32 */
            meanScore: number | null;
            notStarted: number;
            students: number;
            submitted: number;
        };
        /**
         * @description Where a student stands on an assignment.
         * @enum {string}
         */
        ResultStatus: "notStarted" | "inProgress" | "submitted";
        /** @description One attempt of a student on an assignment. */
        ResultTry: {
            attemptId: string;
            /** @description ISO 8601, UTC. */
            completedAt: string | null;
            /** Format: int32 */
            score: number;
            /** @description ISO 8601, UTC. */
            startedAt: string;
            status: components["schemas"]["AttemptStatus"];
        };
        /** @description How a short-answer attempt was marked. */
        Review: {
            correctCount: number;
            feedback: string;
            questions: components["schemas"]["QuestionReview"][];
            total: number;
        };
        /**
         * @description The spec's review call: each question with its answer, marks and marking scheme (a list of
         *     points, or one text worth all the marks).
         */
        ReviewBody: {
            questions: components["schemas"]["ReviewQuestion"][];
        };
        ReviewQuestion: {
            answer?: string;
            markingScheme?: string | components["schemas"]["MarkingPoint"][] | null;
            marks?: number;
            question?: string;
        };
        /**
         * @description A person's role.
         * @enum {string}
         */
        Role: "student" | "teacher" | "admin";
        SaveAttemptBody: components["schemas"]["AttemptProgressBody"] & components["schemas"]["ClientCountsBody"] & {
            /**
             * @description An assignment to start (docs/teacher-api.md): it decides the quiz, mode and time.
             * @default null
             */
            assignmentId: string | null;
            /** @default null */
            classLevel: string | null;
            /** @default null */
            quizData: components["schemas"]["QuizData"] | null;
            /** @default null */
            quizId: string | null;
            /**
             * @description `practice` or `exam`.
             * @default null
             */
            quizMode: string | null;
            /** @default null */
            quizType: string | null;
            /** @default null */
            subject: string | null;
            /** @default null */
            topic: string | null;
            /** @default  */
            userId: string;
        };
        /** @description A class created or changed. */
        SavedClass: {
            data: components["schemas"]["ClassSummary"];
            message: string;
        };
        /** @description A question, saved. */
        SavedQuestion: {
            data: components["schemas"]["BankQuestionView"];
            message: string;
        };
        /** @description A quiz, saved. */
        SavedQuiz: {
            data: components["schemas"]["QuizView"];
            message: string;
        };
        SavedSetup: {
            id: string;
        };
        /** @description A subject, saved. */
        SavedSubject: {
            data: components["schemas"]["SubjectView"];
            message: string;
        };
        /** @description A topic, saved. */
        SavedTopic: {
            data: components["schemas"]["TopicView"];
            message: string;
        };
        SaveUserQuizBody: {
            /** @default  */
            classLevel: string;
            /** @default  */
            subject: string;
            /** @default null */
            topic: string | null;
            /** @default  */
            userId: string;
        };
        /** @description A marking point as an answer gives it: what it is worth and the phrasings that earn it. */
        SchemePoint: {
            accept: string[];
            marks: number;
            point: string;
        };
        /** @description An admin's class form. */
        SchoolClassBody: {
            /** @default  */
            classLevel: string;
            /** @default  */
            name: string;
            /**
             * @description Such as `2025-2026`.
             * @default
             */
            schoolYear: string;
            /** @default null */
            stream: string | null;
            /** @default null */
            teacherIds: string[] | null;
        };
        /** @description The school's time zone. */
        SchoolTimeZone: {
            /** @description The school's name (`SABI_SCHOOL_NAME`), for its printed papers; null when not set. */
            name: string | null;
            /** @description An IANA name, such as `Africa/Douala`. */
            timeZone: string;
        };
        ScorePointView: {
            completedAt: components["schemas"]["Seconds"];
            /** @description The day, `YYYY-MM-DD` (UTC). */
            date: string;
            /** Format: int32 */
            score: number;
            subject: string;
        };
        /**
         * @description Where a search result comes from.
         * @enum {string}
         */
        SearchCollection: "subjects" | "quizzes" | "topics";
        /** @description A moment, as the spec's clients read it. */
        Seconds: {
            /** Format: int64 */
            nanoseconds: number;
            /** Format: int64 */
            seconds: number;
        };
        Section: {
            marks?: number;
            questions: components["schemas"]["ShortAnswerQuestion"][];
            title?: string;
        };
        Sections: components["schemas"]["Section"][];
        /** @description The user once an admin has settled their teacher request. */
        SettledRequest: {
            data: components["schemas"]["UserView"];
            message: string;
        };
        SetupView: {
            id: string;
            quizType: string | null;
            useTimer: boolean | null;
        };
        ShortAnswerQuestion: {
            answer?: string;
            explanation?: string;
            markingScheme?: components["schemas"]["MarkingPoint"][];
            marks?: number;
            question: string;
        };
        /** @description What a first-login slip prints. */
        SlipView: {
            className: string | null;
            id: string;
            name: string;
            /** @description Shown this once. */
            oneTimePassword: string;
            username: string;
        };
        StatsView: {
            /** Format: int32 */
            achievementsTotal: number;
            /** Format: int32 */
            achievementsUnlocked: number;
            /** Format: int32 */
            avgScore: number;
            /** Format: int32 */
            longestStreak: number;
            scoresOverTime: components["schemas"]["ScorePointView"][];
            /** Format: int32 */
            streakDays: number;
            subjects: components["schemas"]["SubjectRowView"][];
            /** Format: int32 */
            totalAttempts: number;
        };
        StreakView: {
            /** Format: int32 */
            longestStreak: number;
            /** Format: int32 */
            streakDays: number;
        };
        /** @description An assignment as its student sees it: with their attempts and score. */
        StudentAssignmentView: components["schemas"]["AssignmentSummary"] & {
            /** @description The latest attempt. */
            attemptId: string | null;
            /** Format: int32 */
            attemptsUsed: number;
            /** Format: int32 */
            score: number | null;
            status: components["schemas"]["ResultStatus"];
        };
        SubjectCard: {
            image: string | null;
            name: string;
        };
        SubjectCount: {
            /** Format: int32 */
            count: number;
            subject: string;
        };
        SubjectMetaView: {
            stream: string | null;
        };
        /** @description What removing a subject took with it. */
        SubjectRemoved: {
            /** Format: int64 */
            bankQuestions: number;
            message: string;
            /** Format: int64 */
            quizzesDeleted: number;
            /** Format: int64 */
            quizzesRetired: number;
            /** Format: int64 */
            topics: number;
        };
        SubjectRowView: {
            /** Format: int32 */
            attempts: number;
            /** Format: int32 */
            average: number | null;
            grade: string;
            subject: string;
        };
        SubjectsBody: {
            subjects: components["schemas"]["Names"] | null;
        };
        SubjectsOf: {
            subjects: string[];
        };
        /** @description createSubject's multipart form (described for the document; read with [`crate::upload`]). */
        SubjectUpload: {
            classLevel: string;
            description: string;
            /** Format: binary */
            image: string;
            /** @description JSON such as `{"stream": "Science"}`. */
            meta?: string | null;
            name: string;
        };
        /** @description What removing, renaming or moving a subject touches, for the confirmation. */
        SubjectUsageView: {
            /** Format: int64 */
            bankQuestions: number;
            /** Format: int64 */
            quizzes: number;
            /** Format: int64 */
            topics: number;
        };
        SubjectView: {
            classes: string[];
            classLevel: string;
            createdAt: components["schemas"]["Seconds"];
            description: string;
            id: string;
            image: string | null;
            meta: components["schemas"]["SubjectMetaView"];
            name: string;
            stream: string | null;
            /** Format: int64 */
            topicsCount: number;
        };
        Subtopic: {
            description?: string;
            name: string;
        };
        /** @description Exam results of a group: a class, a subject, both, or everyone. */
        TallyView: {
            /** Format: int32 */
            attempts: number;
            /** Format: int32 */
            average: number | null;
            classLevel?: string;
            /** Format: int32 */
            failed: number;
            /** Format: int32 */
            passed: number;
            /** Format: int32 */
            passRate: number | null;
            subject?: string;
        };
        /** @description A teacher's home page. */
        TeacherHomeView: {
            classes: components["schemas"]["ClassSummary"][];
            open: components["schemas"]["AssignmentSummary"][];
            toModerate: components["schemas"]["MarksToCheck"][];
            upcoming: components["schemas"]["AssignmentSummary"][];
            weakestTopics: components["schemas"]["WeakTopicsOfClass"][];
        };
        /** @description A confirmation link's token. */
        TokenBody: {
            /** @default  */
            token: string;
        };
        TopicBody: {
            /** @default null */
            classLevel: components["schemas"]["Names"] | null;
            /** @default  */
            description: string;
            /** @default null */
            name: components["schemas"]["Names"] | null;
            /** @default  */
            subject: string;
            /** @default [] */
            subtopics: components["schemas"]["Subtopic"][];
        };
        /**
         * @description A topic's new name, subject, class and description (every field sent; a blank class keeps
         *     the topic's own).
         */
        TopicEditBody: {
            /** @default  */
            classLevel: string;
            /** @default  */
            description: string;
            /** @default  */
            name: string;
            /** @default  */
            subject: string;
        };
        /** @description What removing a topic took with it. */
        TopicRemoved: {
            /** Format: int64 */
            bankQuestions: number;
            message: string;
            /** Format: int64 */
            quizzes: number;
        };
        /** @description What removing, renaming or moving a topic touches, for the confirmation. */
        TopicUsageView: {
            /** Format: int64 */
            bankQuestions: number;
            /** Format: int64 */
            quizzes: number;
        };
        TopicView: {
            classLevel: string;
            createdAt: components["schemas"]["Seconds"];
            description: string;
            id: string;
            image: string | null;
            name: string;
            subject: string;
            subtopics: components["schemas"]["Subtopic"][];
        };
        /** @description The spec's one figure, under its own odd name. */
        TotalUsers: {
            /** Format: int64 */
            "Total Users": number;
        };
        /** @description An answer tried against a question, marked but not stored. */
        TriedAnswerView: {
            feedback: string;
            /** Format: int32 */
            marks: number;
            /**
             * @description A short answer's marking points as the built-in marker read them (their awards add up to
             *     `score`); empty for multiple choice.
             */
            points: components["schemas"]["PointMarkView"][];
            /** Format: int32 */
            score: number;
        };
        /** @description An answer tried against a question in the editor. */
        TryAnswerBody: {
            /** @default null */
            answer: components["schemas"]["GivenAnswer"] | null;
            /**
             * @default {
             *       "answer": null,
             *       "classLevel": "",
             *       "difficulty": null,
             *       "explanation": "",
             *       "language": null,
             *       "markingScheme": [],
             *       "marks": null,
             *       "modelAnswer": "",
             *       "name": null,
             *       "options": [],
             *       "question": "",
             *       "status": null,
             *       "subject": "",
             *       "topic": "",
             *       "type": "",
             *       "version": null
             *     }
             */
            question: components["schemas"]["QuestionBody"];
        };
        UpdateAttemptBody: components["schemas"]["AttemptProgressBody"] & components["schemas"]["ClientCountsBody"] & {
            /** @default null */
            quizData: components["schemas"]["QuizData"] | null;
            /** @default null */
            quizMode: string | null;
            /** @default null */
            quizType: string | null;
            /**
             * Format: int64
             * @description The client's per-attempt autosave number (optional: older clients send none).
             * @default null
             */
            saveNumber: number | null;
        };
        UpdatedUser: {
            data: components["schemas"]["UserView"];
            /** @description Present (true) when a new email address waits for its confirmation link. */
            emailPending?: boolean;
            message: string;
        };
        UpdateUserQuizBody: {
            /** @default  */
            quizId: string;
            /** @default null */
            quizType: string | null;
            /** @default null */
            useTimer: boolean | null;
        };
        UserBody: {
            /**
             * Format: int64
             * @default null
             */
            age: number | null;
            /** @default null */
            className: string | null;
            /** @default null */
            confirmPassword: string | null;
            /**
             * @description Needed when students and teachers change their own password or email.
             * @default null
             */
            currentPassword: string | null;
            /** @default null */
            email: string | null;
            /** @default null */
            password: string | null;
            /** @default null */
            phoneNumber: string | null;
            /** @default null */
            resident: string | null;
            /** @default null */
            role: string | null;
            /** @default null */
            school: string | null;
            /** @default null */
            status: string | null;
            /** @default null */
            stream: string | null;
            /** @default null */
            subjects: components["schemas"]["Names"] | null;
            /** @default null */
            uid: string | null;
            /** @default null */
            username: string | null;
        };
        /** @description A user's class this school year, as the admin's lists show it. */
        UserClass: {
            id: string;
            name: string;
        };
        /** @description An entry of `/api/users`: the full view for admins, the public one for others. */
        UserEntry: components["schemas"]["ListedUser"] | components["schemas"]["PublicUser"];
        UsernameExists: {
            usernameExists: boolean;
        };
        /**
         * @description Whether an account may sign in.
         * @enum {string}
         */
        UserStatus: "active" | "inactive";
        /** @description A user as they and admins see them. */
        UserView: {
            /** Format: int32 */
            age: number | null;
            className: string | null;
            createdAt: components["schemas"]["Seconds"];
            email: string;
            id: string;
            /** @description Signed in with a one-time password: the app asks for a new one before anything. */
            mustChangePassword: boolean;
            name: string;
            phoneNumber: string;
            profilePic: string | null;
            resident: string;
            role: components["schemas"]["Role"];
            school: string;
            status: components["schemas"]["UserStatus"];
            /** Format: int32 */
            streak: number;
            /** Format: int32 */
            streakDays: number;
            stream: string | null;
            subjects: string[];
            teacherRequestedAt: components["schemas"]["Seconds"] | null;
            uid: string;
            updatedAt: components["schemas"]["Seconds"];
            username: string;
        };
        /** @description A topic's mean score over a class's counted exams. */
        WeakTopic: {
            /** Format: int32 */
            attempts: number;
            /** Format: int32 */
            meanScore: number;
            subject: string;
            topic: string;
        };
        /** @description A class's weakest topics. */
        WeakTopicsOfClass: {
            classId: string;
            className: string;
            topics: components["schemas"]["WeakTopic"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "POST /api/{attemptId}/checkAnswer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A quiz attempt's id. */
                attemptId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckAnswerBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckedAnswer"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service failed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/{attemptId}/quiz": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A quiz attempt's id. */
                attemptId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttemptAnswer"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/{attemptId}/retake": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A quiz attempt's id. */
                attemptId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttemptAnswer"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "PUT /api/{attemptId}/updateQuizAttempt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A quiz attempt's id. */
                attemptId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAttemptBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttemptAnswer"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service failed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/{id}/topic": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/{subjectId}/userSubject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A subject's id. */
                subjectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubjectCard"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/{uid}/achievements": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Vec_AchievementStatusView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/{uid}/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Vec_StudentAssignmentView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/{uid}/class": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_ClassOf"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "PUT /api/{uid}/class": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_ClassSet"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/{uid}/class": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_ClassSet"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/{uid}/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Vec_Notification"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/{uid}/profile-pic": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_ProfilePic"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "PUT /api/{uid}/profile-pic": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PictureUpload"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_ProfilePic"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/{uid}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_StatsView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/{uid}/streak": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreakView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/{uid}/subject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_SubjectsOf"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "PUT /api/{uid}/subject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubjectsBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_SubjectsOf"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/{uid}/subject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubjectsBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_SubjectsOf"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/{uid}/user": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Vec_AttemptView"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/achievements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Vec_AchievementView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_DashboardView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Overview"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/admin/recent-attempts": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Vec_AttemptView"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/admin/registrations": {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationsView"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/admin/reports": {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_ReportsView"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/assignments": {
        parameters: {
            query?: {
                /** @description One of the caller's classes. */
                classId?: string;
                /** @description Assignments a page, 1 to 100 (20 when not given). */
                limit?: number;
                /** @description From 1. */
                page?: number;
                /** @description `upcoming`, `open`, `closed` or `all`. */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentPage"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignBody"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewAssignments"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/assignments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_AssignmentSummary"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "DELETE /api/assignments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/assignments/{id}/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_ItemAnalysis"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/assignments/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_AssignmentResults"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/assignments/{id}/results.csv": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, with a header row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/attempts/{id}/marking": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_AttemptMarking"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "PUT /api/attempts/{id}/marking": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModeratedMarking"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/auth/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginAnswer"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    "GET /api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeAnswer"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterBody"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterAnswer"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/auth/reset-password/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetConfirmBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/bank/export": {
        parameters: {
            query?: {
                classLevel?: string;
                format?: string;
                /** @description Question ids separated by commas, at most a page of them. */
                ids?: string;
                language?: string;
                limit?: number;
                page?: number;
                search?: string;
                source?: string;
                status?: string;
                subject?: string;
                topic?: string;
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questions as a file of the format asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                    "text/csv": string;
                    "text/plain": string;
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/bank/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateDraftsBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Vec_BankQuestionView"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service failed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/bank/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["QuestionFileUpload"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportAnswer"];
                };
            };
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportAnswer"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/bank/questions": {
        parameters: {
            query?: {
                classLevel?: string;
                format?: string;
                /** @description Question ids separated by commas, at most a page of them. */
                ids?: string;
                language?: string;
                limit?: number;
                page?: number;
                search?: string;
                source?: string;
                status?: string;
                subject?: string;
                topic?: string;
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankPage"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/bank/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionBody"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedQuestion"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/bank/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionWithVersions"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "PUT /api/bank/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedQuestion"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "DELETE /api/bank/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/bank/questions/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionCheck"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/bank/quizzes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuizPlanBody"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedQuiz"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/bank/try-answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TryAnswerBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriedAnswerView"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service failed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/bulkTopic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkTopicBody"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedTopics"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/check/email": {
        parameters: {
            query?: {
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailExists"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/check/username": {
        parameters: {
            query?: {
                username?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsernameExists"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/classes": {
        parameters: {
            query?: {
                /** @description A class level (`Form 1` ...), or `all`. */
                classLevel?: string;
                /** @description Classes a page, 1 to 100 (20 when not given). */
                limit?: number;
                /** @description From 1. */
                page?: number;
                /** @description Words of the class's name. */
                q?: string;
                /** @description A school year (`2025-2026`), or `all`. */
                schoolYear?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassPage"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolClassBody"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedClass"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/classes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassWithStudents"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "PUT /api/classes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolClassBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedClass"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "DELETE /api/classes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/classes/{id}/students": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrolBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_EnrolReportView"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "DELETE /api/classes/{id}/students/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
                /** @description An id (of the subject, topic or quiz the path names). */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/classes/{id}/students/import": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvImportBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_EnrolReportView"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/create-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUserBody"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedUser"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/createAchievements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AchievementsBody"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAchievements"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/createSubject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SubjectUpload"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedSubject"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/createTopic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicBody"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedTopic"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "DELETE /api/deleteSubject/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubjectRemoved"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    "GET /api/docs/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A file of the browsable page. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/export/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The export's file name. */
                name: "users.csv" | "subjects.csv" | "quizzes.csv" | "topics.csv" | "achievements.csv";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, with a header row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/filter-topics": {
        parameters: {
            query?: {
                classLevel?: string;
                subject?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Vec_TopicView"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/filter-users": {
        parameters: {
            query?: {
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_ListedUser"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/filterGeneratedQuizzes": {
        parameters: {
            query?: {
                classLevel?: string;
                subject?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassQuizzes"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/generate-quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateBody"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedQuiz"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service failed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/global-search": {
        parameters: {
            query?: {
                /** @description Two or more characters. */
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Found"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The generation or review service does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    "GET /api/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Vec_LeaderboardEntryView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnyValue"];
                };
            };
        };
    };
    "GET /api/quiz/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_QuizView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "DELETE /api/quiz/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizRemoved"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/quizzes": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Vec_QuizSummary"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/quizzes/saveAttempt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveAttemptBody"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttemptAnswer"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/saveUserQuiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveUserQuizBody"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSetup"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/school": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolTimeZone"];
                };
            };
        };
    };
    "GET /api/search-quizzes": {
        parameters: {
            query?: {
                /** @description Two or more characters. */
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Found"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/search-users": {
        parameters: {
            query?: {
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_ListedUser"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/Stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotalUsers"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/subjects": {
        parameters: {
            query?: {
                classLevel?: string;
                subject?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Vec_SubjectView"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "PUT /api/subjects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicEditBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSubject"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/subjects/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubjectUsageView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/subjects/filter": {
        parameters: {
            query?: {
                classLevel?: string;
                subject?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassSubjects"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/teacher-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Vec_UserView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/teacher/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_TeacherHomeView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/topics": {
        parameters: {
            query?: {
                classLevel?: string;
                subject?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_Vec_TopicView"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "PUT /api/topics/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicEditBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedTopic"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "DELETE /api/topics/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicRemoved"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/topics/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicUsageView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/updateUserQuiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserQuizBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_SetupView"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/user/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data_UserView"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "PUT /api/user/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatedUser"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "DELETE /api/user/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/user/{uid}/slip": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewSlip"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/user/{uid}/teacher-request/approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettledRequest"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/user/{uid}/teacher-request/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's id. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettledRequest"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserEntry"][];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /api/users/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvImportBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PupilsImport"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (or, for sign-in, an inactive account). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the username or email is taken, or the record's state does not allow it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /api/userSubject/{id}": {
        parameters: {
            query?: {
                classLevel?: string;
                subject?: string;
            };
            header?: never;
            path: {
                /** @description An id (of the subject, topic or quiz the path names). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubjectView"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /gen/multiple-choice-quiz": {
        parameters: {
            query?: {
                className?: string;
                count?: number;
                difficulty?: string;
                subject?: string;
                topic?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Generated"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service failed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "GET /gen/short-answer-quiz": {
        parameters: {
            query?: {
                className?: string;
                count?: number;
                difficulty?: string;
                subject?: string;
                topic?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Generated"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service failed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "POST /review/short-answer-quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Marked"];
                };
            };
            /** @description Bad input, in words a person can read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (or, for sign-in, a wrong username or password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as JSON (or, for uploads, not a multipart form or not a picture). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Well-formed but invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries (sign-ins, checks, resets or requests); the message says how long to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service failed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The generation or review service does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
