/**
 * Project-specific lint rules (the `gg/` prefix in eslint.config.mjs).
 *
 * gg/american-english: strings a fan can read use American spelling (see americanEnglish below).
 *
 * gg/game-status-rules: only @gg/contracts decides what a game status means (see gameStatusRules below).
 *
 * gg/theme-tokens: styles take space, size, radius and colour from the theme, never raw values.
 * Checked inside the object styles given to Emotion's `styled(...)` / `styled.tag(...)` and `css(...)`:
 *   - a length property (margin, gap, width, fontSize, …) may not be a number other than 0, nor a
 *     string with a px/rem/em length in it: use theme.space(n), theme.radius.*, theme.font.size.*;
 *   - no colour literals (#hex, rgb(), hsl()): use theme.color.* (or team colours from data).
 * Percentages, viewport units, `auto`, `1fr`, unitless ratios (opacity, flex, lineHeight, zIndex,
 * fontWeight) are fine: they are layout, not design tokens.
 */
const LENGTH_PROPS = new Set([
  'margin', 'marginTop', 'marginRight', 'marginBottom', 'marginLeft', 'marginInline', 'marginBlock',
  'padding', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft', 'paddingInline', 'paddingBlock',
  'gap', 'rowGap', 'columnGap', 'top', 'right', 'bottom', 'left', 'inset',
  'width', 'height', 'minWidth', 'minHeight', 'maxWidth', 'maxHeight', 'flexBasis',
  'borderRadius', 'fontSize', 'outlineOffset', 'borderWidth', 'outlineWidth',
  'gridTemplateColumns', 'gridTemplateRows', 'gridAutoRows', 'scrollMarginTop', 'textIndent',
]);
const RAW_LENGTH = /(^|[\s(,/+*-])\d*\.?\d+(px|rem|em)\b/;
const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(rgb|rgba|hsl|hsla)\(/i;

function isStyleCall(node) {
  if (node?.type !== 'CallExpression') return false;
  let callee = node.callee;
  if (callee.type === 'TSInstantiationExpression') callee = callee.expression;
  if (callee.type === 'Identifier') return callee.name === 'css' || callee.name === 'keyframes';
  if (callee.type === 'MemberExpression') return callee.object.type === 'Identifier' && callee.object.name === 'styled';
  // styled(Component)(...) or styled(Component)<Props>(...)
  return callee.type === 'CallExpression' && callee.callee.type === 'Identifier' && callee.callee.name === 'styled';
}

function insideStyles(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (isStyleCall(n)) return true;
    if (n.type === 'Program') return false;
  }
  return false;
}

const keyName = (prop) => (prop.key.type === 'Identifier' ? prop.key.name : prop.key.type === 'Literal' ? String(prop.key.value) : null);

/** @type {import('eslint').Rule.RuleModule} */
export const themeTokens = {
  meta: {
    type: 'problem',
    docs: { description: 'Styles use theme tokens for space, size, radius and colour' },
    messages: {
      rawLength: '"{{prop}}: {{value}}" is a raw length: use theme.space(n), theme.radius, theme.font.size or another theme token.',
      rawColour: '"{{value}}" is a raw colour: use theme.color.* (team colours come from data).',
    },
    schema: [],
  },
  create(context) {
    const checkValue = (prop, name, value) => {
      if (value.type === 'ConditionalExpression') { checkValue(prop, name, value.consequent); checkValue(prop, name, value.alternate); return; }
      if (value.type === 'LogicalExpression') { checkValue(prop, name, value.right); return; }
      if (value.type === 'Literal' && typeof value.value === 'number' && value.value !== 0 && LENGTH_PROPS.has(name)) {
        context.report({ node: value, messageId: 'rawLength', data: { prop: name, value: String(value.value) } });
      } else if (value.type === 'UnaryExpression' && value.argument.type === 'Literal' && typeof value.argument.value === 'number' && LENGTH_PROPS.has(name)) {
        context.report({ node: value, messageId: 'rawLength', data: { prop: name, value: `${value.operator}${value.argument.value}` } });
      }
      const strings = value.type === 'Literal' && typeof value.value === 'string' ? [value.value]
        : value.type === 'TemplateLiteral' ? value.quasis.map((q) => q.value.cooked ?? '') : [];
      for (const s of strings) {
        if (LENGTH_PROPS.has(name) && RAW_LENGTH.test(s)) context.report({ node: value, messageId: 'rawLength', data: { prop: name, value: s.trim() } });
        if (RAW_COLOUR.test(s)) context.report({ node: value, messageId: 'rawColour', data: { value: s.trim() } });
      }
    };
    return {
      Property(node) {
        const name = keyName(node);
        if (!name || node.value.type === 'ObjectExpression' || !insideStyles(node)) return;
        checkValue(node, name, node.value);
      },
    };
  },
};

/**
 * gg/no-outside-doc-refs: a comment says which rule it implements in a few words. It does not point
 * at section numbers of documents a reader of the repository does not have (a section sign and a
 * number, or the name of a design document kept outside the repository).
 */
const OUTSIDE_REFS = [/§\s*\d/, /\bGUIDE(\.md)?\b/, /\bspec\s+(hub|learning)[-\w]*/i, /\b(hub|learning)-area(\.md)?\b/i];

/** @type {import('eslint').Rule.RuleModule} */
export const noOutsideDocRefs = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments explain the rule instead of citing sections of documents outside the repository' },
    messages: { outside: 'Say in a few words which rule this implements instead of citing "{{ref}}".' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = OUTSIDE_REFS.map((re) => comment.value.match(re)).find(Boolean);
          if (match) context.report({ loc: comment.loc, messageId: 'outside', data: { ref: match[0] } });
        }
      },
    };
  },
};

