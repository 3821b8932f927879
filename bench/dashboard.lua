-- The student dashboard's reads for random students: the user, stats, streak, attempts
-- (as the dashboard asks: no limit, the server's first page of up to 500), the student's
-- subjects and the class's subjects.
dofile(os.getenv("BENCH_LUA") .. "/common.lua")
local function urlencode(s) return (s:gsub(" ", "%%20")) end
function init(args)
  students = load_tsv("students.tsv")
  math.randomseed(os.time() + (tid or 0) * 7919)
  k = 0
end
function request()
  local s = students[math.random(#students)]
  local uid = s[2]
  k = k % 6 + 1
  local path
  if k == 1 then path = "/api/user/" .. uid
  elseif k == 2 then path = "/api/" .. uid .. "/stats"
  elseif k == 3 then path = "/api/" .. uid .. "/streak"
  elseif k == 4 then path = "/api/" .. uid .. "/user"
  elseif k == 5 then path = "/api/" .. uid .. "/subject"
  else path = "/api/subjects/filter?classLevel=" .. urlencode(s[3]) end
  return wrk.format("GET", path, { ["Authorization"] = "Bearer " .. s[4] })
end
