// The server's sanitizer of article HTML: DOMPurify's own algorithm for the app's one policy
// (lib/sanitize.ts), on parse5's tree instead of a whole DOM. parse5 is the HTML parser and serializer
// jsdom uses, so the page's HTML is what DOMPurify on jsdom gives, byte for byte (sanitize-server.test.ts
// compares them on hostile and generated markup), without jsdom's ~95 MB in the server.
import { parse, serialize, type DefaultTreeAdapterTypes as T } from 'parse5';
import {
  ALLOWED_URI_REGEXP,
  FORBID_ATTR,
  FORBID_TAGS,
  linkAndImageRules,
  type AttributeHolder,
} from './sanitize';

const words = (list: string) => new Set(list.split(' '));

/** DOMPurify's `html` profile (its tags, plus `#text` and `tbody`), as of the DOMPurify in package.json. */
const ALLOWED_TAGS = words(
  '#text a abbr acronym address area article aside audio b bdi bdo big blink blockquote body br button canvas caption center cite code col colgroup content data datalist dd decorator del details dfn dialog dir div dl dt element em fieldset figcaption figure font footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i img input ins kbd label legend li main map mark marquee menu menuitem meter nav nobr ol optgroup option output p picture pre progress q rp rt ruby s samp search section select shadow slot small source spacer span strike strong style sub summary sup table tbody td template textarea tfoot th thead time tr track tt u ul var video wbr',
);
const ALLOWED_ATTR = words(
  'accept action align alt autocapitalize autocomplete autopictureinpicture autoplay background bgcolor border capture cellpadding cellspacing checked cite class clear color cols colspan command commandfor controls controlslist coords crossorigin datetime decoding default dir disabled disablepictureinpicture disableremoteplayback download draggable enctype enterkeyhint exportparts face for headers height hidden high href hreflang id inert inputmode integrity ismap kind label lang list loading loop low max maxlength media method min minlength multiple muted name nonce noshade novalidate nowrap open optimum part pattern placeholder playsinline popover popovertarget popovertargetaction poster preload pubdate radiogroup readonly rel required rev reversed role rows rowspan scope selected shape size sizes slot span spellcheck src srclang srcset start step style summary tabindex title translate type usemap valign value width wrap xmlns',
);
/** Removed with their content (DOMPurify's default FORBID_CONTENTS); other refused elements leave theirs. */
const FORBID_CONTENTS = words(
  'annotation-xml audio colgroup desc foreignobject head iframe math mi mn mo ms mtext noembed noframes noscript plaintext script selectedcontent style svg template thead title video xmp',
);
const DATA_URI_TAGS = words('audio video img source image track');
const URI_SAFE_ATTRIBUTES = words(
  'alt class for id label name pattern placeholder role summary title value style xmlns',
);
const LITERAL_TEXT_ELEMENTS = words('style script xmp iframe noembed noframes plaintext noscript');
const FORBIDDEN_TAGS = new Set(FORBID_TAGS);
const FORBIDDEN_ATTR = new Set(FORBID_ATTR);
/** A form's own properties a named control would shadow (DOMPurify's clobbering probe). */
const FORM_PROPERTIES = words(
  'nodeName textContent removeChild attributes removeAttribute removeAttributeNode getAttributeNode setAttribute namespaceURI insertBefore hasChildNodes nodeType childNodes',
);
/** The elements a form's named properties come from (its listed elements, and images). */
const FORM_NAMED = words('button fieldset input object output select textarea img');

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const ELEMENT_MARKUP_PROBE = /<[/\w!]/;
const COMMENT_MARKUP_PROBE = /<[/\w]/;
const FALLBACK_TAG_CLOSE = /<\/no(script|embed|frames)/i;
const ATTR_VALUE_BREAKOUT =
  /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
// eslint-disable-next-line no-control-regex -- DOMPurify's own: control characters are whitespace in a URL
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const ARIA_ATTR = /^aria-[-\w]+$/;
const LEADING_WHITESPACE = /^[\r\n\t ]+/;

type Node = T.ChildNode;
type Parent = T.ParentNode;

const isElement = (node: Node): node is T.Element => 'tagName' in node;
const childrenOf = (node: Node): Node[] | undefined => ('childNodes' in node ? node.childNodes : undefined);

function textContent(node: Node): string {
  if (node.nodeName === '#text') return (node as T.TextNode).value;
  const children = childrenOf(node);
  if (!children) return '';
  let text = '';
  for (const child of children) if (child.nodeName !== '#comment') text += textContent(child);
  return text;
}

function remove(node: Node): void {
  const siblings = node.parentNode!.childNodes;
  siblings.splice(siblings.indexOf(node), 1);
  node.parentNode = null;
}

/** DOMPurify's probe: does a named control inside this form shadow one of its properties? */
function isClobbered(form: T.Element): boolean {
  const stack = [...form.childNodes];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (FORM_NAMED.has(node.tagName) && node.namespaceURI === HTML_NAMESPACE) {
      for (const attr of node.attrs)
        if ((attr.name === 'id' || attr.name === 'name') && FORM_PROPERTIES.has(attr.value)) return true;
    }
    stack.push(...node.childNodes);
  }
  return false;
}

