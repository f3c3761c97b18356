/** The look of each tab's heading (h2). */
export const sectionHeading = 'font-serif text-xl font-semibold sm:text-2xl'
