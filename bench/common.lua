-- Shared by the wrk scenarios: the samples seed-bench wrote, a per-thread cursor, and a
-- machine-readable summary line that bench/run.sh parses.
local dir = os.getenv("BENCH_SAMPLES") or "target/bench/samples"

local function split(line)
  local cols = {}
  for col in (line .. "\t"):gmatch("([^\t]*)\t") do cols[#cols + 1] = col end
  return cols
end

function load_tsv(name)
  local rows = {}
  for line in io.lines(dir .. "/" .. name) do
    if line ~= "" then rows[#rows + 1] = split(line) end
  end
  return rows
end

function load_quizzes()
  local quizzes = {}
  for _, r in ipairs(load_tsv("quizzes.tsv")) do
    quizzes[tonumber(r[1])] = { autosave = r[2], final = r[3] }
  end
  return quizzes
end

local threads = {}
local counter = 0
function setup(thread)
  thread:set("tid", counter)
  counter = counter + 1
  threads[#threads + 1] = thread
end

-- Thread t of n takes rows t+1, t+1+n, ...: no two threads share a row.
function cursor(rows)
  local i = tid + 1 - nthreads_total
  return function()
    i = i + nthreads_total
    if i > #rows then i = tid + 1; wrapped = true end
    return rows[i]
  end
end

-- BENCH_PACE_MS=N: each connection waits N ms after a response before its next request, so
-- the load is a steady rate the server keeps up with (the school's traffic) rather than as
-- much as it can take; latency then shows the server's own time, not a queue's length.
local pace = tonumber(os.getenv("BENCH_PACE_MS") or "")
if pace then
  function delay() return pace end
end

-- Only when debugging: a response() callback makes wrk read every body into Lua.
if os.getenv("BENCH_DEBUG") then
  function response(status, headers, body)
    if status >= 400 and not reported then
      reported = true
      io.stderr:write("first error response: " .. status .. " " .. string.sub(body or "", 1, 200) .. "\n")
    end
  end
end

function done(summary, latency, requests)
  local e = summary.errors
  local errors = e.connect + e.read + e.write + e.status + e.timeout
  io.write(string.format("RESULT requests=%d seconds=%.2f rps=%.1f p50_ms=%.2f p99_ms=%.2f max_ms=%.2f errors=%d status_errors=%d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000, errors, e.status))
end
