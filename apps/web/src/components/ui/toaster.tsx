import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names.js';
import {
  TOAST_DURATION_MS,
  dismissToast,
  toastDuration,
  useToast,
  type ToastVariant,
} from './toast-store.js';

const variantClassName: Record<ToastVariant, string> = {
  default: 'border-line bg-surface text-ink',
  destructive: 'border-danger-strong bg-danger text-on-primary',
};

/**
 * The toast area of spec part 1 §2.6 and §9: one toast, 5000 ms (errors stay until dismissed,
 * issue 19), at most 420px wide.
 */
export function Toaster() {
  const { t } = useTranslation('common');
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} label={t('toast.notifications')}>
      {toasts.map(({ id, title, description, variant = 'default', duration, isOpen }) => {
        const shownFor = toastDuration(variant, duration);
        return (
          <ToastPrimitive.Root
            key={id}
            open={isOpen}
            onOpenChange={(open) => {
              if (!open) dismissToast(id);
            }}
            {...(shownFor === undefined ? {} : { duration: shownFor })}
            // An error is announced at once (assertive), the rest politely.
            type={variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={variant}
            className={cx(
              'pointer-events-auto relative flex w-full items-start gap-4 rounded-card border-2 p-4 pe-14 shadow-lg',
              variantClassName[variant],
            )}
          >
            <div className="grid gap-1">
              {title ? (
                <ToastPrimitive.Title className="text-lg font-bold">{title}</ToastPrimitive.Title>
              ) : null}
              {description ? (
                <ToastPrimitive.Description className="text-base">
                  {description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              className="absolute end-2 top-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-control text-2xl leading-none"
              aria-label={t('toast.close')}
            >
              <span aria-hidden="true">×</span>
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* The list stays after its last toast goes: clicks pass through its empty padding to the
          header below (decision 0056); only the toasts themselves take them. */}
      <ToastPrimitive.Viewport className="pointer-events-none fixed top-0 end-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
