/** What web/src/app/early-taps-script.js (inline in a server-rendered page) lets the app call. */
interface EarlyTaps {
  hydrating(): void
  replay(): Promise<void>
}

/** The script's hooks; absent on a page the server did not render (nothing to hold there). */
const earlyTaps = () => (window as { earlyTaps?: EarlyTaps }).earlyTaps

/** Just before `hydrateRoot`: the held controls lose their busy mark, as the server sent them. */
export const beforeHydration = () => earlyTaps()?.hydrating()

/**
 * Once a part (header, page or footer) is hydrated: what was typed and tapped in it is carried
 * out, in order (a tap waits for the part of any tap before it).
 */
export const replayEarlyTaps = () => earlyTaps()?.replay()
