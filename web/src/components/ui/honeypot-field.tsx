import type { ComponentProps } from 'react'

/**
 * The hidden `website` field of every public form (`honeypotField` in contracts/identity.ts):
 * people never see or reach it; the server ignores a submission from a bot that fills it in.
 */
export function HoneypotField({ id, ...input }: { id: string } & ComponentProps<'input'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  )
}
