import { createContext, useContext } from 'react'

/**
 * Lets a field inside a form dialog hold the submit button back while it works (an image being
 * uploaded and processed): each busy field calls `setBusy(key, true)` and later `false`.
 */
export const FormBusyContext = createContext<(key: string, busy: boolean) => void>(() => {})

export const useFormBusy = () => useContext(FormBusyContext)
