import type { Endpoint } from '#contracts/endpoint'

/**
 * The key of a GET the first screen reads (the header's cart count, the session, the site's
 * texts), written as its address and checked against its endpoint by type only:
 * `['/api/cart'] as const satisfies FirstScreenKey<typeof cartApi.getCart>`. The endpoint's zod
 * schemas stay out of the first screen's JavaScript, and so does any code at all.
 */
export type FirstScreenKey<E extends Endpoint & { method: 'GET'; params?: undefined }> = readonly [
  E['path'],
]
