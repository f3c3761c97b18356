import type { ReactNode } from 'react'

/** The card both sign-in screens sit in. */
export function SignInCard({
  icon,
  title,
  focusTitle = false,
  children,
}: {
  icon: ReactNode
  title: string
  /** Move focus to the title when the card appears (a state change screen readers should hear). */
  focusTitle?: boolean
  children: ReactNode
}) {
  return (
    <section className="px-4 py-12 sm:px-6 sm:py-20">
      <div className="relative mx-auto max-w-md rounded-2xl border border-border bg-card p-6 text-center shadow-soft sm:p-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          {icon}
        </span>
        <h1
          tabIndex={focusTitle ? -1 : undefined}
          ref={focusTitle ? (element) => element?.focus() : undefined}
          className="mt-5 font-serif text-3xl font-bold focus:outline-none"
        >
          {title}
        </h1>
        {children}
      </div>
    </section>
  )
}
