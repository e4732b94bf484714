import { describe, expect, it } from 'vitest';
import { cleanRichText, safeRichText } from './rich-text';

const kept = (html: string): string => {
  const verdict = cleanRichText(html);
  if (!verdict.ok) throw new Error(`refused: ${verdict.reason}`);
  return verdict.html;
};

describe('rich text of notices and newsletters', () => {
  it('keeps what the editor makes: headings, bold, italic, lists, quotes, colours and alignment', () => {
    const html =
      '<h2 style="text-align: center">Closing day</h2><p>School closes on <strong>Friday</strong>, <em>please</em> ' +
      '<u>note</u> <s>Thursday</s> <span style="color: #c62828">in red</span> <mark data-color="#ffeb3b" style="background-color: #ffeb3b">marked</mark>.</p>' +
      '<ul><li><p>Uniform</p></li></ul><ol start="3"><li><p>Fees</p></li></ol><blockquote><p>Quote</p></blockquote><hr>';
    // sanitize-html writes styles without the space after the colon; nothing else changes.
    const normalised = html
      .replace('<hr>', '<hr />')
      .replace(/style="([^"]*)"/g, (_m, v: string) => `style="${v.replace(/: /g, ':')}"`);
    expect(kept(html)).toBe(normalised);
  });

  it('keeps http, https, mailto and tel links, opening apart from the app', () => {
    for (const href of [
      'https://demohigh.ac.ke/fees',
      'http://a.ke',
      'mailto:info@demohigh.ac.ke',
      'tel:+254712345678',
    ]) {
      const html = kept(`<p><a href="${href}">link</a></p>`);
      expect(html).toContain(`href="${href}"`);
      expect(html).toContain('rel="noopener noreferrer nofollow"');
    }
  });

  it('refuses any other link, however it is written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java&#x0A;script:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.ke/a',
      'vbscript:x',
      '/relative/path',
      '//evil.example/x',
    ])
      expect(cleanRichText(`<p><a href="${href}">x</a></p>`), href).toEqual({ ok: false, reason: 'link_protocol' });
  });

  it('keeps pictures from http, https and PNG, GIF, JPEG, BMP and icon data; refuses others', () => {
    for (const src of [
      'https://a.ke/a.png',
      'http://a.ke/b.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/gif;base64,R0lG',
      'data:image/jpeg;base64,/9j/',
      'data:image/bmp;base64,Qk0=',
      'data:image/x-icon;base64,AAABAA==',
    ])
      expect(kept(`<p><img src="${src}" alt="a"></p>`)).toContain(`src="${src}"`);
    for (const src of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/html;base64,PGI+',
      '',
    ])
      expect(cleanRichText(`<p><img src="${src}"></p>`), src).toEqual({ ok: false, reason: 'image_source' });
  });

  it('strips scripts, event handlers, other styles, frames and forms without a word', () => {
    const html = kept(
      '<p onclick="steal()" style="position: fixed; color: blue; background-image: url(x)">Hello<script>alert(1)</script></p>' +
        '<iframe src="https://evil.example"></iframe><style>p{}</style><form><input></form><img src="https://a.ke/x.png" onerror="alert(1)">',
    );
    expect(html).toBe('<p style="color:blue">Hello</p><img src="https://a.ke/x.png" />');
  });

  it('shows stored HTML safely without refusing: a bad link loses its address, a bad picture goes', () => {
    const html = safeRichText(
      '<p><a href="javascript:alert(1)">x</a><img src="data:image/svg+xml;base64,AA"><script>1</script></p>',
    );
    expect(html).toBe('<p><a target="_blank" rel="noopener noreferrer nofollow">x</a></p>');
  });
});
