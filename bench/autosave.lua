-- Exam-time autosave: each request saves half the answers of the next student's own
-- in-progress exam attempt (PUT /api/{attemptId}/updateQuizAttempt).
dofile(os.getenv("BENCH_LUA") .. "/common.lua")
function init(args)
  nthreads_total = tonumber(args[1]) or 2
  local students = load_tsv("students.tsv")
  quizzes = load_quizzes()
  next_row = cursor(students)
end
function request()
  local s = next_row()
  local body = '{"selectedAnswers":' .. quizzes[tonumber(s[6])].autosave .. ',"status":"in progress","remainingTime":1500,"timeTaken":300}'
  return wrk.format("PUT", "/api/" .. s[5] .. "/updateQuizAttempt",
    { ["Authorization"] = "Bearer " .. s[4], ["Content-Type"] = "application/json" }, body)
end