/** DOMPurify's structural checks: markup hidden in text or comments, literal-text elements with markup. */
function isUnsafe(node: Node, tag: string): boolean {
  if (isElement(node)) {
    const children = node.childNodes;
    if (
      children.length > 0 &&
      !children.some(isElement) &&
      ELEMENT_MARKUP_PROBE.test(textContent(node)) &&
      ELEMENT_MARKUP_PROBE.test(serialize(node))
    )
      return true;
    if (
      LITERAL_TEXT_ELEMENTS.has(tag) &&
      node.namespaceURI === HTML_NAMESPACE &&
      (children.some(isElement) || ELEMENT_MARKUP_PROBE.test(textContent(node)))
    )
      return true;
  }
  return node.nodeName === '#comment' && COMMENT_MARKUP_PROBE.test((node as T.CommentNode).data);
}

/** Whether the element goes; a refused element leaves its content in its place unless that is refused too. */
function sanitizeNode(node: Node): boolean {
  const tag = node.nodeName.toLowerCase();
  if (tag === 'form' && isElement(node) && isClobbered(node)) return (remove(node), true);
  if (isUnsafe(node, tag)) return (remove(node), true);
  if (FORBIDDEN_TAGS.has(tag) || !ALLOWED_TAGS.has(tag)) {
    const children = childrenOf(node);
    if (children && !FORBID_CONTENTS.has(tag)) {
      const siblings = node.parentNode!.childNodes;
      siblings.splice(siblings.indexOf(node) + 1, 0, ...children);
      for (const child of children) child.parentNode = node.parentNode;
      children.length = 0;
    }
    remove(node);
    return true;
  }
  if (isElement(node)) {
    // Every element the walk reaches has an HTML parent (svg and math go whole), and no allowed HTML tag
    // is an SVG or MathML one: DOMPurify's namespace check only refuses what is not HTML.
    if (node.namespaceURI !== HTML_NAMESPACE) return (remove(node), true);
    if (
      (tag === 'noscript' || tag === 'noembed' || tag === 'noframes') &&
      FALLBACK_TAG_CLOSE.test(serialize(node))
    )
      return (remove(node), true);
    sanitizeAttributes(node, tag);
  }
  return false;
}

function isValidAttribute(tag: string, name: string, value: string): boolean {
  if (FORBIDDEN_ATTR.has(name)) return false;
  // Patch linkage (declarative partial updates).
  if (name === 'patchsrc' || (name === 'for' && tag !== 'label' && tag !== 'output')) return false;
  if (ARIA_ATTR.test(name)) return true;
  if (!ALLOWED_ATTR.has(name)) return false;
  if (URI_SAFE_ATTRIBUTES.has(name)) return true;
  if (ALLOWED_URI_REGEXP.test(value.replace(ATTR_WHITESPACE, ''))) return true;
  if ((name === 'src' || name === 'href') && value.startsWith('data:') && DATA_URI_TAGS.has(tag)) return true;
  return !value;
}

function sanitizeAttributes(element: T.Element, tag: string): void {
  const attrs = element.attrs;
  for (let index = attrs.length - 1; index >= 0; index -= 1) {
    const attr = attrs[index]!;
    const name = attr.name.toLowerCase();
    const value = attr.name === 'value' ? attr.value : attr.value.trim();
    const unsafe = ATTR_VALUE_BREAKOUT.test(value) || (name === 'attributename' && value.includes('href'));
    if (unsafe || !isValidAttribute(tag, name, value)) {
      attrs.splice(index, 1);
      // DOMPurify leaves a refused `is` empty rather than gone.
      if (attr.name === 'is') attrs.push({ name: 'is', value: '' });
      continue;
    }
    attr.value = value;
  }
  linkAndImageRules(holder(element));
}

function holder(element: T.Element): AttributeHolder {
  const find = (name: string) => element.attrs.find((attr) => attr.name === name);
  return {
    nodeName: element.tagName.toUpperCase(),
    getAttribute: (name) => find(name)?.value ?? null,
    setAttribute: (name, value) => {
      const attr = find(name);
      if (attr) attr.value = value;
      else element.attrs.push({ name, value });
    },
    removeAttribute: (name) => {
      const index = element.attrs.findIndex((attr) => attr.name === name);
      if (index !== -1) element.attrs.splice(index, 1);
    },
  };
}

/** The node after `node` in document order within `root`, not entering `node`. */
function after(node: Node | Parent, root: Parent): Node | undefined {
  let current: Node | Parent = node;
  while (current !== root) {
    const parent: Parent = (current as Node).parentNode!;
    const next = parent.childNodes[parent.childNodes.indexOf(current as Node) + 1];
    if (next) return next;
    current = parent;
  }
  return undefined;
}

/** The same string DOMPurify gives for `sanitizeArticleHtml`'s policy. */
export function sanitizeOnServer(dirty: string): string {
  if (!dirty) return '';
  if (!dirty.includes('<')) return dirty;
  const leading = LEADING_WHITESPACE.exec(dirty)?.[0];
  // A document, as DOMParser makes it (scripting off: <noscript>'s content is markup).
  const document = parse(dirty, { scriptingEnabled: false });
  const html = document.childNodes.find((node) => node.nodeName === 'html') as T.Element | undefined;
  const body = html?.childNodes.find((node) => node.nodeName === 'body') as T.Element | undefined;
  if (!body) return '';
  if (leading) body.childNodes.unshift({ nodeName: '#text', value: leading, parentNode: body });
  // DOMPurify's node iterator: document order; a removed node's place is where the walk goes on.
  let node: Node | undefined = body.childNodes[0];
  while (node) {
    const parent: Parent = node.parentNode!;
    const index = parent.childNodes.indexOf(node);
    if (sanitizeNode(node)) {
      node = parent.childNodes[index] ?? after(parent, body);
    } else {
      node = childrenOf(node)?.[0] ?? after(node, body);
    }
  }
  return serialize(body);
}
