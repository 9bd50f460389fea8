import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/class-names.js';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends Omit<
  ComponentPropsWithRef<typeof DialogPrimitive.Content>,
  'title'
> {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button in the corner. */
  closeLabel: string;
}

export function DialogContent({
  title,
  description,
  closeLabel,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink/50" />
      <DialogPrimitive.Content
        className={cx(
          'fixed inset-x-4 top-[5vh] z-50 mx-auto max-h-[90vh] max-w-xl overflow-y-auto rounded-card border border-line bg-surface p-6 text-ink shadow-xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="flex items-start justify-between gap-4">
          <DialogPrimitive.Title className="text-2xl font-bold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-control text-2xl leading-none hover:bg-primary-soft"
            aria-label={closeLabel}
          >
            <span aria-hidden="true">×</span>
          </DialogPrimitive.Close>
        </div>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-base text-muted">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        <div className="mt-4">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
