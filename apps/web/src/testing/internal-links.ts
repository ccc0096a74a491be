import ts from 'typescript';

/**
 * The static half of "no link leads to a page that does not exist" (`../links.test.ts`): reads the
 * link targets written in source code and matches them against the route tree's full paths.
 *
 * A target is found where it is written as a literal (or a template, a ternary of literals, or a
 * `const` of the same file) in one of these places:
 *
 * - `to` and `href`: JSX attributes (`<Link to="/x">`, `<a href="/x">`) and object properties
 *   (`{ to: '/x' }` in `navigate`, `redirect`, tab and menu lists; `{ href: '/x' }` in nav items);
 * - the first argument of `navigate('/x')`, `goTo('/x')`, `redirect('/x')`;
 * - link-building helpers by name: a `const` or function named `…Path`, `…PATH`, `…Href` or `…HREF`
 *   (`LOGIN_PATH`, `sellerPath`, `orderFormHref(form)` returning a template), and every value of an
 *   object named `…WebPages` (the pages the server links to from e-mails and OAuth callbacks).
 *
 * Not covered, because the value only exists at run time: a variable from elsewhere passed through
 * (`to={item.href}`, `navigate({ href })`; its literal is checked where it is written, if it is
 * written in one of the places above), a redirect target from the address bar (checked by
 * `safeRedirect`), links in server data (a notification's `link`), and paths spelled inside e-mail
 * text. The crawler in apps/web-e2e covers what the running app renders.
 */

/** `route`: must be a page of the router. `href`: a page, or a server resource (API, asset). */
export type LinkKind = 'route' | 'href';

export interface LinkTarget {
  file: string;
  line: number;
  target: string;
  kind: LinkKind;
}

/** Stands for a `${…}` of a template literal: matches any one path segment. */
const HOLE = '\u0000';

const LINK_PROPERTIES: Record<string, LinkKind> = { to: 'route', href: 'href' };
const NAVIGATING_CALLS = new Set(['navigate', 'goTo', 'redirect']);
const HELPER_NAME = /(?:Path|PATH|Href|HREF)$/;
const WEB_PAGES_NAME = /WebPages$/;

