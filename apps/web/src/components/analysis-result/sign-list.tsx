import { cx } from '../../lib/class-names.js';

/** A bulleted list of a result's signs, each in its own writing direction. */
export function SignList({ signs, className }: { signs: readonly string[]; className?: string }) {
  return (
    <ul className={cx('list-disc ps-6 text-lg', className)}>
      {signs.map((sign) => (
        <li key={sign} dir="auto">
          {sign}
        </li>
      ))}
    </ul>
  );
}
