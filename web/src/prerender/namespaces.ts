// The translation namespaces each prerendered page needs before its first render: the
// browser loads these (and only these, in the visitor's language) before hydrating.
// A namespace that a later render needs and that is missing suspends the page's boundary:
// React hides the page behind its fallback until it loads, and the footer jumps into view
// (the like buttons, on the search's cards and on the profile, use `likes`; the profile's gift button `gifts`).
const byRoute: [RegExp, string[]][] = [
  [/^\/members\/[^/]+$/, ['members', 'profile', 'likes', 'gifts']],
  [/^\/members$/, ['members', 'profile', 'likes']],
];

export function prerenderNamespaces(path: string): string[] {
  return ['common', ...(byRoute.find(([re]) => re.test(path))?.[1] ?? [])];
}
