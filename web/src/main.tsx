import './lib/zod-jitless'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { hydrate } from '@tanstack/react-query'
import { Providers } from './app/providers'
import { createAppRouter, loadCurrentScreens } from './app/router'
import { queryClient } from './lib/query-client'
import './styles/globals.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The server rendered the page from this query cache (server/app-shell/server-render.ts); the
// browser's first render must start from the same to hydrate the markup.
const serverState = document.getElementById('app-state')

async function start(root: HTMLElement) {
  if (serverState) {
    hydrate(queryClient, JSON.parse(serverState.textContent || '{}'))
    // A failed chunk load is shown by the route's error screen once the router retries it.
    await loadCurrentScreens().catch(() => {})
  }
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>
  )
  if (serverState) hydrateRoot(root, app)
  else createRoot(root).render(app)
}

void start(container)
