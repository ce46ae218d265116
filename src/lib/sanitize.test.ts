import { describe, expect, it } from 'vitest';
import { isSafeImageSource, sanitizeArticleHtml } from './sanitize';

function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeArticleHtml(html);
  return host;
}

describe('sanitizeArticleHtml', () => {
  it('keeps ordinary article markup', () => {
    const html =
      '<p><strong>Lead</strong> and <em>more</em></p><h2>Sub</h2><blockquote><p>q</p><footer>who</footer></blockquote><ul><li>a</li></ul>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('removes scripts, inline handlers and styles', () => {
    const out = sanitizeArticleHtml(
      '<p onclick="alert(1)" style="color:red">x</p><script>window.hacked = 1</script><img src="https://img.example/a.jpg" onerror="window.hacked = 2"><svg onload="alert(1)"></svg><style>body{}</style>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|onload|style|svg|hacked/i);
    expect(out).toContain('<p>x</p>');
    expect(out).toContain('src="https://img.example/a.jpg"');
  });

  it('never runs a script or handler when the result is inserted', async () => {
    const flags = window as unknown as { hacked?: number };
    delete flags.hacked;
    const host = render('<img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>');
    document.body.append(host);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flags.hacked).toBeUndefined();
    expect(host.querySelector('img')?.hasAttribute('src')).toBe(false);
    host.remove();
  });

  it('opens links safely and only for http(s)', () => {
    const host = render(
      '<a href="https://news.example/x">ok</a><a href="javascript:alert(1)">js</a><a href="/local">rel</a><a href="data:text/html,hi">data</a><a href=" HTTP://CAPS.example ">caps</a>',
    );
    const links = [...host.querySelectorAll('a')];
    expect(links[0]!.getAttribute('href')).toBe('https://news.example/x');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    for (const link of links.slice(1, 4)) {
      expect(link.hasAttribute('href')).toBe(false);
      expect(link.hasAttribute('target')).toBe(false);
    }
    expect(links[4]!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops frames, forms and other active content', () => {
    const out = sanitizeArticleHtml(
      '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="x"><button>go</button></form><object data="x"></object><embed src="x"><base href="https://evil.example/"><meta http-equiv="refresh" content="0">',
    );
    expect(out).not.toMatch(/iframe|form|input|button|object|embed|base|meta/i);
  });

  it('makes images lazy, without referrer, and drops non-http sources and srcset', () => {
    const host = render(
      '<img src="https://img.example/a.jpg" srcset="javascript:alert(1) 1x" alt="A"><img src="data:image/png;base64,AAAA">',
    );
    const [first, second] = [...host.querySelectorAll('img')];
    expect(first!.getAttribute('loading')).toBe('lazy');
    expect(first!.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(first!.hasAttribute('srcset')).toBe(false);
    expect(first!.getAttribute('alt')).toBe('A');
    expect(second!.hasAttribute('src')).toBe(false);
  });

  it('survives mutation-XSS style markup', () => {
    const out = sanitizeArticleHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">');
    expect(out).not.toMatch(/onerror/i);
  });

  it('drops class, style and id, so provider markup cannot reach the app’s styles', () => {
    const host = render(
      '<a class="fixed top-0 left-0 w-screen h-screen z-50" style="position:fixed" id="root" href="https://x.example/">over</a><p class="sr-only" id="main">t</p>',
    );
    for (const element of host.querySelectorAll('*')) {
      expect(element.hasAttribute('class')).toBe(false);
      expect(element.hasAttribute('style')).toBe(false);
      expect(element.hasAttribute('id')).toBe(false);
    }
  });

  it.each([
    ['https://img.example/a.jpg', true],
    ['/media/content/abc/main.jpg', true],
    ['http://img.example/a.jpg', false],
    ['data:image/png;base64,AAAA', false],
    ['/mediaApi/v1.0/person/Q1/add?userId=u', false],
    ['/media/../mediaApi/v1.0/person/Q1/add?userId=u', false],
    ['/media/%2e%2e/mediaApi/v1.0/person/Q1/add', false],
    [`${window.location.origin}/mediaApi/v1.0/person/Q1/add?userId=u`, false],
    [`${window.location.origin}/media/x.png`, false],
    ['https://api.example/mediaApi/v1.0/team/Q1/add', false],
    ['https://api.example/%6DediaApi/v1.0/team/Q1/add', false],
    ['relative/add?userId=u', false],
    ['//evil.example/a.png', false],
    ['/settings', false],
  ])('image source %s is allowed: %s', (src, allowed) => {
    expect(isSafeImageSource(src)).toBe(allowed);
    const img = render(`<img src="${src}" alt="">`).querySelector('img');
    expect(img?.hasAttribute('src')).toBe(allowed);
  });

  it('drops links to API paths', () => {
    const link = render(
      '<a href="https://host.example/mediaApi/v1.0/person/Q1/add?userId=u">x</a>',
    ).querySelector('a');
    expect(link?.hasAttribute('href')).toBe(false);
  });
});
