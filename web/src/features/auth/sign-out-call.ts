import { signOut as signOutEndpoint } from '#contracts/identity-api'
import { callApi } from '#web/lib/api-client'

/** Ends the session (POST /api/logout): loaded by `useSignOut` when a person signs out. */
export const signOut = () => callApi(signOutEndpoint)
