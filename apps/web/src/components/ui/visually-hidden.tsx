import type { ComponentPropsWithRef } from 'react';

/** Text for screen readers only, such as a label an icon already shows to sighted users. */
export function VisuallyHidden(props: ComponentPropsWithRef<'span'>) {
  return <span className="sr-only" {...props} />;
}
