import { contactDisplay } from '@scambuddy/contracts';

/** Spec part 1 §5: a phone number becomes a call link, a web address a link, else plain text. */
export function ContactValue({ value }: { value: string }) {
  const display = contactDisplay(value);
  if (display.kind === 'text') return <span dir="auto">{display.text}</span>;
  return (
    <a
      href={display.href}
      className="inline-flex min-h-11 items-center font-semibold text-primary underline"
      {...(display.kind === 'web' ? { target: '_blank', rel: 'noreferrer' } : {})}
    >
      {display.text}
    </a>
  );
}
