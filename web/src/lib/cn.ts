import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Conflicting utilities are NOT merged (tailwind-merge cost ~9 KB of the
 * first route's 120 KB budget): components expose differences as cva variants, and a
 * `className` passed in should add classes, not fight the component's own ones.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
