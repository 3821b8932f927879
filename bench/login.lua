-- Login: random bench students sign in with the right password (argon2id, OWASP cost).
dofile(os.getenv("BENCH_LUA") .. "/common.lua")
function init(args)
  students = tonumber(args[1]) or 1000
  password = os.getenv("BENCH_PASSWORD") or "bench-student-2026"
  math.randomseed(os.time() + (tid or 0) * 7919)
end
function request()
  local body = string.format('{"username":"bench%05d","password":"%s"}', math.random(students), password)
  return wrk.format("POST", "/api/auth/login", { ["Content-Type"] = "application/json" }, body)
end
