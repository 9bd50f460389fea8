/** Joins the truthy class names; enough for our variants without a dependency. */
export function cx(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}
