/**
 * Where a visitor goes back to after signing in: a path of this site ("/subscriptions"), never
 * another site ("//evil.example", "https://…", "/\\evil"). No zod here: the sign-in pages read it
 * without loading a schema library.
 */
export function isReturnPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= 300 && /^\/(?![/\\])[^\s\\]*$/.test(value)
}

/** The path to return to, or the home page when there is none or it is not a path of this site. */
export function returnPathOr(value: string | null | undefined, fallback = '/'): string {
  return isReturnPath(value) ? value : fallback
}

/** The sign-in address that comes back to `path` afterwards. */
export function signInHref(path?: string): string {
  return isReturnPath(path) && path !== '/'
    ? `/api/login?returnTo=${encodeURIComponent(path)}`
    : '/api/login'
}
