import path from 'node:path';

// The staff console (src/admin) is a second entry of the build. It may use the shared
// lower layers (api, i18n, lib) but never the members' screens or app, and nothing
// outside it imports it, so that the members' bundle never carries the console.
const membersOnly = ['features', 'app', 'components', 'queries'];

/** areaOf names the top folder under src/ of a file ('admin', 'features', ...). */
export function areaOf(file) {
  const parts = path.normalize(file).split(path.sep);
  const src = parts.lastIndexOf('src');
  return src < 0 ? undefined : parts[src + 1];
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'The staff console and the members app do not import each other.' },
    messages: {
      intoConsole: 'Only src/admin may import the staff console ({{to}}).',
      membersCode: 'The staff console may not import the members app ({{to}}): use src/api, src/i18n or src/lib.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    if (from === undefined) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source.value);
      const to = areaOf(target);
      if (to === 'admin' && from !== 'admin') {
        context.report({ node: source, messageId: 'intoConsole', data: { to: source.value } });
      } else if (from === 'admin' && membersOnly.includes(to)) {
        context.report({ node: source, messageId: 'membersCode', data: { to: source.value } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

export const consolePlugin = { rules: { 'separate-console': rule } };
