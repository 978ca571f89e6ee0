// The translation namespaces each prerendered page needs before its first render: the
// browser loads these (and only these, in the visitor's language) before hydrating.
// A namespace that a later render needs and that is missing suspends the page's boundary:
// React hides the page behind its fallback until it loads, and the footer jumps into view
// (the search's like buttons, on its cards and on the profile's related members, use `likes`).
const byRoute: [RegExp, string[]][] = [
  [/^\/members\/[^/]+$/, ['members', 'profile', 'likes']],
  [/^\/members$/, ['members', 'profile', 'likes']],
];

export function prerenderNamespaces(path: string): string[] {
  return ['common', ...(byRoute.find(([re]) => re.test(path))?.[1] ?? [])];
}
