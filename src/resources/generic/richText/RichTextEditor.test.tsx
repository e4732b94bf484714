// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { EDITOR_OPTIONS } from './RichTextEditor';

const editors: Editor[] = [];

function editorWith(content: string): Editor {
  const editor = new Editor({ extensions: EDITOR_OPTIONS.extensions as Editor['options']['extensions'], content });
  editors.push(editor);
  return editor;
}

// An editor left alive keeps a DOM observer timer that fires after the jsdom window is gone.
afterEach(() => {
  editors.splice(0).forEach((editor) => editor.destroy());
});

describe('rich-text editor configuration', () => {
  it('keeps http, https, mailto and tel links and drops others', () => {
    const html = editorWith(
      '<p><a href="https://a.ke">web</a> <a href="mailto:x@a.ke">mail</a> <a href="tel:+254700">call</a> ' +
        '<a href="javascript:alert(1)">bad</a> <a href="ftp://a.ke">ftp</a></p>',
    ).getHTML();
    expect(html).toContain('href="https://a.ke"');
    expect(html).toContain('href="mailto:x@a.ke"');
    expect(html).toContain('href="tel:+254700"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('ftp:');
  });

  it('keeps images from http, https and accepted data sources only', () => {
    const html = editorWith(
      '<p><img src="https://a.ke/a.png"><img src="data:image/png;base64,AAAA">' +
        '<img src="data:image/svg+xml;base64,AAAA"><img src="javascript:alert(1)"></p>',
    ).getHTML();
    expect(html).toContain('src="https://a.ke/a.png"');
    expect(html).toContain('src="data:image/png;base64,AAAA"');
    expect(html).not.toContain('svg+xml');
    expect(html).not.toContain('javascript:');
  });

  it('refuses to set a link with another protocol', () => {
    const editor = editorWith('<p>text</p>');
    editor.commands.selectAll();
    expect(editor.commands.setLink({ href: 'javascript:alert(1)' })).toBe(false);
    expect(editor.commands.setLink({ href: 'https://shule.ke' })).toBe(true);
  });

  it('undoes typing within a second as one step and keeps 100 steps', () => {
    const undoRedo = editorWith('<p></p>').extensionManager.extensions.find((e) => e.name === 'undoRedo');
    expect(undoRedo?.options).toMatchObject({ depth: 100, newGroupDelay: 1000 });
  });
});