/** The full paths of `FileRoutesByFullPath` in a generated `routeTree.gen.ts`. */
export function routePatternsFromTree(routeTreeSource: string): string[] {
  const body = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTreeSource)?.[1];
  if (!body) throw new Error('routeTree.gen.ts has no FileRoutesByFullPath interface');
  return [...body.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] as string);
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** The path part of a link: no query, no hash, no trailing slash. */
function pathOf(target: string): string {
  return target.replace(/[?#].*$/s, '');
}

function segmentMatches(linkSegment: string, routeSegment: string): boolean {
  if (linkSegment.includes(HOLE)) return true;
  // A router link's own parameter (`to="/event/$slug"`) must meet the same parameter.
  if (linkSegment.startsWith('$')) return linkSegment === routeSegment;
  return routeSegment.startsWith('$') || linkSegment === routeSegment;
}

/** Whether `target` (a path, maybe with query and hash) is one of the route patterns. */
export function matchesRoute(target: string, patterns: readonly string[]): boolean {
  const link = segments(pathOf(target));
  return patterns.some((pattern) => {
    const route = segments(pattern);
    for (let index = 0; index < route.length; index += 1) {
      // A splat route (`/files/$`) takes the rest of the path.
      if (route[index] === '$') return true;
      const segment = link[index];
      if (segment === undefined || !segmentMatches(segment, route[index] as string)) return false;
    }
    return link.length === route.length;
  });
}

export interface LinkRules {
  /** Full paths of the route tree. */
  routes: readonly string[];
  /** Paths the server answers itself, by prefix (`/api/`, `/sanctum/`): fine as `href`, never as a router link. */
  serverPrefixes: readonly string[];
  /** Files served from the web app's `public` folder (`/favicon.svg`). */
  assets: readonly string[];
  /** Pages linked to on purpose before they exist, as route patterns; each names the issue that builds it. */
  knownDeadEnds: readonly string[];
}

/** Why a link leads nowhere, or null when it leads to a page or a server resource. */
export function deadLinkReason(link: Pick<LinkTarget, 'target' | 'kind'>, rules: LinkRules): string | null {
  if (matchesRoute(link.target, rules.routes)) return null;
  const path = pathOf(link.target);
  const serverResource = rules.serverPrefixes.some((prefix) => path.startsWith(prefix)) || rules.assets.includes(path);
  if (serverResource) return link.kind === 'href' ? null : 'a server address used as a router link';
  if (link.kind === 'href' && matchesRoute(link.target, rules.knownDeadEnds)) return null;
  return 'no route';
}

/** A target as the reader of the report wrote it: `${…}` instead of the hole. */
export function printable(target: string): string {
  return target.split(HOLE).join('${…}');
}

function propertyName(name: ts.PropertyName | ts.JsxAttributeName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** The object literal's enclosing call, when it is that call's argument (`redirect({ … })`). */
function enclosingCallName(object: ts.ObjectLiteralExpression): string | undefined {
  return ts.isCallExpression(object.parent) ? calleeName(object.parent) : undefined;
}

/** Every string a link expression can be, as far as it can be read without running it. */
function possibleValues(expression: ts.Expression, constants: Map<string, ts.Expression>, depth = 0): string[] {
  if (depth > 5) return [];
  const next = (inner: ts.Expression) => possibleValues(inner, constants, depth + 1);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) {
    return [expression.head.text + expression.templateSpans.map((span) => HOLE + span.literal.text).join('')];
  }
  if (ts.isConditionalExpression(expression)) return [...next(expression.whenTrue), ...next(expression.whenFalse)];
  if (
    ts.isBinaryExpression(expression) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expression.operatorToken.kind)
  ) {
    return [...next(expression.left), ...next(expression.right)];
  }
  if (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isNonNullExpression(expression)
  ) {
    return next(expression.expression);
  }
  if (ts.isIdentifier(expression)) {
    const value = constants.get(expression.text);
    return value ? next(value) : [];
  }
  // A typed identity helper around a literal (`route('/events')`).
  if (ts.isCallExpression(expression)) return expression.arguments.flatMap((argument) => next(argument));
  return [];
}

/** Only absolute paths on this origin are internal links (not `.`, `https://…` or `//host`). */
function isInternalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

/** The link targets written in one source file. */
export function extractLinks(file: string, source: string): LinkTarget[] {
  // Most files have no string that starts with a slash: skip parsing them.
  if (!/['"`]\//.test(source)) return [];
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const constants = new Map<string, ts.Expression>();
  const visitDeclarations = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      constants.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visitDeclarations);
  };
  visitDeclarations(sourceFile);

  const found: LinkTarget[] = [];
  const seen = new Set<string>();
  const add = (at: ts.Node, expression: ts.Expression, kind: LinkKind) => {
    const line = sourceFile.getLineAndCharacterOfPosition(at.getStart(sourceFile)).line + 1;
    for (const target of possibleValues(expression, constants)) {
      const key = `${line}\u0001${target}`;
      if (!isInternalPath(target) || seen.has(key)) continue;
      seen.add(key);
      found.push({ file, line, target, kind });
    }
  };
  const addReturns = (body: ts.ConciseBody, kind: LinkKind) => {
    if (!ts.isBlock(body)) return add(body, body, kind);
    const visitReturns = (node: ts.Node): void => {
      if (ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) add(node, node.expression, kind);
      ts.forEachChild(node, visitReturns);
    };
    ts.forEachChild(body, visitReturns);
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node)) {
      const kind = LINK_PROPERTIES[propertyName(node.name) ?? ''];
      const value = node.initializer;
      if (kind && value) {
        if (ts.isStringLiteral(value)) add(node, value, kind);
        else if (ts.isJsxExpression(value) && value.expression) add(node, value.expression, kind);
      }
    } else if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) {
      const name = propertyName(node.name) ?? '';
      const ownKind = LINK_PROPERTIES[name];
      if (ownKind) {
        // `redirect({ href })` and `navigate({ href })` are router navigations, not anchors.
        const parent = node.parent as ts.ObjectLiteralExpression;
        const kind = NAVIGATING_CALLS.has(enclosingCallName(parent) ?? '') ? 'route' : ownKind;
        add(node, ts.isPropertyAssignment(node) ? node.initializer : node.name, kind);
      }
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      if (first && !ts.isObjectLiteralExpression(first) && NAVIGATING_CALLS.has(calleeName(node) ?? '')) {
        add(node, first, 'route');
      }
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const { text } = node.name;
      const initializer = node.initializer;
      if (WEB_PAGES_NAME.test(text)) {
        const object = ts.isAsExpression(initializer) ? initializer.expression : initializer;
        if (ts.isObjectLiteralExpression(object)) {
          for (const property of object.properties) {
            if (ts.isPropertyAssignment(property)) add(property, property.initializer, 'route');
          }
        }
      } else if (HELPER_NAME.test(text)) {
        if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))
          addReturns(initializer.body, 'href');
        else add(node, initializer, 'href');
      }
    } else if (ts.isFunctionDeclaration(node) && node.name && node.body && HELPER_NAME.test(node.name.text)) {
      addReturns(node.body, 'href');
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
