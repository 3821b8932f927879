-- Marking load: each request reviews the largest answers the review call accepts (5,000
-- characters each, a full 20-point scheme of about 240 characters a point), ten questions a
-- call, signed in as the next student in turn (each student's review allowance is untouched).
dofile(os.getenv("BENCH_LUA") .. "/common.lua")
local words = { "photosynthesis", "chlorophyll", "osmosis", "membrane", "evaporation", "condensation",
  "respiration", "glucose", "oxygen", "carbon", "dioxide", "transpiration", "stomata", "nucleus", "cytoplasm",
  "diffusion", "concentration", "gradient", "enzyme", "temperature", "government", "parliament",
  "constitution", "reunification", "entrepreneur", "thermometer", "conduction", "convection", "radiation" }
local function prose(chars, seed)
  local parts, n, i = {}, 0, seed
  while n + 20 < chars do
    local w = words[(i % #words) + 1] .. tostring(i % 97)
    parts[#parts + 1] = w
    n = n + #w + 1
    i = (i * 31 + 7) % 1000003
  end
  return table.concat(parts, " ")
end
function init(args)
  nthreads_total = tonumber(args[1]) or 2
  next_row = cursor(load_tsv("students.tsv"))
  local questions = {}
  for q = 1, 10 do
    local points = {}
    for p = 1, 20 do points[#points + 1] = '{"point":"' .. prose(240, q * 100 + p) .. '","marks":1}' end
    questions[#questions + 1] = '{"question":"Explain in detail how plants make and use their food.","answer":"'
      .. prose(5000, q) .. '","marks":20,"markingScheme":[' .. table.concat(points, ",") .. ']}'
  end
  body = '{"questions":[' .. table.concat(questions, ",") .. ']}'
end
function request()
  local s = next_row()
  return wrk.format("POST", "/review/short-answer-quiz",
    { ["Authorization"] = "Bearer " .. s[4], ["Content-Type"] = "application/json" }, body)
end
