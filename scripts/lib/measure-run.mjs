// What the measuring scripts (bench, lighthouse) share: their command-line options, and starting
// and waiting for the production server on a free port.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

export const repoRoot = path.resolve(import.meta.dirname, '../..')

const argv = process.argv.slice(2)
/** Whether `--name` was given. */
export const flag = (name) => argv.includes(`--${name}`)
/** The value of `--name=value`, or `fallback`. */
export const option = (name, fallback) => {
  const found = argv.find((arg) => arg.startsWith(`--${name}=`))
  return found ? found.slice(name.length + 3) : fallback
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs a command in the repository, its output shown; rejects when it fails. */
export function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

/** A TCP port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Waits until the server started as `server` answers /readyz. */
export async function waitUntilReady(origin, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new Error(`the server did not get ready within ${timeoutMs / 1000} s`)
}
