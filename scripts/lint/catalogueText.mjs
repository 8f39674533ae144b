/**
 * Every word a player reads comes from the English/Hindi catalogue (issue 69): a literal written
 * into a screen stays English on a Hindi screen and nothing else notices. This rule refuses a
 * literal with a word in it where a player reads it: JSX text, the attributes that are read or
 * spoken (title, aria-label, placeholder, alt, label …) and the message of a toast call.
 *
 * What passes: figures, punctuation and symbols ('|', '-', '₹', '12.00'), a single letter (the
 * login's fixed 'C', a card's 'A'), every other attribute (className, data-*, test ids), and any
 * expression that is not a literal: `t('key')`, `tx('English')` (coverage.test.ts checks that text
 * is a catalogue entry), a brand name read from config. A `const` holding a literal in the same
 * file is read through, so moving a literal into a constant does not get it past.
 */

/** Two letters in a row (a Devanagari vowel sign counts with its letter): a word, not a symbol. */
const WORD = /\p{L}[\p{L}\p{M}]/u;

const DEFAULT_ATTRIBUTES = [
  'title',
  'alt',
  'label',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
];

/** `toast(…)`, `toast.error(…)`, `notify.success(…)`, `showToast(…)`, `showErrorToast(…)`. */
const TOAST_OBJECT = /^(toast|notify)$/;
const TOAST_FUNCTION = /^(toast|show\w*Toast\w*)$/;

function isToastCall(callee) {
  if (callee.type === 'Identifier') return TOAST_FUNCTION.test(callee.name);
  if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier') {
    return TOAST_OBJECT.test(callee.object.name);
  }
  return false;
}

/** The `const` declarator a name refers to, when it is declared with a plain initial value. */
function constInitOf(context, identifier) {
  let scope = context.sourceCode.getScope(identifier);
  while (scope) {
    const variable = scope.set.get(identifier.name);
    if (variable) {
      const def = variable.defs[0];
      if (def?.type === 'Variable' && def.parent?.kind === 'const' && def.node.init) return def.node.init;
      return null;
    }
    scope = scope.upper;
  }
  return null;
}

/**
 * The literal texts an expression can evaluate to, as far as one file shows: a string, a template's
 * fixed parts, both branches of `a ? b : c`, both sides of `a || b` / `a ?? b`, a same-file const.
 */
function literalTexts(context, node, seen = new Set()) {
  if (!node || seen.has(node)) return [];
  seen.add(node);
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return [{ node, text: node.quasis.map((q) => q.value.cooked ?? '').join(' ') }];
    case 'ConditionalExpression':
      return [...literalTexts(context, node.consequent, seen), ...literalTexts(context, node.alternate, seen)];
    case 'LogicalExpression':
      return [...literalTexts(context, node.left, seen), ...literalTexts(context, node.right, seen)];
    case 'JSXExpressionContainer':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return literalTexts(context, node.expression, seen);
    case 'Identifier': {
      const init = constInitOf(context, node);
      return init ? literalTexts(context, init, seen).map((found) => ({ ...found, node })) : [];
    }
    default:
      return [];
  }
}

/** A `<style>` or `<script>` holds code, not words for a player. */
const isCode = (element) =>
  element.type === 'JSXElement' &&
  element.openingElement.name.type === 'JSXIdentifier' &&
  (element.openingElement.name.name === 'style' || element.openingElement.name.name === 'script');

const shorten = (text) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 37)}…` : flat;
};

/** @type {import('eslint').Rule.RuleModule} */
export const catalogueText = {
  meta: {
    type: 'problem',
    docs: { description: 'Words a player reads come from the English/Hindi catalogue, not from literals' },
    messages: {
      text: "'{{text}}' is written into the screen: put it in the catalogue (packages/shared-ui/src/i18n/messages.ts) and read it with t('…').",
      attribute:
        "{{attribute}}='{{text}}' is read by players: put it in the catalogue (packages/shared-ui/src/i18n/messages.ts) and read it with t('…').",
      toast:
        "The toast '{{text}}' is written here: put it in the catalogue (packages/shared-ui/src/i18n/messages.ts) and pass t('…') or the English source text from packages/betting.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          attributes: { type: 'array', items: { type: 'string' } },
          // Names that stay as they are in every language (a program's, an algorithm's).
          names: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const attributes = new Set(context.options[0]?.attributes ?? DEFAULT_ATTRIBUTES);
    const names = context.options[0]?.names ?? [];
    // A name never counts as words ('SHA-256:' passes, 'Round seed hash (SHA-256):' does not).
    const withoutNames = (text) => names.reduce((rest, name) => rest.split(name).join(' '), text);
    const isWords = (text) => WORD.test(withoutNames(text));

    function reportTexts(expression, messageId, data = {}) {
      for (const found of literalTexts(context, expression)) {
        if (isWords(found.text))
          context.report({ node: found.node, messageId, data: { ...data, text: shorten(found.text) } });
      }
    }

    return {
      JSXText(node) {
        if (isCode(node.parent)) return;
        if (!isWords(node.value)) return;
        // Where the words start, not the line break before them: a disable comment on the line
        // above a text then applies to it.
        const start = context.sourceCode.getLocFromIndex(node.range[0] + node.value.search(/\S/));
        context.report({ node, loc: start, messageId: 'text', data: { text: shorten(node.value) } });
      },
      JSXExpressionContainer(node) {
        // A child `{'Hello'}` or `{ok ? 'Yes' : 'No'}`; attribute values are handled below.
        const parent = node.parent;
        if ((parent.type === 'JSXElement' && !isCode(parent)) || parent.type === 'JSXFragment')
          reportTexts(node, 'text');
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !attributes.has(node.name.name) || !node.value) return;
        reportTexts(node.value, 'attribute', { attribute: node.name.name });
      },
      CallExpression(node) {
        if (!isToastCall(node.callee) || node.arguments.length === 0) return;
        reportTexts(node.arguments[0], 'toast');
        // sonner's second argument may carry a description line.
        const options = node.arguments[1];
        if (options?.type === 'ObjectExpression') {
          for (const property of options.properties) {
            if (
              property.type === 'Property' &&
              property.key.type === 'Identifier' &&
              property.key.name === 'description'
            ) {
              reportTexts(property.value, 'toast');
            }
          }
        }
      },
    };
  },
};

export default { rules: { 'catalogue-text': catalogueText } };
