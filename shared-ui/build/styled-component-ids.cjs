const path = require('node:path');
const { createHash } = require('node:crypto');
const ts = require('typescript');

/** The repository root: ids name files relative to it, so a build in another folder gives the same ids. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * `sc-` and five characters of a hash of the file and the component's place in it. Short, because a
 * page carries it on every styled element (the server's markup and its style tag): ten characters
 * made a rendered home page 0.8 KB larger compressed. Five give 900 million ids, and
 * scripts/styled-component-ids.test.mjs checks that the shop's few hundred are all different.
 */
function componentIdFor(file, index) {
  return `sc-${createHash('sha256').update(`${file}:${index}`).digest('base64url').slice(0, 5).replace(/[-_]/g, 'x')}`;
}

/**
 * A TypeScript transformer (ts-loader's `getCustomTransformers`) that gives every styled component a
 * componentId from its file and its place in the file: `styled.div` becomes
 * `styled.div.withConfig({ componentId: 'sc-<hash>' })`.
 *
 * Without it styled-components numbers components in the order their modules run, and the server's
 * bundle runs them in another order than the browser's chunks do, so the class names of the server's
 * markup would not match the browser's and hydration would fail. Recognised: `styled.tag`,
 * `styled(Component)`, each optionally followed by `.attrs(...)` or `.withConfig(...)`, as the tag of
 * a template literal. `onId` is told each id given (for tests).
 */
function styledComponentIds({ onId } = {}) {
  return (context) => (sourceFile) => {
    if (!sourceFile.text.includes('styled')) return sourceFile;
    const factory = context.factory;
    const file = path.relative(REPO_ROOT, sourceFile.fileName).split(path.sep).join('/');
    let index = 0;

    const isStyledBase = (node) =>
      (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'styled';

    const withComponentId = (base) => {
      const id = componentIdFor(file, index++);
      onId?.(id, file);
      return factory.createCallExpression(factory.createPropertyAccessExpression(base, 'withConfig'), undefined, [
        factory.createObjectLiteralExpression([factory.createPropertyAssignment('componentId', factory.createStringLiteral(id))]),
      ]);
    };

    /** The tag with an id on its styled base; the tag itself when it is not a styled component's. */
    const rewriteTag = (tag) => {
      if (isStyledBase(tag)) return withComponentId(tag);
      if (
        ts.isCallExpression(tag) &&
        ts.isPropertyAccessExpression(tag.expression) &&
        ['attrs', 'withConfig'].includes(tag.expression.name.text)
      ) {
        const inner = rewriteTag(tag.expression.expression);
        if (inner === tag.expression.expression) return tag;
        return factory.updateCallExpression(
          tag,
          factory.updatePropertyAccessExpression(tag.expression, inner, tag.expression.name),
          tag.typeArguments,
          tag.arguments,
        );
      }
      return tag;
    };

    const visit = (node) => {
      if (ts.isTaggedTemplateExpression(node)) {
        const tag = rewriteTag(node.tag);
        const template = ts.visitEachChild(node.template, visit, context);
        if (tag !== node.tag || template !== node.template)
          return factory.updateTaggedTemplateExpression(node, tag, node.typeArguments, template);
        return node;
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

/** ts-loader options that add the transformer. */
function withStyledComponentIds(options) {
  return { ...options, getCustomTransformers: () => ({ before: [styledComponentIds()] }) };
}

module.exports = { componentIdFor, styledComponentIds, withStyledComponentIds };
