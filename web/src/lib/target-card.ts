import { cva } from 'class-variance-authority'

/**
 * A card that is one target: its title's link or button stretches over the whole card
 * (`stretchedTarget`), and the card shows the focus ring when that link or button has focus.
 */
export const targetCard = cva('group relative overflow-hidden', {
  variants: {
    target: {
      link: 'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
      button:
        'has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-ring',
    },
    /** A card in a grid: as tall as its row, lifted under the pointer. */
    lift: { true: 'h-full transition-shadow duration-200 hover:shadow-lifted', false: '' },
  },
  defaultVariants: { lift: true },
})

/** The title's link or button, its ::after covering the card it sits in. */
export const stretchedTarget =
  "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
