import path from 'node:path';

// The web app's layers, lowest first. A file may import its own layer and the ones
// below it, never one above: app → features → components → queries → api → lib.
export const layers = ['lib', 'api', 'queries', 'components', 'features', 'app'];

/** layerOf names the layer of a file under src/, or undefined outside the layers. */
export function layerOf(file) {
  const parts = path.normalize(file).split(path.sep);
  const src = parts.lastIndexOf('src');
  if (src < 0) return undefined;
  const layer = parts[src + 1];
  return layers.includes(layer) ? layer : undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point down the layers: app → features → components → queries → api → lib.' },
    messages: { upward: '{{from}} may not import from {{to}} (a higher layer): move the shared code down.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (from === undefined) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(file), source.value));
      if (to !== undefined && layers.indexOf(to) > layers.indexOf(from)) {
        context.report({ node: source, messageId: 'upward', data: { from, to } });
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

export const layersPlugin = { rules: { 'no-upward-imports': rule } };
