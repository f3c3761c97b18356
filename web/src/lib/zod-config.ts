// zod reads this global when it loads, so it is set before any zod loads (this module comes first
// in web/src/main.tsx and entry-server.tsx), without importing zod into the first route's bundle.
// jitless: zod 4 probes `new Function` to compile fast parsers; under our CSP (no 'unsafe-eval')
// that probe is a logged violation. Where zod is already loaded (the server, which renders pages
// with this code) it is left alone. The plain messages come with ./zod-messages.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> }
zodGlobal.__zod_globalConfig ??= { jitless: true }
