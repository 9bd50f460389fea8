import * as SelectPrimitive from '@radix-ui/react-select';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/class-names.js';

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;
export const SelectGroup = SelectPrimitive.Group;

/** Give the trigger an accessible name with `aria-label` or a `<label htmlFor>` on its id. */
export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cx(
        'inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-control border-2 border-line bg-surface px-3 py-2 text-start text-base text-ink',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon aria-hidden="true">▾</SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentPropsWithRef<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={4}
        className={cx(
          'z-50 max-h-[60vh] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-card border border-line bg-surface text-ink shadow-lg',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-2">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cx(
        'relative flex min-h-11 cursor-pointer select-none items-center rounded-control py-2 pe-3 ps-9 text-base outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:shadow-[inset_0_0_0_3px_var(--color-focus)]',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemIndicator className="absolute start-3 font-bold" aria-hidden="true">
        ✓
      </SelectPrimitive.ItemIndicator>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
