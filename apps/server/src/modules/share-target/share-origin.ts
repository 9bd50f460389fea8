/**
 * Who may post to the share target. An OS share (Android's share sheet handing a text or picture
 * to the installed app) is a navigation the browser itself starts: it carries
 * `Sec-Fetch-Site: none`, and its `Origin` may be `null` or absent, so the app-wide origin rule
 * (plugins/origin-check.ts), which refuses `null`, cannot apply as it is. The rule here:
 *
 * - With fetch metadata (every browser that supports share targets sends it, and pages cannot
 *   forge it): only `none` (the browser or OS started it) or `same-origin` (our own page's form).
 *   A post from another site (`cross-site`, `same-site`) is refused before anything is read.
 * - Without fetch metadata: the app-wide rule, Origin absent (not a browser) or our own origin.
 *
 * What a forged share could do at most is create an analysis and show its result; it reads nothing
 * and changes no setting, and the session cookie is SameSite=Lax, so a cross-site POST would not
 * even carry it. Refusing other sites all the same keeps someone else's text out of a person's
 * history.
 */
export function isTrustedShareRequest(input: {
  origin: string | undefined;
  secFetchSite: string | undefined;
  publicOrigin: string;
  requestOrigin: string;
}): boolean {
  const site = input.secFetchSite?.trim().toLowerCase();
  if (site !== undefined && site !== '') return site === 'none' || site === 'same-origin';
  if (input.origin === undefined) return true;
  const origin = input.origin.toLowerCase();
  return (
    origin === input.publicOrigin.toLowerCase() || origin === input.requestOrigin.toLowerCase()
  );
}
