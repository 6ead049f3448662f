import { autocompletion, closeBrackets, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, redo, redoDepth, undo, undoDepth } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, ensureSyntaxTree, foldGutter, syntaxTree } from '@codemirror/language';
import { lintGutter, linter, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { completionsAt } from './completions.ts';
import type { DraftDiagnostic } from './draft-diagnostics.ts';
import { jsonCursorAt } from './json-cursor.ts';

export interface JsonEditorHandle {
  undo(): void;
  redo(): void;
  /** Replaces the whole text as one undoable change (the form view's edits). */
  replace(text: string): void;
}

export interface JsonEditorProps {
  readonly value: string;
  readonly onChange: (text: string) => void;
  /** The QA check on a text; run debounced after each edit. */
  readonly diagnose: (text: string) => readonly DraftDiagnostic[];
  /** The path of the member under the cursor (to show the selected block's form). */
  readonly onCursorPath?: (path: readonly (string | number)[]) => void;
  /** Whether undo and redo have anything to do, after each change. */
  readonly onHistory?: (state: { undo: boolean; redo: boolean }) => void;
  readonly label: string;
}

/** CodeMirror's completion source over the studio's completions. */
function studioCompletions(context: CompletionContext): CompletionResult | null {
  const tree = ensureSyntaxTree(context.state, context.pos, 200) ?? syntaxTree(context.state);
  const answer = completionsAt(context.state.doc.toString(), tree, context.pos);
  if (!answer) return null;
  return { from: answer.from, to: answer.to, options: answer.options.map((o) => ({ ...o })), validFor: /^[\w$.:-]*$/ };
}

/**
 * The JSON text of a draft in CodeMirror 6: syntax, folding, the studio's completions, the QA
 * check's findings inline (CodeMirror's linter runs it 600 ms after the last keystroke), and its
 * history for undo and redo. `value` is the starting text: a host that opens another text mounts a
 * new editor (a `key`), so one draft's history never undoes into another.
 */
export const JsonEditor = forwardRef<JsonEditorHandle, JsonEditorProps>(function JsonEditor(props, ref) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const lint = linter((editor): Diagnostic[] =>
      latest.current.diagnose(editor.state.doc.toString()).map((d) => ({ from: d.from, to: d.to, severity: 'error', message: d.message, source: `line ${d.line}` })),
    { delay: 600 });
    const state = EditorState.create({
      doc: latest.current.value,
      extensions: [
        lineNumbers(),
        foldGutter(),
        lintGutter(),
        history(),
        highlightActiveLine(),
        bracketMatching(),
        closeBrackets(),
        json(),
        lint,
        autocompletion({ override: [studioCompletions], activateOnTyping: true }),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorView.contentAttributes.of({ 'aria-label': latest.current.label }),
        EditorView.theme({ '&': { height: '100%', fontSize: '13px' }, '.cm-scroller': { fontFamily: 'ui-monospace, monospace' } }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          if (update.docChanged || update.transactions.length) latest.current.onHistory?.({ undo: undoDepth(update.state) > 0, redo: redoDepth(update.state) > 0 });
          if (update.selectionSet || update.docChanged) {
            const text = update.state.doc.toString();
            const head = update.state.selection.main.head;
            const cursor = jsonCursorAt(text, syntaxTree(update.state), head);
            if (cursor) latest.current.onCursorPath?.(cursor.path);
          }
        }),
      ],
    });
    view.current = new EditorView({ state, parent: host.current! });
    return () => view.current?.destroy();
  }, []);

  useImperativeHandle(ref, () => ({
    undo: () => void (view.current && undo(view.current)),
    redo: () => void (view.current && redo(view.current)),
    replace: (text: string) => view.current?.dispatch({ changes: { from: 0, to: view.current.state.doc.length, insert: text } }),
  }));

  return <div ref={host} style={{ height: '100%', minHeight: 420, border: '1px solid rgba(0,0,0,0.23)', borderRadius: 4, overflow: 'hidden' }} />;
});
