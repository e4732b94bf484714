import { describe, expect, it } from 'vitest';
import { isAcceptedImageFile, isAllowedImageSource, isAllowedLink } from './safeSources';
import { editorExtensionsConfig } from './editorConfig';

describe('rich-text sources', () => {
  it('admits links over http, https, mailto and tel only', () => {
    for (const url of [
      'http://a.ke',
      'https://a.ke/x',
      'mailto:head@school.ke',
      'tel:+254700000000',
      ' HTTPS://A.KE',
    ]) {
      expect(isAllowedLink(url), url).toBe(true);
    }
    for (const url of ['javascript:alert(1)', 'ftp://a.ke', 'data:text/html,x', 'vbscript:x', '/relative', '', null]) {
      expect(isAllowedLink(url), String(url)).toBe(false);
    }
  });

  it('admits images from http, https and data sources of the accepted types', () => {
    expect(isAllowedImageSource('https://a.ke/logo.png')).toBe(true);
    expect(isAllowedImageSource('http://a.ke/logo.png')).toBe(true);
    expect(isAllowedImageSource('data:image/png;base64,AAAA')).toBe(true);
    expect(isAllowedImageSource('data:image/x-icon;base64,AAAA')).toBe(true);
    expect(isAllowedImageSource('data:image/svg+xml;base64,AAAA')).toBe(false);
    expect(isAllowedImageSource('javascript:alert(1)')).toBe(false);
    expect(isAllowedImageSource('file:///etc/passwd')).toBe(false);
  });

  it('accepts png, gif, jpeg, bmp and x-icon files in the picker', () => {
    for (const type of ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon']) {
      expect(isAcceptedImageFile({ type })).toBe(true);
    }
    expect(isAcceptedImageFile({ type: 'image/svg+xml' })).toBe(false);
    expect(isAcceptedImageFile({ type: 'image/webp' })).toBe(false);
  });

  it('keeps 100 undo steps merged within 1,000 ms and the spec protocols', () => {
    expect(editorExtensionsConfig.undoRedo).toEqual({ depth: 100, newGroupDelay: 1000 });
    expect(editorExtensionsConfig.link.protocols).toEqual(['http', 'https', 'mailto', 'tel']);
    expect(editorExtensionsConfig.link.isAllowedUri('javascript:x')).toBe(false);
  });
});
