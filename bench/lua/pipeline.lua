-- wrk script of the pipelined plaintext scenario: every write carries <depth> GET requests of
-- the url's path, built once with wrk.format and concatenated (HTTP/1.1 pipelining).
--   wrk ... -s pipeline.lua <url> -- <depth>
function init(args)
  local depth = tonumber(args[1]) or 10
  local r = {}
  for i = 1, depth do
    r[i] = wrk.format(nil, wrk.path)
  end
  req = table.concat(r)
end

function request()
  return req
end
