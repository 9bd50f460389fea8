import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonVariant } from './button-styles.js';

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
}

/** An in-app link that looks like a button: navigation stays a link for assistive technology. */
export function LinkButton({ variant, className, ...props }: LinkButtonProps) {
  return (
    <Link
      className={buttonClassName(variant, typeof className === 'string' ? className : undefined)}
      {...props}
    />
  );
}
