-- wrk script of the POST scenarios: sends the JSON body given after `--` and counts every
-- response whose status is not the expected one; done() prints "unexpected_status <n>".
--   wrk ... -s post.lua <url> -- <expected status> <json body>
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  expected = tonumber(args[1]) or 201
  unexpected = 0
  wrk.method = "POST"
  wrk.body = args[2]
  wrk.headers["Content-Type"] = "application/json"
end

function response(status, headers, body)
  if status ~= expected then
    unexpected = unexpected + 1
  end
end

function done(summary, latency, requests)
  local n = 0
  for _, thread in ipairs(threads) do
    n = n + thread:get("unexpected")
  end
  io.write(string.format("unexpected_status %d\n", n))
end
