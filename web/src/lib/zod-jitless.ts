// Zod 4 probes `new Function` to compile fast parsers; under our CSP (no 'unsafe-eval') that probe
// is a logged violation. zod reads this global when it loads, so set it before any zod loads,
// without importing zod into the first route's bundle.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> }
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true }
