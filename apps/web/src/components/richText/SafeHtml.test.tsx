import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  const rendered = (html: string) => render(<SafeHtml html={html} testId="out" />).getByTestId('out');

  it('keeps prose structure and drops everything that could run', () => {
    const out = rendered(
      [
        '<h2>Title</h2><p><strong>bold</strong> <em>it</em></p><ul><li>one</li></ul>',
        '<script>window.__x = 1</script><style>p{}</style><iframe src="https://evil.test"></iframe>',
        '<img src="https://evil.test/p.png" onerror="alert(1)" alt="remote"><svg onload="alert(1)"><text>svg</text></svg>',
        '<p style="color:red" onclick="alert(1)" class="c">styled</p><a href="javascript:alert(1)">js</a>',
        '<a href="https://ledgerdesk.test/doc" target="_self" onclick="x()">ok</a><custom-el>unwrapped</custom-el>',
      ].join(''),
    );
    expect(out.querySelector('h2')?.textContent).toBe('Title');
    expect(out.querySelector('strong')?.textContent).toBe('bold');
    expect(out.querySelectorAll('ul li')).toHaveLength(1);
    expect(out.querySelectorAll('script, style, iframe, svg, img, [style], [onclick], [onerror], [class="c"], custom-el')).toHaveLength(0);
    // A remote image is not loaded: its alt text stands in.
    expect(out.textContent).toContain('remote');
    expect(out.textContent).not.toContain('svg');
    expect(out.textContent).toContain('unwrapped');
    // The javascript: link is left as its text; only the https one is a link.
    expect(out.textContent).toContain('js');
    const links = Array.from(out.querySelectorAll('a'));
    expect(links).toHaveLength(1);
    const [ok] = links;
    expect(ok!.getAttribute('href')).toBe('https://ledgerdesk.test/doc');
    expect(ok!.getAttribute('target')).toBe('_blank');
    expect(ok!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows markup inside text as text', () => {
    const out = rendered('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(out.querySelector('script')).toBeNull();
    expect(out.textContent).toBe('<script>alert(1)</script>');
  });
});
