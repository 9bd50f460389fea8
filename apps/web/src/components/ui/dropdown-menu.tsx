import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/class-names.js';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentPropsWithRef<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        className={cx(
          'z-50 max-h-[80vh] min-w-56 overflow-y-auto rounded-card border border-line bg-surface p-2 text-ink shadow-lg',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const itemClassName =
  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-control px-3 py-2 text-base outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:shadow-[inset_0_0_0_3px_var(--color-focus)] data-[disabled]:opacity-60';

export function DropdownMenuItem({
  className,
  ...props
}: ComponentPropsWithRef<typeof MenuPrimitive.Item>) {
  return <MenuPrimitive.Item className={cx(itemClassName, className)} {...props} />;
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem className={cx(itemClassName, 'ps-9 relative', className)} {...props}>
      <MenuPrimitive.ItemIndicator className="absolute start-3 font-bold" aria-hidden="true">
        ✓
      </MenuPrimitive.ItemIndicator>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentPropsWithRef<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cx('px-3 py-2 text-base', className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentPropsWithRef<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cx('my-2 h-px bg-line', className)} {...props} />;
}
