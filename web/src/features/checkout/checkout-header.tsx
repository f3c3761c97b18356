import type { ReactNode } from 'react'

export function CheckoutHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-border/70 bg-gradient-to-b from-honey-soft/70 to-background">
      <div className="page-column pt-10 pb-8 sm:pt-14">
        <p className="text-sm font-semibold tracking-widest text-mango-strong uppercase">
          Groveside Farm
        </p>
        <h1 className="mt-2 font-serif text-4xl font-bold sm:text-5xl">{title}</h1>
        <div className="mt-3 max-w-2xl text-lg text-muted-foreground">{children}</div>
      </div>
    </section>
  )
}
