/**
 * Reads the flat custom-property rules of tokens.css so the contrast test checks the real file,
 * not a copy of its values. Supports only what tokens.css uses: top-level rules, no nesting.
 */
export type TokenRules = Map<string, Map<string, string>>;

export function parseTokenRules(css: string): TokenRules {
  const rules: TokenRules = new Map();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = (rule[1] ?? '').trim().replace(/\s+/g, ' ');
    const declarations = rules.get(selector) ?? new Map<string, string>();
    for (const declaration of (rule[2] ?? '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      declarations.set(declaration[1] ?? '', (declaration[2] ?? '').trim());
    }
    rules.set(selector, declarations);
  }
  return rules;
}

/** Applies the rules in cascade order (later selectors win) and resolves var() references. */
export function resolveTokens(rules: TokenRules, selectors: string[]): Map<string, string> {
  const merged = new Map<string, string>();
  for (const selector of selectors) {
    const declarations = rules.get(selector);
    if (!declarations) {
      throw new Error(`tokens.css has no rule for ${selector}`);
    }
    for (const [name, value] of declarations) {
      merged.set(name, value);
    }
  }
  const resolve = (value: string, depth: number): string => {
    if (depth > 10) {
      throw new Error(`var() cycle while resolving ${value}`);
    }
    return value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
      const referenced = merged.get(name);
      if (referenced === undefined) {
        throw new Error(`Undefined token ${name}`);
      }
      return resolve(referenced, depth + 1);
    });
  };
  const resolved = new Map<string, string>();
  for (const [name, value] of merged) {
    resolved.set(name, resolve(value, 0));
  }
  return resolved;
}
