/**
 * Name of the readable cookie that says someone is signed in (it grants nothing). Sessions set
 * it; the public cache and the page renderer read it to leave a signed-in visitor's pages alone.
 */
export const signedInHintCookie = 'groveside_signed_in'
