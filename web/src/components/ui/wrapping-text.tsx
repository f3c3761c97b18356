import { Fragment, type ComponentProps } from 'react'
import { cn } from '#web/lib/cn'

/** Where a name or e-mail address may wrap: after '@' and before each '.'. */
export const wrapPointsOf = (text: string) => text.split(/(?<=@)|(?=\.)/)

/**
 * Text such as an e-mail address in a greeting: it wraps after '@' or before a '.', and breaks
 * inside a part only when that part alone is wider than the line.
 */
export function WrappingText({
  text,
  className,
  ...props
}: Omit<ComponentProps<'span'>, 'children'> & { text: string }) {
  return (
    <span className={cn('[overflow-wrap:anywhere]', className)} {...props}>
      {wrapPointsOf(text).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
