/**
 * The headers of a file the server answers (a PDF, a CSV): its type, its name for the browser
 * (shown, or saved), and never cached outside the person's own browser.
 */
export const fileHeaders = (
  name: string,
  type: string,
  disposition: 'inline' | 'attachment' = 'attachment',
) => ({
  'Content-Type': type,
  'Content-Disposition': `${disposition}; filename="${name}"`,
  'Cache-Control': 'private, no-store',
})
