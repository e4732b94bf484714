import type { VisibleNode } from './chartTree';

/** What a key press does to the tree: move the focus, open or close a branch, or open an account. */
export interface TreeMove {
  readonly focus?: string;
  readonly expand?: string;
  readonly collapse?: string;
  readonly open?: string;
}

/**
 * The keyboard of a tree view (WAI-ARIA Authoring Practices, "Tree View"): Up and Down move through
 * the rows shown, Home and End to the first and last; Right opens a closed branch, or moves into an
 * open one; Left closes an open branch, or moves to the parent; Enter opens an account, or opens or
 * closes a branch. Undefined: the key is not the tree's (Tab leaves it as usual).
 */
export function treeKey(
  key: string,
  visible: readonly VisibleNode[],
  focused: string | null,
  expanded: ReadonlySet<string>,
): TreeMove | undefined {
  if (visible.length === 0) return undefined;
  const at = Math.max(
    0,
    visible.findIndex((v) => v.node.id === focused),
  );
  const here = visible[at];
  const branch = here.node.children.length > 0;
  const open = branch && expanded.has(here.node.id);
  switch (key) {
    case 'ArrowDown':
      return { focus: visible[Math.min(at + 1, visible.length - 1)].node.id };
    case 'ArrowUp':
      return { focus: visible[Math.max(at - 1, 0)].node.id };
    case 'Home':
      return { focus: visible[0].node.id };
    case 'End':
      return { focus: visible[visible.length - 1].node.id };
    case 'ArrowRight':
      if (!branch) return {};
      return open ? { focus: visible[at + 1]?.node.id ?? here.node.id } : { expand: here.node.id };
    case 'ArrowLeft':
      if (open) return { collapse: here.node.id };
      return here.parentId ? { focus: here.parentId } : {};
    case 'Enter':
      if (here.node.kind === 'account') return { open: here.node.id };
      return open ? { collapse: here.node.id } : { expand: here.node.id };
    default:
      return undefined;
  }
}
