#!/usr/bin/env python3
"""Fuzz a live Sabi server with schemathesis against its own OpenAPI document.

Usage: fuzz.py PATH/TO/sabi   (tests/fuzz/run.sh builds the binary and calls this)

1. Starts the server on 127.0.0.1 with port 0 (it prints the port it got) and a fresh SQLite
   store in target/fuzz/run-<pid>/, with the curriculum seeded, no demo accounts, no weekly
   job, the built-in generator and reviewer, and a first admin from SABI_ADMIN_*.
2. Signs the admin in, registers a student and a "victim" student, and makes a little data
   (quizzes, attempts, a quiz setup) whose ids go into schemathesis dictionaries, so that
   generated paths and bodies reach existing records half of the time instead of 404s.
3. Runs `schemathesis run <server>/api/openapi.json` four times, with the checks
   not_a_server_error, status_code_conformance, content_type_conformance and
   response_schema_conformance:
     anonymous   every operation, no credentials;
     student     every operation but the two that would sign the caller out;
     profile     PUT /api/user/{uid} as the admin, always on the victim's id;
     admin       every operation but the two that would sign the caller out.
   Excluded from the signed-in runs, and why:
     POST /api/auth/logout  revokes the very token the run signs its requests with;
     PUT /api/user/{uid}    on the caller's own id it may change their password (which retires
                            their sessions), their role (an admin demoting themself) or their
                            status; the "profile" run covers it on another user's id instead.
4. Counts the requests the server logged and the 5xx among them, reads each run's JUnit
   report, and prints `fuzz: N passed, M failed` (N and M count (operation, caller) results
   plus three checks of the run itself: enough requests, no 5xx in the server's log, and the
   server still healthy at the end). On failure it prints the end of the server's log.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "25"))
SEED = os.environ.get("FUZZ_SEED", "20261")
WORKERS = os.environ.get("FUZZ_WORKERS", "1")
MIN_REQUESTS = int(os.environ.get("FUZZ_MIN_REQUESTS", "2000"))
KEEP = os.environ.get("FUZZ_KEEP", "") not in ("", "0", "false")

ADMIN = ("fuzz-admin", "office-keys-pass-2026")
STUDENT = ("fuzz-student", "learner-keys-pass-2026")
VICTIM = ("fuzz-victim", "bystander-keys-pass-2026")
CLASS = "Form 1"

ANSI = re.compile(r"\x1b\[[0-9;]*m")
# actix's Logger, configured as "%r %s %Dms": `GET /path HTTP/1.1 200 1.2ms`
REQUEST_LINE = re.compile(r"middleware::logger\S*:? (\S+) (\S+) HTTP/[\d.]+ (\d{3}) ")


def say(message: str) -> None:
    print(f"fuzz: {message}", flush=True)


class Server:
    def __init__(self, binary: Path, work: Path):
        self.work = work
        self.data = work / "data"
        self.log_path = work / "server.log"
        self.data.mkdir(parents=True)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("SABI_", "OPENAI_", "DATABASE_URL"))}
        env.update(
            {
                "SABI_BIND": "127.0.0.1:0",
                "SABI_DATA_DIR": str(self.data),
                "DATABASE_URL": f"sqlite://{self.data / 'sabi.db'}",
                "SABI_WEB_DIR": str(work / "no-web-app"),
                "SABI_DEMO": "false",
                "SABI_SEED_CATALOGUE": "true",
                "SABI_WEEKLY_JOB": "false",
                "SABI_GENERATOR": "builtin",
                "SABI_REVIEWER": "builtin",
                "SABI_ADMIN_USERNAME": ADMIN[0],
                "SABI_ADMIN_PASSWORD": ADMIN[1],
                "RUST_LOG": "info",
                "NO_COLOR": "1",
            }
        )
        self.log = open(self.log_path, "wb")
        # cwd is the work folder so that no .env of the checkout is read.
        self.process = subprocess.Popen([str(binary), "serve"], cwd=work, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.base = self._wait_for_port()
        self._wait_for_health()

    def _wait_for_port(self) -> str:
        deadline = time.time() + 120
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise SystemExit(self.fail_start("the server exited while starting"))
            found = re.search(r"listening on (http://127\.0\.0\.1:\d+)", self.text())
            if found:
                return found.group(1)
            time.sleep(0.2)
        raise SystemExit(self.fail_start("the server did not say where it listens within 120 s"))

    def _wait_for_health(self) -> None:
        deadline = time.time() + 60
        while time.time() < deadline:
            if self.healthy():
                return
            time.sleep(0.2)
        raise SystemExit(self.fail_start("/api/health did not answer 200 within 60 s"))

    def healthy(self) -> bool:
        try:
            with urllib.request.urlopen(f"{self.base}/api/health", timeout=5) as response:
                return response.status == 200
        except (urllib.error.URLError, OSError):
            return False

    def text(self) -> str:
        if not self.log.closed:
            self.log.flush()
        return ANSI.sub("", self.log_path.read_text(encoding="utf-8", errors="replace"))

    def requests(self) -> list[tuple[str, str, int]]:
        return [(m.group(1), m.group(2), int(m.group(3))) for m in REQUEST_LINE.finditer(self.text())]

    def tail(self, lines: int = 60) -> str:
        return "\n".join(self.text().splitlines()[-lines:])

    def fail_start(self, why: str) -> str:
        self.stop()
        print(self.tail(), file=sys.stderr)
        return f"fuzz: {why}\nfuzz: 0 passed, 1 failed"

    def stop(self) -> None:
        if self.log.closed:
            return
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()


class Client:
    def __init__(self, base: str):
        self.base = base

    def call(self, method: str, path: str, body=None, token: str | None = None, query: dict | None = None):
        url = self.base + path + ("?" + urllib.parse.urlencode(query) if query else "")
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(url, data=data, method=method)
        if data is not None:
            request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", f"Bearer {token}")
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read() or b"null")

    def ok(self, method: str, path: str, body=None, token: str | None = None, query: dict | None = None):
        status, answer = self.call(method, path, body, token, query)
        if status >= 300:
            raise SystemExit(f"fuzz: setting up, {method} {path} answered {status}: {answer}\nfuzz: 0 passed, 1 failed")
        return answer

    def login(self, username: str, password: str) -> tuple[str, str]:
        answer = self.ok("POST", "/api/auth/login", {"username": username, "password": password})
        return answer["token"], answer["uid"]

    def register(self, username: str, password: str) -> tuple[str, str]:
        self.ok(
            "POST",
            "/api/auth/register",
            {
                "username": username,
                "email": f"{username}@example.com",
                "phoneNumber": "677000000",
                "password": password,
                "confirmPassword": password,
                "role": "student",
            },
        )
        token, uid = self.login(username, password)
        self.ok("PUT", f"/api/{uid}/class", {"className": CLASS}, token)
        return token, uid


def make_data(client: Client) -> dict:
    """Signs everyone in (before any fuzzing: failed logins from this address are throttled)
    and makes records whose ids the fuzzing can reach."""
    admin_token, admin_id = client.login(*ADMIN)
    student_token, student_id = client.register(*STUDENT)
    _, victim_id = client.register(*VICTIM)

    subjects = client.ok("GET", "/api/subjects", token=admin_token, query={"classLevel": CLASS})["data"]
    quizzes, topics = [], []
    for subject in subjects[:3]:
        found = client.ok(
            "GET", "/api/topics", token=admin_token, query={"classLevel": CLASS, "subject": subject["name"]}
        )["data"]
        topics += found
        for topic, quiz_type in zip(found[:2], ["multiple-choice-questions", "short-answer"]):
            quiz = client.ok(
                "POST",
                "/api/generate-quiz",
                {"subject": subject["name"], "topic": topic["name"], "classLevel": CLASS, "quizType": quiz_type},
                admin_token,
            )
            quizzes.append(quiz["id"])
    attempts = []
    for quiz_id, mode in zip(quizzes, ["practice", "exam", "practice", "exam"]):
        started = client.ok(
            "POST", "/api/quizzes/saveAttempt", {"userId": student_id, "quizId": quiz_id, "quizMode": mode}, student_token
        )
        attempts.append(started["id"])
    # Two of them completed, so that reviews, retakes and the report card have something.
    for attempt_id in attempts[:2]:
        client.ok("PUT", f"/api/{attempt_id}/updateQuizAttempt", {"status": "completed"}, student_token)
    setup = client.ok(
        "POST",
        "/api/saveUserQuiz",
        {"userId": student_id, "subject": subjects[0]["name"], "classLevel": CLASS},
        student_token,
    )
    return {
        "tokens": {"admin": admin_token, "student": student_token},
        "users": [admin_id, student_id, victim_id],
        "victim": victim_id,
        "subjects": [s["id"] for s in subjects],
        "subject_names": sorted({s["name"] for s in subjects}),
        "topics": [t["id"] for t in topics],
        "topic_names": sorted({t["name"] for t in topics}),
        "quizzes": quizzes,
        "attempts": attempts,
        "setups": [setup["id"]],
    }


def toml_list(values) -> str:
    return "[" + ", ".join(json.dumps(v) for v in values) + "]"


def write_config(path: Path, data: dict, fixed: dict | None = None) -> None:
    """A schemathesis.toml: dictionaries of real ids and names, bound to the parameters and body
    fields that name them with probability 0.5; `fixed` pins parameters to one value."""
    classes = ["Class 4", "Class 5", "Class 6", "Form 1", "Form 2", "Form 3", "Form 4", "Form 5", "Lower Sixth", "Upper Sixth"]
    dictionaries = {
        "users": data["users"],
        "attempts": data["attempts"],
        "subjects": data["subjects"],
        "ids": data["subjects"] + data["topics"] + data["quizzes"],
        "quizzes": data["quizzes"] + data["setups"],
        "classes": classes,
        "subject_names": data["subject_names"],
        "topic_names": data["topic_names"],
        "quiz_types": ["multiple-choice-questions", "short-answer", "mcq"],
        "statuses": ["active", "inactive", "all", "completed", "in-progress"],
        "exports": ["users.csv", "subjects.csv", "quizzes.csv", "topics.csv", "achievements.csv"],
    }
    bindings = {
        "path.uid": "users",
        "path.attemptId": "attempts",
        "path.subjectId": "subjects",
        "path.id": "ids",
        "query.classLevel": "classes",
        "query.className": "classes",
        "query.subject": "subject_names",
        "query.topic": "topic_names",
        "query.status": "statuses",
        "body.userId": "users",
        "body.quizId": "quizzes",
        "body.subject": "subject_names",
        "body.topic": "topic_names",
        "body.classLevel": "classes",
        "body.className": "classes",
        "body.quizType": "quiz_types",
        "body.status": "statuses",
    }
    # Without this, schemathesis signs up through /api/auth/register by itself, and the
    # anonymous run would not be anonymous.
    lines = ["[auth]", "auto-signup = false", "", "[dictionaries]"]
    lines += [f"{name} = {{ values = {toml_list(values)} }}" for name, values in dictionaries.items() if values]
    lines += ["", "[parameters]"]
    for key, name in bindings.items():
        if fixed and key in fixed:
            continue
        if dictionaries.get(name):
            lines.append(f'"{key}" = {{ dictionary = "{name}", probability = 0.5 }}')
    for key, value in (fixed or {}).items():
        lines.append(f'"{key}" = {json.dumps(value)}')
    path.write_text("\n".join(lines) + "\n")


def schemathesis() -> str:
    """The CLI of the schemathesis this Python imports (run.sh installed it), wherever pip put it."""
    import sysconfig

    for scripts in (sysconfig.get_path("scripts"), sysconfig.get_path("scripts", f"{os.name}_user")):
        candidate = Path(scripts) / "schemathesis"
        if candidate.exists():
            return str(candidate)
    return shutil.which("schemathesis") or "schemathesis"


def run_schemathesis(name: str, base: str, work: Path, config: Path, token: str | None, filters: list[str]) -> dict:
    reports = work / "reports" / name
    command = [
        schemathesis(),
        "--config-file",
        str(config),
        "run",
        f"{base}/api/openapi.json",
        "--checks",
        CHECKS,
        "--max-examples",
        str(EXAMPLES),
        "--workers",
        WORKERS,
        "--request-timeout",
        "30",
        "--generation-database",
        "none",
        "--report",
        "junit",
        "--report-dir",
        str(reports),
        "--report-junit-path",
        str(reports / "junit.xml"),
    ]
    if SEED != "random":
        command += ["--seed", SEED]
    if not sys.stdout.isatty():
        command.append("--no-color")
    if token:
        command += ["--header", f"Authorization: Bearer {token}"]
    command += filters
    shown = ["schemathesis"] + ["'Authorization: Bearer $TOKEN'" if c.startswith("Authorization:") else c for c in command[1:]]
    say(f"--- {name}: {' '.join(shown)}")
    started = time.time()
    code = subprocess.run(command, cwd=work).returncode
    passed, failed = junit_counts(reports / "junit.xml")
    return {"name": name, "code": code, "passed": passed, "failed": failed, "seconds": time.time() - started}


def junit_counts(path: Path) -> tuple[list[str], list[str]]:
    if not path.exists():
        return [], [f"no JUnit report at {path}"]
    passed, failed = [], []
    for case in ET.parse(path).getroot().iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed.append(case.get("name", "?"))
        elif case.find("skipped") is None:
            passed.append(case.get("name", "?"))
    return passed, failed


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    binary = Path(sys.argv[1]).resolve()
    work = ROOT / "target" / "fuzz" / f"run-{os.getpid()}"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    version = subprocess.run([schemathesis(), "--version"], capture_output=True, text=True).stdout.strip()
    say(f"{version}; {EXAMPLES} examples per operation and phase; seed {SEED}; work folder {work}")

    started = time.time()
    server = Server(binary, work)
    say(f"server at {server.base}")
    ok = False
    try:
        client = Client(server.base)
        data = make_data(client)
        before = len(server.requests())
        signs_out = [
            "--exclude-path",
            "/api/auth/logout",
            "--exclude-operation-id",
            "PUT /api/user/{uid}",
        ]
        common = work / "schemathesis.toml"
        write_config(common, data)
        profile = work / "profile.toml"
        write_config(profile, data, fixed={"path.uid": data["victim"]})
        runs = [
            run_schemathesis("anonymous", server.base, work, common, None, []),
            run_schemathesis("student", server.base, work, common, data["tokens"]["student"], signs_out),
            run_schemathesis(
                "profile",
                server.base,
                work,
                profile,
                data["tokens"]["admin"],
                ["--include-operation-id", "PUT /api/user/{uid}"],
            ),
            run_schemathesis("admin", server.base, work, common, data["tokens"]["admin"], signs_out),
        ]

        requests = server.requests()[before:]
        errors = [r for r in requests if r[2] >= 500]
        alive = server.process.poll() is None and server.healthy()
        say("")
        say(f"{'run':<10} {'passed':>6} {'failed':>6} {'seconds':>8}  exit")
        for run in runs:
            say(f"{run['name']:<10} {len(run['passed']):>6} {len(run['failed']):>6} {run['seconds']:>8.0f}  {run['code']}")
            for name in run["failed"]:
                say(f"  failed: {run['name']}: {name}")
        operations = {n for r in runs for n in r["passed"] + r["failed"] if n != "Stateful tests"}
        say(f"{len(operations)} operations fuzzed; {len(requests)} requests made; {len(errors)} answered 5xx")
        for method, path, status in errors[:20]:
            say(f"  {status} {method} {path}")
        checks = {
            f"at least {MIN_REQUESTS} requests ({len(requests)})": len(requests) >= MIN_REQUESTS,
            "no 5xx in the server's log": not errors,
            "the server still answers /api/health": alive,
        }
        for check, good in checks.items():
            say(f"{'ok' if good else 'FAILED'}: {check}")
        passed = sum(len(r["passed"]) for r in runs) + sum(checks.values())
        failed = sum(len(r["failed"]) for r in runs) + sum(not v for v in checks.values())
        # schemathesis exits non-zero on errors it reports outside the JUnit cases too
        failed += sum(1 for r in runs if r["code"] != 0 and not r["failed"])
        ok = failed == 0
        kept = "kept" if KEEP or not ok else "removed after a passing run; FUZZ_KEEP=1 keeps it"
        say(f"took {time.time() - started:.0f} s; work folder with the server log {kept}")
        if not ok:
            alarming = [l for l in server.text().splitlines() if re.search(r"ERROR|WARN|panicked", l)]
            if alarming:
                print("\n--- errors and warnings in the server's log ---", file=sys.stderr)
                print("\n".join(alarming[-40:]), file=sys.stderr)
            print("\n--- the end of the server's log ---", file=sys.stderr)
            print(server.tail(), file=sys.stderr)
        print(f"fuzz: {passed} passed, {failed} failed", flush=True)
    finally:
        server.stop()
        if ok and not KEEP:
            shutil.rmtree(work, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
