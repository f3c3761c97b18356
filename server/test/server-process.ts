import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** A brand-new PostgreSQL database on the server TEST_DATABASE_URL names; `drop()` removes it. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `groveside_proc_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  }
}

/** A loopback port nothing listens on now (the system picks it), so tests never collide. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

// Whatever happens to a test (a failed start, an interrupted run), no server outlives it.
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/** Stops every server and nginx this test file started that is still running. */
export async function stopAllProcesses() {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGKILL')
        }),
    ),
  )
}

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Everything the process printed so far (for failure messages). */
  output(): string
  /** Ends the process with this signal and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

function spawnServer(port: number, env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** Runs `server/main.ts` where it is expected not to start; answers its exit code and output. */
export async function serverStartFailure(env: Record<string, string>) {
  const child = spawnServer(await freePort(), env)
  running.add(child)
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  // A server that starts after all is stopped rather than left running.
  const timer = setTimeout(() => child.kill('SIGKILL'), 50_000)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  clearTimeout(timer)
  running.delete(child)
  return { code, stdout, stderr }
}

/**
 * Starts `server/main.ts` as a real process (API only: SERVE_WEB=false) and waits until its
 * /readyz answers. `env` adds to a quiet production-like environment.
 */
export async function startServerProcess(options: {
  port: number
  env: Record<string, string>
  timeoutMs?: number
}): Promise<ServerProcess> {
  const child = spawnServer(options.port, options.env)
  running.add(child)
  child.once('exit', () => running.delete(child))
  let printed = ''
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${options.port}`
  const server: ServerProcess = {
    url,
    child,
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
  const deadline = Date.now() + (options.timeoutMs ?? 90_000)
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${printed}`)
    const ready = await fetch(`${url}/readyz`).catch(() => null)
    if (ready?.ok) return server
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await server.stop('SIGKILL')
  throw new Error(`The server did not become ready in time:\n${printed}`)
}

/**
 * nginx (a child process with its own config in a temporary folder) on a loopback port, sending
 * requests round-robin to `upstreams` from 127.0.0.1, the address to give TRUST_PROXY; each answer
 * names the instance in `x-upstream`.
 */
export async function startNginx(options: { port: number; upstreams: string[] }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'groveside-nginx-'))
  const config = `
worker_processes 1;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream groveside { ${options.upstreams.map((address) => `server ${address};`).join(' ')} }
  server {
    listen 127.0.0.1:${options.port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://groveside;
      proxy_set_header Host $host;
      # Appends the client's address to any X-Forwarded-For it sent, as most guides have it.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
      add_header x-upstream $upstream_addr always;
    }
  }
}
`
  await writeFile(path.join(dir, 'nginx.conf'), config)
  const child = spawn(
    existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
    [
      '-p',
      dir,
      '-c',
      `${dir}/nginx.conf`,
      '-g',
      `daemon off; pid ${dir}/nginx.pid; error_log stderr;`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  running.add(child)
  child.once('exit', () => running.delete(child))
  let printed = ''
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${options.port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited early:\n${printed}`)
    if (await fetch(`${url}/healthz`).catch(() => null)) break
    if (Date.now() > deadline) throw new Error(`nginx did not start:\n${printed}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT')
      await exited
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** Cookies kept across requests, like a browser's: one visitor whichever instance answers. */
export function cookieJar() {
  const cookies = new Map<string, string>()
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const at = pair!.indexOf('=')
        cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim())
      }
    },
  }
}
