import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { buttonClassName, type ButtonVariant } from './button-styles.js';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Render the single child (for example an `<a>`) with the button's look instead. */
  asChild?: boolean;
}

export function Button({ variant, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={buttonClassName(variant, className)} {...props} />;
  return (
    <button type={type ?? 'button'} className={buttonClassName(variant, className)} {...props} />
  );
}
