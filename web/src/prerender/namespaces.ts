// The translation namespaces each prerendered page needs before its first render: the
// browser loads these (and only these, in the visitor's language) before hydrating.
const byRoute: [RegExp, string[]][] = [
  [/^\/members\/[^/]+$/, ['members', 'profile']],
  [/^\/members$/, ['members', 'profile']],
];

export function prerenderNamespaces(path: string): string[] {
  return ['common', ...(byRoute.find(([re]) => re.test(path))?.[1] ?? [])];
}
