// The yardstick for the sandbox's throughput: a bare node:http server that answers every request with the
// JSON of an empty balance, checking nothing. Prints one JSON line ({base_url}) when it listens.
import {createServer} from 'node:http'

const body = JSON.stringify({available: '0.00', pending: '0.00', currency: 'THB'})
const server = createServer((request, response) => {
  request.resume()
  request.on('end', () => response.writeHead(200, {'content-type': 'application/json; charset=utf-8'}).end(body))
})
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({base_url: `http://127.0.0.1:${server.address().port}`})}\n`)
})
process.once('SIGTERM', () => server.close())
