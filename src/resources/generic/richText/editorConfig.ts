import { isAllowedLink, LINK_PROTOCOLS, UNDO_DEPTH, UNDO_GROUP_DELAY_MS } from './safeSources';

/** StarterKit options of the rich-text editor, kept as data so a test can pin them. */
export const editorExtensionsConfig = {
  undoRedo: { depth: UNDO_DEPTH, newGroupDelay: UNDO_GROUP_DELAY_MS },
  link: {
    protocols: [...LINK_PROTOCOLS],
    defaultProtocol: 'https',
    openOnClick: false,
    autolink: true,
    isAllowedUri: (url: string) => isAllowedLink(url),
    HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
  },
};
