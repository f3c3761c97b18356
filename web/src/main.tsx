import './lib/zod-config'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { hydrate } from '@tanstack/react-query'
import { Providers } from './app/providers'
import { beforeHydration } from './app/early-taps'
import { createAppRouter, loadCurrentScreens } from './app/router'
import { queryClient } from './lib/query-client'
import './styles/globals.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The server rendered the page from this query cache (server/app-shell/server-render.ts); the
// browser's first render must start from the same to hydrate the markup.
const serverState = document.getElementById('app-state')

/**
 * Evaluates the rendered screen's chunks one task each, dependencies first (the server lists them
 * in that order), fetched together up front. Importing the screen alone would evaluate all of
 * them in one long task, which a phone's taps would wait behind.
 */
async function evaluateScreenChunks() {
  const list = document.getElementById('screen-chunks')
  const files = list ? (JSON.parse(list.textContent || '[]') as string[]) : []
  // Asking for a file costs the main thread too (a couple of milliseconds on a phone): a few per task.
  for (let start = 0; start < files.length; start += 3) {
    await nextTask()
    for (const href of files.slice(start, start + 3)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
  }
  for (const href of files) {
    await import(/* @vite-ignore */ href)
    await nextTask()
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

async function start(root: HTMLElement) {
  const zodMessages = import('./lib/zod-messages')
  if (serverState) {
    hydrate(queryClient, JSON.parse(serverState.textContent || '{}'))
    await evaluateScreenChunks().catch(() => {})
    // A failed chunk load is shown by the route's error screen once the router retries it.
    await loadCurrentScreens().catch(() => {})
  }
  // Plain words for zod's checks, from a chunk of their own; without it the app still starts.
  await zodMessages.then((module) => module.installPlainZodMessages()).catch(() => {})
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>
  )
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone's taps and paints wait less).
  if (serverState) {
    beforeHydration()
    startTransition(() => void hydrateRoot(root, app))
  } else createRoot(root).render(app)
}

void start(container)
