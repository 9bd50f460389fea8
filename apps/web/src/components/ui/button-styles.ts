import { cx } from '../../lib/class-names.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-control px-4 py-2 text-base font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:bg-primary-strong',
  secondary: 'border-2 border-primary bg-surface text-primary hover:bg-primary-soft',
  ghost: 'text-ink hover:bg-primary-soft',
  destructive: 'bg-danger text-on-primary hover:bg-danger-strong',
};

/** Shared by Button and LinkButton so a link that looks like a button is styled the same. */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string): string {
  return cx(base, variants[variant], className);
}