/**
 * gg/american-english: what a fan reads is in American English, like the rest of the site
 * ("favorites", not "favourites"). Checked in string literals, template text and JSX text (the words
 * that reach a screen, a feed or an API answer), not in identifiers or comments.
 */
const BRITISH = new RegExp(`\\b(${[
  '\\w*(favour|colour|honour|behaviour|neighbour|rumour|armour|harbour|labour|flavour|humour|odour|vapour|vigour|endeavour)\\w*',
  'cent(re|red|res)', 'metres?', 'litres?', 'theatres?', 'fibres?', 'defences?', 'offences?', 'licences?', 'practis(e|ed|es|ing)',
  'catalogues?', 'programmes?', 'grey', 'whilst', 'amongst', 'learnt', 'spelt', 'kick-offs?', 'cheques?', 'tyres?', 'aluminium',
  '(organ|recogn|real|apolog|minim|maxim|priorit|summar|custom|emphas|critic|final|categor|character|optim|memor|util|normal|penal|standard|visual|author|initial|serial|local|synchron|special|general|stabil|familiar|capital|symbol|modern|revolution|sympath|jeopard|fantas|scrutin)is(e|ed|es|ing|ation|ations)',
  'analys(e|ed|ing)', 'paralys(e|ed|ing)',
  '(travel|cancel|model|label|fuel|total|signal|level|marshal|channel|tunnel|dial|duel|equal|jewel|counsel|pedal|quarrel|rival|shovel|swivel|towel)l(ed|ing|er|ers)',
].join('|')})\\b`, 'i');

/** @type {import('eslint').Rule.RuleModule} */
export const americanEnglish = {
  meta: {
    type: 'problem',
    docs: { description: 'Text a fan reads uses American spelling' },
    messages: { british: '"{{word}}" is British spelling: the site writes American English.' },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const match = BRITISH.exec(text ?? '');
      if (match) context.report({ node, messageId: 'british', data: { word: match[0] } });
    };
    return {
      Literal(node) { if (typeof node.value === 'string') check(node, node.value); },
      TemplateElement(node) { check(node, node.value.cooked); },
      JSXText(node) { check(node, node.value); },
    };
  },
};

/**
 * gg/game-status-rules: what a game status means (live, final, called off, …) is decided once, by the
 * predicates next to GameStatusSchema in @gg/contracts; everywhere else a status may be written (a
 * fixture, a provider's word mapped to ours) but not compared, so two modules cannot come to
 * disagree about which statuses count as live. Reported: `x.status === 'final'` (or a `status`
 * variable), `case 'final':` in a switch on a status, a status in `new Set([...])` or in
 * `[...].includes(...)`, and 'in_progress' anywhere (the second name of a live game, the detail
 * that drifts). Option `statuses`: the status strings.
 */
const unwrap = (node) => (node && ['ChainExpression', 'TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression'].includes(node.type) ? unwrap(node.expression) : node);
const isStatusRead = (node) => {
  const n = unwrap(node);
  return (n?.type === 'MemberExpression' && !n.computed && n.property.name === 'status') || (n?.type === 'Identifier' && (n.name === 'status' || n.name === 'gameStatus'));
};

/** @type {import('eslint').Rule.RuleModule} */
export const gameStatusRules = {
  meta: {
    type: 'problem',
    docs: { description: 'Game statuses are interpreted only by the predicates in @gg/contracts' },
    messages: {
      compare: "Comparing a status with '{{value}}': use the predicates of @gg/contracts (isLiveGame, isFinalStatus, isCalledOffStatus, …).",
      group: "A group of statuses with '{{value}}' in it: use (or add) a predicate in @gg/contracts (packages/contracts/src/game-status.ts).",
      liveAlias: "'in_progress' is the second name of a live game: use isLiveStatus or isLiveGame from @gg/contracts.",
    },
    schema: [{ type: 'object', properties: { statuses: { type: 'array', items: { type: 'string' } } }, required: ['statuses'], additionalProperties: false }],
  },
  create(context) {
    const statuses = new Set(context.options[0]?.statuses ?? []);
    const isStatus = (node) => node?.type === 'Literal' && typeof node.value === 'string' && statuses.has(node.value);
    const reportGroup = (elements) => {
      const found = elements.find(isStatus);
      if (found) context.report({ node: found, messageId: 'group', data: { value: found.value } });
    };
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        const [read, literal] = isStatus(node.right) ? [node.left, node.right] : [node.right, node.left];
        if (isStatus(literal) && isStatusRead(read)) context.report({ node, messageId: 'compare', data: { value: literal.value } });
      },
      SwitchStatement(node) {
        if (!isStatusRead(node.discriminant)) return;
        for (const c of node.cases) if (isStatus(c.test)) context.report({ node: c, messageId: 'compare', data: { value: c.test.value } });
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Set' && node.arguments[0]?.type === 'ArrayExpression') reportGroup(node.arguments[0].elements);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'includes' && callee.object.type === 'ArrayExpression') reportGroup(callee.object.elements);
      },
      Literal(node) {
        if (node.value === 'in_progress') context.report({ node, messageId: 'liveAlias' });
      },
    };
  },
};

export default { rules: { 'theme-tokens': themeTokens, 'no-outside-doc-refs': noOutsideDocRefs, 'american-english': americanEnglish, 'game-status-rules': gameStatusRules } };
