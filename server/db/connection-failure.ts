/**
 * One line saying why PostgreSQL at DATABASE_URL cannot be used: the variable, where it points
 * (never the password) and the cause, from the driver's SQLSTATE or system error code.
 */
export function connectionFailure(error: unknown, url: string): string {
  // Drizzle wraps the driver's error ("Failed query: select 1") with it as the cause.
  let driverError = error
  while (
    driverError instanceof Error &&
    !(driverError as { code?: unknown }).code &&
    driverError.cause
  ) {
    driverError = driverError.cause
  }
  const { code, message } = (driverError ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message.split('\n')[0]!.trim() : ''
  let host = 'localhost'
  let port = '5432'
  let where = 'as given'
  let database = ''
  try {
    const parsed = new URL(url)
    host = parsed.hostname || host
    port = parsed.port || port
    database = decodeURIComponent(parsed.pathname.slice(1))
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : ''
    where = `${user}${host}:${port}/${database}`
  } catch {
    // The configuration accepted it as a postgres:// URL; the driver's own message says the rest.
  }
  const cause =
    code === 'ECONNREFUSED'
      ? `connection refused, no PostgreSQL server is listening at ${host}:${port}`
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? `the host ${host} cannot be found`
        : code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH'
          ? `no answer from ${host}:${port}`
          : code === '3D000'
            ? `${text}; create it (createdb ${database}) or correct the URL`
            : text || String(code ?? 'unknown error')
  return `Cannot use the PostgreSQL database of DATABASE_URL (${where}): ${cause}.`
}
