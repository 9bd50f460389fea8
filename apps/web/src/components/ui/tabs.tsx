import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/class-names.js';

export const Tabs = TabsPrimitive.Root;

/** Give the list an `aria-label` naming what the tabs switch between. */
export function TabsList({
  className,
  ...props
}: ComponentPropsWithRef<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cx('flex flex-wrap gap-2 border-b-2 border-line pb-2', className)}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  ...props
}: ComponentPropsWithRef<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cx(
        'min-h-11 rounded-control px-4 py-2 text-base font-semibold text-ink hover:bg-primary-soft data-[state=active]:bg-primary data-[state=active]:text-on-primary data-[state=active]:underline data-[state=active]:underline-offset-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({
  className,
  ...props
}: ComponentPropsWithRef<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cx('mt-4', className)} {...props} />;
}
