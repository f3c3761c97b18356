// A server-rendered page loads its app (the entry that <meta name="app-entry"> names) once it has
// painted: until then the phone's bandwidth goes to the page itself and its pictures, not to
// JavaScript that only hydrates it (server/app-shell/render-app-shell.ts, decision 0039).
const entry = document.querySelector('meta[name="app-entry"]')?.getAttribute('content')
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry), 0))
