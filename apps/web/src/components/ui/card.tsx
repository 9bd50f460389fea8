import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/class-names.js';

export function Card({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      className={cx('rounded-card border border-line bg-surface p-6 text-ink shadow-sm', className)}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentPropsWithRef<'h2'>) {
  return <h2 className={cx('text-xl font-bold text-ink', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return <p className={cx('mt-2 text-base text-muted', className)} {...props} />;
}
