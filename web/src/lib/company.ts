/**
 * withoutFinalPeriod drops the period a company name may end in ("Amora Media B.V."),
 * for texts that put a full stop after the name themselves: "© 2026 {{company}}. …".
 */
export function withoutFinalPeriod(name: string): string {
  return name.replace(/\.+$/, '');
}
